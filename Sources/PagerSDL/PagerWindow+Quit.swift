import CSDL2

extension PagerWindow {
    /// Asks the window ``run(title:size:background:hooks:accessible:scene:)`` shows to close, as
    /// closing it does: the frame under way finishes, ``WindowHook/windowClosing()`` is heard,
    /// and `run` returns. For an app's own "Done" (an onboarding flow's last button). Safe to
    /// call from any thread (SDL's event queue takes it); nothing happens while no window runs.
    public static func quit() {
        var event = SDL_Event()
        event.type = SDL_QUIT.rawValue
        _ = SDL_PushEvent(&event)
    }
}
