import PagerCore

/// Writing JSON text by hand, for deterministic output with no Foundation encoder in the loop.
package enum JSONText {
    /// A number: integers without a fraction, others in shortest round-trip form; never NaN.
    package static func number(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return String(value)
    }

    /// A quoted, escaped string.
    package static func string(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// An element tree as indented JSON (`--dump-tree`).
    package static func tree(_ node: ElementNode, indent: String = "") -> String {
        let inner = indent + "  "
        var fields = ["\(inner)\"role\": \(string(node.role))"]
        if let title = node.title { fields.append("\(inner)\"title\": \(string(title))") }
        let frame = [node.frame.x, node.frame.y, node.frame.width, node.frame.height].map(number).joined(separator: ", ")
        fields.append("\(inner)\"frame\": [\(frame)]")
        if let selected = node.selected { fields.append("\(inner)\"selected\": \(selected)") }
        if let badge = node.badge { fields.append("\(inner)\"badge\": \(string(badge))") }
        if let loaded = node.loaded { fields.append("\(inner)\"loaded\": \(loaded)") }
        if node.role == "button" { fields.append("\(inner)\"focused\": \(node.focused == true)") }
        if let pressed = node.pressed { fields.append("\(inner)\"pressed\": \(pressed)") }
        if let zoom = node.zoom { fields.append("\(inner)\"zoom\": \(number(zoom))") }
        if node.children.isEmpty {
            fields.append("\(inner)\"children\": []")
        } else {
            let children = node.children.map { tree($0, indent: inner + "  ") }
            fields.append("\(inner)\"children\": [\n" + children.joined(separator: ",\n") + "\n\(inner)]")
        }
        return indent + "{\n" + fields.joined(separator: ",\n") + "\n\(indent)}"
    }
}
