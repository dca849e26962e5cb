import PagerCore

/// The pictures of one folder, as a Photos screen shows them: every regular file whose name
/// ends in one of ``extensions`` (any case), sorted by name.
///
/// The demo's configs name folders; listing one is the launcher's job (it reads the disk when
/// the config loads, never on the frame path), so the parser gets the listing as a value.
package enum PhotoFolder {
    /// What listing a folder found.
    package enum Listing: Sendable, Equatable {
        /// The folder's entries.
        case entries([Entry])
        /// It could not be listed: why, in a few words ("no such folder", "is not a folder",
        /// "cannot be read (Permission denied)").
        case failed(String)
    }

    /// One name in a folder.
    package struct Entry: Sendable, Equatable {
        /// The name (no path).
        package var name: String
        /// Whether it is a regular file (a link to one counts); folders and the rest are not.
        package var isFile: Bool
        /// An entry.
        package init(_ name: String, isFile: Bool = true) { self.name = name; self.isFile = isFile }
    }

    /// Lists a folder by path (absolute, or relative to the working directory).
    package typealias Lister = @Sendable (_ path: String) -> Listing

    /// A lister that lists nothing: every folder fails, for parses that may not touch the disk.
    package static let noFolders: Lister = { _ in .failed("folders are not listed here") }

    /// The file name endings taken as pictures, lower case.
    package static let extensions = ["png", "jpg", "jpeg", "webp", "gif", "bmp", "svg", "tga"]

    /// Whether `name` ends in one of ``extensions`` after a dot, in any case (`IMG_1.JPG`); a
    /// name that is only the ending (`.png`) is a hidden file, not a picture.
    package static func isPicture(_ name: String) -> Bool {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return false }
        return extensions.contains(name[name.index(after: dot)...].lowercased())
    }

    /// The names of the pictures among `entries`, sorted by name (code point order, so the
    /// order is the same on every machine); folders and other files are left out.
    package static func pictureNames(in entries: [Entry]) -> [String] {
        entries.filter { $0.isFile && isPicture($0.name) }.map(\.name)
            .sorted { $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) }
    }

    /// `path` as a file of the folder `folder` names: `folder/path`, or `path` itself when it
    /// is absolute or `folder` is empty or `.`.
    package static func resolve(_ path: String, in folder: String) -> String {
        if path.hasPrefix("/") || folder.isEmpty || folder == "." { return path }
        return folder.hasSuffix("/") ? folder + path : folder + "/" + path
    }

    /// The folder of the file at `path` (everything before its last slash; empty when it has
    /// none), against which the paths a config names resolve.
    package static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
