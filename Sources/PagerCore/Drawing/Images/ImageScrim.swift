/// A translucent fill laid over a picture so that text on it stays legible whatever the picture
/// shows: black under light text, white under dark text, as opaque as it must be.
public enum ImageScrim {
    /// The fill under `text`: black or white, whichever contrasts more with `text`, at the least
    /// alpha for which `text` has at least `contrast` (WCAG's 4.5:1 by default) against the
    /// fill composited over any opaque colour. Composited colours run between the fill over black
    /// and over white, each channel monotone, so those two backdrops bound the contrast; a text
    /// colour that cannot reach `contrast` on either gets the opaque fill.
    public static func color(under text: Color, contrast: Double = Color.minimumTextContrast) -> Color {
        let base = text.higherContrast(.black, .white)
        for alpha in 0...255 {
            let fill = base.withAlpha(UInt8(alpha))
            if worstContrast(of: text, over: fill) >= contrast { return fill }
        }
        return base
    }

    /// The lowest contrast `text` has against `fill` composited over black and over white
    /// (the bounds over any opaque backdrop).
    public static func worstContrast(of text: Color, over fill: Color) -> Double {
        min(text.contrastRatio(with: fill.over(.black)), text.contrastRatio(with: fill.over(.white)))
    }
}
