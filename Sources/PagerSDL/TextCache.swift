import CSDL2
import CSDL2TTF
import PagerCore

/// Rendered text as textures, keyed by string, style and scale, with least-recently-used
/// eviction; also measures text for layout.
///
/// A steady frame creates no texture: each label is rasterised once (the first time it is shown)
/// and reused. `TTF_RenderUTF8_Blended` plus texture creation costs tens of microseconds a label,
/// which adds up with many labels; SDL-NOTES.md has the numbers.
public final class TextCache: TextMeasuring {
    /// Most textures kept before the least recently used is destroyed.
    public static let defaultCapacity = 512

    /// Glyphs are rasterised white and tinted with `SDL_SetTextureColorMod` / `AlphaMod`, so a
    /// title whose colour is interpolated during a swipe, or a fading header, reuses one texture.
    struct Key: Hashable {
        var text: String
        var style: TextStyle
        var scale: Double
    }

    struct Entry {
        var texture: OpaquePointer
        var pixelWidth: Int32
        var pixelHeight: Int32
        var lastUse: UInt64
    }

    private struct SizeKey: Hashable { var text: String; var style: TextStyle }

    private let fonts: FontLibrary
    private let capacity: Int
    private var entries: [Key: Entry] = [:]
    private var sizes: [SizeKey: Size] = [:]
    private var clock: UInt64 = 0
    /// Textures created since start (the benchmark's "text textures created" figure).
    public private(set) var texturesCreated = 0
    /// Pixels per point used for measuring (text is measured at the size it is rasterised).
    public var scale: Double = 1 {
        didSet { if scale != oldValue { sizes.removeAll() } }
    }

    /// Creates a cache over `fonts`.
    public init(fonts: FontLibrary, capacity: Int = TextCache.defaultCapacity) {
        self.fonts = fonts
        self.capacity = max(16, capacity)
    }

    deinit { removeAll() }

    /// Destroys every texture (the renderer is about to go away).
    public func removeAll() {
        for entry in entries.values { SDL_DestroyTexture(entry.texture) }
        entries.removeAll()
    }

    /// Number of textures held.
    public var count: Int { entries.count }

    public func size(of text: String, style: TextStyle) -> Size {
        let key = SizeKey(text: text, style: style)
        if let size = sizes[key] { return size }
        var width: Int32 = 0, height: Int32 = 0
        guard let font = try? fonts.font(for: style, scale: scale),
              TTF_SizeUTF8(font, text, &width, &height) == 0 else {
            return Size(width: Double(text.count) * style.size * 0.6, height: style.size * 1.2)
        }
        let size = Size(width: Double(width) / scale, height: Double(height) / scale)
        if sizes.count > 4 * capacity { sizes.removeAll(keepingCapacity: true) }
        sizes[key] = size
        return size
    }

    /// The texture for `key`, rasterising it on first use.
    func texture(for key: Key, renderer: OpaquePointer) -> Entry? {
        clock += 1
        if var entry = entries[key] {
            entry.lastUse = clock
            entries[key] = entry
            return entry
        }
        guard let font = try? fonts.font(for: key.style, scale: key.scale) else { return nil }
        let color = SDL_Color(r: 255, g: 255, b: 255, a: 255)
        guard let surface = TTF_RenderUTF8_Blended(font, key.text, color) else { return nil }
        defer { SDL_FreeSurface(surface) }
        guard let texture = SDL_CreateTextureFromSurface(renderer, surface) else { return nil }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        texturesCreated += 1
        if entries.count >= capacity { evictLeastRecentlyUsed() }
        let entry = Entry(texture: texture, pixelWidth: surface.pointee.w, pixelHeight: surface.pointee.h,
                          lastUse: clock)
        entries[key] = entry
        return entry
    }

    /// Drops the oldest quarter in one pass, so eviction costs O(n) once per n/4 insertions.
    private func evictLeastRecentlyUsed() {
        let victims = entries.sorted { $0.value.lastUse < $1.value.lastUse }.prefix(max(1, capacity / 4))
        for (key, entry) in victims {
            SDL_DestroyTexture(entry.texture)
            entries.removeValue(forKey: key)
        }
    }
}
