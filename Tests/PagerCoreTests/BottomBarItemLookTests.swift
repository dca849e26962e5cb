import PagerCore
import Testing

/// Icon-only items and icons with their own colours (seed 001: `title: nil`, and the selected
/// item's image `.alwaysOriginal`, the others `.alwaysTemplate`).
@Suite(.tags(.unit))
struct BottomBarItemLookTests {
    private let own = Color(rgb: 0xFF3B30)
    private var icons: IconSet {
        IconSet(icons: ["play": [
            IconSet.Part(.polygon([Point(x: 6, y: 4), Point(x: 20, y: 12), Point(x: 6, y: 20)]), color: own),
            IconSet.Part(.rect(Rect(x: 2, y: 2, width: 2, height: 2), cornerRadius: 0)),
        ]])
    }

    private func makeBar(titles: [String], layout: BottomBarLayout = .fill) -> BottomTabBar {
        let bar = BottomTabBar(items: titles.map { BottomTabBar.Item(title: $0, icon: "play") }, selectedIndex: 1,
                               theme: Theme(), icons: icons, measurer: FixedWidthTextMeasurer())
        bar.layout = layout
        bar.frame = Rect(x: 0, y: 744, width: 480, height: BottomTabBar.height)
        return bar
    }

    /// The colours of the polygons (the coloured part) and of the small squares (the plain part)
    /// drawn, left to right.
    private func partColours(_ bar: BottomTabBar) -> (own: [Color], plain: [Color]) {
        var list = DrawList()
        bar.draw(into: &list)
        var coloured: [Color] = [], plain: [Color] = []
        for command in list.commands {
            switch command {
            case let .polygon(_, color): coloured.append(color)
            case let .fill(rect, color, _) where rect.width == 2 && rect.height == 2: plain.append(color)
            default: break
            }
        }
        return (coloured, plain)
    }

    @Test func iconOnlyItemsCentreTheIconAndDrawNoTitle() {
        let bar = makeBar(titles: ["", "", ""], layout: BottomBarLayout(positioning: .centered))
        for index in 0..<3 {
            let item = bar.itemFrame(at: index), icon = bar.iconFrame(at: index)
            #expect(icon.midY == item.midY && icon.midX == item.midX, "item \(index)")
            #expect(icon.height == BottomTabBar.iconSide)
        }
        var list = DrawList()
        bar.draw(into: &list)
        #expect(!list.commands.contains { if case .text = $0 { true } else { false } })

        let titled = makeBar(titles: ["A", "B", "C"])
        #expect(titled.iconFrame(at: 0).y == 744 + 7, "above its title")
    }

    /// At rest the selected item shows the part's own colour and the others the unselected
    /// tint; a part without a colour takes the tint in both. Mid-swipe each item's own colour
    /// is the tint mixed towards it by the item's amount 1 - |p - i|.
    @Test func selectedItemShowsTheIconsOwnColours() {
        let bar = makeBar(titles: ["A", "B", "C"])
        let theme = Theme()
        for position in [1.0, 0.0, 0.25, 1.5, 2.0] {
            bar.showPages(at: position)
            let amounts = (0..<3).map { max(0, 1 - abs(position - Double($0))) }
            let tints = amounts.map { theme.barUnselected.mixed(with: theme.barSelected, fraction: $0) }
            let colours = partColours(bar)
            #expect(colours.plain == tints, "at \(position)")
            #expect(colours.own == zip(tints, amounts).map { $0.mixed(with: own, fraction: $1) }, "at \(position)")
        }
        bar.showPages(at: 1)
        let rest = partColours(bar)
        #expect(rest.own == [theme.barUnselected, own, theme.barUnselected])
    }

    @Test func anIconWithoutOwnColoursIsTintedAsBefore() {
        var plain = IconSet()
        plain.icons["dot"] = [IconSet.Part(.circle(center: Point(x: 12, y: 12), radius: 4))]
        #expect(!plain.hasOwnColors("dot") && icons.hasOwnColors("play"))
        var list = DrawList()
        plain.draw("dot", in: Rect(x: 0, y: 0, width: 24, height: 24), color: .white, original: 1, into: &list)
        #expect(list.commands == [.fill(Rect(x: 8, y: 8, width: 8, height: 8), .white, cornerRadius: 4)])
    }
}
