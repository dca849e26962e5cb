import CSDL2
import Glibc
import Synchronization

/// A drag pushed into SDL's event queue from SDL's timer thread, as a mouse would deliver it: the
/// button down, a move every ``intervalMilliseconds`` along a sine sweep, the button up. SDL
/// stamps each event when it is pushed, so the latency scenario measures from the moment an
/// event exists to the present that shows it, with events arriving out of step with the frames
/// as a real pointer's do. The benchmark's latency scenario uses it (pager-bench); it lives here
/// because only PagerSDL talks to SDL.
public final class SyntheticDrag {
    /// 125 Hz: a common mouse's report rate.
    public static let intervalMilliseconds: UInt32 = 8
    /// How long the drag lasts.
    public static let durationSeconds = 3.0

    private let windowID: UInt32
    private var step = 0
    private var x: Int32 = 240
    /// Set on SDL's timer thread once the button is up; read on the main thread.
    private let finished = Atomic<Bool>(false)

    /// A drag for the window with SDL id `windowID`.
    public init(windowID: UInt32) {
        self.windowID = windowID
    }

    /// Whether the button has been released.
    public var isFinished: Bool { finished.load(ordering: .acquiring) }

    /// Starts pushing events; the drag must stay alive until ``isFinished``.
    public func start() {
        if SDL_WasInit(UInt32(SDL_INIT_TIMER)) == 0 { SDL_InitSubSystem(UInt32(SDL_INIT_TIMER)) }
        let context = Unmanaged.passUnretained(self).toOpaque()
        _ = SDL_AddTimer(Self.intervalMilliseconds, { interval, context in
            guard let context else { return 0 }
            let drag = Unmanaged<SyntheticDrag>.fromOpaque(context).takeUnretainedValue()
            return drag.push() ? interval : 0
        }, context)
    }

    /// Pushes the next event; false after the last one.
    private func push() -> Bool {
        let steps = Int(Self.durationSeconds * 1000 / Double(Self.intervalMilliseconds))
        var event = SDL_Event()
        let y: Int32 = 400
        if step == 0 {
            event.button.type = SDL_MOUSEBUTTONDOWN.rawValue
        } else if step > steps {
            event.button.type = SDL_MOUSEBUTTONUP.rawValue
        }
        if step == 0 || step > steps {
            event.button.windowID = windowID
            event.button.button = UInt8(SDL_BUTTON_LEFT)
            event.button.state = UInt8(SDL_PRESSED)
            event.button.clicks = 1
            event.button.x = x
            event.button.y = y
        } else {
            let t = Double(step) * Double(Self.intervalMilliseconds) / 1000
            let next = Int32((240 + 150 * sin(2 * Double.pi * t)).rounded())
            event.motion.type = SDL_MOUSEMOTION.rawValue
            event.motion.windowID = windowID
            event.motion.state = 1 << (UInt32(SDL_BUTTON_LEFT) - 1)
            event.motion.x = next
            event.motion.y = y
            event.motion.xrel = next - x
            x = next
        }
        _ = SDL_PushEvent(&event)
        step += 1
        if step > steps + 1 {
            finished.store(true, ordering: .releasing)
            return false
        }
        return true
    }
}
