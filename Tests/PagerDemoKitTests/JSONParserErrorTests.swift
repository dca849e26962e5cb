import Testing
@testable import PagerDemoKit

@Suite(.tags(.unit))
struct JSONParserErrorTests {
    /// The error `text` gives, rendered as the user sees it.
    private func failure(_ text: String) -> String? {
        do {
            _ = try JSONParser.parse(text, source: "t.json")
            return nil
        } catch {
            return error.description
        }
    }

    @Test(arguments: [
        ("", "t.json:1: empty input: expected a JSON value"),
        ("  \n\n ", "t.json:3: empty input: expected a JSON value"),
        ("{} x", "t.json:1: unexpected 'x' after the JSON value"),
        ("1 2", "t.json:1: unexpected '2' after the JSON value"),
        ("[1]\n]", "t.json:2: unexpected ']' after the JSON value"),
        ("{\"a\": 1,\n \"a\": 2}", "t.json:2: duplicate key \"a\" (first on line 1)"),
        ("{\"p\": [{}, {\"x\": 1 \"y\": 2}]}", "t.json:1: p[1]: expected ',' or '}' after member, found '\"'"),
        ("{\"a\" 1}", "t.json:1: expected ':' after key \"a\", found '1'"),
        ("{1: 2}", "t.json:1: expected a string key or '}', found '1'"),
        ("{\"a\": 1,}", "t.json:1: trailing comma before '}'"),
        ("{\"a\": 1, 2}", "t.json:1: expected a string key after ',', found '2'"),
        ("[1,]", "t.json:1: trailing comma before ']'"),
        ("[1 2]", "t.json:1: expected ',' or ']' after element, found '2'"),
        ("[1,\n", "t.json:2: [1]: expected a value, found end of input"),
        ("{\"a\":\n", "t.json:2: a: expected a value, found end of input"),
        ("{\"a\": {\"b\": [0, }]}}", "t.json:1: a.b[1]: expected a value, found '}'"),
        ("{\"a\": 1", "t.json:1: expected ',' or '}' after member, found end of input"),
        ("['x']", "t.json:1: [0]: strings need double quotes (\"), not single quotes (')"),
        ("NaN", "t.json:1: unexpected word \"NaN\" (JSON knows only true, false and null)"),
        ("[Infinity]", "t.json:1: [0]: unexpected word \"Infinity\" (JSON knows only true, false and null)"),
        ("True", "t.json:1: unexpected word \"True\" (JSON knows only true, false and null)"),
        ("nul", "t.json:1: unexpected word \"nul\" (JSON knows only true, false and null)"),
        ("[é]", "t.json:1: [0]: expected a value, found 'é'"),
        ("[\u{7}]", "t.json:1: [0]: expected a value, found U+0007"),
        ("+1", "t.json:1: expected a value, found '+'"),
    ])
    func structure(text: String, expected: String) {
        #expect(failure(text) == expected)
    }

    @Test(arguments: [
        ("01", "t.json:1: numbers must not start with a leading zero"),
        ("-01", "t.json:1: numbers must not start with a leading zero"),
        ("-", "t.json:1: expected a digit after '-', found end of input"),
        ("-x", "t.json:1: expected a digit after '-', found 'x'"),
        ("1.", "t.json:1: expected a digit after '.', found end of input"),
        (".5", "t.json:1: expected a value, found '.'"),
        ("1e", "t.json:1: expected a digit in the exponent, found end of input"),
        ("1e+", "t.json:1: expected a digit in the exponent, found end of input"),
        ("{\"n\":\n 1e400}", "t.json:2: n: number 1e400 is too large"),
        ("-1e999", "t.json:1: number -1e999 is too large"),
        ("0x10", "t.json:1: unexpected 'x' after the JSON value"),
    ])
    func numbers(text: String, expected: String) {
        #expect(failure(text) == expected)
    }

    @Test(arguments: [
        ("\"abc", "t.json:1: unterminated string"),
        ("\"abc\\", "t.json:1: unterminated string"),
        ("{\"a\": \"abc\n}", "t.json:1: a: line break inside a string (missing closing '\"'?)"),
        ("\"a\tb\"", "t.json:1: unescaped control character U+0009 in string"),
        ("\"a\\qb\"", "t.json:1: invalid escape '\\q' in string"),
        ("\"a\\\u{1}\"", "t.json:1: invalid escape in string: '\\' followed by U+0001"),
        ("\"\\u12G4\"", "t.json:1: expected 4 hex digits after \\u in string"),
        ("\"\\u12\"", "t.json:1: expected 4 hex digits after \\u in string"),
        ("\"\\ud83d\"", "t.json:1: unpaired surrogate \\uD83D in string"),
        ("\"\\ud83dx\"", "t.json:1: unpaired surrogate \\uD83D in string"),
        ("\"\\ud83d\\u0041\"", "t.json:1: unpaired surrogate \\uD83D in string"),
        ("\"\\ude00\"", "t.json:1: unpaired surrogate \\uDE00 in string"),
        ("[\"ok\",\n\"ok\\x\"]", "t.json:2: [1]: invalid escape '\\x' in string"),
    ])
    func strings(text: String, expected: String) {
        #expect(failure(text) == expected)
    }

    /// Small objects are checked member by member, large ones through a dictionary built at the
    /// 17th key: duplicates must be found on both sides of that switch.
    @Test(arguments: [3, 16, 17, 40])
    func duplicateKeysInLargeObjects(memberCount: Int) {
        let members = (0..<memberCount).map { "\"k\($0)\": \($0)" }
        let body = "{\n" + members.joined(separator: ",\n")
        #expect(failure(body + "}") == nil)
        #expect(failure(body + ",\n\"k1\": 0}")
                == "t.json:\(memberCount + 2): duplicate key \"k1\" (first on line 3)")
    }

    @Test func nestingBeyondTheLimitIsAnError() {
        let depth = JSONParser.maximumDepth + 1
        let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        let message = failure(text)
        #expect(message?.hasSuffix(": nested deeper than 256 levels") == true)
    }

    @Test func hostileNestingFailsWithoutOverflowingTheStack() {
        let text = String(repeating: "{\"a\":[", count: 100_000)
        #expect(failure(text)?.hasSuffix("nested deeper than 256 levels") == true)
    }

    @Test func errorCarriesSourceLineAndField() {
        #expect(throws: InputError(source: "cfg.json", line: 3, field: "pages[1].title",
                                   message: "unterminated string")) {
            _ = try JSONParser.parse("{\"pages\": [\n{},\n{\"title\": \"x", source: "cfg.json")
        }
    }
}
