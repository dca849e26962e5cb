import CSDL2
import PagerCore
import PagerSDL
import Testing

extension InProcessSDLTests {
    /// PagerSDL as a program with its own SDL set-up uses it: through its public API only (no
    /// `@testable`), and without PagerSDL starting SDL, making a window or reading SDL's queue.
    @Suite(.serialized) struct EmbeddingTests {
        static let dejaVu = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
        static let hasDejaVu = (try? FontLibrary(regularPath: dejaVu)) != nil

        /// A ViewPager's pages drawn into the caller's own surface at the caller's scale: the
        /// selected page's colour fills the pages' area, a slide repaints only part of the surface,
        /// and no SDL subsystem was started for any of it.
        @Test(.enabled(if: hasDejaVu, "needs DejaVu Sans (Debian's fonts-dejavu-core)"))
        func drawsAViewPagerIntoTheCallersSurface() throws {
            let fonts = try FontLibrary(regularPath: Self.dejaVu)
            let text = TextCache(fonts: fonts)
            let scale = 2.0
            let surface = try #require(SDL_CreateRGBSurfaceWithFormat(0, 640, 480, 32, SDL_PIXELFORMAT_ARGB8888.rawValue))
            defer { SDL_FreeSurface(surface) }
            let renderer = try DrawListRenderer(surface: surface, text: text, scale: scale)
            let pager = ViewPager(tabSizeConfiguration: .fillEqually(height: 40, spacing: 0), titles: ["Red", "Blue"],
                                  measurer: text)
            pager.frame = Rect(x: 0, y: 0, width: 320, height: 240)
            let colors = [Color(red: 255, green: 0, blue: 0), Color(red: 0, green: 0, blue: 255)]
            func frame(at time: Double) {
                pager.advance(to: time)
                var list = DrawList()
                // The pages alone (the tab strip's titles and indicator all change during a slide).
                pager.pagedView.forEachVisiblePage { index, rect in list.fill(rect, colors[index]) }
                renderer.draw(list, background: .white)
            }
            frame(at: 0)
            #expect(pixel(surface, x: 320, y: 400) == 0xFFFF_0000, "page 0 is red, at 2 pixels a point")
            pager.moveToPage(at: 1, at: 0)
            frame(at: 0.05)
            let damage = try #require(renderer.lastDamage, "a slide is tracked as damage")
            #expect(damage.reduce(0) { $0 + Int($1.w) * Int($1.h) } < 640 * 480)
            frame(at: 2)
            #expect(pixel(surface, x: 320, y: 400) == 0xFF00_00FF, "page 1 is blue once settled")
            frame(at: 3)
            #expect(renderer.lastFrameUnchanged, "a still frame draws nothing")
            #expect(SDL_WasInit(0) == 0, "PagerSDL started no SDL subsystem")
        }

        /// The caller's own SDL renderer with no surface given (as an accelerated one is used):
        /// every frame is drawn in full through SDL, at the caller's scale.
        @Test(.enabled(if: hasDejaVu, "needs DejaVu Sans (Debian's fonts-dejavu-core)"))
        func drawsThroughTheCallersRenderer() throws {
            let surface = try #require(SDL_CreateRGBSurfaceWithFormat(0, 200, 100, 32, SDL_PIXELFORMAT_ARGB8888.rawValue))
            defer { SDL_FreeSurface(surface) }
            let sdlRenderer = try #require(SDL_CreateSoftwareRenderer(surface))
            defer { SDL_DestroyRenderer(sdlRenderer) }
            let text = TextCache(fonts: try FontLibrary(regularPath: Self.dejaVu))
            defer { text.removeAll() }
            let renderer = DrawListRenderer(renderer: sdlRenderer, text: text, scale: 2)
            var list = DrawList()
            list.fill(Rect(x: 50, y: 0, width: 50, height: 50), Color(rgb: 0x00FF00))
            for _ in 0..<2 {
                renderer.draw(list, background: .white)
                #expect(!renderer.lastFrameUnchanged && renderer.lastDamage == nil, "drawn in full")
            }
            SDL_RenderFlush(sdlRenderer)
            #expect(pixel(surface, x: 150, y: 50) == 0xFF00_FF00, "the fill at 2 pixels a point")
            #expect(pixel(surface, x: 50, y: 50) == 0xFFFF_FFFF, "the background beside it")
            #expect(SDL_WasInit(0) == 0, "PagerSDL started no SDL subsystem")
        }

        /// The translator alone: a caller's SDL event becomes core input in points at the caller's
        /// scale, timed on the translator's clock.
        @Test func translatesTheCallersEvents() {
            var translator = EventTranslator(pointsPerUnit: 0.5)
            var event = SDL_Event()
            event.type = SDL_MOUSEBUTTONDOWN.rawValue
            event.button.button = UInt8(SDL_BUTTON_LEFT)
            event.button.x = 100
            event.button.y = 60
            event.button.timestamp = translator.originTicks
            guard case let .input(input) = translator.translate(event) else {
                Issue.record("a press is input")
                return
            }
            #expect(input.kind == .pointerDown(Point(x: 50, y: 30)))
            #expect(input.time >= 0 && input.time <= translator.now())
            #expect(SDL_WasInit(0) == 0, "PagerSDL started no SDL subsystem")
        }

        /// Any key SDL names is a key (an app binds its own), while Shift, Ctrl, Alt and GUI
        /// pressed alone are modifiers of the next key, not key presses.
        @Test func everyKeyButTheModifiersIsAKey() {
            var translator = EventTranslator(pointsPerUnit: 1)
            func press(_ code: SDL_KeyCode, _ scancode: SDL_Scancode) -> Key? {
                var event = SDL_Event()
                event.key.type = SDL_KEYDOWN.rawValue
                event.key.state = UInt8(SDL_PRESSED)
                event.key.keysym.sym = SDL_Keycode(code.rawValue)
                event.key.keysym.scancode = scancode
                event.key.timestamp = translator.originTicks
                guard case let .input(input) = translator.translate(event), case let .key(key, _) = input.kind else { return nil }
                return key
            }
            #expect(press(SDLK_s, SDL_SCANCODE_S) == Key("S"))
            #expect(press(SDLK_F5, SDL_SCANCODE_F5) == Key("F5"))
            #expect(press(SDLK_DELETE, SDL_SCANCODE_DELETE) == Key("Delete"))
            #expect(press(SDLK_RIGHT, SDL_SCANCODE_RIGHT) == .right)
            for (code, scancode) in [(SDLK_LCTRL, SDL_SCANCODE_LCTRL), (SDLK_RSHIFT, SDL_SCANCODE_RSHIFT),
                                     (SDLK_LALT, SDL_SCANCODE_LALT), (SDLK_LGUI, SDL_SCANCODE_LGUI)] {
                #expect(press(code, scancode) == nil, "\(code) alone is no key press")
            }
        }

        /// The caller's own font paths: a bad one is one line naming the file.
        @Test func aMissingFontNamesItsPath() {
            #expect {
                try FontLibrary(regularPath: "/nonexistent/Face.ttf")
            } throws: { error in
                "\(error)".hasPrefix("font: /nonexistent/Face.ttf: cannot read it")
            }
        }

        private func pixel(_ surface: UnsafeMutablePointer<SDL_Surface>, x: Int, y: Int) -> UInt32 {
            let row = surface.pointee.pixels! + y * Int(surface.pointee.pitch)
            return row.assumingMemoryBound(to: UInt32.self)[x]
        }
    }
}
