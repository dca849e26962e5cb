import PagerCore

/// Runs fuzz streams through the demo's scene and checks ``FuzzInvariants`` after every frame.
///
/// A stream is played as a headless run plays its script: frame `k` at `k / fps` seconds, each
/// event delivered at its own time before the first frame at or after it, a resize as the
/// window would give it; the run ends at the first frame after the script's end at which
/// nothing needs a frame. So the replay command of a case (``FuzzCase/replayArguments(folder:)``)
/// gives the same frames and the same trace. Besides the invariants, everything must be at rest
/// within ``settleLimitSeconds`` of the last input.
package struct Fuzzer {
    /// How long after the last input everything must be at rest.
    package static let settleLimitSeconds = 10.0
    /// Events per stream unless told (``FuzzCase/events(for:)`` takes fewer for huge page counts).
    package static let defaultEvents = 80

    /// A broken invariant.
    package struct Failure: Error, CustomStringConvertible {
        /// The case.
        package var fuzzCase: FuzzCase
        /// What broke, and when.
        package var message: String
        /// The stream.
        package var stream: HostileStream?
        /// The frame it broke in.
        package var frame: Int
        /// The stream's seed.
        package var seed: UInt64 { fuzzCase.seed }
        /// The stream as a replayable script.
        package var script: String { stream?.script ?? "" }
        package var description: String { "seed \(seed) (\(fuzzCase.configOrigin)): \(message)" }
    }

    /// What a stream that held every invariant played.
    package struct Run {
        /// The input.
        package var stream: HostileStream
        /// Frames played.
        package var frames: Int
    }

    let assets: FuzzAssets
    let measurer: any TextMeasuring

    /// Creates a fuzzer drawing from `assets`.
    package init(assets: FuzzAssets, measurer: any TextMeasuring = FixedWidthTextMeasurer()) {
        self.assets = assets
        self.measurer = measurer
    }

    /// Runs `fuzzCase` with a stream of about `events` events; throws the first broken invariant.
    /// - Parameters:
    ///   - trace: given each frame's trace line (the `--trace` format), if wanted.
    ///   - resize: makes the window the size asked for and returns the size it became (a real
    ///     canvas keeps within the pixel limit); by default the size asked for.
    ///   - draw: called after each frame's layout (a real renderer can draw the list there); an
    ///     error it throws fails the stream like a broken invariant.
    ///   - images: the pictures the case's pages show (decoded for real by a front end's store),
    ///     with what a frame must do around its layout (a store begins the frame and waits for
    ///     what it wants); none by default, every picture a placeholder.
    @discardableResult
    package func run(_ fuzzCase: FuzzCase, events: Int = Fuzzer.defaultEvents, trace: ((String) -> Void)? = nil,
                    resize: ((Size) throws -> Size)? = nil,
                    draw: ((DrawList, DemoApp) throws -> Void)? = nil,
                    images: (provider: any ImageProviding, frame: (_ time: Double, _ layout: () -> Void) -> Void)? = nil)
        throws(Failure) -> Run {
        var frame = 0
        var stream: HostileStream?
        var time = 0.0
        func fail(_ message: String) -> Failure {
            Failure(fuzzCase: fuzzCase, message: "frame \(frame), t=\(JSONText.number(time * 1000)) ms: \(message)",
                    stream: stream, frame: frame)
        }
        let config: DemoConfig
        do { config = try fuzzCase.loadConfig(assets: assets, themeFile: FuzzCase.FileName.theme) } catch {
            throw fail("the drawn config does not load: \(error)")
        }
        let app = DemoApp(config: config, measurer: measurer)
        app.reducesMotion = fuzzCase.reducesMotion
        if let images { app.images = images.provider }
        let driver = FrameDriver(scene: app)
        func resized(_ size: Size) throws(Failure) {
            do { driver.resize(to: try resize?(size) ?? size) } catch { throw fail("\(error)") }
        }
        try resized(fuzzCase.size)
        // Taps worth making mid-jump: the tabs and bar items in view at the start.
        var taps: [Point] = []
        func collect(_ node: ElementNode) {
            if node.role == "tab" || node.role == "bottomBarItem" { taps.append(Point(x: node.frame.midX, y: node.frame.midY)) }
            node.children.forEach(collect)
        }
        collect(app.elementTree())
        var hostile = HostileStream(seed: fuzzCase.seed, events: fuzzCase.events(for: events), size: driver.size, taps: taps)
        hostile.reloads = FuzzReloadDraw.draw(seed: fuzzCase.seed, configText: fuzzCase.configText, until: hostile.lastInputTime)
        stream = hostile
        let script: Script
        do { script = try Script.parse(hostile.script, source: FuzzCase.FileName.script) } catch {
            throw fail("the stream's script does not parse: \(error)")
        }
        let interval = 1 / Double(fuzzCase.fps)
        let actions = script.actions(frameInterval: interval, initialPointer: Point(x: driver.size.width / 2, y: driver.size.height / 2))
        var next = 0
        var invariants = FuzzInvariants()
        while true {
            time = Double(frame) * interval
            while next < actions.count, actions[next].time <= time {
                let action = actions[next]
                switch action.action {
                case let .input(kind, modifiers): driver.deliver(InputEvent(kind, at: action.time, modifiers: modifiers))
                case let .resize(size): try resized(size)
                case .screenshot: break
                case let .config(name):
                    guard let reload = hostile.reloads.first(where: { $0.name == name }) else { break }
                    do {
                        app.apply(try fuzzCase.loadConfig(text: reload.text, source: name, assets: assets,
                                                          themeFile: FuzzCase.FileName.theme), time: action.time)
                    } catch {
                        throw fail("the drawn config \(name) does not load: \(error)")
                    }
                }
                next += 1
            }
            if let images { images.frame(time) { driver.frame(at: time) } } else { driver.frame(at: time) }
            do { try draw?(driver.drawList, app) } catch { throw fail("\(error)") }
            _ = app.takeLogLines()
            trace?(app.traceState.jsonLine(frame: frame, milliseconds: time * 1000))
            if let problem = invariants.check(app) { throw fail(problem) }
            if next >= actions.count, time >= script.endTime, !driver.needsFrame, app.isSettled { break }
            if time > hostile.lastInputTime + Self.settleLimitSeconds {
                throw fail("not at rest \(JSONText.number(Self.settleLimitSeconds)) s after the last input")
            }
            frame += 1
        }
        return Run(stream: hostile, frames: frame + 1)
    }
}
