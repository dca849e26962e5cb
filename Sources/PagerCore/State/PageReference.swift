/// A page named by identity, for saved state and deep links: its id, the ids of the pages around
/// it (nearest first, the following page before the preceding one at each distance) and its
/// index, so that a reference saved before the content changed still lands where the page was:
/// on the page itself, else on its nearest neighbour that is still there, else at its index.
public struct PageReference: Sendable, Equatable {
    /// The page's id.
    public var id: String
    /// Where it was, the last resort.
    public var index: Int
    /// The ids around it, nearest first: following, preceding, the next following, ...
    public var neighbourIDs: [String]

    /// How many pages on each side a captured reference names.
    public static let neighboursPerSide = 2

    /// A reference from its parts.
    public init(id: String, index: Int, neighbourIDs: [String] = []) {
        self.id = id
        self.index = index
        self.neighbourIDs = neighbourIDs
    }

    /// The reference to page `index` of `count` pages whose ids `id` gives, with
    /// ``neighboursPerSide`` neighbours each side (around the ends of a `looping` list).
    public init(index: Int, count: Int, looping: Bool = false, id: (Int) -> String) {
        let page = min(max(index, 0), max(0, count - 1))
        self.id = count > 0 ? id(page) : ""
        self.index = page
        var neighbours: [String] = []
        for distance in 1...Self.neighboursPerSide {
            for candidate in [page + distance, page - distance] {
                let wrapped = looping && count > 0 ? ((candidate % count) + count) % count : candidate
                guard wrapped >= 0, wrapped < count, wrapped != page else { continue }
                let name = id(wrapped)
                if !neighbours.contains(name) && name != self.id { neighbours.append(name) }
            }
        }
        neighbourIDs = neighbours
    }

    /// The page to show among `count` pages, `index(id)` finding a page by id: the page, else the
    /// first neighbour that is still there, else ``index`` within the pages.
    public func resolved(count: Int, index lookUp: (String) -> Int?) -> Int {
        guard count > 0 else { return 0 }
        for name in [id] + neighbourIDs {
            if let found = lookUp(name), found >= 0, found < count { return found }
        }
        return min(max(index, 0), count - 1)
    }
}
