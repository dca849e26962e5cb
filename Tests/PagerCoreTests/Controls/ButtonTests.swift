import PagerCore
import Testing

private let measurer = FixedWidthTextMeasurer()

/// A pager of two stack pages, the first with a button in it.
private func scene(action: @escaping () -> Void) -> (PagerScene, Button) {
    let button = Button("Press", action: action)
    let first = StackPage(title: "One", blocks: [.title("One"), .button(button)], alignment: .top)
    let second = StackPage(title: "Two", blocks: [.title("Two")])
    return (PagerScene(pages: [first, second], tabsPosition: .hidden, measurer: measurer), button)
}

@Suite(.tags(.unit))
struct ButtonTests {
    @Test func aTapPressesItOnce() {
        var presses = 0
        let (pager, button) = scene { presses += 1 }
        let loop = SceneLoop(pager)
        let centre = Point(x: button.frame.midX, y: button.frame.midY)
        loop.send(.pointerDown(centre), at: 0.5)
        #expect(button.isPressed)
        #expect(pager.elementTree().flattened.first { $0.role == "button" }?.pressed == true)
        loop.send(.pointerUp(centre), at: 0.6)
        #expect(presses == 1)
        #expect(!button.isPressed)
        loop.settle()
        #expect(pager.viewPager.pagedView.currentPage == 0)
    }

    @Test func aDragThatStartsOnItSwipesThePagesAndCancelsThePress() {
        var presses = 0
        let (pager, button) = scene { presses += 1 }
        let loop = SceneLoop(pager)
        let start = Point(x: button.frame.midX, y: button.frame.midY)
        loop.send(.pointerDown(start), at: 0.5)
        #expect(button.isPressed)
        loop.send(.pointerMove(Point(x: start.x - 20, y: start.y)), at: 0.52)
        // Past the slop the pager owns the drag, and the press is gone.
        #expect(!button.isPressed)
        for step in 1...8 { loop.send(.pointerMove(Point(x: start.x - 20 - 25 * Double(step), y: start.y)), at: 0.52 + 0.02 * Double(step)) }
        loop.send(.pointerUp(Point(x: start.x - 220, y: start.y)), at: 0.7)
        loop.settle()
        #expect(presses == 0)
        #expect(pager.viewPager.pagedView.currentPage == 1)
    }

    @Test func aTapBesideItDoesNothing() {
        var presses = 0
        let (pager, button) = scene { presses += 1 }
        let loop = SceneLoop(pager)
        loop.tap(Point(x: button.frame.midX, y: button.frame.maxY + 30), at: 0.5)
        #expect(presses == 0)
    }

    @Test func tabFocusesItAndReturnOrSpacePressesIt() {
        var presses = 0
        let (pager, button) = scene { presses += 1 }
        let loop = SceneLoop(pager)
        loop.key(.tab, at: 0.5)
        #expect(button.isFocused)
        #expect(pager.elementTree().flattened.first { $0.role == "button" }?.focused == true)
        loop.key(.enter, at: 0.6)
        loop.key(.space, at: 0.7)
        #expect(presses == 2)
        // Past the page's last button the focus leaves the page, and Return does not press.
        loop.key(.tab, at: 0.8)
        #expect(!button.isFocused)
        loop.key(.enter, at: 0.9)
        #expect(presses == 2)
    }

    @Test func aDisabledButtonTakesNoPress() {
        var presses = 0
        let (pager, button) = scene { presses += 1 }
        button.isEnabled = false
        let loop = SceneLoop(pager)
        loop.tap(Point(x: button.frame.midX, y: button.frame.midY), at: 0.5)
        #expect(presses == 0)
        #expect(!button.press())
    }

    @Test func hoverFollowsThePointer() {
        let (pager, button) = scene {}
        let loop = SceneLoop(pager)
        loop.send(.pointerMove(Point(x: button.frame.midX, y: button.frame.midY)), at: 0.5)
        #expect(button.isHovered)
        loop.send(.pointerMove(Point(x: 5, y: 5)), at: 0.6)
        #expect(!button.isHovered)
    }

    @Test func itIsAtLeastTheHitTargetHighAndItsTitleIsLegible() {
        let button = Button("Go")
        #expect(button.preferredSize(measurer: measurer).height >= 44)
        for theme in [Theme(), { var dark = Theme(); dark.background = .black; dark.accent = Color(rgb: 0x0A84FF); return dark }()] {
            for style in [Button.Style.filled, .tinted, .plain] {
                button.style = style
                let (fill, title) = button.colors(theme: theme, on: theme.background)
                #expect(title.contrastRatio(with: fill ?? theme.background) >= 4.5, "\(style)")
            }
        }
    }

    /// A picture before the title: 20 pt square, centred with the title as one group, the
    /// button wider by the picture and half a padding.
    @Test func aPictureSitsBeforeTheTitle() {
        let plain = Button("Go"), pictured = Button("Go", image: ImageSource(path: "icon.png"))
        let plainSize = plain.preferredSize(measurer: measurer), size = pictured.preferredSize(measurer: measurer)
        #expect(size.width == plainSize.width + Button.imageSide + Button.horizontalPadding / 2 && size.height == plainSize.height)
        pictured.frame = Rect(x: 100, y: 200, width: 200, height: 44)
        var list = DrawList()
        var context = PageContext(theme: Theme(), measurer: measurer)
        context.images = ReadyImages()
        pictured.draw(into: &list, on: .white, context: context)
        let images = list.commands.compactMap { if case let .image(draw) = $0 { draw } else { nil } }
        let texts = list.commands.compactMap { if case let .text(text, origin, _, _) = $0 { (text, origin) } else { nil } }
        #expect(images.count == 1 && texts.count == 1)
        guard let picture = images.first?.frame, let title = texts.first else { return }
        let titleWidth = measurer.size(of: "Go", style: Button.titleStyle).width
        let group = Button.imageSide + Button.horizontalPadding / 2 + titleWidth
        #expect(picture == Rect(x: 100 + (200 - group) / 2, y: 212, width: 20, height: 20))
        #expect(title.0 == "Go" && title.1.x == picture.x + Button.imageSide + Button.horizontalPadding / 2)
    }
}

/// Every picture decoded long ago, 40 pixels square.
private final class ReadyImages: ImageProviding {
    func info(for source: ImageSource, box: Size, mode: ImageContentMode, priority: Int) -> ImageInfo {
        ImageInfo(phase: .ready(since: -100), pixelSize: Size(width: 40, height: 40))
    }
}
