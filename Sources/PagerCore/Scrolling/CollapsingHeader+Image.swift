/// The header's background picture: placed, faded and kept legible under the title.
extension CollapsingHeader {
    /// Where the background image goes for the current collapse: the expanded header's
    /// rectangle moved up by ``parallaxFactor`` of the collapse.
    public var backgroundImageBox: Rect {
        Rect(x: origin.x, y: origin.y - collapse * Self.parallaxFactor, width: width, height: expandedHeight)
    }

    /// How opaque the background image is now: 1 - ``collapseFraction`` (gone once the compact
    /// bar has taken over).
    public var backgroundImageOpacity: Double {
        let fraction = collapseFraction
        return fraction.isFinite ? min(max(1 - fraction, 0), 1) : 0
    }

    /// The scrim over the background image now: black or white (whichever contrasts more with
    /// the title), at the least alpha for which the title keeps 4.5:1 against the scrim over
    /// the image at ``backgroundImageOpacity`` on the theme's header background, whatever the
    /// image shows. The image's composite over the background runs, channel by channel, between
    /// a black and a white image, so those two bound the contrast. Clear where the image is gone.
    public func backgroundScrim(theme: Theme) -> Color {
        let opacity = backgroundImageOpacity
        let text = theme.headerText
        let base = text.higherContrast(.black, .white)
        guard opacity > 0 else { return base.withAlpha(0) }
        let imageAlpha = UInt8((opacity * 255).rounded())
        let backdrops = [Color.black.withAlpha(imageAlpha).over(theme.headerBackground),
                         Color.white.withAlpha(imageAlpha).over(theme.headerBackground)]
        for alpha in 0...255 {
            let fill = base.withAlpha(UInt8(alpha))
            if backdrops.allSatisfy({ text.contrastRatio(with: fill.over($0)) >= Color.minimumTextContrast }) {
                return fill
            }
        }
        return base
    }

    /// Draws the background image (``ImageContentMode/fill(focus:)``, no reveal fade of its own beyond
    /// the collapse's) and its scrim over the header; nothing without an image or once faded.
    func drawBackgroundImage(into list: inout DrawList, measurer: any TextMeasuring, theme: Theme,
                             images: any ImageProviding) {
        guard let source = backgroundImage else { return }
        let opacity = backgroundImageOpacity
        guard opacity > 0 else { return }
        let context = PageContext(theme: theme, measurer: measurer, images: images, reducesMotion: true)
        list.image(source, in: backgroundImageBox, mode: .fill, opacity: opacity, context: context)
        list.fill(frame, backgroundScrim(theme: theme))
    }
}
