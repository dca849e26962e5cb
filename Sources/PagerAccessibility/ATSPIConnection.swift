import CDBus
import Glibc

/// Opening the accessibility bus and joining its desktop.
enum ATSPIConnection {
    /// A private connection to the accessibility bus, registered: the address from
    /// `AT_SPI_BUS_ADDRESS`, else from the session bus's `org.a11y.Bus.GetAddress` (which starts
    /// at-spi-bus-launcher if it is not running). Nil without either: no session bus address in
    /// the environment (libdbus would otherwise try to autolaunch one), or no AT-SPI on it.
    static func open() -> OpaquePointer? {
        var error = DBusError()
        dbus_error_init(&error)
        defer { dbus_error_free(&error) }
        var address = getenv("AT_SPI_BUS_ADDRESS").map { String(cString: $0) }
        if address == nil {
            guard getenv("DBUS_SESSION_BUS_ADDRESS") != nil,
                  let session = dbus_bus_get_private(DBUS_BUS_SESSION, &error) else { return nil }
            dbus_connection_set_exit_on_disconnect(session, 0)
            defer { dbus_connection_close(session); dbus_connection_unref(session) }
            address = call(session, destination: "org.a11y.Bus", path: "/org/a11y/bus", interface: "org.a11y.Bus",
                           member: "GetAddress") { MessageReader(message: $0).string() }
        }
        guard let address, !address.isEmpty, let bus = dbus_connection_open_private(address, &error) else { return nil }
        dbus_connection_set_exit_on_disconnect(bus, 0)
        guard dbus_bus_register(bus, &error) != 0 else {
            dbus_connection_close(bus)
            dbus_connection_unref(bus)
            return nil
        }
        return bus
    }

    /// Embeds the application at `root` in the registry's desktop (`org.a11y.atspi.Socket.Embed`);
    /// returns the desktop's reference, nil if the registry did not answer.
    static func embed(_ bus: OpaquePointer, root: ObjectReference) -> ObjectReference? {
        call(bus, destination: registryName, path: ATSPIServer.rootPath, interface: "org.a11y.atspi.Socket",
             member: "Embed", arguments: { $0.reference(root) }) { MessageReader(message: $0).reference() }
    }

    /// The registry's bus name, path and interface, whose signals say when an assistive technology
    /// starts or stops listening for events (at-spi2-core's xml/Registry.xml).
    static let registryName = "org.a11y.atspi.Registry"
    static let registryPath = "/org/a11y/atspi/registry", registryInterface = "org.a11y.atspi.Registry"
    /// The bus itself: its name and interface (`NameOwnerChanged`, `GetNameOwner`).
    static let busName = "org.freedesktop.DBus"

    /// Asks the bus for the registry's listener signals, sent by the registry, and for
    /// `NameOwnerChanged`, which says when a listener leaves and when the registry changes hands.
    static func followRegistry(_ bus: OpaquePointer) {
        dbus_bus_add_match(bus, "type='signal',sender='\(registryName)',interface='\(registryInterface)',path='\(registryPath)'",
                           nil)
        dbus_bus_add_match(bus, "type='signal',sender='\(busName)',interface='\(busName)',member='NameOwnerChanged'", nil)
    }

    /// The unique name of the connection that owns `name` now, nil if none does.
    static func owner(of name: String, on bus: OpaquePointer) -> String? {
        call(bus, destination: busName, path: "/org/freedesktop/DBus", interface: busName, member: "GetNameOwner",
             arguments: { $0.string(name) }) { MessageReader(message: $0).string() }
    }

    /// The event listeners registered now: each listener's bus name and event (`a(ss)`).
    static func registeredListeners(_ bus: OpaquePointer) -> [(bus: String, event: String)] {
        call(bus, destination: registryName, path: registryPath, interface: registryInterface,
             member: "GetRegisteredEvents") { MessageReader(message: $0).stringPairs() } ?? []
    }

    /// Calls a method and waits (up to 5 s) for its reply, read by `read`.
    private static func call<T>(_ bus: OpaquePointer, destination: String, path: String, interface: String, member: String,
                                arguments: (MessageWriter) -> Void = { _ in },
                                read: (OpaquePointer) -> T?) -> T? {
        guard let message = dbus_message_new_method_call(destination, path, interface, member) else { return nil }
        defer { dbus_message_unref(message) }
        arguments(MessageWriter(message: message))
        var error = DBusError()
        dbus_error_init(&error)
        defer { dbus_error_free(&error) }
        guard let reply = dbus_connection_send_with_reply_and_block(bus, message, 5000, &error) else { return nil }
        defer { dbus_message_unref(reply) }
        return read(reply)
    }
}
