/// Any page made zoomable: pinch, double tap, Control + wheel and + / - / 0 zoom its content
/// about the point, a zoomed page pans and hands the rest of a drag to the pages at its edges,
/// and it goes back to fit when it disappears, as ``ImagePage`` does for a photo.
///
/// The wrapped page draws as it always does, at scale 1 in the page's frame; the wrapper scales
/// and moves what it draws (``DrawList/zoomed(_:in:content:)``). Its content is the whole page,
/// so the band is 1x to `maximumScale` (``ZoomGeometry/defaultMaximumScale`` by default). Its
/// controls and scrolling come before the zoom in gesture routing while it is at fit (a button
/// is still pressed, a list still scrolls); zoomed, the zoom alone takes gestures.
public final class ZoomablePage: Page {
    /// The page shown.
    public let content: any Page
    private let pageZoom: PageZoom
    private let maximumScale: Double

    /// `content`, zooming up to `maximumScale`.
    public init(_ content: any Page, maximumScale: Double = ZoomGeometry.defaultMaximumScale) {
        self.content = content
        self.maximumScale = maximumScale
        pageZoom = PageZoom(maximumScale: maximumScale)
    }

    /// The zoom.
    public var zoom: PageZoom? { pageZoom }

    public var title: String { content.title }

    public func drawBackground(in frame: Rect, into list: inout DrawList, context: PageContext) {
        content.drawBackground(in: frame, into: &list, context: context)
    }

    public func draw(in frame: Rect, into list: inout DrawList, context: PageContext) {
        pageZoom.frame = frame
        pageZoom.update(content: frame.size, maximumScale: maximumScale, handOffAxis: context.axis,
                        reducesMotion: context.reducesMotion)
        list.zoomed(pageZoom, in: frame) { list in content.draw(in: frame, into: &list, context: context) }
    }

    public func prefetch(in frame: Rect, priority: Int, context: PageContext) {
        content.prefetch(in: frame, priority: priority, context: context)
    }

    public func elementNode(frame: Rect, selected: Bool) -> ElementNode {
        var node = content.elementNode(frame: frame, selected: selected)
        node.zoom = pageZoom.scale
        return node
    }

    public func collectGestureParticipants(at point: Point, in frame: Rect, into chain: inout [any GestureParticipant]) {
        guard frame.contains(point) else { return }
        pageZoom.frame = frame
        if !pageZoom.isZoomed { content.collectGestureParticipants(at: point, in: frame, into: &chain) }
        chain.append(pageZoom)
    }

    public func pointerHovered(at point: Point?) { content.pointerHovered(at: pageZoom.isZoomed ? nil : point) }

    /// The zoom's keys and Control + wheel first, then the page's own.
    public func handle(_ event: InputEvent) -> Bool { pageZoom.handle(event) || content.handle(event) }

    public func advance(to time: Double) {
        pageZoom.advance(to: time)
        content.advance(to: time)
    }

    public var isAnimating: Bool { pageZoom.isAnimating || content.isAnimating }
    public var focusFrame: Rect? { pageZoom.isZoomed ? nil : content.focusFrame }

    public func willAppear(at time: Double) { content.willAppear(at: time) }
    public func didAppear(at time: Double) { content.didAppear(at: time) }
    public func willDisappear(at time: Double) { content.willDisappear(at: time) }
    /// Gone from view: back to fit.
    public func didDisappear(at time: Double) {
        pageZoom.reset()
        content.didDisappear(at: time)
    }
}
