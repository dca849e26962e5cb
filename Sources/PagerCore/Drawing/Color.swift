
/// An sRGB colour with straight (not premultiplied) alpha, 8 bits a channel.
public struct Color: Sendable, Equatable, Hashable {
    /// Red channel.
    public var red: UInt8
    /// Green channel.
    public var green: UInt8
    /// Blue channel.
    public var blue: UInt8
    /// Opacity, 255 is opaque.
    public var alpha: UInt8

    /// Creates a colour from its channels.
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }

    /// Creates a colour from `0xRRGGBB`.
    public init(rgb: UInt32, alpha: UInt8 = 255) {
        self.init(red: UInt8(truncatingIfNeeded: rgb >> 16), green: UInt8(truncatingIfNeeded: rgb >> 8),
                  blue: UInt8(truncatingIfNeeded: rgb), alpha: alpha)
    }

    /// Parses `#RGB`, `#RRGGBB`, `#RRGGBBAA` or one of ``named``; nil when it is neither.
    public init?(parsing text: String) {
        if let named = Color.named[text.lowercased()] { self = named; return }
        guard text.hasPrefix("#") else { return nil }
        var hex = String(text.dropFirst())
        if hex.count == 3 { hex = hex.map { "\($0)\($0)" }.joined() }
        guard hex.count == 6 || hex.count == 8, let value = UInt32(hex, radix: 16) else { return nil }
        if hex.count == 6 {
            self.init(rgb: value)
        } else {
            self.init(rgb: value >> 8, alpha: UInt8(truncatingIfNeeded: value))
        }
    }

    /// The same colour with a different opacity.
    public func withAlpha(_ alpha: UInt8) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Linear blend: `fraction` 0 gives `self`, 1 gives `other`.
    public func mixed(with other: Color, fraction: Double) -> Color {
        let f = min(max(fraction, 0), 1)
        func channel(_ a: UInt8, _ b: UInt8) -> UInt8 {
            UInt8((Double(a) + (Double(b) - Double(a)) * f).rounded())
        }
        return Color(red: channel(red, other.red), green: channel(green, other.green),
                     blue: channel(blue, other.blue), alpha: channel(alpha, other.alpha))
    }

    /// Opaque white.
    public static let white = Color(rgb: 0xFFFFFF)
    /// Opaque black.
    public static let black = Color(rgb: 0x000000)
    /// Fully transparent.
    public static let clear = Color(rgb: 0, alpha: 0)

    /// Colour names accepted in configs: UIKit's system colours in their light appearance
    /// (Apple Human Interface Guidelines, "Color"), so `.red`, `.blue` and
    /// `.orange` read as iOS users expect.
    public static let named: [String: Color] = [
        "red": Color(rgb: 0xFF3B30), "orange": Color(rgb: 0xFF9500), "yellow": Color(rgb: 0xFFCC00),
        "green": Color(rgb: 0x34C759), "mint": Color(rgb: 0x00C7BE), "teal": Color(rgb: 0x30B0C7),
        "cyan": Color(rgb: 0x32ADE6), "blue": Color(rgb: 0x007AFF), "indigo": Color(rgb: 0x5856D6),
        "purple": Color(rgb: 0xAF52DE), "pink": Color(rgb: 0xFF2D55), "brown": Color(rgb: 0xA2845E),
        "gray": Color(rgb: 0x8E8E93), "grey": Color(rgb: 0x8E8E93), "black": Color(rgb: 0x000000),
        "white": Color(rgb: 0xFFFFFF),
    ]
}
