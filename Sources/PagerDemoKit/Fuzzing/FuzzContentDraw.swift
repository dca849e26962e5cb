import PagerCore
import ScrollPhysics

/// Draws pages of blocks into a fuzz stream's config (`content`, `align`): titles and paragraphs
/// from empty to far longer than any page, in several scripts and with a word longer than any
/// line, buttons with every action and style, spacers and pictures from the config reference's
/// ranges, ends included, and the run's pictures (broken ones among them). Every draw comes from
/// the stream's generator, so a seed draws the same config every time.
enum FuzzContentDraw {
    /// Texts a block may hold: empty, one word, each script the demo shows, a word no line
    /// holds, and a paragraph taller than any window.
    static let texts = [
        "", "Hi", "Swipe along", "Вкладки следом", "見出しが縮む", "हर लिपि में", "كل شيء جاهز", "שלום עולם",
        String(repeating: "Unbreakable", count: 12), String(repeating: "A paragraph that goes on. ", count: 120),
        String(repeating: "リストを上にスクロールすると、", count: 40), "mixed عربي and English 123",
    ]

    /// `screens` with some pages of their pager and loop screens turned into pages of blocks;
    /// a button's `screen N` names one of the `screens.count` listed.
    static func content(in screens: [JSONNode], pictures: FuzzPictures, changed: inout [String],
                        _ rng: inout SplitMix64) -> [JSONNode] {
        screens.map { content(on: $0, screenCount: screens.count, pictures: pictures, changed: &changed, &rng) }
    }

    /// `screen` with some pages made of blocks (a feed keeps its lists).
    static func content(on screen: JSONNode, screenCount: Int, pictures: FuzzPictures, changed: inout [String],
                        _ rng: inout SplitMix64) -> JSONNode {
        guard case var .array(pages)? = screen[member: "pages"]?.value,
              !{ if case .string("feed")? = screen[member: "kind"]?.value { true } else { false } }() else { return screen }
        var screen = screen
        for index in pages.indices where Int.random(in: 0..<3, using: &rng) == 0 {
            // A page of blocks holds its pictures in its blocks.
            for key in ["image", "fit", "caption"] { pages[index].set(key, nil) }
            let blocks = (0..<Int.random(in: 1...7, using: &rng)).map { _ in block(screenCount: screenCount, pictures: pictures, &rng) }
            pages[index].set("content", .make(.array(blocks)))
            // A page with no title names itself after its first title block, if it has one.
            if pages[index][member: "title"] == nil { pages[index].set("title", .string("Blocks")) }
            if Bool.random(using: &rng) { pages[index].set("align", .string(["top", "center", "bottom"].randomElement(using: &rng)!)) }
            changed.append("content")
        }
        screen.set("pages", .make(.array(pages)))
        return screen
    }

    private static func block(screenCount: Int, pictures: FuzzPictures, _ rng: inout SplitMix64) -> JSONNode {
        func text() -> JSONNode { .string(texts.randomElement(using: &rng)!) }
        switch Int.random(in: 0..<5, using: &rng) {
        case 0:
            var members: [(String, JSONNode)] = [("image", .string(pictures.imagePaths.randomElement(using: &rng)!))]
            if Bool.random(using: &rng) { members.append(("height", .number(FuzzConfigDraw.number(in: 16...2000, &rng)))) }
            if Bool.random(using: &rng) { members.append(("fit", .string(Bool.random(using: &rng) ? "fit" : "fill"))) }
            return FuzzConfigDraw.object(members)
        case 1: return FuzzConfigDraw.object([("title", text())])
        case 2: return FuzzConfigDraw.object([("text", text())])
        case 3:
            let actions = ["next", "previous", "print", "screen \(Int.random(in: 0..<max(1, screenCount), using: &rng))"]
            return FuzzConfigDraw.object([("button", text()), ("action", .string(actions.randomElement(using: &rng)!)),
                                          ("style", .string(["filled", "tinted", "plain"].randomElement(using: &rng)!))])
        default: return FuzzConfigDraw.object([("spacer", .number(FuzzConfigDraw.number(in: 0...2000, &rng)))])
        }
    }
}
