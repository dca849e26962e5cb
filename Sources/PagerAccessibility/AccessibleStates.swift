/// A set of AT-SPI states, as the two 32-bit words `GetState` returns.
///
/// Bit numbers: at-spi2-core's `AtspiStateType` (atspi-constants.h).
public struct AccessibleStates: OptionSet, Sendable, Hashable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    /// The window is the active one.
    public static let active = Self(bit: 1)
    /// It is still being loaded: an image whose pixels have not arrived.
    public static let busy = Self(bit: 3)
    /// It can be used.
    public static let enabled = Self(bit: 8)
    /// It can take the keyboard focus.
    public static let focusable = Self(bit: 11)
    /// It has the keyboard focus.
    public static let focused = Self(bit: 12)
    /// Its children run across (a tab strip).
    public static let horizontal = Self(bit: 14)
    /// Its text runs over several lines (a paragraph).
    public static let multiLine = Self(bit: 17)
    /// It is being pressed (a button under a finger).
    public static let pressed = Self(bit: 20)
    /// It can be selected (a tab).
    public static let selectable = Self(bit: 22)
    /// It is selected (the current tab).
    public static let selected = Self(bit: 23)
    /// It responds to input.
    public static let sensitive = Self(bit: 24)
    /// It is drawn on screen now.
    public static let showing = Self(bit: 25)
    /// It would be on screen if not scrolled off or covered.
    public static let visible = Self(bit: 30)

    private init(bit: Int) { rawValue = 1 << UInt64(bit) }

    /// The AT-SPI state numbers in the set, for events (`StateChanged` names one).
    public static let names: [(Self, String)] = [
        (.active, "active"), (.busy, "busy"), (.enabled, "enabled"), (.focusable, "focusable"), (.focused, "focused"),
        (.horizontal, "horizontal"), (.multiLine, "multi-line"), (.pressed, "pressed"), (.selectable, "selectable"), (.selected, "selected"),
        (.sensitive, "sensitive"), (.showing, "showing"), (.visible, "visible"),
    ]

    /// The low and high words, as `GetState`'s `au`.
    public var words: [UInt32] { [UInt32(truncatingIfNeeded: rawValue), UInt32(truncatingIfNeeded: rawValue >> 32)] }
}
