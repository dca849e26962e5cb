import PagerCore
import Testing
@testable import PagerDemoKit

/// Themes on themes: names and paths resolved, cycles and runaway chains refused at the `base`
/// that closes them, unknown names blamed on the place that names them.
@Suite(.tags(.unit))
struct ThemeLoaderTests {
    /// A loader over in-memory files; `themes/` is the named-theme folder.
    private func loader(_ files: [String: String], aliases: [String: String] = [:]) -> ThemeLoader {
        ThemeLoader(directory: "themes", exists: { files[$0] != nil },
                    contents: { folder in files.keys.filter { $0.hasPrefix(folder + "/") }.map { String($0.dropFirst(folder.count + 1)) } },
                    canonical: { aliases[$0] ?? $0 }) { path, _ throws(InputError) in files[path]! }
    }

    private func error(_ body: () throws(InputError) -> Theme) -> InputError? {
        do { _ = try body(); return nil } catch { return error }
    }

    /// `count` files, each on the next and the last on the first.
    private func ring(_ count: Int) -> [String: String] {
        var files: [String: String] = [:]
        for index in 0..<count { files["t\(index).json"] = "{\n  \"base\": \"t\((index + 1) % count).json\"\n}\n" }
        return files
    }

    @Test func aChainOfBasesAppliesTheNearestValueLast() throws {
        let files = ["themes/dark.json": ##"{ "headerBackground": "#101010", "tabSelected": "#202020" }"##,
                     "mine.json": ##"{ "base": "dark", "tabSelected": "#FF2D55" }"##]
        let theme = try loader(files).theme(ThemeReference("mine.json", flag: "--theme"))
        #expect(theme.headerBackground == Color(rgb: 0x101010))
        #expect(theme.tabSelected == Color(rgb: 0xFF2D55))
        #expect(theme.rowText == Theme().rowText)
    }

    @Test func aThemeItsOwnBaseIsACycleAtItsBase() {
        let files = ["themes/self.json": "{\n  \"base\": \"self\"\n}"]
        let failure = error { () throws(InputError) in try loader(files).theme(ThemeReference("self", flag: "--theme")) }
        #expect(failure?.description == "themes/self.json:2: base: a cycle of theme bases: themes/self.json -> themes/self.json")
    }

    @Test(arguments: [2, 3, 10]) func aCycleOfAnyLengthIsAnErrorWhereItCloses(_ count: Int) {
        let failure = error { () throws(InputError) in try loader(ring(count)).theme(ThemeReference("t0.json", flag: "--theme")) }
        let cycle = (0..<count).map { "t\($0).json" }.joined(separator: " -> ") + " -> t0.json"
        #expect(failure == InputError(source: "t\(count - 1).json", line: 2, field: "base",
                                      message: "a cycle of theme bases: \(cycle)"))
    }

    @Test func aCycleThatDoesNotReachTheFirstThemeNamesOnlyItsOwnFiles() {
        var files = ring(3)
        files["start.json"] = #"{ "base": "t0.json" }"#
        let failure = error { () throws(InputError) in try loader(files).theme(ThemeReference("start.json", flag: "--theme")) }
        #expect(failure?.message == "a cycle of theme bases: t0.json -> t1.json -> t2.json -> t0.json")
        #expect(failure?.source == "t2.json")
    }

    @Test func aCycleIsFoundWhateverNameItsFilesGoBy() {
        let files = ["themes/a.json": #"{ "base": "./b.json" }"#, "./b.json": #"{ "base": "a" }"#]
        let failure = error { () throws(InputError) in
            try loader(files, aliases: ["themes/a.json": "/x/a.json", "./b.json": "/x/b.json"]).theme(ThemeReference("a", flag: "--theme"))
        }
        #expect(failure?.source == "./b.json")
        #expect(failure?.message == "a cycle of theme bases: themes/a.json -> ./b.json -> themes/a.json")
    }

    @Test func aChainDeeperThanTheLimitIsAnError() throws {
        var files: [String: String] = [:]
        for index in 0..<40 { files["t\(index).json"] = "{\n\"base\": \"t\(index + 1).json\"\n}" }
        files["t40.json"] = "{}"
        let deepest = ThemeLoader.maximumDepth - 1
        files["t\(deepest).json"] = "{}"
        _ = try loader(files).theme(ThemeReference("t0.json", flag: "--theme"))
        files["t\(deepest).json"] = "{\n\"base\": \"t\(deepest + 1).json\"\n}"
        let failure = error { () throws(InputError) in try loader(files).theme(ThemeReference("t0.json", flag: "--theme")) }
        #expect(failure?.source == "t\(deepest).json")
        #expect(failure?.line == 2 && failure?.field == "base")
        #expect(failure?.message.contains("more than \(ThemeLoader.maximumDepth) deep") == true)
    }

    @Test func anUnknownNameInAConfigIsBlamedOnTheConfigsLineAndField() {
        let files = ["themes/dark.json": "{}", "themes/light.json": "{}"]
        let load = loader(files)
        let named = "{\n  \"theme\": \"garbage\",\n  \"pages\": [{\"title\": \"A\", \"color\": \"red\"}]\n}"
        let failure = error { () throws(InputError) in try DemoConfig.parse(named, source: "c.json", themeNamed: load.theme).theme }
        #expect(failure?.description == "c.json:2: theme: unknown theme \"garbage\" (known: dark, light)")
        let based = "{\n  \"pages\": [{\"title\": \"A\", \"color\": \"red\"}],\n  \"theme\": {\n    \"base\": \"nope\"\n  }\n}"
        let baseFailure = error { () throws(InputError) in try DemoConfig.parse(based, source: "c.json", themeNamed: load.theme).theme }
        #expect(baseFailure?.description == "c.json:4: theme.base: unknown theme \"nope\" (known: dark, light)")
        let missing = "{ \"theme\": \"gone.json\", \"pages\": [{\"title\": \"A\", \"color\": \"red\"}] }"
        let missingFailure = error { () throws(InputError) in try DemoConfig.parse(missing, source: "c.json", themeNamed: load.theme).theme }
        #expect(missingFailure?.description == "c.json:1: theme: no such theme file \"gone.json\"")
    }

    @Test func theThemeOptionIsBlamedOnTheOptionAndReplacesTheConfigsName() throws {
        let load = loader(["themes/dark.json": ##"{ "tabSelected": "#202020" }"##])
        let config = "{ \"theme\": \"garbage\", \"pages\": [{\"title\": \"A\", \"color\": \"red\"}] }"
        let failure = error { () throws(InputError) in
            try DemoConfig.parse(config, source: "c.json", themeOverride: "neon", themeNamed: load.theme).theme
        }
        #expect(failure?.description == "--theme: unknown theme \"neon\" (known: dark)")
        let theme = try DemoConfig.parse(config, source: "c.json", themeOverride: "dark", themeNamed: load.theme).theme
        #expect(theme.tabSelected == Color(rgb: 0x202020))
    }

    @Test func aConfigsThemeLeadingIntoACycleIsAnErrorWhereTheCycleCloses() {
        let load = loader(ring(2))
        let config = "{ \"theme\": { \"base\": \"t0.json\" }, \"pages\": [{\"title\": \"A\", \"color\": \"red\"}] }"
        let failure = error { () throws(InputError) in try DemoConfig.parse(config, source: "c.json", themeNamed: load.theme).theme }
        #expect(failure?.description == "t1.json:2: base: a cycle of theme bases: t0.json -> t1.json -> t0.json")
    }
}
