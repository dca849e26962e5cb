import CDBus

/// Announcements: the differences between two settled snapshots, as `org.a11y.atspi.Event.Object`
/// signals (signature `siiva{sv}`: detail, two numbers, a value, properties).
extension ATSPIServer {
    /// Signals what changed from `old` to `new`: names (the window's title among them), the states
    /// a screen reader follows (focus, selection, showing, an image's loading), children added and removed, and a
    /// tab list's selection. Focus lost is announced before focus gained.
    func announceChanges(from old: AccessibleTree, to new: AccessibleTree) {
        let followed: [(AccessibleStates, String)] = [(.selected, "selected"), (.showing, "showing"), (.visible, "visible"),
                                                      (.busy, "busy")]
        var focusEvents: [(Int, Bool)] = []
        for node in new.nodes.values.sorted(by: { $0.id < $1.id }) {
            guard let before = old.nodes[node.id] else { continue }
            if before.name != node.name {
                emit(on: node.id, "PropertyChange", detail: "accessible-name", value: ("s", { $0.string(node.name) }))
            }
            for (state, name) in followed where before.states.contains(state) != node.states.contains(state) {
                emit(on: node.id, "StateChanged", detail: name, node.states.contains(state) ? 1 : 0)
            }
            if before.states.contains(.focused) != node.states.contains(.focused) {
                focusEvents.append((node.id, node.states.contains(.focused)))
            }
            if before.children != node.children {
                for (index, child) in before.children.enumerated() where !node.children.contains(child) {
                    let gone = reference(child)
                    emit(on: node.id, "ChildrenChanged", detail: "remove", Int32(index), value: ("(so)", { $0.reference(gone) }))
                }
                for (index, child) in node.children.enumerated() where !before.children.contains(child) {
                    let added = reference(child)
                    emit(on: node.id, "ChildrenChanged", detail: "add", Int32(index), value: ("(so)", { $0.reference(added) }))
                }
            }
            if node.role == .pageTabList, selected(before, in: old) != selected(node, in: new) {
                emit(on: node.id, "SelectionChanged", detail: "")
            }
        }
        // A focused object that left the tree lost the focus too.
        for node in old.nodes.values where node.states.contains(.focused) && new.nodes[node.id] == nil {
            focusEvents.append((node.id, false))
        }
        for (id, focused) in focusEvents.sorted(by: { !$0.1 && $1.1 }) {
            emit(on: id, "StateChanged", detail: "focused", focused ? 1 : 0)
        }
    }

    private func selected(_ node: AccessibleNode, in tree: AccessibleTree) -> [Int] {
        node.children.filter { tree.nodes[$0]?.states.contains(.selected) == true }
    }

    private func emit(on id: Int, _ member: String, detail: String, _ detail1: Int32 = 0, _ detail2: Int32 = 0,
                      value: (String, (MessageWriter) -> Void) = ("i", { $0.int32(0) })) {
        guard let connection,
              let signal = dbus_message_new_signal(reference(id).path, "org.a11y.atspi.Event.Object", member) else { return }
        defer { dbus_message_unref(signal) }
        let out = MessageWriter(message: signal)
        out.string(detail); out.int32(detail1); out.int32(detail2)
        out.variant(value.0, value.1)
        out.array(of: "{sv}") { _ in }
        _ = dbus_connection_send(connection, signal, nil)
    }
}
