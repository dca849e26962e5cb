import Foundation
import Testing

/// The gallery's image costs, counted headless (`pager-bench --counters --scenarios
/// gallery-headless`): a page at rest does no image work, and the run decodes about the pages
/// it shows and their neighbours, not the whole folder.
@Suite(.tags(.process, .slow)) struct GalleryCounterTests {
    /// Small photos, so that a debug build makes them quickly; the counts asked for here do not
    /// depend on the size.
    static let photoArguments = ["--photos-count", "20", "--photo-size", "640x480"]

    /// One run of the scenario, shared by the tests (a debug build takes half a minute).
    nonisolated(unsafe) static let run = Result { try gallery() }

    /// The scenario's JSON result and the printed table.
    static func gallery(_ extra: [String] = []) throws -> (result: [String: Any], table: String) {
        let (status, stdout, stderr) = try CostCounterTests.counters(
            ["--scenarios", "gallery-headless", "--json"] + photoArguments + extra)
        #expect(status == 0, "\(stdout)\n\(stderr)")
        let line = try #require(stdout.split(separator: "\n").first { $0.hasPrefix("{") }, "\(stdout)")
        let result = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        return (result, stdout)
    }

    @Test func aRestingPageDecodesUploadsAndScalesNothing() throws {
        let (result, table) = try Self.run.get()
        let counters = try #require(result["counters"] as? [String: Any], "\(table)")
        // Ten pages turned 400 ms apart at 60 fps: each rests for several frames before the next key.
        let resting = try #require(counters["restingFrames"] as? Int)
        #expect(resting >= 10, "\(table)")
        #expect(counters["restingImageWork"] as? [Int] == [0, 0], "\(table)")
        // The moving frames did draw and scale the photos: the zero above is not for want of images.
        let drawn = try #require(counters["imagesDrawn"] as? [Int])
        let scaled = try #require(counters["pixelsScaled"] as? [Int])
        #expect(drawn[1] > 0 && scaled[1] > 0, "\(table)")
    }

    @Test func theRunDecodesThePagesShownAndTheirNeighboursOnly() throws {
        let (result, table) = try Self.run.get()
        let store = try #require(result["imageStore"] as? [String: Int], "\(table)")
        // Photos 1 to 11 are shown (ten pages to the right); each decode began was taken or
        // dropped, none failed.
        let started = try #require(store["decodesStarted"])
        let finished = try #require(store["decodesFinished"])
        #expect(started >= 11, "\(table)")
        // At most the eleven shown and two neighbours on either side of the last: not all 20.
        #expect(started <= 11 + 4, "\(table)")
        #expect(finished <= started && store["decodesFailed"] == 0, "\(table)")
        #expect(store["turboJPEGDecodes"] == finished && store["sdlImageDecodes"] == 0, "\(table)")
        // Each decode lands at most at the photo's own size (4 bytes a pixel).
        let peak = try #require(store["peakDecodedBytes"])
        #expect(peak > 0 && peak <= finished * 640 * 480 * 4, "\(table)")
    }

    /// The photos are made once and reused: a second run finds the folder complete and keeps
    /// its files as they were.
    @Test func thePhotosAreMadeOnceAndReused() throws {
        _ = try Self.run.get()
        let folder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("pager-bench-photos-20-640x480-q90")
        let first = folder.appendingPathComponent("photo-0001.jpg")
        let before = try FileManager.default.attributesOfItem(atPath: first.path)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(names.count == 20 && names.first == "photo-0001.jpg" && names.last == "photo-0020.jpg", "\(names)")
        let bytes = try Data(contentsOf: first)
        #expect(bytes.starts(with: [0xFF, 0xD8]) && bytes.count > 640 * 480 / 8, "\(bytes.count) bytes")
        _ = try Self.gallery(["--frames", "2"])
        let after = try FileManager.default.attributesOfItem(atPath: first.path)
        #expect(before[.modificationDate] as? Date == after[.modificationDate] as? Date)
        #expect(before[.systemFileNumber] as? Int == after[.systemFileNumber] as? Int)
    }

    /// On the default photos (20 of 4000x3000, made on the first run), the gallery's counts stay
    /// within their lines in Assets/bench/counters.budget: every counter has one. Run by the
    /// release bench (a debug build takes minutes to make and decode those photos).
    @Test(.enabled(if: CostCounterTests.releaseBench != nil,
                   "PAGER_RELEASE_BENCH unset: scripts/test builds the release pager-bench and sets it"))
    func theGalleryStaysWithinItsBudgets() throws {
        let executable = URL(fileURLWithPath: try #require(CostCounterTests.releaseBench))
        let (status, stdout, stderr) = try CostCounterTests.counters(
            ["--scenarios", "gallery-headless", "--budget", CostCounterTests.budget.path], executable: executable)
        #expect(status == 0, "\(stdout)\n\(stderr)")
        let checked = stdout.split(separator: "\n").filter { $0.contains(" ok") || $0.contains("OVER") || $0.contains("MISSING") }
        // The six counters of every scenario and the eleven of the images.
        #expect(checked.count == 17, "\(stdout)")
        #expect(checked.allSatisfy { $0.hasSuffix(" ok") }, "\(stdout)")
        #expect(stdout.contains("gallery-headless any restingImageWork: max 0 (budget 0), total 0 (budget 0)  ok"), "\(stdout)")
    }
}
