import CDBus

/// Reads a message's arguments in order; each read returns nil where the next argument is missing
/// or of another type.
final class MessageReader {
    private let iter: UnsafeMutablePointer<DBusMessageIter>
    private var atEnd: Bool

    /// A reader of `message`'s arguments.
    init(message: OpaquePointer) {
        iter = .allocate(capacity: 1)
        atEnd = dbus_message_iter_init(message, iter) == 0
    }

    deinit { iter.deallocate() }

    func int32() -> Int32? {
        var value: Int32 = 0
        return basic(DBusType.int32, &value) ? value : nil
    }

    func uint32() -> UInt32? {
        var value: UInt32 = 0
        return basic(DBusType.uint32, &value) ? value : nil
    }

    func string() -> String? {
        var pointer: UnsafePointer<CChar>? = nil
        guard basic(DBusType.string, &pointer), let pointer else { return nil }
        return String(cString: pointer)
    }

    /// An object reference `(so)`.
    func reference() -> ObjectReference? {
        guard !atEnd, dbus_message_iter_get_arg_type(iter) == DBusType.structure else { return nil }
        let inner = MessageReader(recursingInto: iter)
        guard let bus = inner.string(), let path = inner.objectPath() else { return nil }
        atEnd = dbus_message_iter_next(iter) == 0
        return ObjectReference(bus: bus, path: path)
    }

    /// An array of string pairs `a(ss)`.
    func stringPairs() -> [(bus: String, event: String)]? {
        guard !atEnd, dbus_message_iter_get_arg_type(iter) == DBusType.array else { return nil }
        let array = MessageReader(recursingInto: iter)
        var pairs: [(bus: String, event: String)] = []
        while !array.atEnd, dbus_message_iter_get_arg_type(array.iter) == DBusType.structure {
            let pair = MessageReader(recursingInto: array.iter)
            guard let first = pair.string(), let second = pair.string() else { return nil }
            pairs.append((first, second))
            array.atEnd = dbus_message_iter_next(array.iter) == 0
        }
        atEnd = dbus_message_iter_next(iter) == 0
        return pairs
    }

    /// A variant `v`: the signature of what it holds, and a reader of it.
    func variant() -> (signature: String, contents: MessageReader)? {
        guard !atEnd, dbus_message_iter_get_arg_type(iter) == DBusType.variant else { return nil }
        let contents = MessageReader(recursingInto: iter)
        guard let signature = dbus_message_iter_get_signature(contents.iter) else { return nil }
        defer { dbus_free(signature) }
        atEnd = dbus_message_iter_next(iter) == 0
        return (String(cString: signature), contents)
    }

    func objectPath() -> String? {
        var pointer: UnsafePointer<CChar>? = nil
        guard basic(DBusType.objectPath, &pointer), let pointer else { return nil }
        return String(cString: pointer)
    }

    private init(recursingInto parent: UnsafeMutablePointer<DBusMessageIter>) {
        iter = .allocate(capacity: 1)
        dbus_message_iter_recurse(parent, iter)
        atEnd = dbus_message_iter_get_arg_type(iter) == 0
    }

    private func basic<T>(_ type: Int32, _ value: inout T) -> Bool {
        guard !atEnd, dbus_message_iter_get_arg_type(iter) == type else { return false }
        withUnsafeMutablePointer(to: &value) { dbus_message_iter_get_basic(iter, $0) }
        atEnd = dbus_message_iter_next(iter) == 0
        return true
    }
}
