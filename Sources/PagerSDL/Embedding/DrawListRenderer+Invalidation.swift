import CSDL2
import Glibc
import PagerCore

extension DrawListRenderer {
    /// The program drew over `rect` (points) of the target after the last frame, with drawing
    /// of its own: the next ``draw(_:background:)`` repaints that area from the background up,
    /// as damage, even when its draw list is unchanged. Damage tracking knows only what the
    /// draw list drew, so without this the pager's pixels there would stay spoilt (or the
    /// program's stale drawing would stay on screen). The area is widened to whole pixels.
    /// One call covers one frame; a program that draws over the pager every frame calls it
    /// every frame (or ``invalidate()`` for the whole target).
    public func invalidate(_ rect: Rect) {
        guard rect.width > 0, rect.height > 0 else { return }
        let left = clampInt((rect.x * scale).rounded(.down)), top = clampInt((rect.y * scale).rounded(.down))
        let right = clampInt((rect.maxX * scale).rounded(.up)), bottom = clampInt((rect.maxY * scale).rounded(.up))
        guard right > left, bottom > top else { return }
        invalidated.append(SDL_Rect(x: left, y: top, w: right - left, h: bottom - top))
    }
}
