import Foundation
import Testing

/// The onboarding flow from config (Assets/options/onboarding.json: five pages of blocks, one per
/// script, page dots, no tabs), through the program: the keyboard and the pointer press its
/// buttons, the last one prints, the tree has the blocks' roles, and every frame passes the
/// accessibility audit at a phone's size and a desktop's, light and dark.
@Suite(.tags(.process)) struct OnboardingRunTests {
    static let config = DemoProcess.assets.appendingPathComponent("options/onboarding.json").path

    @Test func keysAndClicksPressTheButtonsToTheEnd() throws {
        let scratch = try Scratch()
        // 320x480 without a bar: the second page's button spans y 331-375 (the tree says so).
        let script = try scratch.write("s.script", """
            100 key Tab
            200 key Return
            900 click 160 350
            1600 key Right
            2300 key Right
            3000 key Tab
            3100 key Space
            """)
        let probe = try DemoProcess.run(["--headless", "--config", Self.config, "--size", "320x480",
                                         "--dump-tree", scratch.path("first.json")])
        #expect(probe.status == 0, "\(probe.stderr)")
        let first = try TreeNode.read(scratch.path("first.json"))
        #expect(first.all("heading").map(\.title) == ["Swipe along"])
        #expect(first.all("text").first?.title?.hasPrefix("Drag sideways") == true, "the paragraph, whole")
        let next = try #require(first.all("button").first)
        #expect(next.title == "Next" && next.focused == false && next.pressed == false)
        #expect(next.frame[2] >= 24 && next.frame[3] >= 24)

        let result = try DemoProcess.run(["--headless", "--config", Self.config, "--size", "320x480", "--script", script,
                                          "--trace", scratch.path("t.jsonl"), "--dump-tree", scratch.path("tree.json")])
        #expect(result.status == 0, "\(result.stderr)")
        let pages = try TraceLine.read(scratch.path("t.jsonl")).map(\.page).reduce(into: [Int]()) { if $0.last != $1 { $0.append($1) } }
        #expect(pages == [0, 1, 2, 3, 4], "Return, a click on Dalee and two keys: \(pages)")
        // The last page's button ("screen N" needs a bar; here it prints), pressed with Space.
        #expect(result.stdout == "button ابدأ\n", "\(result.stdout)")
        let tree = try TreeNode.read(scratch.path("tree.json"))
        let last = try #require(tree.all("button").first)
        #expect(last.title == "ابدأ" && last.focused == true)
    }

    @Test(arguments: ["light", "dark"], ["320x480", "1280x800"])
    func everyPagePassesTheAudit(theme: String, size: String) throws {
        let scratch = try Scratch()
        let script = try scratch.write("s.script", "100 key Tab\n200 key Right\n900 key Right\n1600 key Right\n2300 key End\n3000 key Tab\n")
        let result = try DemoProcess.run(["--a11y-audit", "--config", Self.config, "--theme", theme, "--size", size,
                                          "--script", script])
        #expect(result.status == 0 && result.stdout.hasSuffix("frames, 0 violations\n"), "\(result.stdout.suffix(1500))")
    }
}
