import PagerCore

/// Maps a scene's element tree (`ElementNode`) to AT-SPI objects, giving each element the id
/// it had in earlier snapshots, so a screen reader's references stay valid while the element is
/// shown.
///
/// Roles: ``AccessibleRole/init(element:)``; elements without one (the tab indicator, the page
/// dots) are left out with what they contain. Every element in the tree is on screen (the tree
/// holds only the visible ones), so each is showing and visible when it has an area, unless the
/// window is not shown (``WindowPlacement/isShown``): then nothing is, and the frame is not active.
public struct AccessibleTreeBuilder: Sendable {
    private var ids: [String: Int] = [:]
    private var nextID = 1

    /// A builder that has seen no snapshot yet: ids start at 1.
    public init() {}

    /// The snapshot of `window` (the scene's `elementTree()`): the application named
    /// `applicationName`, a frame named `windowTitle`, placed and shown as `placement` says.
    public mutating func tree(window: ElementNode, applicationName: String, windowTitle: String,
                              placement: WindowPlacement = WindowPlacement(), settled: Bool = true) -> AccessibleTree {
        var nodes: [Int: AccessibleNode] = [:]
        nodes[0] = AccessibleNode(id: 0, role: .application, name: applicationName, description: "", states: [],
                                  frame: Rect(x: 0, y: 0, width: 0, height: 0), parent: nil, children: [],
                                  indexInParent: 0, attributes: [:], actions: [], key: "")
        var windowNode = window
        windowNode.title = windowTitle
        if let frameID = add(windowNode, parent: 0, key: "window", index: 0, into: &nodes) {
            nodes[0]!.children = [frameID]
        }
        if !placement.isShown {
            for id in nodes.keys { nodes[id]!.states.subtract([.active, .showing, .visible]) }
        }
        return AccessibleTree(nodes: nodes, placement: placement, settled: settled)
    }

    /// Adds `element` and its mapped descendants; returns its id (nil when it has no role).
    private mutating func add(_ element: ElementNode, parent: Int, key: String, index: Int,
                              into nodes: inout [Int: AccessibleNode]) -> Int? {
        guard let role = AccessibleRole(element: element.role) else { return nil }
        let id = identity(for: key)
        var node = AccessibleNode(id: id, role: role, name: Self.name(of: element), description: Self.description(of: element),
                                  states: Self.states(of: element, role: role), frame: element.frame, parent: parent,
                                  children: [], indexInParent: index, attributes: [:],
                                  actions: Self.actions(of: element, role: role), key: key)
        var seen: [String: Int] = [:]
        var children: [Int] = []
        let tabs = element.children.filter { AccessibleRole(element: $0.role) == .pageTab }.count
        for child in element.children {
            let base = child.role + ":" + (child.title ?? "")
            let occurrence = seen[base, default: 0]
            seen[base] = occurrence + 1
            let childKey = key + "/" + base + (occurrence > 0 ? "#\(occurrence)" : "")
            if let childID = add(child, parent: id, key: childKey, index: children.count, into: &nodes) {
                if nodes[childID]!.role == .pageTab {
                    nodes[childID]!.attributes = ["posinset": "\(children.count + 1)", "setsize": "\(tabs)"]
                }
                children.append(childID)
            }
        }
        node.children = children
        nodes[id] = node
        return id
    }

    private mutating func identity(for key: String) -> Int {
        if let id = ids[key] { return id }
        let id = nextID
        nextID += 1
        ids[key] = id
        return id
    }

    /// Title and subtitle, as a screen reader reads them.
    static func name(of element: ElementNode) -> String {
        [element.title, element.subtitle].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: ", ")
    }

    /// The badge, and a zoomable element's zoom level ("zoom 250%").
    static func description(of element: ElementNode) -> String {
        let zoom = element.zoom.map { "zoom \(Int(($0 * 100).rounded()))%" }
        return [element.badge, zoom].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: ", ")
    }

    /// "click" on what a tap activates; a zoomable element's zoom actions
    /// (``AccessibilityRequest/ZoomAction``).
    static func actions(of element: ElementNode, role: AccessibleRole) -> [String] {
        var actions = role.isActivatable ? ["click"] : []
        if element.zoom != nil { actions += AccessibilityRequest.ZoomAction.allCases.map(\.rawValue) }
        return actions
    }

    static func states(of element: ElementNode, role: AccessibleRole) -> AccessibleStates {
        var states: AccessibleStates = [.enabled, .sensitive]
        if element.frame.width > 0 && element.frame.height > 0 { states.formUnion([.showing, .visible]) }
        switch role {
        case .frame: states.insert(.active)
        case .pageTab, .listItem: states.formUnion([.selectable, .focusable])
        case .pushButton, .toggleButton, .checkBox, .link: states.insert(.focusable)
        case .pageTabList: states.insert(.horizontal)
        default: break
        }
        if element.selected == true { states.insert(.selected) }
        if element.focused == true { states.insert(.focused) }
        if element.loaded == false { states.insert(.busy) }
        if element.pressed == true { states.insert(.pressed) }
        if role == .text, element.title?.contains("\n") == true || element.frame.height > 40 { states.insert(.multiLine) }
        return states
    }
}
