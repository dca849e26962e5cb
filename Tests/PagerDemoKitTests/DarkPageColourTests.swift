import PagerCore
import Testing
@testable import PagerDemoKit

/// The dark theme tones the pages' saturated colours down towards its black background; the
/// light theme draws them as given. The loop menu's pill follows the page as drawn.
@Suite(.tags(.unit))
struct DarkPageColourTests {
    /// The Second page's blue: UIKit's systemBlue in its increased-contrast light appearance
    /// (Apple Human Interface Guidelines, "Color": 0, 64, 221), a deeper blue than the header's
    /// systemBlue (#007AFF) so page and bar do not merge.
    static let secondPage = Color(rgb: 0x1A3AB0)

    /// The fill of each page of the pager screen, as drawn at rest on it.
    private func pageFills(theme: String) throws -> [Color] {
        let run = try DrawnDemo(theme: theme)
        var fills: [Color] = []
        for page in 0..<3 {
            run.send(.key(Key(rawValue: "\(page + 1)"), []), at: run.time + 0.05)
            run.settle()
            let pager = try #require(run.app.elementTree().children.first { $0.role == "pager" }).frame
            let fill = run.list.commands.compactMap { command -> Color? in
                if case let .fill(rect, color, _) = command, rect == pager { color } else { nil }
            }.last
            fills.append(try #require(fill))
        }
        return fills
    }

    @Test func darkPagesAreTonedDownAndLightOnesAsGiven() throws {
        let given = [Color.named["red"]!, Self.secondPage, Color.named["orange"]!]
        #expect(try pageFills(theme: "light") == given)
        let dark = try pageFills(theme: "dark")
        let theme = try DrawnDemo.theme(named: "dark")
        #expect(dark == given.map { $0.mixed(with: theme.background, fraction: 0.35) })
        for (page, colour) in dark.enumerated() {
            #expect(colour.relativeLuminance < given[page].relativeLuminance, "page \(page) is darker in the dark theme")
            #expect(colour != theme.headerBackground)
            #expect(colour.contrastingText.contrastRatio(with: colour) >= 3, "its large title stays readable")
        }
    }

    /// Light theme: no page takes the header bar's colour or a near shade of it (two blues that
    /// read as one slab); the Second page's title meets WCAG's 4.5:1.
    @Test func lightPagesStandApartFromTheHeaderAndKeepTheirTitlesReadable() throws {
        let theme = try DrawnDemo.theme(named: "light")
        let fills = try pageFills(theme: "light")
        for (page, colour) in fills.enumerated() { #expect(colour != theme.headerBackground, "page \(page)") }
        // Two blues differ only in lightness: clearly apart, not a near shade (1.88:1).
        #expect(fills[1].contrastRatio(with: theme.headerBackground) >= 1.5)
        #expect(fills[1].contrastingText.contrastRatio(with: fills[1]) >= Color.minimumTextContrast)
    }
}
