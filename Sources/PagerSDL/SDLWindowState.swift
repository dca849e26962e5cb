import CSDL2

/// What SDL's window flags say about a window's state.
enum SDLWindowState {
    /// Whether `window` is mapped: neither hidden nor minimised.
    static func isShown(_ window: OpaquePointer) -> Bool {
        let flags = SDL_GetWindowFlags(window)
        return flags & (SDL_WINDOW_HIDDEN.rawValue | SDL_WINDOW_MINIMIZED.rawValue) == 0
    }
}
