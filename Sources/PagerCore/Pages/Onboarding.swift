/// One page of an onboarding flow: a picture, a title and a paragraph.
public struct OnboardingStep {
    /// The picture at the top, if any.
    public var image: ImageSource?
    /// The page's title.
    public var title: String
    /// The paragraph under it.
    public var text: String

    /// A step of `title` and `text` under `image`.
    public init(image: ImageSource? = nil, title: String, text: String) {
        self.image = image
        self.title = title
        self.text = text
    }
}

extension PagerScene {
    /// A ready onboarding flow: a ``StackPage`` per step (picture, title, paragraph, button),
    /// page dots, no tabs. Each page's button says `next` and moves on; the last one's says
    /// `finish` and calls `onFinish`. Swipes, the dots, the arrow keys and Tab then Return all
    /// work as in any pager.
    ///
    /// ```swift
    /// try PagerWindow.run(title: "Welcome") { measurer in
    ///     PagerScene.onboarding([
    ///         OnboardingStep(image: ImageSource(path: "hello.png"), title: "Hello", text: "Swipe to begin."),
    ///         OnboardingStep(title: "Ready", text: "That is all."),
    ///     ], measurer: measurer) { exit(0) }
    /// }
    /// ```
    public static func onboarding(_ steps: [OnboardingStep], next: String = "Next", finish: String = "Get started",
                                  theme: Theme = Theme(), measurer: any TextMeasuring,
                                  onFinish: @escaping () -> Void) -> PagerScene {
        var moveOn: (Int) -> Void = { _ in }
        let pages: [any Page] = steps.enumerated().map { index, step in
            let isLast = index == steps.count - 1
            let button = Button(isLast ? finish : next) { isLast ? onFinish() : moveOn(index + 1) }
            var blocks: [StackBlock] = []
            if let image = step.image { blocks.append(.image(image, height: 240)) }
            blocks += [.title(step.title), .text(step.text), .spacer(8), .button(button)]
            // Room under the button for the dots.
            return StackPage(title: step.title, blocks: blocks, insets: EdgeInsets(top: 32, left: 24, bottom: 64, right: 24))
        }
        let scene = PagerScene(pages: pages.isEmpty ? [StackPage(title: "", blocks: [])] : pages, tabsPosition: .hidden,
                               theme: theme, measurer: measurer)
        scene.viewPager.indicator = PageIndicator(style: .dots, theme: theme)
        moveOn = { [weak scene] page in
            guard let pager = scene?.viewPager else { return }
            pager.moveToPage(at: page, at: pager.pagedView.now)
        }
        return scene
    }
}
