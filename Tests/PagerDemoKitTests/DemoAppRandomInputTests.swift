import PagerCore
import ScrollPhysics
import Testing
@testable import PagerDemoKit


@Suite(.tags(.unit))
struct DemoAppRandomInputTests {
    /// Drags anywhere (pages, strips, header, bar), bar taps, page keys, + and -, Ctrl+digits at
    /// random moments: once everything settles, one screen fills the window, it is the bar's
    /// selection, and its tab, page and position agree.
    @Test(arguments: Array(1...12) as [UInt64])
    func randomInputEndsWithOneConsistentScreen(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        let d = try DemoDriver()
        let keys: [Key] = [.left, .right, .home, .end, .digit1, .digit3, .plus, .minus, .pageDown]
        var t = 0.05
        for _ in 0..<50 {
            t = max(t, d.time) + Double.random(in: 0...0.15, using: &random)
            switch Int.random(in: 0..<5, using: &random) {
            case 0, 1:
                let y = [30.0, 80, 170, 400, 700].randomElement(using: &random)!
                d.drag(from: Double.random(in: 10...470, using: &random), y,
                       to: Double.random(in: 0...480, using: &random), y + Double.random(in: -20...20, using: &random),
                       start: t, duration: Double.random(in: 0.04...0.4, using: &random))
            case 2:
                d.tapBar(Int.random(in: 0..<3, using: &random), at: t)
            case 3:
                d.key(keys.randomElement(using: &random)!, at: t)
            default:
                d.key([Key.digit1, .digit2, .digit3].randomElement(using: &random)!, at: t, modifiers: .control)
            }
            let trace = d.trace
            #expect(trace.screen >= 0 && trace.screen < DemoDriver.screenCount && trace.page >= 0 && trace.tab >= 0)
        }
        d.settle()
        let trace = d.trace
        #expect(trace.settled)
        #expect(d.shownScreens == [trace.screen: 0], "one screen fills the window")
        #expect(trace.tab == trace.page && trace.offset == Double(trace.page))
        let tree = d.app.elementTree()
        let items = tree.children.first { $0.role == "bottomBar" }!.children
        #expect(items.map { $0.selected == true } == (0..<DemoDriver.screenCount).map { $0 == trace.screen })
        let pages = tree.children.first { $0.role == "pager" }!.children
        #expect(pages.count == 1 && pages[0].selected == true)
        // The Welcome screen has no strip.
        guard let strip = tree.children.first(where: { $0.role == "tabStrip" }) else { return }
        let selected = strip.children.filter { $0.role == "tab" && $0.selected == true }.map(\.title)
        #expect(selected.isEmpty || selected == [pages[0].title], "the selected tab names the page")
    }
}
