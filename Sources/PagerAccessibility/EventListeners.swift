/// The registry's event listeners, as its `EventListenerRegistered` and `EventListenerDeregistered`
/// signals and `GetRegisteredEvents` tell them: which bus names listen for which events. What
/// matters is whether any listens (``isEmpty``); the events are kept so that one deregistered
/// leaves the others.
///
/// Bounded: at most ``maximumListeners`` bus names, each with at most ``maximumEvents`` events of
/// at most ``maximumEventLength`` bytes. A listener past the bounds on its events still listens,
/// its events unknown, until it deregisters everything (the registry's empty event) or leaves the
/// bus; one past the bound on listeners is not kept. Only unique bus names (`:1.42`) are kept:
/// those are what the registry reports, and what the bus says has left.
struct EventListeners: Equatable {
    static let maximumListeners = 64
    static let maximumEvents = 256
    static let maximumEventLength = 256

    /// What one listener listens for.
    private enum Listening: Equatable {
        case events(Set<String>)
        /// More events, or longer ones, than the bounds keep.
        case unknownEvents
    }

    private var listeners: [String: Listening] = [:]

    /// Nobody listens.
    init() {}

    /// The listeners `pairs` lists (`GetRegisteredEvents`).
    init(_ pairs: [(bus: String, event: String)]) {
        for pair in pairs { register(bus: pair.bus, event: pair.event) }
    }

    /// Whether no listener is registered.
    var isEmpty: Bool { listeners.isEmpty }

    /// How many listeners (bus names) are kept.
    var count: Int { listeners.count }

    /// `bus` listens for `event` (`EventListenerRegistered`).
    mutating func register(bus: String, event: String) {
        guard bus.hasPrefix(":") else { return }
        let fits = event.utf8.count <= Self.maximumEventLength
        switch listeners[bus] {
        case nil:
            guard listeners.count < Self.maximumListeners else { return }
            listeners[bus] = fits ? .events([event]) : .unknownEvents
        case var .events(events)?:
            guard fits, events.count < Self.maximumEvents || events.contains(event) else {
                listeners[bus] = .unknownEvents
                return
            }
            events.insert(event)
            listeners[bus] = .events(events)
        case .unknownEvents?:
            break
        }
    }

    /// `bus` stopped listening for `event`, or with an empty event for everything
    /// (`EventListenerDeregistered`; the registry sends an empty event when a listener leaves the
    /// bus).
    mutating func deregister(bus: String, event: String) {
        guard !event.isEmpty else {
            listeners[bus] = nil
            return
        }
        guard case var .events(events)? = listeners[bus] else { return }
        events.remove(event)
        listeners[bus] = events.isEmpty ? nil : .events(events)
    }

    /// `bus` left the bus (`NameOwnerChanged` with no new owner): it listens for nothing.
    mutating func remove(bus: String) {
        listeners[bus] = nil
    }
}
