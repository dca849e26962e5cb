/// What the image store reads of an SVG file before rendering it: that it is one, and the size
/// its root element states (`width` and `height` in pixels, else its `viewBox`).
enum SVGHeader {
    /// Whether `bytes` (after any byte-order mark and white space) open an XML declaration or
    /// an `<svg` element and an `<svg` element comes within the first 4 KiB.
    static func isSVG(_ bytes: [UInt8]) -> Bool {
        let head = String(decoding: bytes.prefix(4096), as: UTF8.self)
        let trimmed = head.drop { $0 == "\u{FEFF}" || $0 == " " || $0 == "\n" || $0 == "\r" || $0 == "\t" }
        return (trimmed.hasPrefix("<?xml") || trimmed.hasPrefix("<svg") || trimmed.hasPrefix("<!--"))
            && head.contains("<svg")
    }

    /// The root element's size in pixels, or nil when it states none (a unit other than px,
    /// or no width, height or viewBox).
    static func size(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
        let head = String(decoding: bytes.prefix(4096), as: UTF8.self)
        guard let open = head.firstRange(of: "<svg") else { return nil }
        let tag = head[open.upperBound...].prefix { $0 != ">" }
        func attribute(_ name: String) -> Substring? {
            var rest = tag[...]
            while let found = rest.firstRange(of: name + "=") {
                let before = rest[..<found.lowerBound].last
                rest = rest[found.upperBound...]
                guard before == nil || before == " " || before == "\n" || before == "\t" || before == "\r",
                      let quote = rest.first, quote == "\"" || quote == "'" else { continue }
                return rest.dropFirst().prefix { $0 != quote }
            }
            return nil
        }
        func pixels(_ text: Substring?) -> Double? {
            guard var text else { return nil }
            if text.hasSuffix("px") { text = text.dropLast(2) }
            guard let value = Double(text), value.isFinite, value > 0 else { return nil }
            return value
        }
        if let w = pixels(attribute("width")), let h = pixels(attribute("height")) {
            return (Int(w.rounded(.up)), Int(h.rounded(.up)))
        }
        if let box = attribute("viewBox") {
            let numbers = box.split { $0 == " " || $0 == "," }.compactMap { Double($0) }
            if numbers.count == 4, numbers[2] > 0, numbers[3] > 0, numbers[2].isFinite, numbers[3].isFinite {
                return (Int(numbers[2].rounded(.up)), Int(numbers[3].rounded(.up)))
            }
        }
        return nil
    }
}
