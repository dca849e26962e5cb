import PagerCore
import Testing
@testable import PagerDemoKit

/// One meaning of "the selected screen": the window title, the trace, the tree's bar and the
/// keys all follow the outer pager's selection, on every frame of a switch.
@Suite(.tags(.unit))
struct SelectedScreenTests {
    static let names = ["Feed", "Pager", "Loop"]

    /// The screen each reader names right now.
    private func readings(_ d: DemoDriver) -> (title: String?, trace: Int, bar: Int?) {
        let title = d.app.windowTitle
        let named = Self.names.firstIndex { title.contains(" - \($0):") }
        let bar = d.app.elementTree().children.first { $0.role == "bottomBar" }?.children.firstIndex { $0.selected == true }
        return (named.map { Self.names[$0] }, d.trace.screen, bar)
    }

    private func expectAgreement(_ d: DemoDriver, _ context: String) {
        let r = readings(d)
        #expect(r.title == Self.names[r.trace], "\(context): title names \(r.title ?? "nothing"), trace screen \(r.trace)")
        #expect(r.bar == r.trace, "\(context): bar selects \(r.bar.map(String.init) ?? "nothing"), trace screen \(r.trace)")
    }

    @Test func aBarTapSwitchesEveryReaderAtOnce() throws {
        let d = try DemoDriver()
        var frames = 0
        d.onFrame = { frames += 1; self.expectAgreement(d, "frame \(frames)") }
        d.tapBar(2, at: 0.1)
        d.refresh()
        #expect(readings(d).trace == 2 && readings(d).title == "Loop", "the title names the new screen from the tap on")
        d.settle()
        d.tapBar(0, at: d.time + 0.1)
        d.settle()
        #expect(frames > 20 && d.trace.screen == 0)
    }

    @Test func aSwipeAcrossScreensKeepsThemTogether() throws {
        let d = try DemoDriver()
        var frames = 0
        d.onFrame = { frames += 1; self.expectAgreement(d, "frame \(frames)") }
        d.goToPage(2)
        d.drag(from: 400, 400, to: 100, 400, start: d.time + 0.1, duration: 0.2)
        d.settle()
        #expect(d.trace.screen == 2)
    }

    /// Ctrl+3 then a key: the key goes to the screen now selected, not the one still leaving.
    @Test func keysGoToTheSelectedScreenMidSwitch() throws {
        let d = try DemoDriver()
        d.key(.digit3, at: 0.1, modifiers: .control)
        d.key(.right, at: 0.12)
        d.settle()
        #expect(d.trace.screen == 2 && d.trace.page == 1)
    }
}
