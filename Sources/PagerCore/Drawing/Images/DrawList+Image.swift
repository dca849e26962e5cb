extension DrawList {
    /// Draws `source` in `box` as `context.images` knows it now (asking is also wanting: the
    /// provider decodes what was asked for, `priority` 0 on screen).
    ///
    /// - While the image is loading: a placeholder fill in the image's average colour when known,
    ///   else ``Theme/imagePlaceholder``, covering the fitted frame for ``ImageContentMode/fit``
    ///   once the pixel size is known, else the whole box, rounded by `cornerRadius`.
    /// - Once ready: a ``DrawCommand/image(_:)`` placed by ``ImageContentMode/frame(forImageOf:in:scale:)``
    ///   (at ``PageContext/pixelScale``), clipped to the box, carrying the provider's revision,
    ///   `opacity` × ``ImageReveal/opacity(since:now:reducesMotion:)`` as opaque; the placeholder
    ///   stays under it only while the reveal is below 1, so a settled image is one command.
    /// - When it failed: the placeholder with a broken-picture glyph centred in it, in the
    ///   theme's ``Theme/rowSecondaryText``.
    ///
    /// A box of no area, or with a non-finite number, draws nothing (and asks nothing).
    /// - Returns: what the provider said, nil where nothing was asked.
    @discardableResult
    public mutating func image(_ source: ImageSource, in box: Rect, mode: ImageContentMode = .fit,
                               cornerRadius: Double = 0, opacity: Double = 1, context: PageContext,
                               priority: Int = 0) -> ImageInfo? {
        guard box.x.isFinite, box.y.isFinite, box.width.isFinite, box.height.isFinite,
              box.width > 0, box.height > 0 else { return nil }
        let radius = cornerRadius.isFinite ? min(max(cornerRadius, 0), min(box.width, box.height) / 2) : 0
        let alpha = opacity.isFinite ? min(max(opacity, 0), 1) : 1
        guard alpha > 0 else { return nil }
        let info = context.images.info(for: source, box: box.size, mode: mode, priority: max(0, priority))
        let tone = info.averageColor ?? context.theme.imagePlaceholder
        let placeholder = Self.placeholderFrame(info: info, box: box, mode: mode)
        withOpacity(alpha) { list in
            switch info.phase {
            case .loading:
                list.fill(placeholder, tone, cornerRadius: radius)
            case .failed:
                list.fill(box, context.theme.imagePlaceholder, cornerRadius: radius)
                list.brokenImageGlyph(in: box, color: context.theme.rowSecondaryText, behind: context.theme.imagePlaceholder)
            case let .ready(since):
                let reveal = ImageReveal.opacity(since: since, now: context.time, reducesMotion: context.reducesMotion)
                if reveal < 1 { list.fill(placeholder, tone, cornerRadius: radius) }
                let frame = mode.frame(forImageOf: info.pixelSize ?? box.size, in: box, scale: context.pixelScale)
                list.commands.append(.image(ImageDraw(source: source, frame: frame, clip: box, cornerRadius: radius,
                                                      opacity: reveal, revision: info.revision)))
            }
        }
        return info
    }

    /// Where a loading image's placeholder goes: the fitted frame for ``ImageContentMode/fit``
    /// once the pixel size is known, else the box.
    static func placeholderFrame(info: ImageInfo, box: Rect, mode: ImageContentMode) -> Rect {
        guard mode == .fit, let size = info.pixelSize else { return box }
        return mode.frame(forImageOf: size, in: box)
    }
}
