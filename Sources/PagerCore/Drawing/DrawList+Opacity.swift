extension DrawList {
    /// Runs `body`, then makes what it drew `opacity` times as opaque (0...1).
    ///
    /// Each command fades by itself, so where shapes drawn by `body` overlap the lower ones show
    /// through a little: right for a short cross-fade between two pages, not a general layer.
    public mutating func withOpacity(_ opacity: Double, _ body: (inout DrawList) -> Void) {
        let start = commands.count
        body(&self)
        fade(from: start, by: opacity)
    }

    /// Makes the commands from index `start` on `opacity` times as opaque (0...1).
    mutating func fade(from start: Int, by opacity: Double) {
        let factor = min(max(opacity.isFinite ? opacity : 1, 0), 1)
        guard factor < 1 else { return }
        func faded(_ color: Color) -> Color { color.withAlpha(UInt8((Double(color.alpha) * factor).rounded())) }
        var index = start
        while index < commands.count {
            switch commands[index] {
            case let .fill(rect, color, radius): commands[index] = .fill(rect, faded(color), cornerRadius: radius)
            case let .text(text, origin, style, color): commands[index] = .text(text, origin: origin, style: style, color: faded(color))
            case let .polygon(points, color): commands[index] = .polygon(points, faded(color))
            case var .image(image):
                image.opacity *= factor
                commands[index] = .image(image)
            case .pushClip, .popClip: break
            }
            index += 1
        }
    }
}
