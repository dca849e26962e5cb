import PagerCore
import PagerDemoKit
import PagerSDL

extension DemoOptions {
    /// Throws when `--size` at `--scale` (1 when not given) makes a drawable over
    /// ``PixelLimit/side`` pixels a side: one line naming both flags, the pixels and the limit.
    /// A window without `--scale` takes the desktop's scale later and is cut to the limit there.
    package func checkPixelLimit() throws(InputError) {
        let scale = self.scale ?? 1
        guard !PixelLimit.fits(size, atScale: scale) else { return }
        func text(_ size: Size) -> String { "\(Int(size.width.rounded()))x\(Int(size.height.rounded()))" }
        let pixels = Size(width: size.width * scale, height: size.height * scale)
        throw InputError(source: "command line", field: "--size",
                         message: "\(text(size)) at --scale \(NumberText.format(scale)) is \(text(pixels)) pixels, "
                             + "over \(PixelLimit.side) a side (at most \(Int(PixelLimit.points(atScale: scale))) points)")
    }
}
