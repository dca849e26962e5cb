import Foundation
import PagerCore
import Testing
@testable import PagerDemoKit

/// The tab strips' selection as drawn: one style per strip (the loop menu's pill alone, in the
/// page's colour), every title at least 4.5:1 against what is under it at every moment of a
/// swipe (WCAG 2.2 contrast ratio, ``Color/contrastRatio(with:)``), and a fade at each edge an
/// overflowing strip can scroll towards.
@Suite(.tags(.unit))
struct StripSelectionTests {
    /// The colour at `point` from the fills drawn before command `end`, each within its clip
    /// and its rounded corners, over the window's background.
    static func backdrop(at point: Point, commands: ArraySlice<DrawCommand>, background: Color) -> Color {
        var color = background
        var clips: [Rect] = []
        for command in commands {
            switch command {
            case let .pushClip(rect): clips.append(clips.last.map { $0.intersection(rect) } ?? rect)
            case .popClip: clips.removeLast()
            case let .fill(rect, fill, radius):
                guard rect.contains(point), clips.last.map({ $0.contains(point) }) ?? true else { continue }
                let r = min(radius, rect.width / 2, rect.height / 2)
                let cx = min(max(point.x, rect.x + r), rect.maxX - r), cy = min(max(point.y, rect.y + r), rect.maxY - r)
                guard (point.x - cx) * (point.x - cx) + (point.y - cy) * (point.y - cy) <= r * r + 1e-9 else { continue }
                color = fill.over(color)
            default: continue
            }
        }
        return color
    }

    /// The worst contrast of any title in the strip against what is under it, sampled on a grid
    /// over the part of each title its clip lets through (outside the edge fades, which are
    /// meant to dim).
    static func worstTitleContrast(_ run: DrawnDemo) -> (ratio: Double, what: String) {
        let strip = run.strip.frame
        let fade = TabbedView.edgeFadeWidth
        let measurer = FixedWidthTextMeasurer()
        var worst = (ratio: 21.0, what: "")
        var clips: [Rect] = []
        let commands = run.list.commands
        for (index, command) in commands.enumerated() {
            switch command {
            case let .pushClip(rect): clips.append(clips.last.map { $0.intersection(rect) } ?? rect)
            case .popClip: clips.removeLast()
            case let .text(text, origin, style, color):
                let size = measurer.size(of: text, style: style)
                var box = Rect(x: origin.x, y: origin.y + size.height * 0.2, width: size.width, height: size.height * 0.6)
                guard strip.contains(Point(x: strip.midX, y: box.midY)) else { continue }
                if let clip = clips.last { box = box.intersection(clip) }
                box = box.intersection(strip.insetBy(dx: fade, dy: 0))
                guard box.width > 0, box.height > 0 else { continue }
                // Cell centres, so no sample sits on the boundary between two clips.
                for i in 0..<9 {
                    for j in 0..<3 {
                        let point = Point(x: box.x + box.width * (Double(i) + 0.5) / 9, y: box.y + box.height * (Double(j) + 0.5) / 3)
                        let under = backdrop(at: point, commands: commands[..<index], background: run.app.background)
                        let ratio = color.contrastRatio(with: under)
                        if ratio < worst.ratio { worst = (ratio, "\(text) at \(point): \(color) on \(under)") }
                    }
                }
            default: continue
            }
        }
        return worst
    }

    /// Each screen's strip through a slow drag across two pages and a key's animated move.
    @Test(arguments: [(0, "light"), (1, "light"), (2, "light"), (0, "dark"), (1, "dark"), (2, "dark")])
    func everyTitleStaysReadableThroughASwipe(screen: Int, theme: String) throws {
        let run = try DrawnDemo(theme: theme)
        run.app.selectScreen(screen, at: run.time)
        run.settle()
        if screen == 1 { run.send(.key(.right, []), at: run.time + 0.05); run.settle() } // the middle page: both ways inward
        var frames = 0, worst = (ratio: 21.0, what: "")
        func check() {
            let w = Self.worstTitleContrast(run)
            if w.ratio < worst.ratio { worst = w }
            frames += 1
        }
        let y = screen == 0 ? 500.0 : 400.0
        run.send(.pointerDown(Point(x: 440, y: y)), at: run.time + 0.05)
        for k in 1...90 {
            run.send(.pointerMove(Point(x: 440 - Double(k) * 4, y: y)), at: run.time + 1.0 / 60)
            run.frame()
            check()
        }
        run.send(.pointerUp(Point(x: 80, y: y)), at: run.time + 1.0 / 60)
        for _ in 0..<40 { run.step(); check() }
        run.send(.key(.right, []), at: run.time + 0.01)
        for _ in 0..<40 { run.step(); check() }
        #expect(frames == 170)
        #expect(worst.ratio >= Color.minimumTextContrast, "screen \(screen), \(theme): \(worst.what), \(worst.ratio)")
    }

    /// The loop menu's selection is one pill (no underline, no second fading pill), in the
    /// colour of the page shown, and mid-swipe the mix of the two pages' colours.
    @Test func theLoopMenuShowsOnePillInThePagesColour() throws {
        let run = try DrawnDemo()
        run.app.selectScreen(2, at: run.time)
        run.settle()
        let pages = run.app.config.screens[2].pages
        func stripFills() -> [(Rect, Color, Double)] {
            let strip = run.strip.frame
            return run.list.commands.compactMap { command in
                if case let .fill(rect, color, radius) = command, strip.contains(Point(x: rect.midX, y: rect.midY)),
                   rect.height < strip.height - 2 { (rect, color, radius) } else { nil }
            }
        }
        func pills() -> [(Rect, Color, Double)] { stripFills().filter { $0.2 > 0 } }
        #expect(pills().count == 1 && pills().first?.1 == pages[0].color, "\(pills())")
        #expect(!stripFills().contains { $0.0.height == run.app.theme.indicatorHeight }, "no underline")
        run.send(.pointerDown(Point(x: 400, y: 400)), at: run.time + 0.05)
        for k in 1...30 { run.send(.pointerMove(Point(x: 400 - Double(k) * 8, y: 400)), at: run.time + 1.0 / 60) }
        run.frame()
        let position = run.app.traceState.offset
        #expect(position > 0.2 && position < 0.8, "mid-swipe: \(position)")
        #expect(pills().count == 1, "one pill mid-swipe: \(pills())")
        let expected = pages[0].color!.mixed(with: pages[1].color!, fraction: position)
        let pill = try #require(pills().first)
        #expect(abs(Int(pill.1.red) - Int(expected.red)) <= 1 && abs(Int(pill.1.green) - Int(expected.green)) <= 1
                && abs(Int(pill.1.blue) - Int(expected.blue)) <= 1, "\(pill.1) vs \(expected)")
        #expect(!stripFills().contains { $0.0.height == run.app.theme.indicatorHeight }, "no underline mid-swipe")
    }

    /// A strip of a dozen fixed tabs that overflows: at the first tab only the trailing edge
    /// fades, at the last only the leading one; the ring of the loop menu fades at both.
    @Test func overflowingStripsFadeAtTheEdgeThatCanScroll() throws {
        let run = try DrawnDemo(config: "dozen.json")
        func fades() -> (leading: Bool, trailing: Bool) {
            let strip = run.strip.frame, background = run.app.theme.tabBackground
            var leading = false, trailing = false
            for case let .fill(rect, color, _) in run.list.commands
            where color.alpha < 255 && color.withAlpha(255) == background && rect.height >= strip.height - 1 && strip.contains(Point(x: rect.midX, y: rect.midY)) {
                if rect.x < strip.x + TabbedView.edgeFadeWidth { leading = true }
                if rect.maxX > strip.maxX - TabbedView.edgeFadeWidth { trailing = true }
            }
            return (leading, trailing)
        }
        #expect(fades() == (false, true))
        run.send(.key(.end, []), at: 0.1)
        run.settle()
        #expect(fades() == (true, false))
        run.send(.key(.left, []), at: run.time + 0.05)
        run.send(.key(.left, []), at: run.time + 0.05)
        run.settle()
        #expect(fades() == (true, true))
        let loop = try DrawnDemo()
        loop.app.selectScreen(2, at: loop.time)
        loop.settle()
        let strip = loop.strip.frame
        let fills = loop.list.commands.filter {
            if case let .fill(rect, color, _) = $0 { color.alpha < 255 && (rect.x < strip.x + 28 || rect.maxX > strip.maxX - 28) } else { false }
        }
        #expect(fills.count == 2 * TabbedView.edgeFadeBands, "both edges of the ring")
    }
}
