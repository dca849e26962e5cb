import CSDL2
import PagerCore

/// The textures the renderer made from decoded images (when it draws through SDL: an
/// accelerated renderer), one per source at its latest revision, bounded by bytes.
///
/// A texture is made from ``ImagePixelSource``'s surface with `SDL_CreateTextureFromSurface`,
/// filtered linearly when scaled, and kept until a newer revision replaces it or it is the
/// least recently used one past ``byteLimit``. Textures belong to the SDL renderer they were
/// made on: ``removeAll()`` destroys them while it lives, ``forgetAll()`` drops them after it
/// is gone (destroying a renderer destroys its textures).
final class ImageTextureCache {
    private struct Entry {
        var revision: Int
        var texture: OpaquePointer
        var bytes: Int
        var lastUse: Int
    }

    /// At most this many bytes of textures are kept (four bytes a pixel).
    let byteLimit: Int
    private var entries: [ImageSource: Entry] = [:]
    private var clock = 0
    /// Bytes of the textures held.
    private(set) var bytes = 0
    /// Textures made so far.
    private(set) var uploads = 0

    init(byteLimit: Int = 128 << 20) { self.byteLimit = byteLimit }

    /// Textures held.
    var count: Int { entries.count }

    /// The texture of `source` at `revision` on `renderer`: the cached one, or one made from
    /// the surface `pixels` returns (nil when it returns none or SDL cannot make it).
    func texture(for source: ImageSource, revision: Int, renderer: OpaquePointer,
                 pixels: () -> UnsafeMutablePointer<SDL_Surface>?) -> OpaquePointer? {
        clock += 1
        if var entry = entries[source], entry.revision == revision {
            entry.lastUse = clock
            entries[source] = entry
            return entry.texture
        }
        guard let surface = pixels(), let texture = SDL_CreateTextureFromSurface(renderer, surface) else { return nil }
        remove(source)
        SDL_SetTextureScaleMode(texture, SDL_ScaleModeLinear)
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        let size = 4 * Int(surface.pointee.w) * Int(surface.pointee.h)
        while bytes + size > byteLimit, let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse })?.key {
            remove(oldest)
        }
        entries[source] = Entry(revision: revision, texture: texture, bytes: size, lastUse: clock)
        bytes += size
        uploads += 1
        return texture
    }

    /// Destroys every texture (their renderer still exists).
    func removeAll() {
        for entry in entries.values { SDL_DestroyTexture(entry.texture) }
        forgetAll()
    }

    /// Drops every texture without destroying it: their renderer is gone, and took them with it.
    func forgetAll() {
        entries.removeAll()
        bytes = 0
    }

    private func remove(_ source: ImageSource) {
        guard let entry = entries.removeValue(forKey: source) else { return }
        SDL_DestroyTexture(entry.texture)
        bytes -= entry.bytes
    }
}
