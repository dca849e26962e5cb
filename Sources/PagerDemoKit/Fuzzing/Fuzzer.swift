import PagerCore

/// Runs hostile streams through the demo's scene and checks its invariants on every frame.
///
/// Invariants: the offset is finite and less than a page past the first and the last page (what
/// the rubber band can show); page, tab and screen indices are in range; every animation
/// settles within ``settleLimitSeconds`` of the last input; once settled, the offset is an exact
/// integer page and the tab is the page.
public struct Fuzzer {
    /// How long after the last input everything must be at rest.
    public static let settleLimitSeconds = 10.0

    /// A broken invariant.
    public struct Failure: Error, CustomStringConvertible {
        /// The stream's seed.
        public var seed: UInt64
        /// What broke, and when.
        public var message: String
        /// The stream as a replayable script.
        public var script: String
        public var description: String { "seed \(seed): \(message)" }
    }

    let config: DemoConfig
    let measurer: any TextMeasuring

    /// Creates a fuzzer over `config`.
    public init(config: DemoConfig, measurer: any TextMeasuring = FixedWidthTextMeasurer()) {
        self.config = config
        self.measurer = measurer
    }

    /// Runs the stream from `seed` with about `events` events; throws the first broken invariant.
    /// `draw` is called after each frame's layout (a real renderer can draw the list there); an
    /// error it throws fails the stream like a broken invariant.
    public func run(seed: UInt64, events: Int, size: Size = Size(width: 480, height: 800),
                    draw: ((DrawList, DemoApp) throws -> Void)? = nil) throws {
        let stream = HostileStream(seed: seed, events: events, size: size)
        let app = DemoApp(config: config, measurer: measurer)
        // Input and frames go through the driver, as in the program's loops, so a failing
        // stream fails the same way when its script is replayed there.
        let driver = FrameDriver(scene: app)
        driver.resize(to: size)
        var time = 0.0
        var widestBand = 0.0
        func fail(_ message: String) -> Failure {
            Failure(seed: seed, message: "t=\(JSONText.number(time * 1000)) ms: \(message)", script: stream.script)
        }
        func frame(at t: Double) throws {
            time = t
            driver.frame(at: t)
            do { try draw?(driver.drawList, app) } catch let failure as Failure { throw failure } catch { throw fail("\(error)") }
            try check(app, widestBand: &widestBand, fail)
        }
        for step in stream.steps {
            switch step {
            case let .input(event): driver.deliver(event)
            case let .resize(newSize, _): driver.resize(to: newSize)
            case let .frame(t): try frame(at: t)
            }
        }
        // After the last input: 60 fps until everything rests, within the limit.
        var t = time
        while !app.isSettled {
            t += 1.0 / 60
            if t > stream.lastInputTime + Self.settleLimitSeconds {
                throw fail("not settled \(Self.settleLimitSeconds) s after the last input")
            }
            try frame(at: t)
        }
        try frame(at: t + 1.0 / 60)
    }

    private func check(_ app: DemoApp, widestBand: inout Double, _ fail: (String) -> Failure) throws {
        let state = app.traceState
        guard state.offset.isFinite else { throw fail("offset is \(state.offset)") }
        let pages = app.currentPageCount
        guard (0..<pages).contains(state.page) else { throw fail("page \(state.page) not in 0..<\(pages)") }
        guard (0..<pages).contains(state.tab) else { throw fail("tab \(state.tab) not in 0..<\(pages)") }
        guard (0..<app.screenCount).contains(state.screen) else { throw fail("screen \(state.screen) out of range") }
        // The band shows less than a page past the first page (0) and the last (pages - 1).
        guard state.offset > -1, state.offset < Double(pages) else {
            throw fail("offset \(state.offset) beyond the rubber band of \(pages) pages")
        }
        guard state.header.isFinite, state.list.isFinite else { throw fail("header \(state.header) list \(state.list)") }
        if let bounds = app.currentScrollBounds {
            guard bounds.header.contains(state.header) else { throw fail("header \(state.header) outside \(bounds.header)") }
            // A pull made in a tall window may still be springing back after a resize shrank
            // the window, so the band allowed is the widest one seen in this stream.
            widestBand = max(widestBand, bounds.band)
            let allowed = (bounds.list.lowerBound - widestBand)...(bounds.list.upperBound + widestBand)
            guard allowed.contains(state.list) else { throw fail("list \(state.list) outside \(allowed)") }
        }
        if state.settled {
            guard state.offset == Double(state.page) else { throw fail("settled at offset \(state.offset), page \(state.page)") }
            guard state.tab == state.page else { throw fail("settled with tab \(state.tab) but page \(state.page)") }
        }
    }
}
