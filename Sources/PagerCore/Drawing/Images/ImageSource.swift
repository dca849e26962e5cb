/// Names an image: a value the core passes around without reading it. Only an image provider
/// (PagerSDL's `ImageStore`) turns it into pixels.
///
/// Two sources are the same image when their paths are equal as strings (the label aside);
/// `"a.png"` and `"./a.png"` are two images.
public struct ImageSource: Sendable, Hashable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The file's path, absolute or relative to the program's working directory.
    public var path: String
    /// What a screen reader says for the image; nil for the file's name.
    public var description: String { label ?? fileName }
    /// A description given by the app (alt text); nil to use the file's name.
    public var label: String?

    /// The image in the file at `path`, described by `label` (nil: the file's name).
    public init(path: String, label: String? = nil) {
        self.path = path
        self.label = label
    }

    /// The image at the path the literal spells.
    public init(stringLiteral path: String) { self.init(path: path) }

    /// The same file: the label only describes it.
    public static func == (a: ImageSource, b: ImageSource) -> Bool { a.path == b.path }
    /// Hashes the path alone, as `==` compares.
    public func hash(into hasher: inout Hasher) { hasher.combine(path) }

    /// The last component of ``path`` (all of it when it has no slash).
    public var fileName: String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }
}
