/// One fixed benchmark scenario: what the demo is given and how it runs.
struct Scenario: Sendable, Equatable {
    enum Kind: Sendable, Equatable {
        /// Headless, simulated time at 60 fps, as fast as the machine goes.
        case headless
        /// A real window, a script replayed in real time.
        case window
        /// A real window, no input: CPU and frames over the idle seconds after the first frame.
        case idle
        /// A real window and a drag pushed into SDL's queue at a mouse's rate: input-to-present latency.
        case latency
    }

    let name: String
    let kind: Kind
    /// Script file in Assets/bench/, if any.
    let script: String?
    /// Whether `--pages` applies.
    let manyPages: Bool
    /// A fixed page count instead (the control for `pages`: the same strip of fixed-width tabs).
    var pageCount: Int? = nil
    /// Whether `--rows` applies.
    let manyRows: Bool
    /// Config file in Assets/bench/ instead of the demo's own, if any.
    var config: String? = nil
    /// Whether the demo shows the bench's photos (``PhotoSet``, `--photos-count`) with `--photos`.
    var photos = false
    /// One line for the table's legend.
    let summary: String

    static let all: [Scenario] = [
        Scenario(name: "tour", kind: .headless, script: "tour.script", manyPages: false, manyRows: false,
                 summary: "Assets/bench/tour.script on the demo's 3 pages: swipes, a caught swipe, a hold, tab taps, keys, wheel"),
        Scenario(name: "pages", kind: .headless, script: "tour.script", manyPages: true, manyRows: false,
                 summary: "the tour with --pages (100,000 pages and tabs by default)"),
        Scenario(name: "pages12", kind: .headless, script: "tour.script", manyPages: false, pageCount: 12, manyRows: false,
                 summary: "the tour with --pages 12: the pages scenario's strip of fixed-width tabs, at small scale (its control)"),
        Scenario(name: "rows", kind: .headless, script: "tour.script", manyPages: false, manyRows: true,
                 summary: "the tour with --rows (1,000,000 rows per list by default)"),
        Scenario(name: "zoom", kind: .headless, script: "tour.script", manyPages: false, manyRows: false,
                 config: "zoom.json",
                 summary: "the tour with every screen's pages zooming out as they move (Assets/bench/zoom.json): scaled pages and text"),
        Scenario(name: "resize", kind: .headless, script: "resize.script", manyPages: false, manyRows: false,
                 summary: "Assets/bench/resize.script: a resize every frame for 2 s, a swipe and a tap meanwhile"),
        Scenario(name: "idle", kind: .idle, script: nil, manyPages: false, manyRows: false,
                 summary: "a real window under X, no input: frames drawn and CPU after the first frame"),
        Scenario(name: "latency", kind: .latency, script: nil, manyPages: false, manyRows: false,
                 summary: "a real window: a 3 s drag pushed into SDL's queue every 8 ms (a 125 Hz mouse), each move timed from its SDL timestamp to the present that shows it"),
        Scenario(name: "animate", kind: .window, script: "animate.script", manyPages: false, manyRows: false,
                 summary: "a real window under X: the peers' 10 page changes 400 ms apart (run_peers.sh's animate)"),
        Scenario(name: "gallery", kind: .window, script: "gallery.script", manyPages: false, manyRows: false, photos: true,
                 summary: "a real window under X: --photos of the bench's photos (--photos-count), 10 key Right 400 ms apart"),
        Scenario(name: "gallery-headless", kind: .headless, script: "gallery.script", manyPages: false, manyRows: false,
                 photos: true, summary: "the gallery headless at 60 fps: its image costs, the same on every run"),
    ]

    static func named(_ name: String) -> Scenario? { all.first { $0.name == name } }

    var needsDisplay: Bool { kind != .headless }
}
