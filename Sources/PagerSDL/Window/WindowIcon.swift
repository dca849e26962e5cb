import CSDL2
import PagerCore

/// The program's window icon, drawn by its own renderer rather than shipped as a file: a blue
/// tile with three pages side by side (the middle one in view) and a page indicator under them.
public enum WindowIcon {
    /// Side of the icon in pixels (window managers scale it; 64 is sharp in docks and switchers).
    static let side = 64.0

    /// The icon as a draw list, in a `side` x `side` square.
    static func drawList() -> DrawList {
        var list = DrawList()
        let s = side
        list.fill(Rect(x: 0, y: 0, width: s, height: s), Color(rgb: 0x007AFF), cornerRadius: s * 0.22)
        let card = Rect(x: s * 0.30, y: s * 0.20, width: s * 0.40, height: s * 0.50)
        list.fill(card.offsetBy(dx: -s * 0.24, dy: s * 0.05).insetBy(dx: s * 0.03, dy: s * 0.05),
                  Color(rgb: 0xFFFFFF, alpha: 110), cornerRadius: s * 0.05)
        list.fill(card.offsetBy(dx: s * 0.24, dy: s * 0.05).insetBy(dx: s * 0.03, dy: s * 0.05),
                  Color(rgb: 0xFFFFFF, alpha: 110), cornerRadius: s * 0.05)
        list.fill(card, .white, cornerRadius: s * 0.06)
        for index in 0..<3 {
            let dot = s * 0.07
            let x = s / 2 + Double(index - 1) * dot * 2 - dot / 2
            list.fill(Rect(x: x, y: s * 0.80, width: dot, height: dot),
                      index == 1 ? .white : Color(rgb: 0xFFFFFF, alpha: 120), cornerRadius: dot / 2)
        }
        return list
    }

    /// Writes the icon as a `side` x `side` PNG to `path` (a failed write leaves no half-written file).
    public static func savePNG(to path: String, fonts: FontLibrary) throws {
        let canvas = try OffscreenCanvas(size: Size(width: side, height: side), scale: 1, fonts: fonts)
        canvas.renderer.draw(drawList(), background: .clear)
        try canvas.savePNG(to: path)
    }

    /// Draws the icon in software and gives it to `window`. An icon that cannot be drawn is
    /// left out: the window works without one.
    static func set(on window: OpaquePointer, fonts: FontLibrary) {
        guard let canvas = try? OffscreenCanvas(size: Size(width: side, height: side), scale: 1, fonts: fonts) else { return }
        canvas.renderer.draw(drawList(), background: .clear)
        SDL_SetWindowIcon(window, canvas.flushedSurface())
    }
}
