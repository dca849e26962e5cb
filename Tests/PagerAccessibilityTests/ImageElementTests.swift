import PagerAccessibility
import PagerCore
import Testing

/// An image page reaches screen readers as an AT-SPI image named by its description, busy
/// until its pixels arrive.
@Suite(.tags(.unit))
struct ImageElementTests {
    func tree(loaded: Bool?) -> AccessibleTree {
        let image = ElementNode(role: "image", title: "Harbour at dusk", frame: Rect(x: 0, y: 0, width: 480, height: 640),
                                selected: true, loaded: loaded)
        let window = ElementNode(role: "window", title: "Photos", frame: Rect(x: 0, y: 0, width: 480, height: 640),
                                 children: [ElementNode(role: "pager", frame: image.frame, children: [image])])
        var builder = AccessibleTreeBuilder()
        return builder.tree(window: window, applicationName: "pager-demo", windowTitle: "Photos")
    }

    @Test func anImageIsAnImageNamedByItsDescription() {
        let images = tree(loaded: true).nodes.values.filter { $0.role == .image }
        #expect(images.map(\.name) == ["Harbour at dusk"])
        #expect(AccessibleRole.image.name == "image")
        #expect(images.first?.states.contains(.showing) == true)
    }

    @Test func anImageStillLoadingIsBusyAndALoadedOneIsNot() {
        let loading = tree(loaded: false).nodes.values.first { $0.role == .image }
        let loaded = tree(loaded: true).nodes.values.first { $0.role == .image }
        let unknown = tree(loaded: nil).nodes.values.first { $0.role == .image }
        #expect(loading?.states.contains(.busy) == true)
        #expect(loaded?.states.contains(.busy) == false)
        #expect(unknown?.states.contains(.busy) == false)
        #expect(AccessibleStates.busy.words == [1 << 3, 0])
        #expect(AccessibleStates.names.contains { $0.1 == "busy" })
    }
}
