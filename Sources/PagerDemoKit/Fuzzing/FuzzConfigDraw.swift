import PagerCore
import ScrollPhysics

/// Draws a config for a fuzz stream: one of the assets (the demo, the option demos), each of its
/// screens given options drawn from the config reference's ranges, ends included (a peek of
/// 400, a one-page loop, a 3600 s carousel, 200 pt tabs), and its direction always set.
enum FuzzConfigDraw {
    /// A config's origin (the asset and the keys changed) and its text.
    static func draw(from base: FuzzAssets.Config, pictures: FuzzPictures = FuzzPictures(),
                     using rng: inout SplitMix64) -> (origin: String, text: String) {
        guard var root = try? JSONParser.parse(base.text, source: base.name) else { return (base.name, base.text) }
        var changed: [String] = []
        // The direction is always written: otherwise the locale would decide it, and a replay
        // under another locale would differ.
        root.set("direction", .string(Bool.random(using: &rng) ? "rtl" : "ltr"))
        // One stream in five keeps the asset's options as they are.
        let keeps = Int.random(in: 0..<5, using: &rng) == 0
        if case var .array(screens)? = root[member: "screens"]?.value {
            if screens.count > 1, Int.random(in: 0..<4, using: &rng) == 0 {
                screens.removeSubrange(Int.random(in: 1..<screens.count, using: &rng)...)
                changed.append("screens")
            }
            if !keeps {
                for index in screens.indices { screens[index] = screen(screens[index], inBar: true, changed: &changed, &rng) }
                if Int.random(in: 0..<3, using: &rng) == 0 {
                    screens = FuzzPictureDraw.pictures(in: screens, pictures: pictures, changed: &changed, &rng)
                }
                if Int.random(in: 0..<3, using: &rng) == 0 {
                    screens = FuzzContentDraw.content(in: screens, pictures: pictures, changed: &changed, &rng)
                }
            }
            root.set("screens", .make(.array(screens)))
            root.set("initialScreen", .number(Double(Int.random(in: 0..<screens.count, using: &rng))))
            if !keeps, Int.random(in: 0..<3, using: &rng) == 0 {
                // From narrower than any window to wider than most: both placements and the switch.
                root.set("switcher", object([("wideFrom", .number(number(in: 0...2000, &rng)))]))
                changed.append("switcher")
            }
        } else if !keeps {
            root = screen(root, inBar: false, changed: &changed, &rng)
            if Int.random(in: 0..<3, using: &rng) == 0 {
                root = FuzzPictureDraw.pictures(on: root, inBar: false, pictures: pictures, changed: &changed, &rng)
            }
            if Int.random(in: 0..<3, using: &rng) == 0 {
                root = FuzzContentDraw.content(on: root, screenCount: 1, pictures: pictures, changed: &changed, &rng)
            }
        }
        let origin = changed.isEmpty ? base.name : "\(base.name) with \(Set(changed).sorted().joined(separator: ", "))"
        return (origin, root.text)
    }

    /// `screen` with some of its keys drawn anew (each key about one time in three).
    private static func screen(_ screen: JSONNode, inBar: Bool, changed: inout [String], _ rng: inout SplitMix64) -> JSONNode {
        var screen = screen
        let kind = DemoConfig.ScreenKind(rawValue: { if case let .string(text)? = screen[member: "kind"]?.value { return text }; return "pager" }()) ?? .pager
        func maybe(_ key: String, _ value: () -> JSONNode?) {
            guard Int.random(in: 0..<3, using: &rng) == 0 else { return }
            screen.set(key, value())
            changed.append(key)
        }
        if case var .array(pages)? = screen[member: "pages"]?.value, !pages.isEmpty {
            // One page (a loop of one, with peek), or the pages again (more than fit).
            switch Int.random(in: 0..<6, using: &rng) {
            case 0: pages = [pages[0]]; changed.append("pages")
            case 1: pages += pages; changed.append("pages")
            default: break
            }
            for index in pages.indices where Int.random(in: 0..<5, using: &rng) == 0 {
                pages[index].set("badge", badge(&rng))
                changed.append("badge")
            }
            screen.set("pages", .make(.array(pages)))
            let count = pages.count
            maybe("initialPage") { .number(Double(Int.random(in: 0..<count, using: &rng))) }
        }
        maybe("loop") { .bool(Bool.random(using: &rng)) }
        maybe("tabsPosition") { .string(Bool.random(using: &rng) ? "top" : "bottom") }
        maybe("pageSpacing") { .number(number(in: 0...200, &rng)) }
        maybe("peek") { .number(number(in: 0...400, &rng)) }
        maybe("longSwipes") { .bool(Bool.random(using: &rng)) }
        maybe("indicator") { [nil, .string("dots"), .string("lines")].randomElement(using: &rng)! }
        maybe("autoAdvance") {
            // Mostly short enough to fire within a stream.
            Int.random(in: 0..<4, using: &rng) == 0 ? nil
                : .number(Int.random(in: 0..<8, using: &rng) == 0 ? 3600 : number(in: AutoAdvance.minimumInterval...3, &rng))
        }
        maybe("tabs") { tabs(&rng) }
        maybe("header") { header(kind, &rng) }
        if inBar { maybe("badge") { Bool.random(using: &rng) ? badge(&rng) : nil } }
        maybe("transition") { .string(DemoConfig.PagerOptions.Transition.allCases.randomElement(using: &rng)!.rawValue) }
        if kind == .feed { maybe("refresh") { .bool(Bool.random(using: &rng)) } }
        if kind != .feed {
            maybe("orientation") { .string(Bool.random(using: &rng) ? "horizontal" : "vertical") }
            maybe("tabStyle") { .string(Bool.random(using: &rng) ? "label" : "pill") }
        }
        // A screen without a strip ("tabs": "none") has nothing to place or style.
        if case .string("none")? = screen[member: "tabs"]?.value {
            screen.set("tabsPosition", nil)
            screen.set("tabStyle", nil)
        }
        return screen
    }

    /// A number in `range`: one time in four its lower end, one in four its upper end, else
    /// anywhere, to a tenth.
    static func number(in range: ClosedRange<Double>, _ rng: inout SplitMix64) -> Double {
        switch Int.random(in: 0..<4, using: &rng) {
        case 0: return range.lowerBound
        case 1: return range.upperBound
        default: return min(max((Double.random(in: range, using: &rng) * 10).rounded() / 10, range.lowerBound), range.upperBound)
        }
    }

    private static func badge(_ rng: inout SplitMix64) -> JSONNode {
        if Bool.random(using: &rng) { return .number(Double([0, 1, 9, 10, 99, 100, 999, 9999].randomElement(using: &rng)!)) }
        return .string(["new", "!", "beta", "99+", "•"].randomElement(using: &rng)!)
    }

    private static func tabs(_ rng: inout SplitMix64) -> JSONNode {
        var members: [(String, JSONNode)] = []
        let size = ["fillEqually", "fixed", "selfSizing"].randomElement(using: &rng)!
        members.append(("size", .string(size)))
        if size == "fixed" { members.append(("width", .number(number(in: 16...2000, &rng)))) }
        if Bool.random(using: &rng) { members.append(("height", .number(number(in: 16...200, &rng)))) }
        if Bool.random(using: &rng) { members.append(("spacing", .number(number(in: 0...200, &rng)))) }
        return object(members)
    }

    private static func header(_ kind: DemoConfig.ScreenKind, _ rng: inout SplitMix64) -> JSONNode {
        if Int.random(in: 0..<4, using: &rng) == 0 { return .string(["", "Header", String(repeating: "Long ", count: 30)].randomElement(using: &rng)!) }
        let expanded = number(in: 0...2000, &rng) > 1000 && Bool.random(using: &rng) ? 2000 : number(in: 0...400, &rng)
        var members: [(String, JSONNode)] = [("title", .string("Drawn")), ("expandedHeight", .number(expanded))]
        if kind == .feed {
            members.append(("collapsedHeight", .number(number(in: 0...expanded, &rng))))
            members.append(("snap", .bool(Bool.random(using: &rng))))
            members.append(("scrollMode", .string(HeaderScrollMode.allCases.randomElement(using: &rng)!.rawValue)))
            if Bool.random(using: &rng) { members.append(("gradient", .string("#FF2D55"))) }
        }
        return object(members)
    }

    /// An object of `members`, in order.
    static func object(_ members: [(String, JSONNode)]) -> JSONNode {
        .make(.object(members.map { JSONMember(key: $0.0, node: $0.1, line: 1) }))
    }
}
