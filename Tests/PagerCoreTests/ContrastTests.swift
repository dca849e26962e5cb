import PagerCore
import Testing

/// WCAG 2.2's relative luminance and contrast ratio, against published figures.
@Suite(.tags(.unit))
struct ContrastTests {
    @Test func knownRatios() {
        #expect(Color.black.contrastRatio(with: .white) == 21)
        #expect(Color.white.contrastRatio(with: .white) == 1)
        // #767676 on white is the lightest grey that passes 4.5:1 (4.54:1, WebAIM's checker).
        #expect(abs(Color(rgb: 0x767676).contrastRatio(with: .white) - 4.54) < 0.01)
        // UIKit's systemBlue on white: 4.02:1, short of 4.5; the theme's selected tab blue passes.
        #expect(abs(Color(rgb: 0x007AFF).contrastRatio(with: .white) - 4.02) < 0.01)
        #expect(Theme().tabSelected.contrastRatio(with: Theme().tabBackground) >= Color.minimumTextContrast)
    }

    /// Black or white, whichever is better, meets 4.5:1 on every grey and every system colour.
    @Test func readableTextAlwaysMeetsTheMinimum() {
        for level in stride(from: 0, through: 255, by: 1) {
            let grey = Color(red: UInt8(level), green: UInt8(level), blue: UInt8(level))
            #expect(grey.readableText.contrastRatio(with: grey) >= Color.minimumTextContrast, "\(level)")
        }
        for (name, color) in Color.named {
            #expect(color.readableText.contrastRatio(with: color) >= Color.minimumTextContrast, "\(name)")
        }
    }

    /// A page's title is near-black (#111111) or white by the higher WCAG ratio, never by a
    /// luminance cut (which put white on teal at 2.57:1): every named colour gets 4.5:1 or more
    /// (either text can reach it on each), and every grey gets the better of the two.
    @Test func pageTitlesTakeWhicheverTextContrastsMore() {
        let nearBlack = Color(rgb: 0x111111)
        func best(on color: Color) -> Double {
            max(Color.white.contrastRatio(with: color), nearBlack.contrastRatio(with: color))
        }
        for (name, color) in Color.named {
            let text = color.contrastingText
            #expect(text == .white || text == nearBlack, "\(name)")
            #expect(text.contrastRatio(with: color) == best(on: color), "\(name)")
            #expect(text.contrastRatio(with: color) >= Color.minimumTextContrast, "\(name)")
        }
        let teal = Color.named["teal"]!
        #expect(teal.contrastingText == nearBlack && teal.contrastingText.contrastRatio(with: teal) > 7.3)
        for level in 0...255 {
            let grey = Color(red: UInt8(level), green: UInt8(level), blue: UInt8(level))
            #expect(grey.contrastingText.contrastRatio(with: grey) == best(on: grey), "\(level)")
        }
    }

    @Test func translucentColoursCompositeOverTheirBackdrop() {
        #expect(Color(rgb: 0x000000, alpha: 128).over(.white) == Color(rgb: 0x7F7F7F))
        #expect(Color(rgb: 0x336699).over(.black) == Color(rgb: 0x336699))
    }
}
