import Foundation
import PagerCore
import PagerSDL
import Testing

/// The Photos screen's zoom end to end, headless: a double click zooms a photo to 2.5x (and
/// back), Control + wheel and the + key zoom by steps, a zoomed photo dragged past its edge
/// turns the page in the same drag (and the photo left behind is back at fit), a slow one does
/// not, a two-finger pinch zooms without turning a page; the trace's `zoom` and the tree's
/// `zoom` say the current page's scale. Photos of 1200 x 900 pixels fitted in a 480 x 400
/// window (a page of 480 x 344 under the 56-point title bar: a 458.7-point wide photo, whose
/// one-pixel-per-pixel scale 2.62 lets 2.5x through).
@Suite("PhotoZoomRun", .tags(.process, .slow)) struct PhotoZoomRunTests {
    private func photos(in scratch: Scratch) throws -> String {
        let folder = scratch.path("photos")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let canvas = try OffscreenCanvas(size: Size(width: 1200, height: 900), scale: 1, fonts: try FontLibrary.system())
        for (name, colour) in [("a.png", Color(rgb: 0x2E8B57)), ("b.png", Color(rgb: 0x8B2E57))] {
            var list = DrawList()
            list.fill(Rect(x: 0, y: 0, width: 600, height: 450), Color(rgb: 0xF0F0F0))
            canvas.renderer.draw(list, background: colour)
            try canvas.savePNG(to: folder + "/" + name)
        }
        return folder
    }

    /// The last trace line's page and zoom.
    private func run(_ script: String, in scratch: Scratch) throws -> (page: Int, zoom: Double, tree: String) {
        let folder = try photos(in: scratch)
        // A last harmless move at 5 s: the run lasts past the zoom's springs.
        let file = try scratch.write("zoom.script", script + "5000 move 1 399\n")
        let trace = scratch.path("t.jsonl"), tree = scratch.path("tree.json")
        let result = try DemoProcess.run(["--headless", "--photos", folder, "--size", "480x400", "--script", file,
                                          "--trace", trace, "--dump-tree", tree])
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
        let last = try String(contentsOfFile: trace, encoding: .utf8).split(separator: "\n").last.map(String.init) ?? ""
        let page = try #require(last.firstMatch(of: /"page":(\d+)/).map { Int($0.1)! })
        let zoom = try #require(last.firstMatch(of: /"zoom":([0-9.e+-]+)/).map { Double($0.1)! })
        return (page, zoom, (try? String(contentsOfFile: tree, encoding: .utf8)) ?? "")
    }

    @Test func aDoubleClickZoomsToTwoAndAHalfAndBack() throws {
        let zoomed = try run("100 doubleclick 240 228\n", in: Scratch())
        #expect(zoomed.page == 0 && abs(zoomed.zoom - 2.5) < 1e-9)
        #expect(zoomed.tree.contains("\"zoom\": 2.5"), "the element carries the zoom")
        let back = try run("100 doubleclick 240 228\n1500 doubleclick 240 228\n", in: Scratch())
        #expect(abs(back.zoom - 1) < 1e-9)
    }

    @Test func controlWheelAndKeysZoomBySteps() throws {
        let wheel = try run("100 wheel 0 1 240 228 ctrl\n200 wheel 0 1 240 228 ctrl\n", in: Scratch())
        #expect(abs(wheel.zoom - PageZoom.stepFactor * PageZoom.stepFactor) < 1e-9)
        #expect(wheel.page == 0, "a Control + wheel is never a page turn")
        let keys = try run("100 key plus\n1000 key plus\n2000 key minus\n", in: Scratch())
        #expect(abs(keys.zoom - PageZoom.stepFactor) < 1e-9)
        let reset = try run("100 key plus\n1000 key 0\n", in: Scratch())
        #expect(abs(reset.zoom - 1) < 1e-9 && reset.page == 0)
    }

    /// At 2.5x the photo (1146.7 points wide) may move 333 points either way: a quick 440-point
    /// drag leftwards pans it to its edge and flings the rest to the next page, whose photo is
    /// at fit; the same drag held still before the release springs back to the zoomed photo.
    @Test func aZoomedPhotoDraggedPastItsEdgeTurnsThePageInTheSameDrag() throws {
        let quick = try run("100 doubleclick 240 228\n1500 drag 460 228 20 228 150\n", in: Scratch())
        #expect(quick.page == 1 && abs(quick.zoom - 1) < 1e-9)
        let slow = """
        100 doubleclick 240 228
        1500 down 460 228
        1516 move 380 228
        1532 move 300 228
        1548 move 220 228
        1564 move 140 228
        1580 move 60 228
        1596 move 20 228
        1800 up 20 228

        """
        let held = try run(slow, in: Scratch())
        #expect(held.page == 0 && abs(held.zoom - 2.5) < 1e-9, "held still, the pages spring back")
    }

    /// Two fingers spread from 100 to 200 points apart: 2x, and no page turns, though the first
    /// finger alone had dragged the pages half-way.
    @Test func aPinchZoomsAndNeverTurnsAPage() throws {
        var script = "100 touch down 1 300 228\n"
        for step in 1...10 { script += "\(100 + 16 * step) touch move 1 \(300 - 11 * step) 228\n" }
        script += "300 touch down 2 290 228\n"
        for step in 1...10 {
            script += "\(300 + 16 * step) touch move 1 \(190 - 5 * step) 228\n"
            script += "\(300 + 16 * step) touch move 2 \(290 + 5 * step) 228\n"
        }
        script += "600 touch up 2 340 228\n700 touch up 1 140 228\n"
        let pinched = try run(script, in: Scratch())
        #expect(pinched.page == 0)
        #expect(abs(pinched.zoom - 2) < 1e-9, "200 apart from 100")
    }
}
