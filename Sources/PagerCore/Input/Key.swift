/// The keys the components react to, named as SDL names them (`SDL_GetKeyName`), so scripts,
/// the SDL front end and tests share one vocabulary.
public enum Key: String, Sendable, CaseIterable {
    /// The arrow keys: the previous and next page, and Up / Down for stacked pages and lists.
    case left = "Left", right = "Right", up = "Up", down = "Down"
    /// Page Up / Page Down, Home and End: a list by a screenful, the first and the last page.
    case pageUp = "PageUp", pageDown = "PageDown", home = "Home", end = "End"
    /// Tab moves the keyboard focus, Return and Space act on what has it, Escape closes or cancels.
    case tab = "Tab", enter = "Return", escape = "Escape", space = "Space"
    /// The digit keys 0 to 4: 1 is the first page, 0 the tenth (``digit``).
    case digit0 = "0", digit1 = "1", digit2 = "2", digit3 = "3", digit4 = "4"
    /// The digit keys 5 to 9.
    case digit5 = "5", digit6 = "6", digit7 = "7", digit8 = "8", digit9 = "9"
    /// Punctuation keys (the SDL front end reads `=` as `+`, and Shift+`/` as `?`).
    case plus = "+", minus = "-", equals = "=", question = "?", slash = "/"
    /// Letter and function keys a program may bind (the ready window quits on Ctrl+Q and Ctrl+W).
    case f1 = "F1", f2 = "F2", q = "Q", w = "W", b = "B"

    /// Looks a key up by its SDL name, ignoring case ("pagedown", "PageDown"); also accepts
    /// "Enter" for Return and "Plus" / "Minus".
    public init?(name: String) {
        let folded = name.lowercased()
        if let key = Key.allCases.first(where: { $0.rawValue.lowercased() == folded }) {
            self = key
            return
        }
        switch folded {
        case "enter", "keypad enter": self = .enter
        case "plus", "keypad +": self = .plus
        case "minus", "keypad -": self = .minus
        case "page up": self = .pageUp
        case "page down": self = .pageDown
        default: return nil
        }
    }

    /// For digit keys, their value; nil otherwise.
    public var digit: Int? {
        guard let value = Int(rawValue), rawValue.count == 1 else { return nil }
        return value
    }
}

/// Modifier keys held during a key press or wheel event.
public struct Modifiers: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8
    /// Creates modifiers from raw bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// Either shift key.
    public static let shift = Modifiers(rawValue: 1 << 0)
    /// Either control key.
    public static let control = Modifiers(rawValue: 1 << 1)
    /// Either alt key.
    public static let alt = Modifiers(rawValue: 1 << 2)
}
