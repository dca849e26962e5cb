import CSDL2
import PagerCore

/// What the run loop needs to know about one SDL event.
public enum PlatformEvent: Sendable, Equatable {
    /// Input for the scene.
    case input(InputEvent)
    /// The window changed size (or moved to another display): its new size in points.
    case resized(Size)
    /// The window needs a redraw (exposed, restored).
    case redraw
    /// The user closed the window.
    case quit
    /// Nothing the program cares about.
    case ignored
}

/// Turns SDL events into core input in points, with SDL's own millisecond timestamps so the
/// velocity tracker sees when the pointer really moved, not when the loop got round to it.
public struct EventTranslator {
    /// Points per screen unit (1 / the `--scale` option).
    public var pointsPerUnit: Double
    /// SDL ticks (ms) that count as time zero.
    public var originTicks: UInt32
    /// Whether the primary button is down as far as the scene knows. A release that never
    /// arrives (the window was hidden or lost focus mid-press) would leave a gesture held for
    /// ever; when SDL shows the button is up after all, the gesture is cancelled instead.
    private var buttonHeld = false
    /// Whether SDL may still count the primary button as held from a press whose release it
    /// never saw (the window was hidden or lost focus with it down). SDL then drops the next
    /// press as no change, and its motions come with the button held: the first such motion
    /// with the button really down (as the X server says) stands for the press, so the swipe it
    /// starts is not lost.
    private var pressMayBeDropped = false

    /// Creates a translator.
    public init(pointsPerUnit: Double, originTicks: UInt32) {
        self.pointsPerUnit = pointsPerUnit
        self.originTicks = originTicks
    }

    /// Translates one event; `now` is the pump's time (seconds since `originTicks`) when the
    /// event was taken from the queue.
    public mutating func translate(_ event: SDL_Event, now: Double) -> PlatformEvent {
        let time = Self.seconds(at: event.common.timestamp, since: originTicks, now: now)
        switch SDL_EventType(event.type) {
        case SDL_QUIT:
            return .quit
        case SDL_MOUSEBUTTONDOWN where Self.isFromTouch(event), SDL_MOUSEBUTTONUP where Self.isFromTouch(event),
             SDL_MOUSEMOTION where Self.isFromTouch(event):
            // SDL's mouse made from a finger: the finger's own events are handled instead.
            return .ignored
        case SDL_FINGERDOWN, SDL_FINGERMOTION, SDL_FINGERUP:
            return touchEvent(event.tfinger, at: time)
        case SDL_MOUSEBUTTONDOWN where Int32(event.button.button) == SDL_BUTTON_LEFT:
            buttonHeld = true
            pressMayBeDropped = false
            return .input(InputEvent(.pointerDown(point(event.button.x, event.button.y)), at: time, modifiers: modifiers()))
        case SDL_MOUSEBUTTONUP where Int32(event.button.button) == SDL_BUTTON_LEFT:
            buttonHeld = false
            pressMayBeDropped = false
            return .input(InputEvent(.pointerUp(point(event.button.x, event.button.y)), at: time, modifiers: modifiers()))
        case SDL_MOUSEMOTION:
            let leftMask = UInt32(1) << UInt32(SDL_BUTTON_LEFT - 1)
            let held = event.motion.state & leftMask != 0
            if buttonHeld && !held {
                buttonHeld = false
                return .input(InputEvent(.pointerCancel, at: time))
            }
            if !held { pressMayBeDropped = false }
            if !buttonHeld && held && pressMayBeDropped && Self.buttonIsDown(leftMask) {
                buttonHeld = true
                pressMayBeDropped = false
                return .input(InputEvent(.pointerDown(point(event.motion.x, event.motion.y)), at: time, modifiers: modifiers()))
            }
            return .input(InputEvent(.pointerMove(point(event.motion.x, event.motion.y)), at: time))
        case SDL_MOUSEWHEEL:
            var x: Int32 = 0, y: Int32 = 0
            SDL_GetMouseState(&x, &y)
            let flip: Float = event.wheel.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1 : 1
            let dx = Double(event.wheel.preciseX * flip), dy = Double(event.wheel.preciseY * flip)
            return .input(InputEvent(.wheel(dx: dx, dy: dy, at: point(x, y)), at: time, modifiers: modifiers()))
        case SDL_KEYDOWN:
            let mods = modifiers()
            // Shift, Ctrl, Alt and GUI alone are modifiers of the next key, not keys (SDL's
            // scancodes 224-231).
            if (SDL_SCANCODE_LCTRL.rawValue...SDL_SCANCODE_RGUI.rawValue).contains(event.key.keysym.scancode.rawValue) { return .ignored }
            guard let name = SDL_GetKeyName(event.key.keysym.sym), var key = Key(name: String(cString: name)) else {
                return .ignored
            }
            // On most layouts "?" is shift+slash and "+" is shift+equals.
            if key == .slash && mods.contains(.shift) { key = .question }
            if key == .equals { key = .plus }
            return .input(InputEvent(.key(key, mods), at: time, modifiers: mods))
        case SDL_WINDOWEVENT:
            switch SDL_WindowEventID(UInt32(event.window.event)) {
            // A move to another display can change the scale and the refresh rate.
            case SDL_WINDOWEVENT_SIZE_CHANGED, SDL_WINDOWEVENT_DISPLAY_CHANGED: return .resized(windowSize(event.window.windowID))
            case SDL_WINDOWEVENT_FOCUS_LOST, SDL_WINDOWEVENT_HIDDEN, SDL_WINDOWEVENT_MINIMIZED:
                // The release may never come; end the gesture now (settles, no tap, no fling).
                let leftMask = UInt32(1) << UInt32(SDL_BUTTON_LEFT - 1)
                if buttonHeld || SDL_GetMouseState(nil, nil) & leftMask != 0 { pressMayBeDropped = true }
                buttonHeld = false
                return .input(InputEvent(.pointerCancel, at: time))
            case SDL_WINDOWEVENT_EXPOSED, SDL_WINDOWEVENT_RESTORED, SDL_WINDOWEVENT_SHOWN: return .redraw
            default: return .ignored
            }
        default:
            return .ignored
        }
    }

    /// The time of an event stamped `timestamp` (SDL ticks), in seconds since `origin`.
    ///
    /// The difference is signed: events already queued when the clock started (the window's
    /// own events, and the pointer's, while an OpenGL window takes ~200 ms to create) are
    /// stamped before `origin`, and count as time zero, not 50 days ahead (where an unsigned
    /// difference would put them, and the scene, whose time never goes back, would wait). SDL's
    /// 32-bit tick counter itself wraps after 49.7 days, which a signed 32-bit difference still
    /// orders correctly. An event can be neither before time zero nor after
    /// the moment it was taken from the queue, so the result is clamped to `0...now`.
    static func seconds(at timestamp: UInt32, since origin: UInt32, now: Double) -> Double {
        let milliseconds = Int32(bitPattern: timestamp &- origin)
        return min(max(Double(milliseconds) / 1000, 0), max(now, 0))
    }

    /// Whether the button of `mask` is down as the display server says, not as SDL's own
    /// count of presses and releases has it. Only X11 tells (SDL's global state asks the X
    /// server); elsewhere SDL's count is all there is, and this is false.
    private static func buttonIsDown(_ mask: UInt32) -> Bool {
        guard let driver = SDL_GetCurrentVideoDriver(), String(cString: driver) == "x11" else { return false }
        return SDL_GetGlobalMouseState(nil, nil) & mask != 0
    }

    /// Whether a mouse event is SDL's emulation of a finger (SDL_HINT_TOUCH_MOUSE_EVENTS is off
    /// in a window, so these should not come; a caller embedding the translator may leave it on).
    private static func isFromTouch(_ event: SDL_Event) -> Bool {
        // SDL_TOUCH_MOUSEID, ((Uint32)-1), which Swift does not import.
        let touchMouse = UInt32.max
        switch SDL_EventType(event.type) {
        case SDL_MOUSEMOTION: return event.motion.which == touchMouse
        default: return event.button.which == touchMouse
        }
    }

    /// A finger event, with its position (SDL gives it as a fraction of the window) in points.
    private func touchEvent(_ finger: SDL_TouchFingerEvent, at time: Double) -> PlatformEvent {
        guard let window = SDL_GetWindowFromID(finger.windowID) ?? SDL_GetMouseFocus() ?? SDL_GetKeyboardFocus() else {
            return .ignored
        }
        var width: Int32 = 0, height: Int32 = 0
        SDL_GetWindowSize(window, &width, &height)
        let point = Point(x: Double(finger.x) * Double(width) * pointsPerUnit,
                          y: Double(finger.y) * Double(height) * pointsPerUnit)
        let id = Int(truncatingIfNeeded: finger.fingerId)
        let kind: InputEvent.Kind
        switch SDL_EventType(finger.type) {
        case SDL_FINGERDOWN: kind = .touchDown(finger: id, point)
        case SDL_FINGERUP: kind = .touchUp(finger: id, point)
        default: kind = .touchMove(finger: id, point)
        }
        return .input(InputEvent(kind, at: time))
    }

    /// The size in points of the window `id` (zero if SDL knows no such window).
    private func windowSize(_ id: UInt32) -> Size {
        guard let window = SDL_GetWindowFromID(id) else { return Size(width: 0, height: 0) }
        var width: Int32 = 0, height: Int32 = 0
        SDL_GetWindowSize(window, &width, &height)
        return Size(width: Double(width) * pointsPerUnit, height: Double(height) * pointsPerUnit)
    }

    private func point(_ x: Int32, _ y: Int32) -> Point {
        Point(x: Double(x) * pointsPerUnit, y: Double(y) * pointsPerUnit)
    }

    private func modifiers() -> Modifiers {
        let state = SDL_GetModState().rawValue
        var result: Modifiers = []
        if state & KMOD_SHIFT.rawValue != 0 { result.insert(.shift) }
        if state & KMOD_CTRL.rawValue != 0 { result.insert(.control) }
        if state & KMOD_ALT.rawValue != 0 { result.insert(.alt) }
        return result
    }
}
