/// A set of AT-SPI states, as the two 32-bit words `GetState` returns.
///
/// Bit numbers: at-spi2-core's `AtspiStateType` (atspi-constants.h).
public struct AccessibleStates: OptionSet, Sendable, Hashable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    public static let active = Self(bit: 1)
    public static let enabled = Self(bit: 8)
    public static let focusable = Self(bit: 11)
    public static let focused = Self(bit: 12)
    public static let horizontal = Self(bit: 14)
    public static let selectable = Self(bit: 22)
    public static let selected = Self(bit: 23)
    public static let sensitive = Self(bit: 24)
    public static let showing = Self(bit: 25)
    public static let visible = Self(bit: 30)

    private init(bit: Int) { rawValue = 1 << UInt64(bit) }

    /// The AT-SPI state numbers in the set, for events (`StateChanged` names one).
    public static let names: [(Self, String)] = [
        (.active, "active"), (.enabled, "enabled"), (.focusable, "focusable"), (.focused, "focused"),
        (.horizontal, "horizontal"), (.selectable, "selectable"), (.selected, "selected"),
        (.sensitive, "sensitive"), (.showing, "showing"), (.visible, "visible"),
    ]

    /// The low and high words, as `GetState`'s `au`.
    public var words: [UInt32] { [UInt32(truncatingIfNeeded: rawValue), UInt32(truncatingIfNeeded: rawValue >> 32)] }
}
