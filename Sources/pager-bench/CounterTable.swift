/// The table `pager-bench --counters` prints: per scenario and counter, the largest count of one
/// frame, the mean and the total over every frame after the first.
struct CounterTable {
    let results: [ScenarioResult]

    var text: String {
        var rows: [[String]] = [["scenario", "counter", "max/frame", "mean/frame", "total"]]
        var notes: [String] = []
        for result in results {
            guard let counters = result.counters else { continue }
            let frames = max(1, result.frames - 1)
            for figure in counters.figures {
                let count = figure.name == "steadyAllocations" ? max(1, counters.steadyFrames) : frames
                rows.append([result.scenario, figure.name, String(figure.max),
                             (Double(figure.total) / Double(count)).fixed(1), String(figure.total)])
            }
            notes.append("\(result.scenario): \(frames) frames after the first, \(counters.steadyFrames) steady (no label rasterised)"
                         + (counters.restingFrames.map { ", \($0) resting (drawn unchanged)" } ?? ""))
            if let store = result.imageStore {
                notes.append("\(result.scenario): over the run, first frame included: \(store.decodesStarted) decodes started, "
                             + "\(store.decodesFinished) finished, \(store.decodesCancelled) cancelled, \(store.decodesFailed) failed; "
                             + "peak decoded bytes \(store.peakDecodedBytes)")
            }
        }
        var lines = ["pager-bench --counters, \(CounterBudget.build) build"] + [""] + ReportTable.columns(rows) + [""]
        lines += notes
        lines.append("commands: draw-list commands handed to the renderer; pixelsWritten / pixelsBlended: pixels the")
        lines.append("software renderer stored / mixed with the target; rasterisations: labels rasterised; allocations:")
        lines.append("heap allocations of the process from a frame's start to its present; steadyAllocations: the same")
        lines.append("over the frames that rasterised no label.")
        if results.contains(where: { $0.counters?.restingFrames != nil }) {
            lines.append("imagesDrawn / textureUploads / pixelsScaled: images the renderer drew, textures it uploaded them")
            lines.append("to, source pixels it scaled; decodes*: the image store's decodes begun, taken by a frame, dropped")
            lines.append("unbegun, by libjpeg-turbo and by SDL_image; scaledPixels: pixels its downsampler read;")
            lines.append("peakDecodedBytes: the most decoded bytes it held at a frame's end; restingImageWork: decodes,")
            lines.append("uploads and scaled pixels of the resting frames (the renderer found nothing changed).")
        }
        return lines.joined(separator: "\n")
    }
}
