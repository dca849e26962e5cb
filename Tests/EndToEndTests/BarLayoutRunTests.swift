import Foundation
import Testing

/// The top-level `"bar"` end to end: the real program's tree at 480x800 and 320x480.
@Suite(.tags(.process), .serialized) struct BarLayoutRunTests {
    private func barItems(_ config: String, size: String = "480x800", script: String = "") throws -> (frames: [[Double]], selected: [Bool]) {
        let scratch = try Scratch()
        let configPath = try scratch.write("c.json", config)
        let scriptPath = try scratch.write("run.script", script)
        let result = try DemoProcess.run(["--headless", "--config", configPath, "--size", size, "--script", scriptPath,
                                          "--dump-tree", scratch.path("tree.json")])
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
        let items = try TreeNode.read(scratch.path("tree.json")).all("bottomBarItem")
        return (items.map(\.frame), items.map { $0.selected == true })
    }

    private func config(bar: String, screens: Int = 3, direction: String = "ltr") -> String {
        let list = (0..<screens).map { #"{"title": "", "icon": "star", "pages": [{"title": "P\#($0)", "color": "red"}]}"# }
        return #"{"direction": "\#(direction)", "bar": \#(bar), "screens": [\#(list.joined(separator: ", "))]}"#
    }

    /// Seed 001's bar: x_i = (480 - 248) / 2 + 86 i, 76 wide; a tap in a gap selects nothing,
    /// a tap on the first item moves there.
    @Test func seedBarIsCentred() throws {
        let seed = #"{"itemPositioning": "centered", "itemWidth": 76, "itemSpacing": 10}"#
        let (frames, _) = try barItems(config(bar: seed))
        #expect(frames == [[116, 744, 76, 56], [202, 744, 76, 56], [288, 744, 76, 56]])
        let gap = try barItems(config(bar: seed), script: "100 click 197 770\n")
        #expect(gap.selected == [false, true, false], "the gap between items 0 and 1 is no item")
        let tap = try barItems(config(bar: seed), script: "100 click 150 770\n")
        #expect(tap.selected == [true, false, false])
        let rtl = try barItems(config(bar: seed, direction: "rtl"))
        #expect(rtl.frames.map { $0[0] } == [288, 202, 116])
    }

    /// Five 76 pt items 10 pt apart are 420 pt: in 320 pt they shrink by k = 320 / 420.
    @Test func aRowTooWideShrinksToTheBar() throws {
        let (frames, _) = try barItems(config(bar: #"{"itemPositioning": "centered"}"#, screens: 5), size: "320x480")
        let k = 320.0 / 420
        for (i, frame) in frames.enumerated() {
            #expect(abs(frame[0] - Double(i) * 86 * k) < 0.001 && abs(frame[2] - 76 * k) < 0.001, "item \(i): \(frame)")
        }
    }

    @Test func fillIsTheDefault() throws {
        let (frames, _) = try barItems(config(bar: "{}"))
        #expect(frames == [[0, 744, 160, 56], [160, 744, 160, 56], [320, 744, 160, 56]])
    }

    /// A bad value stops the program before it draws: one line, exit 2.
    @Test func aBadValueIsOneLineAndExitTwo() throws {
        let scratch = try Scratch()
        let path = try scratch.write("c.json", config(bar: #"{"itemPositioning": "centred"}"#))
        let result = try DemoProcess.run(["--headless", "--config", path, "--screenshot", scratch.path("s.png")])
        #expect(result.status == 2)
        #expect(result.stderr == "pager-demo: \(path):1: bar.itemPositioning: unknown value \"centred\" (centered or fill)\n")
        #expect(!scratch.exists("s.png"))
    }
}
