import Foundation
import Testing

/// A flag the run would not use is refused up front, before anything loads (a missing config
/// is not even looked at), in one line naming both flags. `--fuzz` used to ignore `--trace`
/// and the rest silently, and `--record` in a window was refused only after loading.
@Suite(.tags(.process)) struct FlagCombinationTests {
    static let combinations: [[String]] = [
        ["--fuzz", "1", "--trace", "t.jsonl"], ["--fuzz", "1", "--screenshot", "s.png"],
        ["--fuzz", "1", "--dump-tree", "tree.json"], ["--fuzz", "1", "--script", "s.script"],
        ["--fuzz", "1", "--record", "."], ["--fuzz", "1", "--fps", "30"], ["--fuzz", "1", "--renderer", "software"],
        ["--record", "."], ["--fps", "30"], ["--headless", "--renderer", "accelerated"], ["--seed", "5"], ["--keep-all"],
    ]

    @Test(arguments: combinations) func refusedBeforeLoading(_ arguments: [String]) throws {
        let scratch = try Scratch()
        let result = try DemoProcess.run(arguments + ["--config", scratch.path("missing.json")])
        #expect(result.status == 2)
        #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
        let flags = arguments.filter { $0.hasPrefix("--") }
        let other = flags.contains("--fuzz") ? "--fuzz" : flags.contains("--headless") ? "--headless"
            : flags == ["--seed"] || flags == ["--keep-all"] ? "--fuzz" : "--headless"
        for flag in Set([flags.last!, other]) {
            #expect(result.stderr.contains(flag), "\(result.stderr) should name \(flag)")
        }
        #expect(!result.stderr.contains("missing.json"), "checked before loading: \(result.stderr)")
        #expect(scratch.files.isEmpty)
    }
}
