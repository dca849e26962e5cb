import Foundation
import Testing

/// End-to-end, headless: a touchpad (fractional wheel deltas, as SDL reports them) and a
/// touchscreen (finger events) replayed by script. Default window 480x800: the pager screen,
/// pages from y 104 to 744.
@Suite(.tags(.process), .serialized) struct TouchInputRunTests {
    /// `count` wheel deltas `dx dy` at (240, 400), `interval` ms apart from `start` ms.
    static func pan(_ dx: Double, _ dy: Double, count: Int, interval: Int = 16, start: Int = 100) -> String {
        (0..<count).map { "\(start + $0 * interval) wheel \(dx) \(dy) 240 400" }.joined(separator: "\n") + "\n"
    }

    private func run(_ script: String, _ extra: [String] = []) throws -> [TraceLine] {
        let scratch = try Scratch()
        let path = try scratch.write("s.script", script)
        let result = try DemoProcess.run(["--headless", "--script", path, "--trace", scratch.path("t.jsonl")] + extra)
        #expect(result.status == 0, "\(result.stderr)")
        return try TraceLine.read(scratch.path("t.jsonl"))
    }

    @Test func aTouchpadSwipeFollowsTheFingersAndFlingsToTheNextPage() throws {
        let trace = try run(Self.pan(0.8, 0, count: 19))
        // After the 10th delta (t = 244 ms): 80 pt of a 480 pt page, 1:1.
        let during = try #require(trace.first { $0.t >= 244 && $0.t < 260 })
        #expect(abs(during.offset - 80.0 / 480) < 1e-9, "offset \(during.offset)")
        let last = try #require(trace.last)
        #expect(last.page == 1 && last.offset == 1 && last.tab == 1 && last.settled)
        for (a, b) in zip(trace, trace.dropFirst()) { #expect(b.offset >= a.offset - 1e-12, "never back") }
    }

    @Test func aSlowShortTouchpadSwipeSpringsBack() throws {
        let trace = try run(Self.pan(0.1, 0, count: 6, interval: 30))
        #expect(trace.contains { $0.offset > 0.01 })
        let last = try #require(trace.last)
        #expect(last.page == 0 && last.offset == 0 && last.settled)
    }

    @Test func wholeNotchesStillTurnOnePageEach() throws {
        let trace = try run("100 wheel 1 0 240 400\n400 wheel 1 0 240 400\n")
        #expect(try #require(trace.last).page == 2)
    }

    /// On the feed (Ctrl+1): a vertical pan collapses the header, scrolls the list, and the list
    /// coasts on after the fingers lift.
    @Test func aVerticalTouchpadPanScrollsTheFeedWithMomentum() throws {
        let trace = try run("50 key Ctrl+1\n" + Self.pan(0, -1.5, count: 10, interval: 10, start: 600))
        let lastDelta = try #require(trace.last { $0.t <= 690 })
        #expect(lastDelta.screen == 0 && lastDelta.header == 44, "collapsed: \(lastDelta.header)")
        let last = try #require(trace.last)
        #expect(last.settled && last.list > lastDelta.list + 100, "coasted from \(lastDelta.list) to \(last.list)")
    }

    @Test func aFingerSwipesAndASecondFingerChangesNothing() throws {
        var lines = ["100 touch down 1 400 400"]
        for k in 1...8 { lines.append("\(100 + k * 12) touch move 1 \(400 - k * 25) 400") }
        lines.insert("130 touch down 2 50 300", at: 3)
        lines.insert("150 touch move 2 470 300", at: 6)
        lines.append("200 touch up 1 200 400")
        lines.append("210 touch up 2 470 300")
        let trace = try run(lines.joined(separator: "\n") + "\n")
        for (a, b) in zip(trace, trace.dropFirst()) { #expect(b.offset >= a.offset - 1e-12, "no jump back") }
        let last = try #require(trace.last)
        #expect(last.page == 1 && last.offset == 1 && last.settled)
    }

    @Test func aFingerTapSelectsATab() throws {
        let trace = try run("100 touch down 5 400 80\n140 touch up 5 400 80\n")
        #expect(try #require(trace.last).page == 2)
    }

    @Test func badTouchLinesNameTheField() throws {
        let scratch = try Scratch()
        for (line, field) in [("100 touch press 1 2 3", "touch"), ("100 touch down 1.5 2 3", "touch: id"),
                              ("100 touch move 1 2", "touch")] {
            let path = try scratch.write("bad.script", line + "\n")
            let result = try DemoProcess.run(["--headless", "--script", path])
            #expect(result.status == 2)
            #expect(result.stderr.contains("bad.script:1: \(field):"), "\(result.stderr)")
            #expect(result.stderr.split(separator: "\n").count == 1)
        }
    }
}

/// `--reduce-motion`: End jumps to the last page in one frame and cross-fades; the screenshot
/// half-way through the fade shows both pages' colours mixed.
@Suite(.tags(.process), .serialized) struct ReducedMotionRunTests {
    @Test func endJumpsAndCrossFades() throws {
        let scratch = try Scratch()
        let script = try scratch.write("s.script", "100 key End\n133 screenshot \(scratch.path("mid.png"))\n")
        let result = try DemoProcess.run(["--headless", "--reduce-motion", "--script", script, "--trace", scratch.path("t.jsonl")])
        #expect(result.status == 0, "\(result.stderr)")
        let trace = try TraceLine.read(scratch.path("t.jsonl"))
        let first = try #require(trace.first { $0.t >= 100 })
        #expect(first.offset == 2 && first.page == 2 && first.tab == 2, "at once: \(first)")
        let pixels = try Pixels(png: scratch.path("mid.png"))
        let pixel = pixels[240, 600]
        let red = pixel >> 16, green = (pixel >> 8) & 0xFF
        // Page 0 is 0xFF3B30, page 2 0xFF9500: green between the two means a mix.
        #expect(red == 0xFF && green > 0x3B && green < 0x95, "\(String(pixel, radix: 16))")
        #expect(try #require(trace.last).settled)
    }

    /// A carousel under reduced motion keeps moving on every 2 s, each move in one frame (a
    /// cross-fade, no slide), and wraps as it does with motion.
    @Test func aCarouselKeepsAdvancingWithoutSliding() throws {
        let scratch = try Scratch()
        let config = DemoProcess.assets.appendingPathComponent("options/carousel.json").path
        let script = try scratch.write("s.script", """
            1900 screenshot \(scratch.path("before.png"))
            2067 screenshot \(scratch.path("mid.png"))
            2500 screenshot \(scratch.path("after.png"))
            9500 resize 480 800
            """)
        let result = try DemoProcess.run(["--headless", "--reduce-motion", "--config", config, "--script", script,
                                          "--trace", scratch.path("t.jsonl")])
        #expect(result.status == 0, "\(result.stderr)")
        let trace = try TraceLine.read(scratch.path("t.jsonl"))
        var pages: [Int] = []
        for line in trace where pages.last != line.page { pages.append(line.page) }
        #expect(pages == [0, 1, 2, 3, 0], "\(pages)")
        #expect(trace.allSatisfy { $0.offset == $0.offset.rounded() }, "never between two pages")
        let firstMove = try #require(trace.first { $0.page != 0 })
        #expect(firstMove.t >= 2000 && firstMove.t < 2034 && firstMove.offset == 1, "at once, 2 s in: \(firstMove)")
        // Half-way through the fade the page's middle is neither page's colour.
        let before = try Pixels(png: scratch.path("before.png"))[240, 450]
        let mid = try Pixels(png: scratch.path("mid.png"))[240, 450]
        let after = try Pixels(png: scratch.path("after.png"))[240, 450]
        #expect(before != after && mid != before && mid != after,
                "\(String(before, radix: 16)) \(String(mid, radix: 16)) \(String(after, radix: 16))")
    }
}
