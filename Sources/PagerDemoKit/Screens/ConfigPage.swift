import PagerCore

/// A page of a pager or loop screen as its config entry shows it: a ``ColorPage`` of its
/// colour and title, an ``ImagePage`` of its picture (`"image"`, a Photos screen's pages), or a
/// ``StackPage`` of its blocks (`"content"`), whose buttons report to ``ConfigPage/Actions``.
///
/// The pager keeps a kept page's object across a reload; ``show(_:)`` gives it the entry's new
/// look, making the page it stands for anew when the entry turns from colour to picture or
/// shows another picture.
final class ConfigPage: Page {
    /// Runs a button's action; the title is the button's.
    typealias Actions = (_ action: DemoConfig.ButtonAction, _ title: String) -> Void

    /// The page that draws.
    private(set) var content: any Page
    /// The entry shown.
    private var entry: DemoConfig.Page
    /// Colours, for a picture page's background.
    private let theme: Theme
    /// What the buttons of a page of blocks do.
    private let actions: Actions

    /// The page for `entry`, its buttons running `actions` (none by default: a page drawn
    /// only, as a cross-fade's old look is).
    init(_ entry: DemoConfig.Page, theme: Theme, actions: @escaping Actions = { _, _ in }) {
        self.entry = entry
        self.theme = theme
        self.actions = actions
        content = Self.content(for: entry, theme: theme, actions: actions)
    }

    private static func content(for entry: DemoConfig.Page, theme: Theme, actions: @escaping Actions) -> any Page {
        if !entry.content.isEmpty { return stack(entry, theme: theme, actions: actions) }
        guard let picture = entry.picture else { return ColorPage(title: entry.title, color: entry.color) }
        return ImagePage(image: picture.source, title: entry.title, mode: picture.mode, caption: picture.caption,
                         background: entry.color.map(theme.pageColor))
    }

    /// The page of `entry`'s blocks.
    private static func stack(_ entry: DemoConfig.Page, theme: Theme, actions: @escaping Actions) -> StackPage {
        let blocks: [StackBlock] = entry.content.map { block in
            switch block {
            case let .image(source, height, mode): return .image(source, height: height, mode: mode)
            case let .title(text): return .title(text)
            case let .text(text): return .text(text)
            case let .spacer(points): return .spacer(points)
            case let .button(title, action, style): return .button(Button(title, style: style) { actions(action, title) })
            }
        }
        return StackPage(title: entry.title, blocks: blocks, insets: stackInsets, alignment: entry.align,
                         background: entry.color.map(theme.pageColor))
    }

    /// A page of blocks' insets: room under the blocks for the page dots an onboarding screen shows.
    static let stackInsets = EdgeInsets(top: 32, left: 24, bottom: 56, right: 24)

    /// Starts decoding the pictures `entry` shows in a page drawn in `frame`, before the page is
    /// made, at the size they will be drawn, so a neighbour slides in whole.
    static func prefetch(_ entry: DemoConfig.Page, in frame: Rect, priority: Int, context: PageContext) {
        if let picture = entry.picture {
            _ = context.images.info(for: picture.source, box: frame.size, mode: picture.mode, priority: priority)
        }
        let column = StackPage.columnWidth(pageWidth: frame.width, insets: stackInsets)
        for case let .image(source, height, mode) in entry.content {
            _ = context.images.info(for: source, box: Size(width: column, height: height), mode: mode, priority: priority)
        }
    }

    /// Shows `entry` from now on.
    func show(_ entry: DemoConfig.Page) {
        defer { self.entry = entry }
        if entry.picture == nil, entry.content.isEmpty, let color = content as? ColorPage {
            color.title = entry.title
            color.color = entry.color
        } else if entry.picture != self.entry.picture || entry.title != self.entry.title || entry.color != self.entry.color
                    || entry.content != self.entry.content || entry.align != self.entry.align {
            content = Self.content(for: entry, theme: theme, actions: actions)
        }
    }

    /// Whether the page has controls the keyboard focus visits (a page of blocks with a button).
    var hasControls: Bool { (content as? StackPage)?.buttons.isEmpty == false }

    var title: String { content.title }
    func drawBackground(in frame: Rect, into list: inout DrawList, context: PageContext) {
        content.drawBackground(in: frame, into: &list, context: context)
    }
    func draw(in frame: Rect, into list: inout DrawList, context: PageContext) {
        content.draw(in: frame, into: &list, context: context)
    }
    func prefetch(in frame: Rect, priority: Int, context: PageContext) {
        content.prefetch(in: frame, priority: priority, context: context)
    }
    func elementNode(frame: Rect, selected: Bool) -> ElementNode { content.elementNode(frame: frame, selected: selected) }
    func collectGestureParticipants(at point: Point, in frame: Rect, into chain: inout [any GestureParticipant]) {
        content.collectGestureParticipants(at: point, in: frame, into: &chain)
    }
    func pointerHovered(at point: Point?) { content.pointerHovered(at: point) }
    func handle(_ event: InputEvent) -> Bool { content.handle(event) }
    func advance(to time: Double) { content.advance(to: time) }
    var isAnimating: Bool { content.isAnimating }
    var focusFrame: Rect? { content.focusFrame }
    var zoom: PageZoom? { content.zoom }
    func willAppear(at time: Double) { content.willAppear(at: time) }
    func didAppear(at time: Double) { content.didAppear(at: time) }
    func willDisappear(at time: Double) { content.willDisappear(at: time) }
    func didDisappear(at time: Double) { content.didDisappear(at: time) }
}
