import PagerCore

/// The size in pixels a decode must produce: what the image covers when `mode` places it in a
/// box of screen pixels, rounded up, never larger than the image itself (a stretched image on
/// each axis alone), and at least one pixel.
enum DecodeTarget {
    /// The target for an image of `image` pixels drawn in `box` (screen pixels) by `mode`.
    static func size(image: (width: Int, height: Int), box: Size, mode: ImageContentMode) -> (width: Int, height: Int) {
        let frame = mode.frame(forImageOf: Size(width: Double(image.width), height: Double(image.height)),
                               in: Rect(x: 0, y: 0, width: box.width, height: box.height), scale: 1)
        func covering(_ length: Double, _ limit: Int) -> Int {
            // A hair below a whole number (1066.9999999) is that number, not the next.
            guard length.isFinite, length > 0 else { return limit }
            return min(limit, max(1, Int((length - 1e-6).rounded(.up))))
        }
        return (covering(frame.width, image.width), covering(frame.height, image.height))
    }

    /// Whether pixels of size `held` are enough for `wanted` (as large on both axes).
    static func covers(_ held: (width: Int, height: Int), _ wanted: (width: Int, height: Int)) -> Bool {
        held.width >= wanted.width && held.height >= wanted.height
    }
}
