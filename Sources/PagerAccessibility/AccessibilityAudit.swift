import Glibc
import PagerCore

/// Checks one frame at a time for what keeps a screen reader or keyboard user out, as
/// `pager-demo --a11y-audit` runs it over every frame of a script:
///
/// - an interactive element (a tab, a bar item, a row) with no name to read;
/// - text whose contrast with what is drawn under it is below 4.5:1 (WCAG 2.2, 1.4.3), the
///   colours composited as drawn; text drawn part-transparent while the scene moves (a page
///   cross-fading, a tab sliding in) is in transition and is checked once the scene is at rest;
/// - an interactive element smaller than 24x24 points (WCAG 2.2, 2.5.8) that is not cut by its
///   container's edge (a tab scrolled part-way out of its strip is bigger than what shows);
/// - a keyboard focus on something off screen (the focus ring outside the window).
public struct AccessibilityAudit: Sendable {
    /// The lowest contrast ratio for text (WCAG 2.2, success criterion 1.4.3, Contrast (Minimum)).
    public static let minimumContrast = 4.5
    /// The smallest target side in points (WCAG 2.2, success criterion 2.5.8, Target Size (Minimum)).
    public static let minimumTarget = 24.0
    /// Element roles a pointer or the keyboard acts on.
    public static let interactiveRoles: Set<String> = ["tab", "bottomBarItem", "row"]

    /// An audit by the rules above.
    public init() {}

    /// The violations in one frame: its element tree (`PagerScene.elementTree()`), its draw list
    /// over `background`, whether the scene is at rest, and where the focus ring is (nil: none).
    public func violations(tree: ElementNode, drawList: DrawList, background: Color, settled: Bool,
                           focusRing: Rect?) -> [AccessibilityViolation] {
        var found: [AccessibilityViolation] = []
        visit(tree, parent: nil, into: &found)
        found += contrast(drawList, background: background, settled: settled)
        if let ring = focusRing, !ring.intersects(tree.frame) {
            found.append(AccessibilityViolation(element: "focus ring \(Self.describe(ring))",
                                                problem: "the keyboard focus is off screen"))
        }
        return found
    }

    private func visit(_ node: ElementNode, parent: ElementNode?, into found: inout [AccessibilityViolation]) {
        if Self.interactiveRoles.contains(node.role) {
            let element = Self.describe(node)
            if AccessibleTreeBuilder.name(of: node).isEmpty {
                found.append(AccessibilityViolation(element: element, problem: "an interactive element has no name"))
            }
            let small = node.frame.width < Self.minimumTarget || node.frame.height < Self.minimumTarget
            if small, !(parent.map { Self.isCut(node.frame, by: $0.frame) } ?? false), node.frame.width > 0, node.frame.height > 0 {
                found.append(AccessibilityViolation(
                    element: element,
                    problem: "target \(Self.number(node.frame.width))x\(Self.number(node.frame.height)) pt, under 24x24 pt"))
            }
        }
        for child in node.children { visit(child, parent: node, into: &found) }
    }

    /// Whether `frame` touches an edge of `container` (where a scrolled element is cut).
    private static func isCut(_ frame: Rect, by container: Rect) -> Bool {
        frame.x <= container.x || frame.y <= container.y || frame.maxX >= container.maxX || frame.maxY >= container.maxY
    }

    private func contrast(_ list: DrawList, background: Color, settled: Bool) -> [AccessibilityViolation] {
        var found: [AccessibilityViolation] = []
        var clips: [Rect] = []
        for (index, command) in list.commands.enumerated() {
            switch command {
            case let .pushClip(rect): clips.append(clips.last.map { $0.intersection(rect) } ?? rect)
            case .popClip: _ = clips.popLast()
            case let .text(text, origin, style, color):
                guard settled || color.alpha == 255 else { continue }
                // A point in the first glyph's body.
                let probe = Point(x: origin.x + style.size * 0.3, y: origin.y + style.size * 0.6)
                if let clip = clips.last, !clip.contains(probe) { continue }
                let under = Self.colour(at: probe, in: list.commands[..<index], background: background)
                let ratio = Self.contrastRatio(Self.over(color, under), under)
                if ratio < Self.minimumContrast {
                    found.append(AccessibilityViolation(
                        element: "text \"\(text)\" at \(Self.number(origin.x)), \(Self.number(origin.y))",
                        problem: "contrast \(Self.number(ratio, places: 2)):1, under 4.5:1"))
                }
            case .fill, .polygon, .image: break
            }
        }
        return found
    }

    /// The colour drawn at `point` by the rectangle fills in `commands` over `background`
    /// (polygons, icons, are left out: text is not drawn over them; so are images, whose text
    /// sits on a scrim, the fill measured here).
    static func colour(at point: Point, in commands: ArraySlice<DrawCommand>, background: Color) -> Color {
        var colour = background.withAlpha(255)
        var clips: [Rect] = []
        for command in commands {
            switch command {
            case let .pushClip(rect): clips.append(clips.last.map { $0.intersection(rect) } ?? rect)
            case .popClip: _ = clips.popLast()
            case let .fill(rect, fill, _):
                if rect.contains(point), clips.last?.contains(point) ?? true { colour = over(fill, colour) }
            case .text, .polygon, .image: break
            }
        }
        return colour
    }

    /// `top` composited over the opaque `bottom`.
    static func over(_ top: Color, _ bottom: Color) -> Color {
        bottom.mixed(with: top.withAlpha(255), fraction: Double(top.alpha) / 255).withAlpha(255)
    }

    /// WCAG 2.2's contrast ratio, (L1 + 0.05) / (L2 + 0.05) of the relative luminances, the
    /// lighter over the darker (WCAG 2.2, definitions of "contrast ratio" and "relative luminance").
    public static func contrastRatio(_ a: Color, _ b: Color) -> Double {
        let la = luminance(a), lb = luminance(b)
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }

    /// Relative luminance of an sRGB colour: 0.2126 R + 0.7152 G + 0.0722 B of the linearised
    /// channels (WCAG 2.2, definition of "relative luminance").
    static func luminance(_ colour: Color) -> Double {
        func linear(_ channel: UInt8) -> Double {
            let value = Double(channel) / 255
            return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055).power(2.4)
        }
        return 0.2126 * linear(colour.red) + 0.7152 * linear(colour.green) + 0.0722 * linear(colour.blue)
    }

    static func describe(_ node: ElementNode) -> String {
        let title = node.title.map { " \"\($0)\"" } ?? ""
        return node.role + title + " " + describe(node.frame)
    }

    static func describe(_ frame: Rect) -> String {
        "[\(number(frame.x)), \(number(frame.y)), \(number(frame.width))x\(number(frame.height))]"
    }

    static func number(_ value: Double, places: Int = 1) -> String {
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        let rounded = (value * scale).rounded() / scale
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}

/// One thing ``AccessibilityAudit`` found in a frame.
public struct AccessibilityViolation: Sendable, Equatable {
    /// The element (its role, title and frame) or the text.
    public var element: String
    /// What is wrong, with the figure measured.
    public var problem: String

    /// A violation of `element` (its role and name) described by `problem`.
    public init(element: String, problem: String) {
        self.element = element; self.problem = problem
    }
}

private extension Double {
    func power(_ exponent: Double) -> Double { Glibc.pow(self, exponent) }
}
