import PagerAccessibility
import PagerCore
import Testing

/// The audit's rules, one frame at a time, against WCAG 2.2's formulas and thresholds.
@Suite(.tags(.unit))
struct AccessibilityAuditTests {
    let window = Rect(x: 0, y: 0, width: 480, height: 800)
    let audit = AccessibilityAudit()

    func strip(_ tabs: [ElementNode]) -> ElementNode {
        ElementNode(role: "window", frame: window,
                    children: [ElementNode(role: "tabStrip", frame: Rect(x: 0, y: 56, width: 480, height: 48), children: tabs)])
    }

    @Test func contrastRatiosFollowWCAGsFormula() {
        #expect(AccessibilityAudit.contrastRatio(.black, .white) == 21)
        #expect(AccessibilityAudit.contrastRatio(.white, .white) == 1)
        // White on #0066CC: L = 0.7152 * 0.1329 + 0.0722 * 0.6038 = 0.1387, (1.05) / (0.1887) = 5.56.
        #expect(abs(AccessibilityAudit.contrastRatio(.white, Color(rgb: 0x0066CC)) - 5.57) < 0.02)
        #expect(AccessibilityAudit.contrastRatio(.white, Color(rgb: 0x007AFF)) < 4.5)
    }

    @Test func anUnnamedTabIsAViolation() {
        let tree = strip([ElementNode(role: "tab", title: "", frame: Rect(x: 100, y: 60, width: 100, height: 40))])
        let found = audit.violations(tree: tree, drawList: DrawList(), background: .white, settled: true, focusRing: nil)
        #expect(found.map(\.problem) == ["an interactive element has no name"])
        #expect(found.first?.element == "tab \"\" [100, 60, 100x40]")
    }

    @Test func aSmallTargetInsideItsContainerIsAViolationButOneCutByItsEdgeIsNot() {
        let small = ElementNode(role: "tab", title: "A", frame: Rect(x: 100, y: 60, width: 20, height: 40))
        let cut = ElementNode(role: "tab", title: "B", frame: Rect(x: 0, y: 56, width: 6, height: 48))
        let found = audit.violations(tree: strip([small, cut]), drawList: DrawList(), background: .white, settled: true,
                                     focusRing: nil)
        #expect(found.map(\.problem) == ["target 20x40 pt, under 24x24 pt"])
        #expect(found.first?.element.hasPrefix("tab \"A\"") == true)
    }

    @Test func aFocusRingOffScreenIsAViolation() {
        let tree = strip([])
        let off = audit.violations(tree: tree, drawList: DrawList(), background: .white, settled: true,
                                   focusRing: Rect(x: 500, y: 60, width: 100, height: 40))
        #expect(off.map(\.problem) == ["the keyboard focus is off screen"])
        let on = audit.violations(tree: tree, drawList: DrawList(), background: .white, settled: true,
                                  focusRing: Rect(x: 100, y: 60, width: 100, height: 40))
        #expect(on.isEmpty)
    }

    @Test func textIsMeasuredAgainstTheFillsDrawnUnderIt() {
        var list = DrawList()
        list.fill(Rect(x: 0, y: 0, width: 480, height: 56), Color(rgb: 0x007AFF))
        list.text("Title", at: Point(x: 10, y: 10), style: TextStyle(size: 20), color: .white)
        list.text("Body", at: Point(x: 10, y: 100), style: TextStyle(size: 20), color: Color(rgb: 0x8E8E93))
        list.text("Fine", at: Point(x: 10, y: 200), style: TextStyle(size: 20), color: .black)
        let found = audit.violations(tree: strip([]), drawList: list, background: .white, settled: true, focusRing: nil)
        #expect(found.map(\.element) == ["text \"Title\" at 10, 10", "text \"Body\" at 10, 100"])
        #expect(found.map(\.problem) == ["contrast 4.02:1, under 4.5:1", "contrast 3.26:1, under 4.5:1"])
    }

    /// Text fading in or out while the scene moves is in transition; at rest it counts.
    @Test func fadingTextCountsOnlyAtRest() {
        var list = DrawList()
        list.text("Fading", at: Point(x: 10, y: 200), style: TextStyle(size: 20), color: Color.black.withAlpha(40))
        let moving = audit.violations(tree: strip([]), drawList: list, background: .white, settled: false, focusRing: nil)
        let resting = audit.violations(tree: strip([]), drawList: list, background: .white, settled: true, focusRing: nil)
        #expect(moving.isEmpty)
        #expect(resting.count == 1)
    }
}
