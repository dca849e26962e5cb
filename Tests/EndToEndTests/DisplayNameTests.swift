import Foundation
import Testing

/// A window run without a display says which display it tried.
@Suite(.tags(.process))
struct DisplayNameTests {
    /// A DISPLAY that names no X server is named in the message, so the mistake shows.
    @Test func aDisplayThatNamesNoServerIsNamed() throws {
        var environment = NoDisplayTests.noDisplay(videoDriver: nil)
        environment["DISPLAY"] = ":7391"
        let run = try DemoProcess.run(["--size", "320x480"], environment: environment, timeout: 20)
        #expect(run.result.status == 2)
        let lines = run.result.stderr.split(separator: "\n")
        #expect(lines.count == 1 && lines[0].hasPrefix("pager-demo: no display"), "\(run.result.stderr)")
        #expect(run.result.stderr.contains("DISPLAY=:7391"), "\(run.result.stderr)")
        #expect(run.result.stderr.contains("--headless"))
    }
}
