import Testing
@testable import PagerDemoKit

/// A script saved by an editor that writes a UTF-8 byte-order mark reads like one without it,
/// as the JSON inputs do; a mark anywhere else is still an error.
@Suite(.tags(.unit))
struct ScriptByteOrderMarkTests {
    @Test func aLeadingByteOrderMarkIsSkipped() throws {
        let plain = "0 key Right\n500 click 10 20\n"
        let marked = try Script.parse("\u{FEFF}" + plain, source: "bom.script")
        #expect(marked == (try Script.parse(plain, source: "bom.script")))
        #expect(marked.entries.count == 2)
        #expect(marked.entries.first?.line == 1)
    }

    @Test func aByteOrderMarkLaterOnIsNamedNotSkipped() {
        #expect(throws: InputError.self) { try Script.parse("0 key Right\n\u{FEFF}500 key Left\n", source: "bom.script") }
    }
}
