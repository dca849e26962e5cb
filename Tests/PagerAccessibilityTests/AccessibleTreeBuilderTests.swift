import PagerAccessibility
import PagerCore
import Testing

/// The element tree as AT-SPI objects: roles, names, "2 of 3", states, actions, stable ids and
/// extents in screen units.
@Suite(.tags(.unit))
struct AccessibleTreeBuilderTests {
    func window(selected: Int = 0, extra: [ElementNode] = []) -> ElementNode {
        let tabs = ["First", "Second", "Third"].enumerated().map { index, title in
            ElementNode(role: "tab", title: title, frame: Rect(x: Double(index) * 160, y: 56, width: 160, height: 48),
                        selected: index == selected)
        }
        let strip = ElementNode(role: "tabStrip", frame: Rect(x: 0, y: 56, width: 480, height: 48),
                                children: tabs + [ElementNode(role: "indicator", frame: Rect(x: 180, y: 65, width: 120, height: 30))])
        let page = ElementNode(role: "page", title: "First", frame: Rect(x: 0, y: 104, width: 480, height: 640), selected: true,
                               children: extra)
        return ElementNode(role: "window", title: "Pager", frame: Rect(x: 0, y: 0, width: 480, height: 800),
                           children: [ElementNode(role: "header", title: "ViewPager", frame: Rect(x: 0, y: 0, width: 480, height: 56)),
                                      strip, ElementNode(role: "pager", frame: page.frame, children: [page])])
    }

    func nodes(_ tree: AccessibleTree, _ role: AccessibleRole) -> [AccessibleNode] {
        tree.nodes.values.filter { $0.role == role }.sorted { $0.id < $1.id }
    }

    @Test func rolesNamesAndPositions() {
        var builder = AccessibleTreeBuilder()
        let tree = builder.tree(window: window(), applicationName: "pager-demo", windowTitle: "Pager: First")
        #expect(tree.application.name == "pager-demo")
        #expect(nodes(tree, .frame).map(\.name) == ["Pager: First"])
        #expect(nodes(tree, .heading).map(\.name) == ["ViewPager"])
        let tabs = nodes(tree, .pageTab)
        #expect(tabs.map(\.name) == ["First", "Second", "Third"])
        #expect(tabs[1].attributes == ["posinset": "2", "setsize": "3"])
        #expect(tabs[1].actions == ["click"])
        #expect(tabs[0].states.contains(.selected) && !tabs[1].states.contains(.selected))
        #expect(tabs[1].states.isSuperset(of: [.focusable, .selectable, .showing, .visible, .enabled, .sensitive]))
        // The indicator is drawing, not an object; the strip holds the three tabs alone.
        #expect(nodes(tree, .pageTabList).first?.children == tabs.map(\.id))
        #expect(nodes(tree, .panel).map(\.name) == ["First"])
    }

    /// A minimised or hidden window: nothing in it is showing or visible, and it is not active.
    @Test func nothingShowsInAWindowThatIsNotShown() {
        var builder = AccessibleTreeBuilder()
        let shown = builder.tree(window: window(), applicationName: "app", windowTitle: "t")
        #expect(nodes(shown, .frame).first?.states.isSuperset(of: [.active, .showing, .visible]) == true)
        let hidden = builder.tree(window: window(), applicationName: "app", windowTitle: "t",
                                  placement: WindowPlacement(isShown: false))
        #expect(hidden.nodes.values.allSatisfy { $0.states.isDisjoint(with: [.active, .showing, .visible]) })
        #expect(nodes(hidden, .pageTab).allSatisfy { $0.states.isSuperset(of: [.enabled, .focusable, .selectable]) })
    }

    @Test func contentDescribesItselfAndOverlaysAreDialogs() {
        var builder = AccessibleTreeBuilder()
        let content = [ElementNode(role: "button", title: "Buy", frame: Rect(x: 10, y: 120, width: 80, height: 44)),
                       ElementNode(role: "image", title: "A pear", frame: Rect(x: 10, y: 200, width: 80, height: 80))]
        var tree = builder.tree(window: window(extra: content), applicationName: "app", windowTitle: "t")
        #expect(nodes(tree, .pushButton).map(\.name) == ["Buy"])
        #expect(nodes(tree, .pushButton).first?.actions == ["click"])
        #expect(nodes(tree, .image).map(\.name) == ["A pear"])
        var withHelp = window()
        withHelp.children.append(ElementNode(role: "helpCard", title: "Keyboard shortcuts", frame: Rect(x: 10, y: 10, width: 400, height: 600)))
        tree = builder.tree(window: withHelp, applicationName: "app", windowTitle: "t")
        #expect(nodes(tree, .dialog).map(\.name) == ["Keyboard shortcuts"])
    }

    /// A screen reader's references stay valid: the same element keeps its id from snapshot to
    /// snapshot, whatever else changed.
    @Test func idsAreStableAcrossSnapshots() {
        var builder = AccessibleTreeBuilder()
        let before = builder.tree(window: window(selected: 0), applicationName: "a", windowTitle: "t")
        let after = builder.tree(window: window(selected: 2), applicationName: "a", windowTitle: "t")
        #expect(nodes(before, .pageTab).map(\.id) == nodes(after, .pageTab).map(\.id))
        #expect(nodes(after, .pageTab)[2].states.contains(.selected))
    }

    @Test func extentsAreInScreenUnitsWithTheWindowsOriginAndScale() {
        let placement = WindowPlacement(origin: Point(x: 100, y: 50), pointsPerScreenUnit: 0.5)
        let frame = Rect(x: 160, y: 56, width: 160, height: 48)
        let window = placement.extents(of: frame, onScreen: false)
        #expect(window.x == 320 && window.y == 112 && window.width == 320 && window.height == 96)
        let screen = placement.extents(of: frame, onScreen: true)
        #expect(screen.x == 420 && screen.y == 162 && screen.width == 320 && screen.height == 96)
    }

    @Test func aScrollRequestIsOneWheelTurnAndNoneForZeroNotches() {
        let point = Point(x: 240, y: 400)
        #expect(AccessibilityRequest.scroll(notches: -1, at: point).inputEvents(at: 2)
                == [InputEvent(.wheel(dx: 0, dy: -1, at: point), at: 2)])
        #expect(AccessibilityRequest.scroll(notches: 0, at: point).inputEvents(at: 2).isEmpty)
    }
}
