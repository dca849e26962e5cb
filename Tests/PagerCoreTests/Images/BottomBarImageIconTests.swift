import Testing
@testable import PagerCore

/// A bar item whose icon is a picture: drawn in its own colours, fitted in the icon's box, its
/// selection shown by opacity and the title's tint; shape icons draw as before.
@Suite("BottomBarImageIcon", .tags(.unit)) struct BottomBarImageIconTests {
    let icons = IconSet(icons: ["play": [IconSet.Part(.polygon([Point(x: 6, y: 4), Point(x: 20, y: 12), Point(x: 6, y: 20)]))]])
    let avatar = ImageSource(path: "/icons/avatar.png")

    private func bar(_ items: [BottomTabBar.Item], images: ScriptedImages? = nil) -> BottomTabBar {
        let bar = BottomTabBar(items: items, selectedIndex: 0, theme: Theme(), icons: icons, measurer: FixedWidthTextMeasurer())
        if let images { bar.images = images }
        bar.frame = Rect(x: 0, y: 744, width: 480, height: BottomTabBar.height)
        return bar
    }

    @Test func anImageIconIsFittedUntintedAndDimmedWhenUnselected() {
        let images = ScriptedImages([avatar.path: ImageInfo(phase: .ready(since: 0), pixelSize: Size(width: 48, height: 24))])
        let bar = bar([.init(title: "Me", image: avatar), .init(title: "You", image: avatar)], images: images)
        var list = DrawList()
        bar.draw(into: &list)
        let draws = list.images
        #expect(draws.count == 2)
        // 48 x 24 fitted in the 24 x 24 icon box: 24 x 12, centred vertically.
        let box0 = bar.iconFrame(at: 0), box1 = bar.iconFrame(at: 1)
        #expect(draws[0].clip == box0 && draws[1].clip == box1)
        #expect(draws[0].frame == Rect(x: box0.x, y: box0.y + 6, width: 24, height: 12))
        #expect(draws[0].opacity == 1 && abs(draws[1].opacity - 0.6) < 1e-12)
        #expect(images.asks.allSatisfy { $0.box == Size(width: 24, height: 24) && $0.mode == .fit })
        // No tint: no polygon or fill in the icon's box from a shape icon.
        #expect(!list.commands.contains { if case .polygon = $0 { true } else { false } })
        // The titles keep the selected and unselected colours.
        let titles = list.commands.compactMap { if case let .text(_, _, _, color) = $0 { color } else { nil } }
        #expect(titles == [Theme().barSelected, Theme().barUnselected])
    }

    @Test func shapeIconsDrawAsBefore() {
        let shapes: [BottomTabBar.Item] = [.init(title: "A", icon: "play"), .init(title: "B", icon: "play")]
        var plain = DrawList(), withImages = DrawList()
        bar(shapes).draw(into: &plain)
        bar(shapes, images: ScriptedImages()).draw(into: &withImages)
        #expect(plain.commands == withImages.commands)
        #expect(plain.images.isEmpty)
        // The triangle, tinted with the selected colour, placed in the icon box.
        let box = bar(shapes).iconFrame(at: 0)
        #expect(plain.commands.contains(.polygon([Point(x: box.x + 6, y: box.y + 4), Point(x: box.x + 20, y: box.y + 12),
                                                  Point(x: box.x + 6, y: box.y + 20)], Theme().barSelected)))
    }

    @Test func opacityRunsFromUnselectedToSelected() {
        #expect(BottomTabBar.imageIconOpacity(amount: 0) == 0.6)
        #expect(abs(BottomTabBar.imageIconOpacity(amount: 0.5) - 0.8) < 1e-12)
        #expect(BottomTabBar.imageIconOpacity(amount: 1) == 1)
        #expect(BottomTabBar.imageIconOpacity(amount: .nan) == 0.6)
    }
}
