import Testing
@testable import PagerCore

/// A page of one picture: its drawing, caption scrim, prefetch and element.
@Suite("ImagePage", .tags(.unit)) struct ImagePageTests {
    let frame = Rect(x: 0, y: 0, width: 400, height: 300)
    let source = ImageSource(path: "/photos/dune.jpg", label: "A dune at dusk")

    @Test func titledByTheImagesDescriptionUnlessGiven() {
        #expect(ImagePage(image: source).title == "A dune at dusk")
        #expect(ImagePage(image: "/photos/sea.png").title == "sea.png")
        #expect(ImagePage(image: source, title: "Dune").title == "Dune")
    }

    @Test func drawsItsBackgroundAndTheImageInTheWholeFrame() {
        let images = ScriptedImages([source.path: ImageInfo(phase: .ready(since: 0), pixelSize: Size(width: 800, height: 300))])
        let page = ImagePage(image: source, background: Color(rgb: 0x101010))
        var list = DrawList()
        page.drawBackground(in: frame, into: &list, context: .showing(images, time: 9))
        page.draw(in: frame, into: &list, context: .showing(images, time: 9))
        #expect(list.commands == [
            .fill(frame, Color(rgb: 0x101010), cornerRadius: 0),
            .image(ImageDraw(source: source, frame: Rect(x: 0, y: 75, width: 400, height: 150), clip: frame)),
        ])
    }

    @Test func theCaptionsScrimKeepsItLegibleOverAnyPicture() {
        let scrim = ImagePage.captionScrim
        #expect(scrim.alpha < 255)
        for grey in stride(from: 0, through: 255, by: 15) {
            let under = Color(red: UInt8(grey), green: UInt8(grey), blue: UInt8(grey))
            #expect(ImagePage.captionText.contrastRatio(with: scrim.over(under)) >= 4.5)
        }
        for picture in [Color(rgb: 0xFFFF00), Color(rgb: 0x00FFFF), Color(rgb: 0xFF00FF)] {
            #expect(ImagePage.captionText.contrastRatio(with: scrim.over(picture)) >= 4.5)
        }
        // The least alpha that does it: one step lighter fails over white.
        let lighter = scrim.withAlpha(scrim.alpha - 1)
        #expect(ImagePage.captionText.contrastRatio(with: lighter.over(.white)) < 4.5)

        let page = ImagePage(image: source, caption: "Sunset")
        var list = DrawList()
        page.draw(in: frame, into: &list, context: .showing(ScriptedImages()))
        let texts = list.commands.compactMap { if case let .text(text, origin, _, color) = $0 { (text, origin, color) } else { nil } }
        #expect(texts.count == 1 && texts.first?.0 == "Sunset" && texts.first?.2 == .white)
        #expect(list.commands.contains { if case let .fill(rect, color, _) = $0 { color == scrim && rect.maxY == 300 } else { false } })
    }

    @Test func prefetchAsksWithTheGivenPriority() {
        let images = ScriptedImages()
        ImagePage(image: source, mode: .fill).prefetch(in: frame, priority: 3, context: .showing(images))
        #expect(images.asks == [.init(path: source.path, box: frame.size, mode: .fill, priority: 3)])
    }

    @Test func itsElementSaysWhetherThePictureShows() {
        let images = ScriptedImages()
        let page = ImagePage(image: source, caption: "Sunset")
        var node = page.elementNode(frame: frame, selected: true)
        #expect(node.role == "image" && node.title == "A dune at dusk" && node.selected == true)
        #expect(node.loaded == false && node.subtitle == "Sunset")
        var list = DrawList()
        page.draw(in: frame, into: &list, context: .showing(images))
        #expect(page.elementNode(frame: frame, selected: true).loaded == false)
        images.infos[source.path] = ImageInfo(phase: .ready(since: 0))
        page.draw(in: frame, into: &list, context: .showing(images))
        node = page.elementNode(frame: frame, selected: true)
        #expect(node.loaded == true)
        images.infos[source.path] = ImageInfo(phase: .failed)
        page.draw(in: frame, into: &list, context: .showing(images))
        #expect(page.elementNode(frame: frame, selected: false).loaded == false)
    }
}
