import Foundation
import Testing

/// End-to-end: a font file that is empty, cut off or not a font is the one-line error naming the
/// file, exit status 2, no output, never a run without text that exits 0.
@Suite(.tags(.process), .serialized) struct BadFontRunTests {
    /// The installed DejaVu Sans, which the truncated copies are cut from.
    static let realFont = ["/usr/share/fonts/truetype/dejavu", "/usr/share/fonts/dejavu", "/usr/share/fonts/TTF"]
        .map { $0 + "/DejaVuSans.ttf" }.first { FileManager.default.isReadableFile(atPath: $0) }

    /// Runs headless with a screenshot, with only `font` (as DejaVuSans.ttf, or as `name`) to find.
    private func run(font: Data, named name: String = "DejaVuSans.ttf", besides others: [String: Data] = [:],
                     in scratch: Scratch) throws -> (DemoProcess.Result, fontPath: String) {
        let directory = scratch.path("fonts")
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let fontPath = directory + "/" + name
        try font.write(to: URL(fileURLWithPath: fontPath))
        for (other, data) in others { try data.write(to: URL(fileURLWithPath: directory + "/" + other)) }
        var environment = ProcessInfo.processInfo.environment
        environment["PAGER_FONT_DIR"] = directory
        environment["PAGER_FONT_SEARCH_ONLY"] = "1"
        let result = try DemoProcess.run(["--headless", "--screenshot", scratch.path("shot.png")], environment: environment)
        return (result, fontPath)
    }

    private func expectRejected(_ font: Data, named name: String = "DejaVuSans.ttf", besides others: [String: Data] = [:],
                                mentioning words: [String]) throws {
        let scratch = try Scratch()
        let (result, fontPath) = try run(font: font, named: name, besides: others, in: scratch)
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1, "one line: \(result.stderr)")
        #expect(result.stderr.hasPrefix("pager-demo: font: \(fontPath): "), "\(result.stderr)")
        for word in words { #expect(result.stderr.contains(word), "\(result.stderr) should say \(word)") }
        #expect(!scratch.exists("shot.png"), "no screenshot without text")
    }

    @Test func anEmptyFontFileIsAnError() throws {
        try expectRejected(Data(), mentioning: ["empty"])
    }

    @Test(.enabled(if: realFont != nil, "needs DejaVu Sans installed (fonts-dejavu-core)"))
    func aTruncatedFontFileIsAnError() throws {
        let font = try Data(contentsOf: URL(fileURLWithPath: Self.realFont!))
        // Cut in the table directory, in the glyphs, and one byte short of the end.
        for length in [40, font.count / 2, font.count - 1] {
            try expectRejected(font.prefix(length), mentioning: ["\(length) bytes"])
        }
    }

    /// Whole in length but with its glyph outlines blanked: it opens and measures, and draws
    /// nothing, so only the test render finds it.
    @Test(.enabled(if: realFont != nil, "needs DejaVu Sans installed (fonts-dejavu-core)"))
    func aFontThatDrawsNothingIsAnError() throws {
        var font = [UInt8](try Data(contentsOf: URL(fileURLWithPath: Self.realFont!)))
        func read32(_ at: Int) -> Int { font[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
        let tables = read32(4) >> 16
        let glyf = try #require((0..<tables).map { 12 + 16 * $0 }.first { font[$0..<($0 + 4)].elementsEqual("glyf".utf8) })
        let offset = read32(glyf + 8), length = read32(glyf + 12)
        font.replaceSubrange(offset..<(offset + length), with: repeatElement(0, count: length))
        try expectRejected(Data(font), mentioning: ["as nothing"])
    }

    @Test(.enabled(if: realFont != nil, "needs DejaVu Sans installed (fonts-dejavu-core)"))
    func anEmptyBoldFaceBesideAGoodRegularOneIsAnError() throws {
        let regular = try Data(contentsOf: URL(fileURLWithPath: Self.realFont!))
        try expectRejected(Data(), named: "DejaVuSans-Bold.ttf", besides: ["DejaVuSans.ttf": regular], mentioning: ["empty"])
    }

    @Test func aFileThatIsNoFontIsAnError() throws {
        try expectRejected(Data(String(repeating: "not a font\n", count: 100).utf8), mentioning: ["not a TrueType or OpenType font"])
    }

    @Test(.enabled(if: realFont != nil, "needs DejaVu Sans installed (fonts-dejavu-core)"))
    func aWholeCopyOfTheFontStillWorks() throws {
        let scratch = try Scratch()
        let (result, _) = try run(font: try Data(contentsOf: URL(fileURLWithPath: Self.realFont!)), in: scratch)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(scratch.exists("shot.png"))
    }
}
