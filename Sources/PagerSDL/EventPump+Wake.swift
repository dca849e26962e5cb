import CSDL2

extension EventPump {
    /// Wakes a `wait` in progress (or the next one) at once, from any thread, with an event the
    /// translator ignores: for work another thread hands the loop (a screen reader's request).
    public static func wake() {
        var event = SDL_Event()
        event.type = SDL_USEREVENT.rawValue
        _ = SDL_PushEvent(&event)
    }
}
