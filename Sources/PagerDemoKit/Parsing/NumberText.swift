/// Writes a number back the way a person would have typed it in a config or script.
///
/// Messages quote limits and values; "between 1 and 16384" reads better than "1.0 and 16384.0".
package enum NumberText {
    /// Whole numbers without a fraction, everything else as Swift prints it.
    package static func format(_ value: Double) -> String {
        if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
            return String(Int64(value))
        }
        return "\(value)"
    }
}
