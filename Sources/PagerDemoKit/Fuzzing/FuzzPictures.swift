import PagerCore

/// The pictures a fuzz stream's config may name: a folder of ``pictures`` and a ``textFile``
/// named like a picture, and a ``missing`` name nobody makes. `pager-demo --fuzz` writes the
/// folder's files into its private folder; the in-process suite only names them. Either way
/// the folder lists as ``entries`` (the listing is a value, so a seed draws the same config and
/// the same pages wherever it runs).
package struct FuzzPictures: Sendable {
    /// Real pictures (PNG), in the order of their names.
    package static let pictures = ["a.png", "b.png", "c.png"]
    /// A text file with a picture's name: the decoder's problem, a broken placeholder.
    package static let textFile = "notes.png"
    /// A picture no one makes.
    package static let missing = "missing.png"
    /// A subfolder with a picture's name, which a Photos screen leaves out.
    package static let subfolder = "album.png"

    /// The folder (absolute when the run made it).
    package var folder: String

    /// Pictures in `folder`.
    package init(folder: String = "fuzz-pictures") { self.folder = folder }

    /// What listing ``folder`` finds: the pictures, the text file, a note that is no picture and
    /// the subfolder.
    package var entries: [PhotoFolder.Entry] {
        (Self.pictures + [Self.textFile, "readme.txt"]).map { PhotoFolder.Entry($0) } + [PhotoFolder.Entry(Self.subfolder, isFile: false)]
    }

    /// Lists ``folder`` as ``entries``; any other folder is missing.
    package var lister: PhotoFolder.Lister {
        let folder = folder, entries = entries
        return { path in path == folder ? .entries(entries) : .failed("no such folder") }
    }

    /// Paths a page's `image` may name: each picture, the text file, the missing one.
    package var imagePaths: [String] {
        (Self.pictures + [Self.textFile, Self.missing]).map { PhotoFolder.resolve($0, in: folder) }
    }
}
