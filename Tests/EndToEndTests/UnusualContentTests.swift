import Foundation
import Testing

/// Unusual but valid content is accepted and drawn well: very long titles are elided and never
/// drawn over their neighbours, the seeds' Russian and Japanese titles render, one page works.
@Suite(.tags(.process), .serialized) struct UnusualContentTests {
    static let config = """
        { "title": "Международный", "header": "ページビュー",
          "tabs": { "size": "selfSizing", "height": 48 },
          "pages": [
            { "title": "Первая", "color": "red" },
            { "title": "二番目のページ", "color": "blue" },
            { "title": "A remarkably long page title that cannot possibly fit in one tab of this strip", "color": "orange" },
            { "title": "Четвёртая страница", "color": "green" } ] }
        """

    @Test func longTitlesAreElidedAndNonLatinTitlesRender() throws {
        let scratch = try Scratch()
        let config = try scratch.write("intl.json", Self.config)
        let script = try scratch.write("s.script", "100 key 3\n")
        let result = try DemoProcess.run(["--headless", "--config", config, "--script", script,
                                          "--dump-tree", scratch.path("tree.json"), "--screenshot", scratch.path("long.png")])
        #expect(result.status == 0, "\(result.stderr)")
        let tabs = try TreeNode.read(scratch.path("tree.json")).all("tab")
        let long = try #require(tabs.first { $0.title?.hasPrefix("A remarkably") == true })
        #expect(long.frame[2] <= 480 * 2 / 3 + 0.5, "a long title's tab is capped at two thirds of the strip")
        // Neighbouring tabs never overlap.
        let frames = tabs.map(\.frame).sorted { $0[0] < $1[0] }
        for (a, b) in zip(frames, frames.dropFirst()) { #expect(a[0] + a[2] <= b[0] + 0.5) }
        // The page title is elided inside the page: the text's dark pixels stay inside it with padding.
        let pixels = try Pixels(png: scratch.path("long.png"))
        let row = (0..<480).map { pixels[$0, 452] }
        #expect(row.first == 0xFF9500 && row.last == 0xFF9500, "the title does not reach the page's edges")
        #expect(row.contains { $0 != 0xFF9500 }, "the title is drawn")

        // Japanese: the fallback face draws glyphs (pixels other than the page colour where the
        // title is), not nothing.
        let japanese = try scratch.write("j.script", "100 key 2\n")
        let run = try DemoProcess.run(["--headless", "--config", config, "--script", japanese,
                                       "--screenshot", scratch.path("ja.png")])
        #expect(run.status == 0, "\(run.stderr)")
        let ja = try Pixels(png: scratch.path("ja.png"))
        let titleRow = (100..<380).map { ja[$0, 452] }
        #expect(titleRow.filter { $0 != 0x007AFF }.count > 20, "the Japanese title has visible glyphs")
    }

    @Test func onePageWorks() throws {
        let scratch = try Scratch()
        let config = try scratch.write("one.json", "{ \"pages\": [ { \"title\": \"Only\", \"color\": \"teal\" } ] }")
        let script = try scratch.write("s.script", "100 drag 400 400 100 400 100\n500 key Right\n600 click 240 80\n")
        let result = try DemoProcess.run(["--headless", "--config", config, "--script", script,
                                          "--trace", scratch.path("t.jsonl")])
        #expect(result.status == 0, "\(result.stderr)")
        let last = try #require(try TraceLine.read(scratch.path("t.jsonl")).last)
        #expect(last.page == 0 && last.offset == 0 && last.tab == 0 && last.settled)
    }
}

/// HiDPI: layout in points, pixels at the scale, text rasterised at the pixel size.
@Suite(.tags(.process), .serialized) struct ScaleTests {
    @Test func scaleTwoDoublesPixelsNotPoints() throws {
        let scratch = try Scratch()
        let result = try DemoProcess.run(["--headless", "--scale", "2", "--screenshot", scratch.path("x2.png"),
                                          "--dump-tree", scratch.path("tree.json")])
        #expect(result.status == 0, "\(result.stderr)")
        let pixels = try Pixels(png: scratch.path("x2.png"))
        #expect(pixels.width == 960 && pixels.height == 1600)
        let tree = try TreeNode.read(scratch.path("tree.json"))
        #expect(tree.frame == [0, 0, 480, 800], "the layout stays in points")
        // Crisp text: the tab title "Second" has fully opaque glyph pixels (a scaled-up bitmap
        // would have none at this size, only blurred ones).
        let row = (320..<640).map { pixels[$0, 160] }
        #expect(row.contains(0x6E6E73), "unselected tab text in its exact colour")
    }

    @Test(.tags(.display), .enabled(if: ProcessInfo.processInfo.environment["DISPLAY"] != nil))
    func desktopScaleIsHonouredInAWindow() throws {
        let scratch = try Scratch()
        let script = try scratch.write("empty.script", "# nothing\n")
        var environment = ProcessInfo.processInfo.environment
        environment["GDK_SCALE"] = "2"
        let result = try DemoProcess.run(["--size", "300x400", "--script", script, "--screenshot", scratch.path("w.png")],
                                         environment: environment)
        #expect(result.status == 0, "\(result.stderr)")
        let pixels = try Pixels(png: scratch.path("w.png"))
        #expect(pixels.width == 600 && pixels.height == 800)
    }
}
