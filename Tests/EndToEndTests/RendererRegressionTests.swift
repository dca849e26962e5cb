import Foundation
import Testing

/// Pixels the renderer once got wrong.
@Suite(.tags(.process))
struct RendererRegressionTests {
    /// A translucent pill (radius half its height) was crossed by a darker one-pixel stripe: SDL
    /// drew its zero-height middle band as a line, blended on top of the corner rows.
    @Test func translucentPillHasNoStripe() throws {
        let scratch = try Scratch()
        // The loop screen, dragged 40% towards Sports: its pill is partly faded in.
        let script = try scratch.write("s.script", "100 click 250 770\n700 down 400 400\n750 move 300 400\n800 move 260 400\n")
        let result = try DemoProcess.run(["--headless", "--script", script, "--screenshot", scratch.path("p.png")])
        #expect(result.status == 0, "\(result.stderr)")
        let pixels = try Pixels(png: scratch.path("p.png"))
        // Down the pill's right end (the ring keeps it centred, 180-300), clear of both titles
        // (News ends by 230, Sports starts after 300): one colour from top to bottom.
        let column = (70...90).map { pixels[285, $0] }
        #expect(Set(column).count == 1, "one colour down the pill: \(column.map { String($0, radix: 16) })")
        #expect(column[0] != 0xFFFFFF, "the pill is there")
    }
}
