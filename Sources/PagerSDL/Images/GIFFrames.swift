/// Counts the frames of a GIF by walking its blocks (no pixel is decoded), so the image store
/// can say that an animated GIF shows its first frame only.
enum GIFFrames {
    /// How many image descriptors `bytes` hold, counting no further than `limit`; the count so
    /// far when the file ends early.
    static func count(_ b: [UInt8], limit: Int = 2) -> Int {
        guard b.count >= 13 else { return 0 }
        var i = 13
        if b[10] & 0x80 != 0 { i += 3 << (Int(b[10] & 0x07) + 1) }
        var frames = 0
        /// Skips data sub-blocks (a length byte, then that many bytes) up to the empty one.
        func skipSubBlocks() {
            while i < b.count {
                let length = Int(b[i]); i += 1
                if length == 0 { return }
                i += length
            }
        }
        while i < b.count, frames < limit {
            switch b[i] {
            case 0x21:  // extension: label, then sub-blocks
                i += 2
                skipSubBlocks()
            case 0x2C:  // image descriptor, local colour table, LZW code size, sub-blocks
                frames += 1
                guard i + 10 <= b.count else { return frames }
                let packed = b[i + 9]
                i += 10
                if packed & 0x80 != 0 { i += 3 << (Int(packed & 0x07) + 1) }
                i += 1
                skipSubBlocks()
            default:  // 0x3B, the trailer, or bytes that are no block
                return frames
            }
        }
        return frames
    }
}
