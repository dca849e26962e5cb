import Foundation
import Testing

/// Page transitions end to end (Assets/options/transitions.json: screens slide, parallax, zoom
/// and a feed with depth, at 480x800). Each run holds a drag of 200 pt to the left (192 after
/// the slop: offset 0.4) and screenshots it: page 0 then spans x -192 to 288 on its slide.
@Suite(.tags(.process), .serialized) struct TransitionRunTests {
    func run(screen: Int, extra: [String] = []) throws -> (trace: [TraceLine], pixels: Pixels) {
        let scratch = try Scratch()
        let script = try scratch.write("run.script", """
            100 key ctrl+\(screen + 1)
            500 down 400 400
            600 move 380 400
            1000 move 200 400
            """)
        let config = DemoProcess.assets.appendingPathComponent("options/transitions.json").path
        let result = try DemoProcess.run(["--headless", "--config", config, "--script", script, "--trace", scratch.path("t.jsonl"),
                                          "--screenshot", scratch.path("shot.png")] + extra)
        #expect(result.status == 0, "\(result.stderr)")
        return (try TraceLine.read(scratch.path("t.jsonl")), try Pixels(png: scratch.path("shot.png")))
    }

    /// Pixels in a box that are not `colour`.
    func count(_ pixels: Pixels, x: Range<Int>, y: Range<Int>, notColour colour: UInt32) -> Int {
        var n = 0
        for py in y { for px in x where pixels[px, py] != colour { n += 1 } }
        return n
    }

    @Test func aTransitionChangesTheDrawingNotTheMotion() throws {
        let offsets = try (0..<4).map { screen in try run(screen: screen).trace.map(\.offset) }
        #expect(offsets[0].last == 0.4)
        #expect(offsets[1] == offsets[0] && offsets[2] == offsets[0] && offsets[3] == offsets[0])
    }

    @Test func slideAndParallax() throws {
        let slide = try run(screen: 0).pixels
        let red = slide[20, 300]
        #expect(red == slide[280, 130], "page 0 fills its slide to x 288")
        // "First" (34 pt bold, about 90 pt wide) is centred on its page: around x 48 on the slide,
        // around x 48 + 0.4 × 480 / 2 = 144 with the content at half speed.
        let band = 424 - 12 ..< 424 + 12
        #expect(count(slide, x: 110..<180, y: band, notColour: red) == 0)
        let parallax = try run(screen: 1).pixels
        #expect(parallax[20, 300] == red && parallax[280, 130] == red, "the page itself slides as before")
        #expect(count(parallax, x: 110..<180, y: band, notColour: red) > 50, "the title lags behind")
    }

    /// At offset -0.4 a zoom-out page is 0.85 of its size (opacity 0.5): its top edge moves
    /// down by 640 × 0.075 = 48 pt, so the pages area's top rows show the background.
    @Test func zoomShrinksThePages() throws {
        let pixels = try run(screen: 2).pixels
        let background = pixels[240, 110]
        #expect(background == 0xFFFFFF, "above the shrunk pages: the background")
        #expect(pixels[100, 400] != 0xFFFFFF && pixels[100, 400] != 0xFF3B30, "the page faded to half")
    }

    /// Depth: the leaving list holds still at 0.9 of its size, its rows still where they were
    /// (x about 38 for "Apple" instead of off screen on its slide); the arriving one slides in.
    @Test func depthHoldsTheLeavingPage() throws {
        let pixels = try run(screen: 3).pixels
        #expect(count(pixels, x: 30..<90, y: 232..<262, notColour: 0xFFFFFF) > 20, "the leaving list's first row")
    }

    @Test func anUnknownTransitionIsAnError() throws {
        let scratch = try Scratch()
        let config = try scratch.write("bad.json", """
            { "kind": "pager", "transition": "curl", "pages": [ { "title": "One", "color": "red" } ] }
            """)
        let result = try DemoProcess.run(["--headless", "--config", config])
        #expect(result.status == 2)
        #expect(result.stderr.contains("transition") && result.stderr.contains("depth"), "\(result.stderr)")
    }
}
