import PagerCore
@testable import PagerSDL
import Testing

extension InProcessSDLTests {
    /// Labels announced with `prepare(labels:)` are measured by warm-up steps, one a step, so
    /// the frame that first shows them measures nothing; their sizes are the same.
    struct PreparedLabelsTests {
        static let labels: [(text: String, style: TextStyle)] = [
            ("Apple", TextStyle(size: 17)), ("Crisp and sweet", TextStyle(size: 13)),
            ("Fruits", TextStyle(size: 15, bold: true)), ("", TextStyle(size: 15)),
        ]

        @Test func warmUpMeasuresThemAheadAndTheFrameFindsThemReady() throws {
            let cache = TextCache(fonts: try FontLibrary())
            while cache.warmUp() {}  // the fonts' own warming first
            cache.prepare(labels: Self.labels)
            let before = cache.labelsMeasured
            #expect(cache.warmUp(), "one label a step: more are left")
            #expect(cache.labelsMeasured == before + 1)
            while cache.warmUp() {}
            #expect(cache.labelsMeasured == before + 3, "the empty label is not measured")
            let fresh = TextCache(fonts: try FontLibrary())
            for (text, style) in Self.labels where !text.isEmpty {
                #expect(cache.size(of: text, style: style) == fresh.size(of: text, style: style))
            }
            #expect(cache.labelsMeasured == before + 3, "the frame measured nothing new")
        }

        @Test func aFloodOfLabelsIsCutToTheLimit() throws {
            let cache = TextCache(fonts: try FontLibrary())
            while cache.warmUp() {}
            let many = (0..<(TextCache.preparedLimit + 500)).map { ("Row \($0)", TextStyle(size: 17)) }
            cache.prepare(labels: many)
            cache.prepare(labels: many)
            let before = cache.labelsMeasured
            while cache.warmUp() {}
            #expect(cache.labelsMeasured - before == TextCache.preparedLimit)
        }
    }
}
