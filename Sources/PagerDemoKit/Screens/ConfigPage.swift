import PagerCore

/// A page of a pager or loop screen as its config entry shows it: a ``ColorPage`` of its
/// colour and title, or an ``ImagePage`` of its picture (`"image"`, a Photos screen's pages).
///
/// The pager keeps a kept page's object across a reload; ``show(_:)`` gives it the entry's new
/// look, making the page it stands for anew when the entry turns from colour to picture or
/// shows another picture.
final class ConfigPage: Page {
    /// The page that draws.
    private(set) var content: any Page
    /// The entry shown.
    private var entry: DemoConfig.Page
    /// Colours, for a picture page's background.
    private let theme: Theme

    /// The page for `entry`.
    init(_ entry: DemoConfig.Page, theme: Theme) {
        self.entry = entry
        self.theme = theme
        content = Self.content(for: entry, theme: theme)
    }

    private static func content(for entry: DemoConfig.Page, theme: Theme) -> any Page {
        guard let picture = entry.picture else { return ColorPage(title: entry.title, color: entry.color) }
        return ImagePage(image: picture.source, title: entry.title, mode: picture.mode, caption: picture.caption,
                         background: entry.color.map(theme.pageColor))
    }

    /// Shows `entry` from now on.
    func show(_ entry: DemoConfig.Page) {
        defer { self.entry = entry }
        if entry.picture == nil, let color = content as? ColorPage {
            color.title = entry.title
            color.color = entry.color
        } else if entry.picture != self.entry.picture || entry.title != self.entry.title || entry.color != self.entry.color {
            content = Self.content(for: entry, theme: theme)
        }
    }

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
    func willAppear(at time: Double) { content.willAppear(at: time) }
    func didAppear(at time: Double) { content.didAppear(at: time) }
    func willDisappear(at time: Double) { content.willDisappear(at: time) }
    func didDisappear(at time: Double) { content.didDisappear(at: time) }
}
