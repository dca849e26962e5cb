/// The RGB pixels of one of the bench's photos (``PhotoSet``): a coarse and a finer grid of
/// random colours, smoothly interpolated, plus a grain of ±12 per channel and pixel. Every
/// value comes from a hash of the picture's number and the position, so a picture is the same
/// on every run and machine.
struct PhotoPixels {
    let picture: Int
    let width: Int
    let height: Int

    /// Cells across of the coarse grid (the fine grid has six times as many); rows follow the
    /// aspect ratio.
    static let coarseCells = 8

    /// `width * height * 3` bytes, rows top to bottom.
    func rgb() -> [UInt8] {
        let coarse = Grid(seed: UInt64(picture) &* 2 &+ 1, cellsAcross: Self.coarseCells, width: width, height: height)
        let fine = Grid(seed: UInt64(picture) &* 2 &+ 2, cellsAcross: Self.coarseCells * 6, width: width, height: height)
        return [UInt8](unsafeUninitializedCapacity: width * height * 3) { buffer, initialised in
            for y in 0..<height {
                var index = y * width * 3
                for x in 0..<width {
                    let grain = Self.hash(UInt64(picture) << 48 ^ UInt64(y) << 24 ^ UInt64(x))
                    for channel in 0..<3 {
                        let base = coarse.value(x: x, y: y, channel: channel)
                        let detail = fine.value(x: x, y: y, channel: channel) - 128
                        let noise = Double(Int((grain >> (channel * 8)) & 0xFF) % 25 - 12)
                        let value = base + detail * 0.35 + noise
                        buffer[index + channel] = UInt8(max(0, min(255, value.rounded())))
                    }
                    index += 3
                }
            }
            initialised = width * height * 3
        }
    }

    /// A grid of random colours over the picture, read with smoothstep interpolation.
    struct Grid {
        let across: Int
        let down: Int
        let values: [Double]
        let cellWidth: Double
        let cellHeight: Double

        init(seed: UInt64, cellsAcross: Int, width: Int, height: Int) {
            across = cellsAcross + 1
            down = max(1, cellsAcross * height / max(1, width)) + 1
            cellWidth = Double(width) / Double(across - 1)
            cellHeight = Double(height) / Double(down - 1)
            var values: [Double] = []
            values.reserveCapacity(across * down * 3)
            for index in 0..<(across * down * 3) {
                values.append(Double(PhotoPixels.hash(seed << 32 ^ UInt64(index)) & 0xFF))
            }
            self.values = values
        }

        func value(x: Int, y: Int, channel: Int) -> Double {
            let fx = Double(x) / cellWidth, fy = Double(y) / cellHeight
            let cx = min(across - 2, Int(fx)), cy = min(down - 2, Int(fy))
            let tx = smooth(fx - Double(cx)), ty = smooth(fy - Double(cy))
            func at(_ i: Int, _ j: Int) -> Double { values[((j * across) + i) * 3 + channel] }
            let top = at(cx, cy) + (at(cx + 1, cy) - at(cx, cy)) * tx
            let bottom = at(cx, cy + 1) + (at(cx + 1, cy + 1) - at(cx, cy + 1)) * tx
            return top + (bottom - top) * ty
        }

        private func smooth(_ t: Double) -> Double { t * t * (3 - 2 * t) }
    }

    /// SplitMix64's finaliser: 64 well-mixed bits of `value`.
    static func hash(_ value: UInt64) -> UInt64 {
        var z = value &+ 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
