import PagerCore
import Testing
@testable import PagerDemoKit

/// B's "one more on the page's badge": counts stay within the documented 0-9999, labels stay.
@Suite(.tags(.unit))
struct BadgeCountTests {
    private func bumped(_ badge: String?, times: Int = 1) -> String? {
        var pages = PageList([DemoConfig.Page(title: "A", color: nil, badge: badge)])
        for _ in 0..<times { pages.bumpBadge(at: 0) }
        return pages[0].badge
    }

    @Test func aCountGoesUpByOne() {
        #expect(bumped(nil) == "1")
        #expect(bumped("0") == "1")
        #expect(bumped("3", times: 4) == "7")
        #expect(bumped("9998") == "9999")
    }

    @Test func aCountStopsAtTheLargestABadgeMayShow() {
        let top = String(DemoConfig.Page.badgeCounts.upperBound)
        #expect(bumped(top) == top)
        #expect(bumped("9990", times: 20) == top)
        #expect(top.count <= DemoConfig.Page.maximumBadgeLength)
    }

    @Test func aTextBadgeIsALabelAndStays() {
        #expect(bumped("new") == "new")
        #expect(bumped("+1") == "+1")
        #expect(bumped("٣") == "٣", "digits of another script are text to Int, and so here")
    }

    @Test func theConfigTakesCountsOnlyInTheSameRange() throws {
        let top = DemoConfig.Page.badgeCounts.upperBound
        let config = { (badge: Int) in "{ \"pages\": [ { \"title\": \"A\", \"color\": \"red\", \"badge\": \(badge) } ] }" }
        #expect(try DemoConfig.parse(config(top), source: "c.json").screens[0].pages[0].badge == String(top))
        #expect(throws: InputError.self) { try DemoConfig.parse(config(top + 1), source: "c.json") }
    }
}
