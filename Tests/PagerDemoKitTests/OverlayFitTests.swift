import Foundation
import PagerCore
import Testing
@testable import PagerDemoKit

/// The F1 help card and the F2 inspector at every window size from the smallest supported
/// (320x480) up, read from the draw list the scene really emits.
@Suite(.tags(.unit))
struct OverlayFitTests {
    static let sizes = [Size(width: 320, height: 480), Size(width: 360, height: 640),
                        Size(width: 480, height: 800), Size(width: 1280, height: 800)]
    /// The fixed-width fake at 0.6 em a character: wider than DejaVu Sans (about 0.51 em in
    /// the help's sentences) and a little narrower than its bold (0.66 em in the keys).
    static let measurer = FixedWidthTextMeasurer(characterWidthRatio: 0.6)

    /// The help card: the one rounded fill of the overlay.
    static func helpCommands(_ bounds: Rect, theme: Theme = Theme()) -> (card: Rect, color: Color, texts: [(String, Point, TextStyle)]) {
        var list = DrawList()
        ShortcutsOverlay.draw(in: bounds, theme: theme, measurer: measurer, into: &list)
        var card: (Rect, Color)?, texts: [(String, Point, TextStyle)] = []
        for command in list.commands {
            switch command {
            case let .fill(rect, color, radius) where radius > 0: card = (rect, color)
            case let .text(text, origin, style, _): texts.append((text, origin, style))
            default: break
            }
        }
        return (card?.0 ?? Rect(x: 0, y: 0, width: 0, height: 0), card?.1 ?? .clear, texts)
    }

    @Test(arguments: sizes)
    func helpWrapsInsideItsCardWithNothingCut(size: Size) {
        let bounds = Rect(x: 0, y: 0, width: size.width, height: size.height)
        let (card, _, texts) = Self.helpCommands(bounds)
        #expect(card.x >= 0 && card.y >= 0 && card.maxX <= size.width && card.maxY <= size.height)
        for (text, origin, style) in texts {
            let extent = Self.measurer.size(of: text, style: style)
            #expect(!text.contains(Elision.ellipsis), "\(text) is cut at \(size)")
            #expect(origin.x >= card.x + ShortcutsOverlay.padding - 1e-9
                    && origin.x + extent.width <= card.maxX - ShortcutsOverlay.padding + 1e-9, "\(text) leaves the card")
            #expect(origin.y >= card.y && origin.y + extent.height <= card.maxY + 1e-9, "\(text) below the card at \(size)")
        }
        // Every word of every line is on the card, in order.
        let shown = texts.map(\.0).joined(separator: " ")
        for (keys, meaning) in ShortcutsOverlay.lines {
            #expect(shown.contains(keys.split(separator: " ").first!) && shown.contains(meaning.split(separator: " ").last!))
        }
        func words(_ strings: [String]) -> [Substring] { strings.flatMap { $0.split(separator: " ") } }
        let expected = [ShortcutsOverlay.title] + ShortcutsOverlay.lines.flatMap { [$0.0, $0.1] }
        #expect(words(texts.map(\.0)).sorted() == words(expected).sorted(), "every word, once")
    }

    /// Lines of text never overlap: the two columns keep apart and wrapped lines stack.
    @Test(arguments: sizes)
    func helpLinesDoNotOverlap(size: Size) {
        let (_, _, texts) = Self.helpCommands(Rect(x: 0, y: 0, width: size.width, height: size.height))
        let boxes = texts.map { text, origin, style in
            let extent = Self.measurer.size(of: text, style: style)
            return Rect(x: origin.x, y: origin.y, width: extent.width, height: style.size * 1.2)
        }
        for i in boxes.indices {
            for j in boxes.indices where j > i {
                let overlap = boxes[i].intersection(boxes[j])
                #expect(overlap.width <= 0 || overlap.height <= 1, "\(texts[i].0) / \(texts[j].0) at \(size)")
            }
        }
    }

    /// The card is opaque in both shipped themes: the page's big title never shows through.
    @Test(arguments: ["light", "dark"])
    func helpCardIsOpaque(theme name: String) throws {
        let theme = try DrawnDemo.theme(named: name)
        let (_, color, _) = Self.helpCommands(Rect(x: 0, y: 0, width: 480, height: 800), theme: theme)
        #expect(color.alpha == 255)
        #expect(Theme().overlayBackground.alpha == 255)
    }
}
