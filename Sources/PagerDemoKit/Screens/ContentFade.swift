import PagerCore

/// Pages whose content changed in a live reload (a new colour, title or badge), drawn as they
/// were over what they are now, fading out over ``seconds``, so a change shows as a cross-fade
/// instead of a cut. Keyed by the pages' new indices; a later reload starts it again.
struct ContentFade {
    /// How long the old content takes to fade out.
    static let seconds = 0.25

    /// The old content of each changed page, by its new index.
    private(set) var pages: [Int: DemoConfig.Page] = [:]
    private var start = 0.0
    private var now = 0.0

    /// Starts fading `pages` (old content by new index) out from `time`.
    mutating func begin(_ pages: [Int: DemoConfig.Page], at time: Double) {
        self.pages = pages
        start = time
        now = time
    }

    /// Moves the fade to `time`; it ends (and forgets the old pages) after ``seconds``.
    mutating func advance(to time: Double) {
        now = max(now, time)
        if !pages.isEmpty && now - start >= Self.seconds { pages = [:] }
    }

    /// Whether a fade is under way (frames are needed).
    var isActive: Bool { !pages.isEmpty }

    /// The old content of page `index` and the opacity to draw it at, while it fades: 1 at the
    /// change, easing out to 0, as a reduced-motion page move's cross-fade does.
    func old(_ index: Int) -> (page: DemoConfig.Page, opacity: Double)? {
        guard let page = pages[index] else { return nil }
        let remaining = 1 - min(max((now - start) / Self.seconds, 0), 1)
        return (page, remaining * remaining)
    }
}
