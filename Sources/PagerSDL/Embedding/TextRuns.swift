import CSDL2
import CSDL2TTF

/// A stretch of a label drawn in one font and one direction.
struct TextRun {
    var font: OpaquePointer
    var text: String
    /// Whether HarfBuzz shapes it right to left (its glyphs ordered and mirrored so).
    var isRightToLeft: Bool

    /// Sets the run's direction and script (``ShapingScript``) on its font (shared by every
    /// label), before measuring or drawing.
    func prepare() {
        TTF_SetFontDirection(font, isRightToLeft ? TTF_DIRECTION_RTL : TTF_DIRECTION_LTR)
        TTF_SetFontScriptName(font, ShapingScript.tag(for: text))
    }
}

/// Measures and renders text made of runs in different fonts (``FontLibrary/runs(for:scale:text:)``)
/// as one label: the runs side by side, each lowered so all share one baseline.
enum TextRuns {
    /// The label's size in pixels, or nil when a run cannot be measured.
    static func size(of runs: [TextRun]) -> (width: Int32, height: Int32)? {
        var width: Int32 = 0
        let ascent = runs.map { TTF_FontAscent($0.font) }.max() ?? 0
        var height: Int32 = 0
        for run in runs {
            var w: Int32 = 0, h: Int32 = 0
            run.prepare()
            guard TTF_SizeUTF8(run.font, run.text, &w, &h) == 0 else { return nil }
            width += w
            height = max(height, ascent - TTF_FontAscent(run.font) + h)
        }
        return (width, height)
    }

    /// Renders the runs white on transparent into one ARGB surface (the caller frees it).
    static func render(_ runs: [TextRun]) -> UnsafeMutablePointer<SDL_Surface>? {
        let white = SDL_Color(r: 255, g: 255, b: 255, a: 255)
        if runs.count == 1 {
            runs[0].prepare()
            return TTF_RenderUTF8_Blended(runs[0].font, runs[0].text, white)
        }
        guard let size = self.size(of: runs), size.width > 0, size.height > 0,
              let label = SDL_CreateRGBSurfaceWithFormat(0, size.width, size.height, 32, SDL_PIXELFORMAT_ARGB8888.rawValue)
        else { return nil }
        let ascent = runs.map { TTF_FontAscent($0.font) }.max() ?? 0
        var x: Int32 = 0
        for run in runs {
            run.prepare()
            guard let piece = TTF_RenderUTF8_Blended(run.font, run.text, white) else { continue }
            defer { SDL_FreeSurface(piece) }
            // Copied as they are (alpha included), not blended over the transparent label.
            SDL_SetSurfaceBlendMode(piece, SDL_BLENDMODE_NONE)
            var place = SDL_Rect(x: x, y: ascent - TTF_FontAscent(run.font), w: piece.pointee.w, h: piece.pointee.h)
            SDL_UpperBlit(piece, nil, label, &place)
            x += piece.pointee.w
        }
        return label
    }
}
