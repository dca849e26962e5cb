import CFontconfig

/// Finds, through fontconfig, an installed face that has the glyphs DejaVu lacks: Devanagari,
/// Chinese and Japanese, emoji, whatever the machine has fonts for, instead of a fixed list of
/// files. The answer for a set of characters is kept, so each set costs one lookup.
///
/// The face asked for is sans-serif (bold for bold text) with every character of the text, so
/// a label is drawn in one face; where no face has them all, the one with the most of them wins.
final class FontFallback {
    /// A face in a font file (collections hold several).
    struct Face: Hashable, Sendable {
        var path: String
        var index: Int32
        /// Whether the face itself is bold (else bold text is emboldened).
        var isBold: Bool
    }

    /// fontconfig's configuration and font list, loaded by the first lookup (nil until then, and
    /// after a load that failed).
    private var config: OpaquePointer?
    private var loaded = false
    private var answers: [Key: Face?] = [:]

    private struct Key: Hashable { var characters: [UInt32]; var bold: Bool }

    /// A fallback that has not looked at fontconfig yet: its configuration and font list (about
    /// 25 million instructions, 7 ms here, more than the rest of the start-up to the first frame)
    /// are loaded by the first text that needs a face DejaVu lacks, so text in DejaVu's scripts
    /// never pays for them.
    init() {}

    deinit {
        if let config { FcConfigDestroy(config) }
    }

    /// The face that best draws all of `characters` (Unicode scalar values), or nil when no
    /// installed face has any of them.
    func face(covering characters: [UInt32], bold: Bool) -> Face? {
        let key = Key(characters: Array(Set(characters)).sorted(), bold: bold)
        if let known = answers[key] { return known }
        let answer = lookUp(key)
        answers[key] = answer
        return answer
    }

    /// Whether fontconfig's configuration has been loaded (by a lookup).
    var hasLoadedConfiguration: Bool { loaded }

    private func lookUp(_ key: Key) -> Face? {
        if !loaded {
            loaded = true
            config = FcInitLoadConfigAndFonts()
        }
        guard let config, !key.characters.isEmpty, let wanted = FcCharSetCreate() else { return nil }
        defer { FcCharSetDestroy(wanted) }
        for character in key.characters { FcCharSetAddChar(wanted, character) }
        guard let pattern = FcPatternCreate() else { return nil }
        defer { FcPatternDestroy(pattern) }
        FcPatternAddString(pattern, FC_FAMILY, "sans-serif")
        FcPatternAddCharSet(pattern, FC_CHARSET, wanted)
        FcPatternAddInteger(pattern, FC_WEIGHT, key.bold ? FC_WEIGHT_BOLD : FC_WEIGHT_REGULAR)
        FcConfigSubstitute(config, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let sorted = FcFontSort(config, pattern, FcTrue, nil, &result) else { return nil }
        defer { FcFontSetDestroy(sorted) }
        var best: (face: Face, covered: UInt32)?
        for index in 0..<Int(sorted.pointee.nfont) {
            guard let font = sorted.pointee.fonts[index], let face = Self.face(of: font) else { continue }
            var charset: OpaquePointer?
            guard FcPatternGetCharSet(font, FC_CHARSET, 0, &charset) == FcResultMatch, let charset else { continue }
            let covered = FcCharSetIntersectCount(charset, wanted)
            if covered == UInt32(key.characters.count) { return face }
            if covered > (best?.covered ?? 0) { best = (face, covered) }
        }
        return best?.face
    }

    private static func face(of font: OpaquePointer) -> Face? {
        var file: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(font, FC_FILE, 0, &file) == FcResultMatch, let file else { return nil }
        var index: Int32 = 0
        if FcPatternGetInteger(font, FC_INDEX, 0, &index) != FcResultMatch { index = 0 }
        var weight: Int32 = FC_WEIGHT_REGULAR
        if FcPatternGetInteger(font, FC_WEIGHT, 0, &weight) != FcResultMatch { weight = FC_WEIGHT_REGULAR }
        let path = String(cString: UnsafeRawPointer(file).assumingMemoryBound(to: CChar.self))
        return Face(path: path, index: index, isBold: weight >= FC_WEIGHT_BOLD)
    }
}
