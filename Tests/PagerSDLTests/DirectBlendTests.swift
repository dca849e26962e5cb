import CSDL2
import PagerCore
@testable import PagerSDL
import Testing

extension InProcessSDLTests {
    /// Translucent fills blended straight into the software target give the pixels SDL's own
    /// software renderer gives, for every alpha, over opaque and translucent destinations.
    struct DirectBlendTests {
        static let size = Size(width: 256, height: 120)

        /// Bands of every alpha in three colours over a background of stripes of several colours
        /// (one of them translucent, so the target's own alpha is blended too), plain and rounded.
        static func bands() -> DrawList {
            var list = DrawList()
            let stripes = [Color(red: 255, green: 255, blue: 255), Color(red: 0, green: 64, blue: 221),
                           Color(red: 20, green: 200, blue: 90, alpha: 128), Color(red: 3, green: 2, blue: 1)]
            for (index, color) in stripes.enumerated() {
                list.fill(Rect(x: 0, y: Double(index) * 30, width: 256, height: 30), color)
            }
            let tints = [Color(red: 255, green: 59, blue: 48), Color(red: 0, green: 0, blue: 0), Color(red: 250, green: 250, blue: 250)]
            for alpha in 1..<255 {
                let tint = tints[alpha % 3].withAlpha(UInt8(alpha))
                list.fill(Rect(x: Double(alpha), y: 0, width: 1, height: 120), tint)
            }
            list.clipped(to: Rect(x: 10, y: 10, width: 200, height: 90)) { list in
                list.fill(Rect(x: 0, y: 20, width: 120, height: 40), Color(red: 255, green: 149, blue: 0, alpha: 90), cornerRadius: 20)
                list.fill(Rect(x: 100, y: 5, width: 140, height: 60), Color(red: 88, green: 86, blue: 214, alpha: 200), cornerRadius: 9)
            }
            return list
        }

        @Test func translucentFillsMatchSDLsBlender() throws {
            let fonts = try FontLibrary()
            let direct = try OffscreenCanvas(size: Self.size, scale: 1, fonts: fonts)
            let throughSDL = try OffscreenCanvas(size: Self.size, scale: 1, fonts: fonts)
            throughSDL.renderer.directSurface = nil
            let background = Color(red: 242, green: 242, blue: 247)
            direct.renderer.draw(Self.bands(), background: background)
            throughSDL.renderer.draw(Self.bands(), background: background)
            let difference = direct.firstDifference(from: throughSDL)
            #expect(difference == nil, "pixel \(String(describing: difference))")
            #expect(direct.renderer.counters.pixelsBlended > 254 * 120, "the bands were blended by the renderer")
        }
    }
}
