import PagerCore

/// Turns one ``ScriptLine`` into a ``ScriptEntry``, or an error naming the line and the field.
///
/// The limits below are far beyond any sensible demo; they exist so a typo (`1e9` for `1e3`)
/// fails at once with a message instead of making a headless run step through days of
/// simulated time or a drag emit millions of moves.
struct ScriptLineParser {
    /// Latest time an event may have: 24 hours.
    static let maximumTimeMilliseconds = 86_400_000.0
    /// Longest drag: a minute is already far slower than any gesture.
    static let maximumDragMilliseconds = 60_000.0
    /// Largest wheel delta, in notches.
    static let maximumWheelNotches = 1e6
    /// Largest window side, in points (a common GPU texture limit).
    static let maximumWindowSide = 16_384

    /// The event names, in the order errors list them.
    enum EventName: String, CaseIterable {
        case down, move, up, click, doubleclick, cancel, drag, wheel, touch, key, resize, screenshot, config
    }

    /// Largest finger id in a `touch` event (SDL's finger ids are 64-bit; a script needs few).
    static let maximumFingerID = 1_000_000.0

    let line: ScriptLine
    let source: String

    /// Parses the line, whose time must not be before `previousMilliseconds` (the time of the
    /// entry above it). Returns the time as written too, for the next line's check.
    func parse(notBefore previousMilliseconds: Double) throws(InputError) -> (milliseconds: Double, entry: ScriptEntry) {
        let milliseconds = try time()
        if milliseconds < previousMilliseconds {
            throw failure("time", "\(NumberText.format(milliseconds)) goes backwards "
                          + "(previous \(NumberText.format(previousMilliseconds)))")
        }
        let entry = ScriptEntry(time: milliseconds / 1000, event: try event(), line: line.number)
        return (milliseconds, entry)
    }

    private func time() throws(InputError) -> Double {
        let text = line[0]
        guard let value = DecimalText.parse(text) else {
            throw failure("time", "\"\(text)\" is not a number (a line starts with the time in ms)")
        }
        guard value >= 0 else {
            throw failure("time", "must not be negative, found \(text)")
        }
        guard value <= ScriptLineParser.maximumTimeMilliseconds else {
            throw failure("time", "must be at most \(NumberText.format(ScriptLineParser.maximumTimeMilliseconds)) "
                          + "(24 hours), found \(text)")
        }
        return value
    }

    private func event() throws(InputError) -> ScriptEvent {
        let known = EventName.allCases.map(\.rawValue).joined(separator: ", ")
        guard line.count > 1 else {
            throw failure("event", "missing after the time (known: \(known))")
        }
        guard let name = EventName(rawValue: line[1]) else {
            throw failure("event", "unknown event \"\(line[1])\" (known: \(known))")
        }
        switch name {
        case .down: return .down(try point(name))
        case .move: return .move(try point(name))
        case .up: return .up(try point(name))
        case .click: return .click(try point(name))
        case .doubleclick: return .doubleClick(try point(name))
        case .cancel:
            guard line.count == 2 else { throw failure("cancel", "takes no arguments, found \(line.count - 2)") }
            return .cancel
        case .drag: return try drag()
        case .wheel: return try wheel()
        case .touch: return try touch()
        case .key: return try key()
        case .resize: return .resize(try size())
        case .screenshot:
            let path = line.rest(from: 2)
            guard !path.isEmpty else { throw failure("screenshot", "missing path") }
            return .screenshot(path)
        case .config:
            let path = line.rest(from: 2)
            guard !path.isEmpty else { throw failure("config", "missing path") }
            return .config(path)
        }
    }

    private func point(_ name: EventName) throws(InputError) -> Point {
        let values = try numbers(name, counts: [2], names: ["x", "y"], usage: "X Y")
        return Point(x: values[0], y: values[1])
    }

    private func drag() throws(InputError) -> ScriptEvent {
        let values = try numbers(.drag, counts: [5], names: ["x0", "y0", "x1", "y1", "duration"],
                                 usage: "X0 Y0 X1 Y1 MS")
        let duration = values[4]
        guard (0...ScriptLineParser.maximumDragMilliseconds).contains(duration) else {
            throw outOfRange("drag: duration", duration, 0, ScriptLineParser.maximumDragMilliseconds)
        }
        return .drag(from: Point(x: values[0], y: values[1]), to: Point(x: values[2], y: values[3]),
                     duration: duration / 1000)
    }

    private func wheel() throws(InputError) -> ScriptEvent {
        // A trailing modifier name: `ctrl` (Control: a zoom) or `shift`.
        var modifiers: Modifiers = []
        var end = line.count
        while end > 2, let modifier = Self.wheelModifiers[line[end - 1].lowercased()] {
            modifiers.insert(modifier)
            end -= 1
        }
        let values = try numbers(.wheel, counts: [2, 4], names: ["dx", "dy", "x", "y"], usage: "DX DY [X Y] [ctrl]",
                                 until: end)
        let limit = ScriptLineParser.maximumWheelNotches
        for (index, name) in ["dx", "dy"].enumerated() where abs(values[index]) > limit {
            throw outOfRange("wheel: \(name)", values[index], -limit, limit)
        }
        let at = values.count == 4 ? Point(x: values[2], y: values[3]) : nil
        return .wheel(dx: values[0], dy: values[1], at: at, modifiers: modifiers)
    }

    private func touch() throws(InputError) -> ScriptEvent {
        let phases = TouchPhase.allCases.map(\.rawValue).joined(separator: ", ")
        guard line.count > 2, let phase = TouchPhase(rawValue: line[2]) else {
            let found = line.count > 2 ? "\"\(line[2])\"" : "nothing"
            throw failure("touch", "expected \(phases) after touch, found \(found)")
        }
        let values = try numbers(.touch, counts: [3], names: ["id", "x", "y"], usage: "down|move|up ID X Y", from: 3)
        let id = values[0]
        guard id == id.rounded(), (0...ScriptLineParser.maximumFingerID).contains(id) else {
            throw failure("touch: id", "must be a whole number between 0 and \(NumberText.format(ScriptLineParser.maximumFingerID)), "
                          + "found \(line[3])")
        }
        return .touch(phase, finger: Int(id), Point(x: values[1], y: values[2]))
    }

    private func key() throws(InputError) -> ScriptEvent {
        do {
            let chord = try KeyChord(parsing: line.rest(from: 2))
            return .key(chord.key, chord.modifiers)
        } catch {
            throw failure("key", error.message)
        }
    }

    private func size() throws(InputError) -> Size {
        let values = try numbers(.resize, counts: [2], names: ["width", "height"], usage: "W H")
        let limit = ScriptLineParser.maximumWindowSide
        for (index, name) in ["width", "height"].enumerated() {
            let value = values[index]
            guard value == value.rounded(), (1...Double(limit)).contains(value) else {
                throw failure("resize: \(name)", "must be a whole number between 1 and \(limit), "
                              + "found \(line[index + 2])")
            }
        }
        return Size(width: values[0], height: values[1])
    }

    /// The modifier names a wheel line may end with.
    static let wheelModifiers: [String: Modifiers] = ["ctrl": .control, "control": .control, "shift": .shift]

    /// The arguments after the event name (up to `until`, the line's end by default) as finite
    /// numbers, checking their count first.
    private func numbers(_ event: EventName, counts: [Int], names: [String],
                         usage: String, from first: Int = 2, until end: Int? = nil) throws(InputError) -> [Double] {
        let found = (end ?? line.count) - first
        guard counts.contains(found) else {
            let expected = counts.map(String.init).joined(separator: " or ")
            throw failure(event.rawValue, "expected \(expected) numbers (\(usage)), found \(found)")
        }
        var values: [Double] = []
        for index in 0..<found {
            let text = line[index + first]
            let field = "\(event.rawValue): \(names[index])"
            guard let value = DecimalText.parse(text) else {
                throw failure(field, "\"\(text)\" is not a number")
            }
            guard value.isFinite else { throw failure(field, "\(text) is too large") }
            values.append(value)
        }
        return values
    }

    private func failure(_ field: String, _ message: String) -> InputError {
        InputError(source: source, line: line.number, field: field, message: message)
    }

    private func outOfRange(_ field: String, _ value: Double, _ lower: Double, _ upper: Double) -> InputError {
        failure(field, "must be between \(NumberText.format(lower)) and \(NumberText.format(upper)), "
                + "found \(NumberText.format(value))")
    }
}
