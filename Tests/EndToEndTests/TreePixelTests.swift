import Foundation
import Testing

/// The element tree matches the pixels: on every screen, at rest on the first and last page and
/// mid-swipe, each selection node (the pill, the underline) and each page-indicator mark has the
/// frame of the rectangle drawn for it (the run of its colour through it starts and ends at the
/// frame's edges), tabs and bar items hold their drawn content within their frames, and a page
/// at rest fills its frame with one colour.
@Suite(.tags(.process), .serialized) struct TreePixelTests {
    /// One headless run's last frame: its tree and its pixels (at one pixel per point).
    struct Shot {
        let tree: TreeNode
        let pixels: Pixels
        let name: String
    }

    static func shot(_ name: String, config: String = "demo.json", script: String) throws -> Shot {
        let scratch = try Scratch()
        let scriptPath = try scratch.write("s.script", script + "\n")
        let result = try DemoProcess.run(["--headless", "--scale", "1", "--config", DemoProcess.assets.appendingPathComponent(config).path,
                                          "--script", scriptPath, "--dump-tree", scratch.path("tree.json"),
                                          "--screenshot", scratch.path("shot.png")])
        #expect(result.status == 0, "\(name): \(result.stderr)")
        return Shot(tree: try TreeNode.read(scratch.path("tree.json")), pixels: try Pixels(png: scratch.path("shot.png")), name: name)
    }

    /// Whether two colours are the same up to antialiasing noise.
    static func close(_ a: UInt32, _ b: UInt32) -> Bool {
        let channels = [16, 8, 0].map { shift in abs(Int((a >> shift) & 0xFF) - Int((b >> shift) & 0xFF)) }
        return channels.max()! <= 24
    }

    /// The colour most of a frame's pixels have.
    static func commonColour(in p: Pixels, x0: Int, y0: Int, x1: Int, y1: Int) -> UInt32 {
        var counts: [UInt32: Int] = [:]
        for y in max(0, y0)..<min(p.height, y1) { for x in max(0, x0)..<min(p.width, x1) { counts[p[x, y], default: 0] += 1 } }
        return counts.max { $0.value < $1.value }?.key ?? 0
    }

    /// A filled node's frame bounds exactly the pixels of its colour (the colour most of the
    /// frame has; a title over a pill is the minority): around the frame, widened by a few
    /// points, the pixels of that colour start and end at the frame's four edges (within a
    /// pixel of antialiasing), and the colour is not the one just outside.
    static func expectFrameIsDrawn(_ node: TreeNode, in shot: Shot) {
        let f = node.frame, (x, y, w, h) = (f[0], f[1], f[2], f[3])
        let what = "\(shot.name): \(node.role) \(node.title ?? "") \(f)"
        let p = shot.pixels
        let colour = commonColour(in: p, x0: Int(x.rounded(.up)), y0: Int(y.rounded(.up)),
                                  x1: Int((x + w).rounded(.down)), y1: Int((y + h).rounded(.down)))
        let margin = 4
        var low = (x: Int.max, y: Int.max), high = (x: Int.min, y: Int.min)
        for py in max(0, Int(y) - margin)..<min(p.height, Int(y + h) + margin) {
            for px in max(0, Int(x) - margin)..<min(p.width, Int(x + w) + margin) where close(p[px, py], colour) {
                low = (min(low.x, px), min(low.y, py))
                high = (max(high.x, px + 1), max(high.y, py + 1))
            }
        }
        #expect(abs(Double(low.x) - x) <= 1.5 && abs(Double(high.x) - (x + w)) <= 1.5,
                "\(what): its colour is drawn from x \(low.x) to \(high.x)")
        #expect(abs(Double(low.y) - y) <= 1.5 && abs(Double(high.y) - (y + h)) <= 1.5,
                "\(what): its colour is drawn from y \(low.y) to \(high.y)")
    }

    /// Something is drawn inside a control's frame: a pixel unlike the colour at its corner.
    static func expectContentInside(_ node: TreeNode, in shot: Shot) {
        let f = node.frame
        let x0 = Int(f[0].rounded(.up)), y0 = Int(f[1].rounded(.up))
        let x1 = Int((f[0] + f[2]).rounded(.down)), y1 = Int((f[1] + f[3]).rounded(.down))
        guard x1 - x0 > 40 else { return }
        let corner = shot.pixels[x0 + 1, y0 + 1]
        var found = false
        for py in stride(from: y0 + 2, to: y1 - 2, by: 1) where !found {
            for px in stride(from: x0 + 2, to: x1 - 2, by: 1) where !close(shot.pixels[px, py], corner) {
                found = true
                break
            }
        }
        #expect(found, "\(shot.name): \(node.role) \(node.title ?? "") \(f) shows nothing")
    }

    /// A page at rest fills its frame: the same colour just inside each corner.
    static func expectPageFills(_ node: TreeNode, in shot: Shot) {
        let f = node.frame
        let xs = [Int(f[0]) + 2, Int(f[0] + f[2]) - 3], ys = [Int(f[1]) + 2, Int(f[1] + f[3]) - 3]
        let colours = xs.flatMap { x in ys.map { y in shot.pixels[x, y] } }
        #expect(colours.allSatisfy { close($0, colours[0]) }, "\(shot.name): page \(node.title ?? "") \(f) corners \(colours)")
    }

    static func check(_ shot: Shot, pagesAtRest: Bool = true) {
        let selections = shot.tree.all("indicator")
        for strip in shot.tree.all("tabStrip") {
            #expect(strip.all("indicator").count == 1, "\(shot.name): one selection per strip")
        }
        for node in selections + shot.tree.all("pageIndicatorItem") { expectFrameIsDrawn(node, in: shot) }
        // A tab cut by the strip's edge may show only its empty margin (under the edge fade).
        let whole = shot.tree.all("tabStrip").flatMap { strip in
            strip.children.filter { $0.role == "tab" && $0.frame[0] > strip.frame[0] + 0.5
                && $0.frame[0] + $0.frame[2] < strip.frame[0] + strip.frame[2] - 0.5 }
        }
        for node in whole + shot.tree.all("bottomBarItem") { expectContentInside(node, in: shot) }
        if pagesAtRest {
            let pagers = shot.tree.all("pager")
            for pager in pagers where pager.children.allSatisfy({ $0.role == "page" }) {
                for page in pager.children { expectPageFills(page, in: shot) }
            }
        }
    }

    @Test(arguments: [("pager", "1000 key Ctrl+2"), ("loop", "1000 key Ctrl+3"), ("feed", "1000 key Ctrl+1")])
    func everyScreenAtRestOnItsFirstAndLastPage(screen: String, select: String) throws {
        let first = try Self.shot("\(screen), first page", script: "\(select)\n1800 key Home")
        #expect(!first.tree.all("indicator").isEmpty)
        Self.check(first, pagesAtRest: screen != "feed")
        let last = try Self.shot("\(screen), last page", script: "\(select)\n1800 key End")
        Self.check(last, pagesAtRest: screen != "feed")
    }

    /// Mid-swipe across the loop's wrap (News back to Tech), held: the pill between the two.
    @Test func theLoopMidWrap() throws {
        let held = try Self.shot("loop, mid-wrap", script: "1000 key Ctrl+3\n1800 down 100 400\n1900 move 200 400\n2000 move 300 400")
        let pill = try #require(held.tree.all("indicator").first)
        #expect(pill.frame[3] > 20, "the pill, not a 3-pt line: \(pill.frame)")
        Self.check(held, pagesAtRest: false)
    }

    @Test(arguments: [("options/indicator.json", 2), ("dozen.json", 1), ("options/rtl.json", 2),
                      ("options/tabs-bottom.json", 1), ("options/pages-only.json", 1), ("options/bar.json", 3)])
    func optionScreensAtRest(config: String, screens: Int) throws {
        for (name, keys) in [("first", "key Home"), ("last", "key End")] {
            for screen in 1...screens {
                let shot = try Self.shot("\(config) screen \(screen), \(name) page", config: config,
                                         script: "500 key Ctrl+\(screen)\n1200 \(keys)")
                Self.check(shot)
            }
        }
    }
}
