@testable import PagerSDL
import Testing

extension InProcessSDLTests {
    /// Which of SDL's video drivers a window tries, in which order: Wayland first in a Wayland
    /// session, X11 first otherwise (SDL 2.26's own order, which SDL_GetVideoDriver lists).
    struct VideoDriverOrderTests {
        /// SDL 2.26's drivers on Debian, in its order.
        static let sdl = ["x11", "wayland", "KMSDRM", "offscreen", "dummy", "evdev"]

        @Test func aWaylandSessionTriesWaylandFirstAndX11After() {
            let order = VideoSubsystem.order(Self.sdl, environment: ["WAYLAND_DISPLAY": "wayland-0", "DISPLAY": ":0"])
            #expect(order == ["wayland", "x11", "KMSDRM"])
        }

        @Test func withoutAWaylandSessionX11ComesFirst() {
            let order = VideoSubsystem.order(Self.sdl, environment: ["DISPLAY": ":0", "XDG_RUNTIME_DIR": "/run/user/1000"])
            #expect(order == ["x11", "wayland", "KMSDRM"])
        }

        @Test func waylandIsLeftOutWhereItCannotConnect() {
            #expect(VideoSubsystem.order(Self.sdl, environment: ["DISPLAY": ":0"]) == ["x11", "KMSDRM"])
        }

        @Test func anSDLWithoutWaylandKeepsItsOrder() {
            let order = VideoSubsystem.order(["x11", "KMSDRM", "dummy"], environment: ["WAYLAND_DISPLAY": "wayland-0"])
            #expect(order == ["x11", "KMSDRM"])
        }
    }
}
