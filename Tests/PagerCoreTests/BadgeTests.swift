import PagerCore
import Testing

/// Badges: a count or short label on a tab and on a bottom-bar item, drawn and in the tree,
/// read from the data on every draw so a change shows on the next frame.
@Suite(.tags(.unit))
struct BadgeTests {
    /// The texts drawn on red capsules, in drawing order (each badge is a capsule, then its text).
    private func badgeTexts(_ list: DrawList) -> [String] {
        var texts: [String] = []
        var afterCapsule = false
        for command in list.commands {
            switch command {
            case let .fill(_, color, _): afterCapsule = color == Badge.background
            case let .text(text, _, _, _) where afterCapsule: texts.append(text); afterCapsule = false
            default: afterCapsule = false
            }
        }
        return texts
    }

    @Test func tabBadgesDrawAndUpdateLive() {
        var badges: [Int: String] = [0: "3", 2: "new"]
        let h = ViewPagerHarness(titles: ["Mail", "Chats", "Calls"])
        h.tabs.badge = { badges[$0] }
        var list = DrawList()
        h.tabs.draw(into: &list)
        #expect(badgeTexts(list) == ["3", "new"])
        #expect(h.tabs.elementNode().children.filter { $0.role == "tab" }.map(\.badge) == ["3", nil, "new"])
        badges[1] = "1"
        badges[0] = nil
        list.removeAll()
        h.tabs.draw(into: &list)
        #expect(badgeTexts(list) == ["1", "new"])
        #expect(h.tabs.elementNode().children.filter { $0.role == "tab" }.map(\.badge) == [nil, "1", "new"])
    }

    /// A badge stays inside its tab, however long the title.
    @Test func aBadgeStaysInsideItsTab() {
        let h = ViewPagerHarness(titles: ["A very long title that fills the tab", "B"])
        h.tabs.badge = { _ in "99" }
        var list = DrawList()
        h.tabs.draw(into: &list)
        let capsules = list.commands.compactMap { command -> Rect? in
            if case let .fill(rect, color, _) = command, color == Badge.background { return rect }
            return nil
        }
        #expect(capsules.count == 2)
        #expect(capsules[0].x >= 0 && capsules[0].maxX <= 240 && capsules[1].x >= 240 && capsules[1].maxX <= 480)
    }

    @Test func barItemBadges() {
        let bar = BottomTabBar(items: [.init(title: "Feed", icon: "list"), .init(title: "Pager", icon: "pages")],
                               selectedIndex: 0, theme: Theme(), icons: IconSet(), measurer: FixedWidthTextMeasurer())
        bar.frame = Rect(x: 0, y: 744, width: 480, height: BottomTabBar.height)
        bar.badge = { $0 == 1 ? "12" : nil }
        var list = DrawList()
        bar.draw(into: &list)
        #expect(badgeTexts(list) == ["12"])
        #expect(bar.elementNode().children.map(\.badge) == [nil, "12"])
    }
}
