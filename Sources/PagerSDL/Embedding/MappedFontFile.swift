import CSDL2
import Glibc

/// A font file mapped read-only into memory, as FreeType maps the files it opens by path.
///
/// SDL_ttf reads a face through an `SDL_RWops`; over a file, every glyph it loads is a seek and
/// a read system call (18,000 seeks and 4,700 reads in the demo's tour, a few microseconds each
/// on a frame that shows new text). Over the mapping, FreeType reads the pages in place: no
/// system call, and only the pages of the tables and glyphs in use become resident.
final class MappedFontFile {
    private let base: UnsafeMutableRawPointer
    private let size: Int

    /// Maps the file at `path`; nil when it cannot be opened, is empty, or is too large for an
    /// `SDL_RWops` over memory (the caller then opens it by path).
    init?(path: String) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_size > 0, status.st_size <= Int(Int32.max) else { return nil }
        let size = Int(status.st_size)
        guard let base = mmap(nil, size, PROT_READ, MAP_PRIVATE, descriptor, 0), base != MAP_FAILED else { return nil }
        // Glyphs are read here and there: no read-ahead around them.
        madvise(base, size, MADV_RANDOM)
        self.base = base
        self.size = size
    }

    deinit { munmap(base, size) }

    /// A stream over the mapping, for `TTF_OpenFontIndexRW`; valid while this object lives.
    func stream() -> UnsafeMutablePointer<SDL_RWops>? {
        SDL_RWFromConstMem(base, Int32(size))
    }
}
