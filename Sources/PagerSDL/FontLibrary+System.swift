/// The fonts a ready window draws with, found without a path in the program.
extension FontLibrary {
    /// DejaVu Sans where distributions install it (``init(environment:)``); else the sans-serif
    /// faces fontconfig names for Latin text, regular and bold. Throws one line naming what to
    /// install when neither has a face.
    public static func system() throws -> FontLibrary {
        if let fonts = try? FontLibrary() { return fonts }
        let latin = Array("AaBbCc0123".unicodeScalars.map(\.value))
        let fontconfig = FontFallback()
        guard let regular = fontconfig.face(covering: latin, bold: false) else { return try FontLibrary() }
        let bold = fontconfig.face(covering: latin, bold: true)
        return try FontLibrary(regularPath: regular.path, boldPath: bold?.path)
    }
}
