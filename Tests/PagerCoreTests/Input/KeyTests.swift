import Testing
import PagerCore

/// Keys are open to every SDL key name: what the components react to are values like any
/// other, and an app binds its own.
@Suite(.tags(.unit))
struct KeyTests {
    @Test(arguments: [("pagedown", "PageDown"), ("Page Down", "PageDown"), ("enter", "Return"), ("Keypad Enter", "Return"),
                      ("a", "A"), ("S", "S"), ("f5", "F5"), ("F24", "F24"), ("keypad 7", "Keypad 7"), ("delete", "Delete"),
                      ("Left Ctrl", "Left Ctrl"), (",", ","), ("plus", "+"), ("É", "É")])
    func namesReadAsSDLNamesThem(written: String, sdl: String) throws {
        let key = try #require(Key(name: written))
        #expect(key.rawValue == sdl)
        #expect(key == Key(sdl), "a name read equals the key made from SDL's spelling")
    }

    @Test(arguments: ["", "Foo", "F25", "F0", "Lfet", "two words", " ", "\u{7}"])
    func whatSDLNeverNamesIsRefused(written: String) {
        #expect(Key(name: written) == nil)
    }

    @Test func appKeysAreOrdinaryValues() {
        let save = Key("S")
        #expect(save == Key(name: "s") && save != .q && save.digit == nil)
        #expect(Key.digit7.digit == 7 && Key("Keypad 7").digit == nil)
        let bindings: [Key: String] = [save: "save", .left: "previous"]
        #expect(bindings[Key(name: "LEFT")!] == "previous")
        #expect(Key.common.contains(.enter) && !Key.common.contains(save))
        #expect(Set(Key.sdlNames).count == Key.sdlNames.count, "each SDL name once")
    }
}
