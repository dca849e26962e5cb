/// A keyed diff from one list of pages to another, by their ids: which pages to remove and which
/// to insert, as one-at-a-time steps that ``PagedView/insertPage(at:)`` and
/// ``PagedView/removePage(at:)`` (and a ``TabbedPager``'s) can apply at any moment, mid-drag and
/// mid-fling included, so that the page the pager is on stays on screen and stays current.
///
/// Pages whose id is in both lists are kept, except that of those that changed their order only
/// the longest run still in order stays (a longest increasing subsequence, the way UIKit's and
/// Android's list diffs find moves); the others move: each is removed and inserted again in its
/// new place. The page the pager is on (or, when it is gone, the next page after it that is kept,
/// else the one before it) is always in the run that stays, so a move of the current page moves
/// the others around it instead.
///
/// Ids are compared with `==`; an id that appears twice in a list is matched once, its later
/// copies counting as new pages.
public struct PageListDiff: Sendable, Equatable {
    /// One step, in the order the steps are applied.
    public enum Step: Sendable, Equatable {
        /// Remove the page at this index (of the list as it is at that step).
        case remove(Int)
        /// Insert a page before this index (of the list as it is at that step).
        case insert(Int)
    }

    /// Every removal (old indices, descending), then every insertion (new indices, ascending):
    /// after the removals the kept pages are in their new order, so each insertion at its new
    /// index lands where it belongs.
    public let steps: [Step]
    /// For each index of the new list, the index in the old list of the page that stays in
    /// place there (nil for pages inserted, moved ones included).
    public let keptOldIndex: [Int?]
    /// The page count before and after.
    public let oldCount: Int, newCount: Int
    /// The index in the new list of the page the pager ends on: the page it was on if kept, else
    /// its next kept page, else its previous one; nil when no page is kept (the pager then ends
    /// on the new list's first page).
    public let selection: Int?

    /// Whether the lists have the same ids in the same order (nothing to insert or remove).
    public var isEmpty: Bool { steps.isEmpty }

    /// The diff from `old` to `new` for a pager on page `current` of `old`.
    /// - Complexity: O((n + m) log(n + m)) for lists of n and m pages.
    public init<ID: Hashable>(from old: [ID], to new: [ID], current: Int) {
        oldCount = old.count
        newCount = new.count
        // Match each new id to the first unmatched old page with that id.
        var unmatched: [ID: [Int]] = [:]
        for (index, id) in old.enumerated().reversed() { unmatched[id, default: []].append(index) }
        var matched = [Int?](repeating: nil, count: new.count)
        var survives = [Bool](repeating: false, count: old.count)
        for (index, id) in new.enumerated() {
            guard let oldIndex = unmatched[id]?.popLast() else { continue }
            matched[index] = oldIndex
            survives[oldIndex] = true
        }
        // The page the selection stays on: the current one, else the next survivor, else the
        // previous one (the rule ``PagedView/removePage(at:)`` follows for a single page).
        let clamped = min(max(current, 0), max(0, old.count - 1))
        var anchor: Int?
        if !old.isEmpty {
            if survives[clamped] {
                anchor = clamped
            } else if let next = survives[(clamped + 1)...].firstIndex(of: true) {
                anchor = next
            } else {
                anchor = survives[..<clamped].lastIndex(of: true)
            }
        }
        var kept = [Int?](repeating: nil, count: new.count)
        var keptOld = [Bool](repeating: false, count: old.count)
        if let anchor, let anchorNew = matched.firstIndex(of: anchor) {
            // The longest run in order through the anchor: before it, pages from before it in
            // both lists; after it, pages from after it in both.
            let before = (0..<anchorNew).filter { matched[$0].map { $0 < anchor } ?? false }
            let after = ((anchorNew + 1)..<new.count).filter { matched[$0].map { $0 > anchor } ?? false }
            for index in Self.longestIncreasing(before, by: { matched[$0]! })
                + [anchorNew] + Self.longestIncreasing(after, by: { matched[$0]! }) {
                kept[index] = matched[index]
                keptOld[matched[index]!] = true
            }
            selection = anchorNew
        } else {
            selection = nil
        }
        keptOldIndex = kept
        var steps: [Step] = []
        if selection == nil {
            // Nothing kept: the new pages go in after the old ones, which then leave, so the
            // pager always has a page and ends on the first new one.
            steps += (0..<new.count).map { .insert(old.count + $0) }
            steps += (0..<old.count).reversed().map { .remove($0) }
        } else {
            steps += (0..<old.count).reversed().filter { !keptOld[$0] }.map { .remove($0) }
            steps += (0..<new.count).filter { kept[$0] == nil }.map { .insert($0) }
        }
        self.steps = steps
    }

    /// The longest subsequence of `indices` whose `key`s strictly increase (patience sorting).
    private static func longestIncreasing(_ indices: [Int], by key: (Int) -> Int) -> [Int] {
        guard !indices.isEmpty else { return [] }
        var tails: [Int] = []  // positions in `indices` of each pile's top
        var previous = [Int](repeating: -1, count: indices.count)
        for (position, index) in indices.enumerated() {
            let value = key(index)
            var low = 0, high = tails.count
            while low < high {
                let mid = (low + high) / 2
                if key(indices[tails[mid]]) < value { low = mid + 1 } else { high = mid }
            }
            if low > 0 { previous[position] = tails[low - 1] }
            if low == tails.count { tails.append(position) } else { tails[low] = position }
        }
        var result: [Int] = []
        var position = tails.last!
        while position >= 0 {
            result.append(indices[position])
            position = previous[position]
        }
        return result.reversed()
    }
}
