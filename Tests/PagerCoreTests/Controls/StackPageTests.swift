import PagerCore
import Testing

private let measurer = FixedWidthTextMeasurer()
private let frame = Rect(x: 0, y: 0, width: 320, height: 480)

/// The page the layout test works by hand: 272 pt of column (24 pt insets), 16 pt apart.
private func handWorkedPage(alignment: StackAlignment = .top, textAlignment: TextAlignment = .center) -> (StackPage, Button) {
    let button = Button("Go")
    let page = StackPage(title: "T", blocks: [
        .image(ImageSource(path: "/nowhere/picture.png"), height: 100), .title("Hello"),
        .text("one two three four five six seven eight nine ten"), .button(button), .spacer(10),
    ], insets: EdgeInsets(all: 24), spacing: 16, alignment: alignment, textAlignment: textAlignment)
    return (page, button)
}

private func draw(_ page: StackPage, rightToLeft: Bool = false) -> DrawList {
    var context = PageContext(theme: Theme(), measurer: measurer)
    context.isRightToLeft = rightToLeft
    var list = DrawList()
    page.draw(in: frame, into: &list, context: context)
    return list
}

private func texts(_ list: DrawList) -> [(String, Point)] {
    list.commands.compactMap { if case let .text(text, origin, _, _) = $0 { (text, origin) } else { nil } }
}

@Suite(.tags(.unit))
struct StackPageTests {
    @Test func blocksStackDownTheColumnAsWorkedByHand() {
        let (page, button) = handWorkedPage()
        let nodes = page.elementNode(frame: frame, selected: true).children
        _ = draw(page)
        let laidOut = page.elementNode(frame: frame, selected: true).children
        #expect(nodes.isEmpty, "nothing is placed before the first draw")
        // Image 24...124; the 28 pt title (33.6 pt a line) 16 below; the paragraph: 26 body
        // characters of 10.2 pt fit the column, so two lines of 23.8 pt; the button 44 high,
        // 200 wide (its least width), centred.
        #expect(laidOut.map(\.role) == ["image", "heading", "text", "button"])
        #expect(laidOut[0].frame == Rect(x: 24, y: 24, width: 272, height: 100))
        #expect(laidOut[1].frame.y == 140 && abs(laidOut[1].frame.height - 33.6) < 1e-9)
        #expect(abs(laidOut[2].frame.y - 189.6) < 1e-9 && abs(laidOut[2].frame.height - 47.6) < 1e-9)
        #expect(laidOut[2].title == "one two three four five six seven eight nine ten", "one element for the paragraph")
        #expect(abs(button.frame.y - 253.2) < 1e-9)
        #expect(button.frame.x == 60 && button.frame.width == 200 && button.frame.height == 44)
        #expect(texts(draw(page)).map(\.0) == ["Hello", "one two three four five", "six seven eight nine ten", "Go"])
        #expect(!page.isScrollable)
    }

    @Test func contentShorterThanThePageIsAligned() {
        // The content is 347.2 pt high; 132.8 pt are left in 480.
        let (centred, _) = handWorkedPage(alignment: .center)
        _ = draw(centred)
        #expect(centred.elementNode(frame: frame, selected: true).children[0].frame.y == 24 + 66)
        let (bottom, _) = handWorkedPage(alignment: .bottom)
        _ = draw(bottom)
        #expect(abs(bottom.elementNode(frame: frame, selected: true).children[0].frame.y - (24 + 132.8)) < 1e-9)
    }

    @Test func leadingFollowsThePagersDirection() {
        let (page, button) = handWorkedPage(textAlignment: .leading)
        _ = draw(page)
        #expect(button.frame.x == 24)
        let title = texts(draw(page)).first { $0.0 == "Hello" }!
        #expect(title.1.x == 24)
        let (mirrored, mirroredButton) = handWorkedPage(textAlignment: .leading)
        let rtl = texts(draw(mirrored, rightToLeft: true))
        #expect(mirroredButton.frame.maxX == 296)
        // "Hello": 5 x 16.8 = 84 pt, against the right inset.
        #expect(abs(rtl.first { $0.0 == "Hello" }!.1.x - (296 - 84)) < 1e-9)
    }

    @Test func aResizeLaysTheParagraphsOutAgain() {
        let (page, _) = handWorkedPage()
        _ = draw(page)
        var list = DrawList()
        page.draw(in: Rect(x: 0, y: 0, width: 1280, height: 800), into: &list, context: PageContext(theme: Theme(), measurer: measurer))
        #expect(texts(list).map(\.0).contains("one two three four five six seven eight nine ten"))
    }

    @Test func tallContentScrollsVerticallyAndAHorizontalDragStillTurnsThePage() {
        let words = (1...300).map { "word\($0)" }.joined(separator: " ")
        let tall = StackPage(title: "Tall", blocks: [.title("Long"), .text(words)], alignment: .top)
        let scene = PagerScene(pages: [tall, ColorPage(title: "Next", color: .white)], tabsPosition: .hidden, measurer: measurer)
        let loop = SceneLoop(scene)
        #expect(tall.isScrollable)
        loop.drag(from: Point(x: 160, y: 400), dx: 0, dy: -200, at: 0.5, pause: 0.1)
        // Held still before the release: no fling, so the content moved with the finger, 1:1
        // from where the drag was recognised (past the slop).
        let moved = 200 - GestureRecognizer.defaultSlop
        #expect(abs(tall.scrollOffset - moved) < 1e-6)
        loop.settle()
        #expect(abs(tall.scrollOffset - moved) < 1e-6)
        #expect(scene.viewPager.pagedView.currentPage == 0)
        // A fling scrolls on with momentum, then rests within the content.
        loop.send(.pointerDown(Point(x: 160, y: 400)), at: loop.time + 0.1)
        for step in 1...6 { loop.send(.pointerMove(Point(x: 160, y: 400 - 30 * Double(step))), at: loop.time + 0.016) }
        loop.send(.pointerUp(Point(x: 160, y: 220)), at: loop.time + 0.005)
        let released = tall.scrollOffset
        loop.settle(for: 4)
        #expect(tall.scrollOffset > released + 100)
        #expect(!tall.isAnimating)
        // A wheel notch scrolls it back a little; a horizontal drag turns the page.
        let before = tall.scrollOffset
        loop.send(.wheel(dx: 0, dy: 1, at: Point(x: 160, y: 240)), at: loop.time + 0.1)
        #expect(tall.scrollOffset < before)
        loop.drag(from: Point(x: 280, y: 240), dx: -220, dy: 0, at: loop.time + 0.2, pause: 0)
        loop.settle()
        #expect(scene.viewPager.pagedView.currentPage == 1)
    }

    @Test func contentThatFitsDoesNotTakeAVerticalDrag() {
        let (page, _) = handWorkedPage()
        let scene = PagerScene(pages: [page], tabsPosition: .hidden, measurer: measurer)
        let loop = SceneLoop(scene)
        loop.drag(from: Point(x: 160, y: 400), dx: 0, dy: -200, at: 0.5)
        #expect(page.scrollOffset == 0)
    }

    @Test func onboardingMovesOnWithNextAndFinishesOnTheLastPage() {
        var finished = 0
        let scene = PagerScene.onboarding([
            OnboardingStep(title: "One", text: "First step."), OnboardingStep(title: "Two", text: "Second step."),
            OnboardingStep(title: "Three", text: "Last step."),
        ], measurer: measurer) { finished += 1 }
        let loop = SceneLoop(scene)
        let pager = scene.viewPager.pagedView
        func button() -> ElementNode {
            scene.elementTree().flattened.first(where: { $0.role == "button" && $0.frame.x >= 0 && $0.frame.maxX <= 320 })!
        }
        #expect(button().title == "Next")
        #expect(scene.viewPager.indicator != nil)
        #expect(!scene.elementTree().flattened.contains { $0.role == "tabStrip" })
        loop.tap(Point(x: button().frame.midX, y: button().frame.midY), at: 0.5)
        loop.settle()
        #expect(pager.currentPage == 1)
        // Tab, Return: the keyboard's way to the same button.
        loop.key(.tab, at: loop.time + 0.1)
        loop.key(.enter, at: loop.time + 0.1)
        loop.settle()
        #expect(pager.currentPage == 2)
        #expect(button().title == "Get started")
        #expect(finished == 0)
        loop.tap(Point(x: button().frame.midX, y: button().frame.midY), at: loop.time + 0.1)
        #expect(finished == 1)
        #expect(pager.currentPage == 2)
    }
}
