import CDBus
import PagerCore

/// Answers to AT-SPI calls, from the current snapshot. Each call is checked against its method's
/// signature (``ATSPIInterfaces``): an unknown object gets UnknownObject, an interface or method
/// the object does not have UnknownMethod, arguments of other types, or too few or too many,
/// InvalidArgs.
extension ATSPIServer {
    /// Handles a method call on one of the tree's paths; a signal goes to ``follow(_:)``, other
    /// messages pass on.
    func handle(_ message: OpaquePointer) -> DBusHandlerResult {
        if dbus_message_get_type(message) == DBUS_MESSAGE_TYPE_SIGNAL { return follow(message) }
        guard dbus_message_get_type(message) == DBUS_MESSAGE_TYPE_METHOD_CALL,
              let pathText = dbus_message_get_path(message),
              let memberText = dbus_message_get_member(message) else { return DBUS_HANDLER_RESULT_NOT_YET_HANDLED }
        let path = String(cString: pathText), member = String(cString: memberText)
        let named = dbus_message_get_interface(message).map { String(cString: $0) }
        let signature = dbus_message_get_signature(message).map { String(cString: $0) } ?? ""
        if path == Self.cachePath { return answerCache(message, interface: named, member: member, signature: signature) }
        guard path == Self.rootPath || path.hasPrefix(Self.pathPrefix) else { return DBUS_HANDLER_RESULT_NOT_YET_HANDLED }
        guard let id = Self.id(ofPath: path) else {
            reply(error: "org.freedesktop.DBus.Error.UnknownObject", "no object at \(path)", to: message)
            return DBUS_HANDLER_RESULT_HANDLED
        }
        noteCall()
        guard let node = tree.nodes[id] else {
            reply(error: "org.freedesktop.DBus.Error.UnknownObject", "no such object now", to: message)
            return DBUS_HANDLER_RESULT_HANDLED
        }
        let served = ATSPIInterfaces.served(node.interfaces)
        guard let interface = served.first(where: { named == nil ? $0.method(member) != nil : $0.name == named }),
              let method = interface.method(member) else {
            reply(error: "org.freedesktop.DBus.Error.UnknownMethod",
                  "\(named.map { $0 + "." } ?? "")\(member) is not implemented here", to: message)
            return DBUS_HANDLER_RESULT_HANDLED
        }
        guard signature == method.signature else {
            reply(error: "org.freedesktop.DBus.Error.InvalidArgs",
                  "\(interface.name).\(member) takes (\(method.signature)), not (\(signature))", to: message)
            return DBUS_HANDLER_RESULT_HANDLED
        }
        guard let reply = dbus_message_new_method_return(message) else { return DBUS_HANDLER_RESULT_NEED_MEMORY }
        defer { dbus_message_unref(reply) }
        let arguments = MessageReader(message: message), out = MessageWriter(message: reply)
        do {
            switch interface.name {
            case ATSPIInterfaces.properties.name: try properties(member, node, arguments, out)
            case ATSPIInterfaces.introspectable.name: out.string(DBusInterface.introspectionXML(of: served))
            case ATSPIInterfaces.accessible.name: accessible(member, node, arguments, out)
            case ATSPIInterfaces.application.name: application(member, arguments, out)
            case ATSPIInterfaces.component.name: component(member, node, arguments, out)
            case ATSPIInterfaces.action.name: action(member, node, arguments, out)
            default: selection(member, node, arguments, out)
            }
        } catch {
            self.reply(error: error.name, error.text, to: message)
            return DBUS_HANDLER_RESULT_HANDLED
        }
        _ = dbus_connection_send(connection, reply, nil)
        return DBUS_HANDLER_RESULT_HANDLED
    }

    /// A call refused with a D-Bus error.
    struct CallError: Error {
        let name: String
        let text: String
    }

    static let cachePath = "/org/a11y/atspi/cache"

    /// The cache interface libatspi asks every new application for (`GetItems`): an empty cache
    /// (signature `a((so)(so)(so)iiassusau)`), so clients ask for each object as they need it.
    private func answerCache(_ message: OpaquePointer, interface: String?, member: String, signature: String) -> DBusHandlerResult {
        let served = [ATSPIInterfaces.cache, ATSPIInterfaces.introspectable]
        guard let found = served.first(where: { interface == nil ? $0.method(member) != nil : $0.name == interface }),
              let method = found.method(member) else { return DBUS_HANDLER_RESULT_NOT_YET_HANDLED }
        guard signature == method.signature else {
            reply(error: "org.freedesktop.DBus.Error.InvalidArgs",
                  "\(found.name).\(member) takes (\(method.signature)), not (\(signature))", to: message)
            return DBUS_HANDLER_RESULT_HANDLED
        }
        guard let reply = dbus_message_new_method_return(message) else { return DBUS_HANDLER_RESULT_NEED_MEMORY }
        defer { dbus_message_unref(reply) }
        if found.name == ATSPIInterfaces.cache.name {
            MessageWriter(message: reply).array(of: "((so)(so)(so)iiassusau)") { _ in }
        } else {
            MessageWriter(message: reply).string(DBusInterface.introspectionXML(of: served))
        }
        _ = dbus_connection_send(connection, reply, nil)
        return DBUS_HANDLER_RESULT_HANDLED
    }

    private func reply(error name: String, _ text: String, to message: OpaquePointer) {
        guard let error = dbus_message_new_error(message, name, text) else { return }
        _ = dbus_connection_send(connection, error, nil)
        dbus_message_unref(error)
    }

    // MARK: Properties

    private func properties(_ member: String, _ node: AccessibleNode, _ arguments: MessageReader,
                            _ out: MessageWriter) throws(CallError) {
        let interface = arguments.string() ?? ""
        guard node.interfaces.contains(interface), let described = ATSPIInterfaces.byName[interface] else {
            throw CallError(name: "org.freedesktop.DBus.Error.UnknownInterface", text: "no interface \(interface) here")
        }
        switch member {
        case "Get", "Set":
            let name = arguments.string() ?? ""
            guard let declared = described.property(name), let (signature, write) = property(interface, name, of: node) else {
                throw CallError(name: "org.freedesktop.DBus.Error.UnknownProperty", text: "no property \(interface).\(name)")
            }
            guard member == "Set" else {
                out.variant(signature, write)
                return
            }
            guard declared.writable else {
                throw CallError(name: "org.freedesktop.DBus.Error.PropertyReadOnly", text: "\(interface).\(name) is read-only")
            }
            // The one writable property: the Id the registry gives the application.
            guard let value = arguments.variant(), value.signature == declared.type, let id = value.contents.int32() else {
                throw CallError(name: "org.freedesktop.DBus.Error.InvalidArgs", text: "\(interface).\(name) is of type \(declared.type)")
            }
            applicationID = id
        default:
            out.array(of: "{sv}") { entries in
                for declared in described.properties {
                    guard let (signature, write) = property(interface, declared.name, of: node) else { continue }
                    entries.entry { $0.string(declared.name); $0.variant(signature, write) }
                }
            }
        }
    }

    private func property(_ interface: String, _ name: String, of node: AccessibleNode) -> (String, (MessageWriter) -> Void)? {
        switch (interface, name) {
        case ("org.a11y.atspi.Accessible", "Name"): return ("s", { $0.string(node.name) })
        case ("org.a11y.atspi.Accessible", "Description"): return ("s", { $0.string(node.description) })
        case ("org.a11y.atspi.Accessible", "HelpText"): return ("s", { $0.string("") })
        case ("org.a11y.atspi.Accessible", "Locale"): return ("s", { $0.string("") })
        case ("org.a11y.atspi.Accessible", "AccessibleId"): return ("s", { $0.string(node.key) })
        case ("org.a11y.atspi.Accessible", "ChildCount"): return ("i", { $0.int32(Int32(node.children.count)) })
        case ("org.a11y.atspi.Accessible", "Parent"):
            let parent = node.parent.map(reference) ?? desktop
            return ("(so)", { $0.reference(parent) })
        case ("org.a11y.atspi.Application", "ToolkitName") where node.role == .application: return ("s", { $0.string("Pager") })
        case ("org.a11y.atspi.Application", "Version") where node.role == .application: return ("s", { $0.string("1") })
        case ("org.a11y.atspi.Application", "AtspiVersion") where node.role == .application: return ("s", { $0.string("2.1") })
        case ("org.a11y.atspi.Application", "Id") where node.role == .application:
            let id = applicationID
            return ("i", { $0.int32(id) })
        case ("org.a11y.atspi.Action", "NActions"): return ("i", { $0.int32(Int32(node.actions.count)) })
        case ("org.a11y.atspi.Selection", "NSelectedChildren") where node.role == .pageTabList:
            let count = selectedChildren(of: node).count
            return ("i", { $0.int32(Int32(count)) })
        default: return nil
        }
    }

    // MARK: Accessible

    private func accessible(_ member: String, _ node: AccessibleNode, _ arguments: MessageReader, _ out: MessageWriter) {
        switch member {
        case "GetChildAtIndex":
            guard let index = arguments.int32() else { return }
            let child = node.children.indices.contains(Int(index)) ? reference(node.children[Int(index)]) : .null
            out.reference(child)
        case "GetChildren":
            out.array(of: "(so)") { array in for child in node.children { array.reference(reference(child)) } }
        case "GetIndexInParent": out.int32(node.parent == nil ? -1 : Int32(node.indexInParent))
        case "GetRelationSet": out.array(of: "(ua(so))") { _ in }
        case "GetRole": out.uint32(node.role.rawValue)
        case "GetRoleName", "GetLocalizedRoleName": out.string(node.role.name)
        case "GetState": out.array(of: "u") { array in for word in node.states.words { array.uint32(word) } }
        case "GetAttributes":
            out.array(of: "{ss}") { entries in
                for (key, value) in node.attributes.sorted(by: { $0.key < $1.key }) {
                    entries.entry { $0.string(key); $0.string(value) }
                }
            }
        case "GetApplication": out.reference(reference(0))
        case "GetInterfaces": out.array(of: "s") { array in for name in node.interfaces { array.string(name) } }
        default: break
        }
    }

    // MARK: Application

    private func application(_ member: String, _ arguments: MessageReader, _ out: MessageWriter) {
        switch member {
        case "GetLocale": out.string("C")
        case "RegisterEventListener", "DeregisterEventListener": break
        case "GetApplicationBusAddress": out.string("")
        default: break
        }
    }

    // MARK: Component

    private func component(_ member: String, _ node: AccessibleNode, _ arguments: MessageReader, _ out: MessageWriter) {
        switch member {
        case "GetExtents":
            guard let kind = arguments.uint32() else { return }
            let box = extents(of: node, coordinates: kind)
            out.structure { $0.int32(box.x); $0.int32(box.y); $0.int32(box.width); $0.int32(box.height) }
        case "GetPosition":
            guard let kind = arguments.uint32() else { return }
            let box = extents(of: node, coordinates: kind)
            out.int32(box.x); out.int32(box.y)
        case "GetSize":
            let box = extents(of: node, coordinates: 1)
            out.int32(box.width); out.int32(box.height)
        case "Contains", "GetAccessibleAtPoint":
            guard let x = arguments.int32(), let y = arguments.int32(), let kind = arguments.uint32() else { return }
            let point = windowPoint(x: x, y: y, coordinates: kind, relativeTo: node)
            if member == "Contains" {
                out.bool(node.frame.contains(point))
            } else {
                out.reference(tree.node(at: point).map { reference($0.id) } ?? .null)
            }
        // AtspiComponentLayer: the window is on the window layer (7), what it holds on the widget layer (3).
        case "GetLayer": out.uint32(node.role == .frame ? 7 : 3)
        case "GetMDIZOrder": out.int16(0)
        case "GetAlpha": out.double(1)
        case "ScrollTo":
            let request = scrollRequest(revealing: node)
            if let request { bridge?.request(request) }
            out.bool(request != nil)
        case "GrabFocus", "SetExtents", "SetPosition", "SetSize", "ScrollToPoint": out.bool(false)
        default: break
        }
    }

    /// The wheel turn that brings a list item cut by its list's edge into view: whole notches of
    /// the list's default step (``NestedScrollCoordinator/Configuration/wheelPointsPerNotch``),
    /// enough to cover what is cut. Nil for what is not a list item; no turn (0 notches) for one
    /// already in view. The list's header collapses first, as with any wheel, which only helps.
    func scrollRequest(revealing node: AccessibleNode) -> AccessibilityRequest? {
        guard node.role == .listItem, let list = node.parent.flatMap({ tree.nodes[$0] }) else { return nil }
        let step = NestedScrollCoordinator.Configuration().wheelPointsPerNotch
        let viewport = list.frame, row = node.frame
        var delta = 0.0
        if row.maxY > viewport.maxY { delta = min(row.maxY - viewport.maxY, row.y - viewport.y) }
        if row.y < viewport.y { delta = row.y - viewport.y }
        let notches = Int((abs(delta) / step).rounded(.up))
        // A positive wheel turn moves the content back towards its start (``InputEvent``).
        return .scroll(notches: delta > 0 ? -notches : notches, at: Point(x: viewport.midX, y: viewport.midY))
    }

    /// The node's extents in AT-SPI's coordinate type `kind`: 0 the screen, 1 the window, 2 the parent.
    private func extents(of node: AccessibleNode, coordinates kind: UInt32) -> (x: Int32, y: Int32, width: Int32, height: Int32) {
        let placement = tree.placement
        var frame = node.frame
        if kind == 2, let parent = node.parent.flatMap({ tree.nodes[$0] }), parent.role != .application {
            frame = frame.offsetBy(dx: -parent.frame.x, dy: -parent.frame.y)
        }
        return placement.extents(of: frame, onScreen: kind == 0)
    }

    private func windowPoint(x: Int32, y: Int32, coordinates kind: UInt32, relativeTo node: AccessibleNode) -> Point {
        let placement = tree.placement, scale = placement.pointsPerScreenUnit
        switch kind {
        case 0: return Point(x: (Double(x) - placement.origin.x) * scale, y: (Double(y) - placement.origin.y) * scale)
        case 2:
            let parent = node.parent.flatMap { tree.nodes[$0] }?.frame ?? Rect(x: 0, y: 0, width: 0, height: 0)
            return Point(x: Double(x) * scale + parent.x, y: Double(y) * scale + parent.y)
        default: return Point(x: Double(x) * scale, y: Double(y) * scale)
        }
    }

    // MARK: Action

    private func action(_ member: String, _ node: AccessibleNode, _ arguments: MessageReader, _ out: MessageWriter) {
        switch member {
        case "GetActions":
            out.array(of: "(sss)") { array in
                for name in node.actions { array.structure { $0.string(name); $0.string(Self.description(ofAction: name)); $0.string("") } }
            }
        case "GetName", "GetLocalizedName", "GetDescription", "GetKeyBinding":
            guard let index = arguments.int32() else { return }
            let valid = node.actions.indices.contains(Int(index))
            switch member {
            case "GetDescription": out.string(valid ? Self.description(ofAction: node.actions[Int(index)]) : "")
            case "GetKeyBinding": out.string("")
            default: out.string(valid ? node.actions[Int(index)] : "")
            }
        case "DoAction":
            guard let index = arguments.int32() else { return }
            let valid = node.actions.indices.contains(Int(index))
            if valid {
                let name = node.actions[Int(index)]
                if let zoom = AccessibilityRequest.ZoomAction(rawValue: name) {
                    bridge?.request(.zoom(zoom, frame: node.frame))
                } else {
                    bridge?.request(.activate(frame: node.frame))
                }
            }
            out.bool(valid)
        default: break
        }
    }

    static let actionDescription = "Selects it, as a tap does"

    /// What the action named `name` does, for `GetDescription`.
    static func description(ofAction name: String) -> String {
        switch AccessibilityRequest.ZoomAction(rawValue: name) {
        case .zoomIn: "Zooms in one step"
        case .zoomOut: "Zooms out one step"
        case .reset: "Zooms back to fit"
        case nil: actionDescription
        }
    }

    // MARK: Selection

    private func selectedChildren(of node: AccessibleNode) -> [Int] {
        node.children.filter { tree.nodes[$0]?.states.contains(.selected) == true }
    }

    private func selection(_ member: String, _ node: AccessibleNode, _ arguments: MessageReader, _ out: MessageWriter) {
        switch member {
        case "GetSelectedChild":
            guard let index = arguments.int32() else { return }
            let selected = selectedChildren(of: node)
            out.reference(selected.indices.contains(Int(index)) ? reference(selected[Int(index)]) : .null)
        case "SelectChild":
            guard let index = arguments.int32() else { return }
            let child = node.children.indices.contains(Int(index)) ? tree.nodes[node.children[Int(index)]] : nil
            if let child { bridge?.request(.activate(frame: child.frame)) }
            out.bool(child != nil)
        case "IsChildSelected":
            guard let index = arguments.int32() else { return }
            out.bool(node.children.indices.contains(Int(index)) && selectedChildren(of: node).contains(node.children[Int(index)]))
        // One page is always shown: nothing can be deselected, and a tab list selects one at a time.
        case "DeselectSelectedChild", "DeselectChild":
            _ = arguments.int32()
            out.bool(false)
        case "SelectAll", "ClearSelection": out.bool(false)
        default: break
        }
    }
}
