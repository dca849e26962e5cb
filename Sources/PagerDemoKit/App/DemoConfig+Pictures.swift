import PagerCore

extension DemoConfig {
    /// Where the files a config names are: the config's own folder, against which relative
    /// paths resolve, and how a Photos screen's folder is listed.
    package struct Files: Sendable {
        /// The folder of the config file ("" when it was given without one: the working
        /// directory).
        package var folder: String
        /// Lists a folder (the launcher's, which reads the disk; no folders by default).
        package var list: PhotoFolder.Lister
        /// How many screens the config lists, left out or not (what a button's `"screen N"`
        /// may name); 1 for a config of one screen.
        package var listedScreens = 1

        /// Paths resolve against `folder`; folders are listed by `list`.
        package init(folder: String, list: @escaping PhotoFolder.Lister = PhotoFolder.noFolders) {
            self.folder = folder
            self.list = list
        }

        /// The files next to the config at `source`.
        package init(nextTo source: String, list: @escaping PhotoFolder.Lister = PhotoFolder.noFolders) {
            self.init(folder: PhotoFolder.folder(of: source), list: list)
        }

        /// `path` as the program opens it.
        package func resolve(_ path: String) -> String { PhotoFolder.resolve(path, in: folder) }
    }

    /// A path field: a non-empty string, resolved against the config's folder.
    static func path(_ reader: JSONObjectReader, _ key: String, files: Files) throws(InputError) -> String? {
        guard let text = try reader.string(key) else { return nil }
        guard !text.isEmpty else { throw reader.error("empty file name", key: key) }
        return files.resolve(text)
    }

    /// The values of a picture's `"fit"`: the whole picture letterboxed, or the box covered.
    static let fitModes: [String: ImageContentMode] = ["fit": .fit, "fill": .fill]

    /// A page's `"image"` with its `"fit"` and `"caption"`; nil when it has no image. The file
    /// is not read here: one that is missing or no picture shows a broken placeholder.
    static func picture(_ page: JSONObjectReader, files: Files) throws(InputError) -> Picture? {
        guard let path = try path(page, "image", files: files) else {
            for key in ["fit", "caption"] where page.value(key) != nil {
                throw page.error("only with \"image\" (a page's picture)", key: key)
            }
            return nil
        }
        let mode = try page.choice("fit", fitModes) ?? .fit
        return Picture(source: ImageSource(path: path), mode: mode, caption: try page.string("caption"))
    }

    /// The pages of a Photos screen (`"photos": DIR`): one per picture in the folder, sorted by
    /// file name, each titled and identified by it. A folder that cannot be listed or holds no
    /// picture is an error at the key.
    static func photoPages(_ reader: JSONObjectReader, files: Files) throws(InputError) -> [Page] {
        let given = try reader.string("photos") ?? ""
        guard !given.isEmpty else { throw reader.error("empty folder name", key: "photos") }
        switch photoPages(folder: files.resolve(given), named: given, list: files.list) {
        case let .success(pages): return pages
        case let .failure(problem): throw reader.error(problem.message, key: "photos")
        }
    }

    /// Why a screen marked `"optional": true` is left out: its Photos folder cannot be listed
    /// or holds no picture (the warning names file, line and field); nil when it is shown.
    static func leftOutScreen(_ reader: JSONObjectReader, files: Files) throws(InputError) -> String? {
        guard let optional = try reader.bool("optional") else { return nil }
        guard reader.value("photos") != nil else { throw reader.error("only with \"photos\" (a folder that may be missing)", key: "optional") }
        guard optional else { return nil }
        do {
            _ = try photoPages(reader, files: files)
            return nil
        } catch {
            return "\(error) (the screen is left out)"
        }
    }

    /// Why a folder shows no picture.
    struct FolderProblem: Error { var message: String }

    /// The pages of the pictures in `folder` (`named` as the user wrote it), or why there are
    /// none.
    static func photoPages(folder: String, named: String, list: PhotoFolder.Lister) -> Result<[Page], FolderProblem> {
        switch list(folder) {
        case let .failed(reason):
            return .failure(FolderProblem(message: "\(reason) \"\(named)\""))
        case let .entries(entries):
            let names = PhotoFolder.pictureNames(in: entries)
            guard !names.isEmpty else {
                let endings = PhotoFolder.extensions.joined(separator: ", ")
                return .failure(FolderProblem(message: "no pictures in \"\(named)\" (files ending in \(endings))"))
            }
            return .success(names.map { name in
                let source = ImageSource(path: PhotoFolder.resolve(name, in: folder))
                return Page(title: name, color: nil, picture: Picture(source: source))
            })
        }
    }

    /// A single Photos screen of `folder` (`--photos DIR`), titled by its last component, with
    /// no bottom bar; a folder that cannot be listed or holds no picture is an error naming the
    /// flag.
    package static func photos(folder: String, list: PhotoFolder.Lister, theme: Theme = Theme()) throws(InputError) -> DemoConfig {
        let pages: [Page]
        switch photoPages(folder: folder, named: folder, list: list) {
        case let .success(found): pages = found
        case let .failure(problem): throw InputError(source: "command line", field: "--photos", message: problem.message)
        }
        var trimmed = Substring(folder)
        while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        let name = trimmed.split(separator: "/").last.map(String.init) ?? "Photos"
        var screen = Screen(kind: .pager, title: name, icon: "pager", header: Header(title: name, expandedHeight: 56, collapsedHeight: 56),
                            tabs: defaultTabs, pages: pages)
        screen.photosFolder = folder
        screen.options.indicator = .fraction
        screen.options.tabsPosition = .hidden
        return DemoConfig(title: name, screens: [screen], theme: theme)
    }

    /// A screen's `"icon"`: a shape's name, or `{"image": PATH}` (the name falls back to
    /// `fallback`, the kind's shape, for code that draws no pictures).
    static func icon(_ reader: JSONObjectReader, fallback: String, files: Files) throws(InputError) -> (String, ImageSource?) {
        guard let value = reader.value("icon"), !value.isNull else { return (fallback, nil) }
        if case .object = value.node.value {
            let object = try value.object()
            try object.rejectUnknownKeys(allowed: ConfigKeys.iconImage)
            guard let path = try path(object, "image", files: files) else {
                throw object.error("needs \"image\" (a picture file)", key: "image")
            }
            return (fallback, ImageSource(path: path))
        }
        return (try value.string(), nil)
    }
}
