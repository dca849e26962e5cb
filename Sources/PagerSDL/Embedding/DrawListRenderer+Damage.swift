import CSDL2
import PagerCore

/// Which pixels a frame changes, from its draw list and the last one's.
///
/// Commands are matched by index. A pixel outside the bounds of every command that differs is
/// touched by the same commands in the same order in both frames, so it keeps its value. Two
/// refinements keep the damage small while pages slide:
/// - A plain rectangle fill of the same colour that moved changes only the pixels in one
///   rectangle and not the other (inside both, it paints the same colour over the same
///   pixels), so a page's solid background costs the strip it uncovers, not the page.
/// - Everything is cut by the clip it is drawn in (the pager's clip hides a page's off-screen
///   part), and the pieces are kept as a few rectangles, not one box around all of them.
/// A clip that moved changes only the pixels in one of its rectangles and not the other (the
/// commands inside it report their own changes), but a push or pop that moved in the list
/// changes the clip of everything after it, so then the whole frame is damaged.
extension DrawListRenderer {
    /// At most this many damaged rectangles: each is a pass over the draw list.
    static let damageRectangleLimit = 4
    /// Beyond this many pieces, one box around them all (merging many pairwise costs more than
    /// the pixels it saves; a scrolling list moves dozens of rows at once).
    static let damagePieceLimit = 24

    /// The damage as up to ``damageRectangleLimit`` rectangles inside `viewport` (empty: nothing
    /// changed; nil: everything), filling `bounds` with the pixel bounds of `new`'s commands (it
    /// holds `oldBounds` on entry, the bounds of `old`'s). `extra` is damaged too (areas the
    /// program drew over, ``invalidate(_:)``).
    func damage(from old: [DrawCommand], _ oldBounds: [SDL_Rect], to new: [DrawCommand],
                into bounds: inout [SDL_Rect], within viewport: SDL_Rect, adding extra: [SDL_Rect] = []) -> [SDL_Rect]? {
        if var pieces = changedPieces(from: old, oldBounds, to: new, into: &bounds, within: viewport) {
            for rect in extra {
                let visible = intersect(rect, viewport)
                if visible.w > 0 && visible.h > 0 { pieces.append(visible) }
            }
            return merged(pieces)
        }
        // The structure moved: everything is damaged, and every command needs its bounds.
        bounds.removeAll(keepingCapacity: true)
        for command in new { bounds.append(pixelBounds(command)) }
        return nil
    }

    /// The changed pixels as rectangles, or nil when a push or pop moved (then `bounds` is
    /// left half done).
    /// The pieces are gathered in the renderer's scratch arrays (``DamageScratch``), which keep
    /// their storage from frame to frame, so a steady frame allocates nothing here.
    private func changedPieces(from old: [DrawCommand], _ oldBounds: [SDL_Rect], to new: [DrawCommand],
                               into bounds: inout [SDL_Rect], within viewport: SDL_Rect) -> [SDL_Rect]? {
        var pieces = scratch.take(\.pieces)
        var clips = scratch.take(\.clips)
        var differences = scratch.take(\.differences)
        defer {
            scratch.pieces = pieces
            scratch.clips = clips
            scratch.differences = differences
        }
        clips.append(viewport)
        func add(_ rect: SDL_Rect) {
            let visible = intersect(rect, clips[clips.count - 1])
            if visible.w > 0 && visible.h > 0 { pieces.append(visible) }
        }
        func addDifferences(_ a: SDL_Rect, _ b: SDL_Rect) {
            differences.removeAll(keepingCapacity: true)
            Self.difference(a, b, into: &differences)
            Self.difference(b, a, into: &differences)
            for piece in differences { add(piece) }
        }
        let common = min(old.count, new.count)
        bounds.removeLast(max(0, bounds.count - common))
        for index in 0..<common {
            let before = old[index], after = new[index]
            if before == after {
                switch after {
                case .pushClip: clips.append(intersect(bounds[index], clips[clips.count - 1]))
                case .popClip: if clips.count > 1 { clips.removeLast() }
                default: break
                }
                continue
            }
            bounds[index] = pixelBounds(after)
            switch (before, after) {
            case (.pushClip, .pushClip):
                // Inside both rectangles the commands within are cut alike, so what differs
                // there is theirs to report; only the rectangles' difference is the clip's own.
                addDifferences(oldBounds[index], bounds[index])
                clips.append(intersect(bounds[index], clips[clips.count - 1]))
            case (.pushClip, _), (_, .pushClip), (.popClip, _), (_, .popClip):
                return nil
            case let (.fill(_, oldColor, oldRadius), .fill(_, newColor, newRadius))
                where oldColor == newColor && oldRadius == newRadius
                && cornerPixels(oldRadius, oldBounds[index]) <= 1 && cornerPixels(newRadius, bounds[index]) <= 1:
                addDifferences(oldBounds[index], bounds[index])
            default:
                add(oldBounds[index])
                add(bounds[index])
            }
        }
        for index in common..<max(common, old.count) {
            if Self.isClip(old[index]) { return nil }
            add(oldBounds[index])
        }
        for command in new.dropFirst(common) {
            if Self.isClip(command) { return nil }
            bounds.append(pixelBounds(command))
            add(bounds[bounds.count - 1])
        }
        return pieces
    }

    /// `pieces` as at most ``damageRectangleLimit`` rectangles covering them: overlapping ones
    /// joined, then the pair whose joining adds the fewest pixels, until few enough.
    private func merged(_ pieces: [SDL_Rect]) -> [SDL_Rect] {
        var rects = scratch.take(\.damage)
        rects.append(contentsOf: pieces)
        defer { scratch.damage = rects }
        guard pieces.count > 1 else { return rects }
        if pieces.count > Self.damagePieceLimit {
            rects.removeAll(keepingCapacity: true)
            rects.append(pieces.dropFirst().reduce(pieces[0], Self.union))
            return rects
        }
        while rects.count > 1 {
            var best: (i: Int, j: Int, cost: Int64)?
            for i in 0..<rects.count {
                for j in (i + 1)..<rects.count {
                    let joined = Self.union(rects[i], rects[j])
                    let overlapping = intersect(rects[i], rects[j]).w > 0 && intersect(rects[i], rects[j]).h > 0
                    let cost = overlapping ? -1 : Self.area(joined) - Self.area(rects[i]) - Self.area(rects[j])
                    if best == nil || cost < best!.cost { best = (i, j, cost) }
                }
            }
            guard let pair = best, pair.cost < 0 || rects.count > Self.damageRectangleLimit else { break }
            rects[pair.i] = Self.union(rects[pair.i], rects[pair.j])
            rects.remove(at: pair.j)
        }
        return rects
    }

    /// The pixels `command` may touch, before clipping (a clip: its rectangle).
    func pixelBounds(_ command: DrawCommand) -> SDL_Rect {
        switch command {
        case let .fill(rect, _, _):
            return fillPixelRect(rect)
        case let .pushClip(rect):
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
        case let .image(image):
            // A pixel of margin: filtered scaling reaches the pixels at the edges.
            let shown = image.frame.intersection(image.clip)
            guard shown.width > 0, shown.height > 0 else { return SDL_Rect() }
            let r = pixelRect(shown)
            return SDL_Rect(x: r.x - 1, y: r.y - 1, w: r.w + 2, h: r.h + 2)
        case .popClip:
            return SDL_Rect()
        }
    }

    /// `a` without `b`, as up to four rectangles (above, below, left and right of the overlap).
    static func difference(_ a: SDL_Rect, _ b: SDL_Rect) -> [SDL_Rect] {
        var pieces: [SDL_Rect] = []
        difference(a, b, into: &pieces)
        return pieces
    }

    /// ``difference(_:_:)`` appended to `pieces`.
    static func difference(_ a: SDL_Rect, _ b: SDL_Rect, into pieces: inout [SDL_Rect]) {
        let left = max(a.x, b.x), top = max(a.y, b.y)
        let right = min(a.x + a.w, b.x + b.w), bottom = min(a.y + a.h, b.y + b.h)
        guard left < right, top < bottom else {
            if a.w > 0 && a.h > 0 { pieces.append(a) }
            return
        }
        if top > a.y { pieces.append(SDL_Rect(x: a.x, y: a.y, w: a.w, h: top - a.y)) }
        if bottom < a.y + a.h { pieces.append(SDL_Rect(x: a.x, y: bottom, w: a.w, h: a.y + a.h - bottom)) }
        if left > a.x { pieces.append(SDL_Rect(x: a.x, y: top, w: left - a.x, h: bottom - top)) }
        if right < a.x + a.w { pieces.append(SDL_Rect(x: right, y: top, w: a.x + a.w - right, h: bottom - top)) }
    }

    private static func isClip(_ command: DrawCommand) -> Bool {
        switch command {
        case .pushClip, .popClip: true
        default: false
        }
    }

    private static func area(_ rect: SDL_Rect) -> Int64 { Int64(rect.w) * Int64(rect.h) }

    private static func union(_ a: SDL_Rect, _ b: SDL_Rect) -> SDL_Rect {
        let left = min(a.x, b.x), top = min(a.y, b.y)
        let right = max(a.x + a.w, b.x + b.w), bottom = max(a.y + a.h, b.y + b.h)
        return SDL_Rect(x: left, y: top, w: right - left, h: bottom - top)
    }
}

/// Arrays the damage search fills every frame, kept with their storage between frames. Each is
/// taken out while in use (so it is uniquely referenced and appending never copies) and put back.
struct DamageScratch {
    var pieces: [SDL_Rect] = []
    var clips: [SDL_Rect] = []
    var differences: [SDL_Rect] = []
    /// The last damage handed out (``DrawListRenderer/lastDamage`` shares its storage).
    var damage: [SDL_Rect] = []

    init() {
        for buffer in [\DamageScratch.pieces, \.clips, \.differences, \.damage] { self[keyPath: buffer].reserveCapacity(64) }
    }

    /// The array at `path`, emptied (its storage kept), leaving an empty one in its place.
    mutating func take(_ path: WritableKeyPath<DamageScratch, [SDL_Rect]>) -> [SDL_Rect] {
        var taken: [SDL_Rect] = []
        swap(&taken, &self[keyPath: path])
        taken.removeAll(keepingCapacity: true)
        return taken
    }
}
