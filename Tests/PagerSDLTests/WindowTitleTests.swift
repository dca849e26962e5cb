import PagerSDL
import Testing

/// Titles are cut to ``WindowTitle/byteLimit`` bytes of UTF-8 at a character boundary, with an
/// ellipsis: a Wayland connection cannot carry one of 4 KB.
@Suite(.tags(.unit))
struct WindowTitleTests {
    @Test func aTitleThatFitsIsUnchanged() {
        #expect(WindowTitle.fitted("Pager: First (1/3)") == "Pager: First (1/3)")
        let exact = String(repeating: "a", count: WindowTitle.byteLimit)
        #expect(WindowTitle.fitted(exact) == exact)
    }

    @Test func aLongTitleKeepsItsStartAndEndsInAnEllipsis() {
        let fitted = WindowTitle.fitted(String(repeating: "a", count: 4100))
        #expect(fitted.utf8.count == WindowTitle.byteLimit)
        #expect(fitted == String(repeating: "a", count: WindowTitle.byteLimit - 3) + "\u{2026}")
    }

    /// "é" is 2 bytes and "👩‍👩‍👧" 18: neither is split, so what is kept stays whole characters.
    @Test(arguments: ["é", "👩‍👩‍👧", "a\u{301}"])
    func noCharacterIsSplit(_ character: String) {
        let text = String(repeating: character, count: 4100 / character.utf8.count + 1)
        let fitted = WindowTitle.fitted(text)
        #expect(fitted.utf8.count <= WindowTitle.byteLimit)
        #expect(fitted.utf8.count > WindowTitle.byteLimit - 3 - character.utf8.count, "as much as fits")
        let kept = fitted.dropLast()
        #expect(fitted.hasSuffix("\u{2026}") && kept.allSatisfy { String($0) == character })
    }

    @Test func aNULEndsTheTitleAsItWouldInC() {
        #expect(WindowTitle.fitted("Pager\0hidden") == "Pager")
    }
}
