/// The interfaces the server implements, with the signatures of at-spi2-core's D-Bus interface
/// descriptions (xml/Accessible.xml, Application.xml, Component.xml, Action.xml, Selection.xml,
/// Cache.xml) and the D-Bus specification's standard interfaces. Calls are checked against them
/// and `Introspect` describes them.
enum ATSPIInterfaces {
    static let properties = DBusInterface("org.freedesktop.DBus.Properties", methods: [
        .init("Get", ["s", "s"], ["v"]), .init("Set", ["s", "s", "v"]), .init("GetAll", ["s"], ["a{sv}"]),
    ])

    static let introspectable = DBusInterface("org.freedesktop.DBus.Introspectable", methods: [
        .init("Introspect", [], ["s"]),
    ])

    static let accessible = DBusInterface("org.a11y.atspi.Accessible", methods: [
        .init("GetChildAtIndex", ["i"], ["(so)"]), .init("GetChildren", [], ["a(so)"]),
        .init("GetIndexInParent", [], ["i"]), .init("GetRelationSet", [], ["a(ua(so))"]),
        .init("GetRole", [], ["u"]), .init("GetRoleName", [], ["s"]), .init("GetLocalizedRoleName", [], ["s"]),
        .init("GetState", [], ["au"]), .init("GetAttributes", [], ["a{ss}"]),
        .init("GetApplication", [], ["(so)"]), .init("GetInterfaces", [], ["as"]),
    ], properties: [
        .init("Name", "s"), .init("Description", "s"), .init("Parent", "(so)"), .init("ChildCount", "i"),
        .init("Locale", "s"), .init("AccessibleId", "s"), .init("HelpText", "s"),
    ])

    static let application = DBusInterface("org.a11y.atspi.Application", methods: [
        .init("GetLocale", ["u"], ["s"]), .init("RegisterEventListener", ["s"]), .init("DeregisterEventListener", ["s"]),
        .init("GetApplicationBusAddress", [], ["s"]),
    ], properties: [
        .init("ToolkitName", "s"), .init("Version", "s"), .init("AtspiVersion", "s"), .init("Id", "i", writable: true),
    ])

    static let component = DBusInterface("org.a11y.atspi.Component", methods: [
        .init("Contains", ["i", "i", "u"], ["b"]), .init("GetAccessibleAtPoint", ["i", "i", "u"], ["(so)"]),
        .init("GetExtents", ["u"], ["(iiii)"]), .init("GetPosition", ["u"], ["i", "i"]), .init("GetSize", [], ["i", "i"]),
        .init("GetLayer", [], ["u"]), .init("GetMDIZOrder", [], ["n"]), .init("GrabFocus", [], ["b"]),
        .init("GetAlpha", [], ["d"]), .init("SetExtents", ["i", "i", "i", "i", "u"], ["b"]),
        .init("SetPosition", ["i", "i", "u"], ["b"]), .init("SetSize", ["i", "i"], ["b"]),
        .init("ScrollTo", ["u"], ["b"]), .init("ScrollToPoint", ["u", "i", "i"], ["b"]),
    ])

    static let action = DBusInterface("org.a11y.atspi.Action", methods: [
        .init("GetDescription", ["i"], ["s"]), .init("GetName", ["i"], ["s"]), .init("GetLocalizedName", ["i"], ["s"]),
        .init("GetKeyBinding", ["i"], ["s"]), .init("GetActions", [], ["a(sss)"]), .init("DoAction", ["i"], ["b"]),
    ], properties: [.init("NActions", "i")])

    static let selection = DBusInterface("org.a11y.atspi.Selection", methods: [
        .init("GetSelectedChild", ["i"], ["(so)"]), .init("SelectChild", ["i"], ["b"]),
        .init("DeselectSelectedChild", ["i"], ["b"]), .init("IsChildSelected", ["i"], ["b"]),
        .init("SelectAll", [], ["b"]), .init("ClearSelection", [], ["b"]), .init("DeselectChild", ["i"], ["b"]),
    ], properties: [.init("NSelectedChildren", "i")])

    static let cache = DBusInterface("org.a11y.atspi.Cache", methods: [
        .init("GetItems", [], ["a((so)(so)(so)iiassusau)"]),
    ])

    /// The AT-SPI interfaces by name.
    static let byName: [String: DBusInterface] = Dictionary(
        uniqueKeysWithValues: [accessible, application, component, action, selection].map { ($0.name, $0) })

    /// Everything an object implementing the AT-SPI interfaces `names` answers on: those, its
    /// properties and its introspection.
    static func served(_ names: [String]) -> [DBusInterface] {
        names.compactMap { byName[$0] } + [properties, introspectable]
    }
}
