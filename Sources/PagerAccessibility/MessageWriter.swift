import CDBus

/// D-Bus type codes, as libdbus's `DBUS_TYPE_*` (the D-Bus specification's type signatures).
enum DBusType {
    static let int16 = code("n"), int32 = code("i"), uint32 = code("u"), boolean = code("b")
    static let double = code("d"), string = code("s"), objectPath = code("o"), array = code("a")
    static let variant = code("v"), structure = code("r"), dictEntry = code("e")

    private static func code(_ letter: Unicode.Scalar) -> Int32 { Int32(letter.value) }
}

/// Appends values to a message in the order of its signature. Containers nest through closures,
/// so each is closed before its parent goes on.
final class MessageWriter {
    private let iter: UnsafeMutablePointer<DBusMessageIter>

    /// A writer that appends to `message`'s arguments.
    init(message: OpaquePointer) {
        iter = .allocate(capacity: 1)
        dbus_message_iter_init_append(message, iter)
    }

    private init() { iter = .allocate(capacity: 1) }

    deinit { iter.deallocate() }

    func string(_ value: String) { text(value, type: DBusType.string) }
    func objectPath(_ value: String) { text(value, type: DBusType.objectPath) }
    func int32(_ value: Int32) { var value = value; _ = dbus_message_iter_append_basic(iter, DBusType.int32, &value) }
    func int16(_ value: Int16) { var value = value; _ = dbus_message_iter_append_basic(iter, DBusType.int16, &value) }
    func uint32(_ value: UInt32) { var value = value; _ = dbus_message_iter_append_basic(iter, DBusType.uint32, &value) }
    func double(_ value: Double) { var value = value; _ = dbus_message_iter_append_basic(iter, DBusType.double, &value) }
    func bool(_ value: Bool) {
        var value: dbus_bool_t = value ? 1 : 0
        _ = dbus_message_iter_append_basic(iter, DBusType.boolean, &value)
    }

    /// An object reference `(so)`: a bus name and a path.
    func reference(_ reference: ObjectReference) {
        structure { $0.string(reference.bus); $0.objectPath(reference.path) }
    }

    /// An array of `element` signature.
    func array(of element: String, _ body: (MessageWriter) -> Void) { container(DBusType.array, element, body) }
    /// A variant holding one value of `signature`.
    func variant(_ signature: String, _ body: (MessageWriter) -> Void) { container(DBusType.variant, signature, body) }
    /// A struct.
    func structure(_ body: (MessageWriter) -> Void) { container(DBusType.structure, nil, body) }
    /// A dictionary entry (inside an array of `{..}`).
    func entry(_ body: (MessageWriter) -> Void) { container(DBusType.dictEntry, nil, body) }

    private func text(_ value: String, type: Int32) {
        value.withCString { characters in
            var pointer: UnsafePointer<CChar>? = characters
            _ = dbus_message_iter_append_basic(iter, type, &pointer)
        }
    }

    private func container(_ type: Int32, _ signature: String?, _ body: (MessageWriter) -> Void) {
        let inner = MessageWriter()
        if let signature {
            _ = signature.withCString { dbus_message_iter_open_container(iter, type, $0, inner.iter) }
        } else {
            _ = dbus_message_iter_open_container(iter, type, nil, inner.iter)
        }
        body(inner)
        _ = dbus_message_iter_close_container(iter, inner.iter)
    }
}

/// An AT-SPI object reference: which connection serves it and at which path.
struct ObjectReference: Sendable, Equatable {
    var bus: String
    var path: String

    /// AT-SPI's reference to nothing (no parent, no child there).
    static let null = ObjectReference(bus: "", path: "/org/a11y/atspi/null")
}
