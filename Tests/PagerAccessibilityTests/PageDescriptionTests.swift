import PagerAccessibility
import PagerCore
import Testing

/// A page's content describes itself (``Page/elementNode(frame:selected:)``) and reaches the
/// AT-SPI tree through ``PagerScene``'s element tree (``DescribedScene``), as the ready window
/// serves it: with its own name and role, in its panel, shown only while on screen.
@Suite(.tags(.unit))
struct PageDescriptionTests {
    /// A page with a player: a play button and a caption, in its own words.
    final class PlayerPage: Page {
        let title = "Player"
        func draw(in frame: Rect, into list: inout DrawList, context: PageContext) { list.fill(frame, .black) }
        func elementNode(frame: Rect, selected: Bool) -> ElementNode {
            ElementNode(role: "page", title: "Player: Blue in Green", frame: frame, selected: selected, children: [
                ElementNode(role: "button", title: "Play", frame: Rect(x: frame.x + 20, y: frame.y + 20, width: 88, height: 44)),
                ElementNode(role: "label", title: "Blue in Green", frame: Rect(x: frame.x + 20, y: frame.y + 80, width: 200, height: 24)),
            ])
        }
    }

    func snapshot(of scene: PagerScene, builder: inout AccessibleTreeBuilder) -> AccessibleTree {
        builder.tree(window: scene.elementTree(), applicationName: "player", windowTitle: "Pager")
    }

    @Test func aCustomPagesNameAndRolesReachTheTree() throws {
        let scene = PagerScene(pages: [ColorPage(title: "Intro", color: .white), PlayerPage()],
                               measurer: FixedWidthTextMeasurer())
        scene.resize(to: Size(width: 360, height: 640))
        var builder = AccessibleTreeBuilder()
        var tree = snapshot(of: scene, builder: &builder)
        #expect(tree.nodes.values.filter { $0.role == .panel }.map(\.name) == ["Intro"])
        #expect(tree.nodes.values.filter { $0.role == .pushButton }.isEmpty, "the player is off screen")
        #expect(tree.nodes.values.filter { $0.role == .pageTab }.sorted { $0.id < $1.id }.map(\.name) == ["Intro", "Player"])

        scene.viewPager.moveToPage(at: 1, animated: false, at: 0)
        tree = snapshot(of: scene, builder: &builder)
        let panel = try #require(tree.nodes.values.first { $0.role == .panel })
        #expect(panel.name == "Player: Blue in Green")
        let content = panel.children.map { tree.nodes[$0]! }
        #expect(content.map(\.role) == [.pushButton, .label])
        #expect(content.map(\.name) == ["Play", "Blue in Green"])
        #expect(content[0].actions == ["click"] && content[0].states.contains(.focusable))
        #expect(content[0].frame == Rect(x: 20, y: 68, width: 88, height: 44))
    }
}
