/// How an image is placed in the rectangle it is drawn in (its box).
public enum ImageContentMode: Sendable, Hashable {
    /// Scaled to fit inside the box with its aspect ratio kept, centred (letterboxed).
    case fit
    /// Scaled to cover the box with its aspect ratio kept and cropped to it, the point `focus`
    /// of the image (in unit coordinates: (0, 0) top-left, (1, 1) bottom-right) kept as near
    /// the box's centre as the crop allows.
    case fill(focus: Point)
    /// At its natural size (one image pixel per screen pixel), centred, cropped to the box.
    case center
    /// Scaled to the box exactly, its aspect ratio given up.
    case stretch

    /// ``fill(focus:)`` about the image's centre.
    public static let fill = ImageContentMode.fill(focus: Point(x: 0.5, y: 0.5))
}

extension ImageContentMode {
    /// Where the whole image lands for `box`: a rectangle in points that may overflow the box
    /// (``fill(focus:)``, ``center``); what shows is its intersection with the box.
    /// - Parameters:
    ///   - pixelSize: the image's size in pixels (non-positive or non-finite: the box itself).
    ///   - box: the rectangle the image is drawn in, in points.
    ///   - scale: screen pixels per point (``center`` only).
    public func frame(forImageOf pixelSize: Size, in box: Rect, scale: Double = 1) -> Rect {
        let w = pixelSize.width, h = pixelSize.height
        guard w.isFinite, h.isFinite, w > 0, h > 0, box.width > 0, box.height > 0 else { return box }
        switch self {
        case .stretch:
            return box
        case .fit:
            let s = min(box.width / w, box.height / h)
            return Rect(x: box.midX - w * s / 2, y: box.midY - h * s / 2, width: w * s, height: h * s)
        case let .fill(focus):
            let s = max(box.width / w, box.height / h)
            let fw = w * s, fh = h * s
            func origin(_ start: Double, _ length: Double, _ size: Double, _ f: Double) -> Double {
                let unit = f.isFinite ? min(max(f, 0), 1) : 0.5
                // The focus at the box's centre, then the image moved back to cover the box.
                let wanted = start + length / 2 - unit * size
                return min(start, max(start + length - size, wanted))
            }
            return Rect(x: origin(box.x, box.width, fw, focus.x), y: origin(box.y, box.height, fh, focus.y),
                        width: fw, height: fh)
        case .center:
            let perPoint = scale.isFinite && scale > 0 ? scale : 1
            let fw = w / perPoint, fh = h / perPoint
            return Rect(x: box.midX - fw / 2, y: box.midY - fh / 2, width: fw, height: fh)
        }
    }
}
