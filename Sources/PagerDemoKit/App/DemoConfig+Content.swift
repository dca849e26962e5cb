import PagerCore

extension DemoConfig {
    /// What a button in a page's `"content"` does (`"action"`).
    package enum ButtonAction: Sendable, Equatable {
        /// `"next"`: the pages move on one page (the default).
        case next
        /// `"previous"`: the pages move back one page.
        case previous
        /// `"screen N"`: the window switches to screen N as `screens` lists it, counted from 0
        /// like `initialScreen`.
        case screen(Int)
        /// `"print"`: prints `button TITLE` on standard output (for scripts and tests).
        case print
    }

    /// One block of a page's `"content"`, top to bottom (a ``StackBlock`` of the library).
    package enum ContentBlock: Sendable, Equatable {
        /// `{"image": PATH, "height": POINTS, "fit": "fit" | "fill"}`.
        case image(ImageSource, height: Double, mode: ImageContentMode)
        /// `{"title": TEXT}`: a large bold title.
        case title(String)
        /// `{"text": TEXT}`: a wrapped paragraph.
        case text(String)
        /// `{"button": TITLE, "action": ACTION, "style": "filled" | "tinted" | "plain"}`.
        case button(String, action: ButtonAction, style: Button.Style)
        /// `{"spacer": POINTS}`: empty space.
        case spacer(Double)

        /// The key that names each kind of block.
        static let kinds = ["image", "title", "text", "button", "spacer"]
    }

    /// A page's `"content"` (a list of blocks) and `"align"`; no blocks when it has none.
    static func content(_ page: JSONObjectReader, files: Files) throws(InputError) -> ([ContentBlock], StackAlignment) {
        guard let elements = try page.elements("content") else {
            if page.value("align") != nil { throw page.error("only with \"content\" (a page of blocks)", key: "align") }
            return ([], .center)
        }
        guard !elements.isEmpty else { throw page.error("needs at least one block", key: "content") }
        if page.value("image") != nil { throw page.error("give either image or content, not both", key: "image") }
        var blocks: [ContentBlock] = []
        for element in elements { blocks.append(try block(try element.object(), files: files)) }
        let align = try page.choice("align", ["top": StackAlignment.top, "center": .center, "bottom": .bottom]) ?? .center
        return (blocks, align)
    }

    /// One block: an object with exactly one of the kinds' keys, and that kind's options.
    private static func block(_ object: JSONObjectReader, files: Files) throws(InputError) -> ContentBlock {
        let kinds = ContentBlock.kinds.filter { object.value($0) != nil }
        guard kinds.count == 1, let kind = kinds.first else {
            let list = ContentBlock.kinds.joined(separator: ", ")
            throw object.error(kinds.isEmpty ? "a block needs one of \(list)" : "a block is one of \(list), not \(kinds.joined(separator: " and "))")
        }
        try object.rejectUnknownKeys(allowed: ConfigKeys.contentBlock(kind))
        switch kind {
        case "image":
            let path = try self.path(object, "image", files: files) ?? ""
            let mode = try object.choice("fit", fitModes) ?? .fit
            return .image(ImageSource(path: path), height: try object.number("height", in: 16...2000) ?? 200, mode: mode)
        case "title": return .title(try object.requiredString("title"))
        case "text": return .text(try object.requiredString("text"))
        case "spacer": return .spacer(try object.requiredNumber("spacer", in: 0...2000))
        default:
            let style = try object.choice("style", ["filled": Button.Style.filled, "tinted": .tinted, "plain": .plain])
            return .button(try object.requiredString("button"), action: try buttonAction(object, screenCount: files.listedScreens), style: style ?? .filled)
        }
    }

    /// `"next"` (the default), `"previous"`, `"screen N"` (one of the `screenCount` listed) or
    /// `"print"`.
    private static func buttonAction(_ object: JSONObjectReader, screenCount: Int) throws(InputError) -> ButtonAction {
        guard let text = try object.string("action") else { return .next }
        switch text {
        case "next": return .next
        case "previous": return .previous
        case "print": return .print
        default:
            let parts = text.split(separator: " ")
            if parts.count == 2, parts[0] == "screen", let index = Int(parts[1]) {
                guard (0..<screenCount).contains(index) else {
                    throw object.error("no screen \(index) (the config lists \(screenCount), counted from 0)", key: "action")
                }
                return .screen(index)
            }
            throw object.error("unknown action \"\(text)\" (next, previous, screen N or print)", key: "action")
        }
    }
}
