import PagerCore

/// The software renderer's scaled copies of images, keyed by source, revision and pixel size,
/// so an image that only moves is resampled once: a sliding page costs copies, not rescaling.
///
/// Bounded by bytes, the least recently used copy evicted first; a copy of a newer revision
/// drops the older revisions' copies of the same source.
struct ScaledImageCache {
    struct Key: Hashable {
        var source: ImageSource
        var revision: Int
        var width: Int
        var height: Int
    }

    /// At most this many bytes of copies are kept (one larger copy is never cached).
    let byteLimit: Int
    private var entries: [Key: (image: PremultipliedImage, lastUse: Int)] = [:]
    private var clock = 0
    /// Bytes of the copies held.
    private(set) var bytes = 0

    init(byteLimit: Int = 48 << 20) { self.byteLimit = byteLimit }

    /// Copies held.
    var count: Int { entries.count }

    /// The copy for `key`, marked as just used, or nil.
    mutating func image(for key: Key) -> PremultipliedImage? {
        guard let entry = entries[key] else { return nil }
        clock += 1
        entries[key] = (entry.image, clock)
        return entry.image
    }

    /// Keeps `image` as the copy for `key`, replacing older revisions of its source and
    /// evicting the least recently used copies past ``byteLimit``; false when it is too large
    /// to keep at all.
    @discardableResult
    mutating func insert(_ image: PremultipliedImage, for key: Key) -> Bool {
        guard image.byteCount <= byteLimit else { return false }
        for old in entries.keys where old.source == key.source && old.revision < key.revision { remove(old) }
        if entries[key] != nil { remove(key) }
        while bytes + image.byteCount > byteLimit,
              let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse })?.key {
            remove(oldest)
        }
        clock += 1
        entries[key] = (image, clock)
        bytes += image.byteCount
        return true
    }

    /// Forgets every copy.
    mutating func removeAll() {
        entries.removeAll()
        bytes = 0
    }

    private mutating func remove(_ key: Key) {
        if let entry = entries.removeValue(forKey: key) { bytes -= entry.image.byteCount }
    }
}
