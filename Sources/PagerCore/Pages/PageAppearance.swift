/// Where a page is in its appearance cycle, as UIKit's view controllers are: hidden, coming
/// into view, shown, or going out of view.
///
/// The four callbacks are the edges between these states, and nothing else moves a page between
/// them: `willAppear` takes a hidden (or disappearing) page to ``appearing``, `didAppear` an
/// appearing page to ``shown``, `willDisappear` a shown (or appearing) page to
/// ``disappearing``, `didDisappear` a disappearing page to ``hidden``.
public enum PageAppearance: Sendable, Equatable {
    /// Out of view, and no move is taking the pager to it.
    case hidden
    /// Coming into view: a move towards it (or showing it) is under way.
    case appearing
    /// The page the pager rests on.
    case shown
    /// Going out of view: a move away from it is under way.
    case disappearing
}

/// One appearance callback: which page, which edge of its cycle, and when.
public struct PageAppearanceEvent: Sendable, Equatable, CustomStringConvertible {
    /// The edges of a page's appearance cycle (``PageAppearance``).
    public enum Kind: String, Sendable, Equatable {
        /// A move that shows the page started (``PageAppearance/appearing`` from hidden or disappearing).
        case willAppear
        /// The pages came to rest on the page (``PageAppearance/shown``).
        case didAppear
        /// A move away from the page started, or a move towards it was given up
        /// (``PageAppearance/disappearing``).
        case willDisappear
        /// The page left the move and the screen (``PageAppearance/hidden``).
        case didDisappear
    }

    /// The page's index at the moment of the callback (for a removed page, the index it had).
    public var page: Int
    /// Which callback.
    public var kind: Kind
    /// The pager's time when the state that caused it came about, in seconds.
    public var time: Double

    /// An event of `kind` for `page` at `time`.
    public init(page: Int, kind: Kind, time: Double) {
        self.page = page
        self.kind = kind
        self.time = time
    }

    /// "page 2 willAppear at 1.5".
    public var description: String { "page \(page) \(kind.rawValue) at \(time)" }
}
