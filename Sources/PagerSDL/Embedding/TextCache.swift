import CSDL2
import CSDL2TTF
import PagerCore

/// Rendered text, keyed by string, style and scale, with least-recently-used eviction; also
/// measures text for layout.
///
/// A label is kept as an SDL texture (accelerated renderers) or as an 8-bit coverage mask that
/// ``DrawListRenderer`` blends straight into a software target (SDL's blitter for a tinted,
/// blended texture spends about 10 ns a pixel; the mask loop skips empty pixels).
///
/// A steady frame creates nothing: each label is rasterised once (the first time it is shown)
/// and reused. `TTF_RenderUTF8_Blended` costs microseconds a label, which adds up with many
/// labels (about 4 us warm and 0.9 ms for the very first glyphs, measured with SDL2_ttf 2.20;
/// a texture from it is 5 us more on the software renderer, 16 us on OpenGL).
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
        /// The label as a white texture to tint, when one was asked for.
        var texture: OpaquePointer?
        /// The label's coverage, when one was asked for.
        var mask: Coverage?
        var pixelWidth: Int32
        var pixelHeight: Int32
        var lastUse: UInt64
    }

    private struct SizeKey: Hashable { var text: String; var style: TextStyle }

    private let fonts: FontLibrary
    private let capacity: Int
    private var entries: [Key: Entry] = [:]
    private var sizes: [SizeKey: Size] = [:]
    /// The sizes looked up lately, found without hashing the whole string.
    private var recentSizes = RecentLabels<SizeKey, Size>(count: TextCache.recentSlots)
    /// Where in `entries` the labels drawn lately are; forgotten whenever `entries` gains or
    /// loses a key (its indices then change).
    private var recentEntries = RecentLabels<Key, Dictionary<Key, Entry>.Index>(count: TextCache.recentSlots)
    /// Slots of the two memos: several times the labels of a busy frame.
    static let recentSlots = 512
    /// Labels that had to be elided, with the prefixes measured so far: eliding searches over
    /// several measured candidates, and the pills of a tab strip that follows the finger change
    /// width every frame; fitted afresh each time, five to seven of them took more than the rest
    /// of a frame's layout (100 us).
    private var elisions: [SizeKey: Elision] = [:]
    private var clock: UInt64 = 0
    /// Labels rasterised (as a texture or a mask) since start: the benchmark's "text textures
    /// created" figure.
    public private(set) var texturesCreated = 0
    /// Of those, labels rasterised again after the cache had evicted them: a cache too small for
    /// what stays on screen would show here.
    public private(set) var texturesRecreated = 0
    /// Keys evicted so far (forgotten in bulk past a bound, so it stays small).
    private var evicted: Set<Key> = []
    /// Pixels per point used for measuring (text is measured at the size it is rasterised).
    public var scale: Double = 1 {
        didSet {
            if scale != oldValue {
                sizes.removeAll()
                recentSizes.removeAll()
                elisions.removeAll()
            }
        }
    }

    /// Creates a cache over `fonts`.
    public init(fonts: FontLibrary, capacity: Int = TextCache.defaultCapacity) {
        self.fonts = fonts
        self.capacity = max(16, capacity)
    }

    deinit { removeAll() }

    /// Destroys every texture (the renderer is about to go away).
    public func removeAll() {
        for entry in entries.values { if let texture = entry.texture { SDL_DestroyTexture(texture) } }
        entries.removeAll()
        recentEntries.removeAll()
    }

    /// Printable ASCII, whose glyphs ``warmUp()`` loads.
    private static let warmUpText = String((32...126).map { Character(Unicode.Scalar(UInt8($0))) })

    /// Fonts opened but not warmed yet, with the text to warm them with.
    private var unwarmed: [(font: OpaquePointer, text: String)] = []

    /// One step of getting text ready before a frame needs it: opens one face announced by
    /// ``expect(styles:text:)``, or loads the glyphs of its text (printable ASCII unless told
    /// otherwise) into SDL_ttf's cache for one font opened since (about 1-3 ms for ASCII), so a
    /// label with a glyph not shown before does not pay for it in a frame (about 20 us a glyph),
    /// or measures and rasterises one label announced by ``expect(labels:styles:)``.
    /// Call it when there is time to spare, such as when the window loop is about to sleep, and
    /// again while it returns true: a step at a time, so input that arrives meanwhile waits for
    /// one face or label at most, not for all of them. Returns whether more is left to do.
    @discardableResult
    public func warmUp() -> Bool {
        takeOpenedFonts()
        if let (style, text) = expected.first {
            expected.removeFirst()
            if let font = try? fonts.font(for: style, scale: scale) {
                takeOpenedFonts()
                if let text, let index = unwarmed.firstIndex(where: { $0.font == font }) { unwarmed[index].text = text }
            }
        } else if let (font, text) = unwarmed.first {
            unwarmed.removeFirst()
            let white = SDL_Color(r: 255, g: 255, b: 255, a: 255)
            if !text.isEmpty, let surface = TTF_RenderUTF8_Blended(font, text, white) { SDL_FreeSurface(surface) }
        } else if let (text, style) = expectedLabels.first {
            expectedLabels.removeFirst()
            _ = size(of: text, style: style)
            _ = entry(for: Key(text: text, style: style, scale: scale), renderer: labelRenderer)
        } else if nextPrepared < preparedLabels.count {
            let (text, style) = preparedLabels[nextPrepared]
            nextPrepared += 1
            _ = size(of: text, style: style)
            if nextPrepared == preparedLabels.count { preparedLabels = []; nextPrepared = 0 }
        }
        takeOpenedFonts()
        return !expected.isEmpty || !unwarmed.isEmpty || !expectedLabels.isEmpty || nextPrepared < preparedLabels.count
    }

    /// Labels the scene will measure soon (a screen not shown yet, the rows of a page not shown
    /// yet), each in the style it will be drawn in: later ``warmUp()`` steps measure them, one a
    /// step, so the frame that first shows them finds their sizes ready. Measured only, not
    /// rasterised; at most ``preparedLimit`` are kept waiting.
    public func prepare(labels: [(text: String, style: TextStyle)]) {
        let room = max(0, Self.preparedLimit - (preparedLabels.count - nextPrepared))
        preparedLabels += labels.lazy.filter { !$0.text.isEmpty }.prefix(room)
    }
    /// Most labels waiting to be measured ahead: well within the sizes kept (four times the
    /// texture capacity), so measuring ahead never pushes out what is on screen.
    public static let preparedLimit = 1_024
    private var preparedLabels: [(text: String, style: TextStyle)] = []
    /// Labels measured by their fonts (not found measured already) since start.
    private(set) var labelsMeasured = 0
    private var nextPrepared = 0

    /// Queues the fonts opened since the last look for warming with printable ASCII.
    private func takeOpenedFonts() {
        for font in fonts.takeUnwarmedFonts() { unwarmed.append((font, Self.warmUpText)) }
    }

    /// Styles the scene will draw with, opened by the next ``warmUp()`` steps instead of in the
    /// frame that first needs them, and warmed with the glyphs of `text` (nil: printable ASCII).
    /// A style that draws only known strings (the header's morphing title, a face per point
    /// size) is best given them: its warm-up then loads a few glyphs instead of 95.
    public func expect(styles: [TextStyle], text: String? = nil) {
        let glyphs = text.map { String(Set($0.unicodeScalars.filter { !$0.properties.isWhitespace }).sorted().map(Character.init)) }
        expected += styles.map { ($0, glyphs) }
    }
    private var expected: [(style: TextStyle, text: String?)] = []

    /// Labels the scene draws in each of `styles`, and the only text it draws in them: the
    /// collapsing header's titles at the in-between sizes of its morph, a size a frame.
    /// Those styles share one face per weight, set to each size in turn, instead of a face per
    /// size (each face holds about 250 KB of FreeType and HarfBuzz tables), and ``warmUp()``
    /// measures and rasterises every label in every style ahead, so the frames of a morph find
    /// them ready. Other text in those styles is still drawn, the first time at the cost of
    /// loading its glyphs.
    public func expect(labels: [String], styles: [TextStyle]) {
        fonts.resizedStyles.formUnion(styles)
        let unique = labels.reduce(into: [String]()) { if !$1.isEmpty && !$0.contains($1) { $0.append($1) } }
        expectedLabels += styles.flatMap { style in unique.map { ($0, style) } }
    }
    private var expectedLabels: [(text: String, style: TextStyle)] = []
    /// What labels are rasterised for: nil for the coverage masks of a software target, else the
    /// renderer their textures are made on (kept by ``DrawListRenderer`` as it draws).
    var labelRenderer: OpaquePointer?

    /// Number of textures held.
    public var count: Int { entries.count }

    public func size(of text: String, style: TextStyle) -> Size {
        let key = SizeKey(text: text, style: style)
        let slot = recentSizes.slot(text: text, style: style)
        if let size = recentSizes.value(for: key, in: slot) { return size }
        if let size = sizes[key] {
            recentSizes.remember(size, for: key, in: slot)
            return size
        }
        guard let runs = try? fonts.runs(for: style, scale: scale, text: text), let pixels = TextRuns.size(of: runs) else {
            return Size(width: Double(text.count) * style.size * 0.6, height: style.size * 1.2)
        }
        let size = Size(width: Double(pixels.width) / scale, height: Double(pixels.height) / scale)
        labelsMeasured += 1
        if sizes.count > 4 * capacity { sizes.removeAll(keepingCapacity: true) }
        sizes[key] = size
        recentSizes.remember(size, for: key, in: slot)
        return size
    }

    public func fitted(_ text: String, style: TextStyle, toFit width: Double) -> (text: String, size: Size) {
        let full = size(of: text, style: style)
        if full.width <= width { return (text, full) }
        let key = SizeKey(text: text, style: style)
        var elision = elisions.removeValue(forKey: key) ?? Elision(text)
        let fit = elision.fit(width) { size(of: $0, style: style) }
        if elisions.count >= capacity { elisions.removeAll(keepingCapacity: true) }
        elisions[key] = elision
        return fit
    }

    /// The texture for `key`, rasterising it on first use.
    func texture(for key: Key, renderer: OpaquePointer) -> Entry? {
        entry(for: key, renderer: renderer)
    }

    /// The coverage mask for `key`, rasterising it on first use.
    func mask(for key: Key) -> Entry? {
        entry(for: key, renderer: nil)
    }

    /// The entry for `key` with a texture (`renderer` given) or a mask (nil), made on first use.
    /// On a hit, one dictionary lookup at most (none for a label drawn lately); the entry is
    /// updated in place.
    private func entry(for key: Key, renderer: OpaquePointer?) -> Entry? {
        clock += 1
        let now = clock
        let hit: Entry? = {
            let slot = recentEntries.slot(text: key.text, style: key.style)
            let recent = recentEntries.value(for: key, in: slot)
            guard let index = recent ?? entries.index(forKey: key) else { return nil }
            if recent == nil { recentEntries.remember(index, for: key, in: slot) }
            entries.values[index].lastUse = now
            let entry = entries.values[index]
            return renderer == nil ? (entry.mask != nil ? entry : nil) : (entry.texture != nil ? entry : nil)
        }()
        if let hit { return hit }
        guard let runs = try? fonts.runs(for: key.style, scale: key.scale, text: key.text),
              let rendered = TextRuns.render(runs) else { return nil }
        defer { SDL_FreeSurface(rendered) }
        var entry = entries[key] ?? Entry(texture: nil, mask: nil, pixelWidth: rendered.pointee.w,
                                          pixelHeight: rendered.pointee.h, lastUse: now)
        if let renderer {
            guard let texture = SDL_CreateTextureFromSurface(renderer, rendered) else { return nil }
            SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
            entry.texture = texture
        } else {
            guard let mask = Self.coverage(of: rendered) else { return nil }
            entry.mask = mask
        }
        texturesCreated += 1
        if evicted.contains(key) { texturesRecreated += 1 }
        if entries[key] == nil, entries.count >= capacity { evictLeastRecentlyUsed() }
        entries[key] = entry
        recentEntries.removeAll()
        return entry
    }

    /// The alpha channel of a rendered label (white glyphs whose alpha is their coverage).
    static func coverage(of rendered: UnsafeMutablePointer<SDL_Surface>) -> Coverage? {
        var surface = rendered
        var converted: UnsafeMutablePointer<SDL_Surface>?
        if surface.pointee.format.pointee.format != SDL_PIXELFORMAT_ARGB8888.rawValue {
            converted = SDL_ConvertSurfaceFormat(rendered, SDL_PIXELFORMAT_ARGB8888.rawValue, 0)
            guard let converted else { return nil }
            surface = converted
        }
        defer { if let converted { SDL_FreeSurface(converted) } }
        let width = Int(surface.pointee.w), height = Int(surface.pointee.h), pitch = Int(surface.pointee.pitch)
        guard width > 0, height > 0, width <= Int(UInt16.max), height <= Int(UInt16.max),
              let pixels = surface.pointee.pixels else { return Coverage(values: [], runs: []) }
        var values: [UInt8] = []
        var runs: [UInt16] = []
        values.reserveCapacity(width * height / 2)
        for y in 0..<height {
            let row = (pixels + y * pitch).assumingMemoryBound(to: UInt32.self)
            var x = 0
            while x < width {
                guard row[x] >> 24 != 0 else { x += 1; continue }
                let start = x
                while x < width, row[x] >> 24 != 0 {
                    values.append(UInt8(truncatingIfNeeded: row[x] >> 24))
                    x += 1
                }
                runs.append(UInt16(y))
                runs.append(UInt16(start))
                runs.append(UInt16(x - start))
            }
        }
        return Coverage(values: values, runs: runs)
    }

    /// Drops the oldest quarter in one pass, so eviction costs O(n) once per n/4 insertions.
    private func evictLeastRecentlyUsed() {
        let victims = entries.sorted { $0.value.lastUse < $1.value.lastUse }.prefix(max(1, capacity / 4))
        if evicted.count > 4 * capacity { evicted.removeAll(keepingCapacity: true) }
        for (key, entry) in victims {
            if let texture = entry.texture { SDL_DestroyTexture(texture) }
            entries.removeValue(forKey: key)
            evicted.insert(key)
        }
    }
}

/// A label's glyph coverage as runs of non-zero pixels: drawing visits only the pixels that
/// change, with no guessing at the empty ones between letters.
struct Coverage {
    /// Coverage of the pixels of every run, one run after another.
    var values: [UInt8]
    /// (row, first column, length) of each run, rows ascending.
    var runs: [UInt16]

    /// The part of a mask to draw: rows `top..<bottom`, columns `left..<right`.
    struct Window {
        var top: Int
        var bottom: Int
        var left: Int
        var right: Int
    }
}
