import CSDL2

/// The window loop's clock and event queue: blocks in `SDL_WaitEvent` (0% CPU under X11) until
/// input arrives or a deadline passes, then drains what is queued.
///
/// Time is SDL's millisecond tick counter from the pump's creation, the same clock SDL stamps
/// events with, so event times and frame times never disagree.
public final class EventPump {
    private let origin: UInt32
    /// Turns SDL events into core input.
    public var translator: EventTranslator

    /// Starts the clock at zero now.
    public init(pointsPerUnit: Double) {
        origin = SDL_GetTicks()
        translator = EventTranslator(pointsPerUnit: pointsPerUnit, originTicks: origin)
    }

    /// Seconds since the pump was created.
    public func now() -> Double { Double(SDL_GetTicks() &- origin) / 1000 }

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
            let translated = translator.translate(event)
            if translated != .ignored { events.append(translated) }
            got = SDL_PollEvent(&event)
        }
        return events
    }
}
