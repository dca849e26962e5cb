import Testing
@testable import PagerCore

/// A PagerScene's pages draw their pictures from `context.images` at the scene's time.
@Suite("PagerSceneImages", .tags(.unit)) struct PagerSceneImageTests {
    @Test func pagesDrawFromTheContextsImagesAtTheScenesTime() {
        let source = ImageSource(path: "sea.png")
        let images = ScriptedImages([source.path: ImageInfo(phase: .ready(since: 1), pixelSize: Size(width: 4, height: 3))])
        let scene = PagerScene(pages: [ImagePage(image: source), ColorPage(title: "Two", color: nil)],
                               measurer: FixedWidthTextMeasurer())
        scene.context.images = images
        scene.resize(to: Size(width: 400, height: 348))
        scene.advance(to: 1 + ImageReveal.duration / 2)
        #expect(scene.context.time == 1 + ImageReveal.duration / 2)
        var list = DrawList()
        scene.draw(into: &list)
        #expect(images.asks.contains { $0.path == "sea.png" && $0.priority == 0 })
        #expect(abs((list.images.first?.opacity ?? 0) - 0.5) < 1e-9)
        scene.advance(to: 2)
        list.removeAll()
        scene.draw(into: &list)
        #expect(list.images.map(\.opacity) == [1])
        // The element tree says the picture shows.
        let pages = scene.elementTree().children[1].children
        #expect(pages.first?.role == "image" && pages.first?.loaded == true)
    }
}
