import PagerCore

/// A tiny ``Scene`` for the frame driver's tests, no larger than the protocol asks: each key
/// press starts a slide of one unit over ``slideSeconds``, from the scene's own "now" (its last
/// `advance`), as a pager's key or tab tap starts its spring. It records every call it gets.
final class SlidingScene: Scene {
    static let slideSeconds = 0.25

    enum Call: Equatable {
        case resize(Size)
        case advance(Double)
        case handle(Double)
        case draw
    }

    private(set) var calls: [Call] = []
    /// When each slide started, by the scene's clock.
    private(set) var slideStarts: [Double] = []
    private var now = 0.0

    /// How far the slides have carried the scene, in units.
    var position: Double {
        slideStarts.reduce(0) { $0 + min(1, max(0, now - $1) / Self.slideSeconds) }
    }

    func resize(to size: Size) { calls.append(.resize(size)) }

    func handle(_ event: InputEvent) {
        calls.append(.handle(event.time))
        if case .key = event.kind { slideStarts.append(now) }
    }

    func advance(to time: Double) {
        calls.append(.advance(time))
        now = time
    }

    var isAnimating: Bool { slideStarts.contains { now < $0 + Self.slideSeconds } }
    var isSettled: Bool { !isAnimating }
    var wantsToQuit: Bool { false }
    var background: Color { .white }
    var windowTitle: String { "sliding" }

    func draw(into list: inout DrawList) {
        calls.append(.draw)
        list.fill(Rect(x: position * 10, y: 0, width: 10, height: 10), .black)
    }

    func elementTree() -> ElementNode { ElementNode(role: "window", frame: Rect(x: 0, y: 0, width: 10, height: 10)) }

    /// Forgets the calls so far, so a test sees only what follows.
    func forgetCalls() { calls.removeAll() }
}
