import Foundation
import Testing

/// `pager-demo --a11y-audit`: every frame of a headless run checked; the demo passes it over the
/// whole benchmark tour (every screen, swipes, taps, keys, the focus moved), and a theme whose
/// bar labels are too pale fails it, each violation printed with its frame and element.
@Suite(.tags(.process))
struct AccessibilityAuditRunTests {
    @Test(arguments: ["light", "dark"])
    func theDemoPassesTheAuditOverTheTour(theme: String) throws {
        let tour = DemoProcess.assets.appendingPathComponent("bench/tour.script").path
        let result = try DemoProcess.run(["--a11y-audit", "--script", tour, "--theme", theme])
        #expect(result.status == 0, "\(result.stdout.suffix(2000))\(result.stderr)")
        #expect(result.stdout.hasSuffix("frames, 0 violations\n"), "\(result.stdout.suffix(2000))")
        #expect(result.stdout.hasPrefix("a11y audit: 1") && !result.stdout.hasPrefix("a11y audit: 1 frames"))
    }

    @Test func paleLabelsFailWithFrameAndElement() throws {
        let scratch = try Scratch()
        let theme = try scratch.write("pale.json", ##"{"name": "pale", "base": "light", "barUnselected": "#C7C7CC"}"##)
        let result = try DemoProcess.run(["--a11y-audit", "--theme", theme])
        #expect(result.status == 1)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains("frame 0: text \"Feed\" at 33, 778: contrast 1.6:1, under 4.5:1"), "\(lines)")
        #expect(lines.last == "a11y audit: 1 frames, 4 violations", "\(lines)")
    }

    @Test func theAuditDoesNotGoWithFuzz() throws {
        let result = try DemoProcess.run(["--a11y-audit", "--fuzz", "3"])
        #expect(result.status == 2)
        #expect(result.stderr == "pager-demo: command line: --a11y-audit: not with --fuzz (the audit plays a script, or none, headless)\n")
    }
}
