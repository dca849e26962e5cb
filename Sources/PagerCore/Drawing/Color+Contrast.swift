import ScrollPhysics

/// Legibility of text on a colour, by the W3C's definitions: WCAG 2.2, "relative luminance"
/// and "contrast ratio" (https://www.w3.org/TR/WCAG22/#dfn-relative-luminance and
/// #dfn-contrast-ratio); success criterion 1.4.3 asks 4.5:1 for body text.
extension Color {
    /// The contrast WCAG 2.2 success criterion 1.4.3 (Contrast, Minimum) asks of normal text.
    public static let minimumTextContrast = 4.5

    /// Relative luminance, 0 (black) to 1 (white): each sRGB channel linearised
    /// (c / 12.92 up to 0.04045, else ((c + 0.055) / 1.055)^2.4), then weighted
    /// 0.2126 R + 0.7152 G + 0.0722 B. Alpha is ignored: composite first (``over(_:)``).
    public var relativeLuminance: Double {
        let linear = Self.linearChannels
        return 0.2126 * linear[Int(red)] + 0.7152 * linear[Int(green)] + 0.0722 * linear[Int(blue)]
    }

    /// Each channel value's linear light (WCAG's sRGB linearisation), worked out once.
    private static let linearChannels: [Double] = (0...255).map { c in
        let s = Double(c) / 255
        return s <= 0.04045 ? s / 12.92 : Math.pow((s + 0.055) / 1.055, 2.4)
    }

    /// The contrast ratio (L1 + 0.05) / (L2 + 0.05), L1 the lighter: 1 to 21.
    public func contrastRatio(with other: Color) -> Double {
        let a = relativeLuminance, b = other.relativeLuminance
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// This colour, with its alpha, painted over the opaque `backdrop` (source-over).
    public func over(_ backdrop: Color) -> Color {
        backdrop.mixed(with: withAlpha(255), fraction: Double(alpha) / 255).withAlpha(255)
    }

    /// Black or white, whichever has the higher contrast on this colour: at least 4.58:1 on
    /// any colour (the two are equal where the luminance is 0.179), so always above
    /// ``minimumTextContrast``.
    public var readableText: Color { higherContrast(.white, .black) }

    /// The near-black of a page's title, softer than pure black on a saturated page.
    public static let nearBlackText = Color(rgb: 0x111111)

    /// Near-black (``nearBlackText``) or white for a page's title on this colour, whichever has
    /// the higher contrast ratio. Chosen by the ratio, not by a luminance threshold: a cut at
    /// 0.4 put white on teal (2.57:1) where near-black gives 7.34:1. The two are equal at
    /// 4.35:1 (luminance 0.19), the least any colour gets; every ``named`` colour gets 4.5:1 or
    /// more. Tab titles use ``readableText``.
    public var contrastingText: Color { higherContrast(.white, Color.nearBlackText) }

    /// Whichever of `first` and `second` contrasts more with this colour (`first` on a tie).
    public func higherContrast(_ first: Color, _ second: Color) -> Color {
        first.contrastRatio(with: self) >= second.contrastRatio(with: self) ? first : second
    }

    /// This colour, or the nearest mix of it towards black or white (the backdrop's
    /// ``readableText``, in tenths) that reaches ``minimumTextContrast`` on the opaque
    /// `backdrop`: an accent kept as close to itself as legibility allows.
    public func legible(on backdrop: Color) -> Color {
        let opaque = withAlpha(255), toward = backdrop.readableText
        for tenth in 0...10 {
            let candidate = opaque.mixed(with: toward, fraction: Double(tenth) / 10)
            if candidate.contrastRatio(with: backdrop) >= Self.minimumTextContrast { return candidate }
        }
        return toward
    }
}
