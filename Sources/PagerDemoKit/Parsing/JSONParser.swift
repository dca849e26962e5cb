/// Parses JSON (RFC 8259) into ``JSONNode``s that remember their lines.
///
/// Foundation's `JSONSerialization` forgets where values came from, so its errors cannot point a
/// user at the line to fix; this parser keeps lines and reports the first problem as an
/// ``InputError`` naming the file, the line and the path inside the document.
package enum JSONParser {
    /// How deeply arrays and objects may nest. The parser is recursive; the limit keeps a
    /// hostile or broken file (`[[[[…`) from overflowing the stack. Real configs use a handful.
    package static let maximumDepth = 256

    /// Parses one JSON document.
    ///
    /// Stricter than many parsers on purpose, because a config that half-parses is worse than one
    /// that fails: duplicate keys, trailing commas, text after the value, leading zeros, lone
    /// surrogates and numbers too large for a `Double` are all errors. A leading byte order mark
    /// is skipped, since some editors write one.
    /// - Parameters:
    ///   - text: The document.
    ///   - source: The file name to put in errors.
    /// - Returns: The root value.
    /// - Complexity: O(n) in the length of `text`; the text's own UTF-8 bytes are read in place,
    ///   never copied.
    package static func parse(_ text: String, source: String) throws(InputError) -> JSONNode {
        var text = text
        text.makeContiguousUTF8()
        // A contiguous string always lends its storage; the copy is only a fallback.
        let parsed = text.utf8.withContiguousStorageIfAvailable { parse($0, source: source) }
            ?? Array(text.utf8).withUnsafeBufferPointer { parse($0, source: source) }
        return try parsed.get()
    }

    private static func parse(_ bytes: UnsafeBufferPointer<UInt8>, source: String) -> Result<JSONNode, InputError> {
        Result { () throws(InputError) -> JSONNode in
            var parser = JSONByteParser(bytes: bytes, source: source)
            return try parser.parseDocument()
        }
    }
}
