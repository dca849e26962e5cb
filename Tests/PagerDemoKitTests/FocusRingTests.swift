import PagerCore
import Testing
@testable import PagerDemoKit

/// The keyboard focus ring: rounded, and at least 3:1 against what it surrounds (WCAG 2.2
/// success criterion 1.4.11, Non-text Contrast) in both themes.
@Suite(.tags(.unit))
struct FocusRingTests {
    @Test(arguments: ["light", "dark"])
    func theRingIsRoundedAndStandsOut(theme: String) throws {
        let run = try DrawnDemo(theme: theme)
        let ringColor = run.app.theme.focusRing
        // On the pager screen Tab visits the tab strip, then the bottom bar.
        for backdrop in [run.app.theme.tabBackground, run.app.theme.barBackground] {
            run.send(.key(.tab, []), at: run.time + 0.05)
            run.frame()
            let corners = run.list.commands.filter { if case let .polygon(_, color) = $0 { color == ringColor } else { false } }
            let sides = run.list.commands.filter { if case let .fill(_, color, _) = $0 { color == ringColor } else { false } }
            #expect(corners.count == 4 * 8 && sides.count == 4, "rounded corners, straight sides")
            #expect(ringColor.contrastRatio(with: backdrop) >= 3, "\(theme): \(ringColor) on \(backdrop)")
        }
    }
}
