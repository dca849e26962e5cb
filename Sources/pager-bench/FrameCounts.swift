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

    /// The heap allocations of the whole process so far (every thread, every library).
    static func allocationsSoFar() -> Int { Int(pager_allocation_count()) }

    /// The counts between two readings of the renderer and of ``allocationsSoFar()``.
    init(_ render: RenderCounters, allocations: Int) {
        commands = render.commands
        pixelsWritten = render.pixelsWritten
        pixelsBlended = render.pixelsBlended
        rasterisations = render.rasterisations
        self.allocations = allocations
    }

    init() {}
}

/// A run's counts as budgets are kept: per counter the largest count of one frame and the sum
/// over every frame after the first, and for the heap the same over the steady frames alone
/// (those that rasterised no label: a label's first showing allocates its mask).
struct CounterSummary: Sendable, Equatable {
    /// (counter, per-frame maximum, total), in the order of ``names``.
    var figures: [(name: String, max: Int, total: Int)]
    /// Frames counted as steady.
    var steadyFrames: Int

    static let names = ["commands", "pixelsWritten", "pixelsBlended", "rasterisations", "allocations",
                        "steadyAllocations"]

    init(figures: [(name: String, max: Int, total: Int)], steadyFrames: Int) {
        self.figures = figures
        self.steadyFrames = steadyFrames
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
        a.steadyFrames == b.steadyFrames && a.figures.elementsEqual(b.figures) { $0 == $1 }
    }

    func figure(_ name: String) -> (max: Int, total: Int)? {
        figures.first { $0.name == name }.map { ($0.max, $0.total) }
    }
}
