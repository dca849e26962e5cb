/// A push button: a title, optionally a picture before it, in one of three styles, with pressed,
/// hover and focus states and an action.
///
/// Inside a page it behaves as a `UIButton` in a scroll view: a press shows it pressed, a tap
/// (the press ending without a drag) runs ``action``, and a drag that starts on it declines the
/// button (``dragClaim(axis:delta:)``), so past the router's slop the drag swipes the pages or
/// scrolls the page and the press is cancelled (``releaseGesture(at:)``) without acting.
/// Return and Space press it while it has the keyboard focus (its page's
/// ``Page/handle(_:)``); a screen reader presses it through ``press()``.
///
/// Its element (role `button`) carries its title, ``ElementNode/focused`` and
/// ``ElementNode/pressed``; the accessibility bridge serves it as a push button with a
/// "click" action.
public final class Button: GestureParticipant {
    /// How the button is drawn.
    public enum Style: Sendable, Hashable {
        /// A solid fill in the theme's accent, the title in black or white on it (the primary
        /// action, UIKit's `.filled()`, libadwaita's `suggested-action`).
        case filled
        /// A light wash of the accent, the title in the accent (UIKit's `.tinted()`).
        case tinted
        /// The title alone in the accent (UIKit's `.plain()`, a link-like secondary action).
        case plain
    }

    /// The title, drawn in bold.
    public var title: String
    /// A picture before the title (an icon in its own colours), if any.
    public var image: ImageSource?
    /// How the button is drawn.
    public var style: Style
    /// What a tap, Return or Space, or a screen reader's click does.
    public var action: (() -> Void)?
    /// Whether it takes presses (a disabled button is drawn faded and ignores them).
    public var isEnabled = true { didSet { if !isEnabled { isPressed = false } } }
    /// Where it is, in window points: set by whoever lays it out (``StackPage`` does).
    public var frame: Rect = .zero
    /// Whether the keyboard focus is on it (the focus ring is drawn around it).
    public var isFocused = false
    /// Whether a press on it is under way.
    public private(set) var isPressed = false
    /// Whether the pointer is over it.
    public private(set) var isHovered = false

    /// The least height: Apple's 44 pt hit target (the Human Interface Guidelines' minimum
    /// for a control, above WCAG 2.2's 24 pt target of success criterion 2.5.8).
    public static let minimumHeight = 44.0
    /// Space between the title and the edges, and between the picture and the title.
    public static let horizontalPadding = 20.0
    /// The picture's side, before the title.
    public static let imageSide = 20.0
    /// The title's size and weight.
    public static let titleStyle = TextStyle(size: 17, bold: true)

    /// A button titled `title`, with `image` before it, drawn as `style`, running `action`.
    public init(_ title: String, image: ImageSource? = nil, style: Style = .filled, action: (() -> Void)? = nil) {
        self.title = title
        self.image = image
        self.style = style
        self.action = action
    }

    /// The size that fits the title (and picture) with its padding, at least
    /// ``minimumHeight`` high.
    public func preferredSize(measurer: any TextMeasuring) -> Size {
        let text = measurer.size(of: title, style: Self.titleStyle)
        return Size(width: text.width + pictureWidth + 2 * Self.horizontalPadding,
                    height: max(Self.minimumHeight, text.height + 20))
    }

    /// The room the picture takes before the title, with the gap after it; 0 without one.
    var pictureWidth: Double { image == nil ? 0 : Self.imageSide + Self.horizontalPadding / 2 }

    /// Runs the action, as a tap does (nothing while disabled). Returns whether it acted.
    @discardableResult
    public func press() -> Bool {
        guard isEnabled else { return false }
        action?()
        return true
    }

    /// The pointer is at `point`, or gone (nil): the hover state follows.
    public func hover(at point: Point?) {
        isHovered = isEnabled && point.map(frame.contains) == true
    }

    // MARK: - Gestures

    public func pressGesture(at point: Point, at time: Double) -> Bool {
        isPressed = isEnabled && frame.contains(point)
        return false
    }

    public func dragClaim(axis: Axis, delta: Double) -> DragClaim { .decline }

    public func tapGesture(at point: Point, at time: Double) -> Bool {
        defer { isPressed = false }
        guard isPressed, frame.contains(point) else { return false }
        return press()
    }

    public func releaseGesture(at time: Double) { isPressed = false }

    // MARK: - Accessibility

    /// The button as an element (role `button`).
    public func elementNode() -> ElementNode {
        var node = ElementNode(role: "button", title: title, frame: frame)
        node.focused = isFocused ? true : nil
        node.pressed = isPressed
        return node
    }
}
