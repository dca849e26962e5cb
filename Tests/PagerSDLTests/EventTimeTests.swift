import CSDL2
import PagerCore
@testable import PagerSDL
import Testing

extension InProcessSDLTests {
    /// Event times on the pump's clock. An OpenGL window takes ~200 ms to create, so its own events
    /// and the pointer's are already queued, stamped before the clock's zero, when the loop starts;
    /// an unsigned difference put them 50 days ahead and the accelerated window never moved again.
    struct EventTimeTests {
        /// A press of the primary button at (10, 20), stamped `timestamp` SDL ticks.
        static func press(stamped timestamp: UInt32) -> SDL_Event {
            var event = SDL_Event()
            event.button.type = SDL_MOUSEBUTTONDOWN.rawValue
            event.button.timestamp = timestamp
            event.button.button = UInt8(SDL_BUTTON_LEFT)
            event.button.x = 10
            event.button.y = 20
            return event
        }

        static func time(of event: PlatformEvent) -> Double? {
            if case let .input(input) = event { return input.time }
            return nil
        }

        @Test func anEventQueuedBeforeTheClockStartedHappenedAtTimeZero() {
            var translator = EventTranslator(pointsPerUnit: 1, originTicks: 5_000)
            let translated = translator.translate(Self.press(stamped: 4_800), now: 0.3)
            #expect(Self.time(of: translated) == 0)
        }

        @Test func anEventIsNeverLaterThanThePumpsNow() {
            var translator = EventTranslator(pointsPerUnit: 1, originTicks: 5_000)
            let translated = translator.translate(Self.press(stamped: 5_900), now: 0.75)
            #expect(Self.time(of: translated) == 0.75)
        }

        @Test func anEventAfterTheClockStartedKeepsItsOwnTime() {
            var translator = EventTranslator(pointsPerUnit: 1, originTicks: 5_000)
            let translated = translator.translate(Self.press(stamped: 5_250), now: 1)
            #expect(Self.time(of: translated) == 0.25)
        }

        /// SDL's 32-bit millisecond counter wraps after 49.7 days; an event just after the wrap is
        /// still just after an origin just before it.
        @Test func timesStayRightAcrossTheTickCounterWrapping() {
            var translator = EventTranslator(pointsPerUnit: 1, originTicks: UInt32.max - 99)
            let translated = translator.translate(Self.press(stamped: 400), now: 1)
            #expect(Self.time(of: translated) == 0.5)
        }
    }
}
