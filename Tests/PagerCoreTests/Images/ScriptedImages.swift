@testable import PagerCore

/// An image provider that answers what a test scripted for each path (``ImageInfo/unknown``
/// otherwise) and records every ask.
final class ScriptedImages: ImageProviding {
    struct Ask: Equatable {
        var path: String
        var box: Size
        var mode: ImageContentMode
        var priority: Int
    }

    var infos: [String: ImageInfo] = [:]
    private(set) var asks: [Ask] = []

    init(_ infos: [String: ImageInfo] = [:]) { self.infos = infos }

    func info(for source: ImageSource, box: Size, mode: ImageContentMode, priority: Int) -> ImageInfo {
        asks.append(Ask(path: source.path, box: box, mode: mode, priority: priority))
        return infos[source.path] ?? .unknown
    }

    func clearAsks() { asks.removeAll() }
}

extension PageContext {
    /// A context in the light theme with the fixed-width measurer, showing `images` at `time`.
    static func showing(_ images: any ImageProviding, time: Double = 0, reducesMotion: Bool = false,
                        pixelScale: Double = 1) -> PageContext {
        PageContext(theme: Theme(), measurer: FixedWidthTextMeasurer(), images: images, time: time,
                    reducesMotion: reducesMotion, pixelScale: pixelScale)
    }
}

extension DrawList {
    /// The image commands, in order.
    var images: [ImageDraw] {
        commands.compactMap { if case let .image(draw) = $0 { draw } else { nil } }
    }
}
