/// The fade-in of an image whose pixels just arrived: from its placeholder to the picture over
/// ``duration`` on a smooth curve, or at once under reduced motion.
public enum ImageReveal {
    /// Seconds from the placeholder to the full picture (Material's "short" duration band;
    /// fades of 150-250 ms read as a quick settle, not as a loading effect).
    public static let duration = 0.2

    /// How opaque the picture is at `now` when it became ready at `since`: 0 at `since`,
    /// 1 from `since + duration` on, smoothstep between (3t^2 - 2t^3: no jump at either end).
    public static func opacity(since: Double, now: Double, reducesMotion: Bool) -> Double {
        guard !reducesMotion, since.isFinite, now.isFinite else { return 1 }
        let t = min(max((now - since) / duration, 0), 1)
        return t * t * (3 - 2 * t)
    }

    /// Whether an image ready at `since` is still fading at `now` (another frame is needed).
    public static func isRevealing(since: Double, now: Double, reducesMotion: Bool) -> Bool {
        !reducesMotion && since.isFinite && now.isFinite && now >= since && now - since < duration
    }
}
