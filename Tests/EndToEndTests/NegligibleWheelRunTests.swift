import Foundation
import Testing

/// End-to-end: a wheel delta too small to be a turn (1e-300, a denormal) changes nothing, on the
/// pager screen and on the feed, headless.
@Suite(.tags(.process), .serialized) struct NegligibleWheelRunTests {
    static let steps = """
        100 move 240 400
        600 key Ctrl+1
        1400 move 240 500
        2000 move 240 400
        """

    /// The trace of `steps` with `extra` lines merged in at their times.
    private func trace(with extra: [String], in scratch: Scratch, name: String) throws -> Data {
        let lines = (Self.steps.split(separator: "\n").map(String.init) + extra)
            .sorted { Int($0.split(separator: " ")[0])! < Int($1.split(separator: " ")[0])! }
        let script = try scratch.write("\(name).script", lines.joined(separator: "\n") + "\n")
        let path = scratch.path("\(name).jsonl")
        let result = try DemoProcess.run(["--headless", "--script", script, "--trace", path])
        #expect(result.status == 0, "\(result.stderr)")
        return try Data(contentsOf: URL(fileURLWithPath: path))
    }

    @Test func negligibleWheelsLeaveTheTraceAsWithoutThem() throws {
        let scratch = try Scratch()
        let plain = try trace(with: [], in: scratch, name: "plain")
        let tiny = try trace(with: ["300 wheel 1e-300 1e-300", "350 wheel -4.9e-324 0", "400 wheel 0 -1e-300 240 400",
                                    "1600 wheel 0 1e-300", "1700 wheel 1e-300 -1e-300 240 300"],
                             in: scratch, name: "tiny")
        #expect(tiny == plain)
        // The check has teeth: a real notch on each screen changes the trace.
        let notch = try trace(with: ["300 wheel 1 0"], in: scratch, name: "notch")
        #expect(notch != plain)
        let listNotch = try trace(with: ["1600 wheel 0 -1"], in: scratch, name: "listNotch")
        #expect(listNotch != plain)
    }
}
