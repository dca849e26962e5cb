/// A D-Bus interface as its introspection data describes it: methods with the complete types of
/// their arguments and results, and properties.
struct DBusInterface: Sendable {
    /// A method: its arguments' and results' complete types, in order.
    struct Method: Sendable {
        let name: String
        let arguments: [String]
        let results: [String]

        init(_ name: String, _ arguments: [String] = [], _ results: [String] = []) {
            self.name = name; self.arguments = arguments; self.results = results
        }

        /// The signature a call's arguments must have.
        var signature: String { arguments.joined() }
    }

    /// A property: its type, and whether a client may set it.
    struct Property: Sendable {
        let name: String
        let type: String
        let writable: Bool

        init(_ name: String, _ type: String, writable: Bool = false) {
            self.name = name; self.type = type; self.writable = writable
        }
    }

    let name: String
    let methods: [Method]
    let properties: [Property]

    init(_ name: String, methods: [Method], properties: [Property] = []) {
        self.name = name; self.methods = methods; self.properties = properties
    }

    func method(_ name: String) -> Method? { methods.first { $0.name == name } }

    func property(_ name: String) -> Property? { properties.first { $0.name == name } }

    /// The interface's `<interface>` element of introspection XML (the D-Bus specification's
    /// introspection format).
    var introspectionXML: String {
        var xml = "  <interface name=\"\(name)\">\n"
        for method in methods {
            xml += "    <method name=\"\(method.name)\">\n"
            for type in method.arguments { xml += "      <arg direction=\"in\" type=\"\(type)\"/>\n" }
            for type in method.results { xml += "      <arg direction=\"out\" type=\"\(type)\"/>\n" }
            xml += "    </method>\n"
        }
        for property in properties {
            xml += "    <property name=\"\(property.name)\" type=\"\(property.type)\" access=\"\(property.writable ? "readwrite" : "read")\"/>\n"
        }
        return xml + "  </interface>\n"
    }

    /// Introspection XML for an object with `interfaces`.
    static func introspectionXML(of interfaces: [DBusInterface]) -> String {
        "<!DOCTYPE node PUBLIC \"-//freedesktop//DTD D-BUS Object Introspection 1.0//EN\"\n"
            + " \"http://www.freedesktop.org/standards/dbus/1.0/introspect.dtd\">\n<node>\n"
            + interfaces.map(\.introspectionXML).joined() + "</node>\n"
    }
}
