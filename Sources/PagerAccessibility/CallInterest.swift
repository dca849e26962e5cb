import Glibc

/// How long a call keeps the trees coming without a listener (a client reading the tree with
/// calls alone, as Accerciser's explorer does): 5 s, or the seconds `PAGER_ATSPI_CALL_INTEREST`
/// gives (0.05 to 3600; tests shorten it to see the interest end). A value that is not such a
/// number is reported on standard error in one line and the default is used.
enum CallInterest {
    static let standard = 5.0
    static let variable = "PAGER_ATSPI_CALL_INTEREST"

    /// The interest the environment asks for.
    static func fromEnvironment() -> Double {
        guard let value = getenv(variable).map({ String(cString: $0) }) else { return standard }
        return parse(value) ?? {
            let line = "\(variable): '\(value)' is not a number of seconds from 0.05 to 3600; using \(standard)\n"
            _ = line.withCString { write(2, $0, strlen($0)) }
            return standard
        }()
    }

    /// `text` as seconds, nil unless a number from 0.05 to 3600.
    static func parse(_ text: String) -> Double? {
        guard let seconds = Double(text), seconds >= 0.05, seconds <= 3600 else { return nil }
        return seconds
    }
}
