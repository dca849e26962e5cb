/// The AT-SPI roles Pager's elements take, with AT-SPI's numbers and names.
///
/// Numbers and names: at-spi2-core's `AtspiRole` (atspi-constants.h) and `atspi_role_get_name`.
public enum AccessibleRole: UInt32, Sendable {
    case checkBox = 7
    case dialog = 16
    case filler = 20
    case frame = 23
    case image = 27
    case label = 29
    case list = 31
    case listItem = 32
    case pageTab = 37
    case pageTabList = 38
    case panel = 39
    case pushButton = 43
    case text = 61
    case toggleButton = 62
    case application = 75
    case heading = 83
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

    /// The role of an element tree role (``ElementNode/role``), nil for what a screen reader
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
