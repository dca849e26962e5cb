/// A key, named as SDL names it (`SDL_GetKeyName`): "Left", "PageDown", "Return", "F5", "A",
/// "Keypad 7". Any key SDL reports is a value, so an app binds its own (`Key("S")` with
/// ``Modifiers/control`` for a save shortcut); the components react to the ones declared below
/// as statics, and scripts, the SDL front end and tests share the one vocabulary.
///
/// Equal names are equal keys. ``init(name:)`` reads a name as a person writes it (any case,
/// "Enter" for Return) and refuses what SDL never names; ``init(_:)`` takes a name as it is.
public struct Key: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The key's SDL name.
    public let rawValue: String

    /// The key named `rawValue` exactly as SDL names it.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The key named `name` exactly as SDL names it (`Key("F5")`, `Key("S")`).
    public init(_ name: String) { rawValue = name }

    public var description: String { rawValue }

    /// The arrow keys: the previous and next page, and Up / Down for stacked pages and lists.
    public static let left = Key("Left"), right = Key("Right"), up = Key("Up"), down = Key("Down")
    /// Page Up / Page Down, Home and End: a list by a screenful, the first and the last page.
    public static let pageUp = Key("PageUp"), pageDown = Key("PageDown"), home = Key("Home"), end = Key("End")
    /// Tab moves the keyboard focus, Return and Space act on what has it, Escape closes or cancels.
    public static let tab = Key("Tab"), enter = Key("Return"), escape = Key("Escape"), space = Key("Space")
    /// The digit keys 0 to 4: 1 is the first page, 0 the tenth (``digit``).
    public static let digit0 = Key("0"), digit1 = Key("1"), digit2 = Key("2"), digit3 = Key("3"), digit4 = Key("4")
    /// The digit keys 5 to 9.
    public static let digit5 = Key("5"), digit6 = Key("6"), digit7 = Key("7"), digit8 = Key("8"), digit9 = Key("9")
    /// Punctuation keys (the SDL front end reads `=` as `+`, and Shift+`/` as `?`).
    public static let plus = Key("+"), minus = Key("-"), equals = Key("="), question = Key("?"), slash = Key("/")
    /// The letters the ready window quits on, with Control (Ctrl+Q, Ctrl+W).
    public static let q = Key("Q"), w = Key("W")

    /// The keys declared above, the ones the components and the demo react to.
    public static let common: [Key] = [
        .left, .right, .up, .down, .pageUp, .pageDown, .home, .end, .tab, .enter, .escape, .space,
        .digit0, .digit1, .digit2, .digit3, .digit4, .digit5, .digit6, .digit7, .digit8, .digit9,
        .plus, .minus, .equals, .question, .slash, .q, .w,
    ]

    /// Looks a key up by its SDL name, ignoring case ("pagedown", "PageDown", "f5", "a"); also
    /// accepts "Enter" for Return, "Plus" / "Minus", "Page Up" / "Page Down". Nil for a name SDL
    /// does not give a key (``sdlNames``, a printable character, F1 to F24, "Keypad" keys).
    public init?(name: String) {
        let folded = name.lowercased()
        switch folded {
        case "enter", "keypad enter": self = .enter; return
        case "plus", "keypad +": self = .plus; return
        case "minus", "keypad -": self = .minus; return
        case "page up": self = .pageUp; return
        case "page down": self = .pageDown; return
        default: break
        }
        if let known = Self.byFoldedName[folded] {
            self = known
        } else if name.count == 1, let character = name.first, !character.isWhitespace,
                  character.unicodeScalars.allSatisfy({ $0.value >= 0x21 && $0.properties.generalCategory != .control }) {
            // SDL names a character key by its character, letters in upper case.
            self.init(name.uppercased())
        } else if folded.hasPrefix("f"), let number = Int(folded.dropFirst()), (1...24).contains(number), !folded.contains("+") {
            self.init("F\(number)")
        } else {
            return nil
        }
    }

    /// For digit keys, their value; nil otherwise.
    public var digit: Int? {
        guard rawValue.count == 1, let value = Int(rawValue) else { return nil }
        return value
    }

    /// The names SDL gives keys that are not a single character or a function key (SDL's
    /// scancode names, `SDL_GetScancodeName`, as SDL 2's keyboard documentation lists them).
    public static let sdlNames: [String] = [
        "Return", "Escape", "Backspace", "Tab", "Space", "CapsLock", "PrintScreen", "ScrollLock", "Pause", "Insert",
        "Home", "PageUp", "Delete", "End", "PageDown", "Right", "Left", "Down", "Up", "Numlock", "Keypad /",
        "Keypad *", "Keypad -", "Keypad +", "Keypad Enter", "Keypad 1", "Keypad 2", "Keypad 3", "Keypad 4", "Keypad 5",
        "Keypad 6", "Keypad 7", "Keypad 8", "Keypad 9", "Keypad 0", "Keypad .", "Application", "Power", "Keypad =",
        "Execute", "Help", "Menu", "Select", "Stop", "Again", "Undo", "Cut", "Copy", "Paste", "Find", "Mute",
        "VolumeUp", "VolumeDown", "Keypad ,", "AltErase", "SysReq", "Cancel", "Clear", "Prior", "Separator", "Out",
        "Oper", "CrSel", "ExSel", "Keypad 00", "Keypad 000", "Keypad (", "Keypad )", "Keypad {", "Keypad }",
        "Keypad Tab", "Keypad Backspace", "Keypad A", "Keypad B", "Keypad C", "Keypad D", "Keypad E", "Keypad F",
        "Keypad XOR", "Keypad ^", "Keypad %", "Keypad <", "Keypad >", "Keypad &", "Keypad &&", "Keypad |",
        "Keypad ||", "Keypad :", "Keypad #", "Keypad Space", "Keypad @", "Keypad !", "Keypad MemStore",
        "Keypad MemRecall", "Keypad MemClear", "Keypad MemAdd", "Keypad MemSubtract", "Keypad MemMultiply",
        "Keypad MemDivide", "Keypad +/-", "Keypad Clear", "Keypad ClearEntry", "Keypad Binary", "Keypad Octal",
        "Keypad Decimal", "Keypad Hexadecimal", "Left Ctrl", "Left Shift", "Left Alt", "Left GUI", "Right Ctrl",
        "Right Shift", "Right Alt", "Right GUI", "ModeSwitch", "AudioNext", "AudioPrev", "AudioStop", "AudioPlay",
        "AudioMute", "MediaSelect", "WWW", "Mail", "Calculator", "Computer", "AC Search", "AC Home", "AC Back",
        "AC Forward", "AC Stop", "AC Refresh", "AC Bookmarks", "BrightnessDown", "BrightnessUp", "DisplaySwitch",
        "KBDIllumToggle", "KBDIllumDown", "KBDIllumUp", "Eject", "Sleep", "App1", "App2", "AudioRewind",
        "AudioFastForward",
    ]

    private static let byFoldedName: [String: Key] = {
        var keys: [String: Key] = [:]
        for name in sdlNames { keys[name.lowercased()] = Key(name) }
        for key in common { keys[key.rawValue.lowercased()] = key }
        return keys
    }()
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
