/// The heights of a list's rows as a pattern that repeats, so where a row starts and which row
/// is at a point are arithmetic, never a walk over the rows.
///
/// A pattern as long as the list gives any heights at all (a config's rows: one entry each); a
/// short pattern describes a list of any length in constant memory (generated rows, where every
/// third has a subtitle: `[60, 44, 44]` for a million rows). A uniform list is a pattern of one.
///
/// - Complexity: ``offset(of:)`` and ``height(at:)`` O(1); ``index(at:)`` O(log p) for a
///   pattern of p heights, whatever ``count`` is.
public struct RowHeights: Sendable, Equatable {
    /// How many rows.
    public let count: Int
    /// One period of heights, each 1 to 1e6 points.
    public let pattern: [Double]
    /// `starts[k]`: the total of the first k heights of the pattern (p + 1 entries).
    private let starts: [Double]

    /// `count` rows whose heights repeat `pattern` (a non-finite or sub-point height counts as
    /// 1 point, one over a million points as 1e6; an empty pattern as one of
    /// ``ListView/defaultRowHeight``).
    public init(count: Int, pattern: [Double]) {
        self.count = max(0, count)
        let cleaned = pattern.map { $0.isFinite ? min(max(1, $0), 1e6) : 1 }
        self.pattern = cleaned.isEmpty ? [ListView.defaultRowHeight] : cleaned
        var starts = [0.0]
        starts.reserveCapacity(self.pattern.count + 1)
        for height in self.pattern { starts.append(starts[starts.count - 1] + height) }
        self.starts = starts
    }

    /// `count` rows all `height` tall.
    public static func uniform(_ height: Double, count: Int) -> RowHeights {
        RowHeights(count: count, pattern: [height])
    }

    /// The same heights for a list of `count` rows (a reload that changes the count).
    public func withCount(_ count: Int) -> RowHeights { RowHeights(count: count, pattern: pattern) }

    private var period: Int { pattern.count }
    private var periodLength: Double { starts[period] }

    /// Height of row `index`.
    public func height(at index: Int) -> Double { pattern[((index % period) + period) % period] }

    /// Where row `index` starts, from the top of the content (`count` gives the total length).
    public func offset(of index: Int) -> Double {
        let clamped = min(max(index, 0), count)
        return Double(clamped / period) * periodLength + starts[clamped % period]
    }

    /// The content's total height.
    public var total: Double { offset(of: count) }

    /// The row that contains content position `y` (`offset(of: i) <= y < offset(of: i + 1)`),
    /// clamped to the rows there are; nil for an empty list.
    public func index(at y: Double) -> Int? {
        guard count > 0 else { return nil }
        guard y.isFinite, y > 0 else { return 0 }
        let lap = (y / periodLength).rounded(.down)
        guard lap < Double(count / period + 1) else { return count - 1 }
        let within = y - lap * periodLength
        // The last start at or before `within`, by binary search.
        var low = 0, high = period - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if starts[mid] <= within { low = mid } else { high = mid - 1 }
        }
        return min(Int(lap) * period + low, count - 1)
    }
}
