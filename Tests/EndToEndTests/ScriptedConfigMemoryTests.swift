import Foundation
import Testing

/// A script's `config` lines keep one parsed config a file, however the lines spell its name
/// (``PeakMemory`` measures).
@Suite(.tags(.process, .slow), .serialized, .enabled(if: PeakMemory.isAvailable, "needs GNU time"))
struct ScriptedConfigMemoryTests {
    /// One config named by a script in twelve spellings is parsed and kept once: as much
    /// memory as twelve lines of one spelling, none a copy of its own.
    @Test func aConfigNamedManyWaysIsKeptOnce() throws {
        let scratch = try Scratch()
        _ = try scratch.write("x.json", PeakMemory.feed(rows: 500_000))
        try FileManager.default.createDirectory(atPath: scratch.path("sub"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: scratch.path("link.json"), withDestinationPath: "x.json")
        let spellings = ["x.json", "./x.json", "././x.json", "sub/../x.json", "./sub/../x.json", "link.json", "./link.json",
                         scratch.path("x.json"), scratch.path("./x.json"), scratch.path("sub/../x.json"),
                         scratch.path("link.json"), ".//x.json"]
        #expect(Set(spellings).count == 12)
        func script(_ names: [String]) -> String {
            names.enumerated().map { "\($0.offset * 50) config \($0.element)\n" }.joined()
        }
        let many = try scratch.write("many.script", script(spellings))
        let one = try scratch.write("one.script", script(Array(repeating: "x.json", count: 12)))
        let size = try #require(try FileManager.default.attributesOfItem(atPath: scratch.path("x.json"))[.size] as? Int)
        let extra = try PeakMemory.peakBytes(["--script", many]) - PeakMemory.peakBytes(["--script", one])
        #expect(extra < 8 * size, "\(extra >> 20) MiB more for twelve spellings of a \(size >> 20) MiB config")
    }
}
