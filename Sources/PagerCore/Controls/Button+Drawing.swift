extension Button {
    /// The fill behind the title on `backdrop` (nil for none), and the title's colour.
    public func colors(theme: Theme, on backdrop: Color) -> (fill: Color?, title: Color) {
        switch style {
        case .filled:
            var fill = theme.accent.withAlpha(255)
            if isHovered && !isPressed { fill = fill.mixed(with: fill.readableText, fraction: 0.08) }
            if isPressed { fill = fill.mixed(with: .black, fraction: 0.2) }
            return (fill, fill.readableText)
        case .tinted:
            let wash = theme.accent.withAlpha(isPressed ? 77 : isHovered ? 56 : 38).over(backdrop)
            return (wash, theme.accent.legible(on: wash))
        case .plain:
            let wash: Color? = isPressed ? theme.accent.withAlpha(51).over(backdrop)
                : isHovered ? theme.accent.withAlpha(25).over(backdrop) : nil
            return (wash, theme.accent.legible(on: wash ?? backdrop))
        }
    }

    /// Appends the button in ``frame`` over `backdrop` (the opaque colour behind it, for its
    /// title's contrast), with its focus ring when it has the focus.
    public func draw(into list: inout DrawList, on backdrop: Color, context: PageContext) {
        guard frame.width > 0, frame.height > 0 else { return }
        let radius = min(frame.height / 2, 12)
        let (fill, titleColor) = colors(theme: context.theme, on: backdrop)
        list.withOpacity(isEnabled ? 1 : 0.4) { list in
            if let fill { list.fill(frame, fill, cornerRadius: radius) }
            let picture = pictureWidth
            let text = context.measurer.fitted(title, style: Self.titleStyle,
                                               toFit: max(0, frame.width - 2 * Self.horizontalPadding - picture))
            let x = frame.x + (frame.width - text.size.width - picture) / 2
            if let image {
                let box = Rect(x: x, y: frame.midY - Self.imageSide / 2, width: Self.imageSide, height: Self.imageSide)
                list.image(image, in: box, mode: .fit, context: context)
            }
            list.text(text.text, at: Point(x: x + picture, y: frame.midY - text.size.height / 2), style: Self.titleStyle,
                      color: titleColor)
        }
        if isFocused {
            list.roundedStroke(frame.insetBy(dx: -3, dy: -3), context.theme.focusRing, width: 2, radius: radius + 3)
        }
    }
}
