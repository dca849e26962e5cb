import Glibc

/// The process's environment variables.
public enum Environment {
    public static func variable(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// Sets `name` to `value` unless it is set already (the user's own setting wins).
    public static func setDefault(_ name: String, _ value: String) {
        setenv(name, value, 0)
    }

    /// Sets `name` to `value`, replacing what was set.
    public static func set(_ name: String, _ value: String) {
        setenv(name, value, 1)
    }

    /// Removes `name` from the environment.
    public static func unset(_ name: String) {
        unsetenv(name)
    }

    /// Every variable, for code that takes the environment as a value (so tests can pass their own).
    public static var all: [String: String] {
        var result: [String: String] = [:]
        var entry = environ
        while let pointer = entry.pointee {
            let text = String(cString: pointer)
            if let equals = text.firstIndex(of: "=") {
                result[String(text[..<equals])] = String(text[text.index(after: equals)...])
            }
            entry += 1
        }
        return result
    }
}
