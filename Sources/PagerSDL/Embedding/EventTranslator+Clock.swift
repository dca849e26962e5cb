import CSDL2

/// The translator's clock, for a program that runs its own event loop: time zero is when the
/// translator was made, on SDL's millisecond tick counter, the clock SDL stamps events with, so
/// event times and frame times never disagree. ``EventPump`` keeps time the same way.
///
/// ```swift
/// var translator = EventTranslator(pointsPerUnit: 1)
/// var event = SDL_Event()
/// while SDL_PollEvent(&event) != 0 {
///     if case let .input(input) = translator.translate(event) { driver.deliver(input) }
/// }
/// driver.frame(at: translator.now())
/// ```
extension EventTranslator {
    /// A translator whose time zero is now. `pointsPerUnit` is points per SDL window
    /// coordinate (1 / your scale).
    public init(pointsPerUnit: Double = 1) {
        self.init(pointsPerUnit: pointsPerUnit, originTicks: SDL_GetTicks())
    }

    /// Seconds since time zero (``originTicks``).
    public func now() -> Double { Double(SDL_GetTicks() &- originTicks) / 1000 }

    /// Translates an event just taken from SDL's queue, at ``now()``.
    public mutating func translate(_ event: SDL_Event) -> PlatformEvent {
        translate(event, now: now())
    }
}
