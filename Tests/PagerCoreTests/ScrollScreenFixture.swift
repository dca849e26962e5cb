@testable import PagerCore
import ScrollPhysics

/// Seed 004's screen (docs/seeds.md), reduced to what the scrolling core sees:
///
/// ```
/// ┌──────────────────────┐ y = 0
/// │ header 150 → 44      │
/// ├──────────────────────┤ y = header height
/// │ tab strip 48         │
/// ├──────────────────────┤ y = header height + 48
/// │ list (rows 60 pt)    │
/// │                      │
/// └──────────────────────┘ y = 800
/// ```
///
/// With the header collapsed the list shows 800 - 44 - 48 = 708 pt: its viewport length.
final class ScrollScreen {
    static let width = 400.0
    static let height = 800.0
    static let tabStripHeight = 48.0
    static let rowHeight = 60.0
    /// The list's scroll viewport: its height with the header collapsed.
    static let viewport = height - CollapsingHeader.defaultCollapsedHeight - tabStripHeight

    let header: CollapsingHeader
    let lists: [ListView]
    let coordinator: NestedScrollCoordinator
    /// Rows reported through `onSelectRow`, per list.
    var selections: [[Int]]

    init(rowCounts: [Int] = [100], configuration: NestedScrollCoordinator.Configuration = .init()) {
        header = CollapsingHeader(title: "Products")
        lists = rowCounts.enumerated().map { page, count in
            ListView(rowCount: count, rowHeight: ScrollScreen.rowHeight) { index in
                ListRow(title: "Page \(page) row \(index)", subtitle: index % 2 == 0 ? "Subtitle \(index)" : nil)
            }
        }
        coordinator = NestedScrollCoordinator(header: header, list: lists[0], configuration: configuration)
        selections = Array(repeating: [], count: rowCounts.count)
        for (page, list) in lists.enumerated() {
            list.onSelectRow = { [unowned self] row in self.selections[page].append(row) }
        }
        layout()
    }

    /// The header's collapse range: 150 - 44.
    var range: Double { header.collapseRange }
    /// The first list.
    var list: ListView { lists[0] }

    /// Lays out header and lists as the app does every frame.
    func layout() {
        header.origin = .zero
        header.width = Self.width
        let top = header.frame.maxY + Self.tabStripHeight
        for list in lists {
            coordinator.layout(list, visibleFrame: Rect(x: 0, y: top, width: Self.width, height: Self.height - top))
        }
    }

    /// A vertical drag of `dy` points in `steps` equal moves over `duration` seconds from `start`,
    /// released with `velocityY` (pointer velocity, positive downwards).
    func drag(dy: Double, steps: Int = 1, from start: Double = 0, duration: Double = 0.1,
              velocityY: Double = 0, release: Bool = true) {
        coordinator.press(at: start)
        coordinator.beginDrag(at: start)
        for step in 1...max(1, steps) {
            let time = start + duration * Double(step) / Double(max(1, steps))
            coordinator.drag(by: dy / Double(max(1, steps)), at: time)
            layout()
        }
        if release { coordinator.endDrag(velocityY: velocityY, at: start + duration) }
        layout()
    }

    /// Advances to `time` and lays out.
    func advance(to time: Double) {
        coordinator.advance(to: time)
        layout()
    }

    /// The friction phase running now, if any: which part, its friction and its start time.
    var fling: (part: NestedScrollCoordinator.Part, FrictionSimulation, startTime: Double)? {
        if case let .flinging(part, fling) = coordinator.motion { return (part, fling.base.friction, fling.startTime) }
        return nil
    }

    /// Advances frame by frame at `fps` from `start` until settled (or `limit` seconds).
    /// - Returns: the time of the first settled frame.
    @discardableResult
    func runUntilSettled(from start: Double, fps: Double = 60, limit: Double = 20) -> Double {
        var frame = Int((start * fps).rounded(.up))
        while Double(frame) / fps <= start + limit {
            let time = Double(frame) / fps
            advance(to: time)
            if coordinator.isSettled { return time }
            frame += 1
        }
        return .infinity
    }
}
