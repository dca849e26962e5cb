import CSDL2

/// The window loop's event queue, part of the convenience layer (with ``WindowCanvas``): blocks
/// in `SDL_WaitEvent` (0% CPU under X11) until input arrives or a deadline passes, then drains
/// what is queued. A program with a loop of its own uses ``EventTranslator`` alone instead.
///
/// Time is the translator's clock (SDL's millisecond tick counter from the pump's creation).
public final class EventPump {
    /// Turns SDL events into core input, and keeps the time.
    public var translator: EventTranslator

    /// Starts the clock at zero now.
    public init(pointsPerUnit: Double) {
        translator = EventTranslator(pointsPerUnit: pointsPerUnit)
    }

    /// Wakes a `wait` in progress (or the next one) after `seconds`, from SDL's timer thread,
    /// with an event the translator ignores. For the benchmark's idle measurement.
    public static func scheduleWakeUp(after seconds: Double) {
        let milliseconds = UInt32(min(max(seconds * 1000, 1), 86_400_000).rounded())
        if SDL_WasInit(UInt32(SDL_INIT_TIMER)) == 0 { SDL_InitSubSystem(UInt32(SDL_INIT_TIMER)) }
        // Runs on SDL's timer thread: it only pushes an event (SDL_PushEvent is thread-safe).
        _ = SDL_AddTimer(milliseconds, { _, _ in
            var event = SDL_Event()
            event.type = SDL_USEREVENT.rawValue
            _ = SDL_PushEvent(&event)
            return 0
        }, nil)
    }

    /// Seconds since the pump was created.
    public func now() -> Double { translator.now() }

    /// Waits until an event arrives or until `deadline` (seconds on ``now()``; nil waits for
    /// ever), then returns every queued event, translated.
    public func wait(until deadline: Double?) -> [PlatformEvent] {
        var event = SDL_Event()
        var got: Int32
        if let deadline {
            let wait = max(0, deadline - now())
            got = SDL_WaitEventTimeout(&event, Int32(min((wait * 1000).rounded(.up), 1_000_000)))
        } else {
            got = SDL_WaitEvent(&event)
        }
        var events: [PlatformEvent] = []
        while got != 0 {
            // SDL stamped the event when it queued it, so it cannot be later than this.
            let translated = translator.translate(event, now: now())
            if translated != .ignored { events.append(translated) }
            got = SDL_PollEvent(&event)
        }
        return events
    }
}
