import Foundation
import Testing

/// A drag whose button is released while the window cannot see it (unmapped, or the focus
/// elsewhere) ends there, and the next swipe works as any swipe does: SDL still counts the
/// button as held and drops the next press, which must not swallow the swipe.
@Suite(.tags(.process, .display))
struct StaleButtonTests {
    /// How the release gets lost: `unmap` unmaps the window around it, `focus` gives the root
    /// window the focus around it.
    @Test(.enabled(if: DemoWindow.toolsAvailable, "needs Xvfb, xdotool and xprop (scripts/setup --test)"),
          arguments: ["unmap", "focus"])
    func theSwipeAfterAReleaseTheWindowMissedTurnsThePage(_ loss: String) throws {
        let scratch = try Scratch()
        let demo = try DemoWindow(renderer: "software", arguments: ["--trace", scratch.path("t.jsonl")])
        let root = try demo.xdotool(["search", "--maxdepth", "0", "--name", ""])
        try demo.xdotool(["mousemove", "--window", demo.window, "240", "400", "mousedown", "1"])
        switch loss {
        case "unmap":
            try demo.xdotool(["windowunmap", "--sync", demo.window])
            try demo.xdotool(["mouseup", "1"])
            try demo.xdotool(["windowmap", "--sync", demo.window])
        default:
            try demo.xdotool(["windowfocus", "--sync", root])
            try demo.xdotool(["mouseup", "1"])
            try demo.xdotool(["windowfocus", "--sync", demo.window])
        }
        // A swipe to the left: the second page.
        try demo.xdotool(["mousemove", "--window", demo.window, "400", "400", "mousedown", "1"])
        for x in stride(from: 360, through: 40, by: -40) {
            try demo.xdotool(["mousemove", "--window", demo.window, "\(x)", "400"])
        }
        try demo.xdotool(["mouseup", "1"])
        let title = try demo.waitForTitle(containing: "Second (2/3)")
        #expect(title.contains("Second (2/3)"), "title after the swipe: \(title)")
        #expect(try demo.quit() == 0)
        let last = try #require(try TraceLine.read(scratch.path("t.jsonl")).last)
        #expect(last.page == 1 && last.offset == 1 && last.settled, "\(last)")
    }
}
