import PagerCore

/// A key with the modifiers held, written the way people write shortcuts: `Shift+Tab`,
/// `ctrl+shift+Left`, `Ctrl++`.
///
/// Scripts need modifiers (shift+wheel pages, Ctrl+Q quits), and `Key(name:)` alone knows only
/// bare SDL key names.
struct KeyChord: Equatable {
    /// Why a name did not parse; the text goes after `key: ` in the error.
    struct Failure: Error, Equatable {
        let message: String
    }

    /// Modifier spellings, matched ignoring case.
    static let modifierNames: [String: Modifiers] = [
        "shift": .shift, "ctrl": .control, "control": .control, "alt": .alt,
    ]

    let key: Key
    let modifiers: Modifiers

    /// Parses `text`, trying the whole text as a key name first so that names containing `+`
    /// (`+`, `Keypad +`) are not taken apart.
    init(parsing text: String) throws(Failure) {
        var modifiers: Modifiers = []
        var remainder = Substring(text)
        while true {
            let name = remainder.trimmingSpaces()
            if name.isEmpty {
                throw Failure(message: text.isEmpty ? "missing key name" : "missing key name after \"\(text)\"")
            }
            if let key = Key(name: String(name)) {
                self.key = key
                self.modifiers = modifiers
                return
            }
            guard let plus = name.dropFirst().firstIndex(of: "+") else {
                throw Failure(message: "unknown key \"\(name)\" (an SDL key name: a character, F1-F24, Left, PageDown, Return, Space, Keypad 7, ...)")
            }
            let prefix = name[..<plus].trimmingSpaces()
            guard let modifier = KeyChord.modifierNames[prefix.lowercased()] else {
                throw Failure(message: "unknown modifier \"\(prefix)\" in \"\(text)\" (known: Shift, Ctrl, Alt)")
            }
            modifiers.insert(modifier)
            remainder = name[name.index(after: plus)...]
        }
    }
}

extension Substring {
    /// The text without leading and trailing spaces and tabs.
    fileprivate func trimmingSpaces() -> Substring {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
            return self[endIndex...]
        }
        return self[first...last]
    }
}
