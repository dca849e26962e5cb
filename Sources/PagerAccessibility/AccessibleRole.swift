/// The AT-SPI roles Pager's elements take, with AT-SPI's numbers and names.
///
/// Numbers and names: at-spi2-core's `AtspiRole` (atspi-constants.h) and `atspi_role_get_name`.
public enum AccessibleRole: UInt32, Sendable {
    /// A check box: an element described as "checkBox".
    case checkBox = 7
    /// A dialog: the demo's help card and inspector, or content described as "dialog".
    case dialog = 16
    /// A container with no role of its own: the pager around its pages.
    case filler = 20
    /// The window.
    case frame = 23
    /// An image: content described as "image".
    case image = 27
    /// A piece of text that names something: content described as "label".
    case label = 29
    /// A scrolling list.
    case list = 31
    /// One row of a list.
    case listItem = 32
    /// A tab of a tab strip, or an item of a bottom bar.
    case pageTab = 37
    /// A tab strip or a bottom bar: the selection of pages.
    case pageTabList = 38
    /// One page.
    case panel = 39
    /// A button: content described as "button".
    case pushButton = 43
    /// Text that is read, not a name: content described as "text".
    case text = 61
    /// A button that stays on or off: content described as "toggleButton".
    case toggleButton = 62
    /// The application, the root of the tree.
    case application = 75
    /// A heading: a collapsing header's title.
    case heading = 83
    /// A link: content described as "link".
    case link = 88

    /// AT-SPI's name for the role ("page tab list"), as `GetRoleName` returns it.
    public var name: String {
        switch self {
        case .checkBox: "check box"
        case .image: "image"
        case .label: "label"
        case .pushButton: "push button"
        case .text: "text"
        case .toggleButton: "toggle button"
        case .link: "link"
        case .dialog: "dialog"
        case .filler: "filler"
        case .frame: "frame"
        case .list: "list"
        case .listItem: "list item"
        case .pageTab: "page tab"
        case .pageTabList: "page tab list"
        case .panel: "panel"
        case .application: "application"
        case .heading: "heading"
        }
    }

    /// The role of an element tree role (`ElementNode.role`), nil for what a screen reader
    /// should not see (the tab indicator, decoration). Besides Pager's own roles, a page's
    /// content describes itself with these: "button", "toggleButton", "checkBox", "link",
    /// "label", "text", "image", "heading", "group" (a panel), "list" and "row".
    public init?(element role: String) {
        switch role {
        case "window": self = .frame
        case "header": self = .heading
        case "tabStrip", "bottomBar": self = .pageTabList
        case "tab", "bottomBarItem": self = .pageTab
        case "pager": self = .filler
        case "page": self = .panel
        case "list": self = .list
        case "row": self = .listItem
        case "dialog", "helpCard", "inspector": self = .dialog
        case "button": self = .pushButton
        case "toggleButton": self = .toggleButton
        case "checkBox": self = .checkBox
        case "link": self = .link
        case "label": self = .label
        case "text": self = .text
        case "image": self = .image
        case "heading": self = .heading
        case "group": self = .panel
        default: return nil
        }
    }

    /// Whether its Action selects or presses it as a tap does.
    public var isActivatable: Bool {
        switch self {
        case .pageTab, .listItem, .pushButton, .toggleButton, .checkBox, .link: true
        default: false
        }
    }
}
