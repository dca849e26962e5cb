/// How a string is shortened with a trailing ellipsis to fit a width, remembering what it has
/// measured.
///
/// The fit is the longest prefix whose text plus "…" is no wider than the width, found by binary
/// search over the prefix length. A label whose frame changes width every frame (a tab strip
/// that follows the finger) is fitted again every frame; with the widths of the probed
/// prefixes kept, a new width costs a few array reads instead of new strings and measurements.
public struct Elision {
    /// The ellipsis appended to a shortened string.
    public static let ellipsis = "…"

    /// The full text, as characters.
    public let characters: [Character]
    /// Width of the first k characters plus the ellipsis, at index k; nil until measured.
    private var widths: [Double?]
    /// The text and size shown for a prefix length, built once.
    private var results: [Int: (text: String, size: Size)] = [:]

    /// An elision of `text`, nothing measured yet.
    public init(_ text: String) {
        characters = Array(text)
        widths = Array(repeating: nil, count: characters.count + 1)
    }

    /// The shortened text for `width` and its size. `measure` sizes a string in the label's style.
    public mutating func fit(_ width: Double, measure: (String) -> Size) -> (text: String, size: Size) {
        var low = 0, high = characters.count
        while low < high {
            let mid = (low + high + 1) / 2
            if prefixWidth(mid, measure) <= width { low = mid } else { high = mid - 1 }
        }
        if let result = results[low] { return result }
        let text = low == 0 ? Self.ellipsis : Self.trimmingTrailingSpaces(characters[..<low]) + Self.ellipsis
        let result = (text, measure(text))
        results[low] = result
        return result
    }

    private mutating func prefixWidth(_ count: Int, _ measure: (String) -> Size) -> Double {
        if let width = widths[count] { return width }
        let width = measure(String(characters[..<count]) + Self.ellipsis).width
        widths[count] = width
        return width
    }

    private static func trimmingTrailingSpaces(_ characters: ArraySlice<Character>) -> String {
        var end = characters.endIndex
        while end > characters.startIndex, characters[end - 1] == " " { end -= 1 }
        return String(characters[characters.startIndex..<end])
    }
}
