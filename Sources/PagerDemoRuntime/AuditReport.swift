import PagerAccessibility
import PagerCore
import PagerDemoKit

/// `--a11y-audit`: the ``AccessibilityAudit`` of every frame of a headless run, each violation
/// printed as it is found ("frame 12: tab "Food" [0, 56, 4x48]: target 4x48 pt, under 24x24 pt"),
/// and a summary line at the end.
final class AuditReport {
    private let audit = AccessibilityAudit()
    private var frames = 0, violations = 0

    func check(frame: Int, app: DemoApp, drawList: DrawList) {
        frames += 1
        for violation in audit.violations(tree: app.elementTree(), drawList: drawList, background: app.background,
                                          settled: app.isSettled, focusRing: app.focusRingFrame) {
            violations += 1
            print("frame \(frame): \(violation.element): \(violation.problem)")
        }
    }

    /// Prints the summary; the exit status: 1 if anything was found, else 0.
    func finish() -> Int32 {
        print("a11y audit: \(frames) frames, \(violations) violation\(violations == 1 ? "" : "s")")
        return violations == 0 ? 0 : 1
    }
}
