import Foundation
import Testing

/// End-to-end: a long tab jump redirected while it is in flight (End, then a digit or Left),
/// through the real program, headless: the offset stays within the pages and every recorded
/// frame shows a page across the pager's whole width (480x800 window: the Pager screen's pages
/// lie between the tabs at 104 and the bottom bar at 744, and none of them is white).
@Suite(.tags(.process), .serialized) struct LongJumpRedirectRunTests {
    static let white: UInt32 = 0xFFFFFF

    private func check(pages: Int, script text: String, endsOn page: Int) throws {
        let scratch = try Scratch()
        let script = try scratch.write("jump.script", text)
        let frames = scratch.path("frames")
        try FileManager.default.createDirectory(atPath: frames, withIntermediateDirectories: true)
        let result = try DemoProcess.run(["--headless", "--pages", "\(pages)", "--script", script,
                                          "--trace", scratch.path("t.jsonl"), "--record", frames])
        #expect(result.status == 0, "\(result.stderr)")
        let trace = try TraceLine.read(scratch.path("t.jsonl"))
        let last = try #require(trace.last)
        #expect(last.page == page && last.offset == Double(page) && last.tab == page && last.settled)
        let outside = trace.filter { $0.offset < 0 || $0.offset > Double(pages - 1) }
        #expect(outside.isEmpty, "offsets outside 0...\(pages - 1): \(outside.map { ($0.frame, $0.offset) })")
        var blank: [Int] = []
        for line in trace {
            let pixels = try Pixels(png: frames + "/" + String(format: "frame-%05d.png", line.frame))
            let probes = [(2, 200), (240, 400), (477, 600), (120, 700), (360, 150)]
            if probes.contains(where: { pixels[$0.0, $0.1] == Self.white }) { blank.append(line.frame) }
        }
        #expect(blank.isEmpty, "frames with no page under part of the pager: \(blank)")
    }

    @Test func endThenTwoThenSevenOnAHundredPages() throws {
        try check(pages: 100, script: "0 key End\n250 key 2\n300 key 7\n", endsOn: 6)
    }

    @Test func endThenTwoThenSevenOnAHundredThousandPages() throws {
        try check(pages: 100_000, script: "0 key End\n250 key 2\n300 key 7\n", endsOn: 6)
    }

    @Test func endThenLeftOnAHundredThousandPages() throws {
        try check(pages: 100_000, script: "0 key End\n50 key Left\n", endsOn: 99_998)
    }
}
