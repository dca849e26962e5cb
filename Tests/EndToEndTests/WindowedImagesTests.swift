import Foundation
import Glibc
import PagerCore
import PagerSDL
import Testing

/// Examples/WindowedPager with images on its command line, in a real window on a private X
/// server: a picture made by the test shows on its page, fitted across the window's width with
/// the page background above and below it; a missing file gets the broken-image page and one
/// warning line, and the program goes on. Every wait polls the window's pixels, with a bound.
@Suite("Windowed pager, images", .tags(.display))
struct WindowedImagesTests {
    /// The picture's one colour, and the page background and placeholder of the default theme.
    static let picture = Color(rgb: 0x2E8B57), background = Theme().background, placeholder = Theme().imagePlaceholder

    static var toolsAvailable: Bool {
        DemoWindow.toolsAvailable && FileManager.default.isExecutableFile(atPath: "/usr/bin/import")
    }

    /// With SDL's software renderer, the ready window's own. (SDL_RENDER_DRIVER=opengl would
    /// make SDL replace the window, made without SDL_WINDOW_OPENGL, by another one, whose id
    /// the test does not follow; ImageTextureTests covers the texture path.)
    @Test(.enabled(if: toolsAvailable, "needs Xvfb, xdotool, xprop and ImageMagick's import"))
    func aPictureShowsOnItsPageAndAMissingOneWarnsOnce() throws {
        let scratch = try Scratch()
        let image = scratch.path("green.png"), missing = scratch.path("missing.png")
        try Self.writePicture(to: image)
        let window = try DemoWindow(renderer: "software", arguments: [image, missing],
                                    program: DemoProcess.built("windowed-pager"), firstTitle: "Pager")
        let shot = scratch.path("shot.ppm")
        try window.xdotool(["key", "--window", window.window, "Right", "Right", "Right"])
        // 400x300 fitted to the window's width, centred in the page: the middle row is the
        // picture's, and a quarter of the way down and near the bottom are the letterbox.
        // Polled until both edges of the middle row are the picture's: the slide has ended.
        let screen = try Self.poll(window, into: shot) { Self.showsPicture($0) }
        #expect(Self.showsPicture(screen), "middle \([0.01, 0.5, 0.99].map { screen.hex(atX: $0, y: 0.5) })")
        #expect(screen.matches(Self.background, atX: 0.5, y: 0.25), "above \(screen.hex(atX: 0.5, y: 0.25))")
        #expect(screen.matches(Self.background, atX: 0.5, y: 0.97), "below \(screen.hex(atX: 0.5, y: 0.97))")
        try window.xdotool(["key", "--window", window.window, "Right"])
        let broken = try Self.poll(window, into: shot) {
            $0.matches(Self.placeholder, atX: 0.01, y: 0.5) && $0.matches(Self.placeholder, atX: 0.99, y: 0.5)
        }
        #expect(broken.matches(Self.placeholder, atX: 0.1, y: 0.9), "the broken-image page: \(broken.hex(atX: 0.1, y: 0.9))")
        try window.xdotool(["key", "--window", window.window, "Left"])
        let back = try Self.poll(window, into: shot) { Self.showsPicture($0) }
        #expect(back.matches(Self.background, atX: 0.5, y: 0.97), "nothing of the broken page is left")
        try window.xdotool(["keydown", "--window", window.window, "ctrl+q"])
        try window.xdotool(["keyup", "ctrl+q"])
        let end = try #require(window.waitForExit(seconds: 10), "quit on Ctrl+Q")
        #expect(end.status == 0, "\(end.stderr)")
        let warnings = end.stderr.split(separator: "\n").filter { $0.contains("warning") }
        #expect(warnings == ["windowed-pager: warning: image \(missing): cannot open (No such file or directory)"],
                "\(end.stderr)")
    }

    /// Whether the middle row shows the picture from edge to edge (its page at rest).
    static func showsPicture(_ screen: Screenshot) -> Bool {
        [0.01, 0.5, 0.99].allSatisfy { screen.matches(picture, atX: $0, y: 0.5) }
    }

    /// A 400x300 PNG of ``picture``, drawn and saved by PagerSDL's offscreen canvas.
    static func writePicture(to path: String) throws {
        let canvas = try OffscreenCanvas(size: Size(width: 400, height: 300), scale: 1, fonts: try FontLibrary.system())
        canvas.renderer.draw(DrawList(), background: picture)
        try canvas.savePNG(to: path)
    }

    /// Screenshots of the window (ImageMagick's `import`, as PPM into `file`) until `done`
    /// holds, 20 s at most; the last one.
    static func poll(_ window: DemoWindow, into file: String, until done: (Screenshot) -> Bool) throws -> Screenshot {
        let deadline = Date().addingTimeInterval(20)
        var shot = Screenshot.empty
        repeat {
            let tool = Process()
            tool.executableURL = URL(fileURLWithPath: "/usr/bin/import")
            tool.arguments = ["-window", window.window, "-depth", "8", file]
            tool.environment = window.environment
            tool.standardError = FileHandle.nullDevice
            try tool.run()
            tool.waitUntilExit()
            if let read = Screenshot(ppm: [UInt8](FileManager.default.contents(atPath: file) ?? Data())) { shot = read }
        } while !done(shot) && Date() < deadline
        return shot
    }
}

/// A binary PPM (P6, 8 bits a channel) screenshot.
struct Screenshot {
    let width: Int, height: Int
    let rgb: [UInt8]

    static let empty = Screenshot(width: 0, height: 0, rgb: [])

    private init(width: Int, height: Int, rgb: [UInt8]) {
        self.width = width
        self.height = height
        self.rgb = rgb
    }

    /// Parses "P6 width height 255" and the pixels after it; nil for anything else.
    init?(ppm bytes: [UInt8]) {
        var fields: [Int] = [], index = 2
        guard bytes.starts(with: Array("P6".utf8)) else { return nil }
        while fields.count < 3, index < bytes.count {
            while index < bytes.count, bytes[index] == 0x20 || (0x09...0x0D).contains(bytes[index]) { index += 1 }
            var value = 0, digits = 0
            while index < bytes.count, (0x30...0x39).contains(bytes[index]) {
                value = value * 10 + Int(bytes[index] - 0x30)
                index += 1
                digits += 1
            }
            guard digits > 0 else { return nil }
            fields.append(value)
        }
        index += 1
        guard fields.count == 3, fields[2] == 255, bytes.count - index >= fields[0] * fields[1] * 3 else { return nil }
        self.init(width: fields[0], height: fields[1], rgb: Array(bytes[index..<(index + fields[0] * fields[1] * 3)]))
    }

    /// The red, green and blue at the fractions (`x`, `y`) of the width and height.
    func pixel(atX x: Double, y: Double) -> (Int, Int, Int)? {
        guard width > 0, height > 0 else { return nil }
        let px = min(width - 1, Int(Double(width) * x)), py = min(height - 1, Int(Double(height) * y))
        let i = (py * width + px) * 3
        return (Int(rgb[i]), Int(rgb[i + 1]), Int(rgb[i + 2]))
    }

    /// Whether the pixel there is `color`, within 2 a channel.
    func matches(_ color: Color, atX x: Double, y: Double) -> Bool {
        guard let (r, g, b) = pixel(atX: x, y: y) else { return false }
        let want = [color.red, color.green, color.blue].map(Int.init)
        return abs(r - want[0]) <= 2 && abs(g - want[1]) <= 2 && abs(b - want[2]) <= 2
    }

    /// The pixel there as "#rrggbb", for messages.
    func hex(atX x: Double, y: Double) -> String {
        guard let (r, g, b) = pixel(atX: x, y: y) else { return "none" }
        return "#" + [r, g, b].map { String(format: "%02x", $0) }.joined()
    }
}
