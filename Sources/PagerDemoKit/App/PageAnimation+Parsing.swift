import PagerCore
import ScrollPhysics

extension DemoConfig {
    /// The timing curves `"animation"` names, by their config names.
    static let animationCurves: [String: TimingCurve] = [
        "linear": .linear, "easeIn": .easeIn, "easeOut": .easeOut, "easeInOut": .easeInOut,
    ]

    /// A screen's `"animation"`, for its tab taps, keys and bar items: `"none"`, or
    /// `{ "curve": "spring" | "linear" | "easeIn" | "easeOut" | "easeInOut", "duration": seconds }`
    /// (for a spring the duration is its response, and `"dampingRatio"` may go with it, 1 by
    /// default). Nil when absent.
    static func animation(_ reader: JSONObjectReader) throws(InputError) -> PageAnimation? {
        guard let value = reader.value("animation"), !value.isNull else { return nil }
        if case .string = value.node.value {
            let text = try value.string()
            guard text == "none" else {
                throw value.error("unknown animation \"\(text)\" (\"none\", or an object with curve and duration)")
            }
            return PageAnimation.none
        }
        let object = try value.object()
        let curve = try object.string("curve") ?? "spring"
        try object.rejectUnknownKeys(allowed: ConfigKeys.animation(curve: curve))
        let duration = try object.number("duration", in: 0.01...10) ?? 0.3
        if curve == "spring" {
            return .spring(response: duration, dampingRatio: try object.number("dampingRatio", in: 0.05...10) ?? 1)
        }
        guard let timing = animationCurves[curve] else {
            let names = (["spring"] + animationCurves.keys.sorted()).joined(separator: ", ")
            throw object.error("unknown curve \"\(curve)\" (\(names))", key: "curve")
        }
        return .timing(timing, duration: duration)
    }
}
