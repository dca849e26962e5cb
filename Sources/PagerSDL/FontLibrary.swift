import CSDL2
import CSDL2TTF
import SystemIO
import PagerCore

/// Finds the DejaVu fonts from Debian's fonts-dejavu-core at run time and opens them at pixel
/// sizes, so text is rasterised at the size it is shown (never a scaled bitmap).
public final class FontLibrary {
    /// Where Debian and other distributions put DejaVu; `PAGER_FONT_DIR` is tried first.
    static let searchDirectories = [
        "/usr/share/fonts/truetype/dejavu", "/usr/share/fonts/dejavu", "/usr/share/fonts/TTF",
        "/usr/local/share/fonts/dejavu",
    ]
    static let regularName = "DejaVuSans.ttf"
    static let boldName = "DejaVuSans-Bold.ttf"
    /// Faces tried, in order, for text DejaVu has no glyphs for (Japanese, Chinese): Debian's
    /// fonts-ipafont-gothic, fonts-noto-cjk, fonts-wqy-microhei. Without any, such text shows
    /// DejaVu's missing-glyph boxes: visible, never a crash.
    static let fallbackPaths = [
        "/usr/share/fonts/opentype/ipafont-gothic/ipag.ttf",
        "/usr/share/fonts/truetype/fonts-japanese-gothic.ttf",
        "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc",
        "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc",
    ]

    /// The regular face's file.
    public let regularPath: String
    /// The bold face's file (the regular one when no bold face is installed).
    public let boldPath: String
    /// The face for scripts DejaVu lacks, if one is installed.
    public let fallbackPath: String?
    private var fonts: [FontKey: OpaquePointer] = [:]
    /// Fonts opened since the last ``takeUnwarmedFonts()``.
    private var unwarmed: [OpaquePointer] = []

    private struct FontKey: Hashable { var pixelSize: Int; var bold: Bool; var fallback = false }

    /// Locates the fonts; throws a one-line explanation naming the package when they are missing.
    public init(environment: [String: String] = Environment.all) throws {
        var directories = Self.searchDirectories
        if let custom = environment["PAGER_FONT_DIR"] {
            // PAGER_FONT_SEARCH_ONLY=1 looks nowhere else (tests use it to prove a missing font is reported).
            directories = environment["PAGER_FONT_SEARCH_ONLY"] == "1" ? [custom] : [custom] + directories
        }
        guard let directory = directories.first(where: {
            FileSystem.isReadableFile("\($0)/\(Self.regularName)")
        }) else {
            throw SDLError(message: "font: \(Self.regularName) not found in \(directories.joined(separator: ", ")); install Debian's fonts-dejavu-core or set PAGER_FONT_DIR")
        }
        regularPath = "\(directory)/\(Self.regularName)"
        let bold = "\(directory)/\(Self.boldName)"
        boldPath = FileSystem.isReadableFile(bold) ? bold : regularPath
        fallbackPath = environment["PAGER_FONT_SEARCH_ONLY"] == "1" ? nil
            : Self.fallbackPaths.first { FileSystem.isReadableFile($0) }
        if TTF_WasInit() == 0, TTF_Init() != 0 { throw SDLError("TTF_Init") }
    }

    deinit {
        for font in fonts.values { TTF_CloseFont(font) }
    }

    /// The font that draws `text` in `style` at `scale` pixels per point: DejaVu, or the
    /// fallback face when DejaVu lacks one of the text's characters (checked only for non-ASCII).
    func font(for style: TextStyle, scale: Double, text: String) throws -> OpaquePointer {
        let primary = try font(for: style, scale: scale)
        guard fallbackPath != nil, !text.utf8.allSatisfy({ $0 < 0x80 }) else { return primary }
        let missing = text.unicodeScalars.contains { scalar in
            scalar.value >= 0x80 && !scalar.properties.isWhitespace && TTF_GlyphIsProvided32(primary, scalar.value) == 0
        }
        return missing ? try font(for: style, scale: scale, fallback: true) : primary
    }

    /// The font for `style` at `scale` pixels per point, opened once and kept.
    func font(for style: TextStyle, scale: Double, fallback: Bool = false) throws -> OpaquePointer {
        let key = FontKey(pixelSize: max(1, Int((style.size * scale).rounded())), bold: style.bold,
                          fallback: fallback && fallbackPath != nil)
        if let font = fonts[key] { return font }
        let path = key.fallback ? fallbackPath! : key.bold ? boldPath : regularPath
        guard let font = TTF_OpenFont(path, Int32(key.pixelSize)) else {
            throw SDLError("TTF_OpenFont \(path)")
        }
        // The fallback faces have no bold; embolden them so bold titles stay bold.
        if key.fallback && key.bold { TTF_SetFontStyle(font, TTF_STYLE_BOLD) }
        TTF_SetFontHinting(font, TTF_HINTING_LIGHT)
        fonts[key] = font
        unwarmed.append(font)
        return font
    }

    /// The fonts opened since the last call, for warming their glyph caches.
    func takeUnwarmedFonts() -> [OpaquePointer] {
        defer { unwarmed.removeAll() }
        return unwarmed
    }
}
