import Foundation
import Testing

/// The desktop entry and the icon it names: valid for the desktop, and matched to the window.
struct DesktopEntryTests {
    static let entry = DemoProcess.assets.appendingPathComponent("pager.desktop").path
    static let validator = "/usr/bin/desktop-file-validate"

    @Test(.tags(.process), .enabled(if: FileManager.default.isExecutableFile(atPath: validator),
                   "needs desktop-file-validate (scripts/setup --test)"))
    func theEntryIsValid() throws {
        let (status, output) = try DemoProcess.shell("\(Self.validator) \"$1\" 1>&2", arguments: [Self.entry])
        #expect(status == 0 && output.isEmpty, "\(output)")
    }

    /// The window's WM_CLASS / app id (set in the SDL layer) is the entry's StartupWMClass.
    @Test(.tags(.unit)) func theEntryNamesTheWindowsClassAndIcon() throws {
        let text = try String(contentsOfFile: Self.entry, encoding: .utf8)
        let fields = Dictionary(text.split(separator: "\n").compactMap { line -> (String, String)? in
            let parts = line.split(separator: "=", maxSplits: 1)
            return parts.count == 2 ? (String(parts[0]), String(parts[1])) : nil
        }, uniquingKeysWith: { a, _ in a })
        #expect(fields["StartupWMClass"] == "pager")
        #expect(fields["Icon"] == "pager")
        #expect(fields["Exec"] == "pager-demo")
    }

    @Test(.tags(.process)) func theIconIsDrawnByTheProgram() throws {
        let scratch = try Scratch()
        let result = try DemoProcess.run(["--write-icon", scratch.path("pager.png")])
        #expect(result.status == 0, "\(result.stderr)")
        let pixels = try Pixels(png: scratch.path("pager.png"))
        #expect(pixels.width == 64 && pixels.height == 64)
        #expect(pixels[32, 28] == 0xFFFFFF, "the page in view, white")
        #expect(pixels[32, 4] == 0x007AFF, "the blue tile")
        let refused = try DemoProcess.run(["--write-icon", scratch.path("no/such/dir/x.png")])
        #expect(refused.status == 2 && refused.stderr.split(separator: "\n").count == 1, "\(refused.stderr)")
    }
}
