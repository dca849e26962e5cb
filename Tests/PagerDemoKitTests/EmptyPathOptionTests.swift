import Testing
@testable import PagerDemoKit

/// An empty file name (`--state ''`) is refused on the command line, naming the option, for
/// every option that takes a path: it names no file, so nothing could be read or written there.
@Suite(.tags(.unit))
struct EmptyPathOptionTests {
    static let pathOptions: [[String]] = [
        ["--headless", "--state"], ["--headless", "--trace"], ["--headless", "--screenshot"],
        ["--headless", "--dump-tree"], ["--headless", "--config"], ["--headless", "--script"],
        ["--headless", "--record"], ["--write-icon"],
    ]

    @Test(arguments: pathOptions)
    func anEmptyPathIsRefusedNamingTheOption(_ arguments: [String]) {
        let flag = arguments.last!
        #expect(throws: InputError(source: "command line", field: flag, message: "empty file name")) {
            try DemoOptions.parse(arguments + [""])
        }
    }

    @Test func anEmptyThemeIsRefusedNamingTheOption() {
        #expect(throws: InputError(source: "command line", field: "--theme", message: "empty theme name (light, dark or a theme file)")) {
            try DemoOptions.parse(["--headless", "--theme", ""])
        }
    }

    @Test func aPathThatIsOnlyADotStillParses() throws {
        let options = try DemoOptions.parse(["--headless", "--record", "."])
        #expect(options.recordDirectory == ".")
    }
}
