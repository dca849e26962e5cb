import Testing
@testable import PagerDemoKit

@Suite(.tags(.unit))
struct JSONParserTests {
    private func parse(_ text: String) throws(InputError) -> JSONNode {
        try JSONParser.parse(text, source: "t.json")
    }

    @Test func scalars() throws {
        #expect(try parse("null").value == .null)
        #expect(try parse("true").value == .bool(true))
        #expect(try parse(" false ").value == .bool(false))
        #expect(try parse("\"hi\"").value == .string("hi"))
        #expect(try parse("0").value == .number(0))
    }

    @Test(arguments: [
        ("0", 0.0), ("-0", -0.0), ("12", 12), ("-12.5", -12.5), ("1e3", 1000), ("1E+3", 1000),
        ("25e-1", 2.5), ("0.125", 0.125), ("1e-400", 0), ("1.7976931348623157e308", 1.7976931348623157e308),
    ])
    func numbers(text: String, expected: Double) throws {
        #expect(try parse(text).value == .number(expected))
    }

    @Test func objectsKeepMemberOrderAndLines() throws {
        let node = try parse("""
            {
              "b": 1,
              "a":
                [true, null],
              "c": {}
            }
            """)
        #expect(node.line == 1)
        guard case .object(let members) = node.value else { Issue.record("not an object"); return }
        #expect(members.map(\.key) == ["b", "a", "c"])
        #expect(members.map(\.line) == [2, 3, 5])
        #expect(members[1].node == JSONNode(.array([JSONNode(.bool(true), line: 4),
                                                    JSONNode(.null, line: 4)]), line: 4))
        #expect(members[2].node == JSONNode(.object([]), line: 5))
    }

    @Test func linesCountOnlyLineFeeds() throws {
        let node = try parse("[\r\n1,\r\n\r\n2]")
        #expect(node.value == .array([JSONNode(.number(1), line: 2), JSONNode(.number(2), line: 4)]))
    }

    @Test(arguments: [
        (#""a\"b\\c\/d""#, "a\"b\\c/d"),
        (#""\b\f\n\r\t""#, "\u{8}\u{C}\n\r\t"),
        (#""\u0041\u00e9\u20AC""#, "Aé€"),
        (#""\ud83d\ude00!""#, "😀!"),
        (#""\u0000""#, "\u{0}"),
        (#""héllo 😀 ok""#, "héllo 😀 ok"),
        (#""x\u0041é""#, "xAé"),
    ])
    func stringEscapes(text: String, expected: String) throws {
        #expect(try parse(text).value == .string(expected))
    }

    @Test func byteOrderMarkIsSkipped() throws {
        #expect(try parse("\u{FEFF}[]").value == .array([]))
    }

    @Test func nestingUpToTheLimitParses() throws {
        let depth = JSONParser.maximumDepth
        let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        var node = try parse(text)
        var levels = 1
        while case .array(let inner) = node.value, let first = inner.first {
            node = first
            levels += 1
        }
        #expect(levels == depth)
    }

    @Test func typeDescriptions() {
        let values: [JSONNode.Value] = [.null, .bool(true), .number(1), .string(""), .array([]), .object([])]
        #expect(values.map { JSONNode($0, line: 1).typeDescription }
                == ["null", "a boolean", "a number", "a string", "an array", "an object"])
    }
}
