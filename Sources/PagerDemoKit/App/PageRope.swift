import ScrollPhysics

/// A page list being edited: runs of generated pages ("Page N", made from their number when
/// read) and pages given or inserted among them, in a balanced tree ordered by position (a
/// treap whose nodes count the pages under them). An insert, a removal or a read costs O(log r)
/// for r runs, whatever the number of pages, so a million pages take a page inserted as fast as
/// ten do. Nodes are never changed once made: an edit makes the O(log r) nodes on its path anew
/// and shares the rest, so copies of the list are cheap and independent (value semantics).
struct PageRope: Sendable {
    /// Consecutive pages of the list.
    enum Run: Sendable {
        /// Generated pages `first ..< first + count` (0-based numbers: page 0 is "Page 1").
        case generated(first: Int, count: Int)
        /// One page given.
        case page(DemoConfig.Page)

        var count: Int {
            switch self {
            case let .generated(_, count): return count
            case .page: return 1
            }
        }
    }

    final class Node: Sendable {
        let run: Run
        let left: Node?, right: Node?
        /// Heap order: every node's priority is at least its children's, which keeps the tree's
        /// height O(log r) for priorities that look random.
        let priority: UInt64
        /// The pages in this subtree, and how many of them have a badge.
        let count: Int, badges: Int

        init(_ run: Run, left: Node?, right: Node?, priority: UInt64) {
            self.run = run
            self.left = left
            self.right = right
            self.priority = priority
            var badges = (left?.badges ?? 0) + (right?.badges ?? 0)
            if case let .page(page) = run, page.badge != nil { badges += 1 }
            self.badges = badges
            count = (left?.count ?? 0) + run.count + (right?.count ?? 0)
        }

        func with(left: Node?, right: Node?) -> Node { Node(run, left: left, right: right, priority: priority) }
    }

    private var root: Node?
    /// Where the next priority comes from, so a list's shape is reproducible.
    private var priorities = SplitMix64(seed: 0x9E37_79B9_7F4A_7C15)
    /// How many nodes the edits so far made: their cost, counted without a clock.
    private(set) var nodesMade = 0

    /// `count` generated pages.
    init(generated count: Int) {
        guard count > 0 else { return }
        root = Node(.generated(first: 0, count: count), left: nil, right: nil, priority: nextPriority())
    }

    /// `pages`, in a balanced tree (each level's priority below its parent's, so pages
    /// inserted later, at random priorities, join it at the bottom).
    init(pages: [DemoConfig.Page]) {
        func build(_ range: Range<Int>, depth: Int) -> Node? {
            guard !range.isEmpty else { return nil }
            let middle = range.lowerBound + range.count / 2
            return Node(.page(pages[middle]), left: build(range.lowerBound..<middle, depth: depth + 1),
                        right: build(middle + 1..<range.upperBound, depth: depth + 1),
                        priority: UInt64.max >> UInt64(min(depth, 63)))
        }
        root = build(pages.indices, depth: 0)
    }

    /// The number of pages.
    var count: Int { root?.count ?? 0 }
    /// How many pages have a badge.
    var badgeCount: Int { root?.badges ?? 0 }

    /// The run holding page `index` (`0 ..< count`), and the page's offset in it.
    func run(at index: Int) -> (run: Run, offset: Int) {
        var node = root, index = index
        while let current = node {
            let before = current.left?.count ?? 0
            if index < before {
                node = current.left
            } else if index < before + current.run.count {
                return (current.run, index - before)
            } else {
                index -= before + current.run.count
                node = current.right
            }
        }
        preconditionFailure("PageRope.run(at: \(index)): index out of 0..<\(count)")
    }

    /// Inserts `page` before `index` (`0 ... count`).
    mutating func insert(_ page: DemoConfig.Page, at index: Int) {
        let (before, after) = split(root, at: index)
        let leaf = made(Node(.page(page), left: nil, right: nil, priority: nextPriority()))
        root = merge(merge(before, leaf), after)
    }

    /// Removes the page at `index` (`0 ..< count`) and returns its run (one page of it).
    mutating func remove(at index: Int) -> Run {
        let (before, rest) = split(root, at: index)
        let (removed, after) = split(rest, at: 1)
        root = merge(before, after)
        guard let removed else { preconditionFailure("PageRope.remove(at: \(index)): index out of 0..<\(count)") }
        return removed.run
    }

    /// The same list with each given page replaced by `transform(page)` (generated runs stay).
    func mappingPages(_ transform: (DemoConfig.Page) -> DemoConfig.Page) -> PageRope {
        func map(_ node: Node?) -> Node? {
            guard let node else { return nil }
            var run = node.run
            if case let .page(page) = run { run = .page(transform(page)) }
            return Node(run, left: map(node.left), right: map(node.right), priority: node.priority)
        }
        var copy = self
        copy.root = map(root)
        return copy
    }

    /// The trees holding the pages before `index` and from `index` on; a generated run across
    /// the cut is cut in two.
    private mutating func split(_ node: Node?, at index: Int) -> (Node?, Node?) {
        guard let node else { return (nil, nil) }
        let before = node.left?.count ?? 0, length = node.run.count
        if index <= before {
            let (low, high) = split(node.left, at: index)
            return (low, made(node.with(left: high, right: node.right)))
        }
        if index >= before + length {
            let (low, high) = split(node.right, at: index - before - length)
            return (made(node.with(left: node.left, right: low)), high)
        }
        guard case let .generated(first, _) = node.run else { preconditionFailure("a one-page run is never cut") }
        // Each half a leaf of its own, merged in, so the halves' priorities look random too.
        let cut = index - before
        let low = made(Node(.generated(first: first, count: cut), left: nil, right: nil, priority: nextPriority()))
        let high = made(Node(.generated(first: first + cut, count: length - cut), left: nil, right: nil,
                             priority: nextPriority()))
        return (merge(node.left, low), merge(high, node.right))
    }

    /// The tree holding `low`'s pages, then `high`'s.
    private mutating func merge(_ low: Node?, _ high: Node?) -> Node? {
        guard let low else { return high }
        guard let high else { return low }
        if low.priority >= high.priority {
            return made(low.with(left: low.left, right: merge(low.right, high)))
        }
        return made(high.with(left: merge(low, high.left), right: high.right))
    }

    private mutating func made(_ node: Node) -> Node {
        nodesMade += 1
        return node
    }

    private mutating func nextPriority() -> UInt64 { priorities.next() }
}
