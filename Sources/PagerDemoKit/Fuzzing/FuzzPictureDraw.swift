import PagerCore
import ScrollPhysics

/// Draws the picture keys into a fuzz stream's config: pages that show the run's pictures, a
/// text file named like one or a file nobody made (`image`, `fit`, `caption`), Photos screens
/// of the run's folder (and optional ones of a folder that is not there), bar items whose
/// icon is a picture and feed headers with one behind them. Every draw comes from the
/// stream's generator, so a seed draws the same config every time.
enum FuzzPictureDraw {
    /// `screens` (a bar's) with pictures on some of them, and maybe a Photos screen or two more.
    static func pictures(in screens: [JSONNode], pictures: FuzzPictures, changed: inout [String],
                         _ rng: inout SplitMix64) -> [JSONNode] {
        var screens = screens.map { self.pictures(on: $0, inBar: true, pictures: pictures, changed: &changed, &rng) }
        if Int.random(in: 0..<2, using: &rng) == 0 {
            var members: [(String, JSONNode)] = [("kind", .string(Bool.random(using: &rng) ? "pager" : "loop")),
                                                 ("title", .string("Photos")), ("photos", .string(pictures.folder))]
            if Bool.random(using: &rng) { members.append(("indicator", .string(["dots", "lines", "fraction"].randomElement(using: &rng)!))) }
            if Bool.random(using: &rng) { members.append(("icon", icon(pictures, &rng))) }
            screens.insert(FuzzConfigDraw.object(members), at: Int.random(in: 0...screens.count, using: &rng))
            changed.append("photos")
        }
        if Int.random(in: 0..<4, using: &rng) == 0 {
            // Left out with a warning: its folder is nowhere.
            screens.append(FuzzConfigDraw.object([("title", .string("Gone")), ("photos", .string(pictures.folder + "-gone")),
                                                  ("optional", .bool(true))]))
            changed.append("optional")
        }
        return screens
    }

    /// `screen` with some of its pages showing pictures (pager and loop screens), a picture
    /// behind its header (a feed with a header object) and, in a bar, maybe a picture icon.
    static func pictures(on screen: JSONNode, inBar: Bool, pictures: FuzzPictures, changed: inout [String],
                         _ rng: inout SplitMix64) -> JSONNode {
        var screen = screen
        let isFeed: Bool = { if case .string("feed")? = screen[member: "kind"]?.value { return true }; return false }()
        if !isFeed, case var .array(pages)? = screen[member: "pages"]?.value {
            // A page of blocks holds its pictures in its blocks.
            for index in pages.indices where pages[index][member: "content"] == nil && Int.random(in: 0..<2, using: &rng) == 0 {
                pages[index].set("image", .string(pictures.imagePaths.randomElement(using: &rng)!))
                if Bool.random(using: &rng) { pages[index].set("fit", .string(Bool.random(using: &rng) ? "fit" : "fill")) }
                if Int.random(in: 0..<3, using: &rng) == 0 {
                    pages[index].set("caption", .string(["", "A caption", String(repeating: "Long caption ", count: 20)].randomElement(using: &rng)!))
                }
                changed.append("image")
            }
            screen.set("pages", .make(.array(pages)))
        }
        if isFeed, case .object? = screen[member: "header"]?.value, Bool.random(using: &rng) {
            var header = screen[member: "header"]!
            header.set("image", .string(pictures.imagePaths.randomElement(using: &rng)!))
            screen.set("header", header)
            changed.append("header.image")
        }
        if inBar, Int.random(in: 0..<3, using: &rng) == 0 {
            screen.set("icon", icon(pictures, &rng))
            changed.append("icon.image")
        }
        return screen
    }

    /// A bar item's `{"image": PATH}`.
    private static func icon(_ pictures: FuzzPictures, _ rng: inout SplitMix64) -> JSONNode {
        FuzzConfigDraw.object([("image", .string(pictures.imagePaths.randomElement(using: &rng)!))])
    }
}
