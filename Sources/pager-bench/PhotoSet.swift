import CTurboJPEG
import Glibc
import SystemIO

/// The photos of the gallery scenarios, made by the bench itself: `count` JPEGs of
/// `width` x `height` at `quality`, in a folder under the temporary directory that later runs
/// reuse.
///
/// Each picture is smooth coloured noise (two octaves of interpolated random colours) with a
/// per-pixel grain, so that it compresses like a camera's photo (a few MB at 4000x3000, quality
/// 90), and the same on every machine: the pixels depend on the photo's number alone. There
/// are ``distinct`` different pictures; a larger set repeats them under new names (hard links),
/// which the image store treats as different images, as it would photos of the same scene.
///
/// A file is written under a temporary name and renamed; the folder counts as complete only
/// when its manifest (beside the folder) names every photo with the size it has on disk.
struct PhotoSet: Equatable {
    var count = 20
    var width = 4000
    var height = 3000
    var quality = 90

    /// Different pictures made; photo `i` shows picture `i % distinct`.
    static let distinct = 20

    var folder: String {
        FileSystem.temporaryDirectory + "/pager-bench-photos-\(count)-\(width)x\(height)-q\(quality)"
    }

    /// `NAME\tSIZE` a line, for every photo: written last.
    var manifestPath: String { folder + ".manifest" }

    static func name(_ index: Int) -> String {
        let digits = String(index + 1)
        return "photo-" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits + ".jpg"
    }

    /// The folder of photos, written first when it is missing or incomplete.
    func prepared() throws -> String {
        if isComplete { return folder }
        if mkdir(folder, 0o755) != 0 && errno != EEXIST {
            throw BenchError("photos: cannot make \(folder): \(String(cString: strerror(errno)))")
        }
        var manifest = ""
        for index in 0..<count {
            let path = folder + "/" + Self.name(index)
            let picture = index % Self.distinct
            if picture != index {
                let original = folder + "/" + Self.name(picture)
                let temporary = path + ".tmp-\(getpid())"
                unlink(temporary)
                guard link(original, temporary) == 0, rename(temporary, path) == 0 else {
                    throw BenchError("photos: cannot link \(path) to \(original): \(String(cString: strerror(errno)))")
                }
            } else if Self.size(of: path) == nil || !isListed(Self.name(index)) {
                try write(Self.jpeg(picture: picture, width: width, height: height, quality: quality), to: path)
            }
            guard let size = Self.size(of: path) else { throw BenchError("photos: \(path) vanished while written") }
            manifest += "\(Self.name(index))\t\(size)\n"
        }
        try write(Array(manifest.utf8), to: manifestPath)
        return folder
    }

    /// Whether the manifest names exactly this set's photos and each file has its listed size.
    var isComplete: Bool { manifest.map { $0.count == count && $0.allSatisfy { Self.size(of: folder + "/" + $0.name) == $0.size } } ?? false }

    private func isListed(_ name: String) -> Bool { manifest?.contains { $0.name == name && Self.size(of: folder + "/" + name) == $0.size } ?? false }

    private var manifest: [(name: String, size: Int)]? {
        guard let bytes = try? FileSystem.contents(of: manifestPath, limit: 1 << 20) else { return nil }
        var entries: [(name: String, size: Int)] = []
        for (index, line) in String(decoding: bytes, as: UTF8.self).split(separator: "\n").enumerated() {
            let fields = line.split(separator: "\t")
            guard fields.count == 2, String(fields[0]) == Self.name(index), let size = Int(fields[1]) else { return nil }
            entries.append((String(fields[0]), size))
        }
        return entries
    }

    static func size(of path: String) -> Int? {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG ? Int(info.st_size) : nil
    }

    /// Writes `bytes` to a temporary name beside `path` and renames it into place.
    private func write(_ bytes: [UInt8], to path: String) throws {
        let temporary = path + ".tmp-\(getpid())"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { throw BenchError("photos: cannot write \(temporary): \(String(cString: strerror(errno)))") }
        var written = 0
        while written < bytes.count {
            let result = bytes[written...].withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            guard result > 0 else {
                close(descriptor)
                unlink(temporary)
                throw BenchError("photos: cannot write \(temporary): \(String(cString: strerror(errno)))")
            }
            written += result
        }
        close(descriptor)
        guard rename(temporary, path) == 0 else {
            throw BenchError("photos: cannot rename \(temporary) to \(path): \(String(cString: strerror(errno)))")
        }
    }

    /// Picture number `picture` as a JPEG (4:2:0), compressed by libjpeg-turbo.
    static func jpeg(picture: Int, width: Int, height: Int, quality: Int) throws -> [UInt8] {
        let pixels = PhotoPixels(picture: picture, width: width, height: height).rgb()
        guard let handle = tjInitCompress() else { throw BenchError("photos: cannot start the JPEG encoder") }
        defer { tjDestroy(handle) }
        var buffer: UnsafeMutablePointer<UInt8>?
        var size: UInt = 0
        let status = pixels.withUnsafeBufferPointer {
            tjCompress2(handle, $0.baseAddress, Int32(width), Int32(width * 3), Int32(height), Int32(TJPF_RGB.rawValue),
                        &buffer, &size, Int32(TJSAMP_420.rawValue), Int32(quality), 0)
        }
        defer { tjFree(buffer) }
        guard status == 0, let buffer else {
            throw BenchError("photos: cannot compress picture \(picture): \(String(cString: tjGetErrorStr2(handle)))")
        }
        return Array(UnsafeBufferPointer(start: buffer, count: Int(size)))
    }
}
