import CSDL2
import PagerCore

/// Which pixels a frame changes, from its draw list and the last one's.
///
/// Commands are matched by index. A pixel outside the bounds of every command that differs is
/// touched by the same commands in the same order in both frames, so it keeps its value; the
/// damage is the bounding box of the differing commands, old and new. A changed clip affects
/// only pixels inside its old or new rectangle, but a push or pop that moved changes the clip
/// of everything after it, so then the whole frame is damaged.
extension DrawListRenderer {
    /// The damage (nil: everything), filling `bounds` with the pixel bounds of `new`'s commands
    /// (it holds `oldBounds` on entry, the bounds of `old`'s).
    func damage(from old: [DrawCommand], _ oldBounds: [SDL_Rect], to new: [DrawCommand],
                into bounds: inout [SDL_Rect]) -> SDL_Rect? {
        var damage: SDL_Rect?
        func add(_ rect: SDL_Rect) {
            guard rect.w > 0, rect.h > 0 else { return }
            damage = damage.map { union($0, rect) } ?? rect
        }
        var structureMoved = false
        let common = min(old.count, new.count)
        bounds.removeLast(max(0, bounds.count - common))
        for index in 0..<common where old[index] != new[index] {
            switch (old[index], new[index]) {
            case (.pushClip, .pushClip):
                break
            case (.pushClip, _), (_, .pushClip), (.popClip, _), (_, .popClip):
                structureMoved = true
            default:
                break
            }
            add(oldBounds[index])
            bounds[index] = pixelBounds(new[index])
            add(bounds[index])
        }
        for index in common..<max(common, old.count) {
            if Self.isClip(old[index]) { structureMoved = true }
            add(oldBounds[index])
        }
        for command in new.dropFirst(common) {
            if Self.isClip(command) { structureMoved = true }
            bounds.append(pixelBounds(command))
            add(bounds[bounds.count - 1])
        }
        return structureMoved ? nil : damage ?? SDL_Rect(x: 0, y: 0, w: 0, h: 0)
    }

    /// The pixels `command` may touch, before clipping (a clip: its rectangle).
    func pixelBounds(_ command: DrawCommand) -> SDL_Rect {
        switch command {
        case let .fill(rect, _, _), let .pushClip(rect):
            return pixelRect(rect)
        case let .text(string, origin, style, _):
            let key = TextCache.Key(text: string, style: style, scale: scale)
            guard let entry = text.mask(for: key) else { return SDL_Rect() }
            return SDL_Rect(x: clampInt((origin.x * scale).rounded()), y: clampInt((origin.y * scale).rounded()),
                            w: entry.pixelWidth, h: entry.pixelHeight)
        case let .polygon(points, _):
            guard let first = points.first else { return SDL_Rect() }
            var minX = first.x, maxX = first.x, minY = first.y, maxY = first.y
            for point in points {
                minX = min(minX, point.x); maxX = max(maxX, point.x)
                minY = min(minY, point.y); maxY = max(maxY, point.y)
            }
            // A pixel of margin: edge pixels whose centres lie just outside are still touched.
            let left = clampInt((minX * scale).rounded(.down)) - 1, top = clampInt((minY * scale).rounded(.down)) - 1
            let right = clampInt((maxX * scale).rounded(.up)) + 1, bottom = clampInt((maxY * scale).rounded(.up)) + 1
            return SDL_Rect(x: left, y: top, w: right - left, h: bottom - top)
        case .popClip:
            return SDL_Rect()
        }
    }

    private static func isClip(_ command: DrawCommand) -> Bool {
        switch command {
        case .pushClip, .popClip: true
        default: false
        }
    }

    private func union(_ a: SDL_Rect, _ b: SDL_Rect) -> SDL_Rect {
        let left = min(a.x, b.x), top = min(a.y, b.y)
        let right = max(a.x + a.w, b.x + b.w), bottom = max(a.y + a.h, b.y + b.h)
        return SDL_Rect(x: left, y: top, w: right - left, h: bottom - top)
    }
}
