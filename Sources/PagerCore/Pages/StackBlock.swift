/// One block of a ``StackPage``, top to bottom.
public enum StackBlock {
    /// A picture `height` points high across the column, placed by `mode`.
    case image(ImageSource, height: Double = 200, mode: ImageContentMode = .fit)
    /// A large bold title, wrapped.
    case title(String)
    /// A paragraph of body text, wrapped (``ParagraphLayout``).
    case text(String)
    /// A button, as wide as its title needs and at least ``StackPage/minimumButtonWidth`` (never
    /// wider than the column).
    case button(Button)
    /// Empty space of `points` (on top of the stack's spacing).
    case spacer(Double)
}

/// Where a ``StackPage``'s content sits when it is shorter than the page.
public enum StackAlignment: Sendable, Hashable {
    /// Against the top inset.
    case top
    /// Centred between the insets.
    case center
    /// Against the bottom inset (an onboarding page's button near the thumb).
    case bottom
}
