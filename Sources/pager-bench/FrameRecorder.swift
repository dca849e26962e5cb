import Glibc
import PagerDemoRuntime
import PagerSDL

/// Times each frame's phases through the run loops' probe points.
///
/// Phases are CPU time: of the thread in headless runs (one thread does everything, and other
/// work on the machine does not inflate the figures), of the whole process in a window (so the
/// threads of an OpenGL driver such as llvmpipe are counted). The cost of reading the clock is
/// measured once and subtracted.
final class FrameRecorder: RunProbe {
    private let clock: clockid_t
    private let overhead: UInt64
    private let frameLimit: Int?
    /// Idle measurement: seconds to watch after the first frame.
    private let idleSeconds: Double?

    private var frameStart: UInt64 = 0
    /// The renderer's counters and the heap's allocations when the frame began.
    private var countsAtStart = (render: RenderCounters(), allocations: 0)
    /// Per frame after the first: its deterministic costs (``FrameCounts``).
    private(set) var counts: [FrameCounts] = []
    private var coreEnd: UInt64 = 0
    /// Per frame after the first: core time of every frame.
    private(set) var core: [UInt64] = []
    /// Per frame after the first, like `core`: its draw time, nil where nothing was drawn.
    private(set) var drawPerFrame: [UInt64?] = []

    /// Per frame after the first, like `core`: the rest of its loop turn after presenting (the
    /// tree handed to screen readers while one listens), 0 headless.
    private(set) var after: [UInt64] = []
    /// When the last frame ended, until its turn ends.
    private var frameEnd: UInt64?

    /// Draw time of the frames that drew something (not unchanged).
    var draw: [UInt64] { drawPerFrame.compactMap { $0 } }
    /// Core plus draw plus the rest of the turn, of the frames that drew something.
    var whole: [UInt64] {
        zip(zip(core, drawPerFrame), after).compactMap { phases, after in phases.1.map { phases.0 &+ $0 &+ after } }
    }
    private(set) var frames = 0
    private(set) var firstFrameAt: UInt64?
    private var canvas: (any Canvas)?
    private var texturesAtFirstFrame = 0
    private(set) var rendererName: String?

    /// The latency scenario's drag, once the window is open.
    private let measuresLatency: Bool
    private var drag: SyntheticDrag?
    private var pendingInputs: [Double] = []
    private var framesAfterDrag = 0
    /// Input-to-present latency of every input delivered in a window, nanoseconds.
    private(set) var latencies: [UInt64] = []
    /// The window's refresh rate, Hz.
    private(set) var refreshRate: Double?

    /// Scenarios that show photos: the image store's counters are read at each frame's start
    /// and end, and the first frame that drew an image is timed.
    private let countsImages: Bool
    private var store: ImageStore?
    private var storeAtStart = ImageCounters()
    /// When the first frame that drew an image was presented (CLOCK_MONOTONIC).
    private(set) var firstImageAt: UInt64?
    /// The store's counters at the end of the run, the first frame included.
    var imageCounters: ImageCounters? { countsImages ? store?.counters : nil }

    /// A window's scripted input times, seconds on the event pump's clock: an interval between
    /// two presents that holds one is a rest ended by input, not a frame of motion.
    private let inputTimes: [Double]
    private var lastPresent: Double?
    /// Window scenarios with `inputTimes`: present-to-present intervals while moving, ns.
    private(set) var movingIntervals: [UInt64] = []

    private var idleStart: (wall: UInt64, cpu: Double, frames: Int)?
    private(set) var idleResult: (seconds: Double, cpuSeconds: Double, frames: Int)?

    init(perThread: Bool, frameLimit: Int?, idleSeconds: Double?, measuresLatency: Bool = false,
         countsImages: Bool = false, inputTimes: [Double] = []) {
        self.measuresLatency = measuresLatency
        self.countsImages = countsImages
        self.inputTimes = inputTimes
        movingIntervals.reserveCapacity(inputTimes.isEmpty ? 0 : 4096)
        clock = perThread ? CLOCK_THREAD_CPUTIME_ID : CLOCK_PROCESS_CPUTIME_ID
        overhead = Measure.readOverhead(clock)
        self.frameLimit = frameLimit
        self.idleSeconds = idleSeconds
        core.reserveCapacity(4096)
        drawPerFrame.reserveCapacity(4096)
        after.reserveCapacity(4096)
        // Enough for every script in Assets/bench, so appending never allocates inside a frame.
        counts.reserveCapacity(8192)
    }

    /// Text textures created since the first frame.
    var texturesAfterFirstFrame: Int {
        guard let canvas, firstFrameAt != nil else { return 0 }
        return canvas.renderer.text.texturesCreated - texturesAtFirstFrame
    }

    /// Frames the renderer found unchanged and did not draw again.
    var framesUnchanged: Int { canvas?.renderer.framesUnchanged ?? 0 }

    /// Labels rasterised again after the cache evicted them (0 when the cache holds what is shown).
    var texturesRecreated: Int { canvas?.renderer.text.texturesRecreated ?? 0 }

    func runStarted(canvas: any Canvas) {
        self.canvas = canvas
        if countsImages { store = canvas.renderer.images as? ImageStore }
        rendererName = (canvas as? WindowCanvas)?.rendererName ?? "software (offscreen)"
        if let window = canvas as? WindowCanvas {
            refreshRate = window.refreshRate
            if measuresLatency {
                drag = SyntheticDrag(windowID: window.windowID)
                drag?.start()
            }
        }
    }

    func inputDelivered(at time: Double) { pendingInputs.append(time) }

    func framePresented(at time: Double) {
        for input in pendingInputs { latencies.append(UInt64(max(0, time - input) * 1e9)) }
        pendingInputs.removeAll(keepingCapacity: true)
        if drag?.isFinished == true { framesAfterDrag += 1 }
        if !inputTimes.isEmpty {
            if let lastPresent, !inputTimes.contains(where: { $0 > lastPresent && $0 <= time }),
               movingIntervals.count < movingIntervals.capacity {
                movingIntervals.append(UInt64(max(0, time - lastPresent) * 1e9))
            }
            lastPresent = time
        }
    }

    func frameBegan() {
        countsAtStart = (canvas?.renderer.counters ?? RenderCounters(), FrameCounts.allocationsSoFar())
        if let store { storeAtStart = store.counters }
        frameStart = Measure.nanoseconds(clock)
    }

    func coreEnded() {
        coreEnd = Measure.nanoseconds(clock)
    }

    func frameEnded(_ frame: Int) {
        let end = Measure.nanoseconds(clock)
        let allocations = FrameCounts.allocationsSoFar() - countsAtStart.allocations
        frames += 1
        if firstImageAt == nil, store != nil, (canvas?.renderer.counters.imagesDrawn ?? 0) > 0 {
            firstImageAt = Measure.monotonic()
        }
        if frame == 0 {
            firstFrameAt = Measure.monotonic()
            texturesAtFirstFrame = canvas?.renderer.text.texturesCreated ?? 0
            if let idleSeconds {
                idleStart = (Measure.monotonic(), Measure.processCPUSeconds(), frames)
                EventPump.scheduleWakeUp(after: idleSeconds)
            }
            return
        }
        let coreTime = subtractingOverhead(coreEnd &- frameStart)
        core.append(coreTime)
        let render = (canvas?.renderer.counters ?? RenderCounters()).since(countsAtStart.render)
        let drew = canvas?.renderer.lastFrameUnchanged != true
        if counts.count < counts.capacity {
            var frameCounts = FrameCounts(render, allocations: allocations)
            if let store {
                frameCounts.images = store.counters.since(storeAtStart)
                frameCounts.unchanged = !drew
            }
            counts.append(frameCounts)
        }
        drawPerFrame.append(drew ? subtractingOverhead(end &- coreEnd) : nil)
        after.append(0)
        frameEnd = end
    }

    func turnEnded() {
        guard let frameEnd else { return }
        after[after.count - 1] = subtractingOverhead(Measure.nanoseconds(clock) &- frameEnd)
        self.frameEnd = nil
    }

    private func subtractingOverhead(_ value: UInt64) -> UInt64 { value > overhead ? value - overhead : 0 }

    var wantsStop: Bool {
        if let frameLimit, frames >= frameLimit { return true }
        // The drag's last events are shown a frame or two after its release.
        if drag != nil { return framesAfterDrag >= 3 }
        guard let idleSeconds, let start = idleStart else { return false }
        let elapsed = Double(Measure.monotonic() - start.wall) / 1e9
        // SDL's timer has millisecond steps; anything within 5 ms of the end is the end.
        guard elapsed >= idleSeconds - 0.005 else { return false }
        if idleResult == nil {
            idleResult = (elapsed, Measure.processCPUSeconds() - start.cpu, frames - start.frames)
        }
        return true
    }
}
