import PagerCore

/// The values one trace line records (the `--trace` format in README.md's Outputs).
public struct TraceState: TraceRecord, Sendable, Equatable {
    /// Selected bottom-bar item.
    public var screen: Int
    /// The pager's current page (changes when a move completes).
    public var page: Int
    /// The pager's continuous position in pages.
    public var offset: Double
    /// The selected tab.
    public var tab: Int
    /// Header height in points.
    public var header: Double
    /// Scroll offset of the current page's list in points.
    public var list: Double
    /// Whether everything is at rest.
    public var settled: Bool
    /// Whether a pull to refresh is running on the selected screen (the app's work not done).
    public var refreshing: Bool

    /// Creates a record.
    public init(screen: Int, page: Int, offset: Double, tab: Int, header: Double, list: Double, settled: Bool,
                refreshing: Bool = false) {
        self.screen = screen; self.page = page; self.offset = offset; self.tab = tab
        self.header = header; self.list = list; self.settled = settled; self.refreshing = refreshing
    }

    /// One JSON Lines record for frame `frame` at `milliseconds`. Numbers print in Swift's
    /// shortest round-trip form, so the same run gives the same bytes.
    public func jsonLine(frame: Int, milliseconds: Double) -> String {
        "{\"frame\":\(frame),\"t\":\(JSONText.number(milliseconds)),\"screen\":\(screen),\"page\":\(page),"
            + "\"offset\":\(JSONText.number(offset)),\"tab\":\(tab),\"header\":\(JSONText.number(header)),"
            + "\"list\":\(JSONText.number(list)),\"settled\":\(settled),\"refreshing\":\(refreshing)}"
    }
}
