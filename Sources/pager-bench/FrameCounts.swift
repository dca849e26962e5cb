import CAllocationCounter
import PagerSDL

/// One frame's deterministic costs: what the software renderer drew and how often the heap was
/// asked for memory between the frame's start and its present (docs/benchmarks.md, Cost
/// counters). Unlike the times beside them they are the same on every run of the same script.
struct FrameCounts: Sendable, Equatable {
    var commands = 0
    var pixelsWritten = 0
    var pixelsBlended = 0
    var rasterisations = 0
    var allocations = 0
    /// Images the renderer drew, textures it uploaded them to, source pixels it scaled.
    var imagesDrawn = 0
    var textureUploads = 0
    var pixelsScaled = 0
    /// The image store's work in the frame (``ImageCounters`` since its start), in scenarios
    /// that show photos.
    var images = ImageCounters()
    /// Whether the renderer found the frame the same as the last and drew nothing: the page rests.
    var unchanged = false

    /// The heap allocations of the calling thread so far (every library it calls into); image
    /// decoding on the store's workers is not the frame's.
    static func allocationsSoFar() -> Int { Int(pager_allocation_count()) }

    /// The counts between two readings of the renderer and of ``allocationsSoFar()``.
    init(_ render: RenderCounters, allocations: Int) {
        commands = render.commands
        pixelsWritten = render.pixelsWritten
        pixelsBlended = render.pixelsBlended
        rasterisations = render.rasterisations
        imagesDrawn = render.imagesDrawn
        textureUploads = render.textureUploads
        pixelsScaled = render.pixelsScaled
        self.allocations = allocations
    }

    init() {}

    /// The image work of the frame: decodes begun or taken, textures uploaded, pixels scaled by
    /// the renderer or the store's downsampler (0 in a frame of a resting page).
    var imageWork: Int {
        images.decodesStarted + images.decodesFinished + textureUploads + pixelsScaled + images.scaledPixels
    }
}

extension ImageCounters {
    /// The counts since `earlier`; the decoded bytes are this reading's own.
    func since(_ earlier: ImageCounters) -> ImageCounters {
        var delta = self
        delta.decodesStarted -= earlier.decodesStarted
        delta.decodesFinished -= earlier.decodesFinished
        delta.decodesCancelled -= earlier.decodesCancelled
        delta.decodesFailed -= earlier.decodesFailed
        delta.turboJPEGDecodes -= earlier.turboJPEGDecodes
        delta.sdlImageDecodes -= earlier.sdlImageDecodes
        delta.scaledPixels -= earlier.scaledPixels
        return delta
    }
}

/// A run's counts as budgets are kept: per counter the largest count of one frame and the sum
/// over every frame after the first, and for the heap the same over the steady frames alone
/// (those that rasterised no label: a label's first showing allocates its mask).
struct CounterSummary: Sendable, Equatable {
    /// (counter, per-frame maximum, total), in the order of ``names``.
    var figures: [(name: String, max: Int, total: Int)]
    /// Frames counted as steady.
    var steadyFrames: Int
    /// In scenarios that show photos: frames the renderer found unchanged (a resting page).
    var restingFrames: Int?

    static let names = ["commands", "pixelsWritten", "pixelsBlended", "rasterisations", "allocations",
                        "steadyAllocations"]

    /// The figures of scenarios that show photos, after ``names``: the renderer's image work,
    /// the store's decodes and downsampling per frame, the most decoded bytes it held at the end
    /// of a frame (max and total alike), and ``FrameCounts/imageWork`` over the resting frames.
    static let imageNames = ["imagesDrawn", "textureUploads", "pixelsScaled", "decodesStarted", "decodesFinished",
                             "decodesCancelled", "turboJPEGDecodes", "sdlImageDecodes", "scaledPixels",
                             "peakDecodedBytes", "restingImageWork"]

    init(figures: [(name: String, max: Int, total: Int)], steadyFrames: Int, restingFrames: Int? = nil) {
        self.figures = figures
        self.steadyFrames = steadyFrames
        self.restingFrames = restingFrames
    }

    /// The summary of `frames`, with the ``imageNames`` figures when `images`.
    init(frames: [FrameCounts], images: Bool) {
        self.init(frames: frames)
        guard images else { return }
        func figure(_ name: String, _ values: [Int]) -> (name: String, max: Int, total: Int) {
            (name, values.max() ?? 0, values.reduce(0, +))
        }
        let peak = frames.map(\.images.peakDecodedBytes).max() ?? 0
        let resting = frames.filter(\.unchanged)
        figures += [figure("imagesDrawn", frames.map(\.imagesDrawn)), figure("textureUploads", frames.map(\.textureUploads)),
                    figure("pixelsScaled", frames.map(\.pixelsScaled)),
                    figure("decodesStarted", frames.map(\.images.decodesStarted)),
                    figure("decodesFinished", frames.map(\.images.decodesFinished)),
                    figure("decodesCancelled", frames.map(\.images.decodesCancelled)),
                    figure("turboJPEGDecodes", frames.map(\.images.turboJPEGDecodes)),
                    figure("sdlImageDecodes", frames.map(\.images.sdlImageDecodes)),
                    figure("scaledPixels", frames.map(\.images.scaledPixels)),
                    ("peakDecodedBytes", peak, peak),
                    figure("restingImageWork", resting.map(\.imageWork))]
        restingFrames = resting.count
    }

    init(frames: [FrameCounts]) {
        func figure(_ name: String, _ values: [Int]) -> (name: String, max: Int, total: Int) {
            (name, values.max() ?? 0, values.reduce(0, +))
        }
        let steady = frames.filter { $0.rasterisations == 0 }
        figures = [figure("commands", frames.map(\.commands)), figure("pixelsWritten", frames.map(\.pixelsWritten)),
                   figure("pixelsBlended", frames.map(\.pixelsBlended)),
                   figure("rasterisations", frames.map(\.rasterisations)),
                   figure("allocations", frames.map(\.allocations)),
                   figure("steadyAllocations", steady.map(\.allocations))]
        steadyFrames = steady.count
    }

    static func == (a: CounterSummary, b: CounterSummary) -> Bool {
        a.steadyFrames == b.steadyFrames && a.restingFrames == b.restingFrames && a.figures.elementsEqual(b.figures) { $0 == $1 }
    }

    func figure(_ name: String) -> (max: Int, total: Int)? {
        figures.first { $0.name == name }.map { ($0.max, $0.total) }
    }
}
