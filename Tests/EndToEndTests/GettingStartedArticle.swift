import Foundation

/// The getting-started article's Swift code blocks, in the article's order: the manifest
/// fragment, the ready window (a whole program), the scene, and the loop that runs it (which
/// starts "after your own SDL_Init, SDL_CreateWindow and SDL_CreateRenderer").
struct GettingStartedArticle {
    static let path = "Sources/PagerCore/PagerCore.docc/GettingStarted.md"

    let blocks: [String]

    struct Layout: Error, CustomStringConvertible { var description: String }

    init() throws {
        let text = try String(contentsOf: Toolchain.packageRoot.appendingPathComponent(Self.path), encoding: .utf8)
        blocks = text.matches(of: /```swift\n([\s\S]*?)```/).map { String($0.1) }
        guard blocks.count == 4, blocks[0].contains("dependencies:"), blocks[1].contains("PagerWindow.run"),
              blocks[2].contains("final class MyPagerScene"), blocks[3].contains("while running") else {
            throw Layout(description: "\(Self.path): expected four swift blocks (manifest, ready window, scene, loop)")
        }
    }

    var manifest: String { blocks[0] }
    var readyWindow: String { blocks[1] }
    var scene: String { blocks[2] }
    var loop: String { blocks[3] }

    /// What the article leaves to the reader before its loop: imports, SDL's video, a window of
    /// the size the loop gives the driver, a software renderer.
    static let loopPrelude = """
        import CSDL2
        import Glibc
        import PagerCore
        import PagerSDL

        SDL_SetMainReady()
        guard SDL_Init(UInt32(SDL_INIT_VIDEO)) == 0 else { fatalError(String(cString: SDL_GetError())) }
        let window = SDL_CreateWindow("Getting started", 0, 0, 360, 600, SDL_WINDOW_RESIZABLE.rawValue)!
        let sdlRenderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue)!

        """

    /// After the loop: where the pages ended.
    static let loopEpilogue = """

        let pages = driver.scene.viewPager.pagedView
        print("quit: page \\(pages.currentPage), position \\(pages.position), settled \\(driver.isSettled)")

        """

    /// Compiled beside the article's loop. Its `SDL_WaitEventTimeout` shadows SDL's (a module's
    /// own function wins over an imported one), so the loop runs as written while this file
    /// feeds it: whenever the loop would sleep until input (nothing moves), it prints where the
    /// pages are and starts the next step (a drag, a touchpad pan, a wheel notch, a resize), one
    /// event per turn of the loop, as SDL's queue would hand them over. After the last step the
    /// loop sleeps until a signal or the window's close ends it.
    static let driverSource = #"""
        import CSDL2
        import Glibc
        import PagerCore

        @MainActor private var steps: [[() -> Void]] = [
            // A drag of 200 pt to the left: page 1.
            [button(SDL_MOUSEBUTTONDOWN, x: 280)] + stride(from: 240, through: 80, by: -40).map { x in motion(x: Int32(x)) }
                + [button(SDL_MOUSEBUTTONUP, x: 80)],
            // A touchpad's two fingers, 22 pt a report (2.2 wheel units) for 220 pt: page 2.
            [{ SDL_WarpMouseInWindow(window, 180, 300) }] + Array(repeating: wheel(2.2), count: 10),
            // One notch of a horizontal wheel, to the left: page 1.
            [wheel(-1)],
            // The window widened to 480 points.
            [{ SDL_SetWindowSize(window, 480, 600) }],
        ]
        @MainActor private var queued: [() -> Void] = []

        @MainActor func SDL_WaitEventTimeout(_ event: UnsafeMutablePointer<SDL_Event>!, _ timeout: Int32) -> Int32 {
            if queued.isEmpty && timeout < 0 {
                let pages = driver.scene.viewPager.pagedView
                print("idle: page \(pages.currentPage), position \(pages.position), width \(driver.size.width), settled \(driver.isSettled)")
                if !steps.isEmpty { queued = steps.removeFirst() }
            }
            if !queued.isEmpty { queued.removeFirst()() }
            return CSDL2.SDL_WaitEventTimeout(event, queued.isEmpty ? timeout : 0)
        }

        @MainActor private func push(_ event: SDL_Event) {
            var event = event
            event.common.timestamp = SDL_GetTicks()
            _ = SDL_PushEvent(&event)
        }

        @MainActor private func button(_ type: SDL_EventType, x: Int32) -> () -> Void {
            {
                var event = SDL_Event()
                event.button.type = type.rawValue
                event.button.windowID = SDL_GetWindowID(window)
                event.button.button = UInt8(SDL_BUTTON_LEFT)
                event.button.state = UInt8(type == SDL_MOUSEBUTTONDOWN ? SDL_PRESSED : SDL_RELEASED)
                event.button.clicks = 1
                event.button.x = x
                event.button.y = 300
                push(event)
            }
        }

        @MainActor private func motion(x: Int32) -> () -> Void {
            {
                var event = SDL_Event()
                event.motion.type = SDL_MOUSEMOTION.rawValue
                event.motion.windowID = SDL_GetWindowID(window)
                event.motion.state = 1 << (UInt32(SDL_BUTTON_LEFT) - 1)
                event.motion.x = x
                event.motion.y = 300
                push(event)
            }
        }

        @MainActor private func wheel(_ units: Float) -> () -> Void {
            {
                var event = SDL_Event()
                event.wheel.type = SDL_MOUSEWHEEL.rawValue
                event.wheel.windowID = SDL_GetWindowID(window)
                event.wheel.x = Int32(units.rounded(.towardZero))
                event.wheel.preciseX = units
                event.wheel.direction = SDL_MOUSEWHEEL_NORMAL.rawValue
                push(event)
            }
        }

        """#
}
