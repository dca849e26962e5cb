import Foundation
import PagerCore
import Testing
@testable import PagerDemoKit

/// The demo's pictures through an image provider, as the ImageStore will answer: picture pages
/// draw image commands and say in the tree whether they are loaded, a bar item's picture icon
/// and a feed header's picture are asked for, and a reload swaps a page's picture in place.
@Suite("DemoImages", .tags(.unit))
struct DemoImagesTests {
    /// Ready since 0 s for names that start with "ok", failed for the rest; remembers what it
    /// was asked for.
    private final class Provider: ImageProviding {
        var asked: [String: Int] = [:]
        func info(for source: ImageSource, box: Size, mode: ImageContentMode, priority: Int) -> ImageInfo {
            asked[source.fileName, default: 0] += 1
            return source.fileName.hasPrefix("ok")
                ? ImageInfo(phase: .ready(since: -1), pixelSize: Size(width: 200, height: 100), revision: 1)
                : ImageInfo(phase: .failed)
        }
    }

    private static let config = #"""
    {"initialScreen": 0, "screens": [
      {"title": "Pics", "icon": {"image": "icons/ok-icon.png"}, "tabs": "none",
       "pages": [{"id": "first", "image": "ok-sea.png", "caption": "Sea"}, {"image": "bad.png", "fit": "fill"}]},
      {"kind": "feed", "title": "Feed", "header": {"title": "T", "image": "ok-header.jpg"}, "pages": [{"title": "A"}]}]}
    """#

    private func app(_ provider: Provider, text: String = config) throws -> (DemoApp, FrameDriver<DemoApp>) {
        let app = DemoApp(config: try DemoConfig.parse(text, source: "/c/c.json"), measurer: FixedWidthTextMeasurer())
        app.images = provider
        app.resize(to: Size(width: 480, height: 800))
        return (app, FrameDriver(scene: app))
    }

    private func images(in node: ElementNode) -> [ElementNode] {
        (node.role == "image" ? [node] : []) + node.children.flatMap(images)
    }

    @Test func picturePagesDrawTheirPicturesAndSayWhetherTheyLoaded() throws {
        let provider = Provider()
        let (app, driver) = try app(provider)
        driver.frame(at: 0)
        let draws = driver.drawList.commands.compactMap { command -> ImageDraw? in
            if case let .image(draw) = command { return draw }
            return nil
        }
        // The page's picture, fitted: 200x100 in the 480-pt-wide page is 480x240, centred.
        let sea = try #require(draws.first { $0.source.path == "/c/ok-sea.png" })
        #expect(sea.frame.width == 480 && sea.frame.height == 240 && sea.opacity == 1)
        // The bar item's picture icon is drawn too, resolved against the config's folder.
        #expect(draws.contains { $0.source.path == "/c/icons/ok-icon.png" })
        let nodes = images(in: app.elementTree())
        #expect(nodes.map(\.title) == ["ok-sea.png"] && nodes.map(\.loaded) == [true] && nodes.first?.subtitle == "Sea")
        #expect(JSONText.tree(app.elementTree()).contains("\"loaded\": true"))
        // The next page: its picture failed, so it is not loaded.
        driver.deliver(InputEvent(.key(.right, []), at: 0.1))
        var t = 0.1
        while t < 2 { t += 1.0 / 60; driver.frame(at: t) }
        let next = images(in: app.elementTree())
        #expect(next.map(\.title) == ["bad.png"] && next.map(\.loaded) == [false])
    }

    @Test func aFeedHeaderAsksForItsPicture() throws {
        let provider = Provider()
        let (app, driver) = try app(provider)
        app.selectScreen(1, at: 0)
        var t = 0.0
        while t < 1.5 { t += 1.0 / 60; driver.frame(at: t) }
        #expect((provider.asked["ok-header.jpg"] ?? 0) > 0)
    }

    /// A reload that gives the page in view (kept by its id) another picture shows it at once, in place.
    @Test func aReloadSwapsThePictureOfAKeptPage() throws {
        let provider = Provider()
        let (app, driver) = try app(provider)
        driver.frame(at: 0)
        let text = Self.config.replacingOccurrences(of: "ok-sea.png", with: "ok-lake.png")
        app.apply(try DemoConfig.parse(text, source: "/c/c.json"), time: 0.1)
        driver.frame(at: 0.2)
        #expect(images(in: app.elementTree()).map(\.title) == ["ok-lake.png"])
        #expect(driver.drawList.commands.contains { if case let .image(draw) = $0 { return draw.source.path == "/c/ok-lake.png" }; return false })
    }
}
