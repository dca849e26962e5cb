/// An image file's format, told by its first bytes (its name is not trusted), and its size in
/// pixels as its header states it, read before any pixel is decoded.
enum ImageFormat: Equatable {
    case png, jpeg, gif, bmp, webp, svg, tga

    /// The format whose magic bytes `bytes` start with; TGA (which has none) only for a name
    /// ending in `.tga`; nil for anything else.
    static func sniff(_ bytes: [UInt8], path: String) -> ImageFormat? {
        func starts(_ magic: [UInt8], at offset: Int = 0) -> Bool {
            bytes.count >= offset + magic.count && Array(bytes[offset..<offset + magic.count]) == magic
        }
        if starts([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return .png }
        if starts([0xFF, 0xD8, 0xFF]) { return .jpeg }
        if starts(Array("GIF87a".utf8)) || starts(Array("GIF89a".utf8)) { return .gif }
        if starts(Array("BM".utf8)) { return .bmp }
        if starts(Array("RIFF".utf8)), starts(Array("WEBP".utf8), at: 8) { return .webp }
        if SVGHeader.isSVG(bytes) { return .svg }
        if path.lowercased().hasSuffix(".tga"), bytes.count >= 18 { return .tga }
        return nil
    }

    /// What SDL_image calls the format (`IMG_LoadTyped_RW`).
    var sdlType: String {
        switch self {
        case .png: "PNG"
        case .jpeg: "JPG"
        case .gif: "GIF"
        case .bmp: "BMP"
        case .webp: "WEBP"
        case .svg: "SVG"
        case .tga: "TGA"
        }
    }

    /// The format's name in messages.
    var name: String {
        switch self {
        case .jpeg: "JPEG"
        case .webp: "WebP"
        default: sdlType
        }
    }

    /// The width and height the header of a file of this format states, or nil when the header
    /// is cut short or malformed. JPEG's is read by libjpeg-turbo (`JPEGDecoder`), SVG's by
    /// `SVGHeader`; both give nil here.
    func headerSize(_ b: [UInt8]) -> (width: Int, height: Int)? {
        func le16(_ i: Int) -> Int { i + 2 <= b.count ? Int(b[i]) | Int(b[i + 1]) << 8 : -1 }
        func le24(_ i: Int) -> Int { i + 3 <= b.count ? le16(i) | Int(b[i + 2]) << 16 : -1 }
        func le32(_ i: Int) -> Int { i + 4 <= b.count ? le16(i) | le16(i + 2) << 16 : -1 }
        func be32(_ i: Int) -> Int {
            i + 4 <= b.count ? Int(b[i]) << 24 | Int(b[i + 1]) << 16 | Int(b[i + 2]) << 8 | Int(b[i + 3]) : -1
        }
        var size: (Int, Int)
        switch self {
        case .png:
            guard b.count >= 24, Array(b[12..<16]) == Array("IHDR".utf8) else { return nil }
            size = (be32(16), be32(20))
        case .gif:
            size = (le16(6), le16(8))
        case .bmp:
            let header = le32(14)
            if header == 12 {
                size = (le16(18), le16(20))
            } else {
                guard header >= 40 else { return nil }
                let w = Int32(truncatingIfNeeded: le32(18)), h = Int32(truncatingIfNeeded: le32(22))
                size = (Int(w), h == Int32.min ? -1 : Int(h.magnitude))
            }
        case .webp:
            guard b.count >= 30 else { return nil }
            switch String(decoding: b[12..<16], as: UTF8.self) {
            case "VP8 ":
                guard b[23] == 0x9D, b[24] == 0x01, b[25] == 0x2A else { return nil }
                size = (le16(26) & 0x3FFF, le16(28) & 0x3FFF)
            case "VP8L":
                guard b[20] == 0x2F else { return nil }
                let bits = le32(21)
                size = ((bits & 0x3FFF) + 1, ((bits >> 14) & 0x3FFF) + 1)
            case "VP8X":
                size = (le24(24) + 1, le24(27) + 1)
            default:
                return nil
            }
        case .tga:
            size = (le16(12), le16(14))
        case .jpeg, .svg:
            return nil
        }
        guard size.0 > 0, size.1 > 0 else { return nil }
        return size
    }
}
