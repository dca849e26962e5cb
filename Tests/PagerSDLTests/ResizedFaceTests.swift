import PagerCore
@testable import PagerSDL
import Testing

extension InProcessSDLTests {
    /// The morphing title's in-between sizes share one face per weight, set to each size in
    /// turn, and their labels are rasterised ahead: the same pixels as from a face per size,
    /// a fraction of the faces, nothing left to rasterise in the frames of a morph.
    struct ResizedFaceTests {
        static let sizes = (18...33).map { TextStyle(size: Double($0), bold: true) }
        static let titles = ["Fruits", "Vegetables", "Page 12"]

        @Test func labelsInSharedSizesHaveThePixelsOfAFacePerSize() throws {
            let shared = TextCache(fonts: try FontLibrary())
            shared.expect(labels: Self.titles, styles: Self.sizes)
            let separate = TextCache(fonts: try FontLibrary())
            // Sizes taken out of order, so the shared face changes size between any two.
            for style in Self.sizes.reversed() + Self.sizes.shuffled() {
                for title in Self.titles + ["Another title"] {
                    let key = TextCache.Key(text: title, style: style, scale: 1)
                    let a = try #require(shared.mask(for: key)), b = try #require(separate.mask(for: key))
                    #expect(a.pixelWidth == b.pixelWidth && a.pixelHeight == b.pixelHeight)
                    #expect(a.mask?.values == b.mask?.values && a.mask?.runs == b.mask?.runs, "\(title) at \(style.size)")
                    #expect(shared.size(of: title, style: style) == separate.size(of: title, style: style))
                }
            }
        }

        @Test func oneFaceServesEveryExpectedSize() throws {
            let fonts = try FontLibrary()
            let cache = TextCache(fonts: fonts)
            cache.expect(labels: Self.titles, styles: Self.sizes)
            while cache.warmUp() {}
            #expect(fonts.openFaceCount == 1)
            // Sizes not announced still get a face each.
            _ = cache.mask(for: TextCache.Key(text: "Row", style: TextStyle(size: 17), scale: 1))
            _ = cache.mask(for: TextCache.Key(text: "Row", style: TextStyle(size: 13), scale: 1))
            #expect(fonts.openFaceCount == 3)
        }

        @Test func warmUpRasterisesEveryLabelInEveryStyleSoAMorphRasterisesNothing() throws {
            let cache = TextCache(fonts: try FontLibrary())
            cache.expect(labels: Self.titles + ["Fruits", ""], styles: Self.sizes)
            var steps = 0
            while cache.warmUp() { steps += 1 }
            #expect(cache.texturesCreated == Self.titles.count * Self.sizes.count)
            #expect(steps == Self.titles.count * Self.sizes.count - 1)
            let before = cache.texturesCreated
            for style in Self.sizes {
                _ = cache.fitted("Vegetables", style: style, toFit: 1_000)
                _ = cache.mask(for: TextCache.Key(text: "Vegetables", style: style, scale: 1))
            }
            #expect(cache.texturesCreated == before)
        }
    }
}
