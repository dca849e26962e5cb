import PagerCore
import ScrollPhysics

/// A seeded stream of hostile input for the property-based fuzzer: downs without ups, ups
/// without downs, moves far outside the window, huge and tiny wheel deltas, key storms, resizes
/// to 1x1 and back, page inserts and removes; and, mixed in, fingers (several at once, lifted or
/// not), touchpad pans, and long jumps redirected while in flight (End, Home and digit keys and
/// taps on tabs and bar items, each within a few frames of the last).
///
/// Every event is written as a `--script` line (``script``), and the fuzzer plays that script
/// exactly as a headless run does, so a failing seed replays in the real program.
package struct HostileStream: Sendable {
    /// One step: an event, or a resize.
    package enum Step: Sendable, Equatable {
        /// Input at `time` seconds.
        case input(InputEvent)
        /// The window becomes `size`.
        case resize(Size, time: Double)
    }

    /// The seed that made it.
    package let seed: UInt64
    /// The steps, in time order.
    package private(set) var steps: [Step] = []
    /// The time of the last input.
    package private(set) var lastInputTime = 0.0

    /// A config applied while the stream plays (`config NAME` in the script): the case's
    /// config changed (``FuzzReloadDraw``).
    package struct Reload: Sendable, Equatable {
        /// When, in seconds.
        package var time: Double
        /// The file name the script names (beside the script).
        package var name: String
        /// The config's JSON text.
        package var text: String
    }

    /// The configs applied mid-stream, in time order; none unless the fuzzer adds them.
    package var reloads: [Reload] = []

    /// Generates about `events` events starting from a `size` window; `taps` are points worth
    /// tapping in the middle of a long jump (the tabs' and bar items' centres).
    package init(seed: UInt64, events: Int, size: Size, taps: [Point] = []) {
        self.seed = seed
        var rng = SplitMix64(seed: seed)
        // Fingers and touchpad pans come from a second generator and jumps from a third, added
        // beside the first one's events, so the first one's events stay what they were.
        var extras = SplitMix64(seed: seed ^ 0x70C4_9A5D_0000_0001)
        var jumps = SplitMix64(seed: seed ^ 0x1D5A_77E3_0000_0002)
        var time = 0.0
        var width = size.width, height = size.height
        // Frames are the player's (at the case's rate, as in a headless run). A rate and frame
        // times are drawn here and not used, so that a seed's events stay the same (tests name
        // the seeds they replay).
        let fps = Double.random(in: 15...240, using: &rng)
        var nextFrame = 0.0
        func point(_ rng: inout SplitMix64) -> Point {
            if Int.random(in: 0..<10, using: &rng) == 0 {
                return Point(x: Double.random(in: -1e5...1e5, using: &rng), y: Double.random(in: -1e5...1e5, using: &rng))
            }
            return Point(x: Double.random(in: -20...(width + 20), using: &rng).rounded(),
                         y: Double.random(in: -20...(height + 20), using: &rng).rounded())
        }
        let keys = Key.demoKeys.filter { $0 != .escape && $0 != .q }
        for _ in 0..<events {
            // Irregular gaps: bursts within a frame, and pauses long enough to settle.
            let gap: Double
            switch Int.random(in: 0..<10, using: &rng) {
            case 0: gap = 0
            case 1: gap = Double.random(in: 0.3...1.0, using: &rng)
            default: gap = Double.random(in: 0.001...0.05, using: &rng)
            }
            // Whole milliseconds, so the stream written as a script replays the same times.
            time = ((time + gap) * 1000).rounded() / 1000
            while nextFrame <= time {
                nextFrame += (1 / fps) * Double.random(in: 0.5...1.5, using: &rng)
            }
            let kind: InputEvent.Kind
            var modifiers: Modifiers = []
            switch Int.random(in: 0..<100, using: &rng) {
            case 0..<15: kind = .pointerDown(point(&rng))
            case 15..<55: kind = .pointerMove(point(&rng))
            case 55..<70: kind = .pointerUp(point(&rng))
            case 70..<73: kind = .pointerCancel
            case 73..<80:
                let huge = Bool.random(using: &rng)
                let scale = huge ? 1e5 : 0.01
                kind = .wheel(dx: Double.random(in: -1...1, using: &rng) * scale,
                              dy: Double.random(in: -1...1, using: &rng) * scale, at: point(&rng))
                // Drawn, not used: a script's wheel line has no modifiers.
                _ = Bool.random(using: &rng)
            case 80..<95:
                kind = .key(keys.randomElement(using: &rng)!, [])
            default:
                let tiny = Int.random(in: 0..<3, using: &rng) == 0
                width = tiny ? 1 : Double(Int.random(in: 1...1600, using: &rng))
                height = tiny ? 1 : Double(Int.random(in: 1...1200, using: &rng))
                steps.append(.resize(Size(width: width, height: height), time: time))
                lastInputTime = time
                continue
            }
            if case let .key(key, _) = kind, key == .digit1, Bool.random(using: &rng) { modifiers = .control }
            let event: InputEvent
            if case let .key(key, _) = kind {
                event = InputEvent(.key(key, modifiers), at: time, modifiers: modifiers)
            } else {
                event = InputEvent(kind, at: time, modifiers: modifiers)
            }
            steps.append(.input(event))
            lastInputTime = time
            if let extra = Self.extraKind(&extras, point: point) {
                steps.append(.input(InputEvent(extra, at: time)))
            }
            if Int.random(in: 0..<100, using: &jumps) < 6 {
                time = appendJump(from: time, taps: taps, &jumps)
                lastInputTime = time
            }
        }
        // The gesture is taken away at the end (as when the window loses focus), so everything
        // must come to rest.
        time += 0.001
        steps.append(.input(InputEvent(.pointerCancel, at: time)))
        lastInputTime = time
    }

    /// A long jump (End, Home or a digit) and one to three redirections, each 0 to 400 ms after
    /// the one before: another jump key, or a tap on a tab or bar item. Returns the last one's time.
    private mutating func appendJump(from start: Double, taps: [Point], _ rng: inout SplitMix64) -> Double {
        let jumpKeys: [Key] = [.end, .home, .digit1, .digit2, .digit5, .digit9]
        var time = start
        for index in 0...Int.random(in: 1...3, using: &rng) {
            if index > 0 { time = ((time + Double.random(in: 0...0.4, using: &rng)) * 1000).rounded() / 1000 }
            if index > 0, !taps.isEmpty, Bool.random(using: &rng) {
                let point = taps.randomElement(using: &rng)!
                steps.append(.input(InputEvent(.pointerDown(point), at: time)))
                steps.append(.input(InputEvent(.pointerUp(point), at: time)))
            } else {
                let key = jumpKeys.randomElement(using: &rng)!
                steps.append(.input(InputEvent(.key(key, []), at: time)))
            }
        }
        return time
    }

    /// Now and then a finger (ids 0-2, so a second finger lands while the first is down) or a
    /// touchpad delta (fractional, so it starts or continues a pan).
    private static func extraKind(_ rng: inout SplitMix64, point: (inout SplitMix64) -> Point) -> InputEvent.Kind? {
        let finger = Int.random(in: 0...2, using: &rng)
        switch Int.random(in: 0..<100, using: &rng) {
        case 0..<4: return .touchDown(finger: finger, point(&rng))
        case 4..<12: return .touchMove(finger: finger, point(&rng))
        case 12..<15: return .touchUp(finger: finger, point(&rng))
        case 15..<25:
            func delta(_ rng: inout SplitMix64) -> Double { (Double.random(in: -3...3, using: &rng) * 100).rounded() / 100 + 0.01 }
            return .wheel(dx: delta(&rng), dy: Int.random(in: 0..<3, using: &rng) == 0 ? delta(&rng) : 0, at: point(&rng))
        default: return nil
        }
    }

    /// The stream as a `--script` file (frames are the player's own).
    package var script: String {
        var lines = ["# hostile stream, seed \(seed)"]
        var pending = self.reloads[...]
        func ms(_ t: Double) -> String { JSONText.number((t * 1000).rounded()) }
        func flush(before time: Double) {
            while let reload = pending.first, (reload.time * 1000).rounded() < (time * 1000).rounded() {
                lines.append("\(ms(reload.time)) config \(reload.name)")
                pending = pending.dropFirst()
            }
        }
        func n(_ v: Double) -> String { JSONText.number(v) }
        for step in steps {
            switch step {
            case let .resize(_, time): flush(before: time)
            case let .input(event): flush(before: event.time)
            }
            switch step {
            case let .resize(size, time): lines.append("\(ms(time)) resize \(Int(size.width)) \(Int(size.height))")
            case let .input(event):
                let t = ms(event.time)
                switch event.kind {
                case let .pointerDown(p): lines.append("\(t) down \(n(p.x)) \(n(p.y))")
                case let .pointerMove(p): lines.append("\(t) move \(n(p.x)) \(n(p.y))")
                case let .pointerUp(p): lines.append("\(t) up \(n(p.x)) \(n(p.y))")
                case .pointerCancel: lines.append("\(t) cancel")
                case let .wheel(dx, dy, p): lines.append("\(t) wheel \(n(dx)) \(n(dy)) \(n(p.x)) \(n(p.y))")
                case let .key(key, modifiers):
                    lines.append("\(t) key \(modifiers.contains(.control) ? "Ctrl+" : "")\(modifiers.contains(.shift) ? "Shift+" : "")\(key.rawValue)")
                case let .touchDown(finger, p): lines.append("\(t) touch down \(finger) \(n(p.x)) \(n(p.y))")
                case let .touchMove(finger, p): lines.append("\(t) touch move \(finger) \(n(p.x)) \(n(p.y))")
                case let .touchUp(finger, p): lines.append("\(t) touch up \(finger) \(n(p.x)) \(n(p.y))")
                }
            }
        }
        flush(before: .infinity)
        return lines.joined(separator: "\n") + "\n"
    }
}
