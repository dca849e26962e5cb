import PagerCore
import ScrollPhysics

/// Draws the configs a fuzz stream applies while it plays (`config NAME` script lines): one
/// stream in three gets one to three, at moments drawn over the stream's length (mid-drag,
/// mid-fling, mid-jump as they fall), each the case's config with its pages changed: some
/// removed, the rest shuffled, new ones added, titles, colours and badges changed; now and then
/// a screen's transition, swipe or animation or the switcher's width (applied in place), and
/// the theme, a screen's title or a feed's refresh, which build the screens again from saved
/// state.
/// The draws come from their own generator, so a seed's events stay what they were.
enum FuzzReloadDraw {
    static func draw(seed: UInt64, configText: String, until end: Double) -> [HostileStream.Reload] {
        var rng = SplitMix64(seed: seed ^ 0x2EC0_4F16_0000_0027)
        guard Int.random(in: 0..<3, using: &rng) == 0,
              let root = try? JSONParser.parse(configText, source: FuzzCase.FileName.config) else { return [] }
        let count = Int.random(in: 1...3, using: &rng)
        let times = (0..<count).map { _ in (Double.random(in: 0...max(0, end), using: &rng) * 1000).rounded() / 1000 }.sorted()
        return times.enumerated().map { index, time in
            HostileStream.Reload(time: time, name: "reload-\(index + 1).json", text: changed(root, &rng).text)
        }
    }

    private static func changed(_ root: JSONNode, _ rng: inout SplitMix64) -> JSONNode {
        var root = root
        if Int.random(in: 0..<5, using: &rng) == 0 {
            root.set("theme", .string(Bool.random(using: &rng) ? "dark" : "light"))
        }
        if case var .array(screens)? = root[member: "screens"]?.value {
            for index in screens.indices { screens[index] = options(pages(screens[index], &rng), &rng) }
            if Int.random(in: 0..<6, using: &rng) == 0, let index = screens.indices.randomElement(using: &rng) {
                screens[index].set("title", .string("Retitled"))
            }
            root.set("screens", .make(.array(screens)))
            if Int.random(in: 0..<4, using: &rng) == 0 {
                // Narrower than any window, wider than most, or gone: the switcher moves live.
                root.set("switcher", Bool.random(using: &rng) ? nil
                    : FuzzConfigDraw.object([("wideFrom", .number(FuzzConfigDraw.number(in: 0...2000, &rng)))]))
            }
        } else {
            root = options(pages(root, &rng), &rng)
        }
        return root
    }

    /// `screen` with, one time in four each, a new `transition`, `swipe` or `animation` (which
    /// a running screen takes in place) and, on a feed, one time in eight `refresh` turned over
    /// (which builds the screens again).
    private static func options(_ screen: JSONNode, _ rng: inout SplitMix64) -> JSONNode {
        var screen = screen
        if Int.random(in: 0..<4, using: &rng) == 0 {
            screen.set("transition", .string(DemoConfig.PagerOptions.Transition.allCases.randomElement(using: &rng)!.rawValue))
        }
        if Int.random(in: 0..<4, using: &rng) == 0 { screen.set("swipe", .bool(Bool.random(using: &rng))) }
        if Int.random(in: 0..<4, using: &rng) == 0 {
            let curves = ["spring", "linear", "easeIn", "easeOut", "easeInOut"]
            screen.set("animation", Int.random(in: 0..<4, using: &rng) == 0 ? .string("none")
                : FuzzConfigDraw.object([("curve", .string(curves.randomElement(using: &rng)!)),
                                         ("duration", .number(FuzzConfigDraw.number(in: 0.01...2, &rng)))]))
        }
        if case .string("feed")? = screen[member: "kind"]?.value, Int.random(in: 0..<8, using: &rng) == 0 {
            let on = { if case .bool(true)? = screen[member: "refresh"]?.value { return true }; return false }()
            screen.set("refresh", .bool(!on))
        }
        return screen
    }

    /// `screen` with its pages changed (at least one kept or added), and no `initialPage`,
    /// which might no longer be a page.
    private static func pages(_ screen: JSONNode, _ rng: inout SplitMix64) -> JSONNode {
        var screen = screen
        guard case var .array(pages)? = screen[member: "pages"]?.value, !pages.isEmpty else { return screen }
        let template = pages[0]
        pages = pages.filter { _ in Int.random(in: 0..<4, using: &rng) > 0 }
        if Bool.random(using: &rng) { pages.shuffle(using: &rng) }
        let colors = ["red", "blue", "orange", "green", "purple", "teal"]
        for index in pages.indices where Int.random(in: 0..<4, using: &rng) == 0 {
            switch Int.random(in: 0..<3, using: &rng) {
            case 0: pages[index].set("color", .string(colors.randomElement(using: &rng)!))
            case 1: pages[index].set("badge", .number(Double(Int.random(in: 0...9999, using: &rng))))
            default:
                // A new title under the old id: the same page, retitled.
                if let title = pages[index][member: "id"] ?? pages[index][member: "title"] {
                    pages[index].set("id", title)
                    pages[index].set("title", .string("Renamed \(Int.random(in: 0..<100, using: &rng))"))
                }
            }
        }
        for n in 0..<Int.random(in: 0...2, using: &rng) {
            var page = template
            page.set("id", nil)
            page.set("title", .string("Reloaded \(n + 1)"))
            pages.insert(page, at: Int.random(in: 0...pages.count, using: &rng))
        }
        if pages.isEmpty { pages = [template] }
        screen.set("pages", .make(.array(pages)))
        screen.set("initialPage", nil)
        return screen
    }
}
