import CSDL2
import CSDL2TTF
import SystemIO
import PagerCore

/// The faces text is drawn with, opened at pixel sizes so text is rasterised at the size it is
/// shown (never a scaled bitmap): the caller's own files (``init(regularPath:boldPath:findsFallbacks:)``),
/// or DejaVu from Debian's fonts-dejavu-core found at run time (``init(environment:)``, the demo's).
/// Text those faces cannot draw goes to the installed face that fontconfig names for it.
/// Create it after `SDL_Init` or without it; it starts only SDL_ttf.
public final class FontLibrary {
    /// Where Debian and other distributions put DejaVu; `PAGER_FONT_DIR` is tried first.
    static let searchDirectories = [
        "/usr/share/fonts/truetype/dejavu", "/usr/share/fonts/dejavu", "/usr/share/fonts/TTF",
        "/usr/local/share/fonts/dejavu",
    ]
    static let regularName = "DejaVuSans.ttf"
    static let boldName = "DejaVuSans-Bold.ttf"
    /// The regular face's file.
    public let regularPath: String
    /// The bold face's file (the regular one when no bold face is installed).
    public let boldPath: String
    /// Finds faces for scripts DejaVu lacks (nil when told to look nowhere else).
    private let fallback: FontFallback?
    private var fonts: [FontKey: OpaquePointer] = [:]
    /// Fallback faces opened that draw a whole label, by size and weight (no face), in the
    /// order they were opened.
    private var openedFallbacks: [FontKey: [OpaquePointer]] = [:]
    /// Styles drawn in one face per weight that takes each one's size when it is asked for,
    /// instead of a face opened per size (``TextCache/expect(labels:styles:)``: the morphing
    /// title's in-between sizes, each drawing a few known labels that are rasterised ahead).
    var resizedStyles: Set<TextStyle> = []
    /// The face per weight for ``resizedStyles``, with the pixel size it is set to.
    private var resizedFonts: [Bool: (font: OpaquePointer, pixelSize: Int)] = [:]
    /// The files the faces are read from, mapped once each; released after the faces (deinit
    /// closes the faces before the stored properties go).
    private var mappedFiles: [String: MappedFontFile] = [:]
    /// Fonts opened since the last ``takeUnwarmedFonts()``.
    private var unwarmed: [OpaquePointer] = []

    private struct FontKey: Hashable { var pixelSize: Int; var bold: Bool; var face: FontFallback.Face? = nil }

    /// Opens the caller's own faces: `regularPath` for plain text, `boldPath` for bold (the
    /// regular face when nil). With `findsFallbacks`, text they cannot draw (another script)
    /// is drawn in the installed face fontconfig names; without, it shows missing-glyph boxes.
    /// No environment variable is read. Starts SDL_ttf if it is not running (not SDL itself:
    /// drawing text needs no video subsystem).
    /// - Throws: ``SDLError`` naming the file and what is wrong with it (missing, empty,
    ///   truncated, or drawing no glyphs).
    public convenience init(regularPath: String, boldPath: String? = nil, findsFallbacks: Bool = true) throws {
        try self.init(regular: regularPath, bold: boldPath ?? regularPath, findsFallbacks: findsFallbacks,
                      advice: "give FontLibrary a good copy")
    }

    /// Locates DejaVu (the demo's fonts) where distributions install it, `PAGER_FONT_DIR` first;
    /// throws a one-line explanation naming the package when they are missing. Other scripts
    /// come from fontconfig (not with `PAGER_FONT_SEARCH_ONLY=1`, which looks nowhere else).
    public convenience init(environment: [String: String] = Environment.all) throws {
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
        let regular = "\(directory)/\(Self.regularName)"
        let bold = "\(directory)/\(Self.boldName)"
        try self.init(regular: regular, bold: FileSystem.isReadableFile(bold) ? bold : regular,
                      findsFallbacks: environment["PAGER_FONT_SEARCH_ONLY"] != "1", advice: "reinstall Debian's fonts-dejavu-core or set PAGER_FONT_DIR to a folder with a good copy")
    }

    /// Checks the faces and starts SDL_ttf; `advice` ends the error line for a bad face.
    private init(regular: String, bold: String, findsFallbacks: Bool, advice: String) throws {
        regularPath = regular
        boldPath = bold
        if TTF_WasInit() == 0, TTF_Init() != 0 { throw SDLError("TTF_Init") }
        // An empty or truncated face opens as nothing, or opens and then renders no glyphs:
        // a run with no text that exits 0. Checked here, so it is the one-line error instead.
        for path in Set([regular, bold]) {
            if let problem = FontFile.problem(at: path) {
                throw SDLError(message: "font: \(path): \(problem); \(advice)")
            }
        }
        // Other faces are found through fontconfig when a text needs them.
        fallback = findsFallbacks ? FontFallback() : nil
    }

    deinit {
        for font in fonts.values { TTF_CloseFont(font) }
        for (font, _) in resizedFonts.values { TTF_CloseFont(font) }
    }

    /// Faces open now (each size of a face opened apart counts once).
    var openFaceCount: Int { fonts.count + resizedFonts.count }

    /// Whether fontconfig has been loaded, which only a text DejaVu cannot draw does.
    var hasLoadedFallbackConfiguration: Bool { fallback?.hasLoadedConfiguration ?? false }

    /// The font that draws `text` in `style` at `scale` pixels per point: DejaVu, or, when DejaVu
    /// lacks one of the text's characters (checked only for non-ASCII), the installed face
    /// fontconfig finds with all of them. Without one, DejaVu's missing-glyph boxes show:
    /// visible, never a crash.
    ///
    /// A fallback face already opened at this size that draws every character is taken without
    /// asking fontconfig: the lines of a Japanese paragraph each have a different set of
    /// characters, and a fontconfig sort for each cost about 50 us.
    func font(for style: TextStyle, scale: Double, text: String) throws -> OpaquePointer {
        let primary = try font(for: style, scale: scale)
        guard let fallback, !text.utf8.allSatisfy({ $0 < 0x80 }), !draws(primary, text) else { return primary }
        let size = FontKey(pixelSize: Self.pixelSize(style, scale), bold: style.bold)
        if let opened = openedFallbacks[size]?.first(where: { draws($0, text) }) { return opened }
        let drawn = text.unicodeScalars.filter { !$0.properties.isWhitespace }.map(\.value)
        guard let face = fallback.face(covering: drawn, bold: style.bold), usable(face),
              let font = try? font(for: style, scale: scale, face: face) else { return primary }
        if draws(font, text), !(openedFallbacks[size]?.contains(font) ?? false) { openedFallbacks[size, default: []].append(font) }
        return font
    }

    private static func pixelSize(_ style: TextStyle, _ scale: Double) -> Int { max(1, Int((style.size * scale).rounded())) }

    /// The text split into runs, each drawn in one font and one direction, in drawing order
    /// (left to right): one run when one face draws it all (DejaVu, or a face fontconfig finds
    /// with every character) in one direction, else a run per stretch of characters that share
    /// a face, so "नमस्ते · 日本語" draws each script in a face that has it, and per stretch of
    /// one writing direction (``DirectionalRuns``), so Arabic and Hebrew read right to left.
    func runs(for style: TextStyle, scale: Double, text: String) throws -> [TextRun] {
        let directional = DirectionalRuns.runs(of: text)
        if directional.count == 1 { return try fontRuns(for: style, scale: scale, text: text, rightToLeft: directional[0].isRightToLeft) }
        var runs: [TextRun] = []
        for run in directional {
            runs += try fontRuns(for: style, scale: scale, text: String(run.text), rightToLeft: run.isRightToLeft)
        }
        return runs
    }

    /// The runs of one direction's `text`, each in a face that draws it, in drawing order.
    private func fontRuns(for style: TextStyle, scale: Double, text: String, rightToLeft: Bool) throws -> [TextRun] {
        let whole = try font(for: style, scale: scale, text: text)
        guard let fallback, !draws(whole, text) else { return [TextRun(font: whole, text: text, isRightToLeft: rightToLeft)] }
        let primary = try font(for: style, scale: scale)
        var runs: [TextRun] = []
        for character in text {
            let scalars = character.unicodeScalars.filter { !$0.properties.isWhitespace }.map(\.value)
            var font = runs.last?.font ?? primary
            if !scalars.isEmpty && !draws(font, String(character)) {
                font = primary
                if !draws(primary, String(character)), let face = fallback.face(covering: scalars, bold: style.bold),
                   usable(face), let found = try? self.font(for: style, scale: scale, face: face) {
                    font = found
                }
            }
            if let last = runs.last, last.font == font {
                runs[runs.count - 1].text.append(character)
            } else {
                runs.append(TextRun(font: font, text: String(character), isRightToLeft: rightToLeft))
            }
        }
        // Read right to left, the run read first is drawn rightmost.
        return rightToLeft ? runs.reversed() : runs
    }

    /// Whether `font` has a glyph for every character of `text` but its spaces.
    private func draws(_ font: OpaquePointer, _ text: String) -> Bool {
        text.unicodeScalars.allSatisfy { $0.value < 0x80 || TTF_GlyphIsProvided32(font, $0.value) != 0 || $0.properties.isWhitespace }
    }

    /// Faces fontconfig offered that turned out cut off, so they are not tried again.
    private var brokenFaces: Set<String> = []

    /// Whether `face` can be opened without trouble (its table directory checked once).
    private func usable(_ face: FontFallback.Face) -> Bool {
        guard !brokenFaces.contains(face.path) else { return false }
        guard FontFile.problem(at: face.path, rendering: false) == nil else {
            brokenFaces.insert(face.path)
            return false
        }
        return true
    }

    /// The font for `style` at `scale` pixels per point, opened once and kept: DejaVu, or
    /// `face` when given. A style of ``resizedStyles`` gets its weight's shared face set to its
    /// size, valid until the next call asks for another size.
    func font(for style: TextStyle, scale: Double, face: FontFallback.Face? = nil) throws -> OpaquePointer {
        let key = FontKey(pixelSize: Self.pixelSize(style, scale), bold: style.bold, face: face)
        if let font = fonts[key] { return font }
        if face == nil, resizedStyles.contains(style) { return try resizedFont(bold: key.bold, pixelSize: key.pixelSize) }
        let path = face?.path ?? (key.bold ? boldPath : regularPath)
        guard let font = openFont(path: path, pixelSize: key.pixelSize, index: Int(face?.index ?? 0)) else {
            throw SDLError("TTF_OpenFont \(path)")
        }
        // A face without a bold weight is emboldened, so bold titles stay bold.
        if let face, key.bold, !face.isBold { TTF_SetFontStyle(font, TTF_STYLE_BOLD) }
        TTF_SetFontHinting(font, TTF_HINTING_LIGHT)
        fonts[key] = font
        unwarmed.append(font)
        return font
    }

    /// The shared face of one weight at `pixelSize`. Setting a face's size empties its glyph
    /// cache, which is why only styles whose labels are rasterised ahead share one; the glyphs
    /// come out as from a face opened at that size (SDL_ttf opens a face by setting its size).
    private func resizedFont(bold: Bool, pixelSize: Int) throws -> OpaquePointer {
        if let (font, size) = resizedFonts[bold] {
            if size != pixelSize {
                guard TTF_SetFontSize(font, Int32(pixelSize)) == 0 else { throw SDLError("TTF_SetFontSize \(pixelSize)") }
                resizedFonts[bold] = (font, pixelSize)
            }
            return font
        }
        let path = bold ? boldPath : regularPath
        guard let font = openFont(path: path, pixelSize: pixelSize, index: 0) else { throw SDLError("TTF_OpenFont \(path)") }
        TTF_SetFontHinting(font, TTF_HINTING_LIGHT)
        resizedFonts[bold] = (font, pixelSize)
        return font
    }

    /// Face `index` of the file at `path` at `pixelSize`, read from the file's mapping (by path
    /// where it cannot be mapped).
    private func openFont(path: String, pixelSize: Int, index: Int) -> OpaquePointer? {
        if mappedFiles[path] == nil, let file = MappedFontFile(path: path) { mappedFiles[path] = file }
        if let stream = mappedFiles[path]?.stream() {
            // The font closes the stream (freesrc 1); the mapping stays with the library.
            return TTF_OpenFontIndexRW(stream, 1, Int32(pixelSize), index)
        }
        return TTF_OpenFontIndex(path, Int32(pixelSize), index)
    }

    /// The fonts opened since the last call, for warming their glyph caches.
    func takeUnwarmedFonts() -> [OpaquePointer] {
        defer { unwarmed.removeAll() }
        return unwarmed
    }
}

/// Whether a font file is whole and draws text, checked before the program relies on it.
enum FontFile {
    /// The pixel size and the text of the test render.
    static let testPixelSize: Int32 = 16
    static let testText = "Pager Ag"

    /// What is wrong with the font file at `path`, or nil when it is whole and (if `rendering`)
    /// measures the test text's glyphs and finds them with outlines: about 0.1 ms a face, most
    /// of it FreeType opening it.
    ///
    /// FreeType reads a face's glyphs only when it draws them, so a cut-off file can open and
    /// then draw nothing. Its table directory says how long every table is, so a truncated file
    /// shows there (the OpenType `sfnt` layout, also of TrueType collections); the test render
    /// finds a file whole in length whose glyphs draw nothing.
    static func problem(at path: String, rendering: Bool = true) -> String? {
        guard let file = SDL_RWFromFile(path, "rb") else { return "cannot read it (\(String(cString: SDL_GetError())))" }
        let size = SDL_RWsize(file)
        let truncation = tableProblem(file, size: size)
        SDL_RWclose(file)
        if size == 0 { return "the file is empty" }
        if let truncation { return truncation }
        guard rendering else { return nil }
        guard let font = TTF_OpenFont(path, testPixelSize) else {
            return "not a font SDL_ttf can open (\(String(cString: SDL_GetError())))"
        }
        defer { TTF_CloseFont(font) }
        // Glyph by glyph, and by their outlines' extents rather than by rendering: text is shaped
        // by HarfBuzz (rendering a glyph too), whose first use of a face loads its layout tables,
        // and the first hinted glyph runs the face's hinting programs, each about a third of a
        // millisecond for a face closed next. An outline with no extent draws nothing.
        TTF_SetFontHinting(font, TTF_HINTING_NONE)
        var inked = false
        for scalar in testText.unicodeScalars where !scalar.properties.isWhitespace {
            var minX: Int32 = 0, maxX: Int32 = 0, minY: Int32 = 0, maxY: Int32 = 0, advance: Int32 = 0
            guard TTF_GlyphMetrics32(font, scalar.value, &minX, &maxX, &minY, &maxY, &advance) == 0, advance > 0 else {
                return "cannot measure text with it (\(String(cString: SDL_GetError())))"
            }
            inked = inked || (maxX > minX && maxY > minY)
        }
        return inked ? nil : "it renders \"\(testText)\" as nothing"
    }

    /// Checks the table directory of each face in the file against the file's length.
    private static func tableProblem(_ file: UnsafeMutablePointer<SDL_RWops>, size: Int64) -> String? {
        guard size > 0 else { return nil }
        guard let tag = read32(file, at: 0) else { return "too short for a font (\(size) bytes)" }
        var directories: [Int64] = [0]
        if tag == 0x7474_6366 {  // "ttcf": a collection, with one directory per face
            guard let count = read32(file, at: 8), count > 0, count < 10_000 else { return "a font collection with no faces" }
            directories = []
            for index in 0..<Int64(count) {
                guard let offset = read32(file, at: 12 + 4 * index) else { return "cut off in its list of faces (\(size) bytes)" }
                directories.append(Int64(offset))
            }
        } else if ![0x0001_0000, 0x7472_7565, 0x4F54_544F].contains(tag) {  // 1.0, "true", "OTTO"
            return "not a TrueType or OpenType font"
        }
        for directory in directories {
            guard let header = read32(file, at: directory + 4) else { return "cut off in its table directory (\(size) bytes)" }
            let tables = Int64(header >> 16)
            guard tables > 0 else { return "a font with no tables" }
            for index in 0..<tables {
                let record = directory + 12 + 16 * index
                guard let offset = read32(file, at: record + 8), let length = read32(file, at: record + 12) else {
                    return "cut off in its table directory (\(size) bytes)"
                }
                let end = Int64(offset) + Int64(length)
                if end > size {
                    return "truncated: a table ends at byte \(end) but the file has \(size) bytes"
                }
            }
        }
        return nil
    }

    /// The big-endian 32-bit number at byte `offset`, if the file has it.
    private static func read32(_ file: UnsafeMutablePointer<SDL_RWops>, at offset: Int64) -> UInt32? {
        guard SDL_RWseek(file, offset, RW_SEEK_SET) == offset else { return nil }
        var bytes: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0)
        guard withUnsafeMutableBytes(of: &bytes, { SDL_RWread(file, $0.baseAddress, 4, 1) }) == 1 else { return nil }
        return UInt32(bytes.0) << 24 | UInt32(bytes.1) << 16 | UInt32(bytes.2) << 8 | UInt32(bytes.3)
    }
}
