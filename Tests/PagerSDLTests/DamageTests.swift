import CSDL2
import PagerCore
@testable import PagerSDL
import Testing

extension InProcessSDLTests {
    /// Drawing only the damage: the rectangles are small where little changed, and the picture is
    /// the one a full redraw gives.
    struct DamageTests {
        static let size = Size(width: 400, height: 300)
        static let red = Color(red: 255, green: 59, blue: 48)
        static let blue = Color(red: 0, green: 122, blue: 255)
        static let white = Color(red: 255, green: 255, blue: 255)

        /// Two pages side by side in a clipped pager, each a solid fill in its own clip with a
        /// title, the boundary at `x`, under a fixed bar.
        static func pages(boundary x: Double) -> DrawList {
            var list = DrawList()
            list.fill(Rect(x: 0, y: 0, width: 400, height: 40), white)
            list.clipped(to: Rect(x: 0, y: 40, width: 400, height: 260)) { list in
                for (index, color) in [red, blue].enumerated() {
                    let page = Rect(x: x - 400 + Double(index) * 400, y: 40, width: 400, height: 260)
                    list.clipped(to: page) { list in
                        list.fill(page, color)
                        list.fill(Rect(x: page.midX - 30, y: 150, width: 60, height: 20), white)
                    }
                }
            }
            return list
        }

        private func fonts() throws -> FontLibrary { try FontLibrary() }

        @Test func slidingPagesDamageOnlyTheUncoveredStripAndTheTitles() throws {
            let canvas = try OffscreenCanvas(size: Self.size, scale: 1, fonts: try fonts())
            canvas.renderer.draw(Self.pages(boundary: 300), background: Self.white)
            #expect(canvas.renderer.lastDamage == nil, "the first frame is drawn in full")
            canvas.renderer.draw(Self.pages(boundary: 280), background: Self.white)
            let damage = try #require(canvas.renderer.lastDamage)
            let area = damage.reduce(0) { $0 + Int($1.w) * Int($1.h) }
            // The strip 280..300 of the pager (20 x 260) and the two titles, old and new (each
            // 60 x 20 moved by 20: 80 x 20), not the 400 x 260 pager.
            #expect(area <= 20 * 260 + 2 * 80 * 20, "\(damage)")
            #expect(damage.allSatisfy { $0.y >= 40 }, "the bar is not repainted: \(damage)")
            #expect(damage.contains { $0.x <= 280 && $0.x + $0.w >= 300 && $0.h >= 260 }, "the uncovered strip: \(damage)")
        }

        @Test func damageDrawsWhatAFullRedrawDraws() throws {
            let fonts = try fonts()
            let partial = try OffscreenCanvas(size: Self.size, scale: 1, fonts: fonts)
            let full = try OffscreenCanvas(size: Self.size, scale: 1, fonts: fonts)
            full.renderer.drawsDamageOnly = false
            for boundary in stride(from: 400.0, through: -20, by: -7.5) {
                for canvas in [partial, full] { canvas.renderer.draw(Self.pages(boundary: boundary), background: Self.white) }
                let difference = partial.firstDifference(from: full)
                #expect(difference == nil, "boundary \(boundary): pixel \(String(describing: difference))")
            }
        }

        @Test func anUnchangedFrameDrawsNothing() throws {
            let canvas = try OffscreenCanvas(size: Self.size, scale: 1, fonts: try fonts())
            canvas.renderer.draw(Self.pages(boundary: 200), background: Self.white)
            canvas.renderer.draw(Self.pages(boundary: 200), background: Self.white)
            #expect(canvas.renderer.lastFrameUnchanged)
        }

        /// `a` without `b` tiles exactly the pixels of `a` outside `b`, for every overlap.
        @Test func differenceCoversExactlyWhatIsLeft() {
            let a = SDL_Rect(x: 2, y: 3, w: 6, h: 5)
            for bx in -2...10 {
                for by in -2...10 {
                    let b = SDL_Rect(x: Int32(bx), y: Int32(by), w: 3, h: 4)
                    let pieces = DrawListRenderer.difference(a, b)
                    for x in 0..<14 {
                        for y in 0..<14 {
                            func inside(_ r: SDL_Rect) -> Bool { x >= r.x && x < r.x + r.w && y >= r.y && y < r.y + r.h }
                            let count = pieces.filter(inside).count
                            #expect(count == (inside(a) && !inside(b) ? 1 : 0), "b at \(bx),\(by), pixel \(x),\(y)")
                        }
                    }
                }
            }
        }
    }

    /// Hairlines: a fill thinner than a pixel is drawn one pixel thick at 1x, wherever it falls.
    struct HairlineTests {
        @Test(arguments: [106.5, 106.75, 107.0, 107.2])
        func aHalfPointSeparatorShowsAtOneX(y: Double) throws {
            let fonts = try FontLibrary()
            let drawn = try OffscreenCanvas(size: Size(width: 40, height: 200), scale: 1, fonts: fonts)
            let blank = try OffscreenCanvas(size: Size(width: 40, height: 200), scale: 1, fonts: fonts)
            var list = DrawList()
            list.fill(Rect(x: 0, y: y, width: 40, height: 0.5), DamageTests.blue)
            drawn.renderer.draw(list, background: DamageTests.white)
            blank.renderer.draw(DrawList(), background: DamageTests.white)
            let difference = try #require(drawn.firstDifference(from: blank), "the hairline at y \(y) drew nothing")
            #expect(difference.y == Int(y.rounded(.down)) || difference.y == Int(y.rounded()))
            #expect(drawn.renderer.pixelBounds(.fill(Rect(x: 0, y: y, width: 40, height: 0.5), DamageTests.blue, cornerRadius: 0)).h == 1)
        }
    }
}
