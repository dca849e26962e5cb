import CDBus

/// Following the registry: its listener signals, taken from the registry's owner alone, and the
/// bus's `NameOwnerChanged`, which says when a listener leaves the bus and when the registry
/// changes hands.
extension ATSPIServer {
    /// Handles a signal: the registry's `EventListenerRegistered` and `EventListenerDeregistered`
    /// (arguments: the listener's bus name and its event) when the registry's owner sent them, and
    /// the bus's `NameOwnerChanged`; every other signal passes on.
    func follow(_ signal: OpaquePointer) -> DBusHandlerResult {
        guard let senderText = dbus_message_get_sender(signal), let interfaceText = dbus_message_get_interface(signal),
              let memberText = dbus_message_get_member(signal) else { return DBUS_HANDLER_RESULT_NOT_YET_HANDLED }
        let sender = String(cString: senderText), interface = String(cString: interfaceText)
        let member = String(cString: memberText)
        let arguments = MessageReader(message: signal)
        if sender == ATSPIConnection.busName, interface == ATSPIConnection.busName, member == "NameOwnerChanged" {
            guard let name = arguments.string(), arguments.string() != nil, let owner = arguments.string() else {
                return DBUS_HANDLER_RESULT_NOT_YET_HANDLED
            }
            nameChangedOwner(name, to: owner)
            return DBUS_HANDLER_RESULT_NOT_YET_HANDLED
        }
        guard interface == ATSPIConnection.registryInterface,
              dbus_message_get_path(signal).map({ String(cString: $0) }) == ATSPIConnection.registryPath else {
            return DBUS_HANDLER_RESULT_NOT_YET_HANDLED
        }
        // Anyone can send a signal to this connection; only the registry says who listens.
        guard sender == registryOwner, let bus = arguments.string(), let event = arguments.string() else {
            return DBUS_HANDLER_RESULT_HANDLED
        }
        switch member {
        case "EventListenerRegistered": listeners.register(bus: bus, event: event)
        case "EventListenerDeregistered": listeners.deregister(bus: bus, event: event)
        default: break
        }
        updateInterest()
        return DBUS_HANDLER_RESULT_HANDLED
    }

    /// `name` has a new owner (empty: none): a listener that left listens no more; a new
    /// registry is joined again (after the dispatch, which a call must not run inside).
    private func nameChangedOwner(_ name: String, to owner: String) {
        if name == ATSPIConnection.registryName {
            registryOwner = owner.isEmpty ? nil : owner
            if !owner.isEmpty { registryChanged = true }
        } else if owner.isEmpty, name.hasPrefix(":") {
            listeners.remove(bus: name)
            updateInterest()
        }
    }
}
