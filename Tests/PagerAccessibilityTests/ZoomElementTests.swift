import PagerAccessibility
import PagerCore
import Testing

/// A zoomable image says its zoom level after its name and offers zoom in, zoom out and reset
/// as AT-SPI actions, each done as the input a person would give.
@Suite(.tags(.unit))
struct ZoomElementTests {
    private func image(zoom: Double?) -> AccessibleNode? {
        var image = ElementNode(role: "image", title: "Harbour at dusk", frame: Rect(x: 0, y: 40, width: 480, height: 600),
                                selected: true, loaded: true)
        image.zoom = zoom
        let window = ElementNode(role: "window", title: "Photos", frame: Rect(x: 0, y: 0, width: 480, height: 640),
                                 children: [ElementNode(role: "pager", frame: image.frame, children: [image])])
        var builder = AccessibleTreeBuilder()
        return builder.tree(window: window, applicationName: "pager-demo", windowTitle: "Photos")
            .nodes.values.first { $0.role == .image }
    }

    @Test func aZoomableImageSaysItsZoomLevel() {
        #expect(image(zoom: 2.5)?.description == "zoom 250%")
        #expect(image(zoom: 1)?.description == "zoom 100%")
        #expect(image(zoom: 1.004)?.description == "zoom 100%", "rounded to whole percent")
        #expect(image(zoom: nil)?.description == "", "an image that does not zoom says nothing of it")
    }

    @Test func aZoomableImageHasZoomActionsAndOneThatDoesNotHasNone() {
        #expect(image(zoom: 1)?.actions == ["zoom in", "zoom out", "reset zoom"])
        #expect(image(zoom: 1)?.interfaces.contains("org.a11y.atspi.Action") == true)
        #expect(image(zoom: nil)?.actions == [])
    }

    /// Zoom in and out are a Control + wheel notch over the image's centre (which the page zooms
    /// about, one ``PageZoom/stepFactor`` each), reset is as many notches out as any zoom takes.
    @Test func eachZoomActionIsThePersonsInput() {
        let frame = Rect(x: 0, y: 40, width: 480, height: 600)
        let centre = Point(x: 240, y: 340)
        #expect(AccessibilityRequest.zoom(.zoomIn, frame: frame).inputEvents(at: 3)
                == [InputEvent(.wheel(dx: 0, dy: 1, at: centre), at: 3, modifiers: .control)])
        #expect(AccessibilityRequest.zoom(.zoomOut, frame: frame).inputEvents(at: 3)
                == [InputEvent(.wheel(dx: 0, dy: -1, at: centre), at: 3, modifiers: .control)])
        #expect(AccessibilityRequest.zoom(.reset, frame: frame).inputEvents(at: 3)
                == [InputEvent(.wheel(dx: 0, dy: -64, at: centre), at: 3, modifiers: .control)])

        let zoom = PageZoom(frame: frame)
        for event in AccessibilityRequest.zoom(.zoomIn, frame: frame).inputEvents(at: 3) { _ = zoom.handle(event) }
        #expect(abs(zoom.scale - PageZoom.stepFactor) < 1e-9)
        zoom.zoom(to: 4, at: 4)
        zoom.advance(to: 10)
        for event in AccessibilityRequest.zoom(.reset, frame: frame).inputEvents(at: 11) { _ = zoom.handle(event) }
        #expect(zoom.scale == 1 && !zoom.isAnimating)
    }
}
