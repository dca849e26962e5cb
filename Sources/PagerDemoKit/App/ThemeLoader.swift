import PagerCore

/// Loads themes by name (`dark`: `Assets/themes/dark.json`) or by file path, following each
/// theme's `base` down to the built-in light theme.
///
/// A chain of bases that comes back to a file already on it (a theme its own base, or
/// `a.json` on `b.json` on `a.json`) is an error at the `base` that closes the cycle, and so is a
/// chain deeper than ``maximumDepth``; an unknown name or a missing file is an error at the place
/// that names it (the `--theme` option, a config's `theme`, a theme's `base`).
///
/// The loader touches no files itself: the caller hands it the file system.
package struct ThemeLoader {
    /// The most themes one chain of bases may hold (the theme named first included).
    package static let maximumDepth = 16

    /// The folder of named themes (`Assets/themes`); nil when there is none.
    package var directory: String?
    /// Whether a file exists.
    package var exists: (String) -> Bool
    /// The names of the files in a folder; nil when it cannot be read.
    package var contents: (String) -> [String]?
    /// A file's path with symbolic links, `.` and `..` resolved, so a cycle is found however its
    /// files are named.
    package var canonical: (String) -> String
    /// A theme file's text; `reference` is what names it.
    package var read: (_ path: String, _ reference: ThemeReference) throws(InputError) -> String

    /// A loader over the given file system.
    package init(directory: String?, exists: @escaping (String) -> Bool, contents: @escaping (String) -> [String]?,
                canonical: @escaping (String) -> String,
                read: @escaping (_ path: String, _ reference: ThemeReference) throws(InputError) -> String) {
        self.directory = directory
        self.exists = exists
        self.contents = contents
        self.canonical = canonical
        self.read = read
    }

    /// The theme `reference` names, with its bases applied under it.
    package func theme(_ reference: ThemeReference) throws(InputError) -> Theme {
        try load(reference, chain: [])
    }

    /// Whether a name is a file path rather than a theme of `directory`.
    package static func isPath(_ name: String) -> Bool {
        name.contains("/") || name.hasSuffix(".json")
    }

    /// The file a reference leads to.
    func path(of reference: ThemeReference) throws(InputError) -> String {
        let name = reference.name
        if Self.isPath(name) {
            guard exists(name) else { throw reference.error("no such theme file \"\(name)\"") }
            return name
        }
        guard let directory else {
            throw reference.error("unknown theme \"\(name)\" (no Assets/themes directory; give a file path)")
        }
        let path = "\(directory)/\(name).json"
        guard exists(path) else {
            let known = (contents(directory) ?? []).filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
            throw reference.error("unknown theme \"\(name)\" (known: \(known.joined(separator: ", ")))")
        }
        return path
    }

    /// One link of the chain: `chain` holds the files (path and canonical path) whose `base`
    /// led here, the theme named first at its start.
    private func load(_ reference: ThemeReference, chain: [(path: String, canonical: String)]) throws(InputError) -> Theme {
        let path = try path(of: reference)
        let canonical = canonical(path)
        if let start = chain.firstIndex(where: { $0.canonical == canonical }) {
            let cycle = (chain[start...].map(\.path) + [path]).joined(separator: " -> ")
            throw reference.error("a cycle of theme bases: \(cycle)")
        }
        guard chain.count < Self.maximumDepth else {
            throw reference.error("theme bases nest more than \(Self.maximumDepth) deep (\(chain[0].path) -> … -> \(path))")
        }
        let text = try read(path, reference)
        let link = chain + [(path, canonical)]
        return try Theme.parse(text, source: path) { base throws(InputError) in try load(base, chain: link) }
    }
}
