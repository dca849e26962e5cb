import Foundation
import Testing

/// What reading a large config costs in memory, measured as the peak resident size of whole
/// runs (``PeakMemory``).
@Suite(.tags(.process, .slow), .serialized, .enabled(if: PeakMemory.isAvailable, "needs GNU time"))
struct ParseMemoryTests {
    /// Reading a config of a million rows (4 MB) costs a small multiple of its size on top of a
    /// run with a one-row config: no element's reader or path outlives its use.
    @Test func aLargeConfigCostsASmallMultipleOfItsSize() throws {
        let scratch = try Scratch()
        let large = try scratch.write("large.json", PeakMemory.feed(rows: 1_000_000))
        let small = try scratch.write("small.json", PeakMemory.feed(rows: 1))
        let size = try #require(try FileManager.default.attributesOfItem(atPath: large)[.size] as? Int)
        let extra = try PeakMemory.peakBytes(["--config", large]) - PeakMemory.peakBytes(["--config", small])
        #expect(Double(extra) < 24 * Double(size), "\(extra >> 20) MiB for a \(size >> 20) MiB config")
    }
}
