import CSDL2

/// The window loop's event queue, part of the convenience layer (with ``WindowCanvas``): blocks
/// in `SDL_WaitEvent` (0% CPU under X11) until input arrives or a deadline passes, then takes
/// what is queued, a bounded slice at a time. A program with a loop of its own uses ``EventTranslator`` alone instead.
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

    /// Most events one ``wait(until:)`` takes from SDL's queue: a slice the loop handles before
    /// its next frame.
    public static let sliceLimit = 256

    /// Seconds within which like inputs next to each other in a slice are one (a key pressed
    /// again with the same modifiers counts once, a pointer motion replaces the one before):
    /// closer than a person presses a key twice or a common pointer reports twice (125 Hz is
    /// 8 ms apart), and far wider than a flood's events (XTEST sends thousands a second).
    public static let coalescingInterval = 0.005

    /// Waits until an event arrives or until `deadline` (seconds on ``now()``; nil waits for
    /// ever), then returns the queued events, translated, from at most ``sliceLimit`` of them:
    /// under a flood of input the loop still draws between slices, and the rest comes with the
    /// next calls, in order, without waiting. Like inputs within ``coalescingInterval`` of each
    /// other are one. A quit queued behind the slice (the window closed, SIGINT or SIGTERM) is
    /// returned at its end, so the loop ends at once.
    ///
    /// SDL reads the display's events when its queue is empty, not while a slice is left: a
    /// display that keeps sending would otherwise keep the call from returning.
    public func wait(until deadline: Double?) -> [PlatformEvent] {
        var event = SDL_Event()
        if !Self.takeQueued(&event, types: SDL_FIRSTEVENT.rawValue...SDL_LASTEVENT.rawValue) {
            let got: Int32
            if let deadline {
                let wait = max(0, deadline - now())
                got = SDL_WaitEventTimeout(&event, Int32(min((wait * 1000).rounded(.up), 1_000_000)))
            } else {
                got = SDL_WaitEvent(&event)
            }
            if got == 0 { return [] }
        }
        var events: [PlatformEvent] = []
        var taken = 1
        while true {
            // SDL stamped the event when it queued it, so it cannot be later than this.
            let translated = translator.translate(event, now: now())
            if let last = events.last, let merged = Self.coalesced(translated, after: last) {
                events[events.count - 1] = merged
            } else if translated != .ignored {
                events.append(translated)
            }
            guard taken < Self.sliceLimit, Self.takeQueued(&event, types: SDL_FIRSTEVENT.rawValue...SDL_LASTEVENT.rawValue) else {
                break
            }
            taken += 1
        }
        if events.last != .quit, Self.takeQueued(&event, types: SDL_QUIT.rawValue...SDL_QUIT.rawValue) { events.append(.quit) }
        return events
    }

    /// What `event` and the event before it, `previous`, are together when they are one: a key
    /// pressed again with the same modifiers is the first press, and a pointer motion replaces
    /// the one before; nil when both stay.
    static func coalesced(_ event: PlatformEvent, after previous: PlatformEvent) -> PlatformEvent? {
        guard case let .input(new) = event, case let .input(old) = previous,
              new.time - old.time <= coalescingInterval else { return nil }
        switch (old.kind, new.kind) {
        case let (.key(oldKey, oldModifiers), .key(newKey, newModifiers)):
            return oldKey == newKey && oldModifiers == newModifiers && old.modifiers == new.modifiers ? previous : nil
        case (.pointerMove, .pointerMove):
            return event
        default:
            return nil
        }
    }

    /// Takes the first queued event of `types` into `event`, without reading the display.
    private static func takeQueued(_ event: inout SDL_Event, types: ClosedRange<UInt32>) -> Bool {
        SDL_PeepEvents(&event, 1, SDL_GETEVENT, types.lowerBound, types.upperBound) == 1
    }
}
