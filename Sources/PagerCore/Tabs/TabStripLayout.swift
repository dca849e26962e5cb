import ScrollPhysics

/// Where each tab sits along the strip, for the three size configurations.
///
/// Positions are in strip coordinates (0 = the strip's left edge before scrolling). Fixed and
/// equal widths are arithmetic, so finding the visible tabs among 100,000 is O(1); self-sizing
/// keeps a prefix sum of widths and finds them by binary search.
public struct TabStripLayout: Sendable, Equatable {
    /// How tabs are sized.
    public enum SizeConfiguration: Sendable, Equatable {
        /// Tabs share the width equally: `(W - spacing * (n + 1)) / n` each, spacing around all.
        case fillEqually(height: Double, spacing: Double = 0)
        /// Tabs `width` apart: each `width - 2 * spacing` wide with `spacing` between, and
        /// nothing before the first or after the last (see ``tabWidth(count:viewportWidth:)``).
        case fixed(width: Double, height: Double, spacing: Double = 0)
        /// Each tab as wide as its title plus padding (measured through ``TextMeasuring``), but
        /// at most two thirds of the strip, so one very long title is elided rather than
        /// pushing every other tab out of view.
        case selfSizing(height: Double, spacing: Double = 0)

        /// The strip's height: the one given, within 0...1e6 points (NaN counts as 0).
        public var height: Double {
            switch self {
            case let .fillEqually(height, _), let .fixed(_, height, _), let .selfSizing(height, _):
                return height.clamped(to: 0...1e6, nan: 0)
            }
        }

        /// Gap between tabs: the one given, within ±1e6 points (NaN counts as 0).
        public var spacing: Double {
            switch self {
            case let .fillEqually(_, spacing), let .fixed(_, _, spacing), let .selfSizing(_, spacing):
                return spacing.clamped(to: -1e6...1e6, nan: 0)
            }
        }

        /// Gap before the first tab and after the last: `spacing` for equal and self-sizing
        /// tabs; none for fixed ones (a flow layout without section
        /// insets).
        public var edgeInset: Double {
            switch self {
            case .fixed: return 0
            case .fillEqually, .selfSizing: return max(0, spacing)
            }
        }

        /// The one width every tab gets, for the configurations that give them one:
        /// `(W - spacing * (n + 1)) / n` for equal tabs, and for fixed tabs
        /// `width - 2 * spacing` (with `spacing` between tabs).
        public func tabWidth(count: Int, viewportWidth: Double) -> Double? {
            let gap = max(0, spacing)
            switch self {
            case .fillEqually:
                let n = Double(max(1, count))
                return max(0, (viewportWidth.clamped(to: 0...Double.largestCoordinate, nan: 0) - gap * (n + 1)) / n)
            case let .fixed(width, _, _):
                return max(0, width.clamped(to: 0...1e6, nan: 0) - 2 * gap)
            case .selfSizing:
                return nil
            }
        }
    }

    private enum Widths: Sendable, Equatable {
        case uniform(Double)
        /// `ends[i]` is the right edge of tab i (spacing included before it).
        case prefix(ends: [Double], widths: [Double])
    }

    /// The number of tabs.
    public let count: Int
    /// Gap between tabs.
    public let spacing: Double
    /// Gap before the first tab and after the last (``SizeConfiguration/edgeInset``).
    public let edgeInset: Double
    /// The visible width the strip was laid out for.
    public let viewportWidth: Double
    private let widths: Widths

    /// Lays out `count` tabs for a strip `viewportWidth` wide.
    /// - Parameters:
    ///   - configuration: how wide the tabs are and the gaps between them.
    ///   - count: how many tabs there are.
    ///   - viewportWidth: the visible width of the strip, in points.
    ///   - preferredWidth: each tab's wanted width (used by `.selfSizing` only).
    /// - Complexity: O(1) for fixed and equal widths, O(n) for self-sizing.
    public init(configuration: SizeConfiguration, count: Int, viewportWidth: Double,
                preferredWidth: (Int) -> Double) {
        self.count = max(0, count)
        self.spacing = max(0, configuration.spacing)
        self.edgeInset = configuration.edgeInset
        self.viewportWidth = max(0, viewportWidth)
        if let width = configuration.tabWidth(count: count, viewportWidth: viewportWidth) {
            widths = .uniform(width)
        } else {
            var ends: [Double] = [], list: [Double] = []
            ends.reserveCapacity(count)
            list.reserveCapacity(count)
            var x = edgeInset
            let cap = max(64, viewportWidth * 2 / 3)
            for index in 0..<max(0, count) {
                let width = min(max(0, preferredWidth(index)), cap)
                list.append(width)
                x += width
                ends.append(x)
                x += spacing
            }
            widths = .prefix(ends: ends, widths: list)
        }
    }

    /// Total width of the tabs with the spacing between them and at the ends.
    public var contentWidth: Double {
        guard count > 0 else { return 0 }
        switch widths {
        case let .uniform(width): return Double(count) * width + Double(count - 1) * spacing + 2 * edgeInset
        case let .prefix(ends, _): return ends[count - 1] + edgeInset
        }
    }

    /// The distance from a tab to the same tab one lap on in a ring (a looping strip drawn
    /// round and round): every tab and the spacing after it.
    public var lapLength: Double { contentWidth - 2 * edgeInset + spacing }

    /// Every tab's width when they all have the same (fixed or equal widths); nil for self-sizing.
    public var uniformWidth: Double? {
        if case let .uniform(width) = widths { return width }
        return nil
    }

    /// Whether the tabs are wider than the strip, so it scrolls.
    public var overflows: Bool { contentWidth > viewportWidth + 0.5 }

    /// The largest strip offset.
    public var maxOffset: Double { max(0, contentWidth - viewportWidth) }

    /// Left edge and width of tab `index` in strip coordinates.
    public func span(of index: Int) -> (x: Double, width: Double) {
        let i = min(max(index, 0), max(0, count - 1))
        switch widths {
        case let .uniform(width): return (edgeInset + Double(i) * (width + spacing), width)
        case let .prefix(ends, list):
            guard !list.isEmpty else { return (edgeInset, 0) }
            return (ends[i] - list[i], list[i])
        }
    }

    /// The offset that centres tab `index`, clamped so the strip never shows past its ends.
    public func centeringOffset(for index: Int) -> Double {
        let span = span(of: index)
        return min(max(span.x + span.width / 2 - viewportWidth / 2, 0), maxOffset)
    }

    /// The index of the tab at strip coordinate `x`, or nil in a gap or outside.
    public func index(atStripX x: Double) -> Int? {
        guard count > 0 else { return nil }
        let candidate = firstIndex(endingAfter: x)
        guard candidate < count else { return nil }
        let span = span(of: candidate)
        return x >= span.x && x < span.x + span.width ? candidate : nil
    }

    /// Indices of tabs overlapping strip coordinates `minX..<maxX`.
    /// - Complexity: O(1) for uniform widths, O(log n) for self-sizing.
    public func visibleRange(minX: Double, maxX: Double) -> Range<Int> {
        guard count > 0, maxX > minX else { return 0..<0 }
        let first = firstIndex(endingAfter: minX)
        return first..<max(first, firstIndex(startingAtOrAfter: maxX))
    }

    /// The first tab whose left edge lies at or beyond `x` (a tab starting exactly at the
    /// window's right edge, or after a gap there, shows nothing).
    private func firstIndex(startingAtOrAfter x: Double) -> Int {
        switch widths {
        case let .uniform(width):
            let pitch = width + spacing
            guard pitch > 0 else { return x > edgeInset ? count : 0 }
            // Tab i starts at edgeInset + i * pitch.
            let i = ((x - edgeInset) / pitch).rounded(.up)
            return Int(min(max(i, 0), Double(count)))
        case let .prefix(ends, widths):
            var low = 0, high = ends.count
            while low < high {
                let mid = (low + high) / 2
                if ends[mid] - widths[mid] >= x { high = mid } else { low = mid + 1 }
            }
            return low
        }
    }

    /// The first tab whose right edge lies beyond `x`.
    private func firstIndex(endingAfter x: Double) -> Int {
        switch widths {
        case let .uniform(width):
            let pitch = width + spacing
            guard pitch > 0 else { return 0 }
            // Tab i ends at edgeInset + i * pitch + width.
            let i = ((x - edgeInset - width) / pitch).rounded(.down) + 1
            return Int(min(max(i, 0), Double(count)))
        case let .prefix(ends, _):
            var low = 0, high = ends.count
            while low < high {
                let mid = (low + high) / 2
                if ends[mid] > x { high = mid } else { low = mid + 1 }
            }
            return low
        }
    }
}
