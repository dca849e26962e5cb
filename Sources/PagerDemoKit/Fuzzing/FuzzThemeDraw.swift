import PagerCore
import ScrollPhysics

/// Draws a theme file for a fuzz stream: a base (light or dark) and some of its sizes and
/// colours drawn anew, sizes within the ranges a theme file allows, their ends included.
enum FuzzThemeDraw {
    /// The theme file's text.
    static func draw(using rng: inout SplitMix64) -> String {
        var members = [JSONMember(key: "base", node: .string(Bool.random(using: &rng) ? "light" : "dark"), line: 1)]
        for (key, _, range) in Theme.sizeKeys where Int.random(in: 0..<3, using: &rng) == 0 {
            members.append(JSONMember(key: key, node: .number(FuzzConfigDraw.number(in: range, &rng)), line: 1))
        }
        for (key, _) in Theme.colorKeys where Int.random(in: 0..<6, using: &rng) == 0 {
            let rgba = UInt32.random(in: 0...UInt32.max, using: &rng)
            var hex = String(rgba, radix: 16, uppercase: true)
            hex = String(repeating: "0", count: 8 - hex.count) + hex
            // Mostly opaque; now and then see-through.
            let text = Int.random(in: 0..<4, using: &rng) == 0 ? "#" + hex : "#" + hex.prefix(6)
            members.append(JSONMember(key: key, node: .string(text), line: 1))
        }
        return JSONNode.make(.object(members)).text
    }
}
