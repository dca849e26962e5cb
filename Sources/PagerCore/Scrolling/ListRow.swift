/// What one list row shows: a title and, optionally, a subtitle under it.
public struct ListRow: Sendable, Equatable {
    /// The main line.
    public var title: String
    /// A smaller second line, if any.
    public var subtitle: String?

    /// Creates a row.
    public init(title: String, subtitle: String? = nil) {
        self.title = title
        self.subtitle = subtitle
    }
}
