import PagerCore
import Testing

/// The looping strip (the loop screen's: eight fixed 132-pt tabs in 480 pt) is a ring at rest
/// as in motion: the followed tab is centred with neighbours on both sides on every page, its
/// offset moves exactly one tab pitch per page of the pager (no jump when the position wraps or
/// when the pages come to rest), and the same swipe ends in the same state at every frame rate.
@Suite(.tags(.unit))
struct RingStripTests {
    static let titles = ["News", "Sports", "Weather", "Science", "Culture", "Travel", "Food", "Tech"]
    static let pitch = 132.0, lap = 8 * 132.0, width = 480.0

    private func ring(initialPage: Int, fps: Double = 60) -> ViewPagerHarness {
        let h = ViewPagerHarness(titles: Self.titles, tabs: .fixed(width: Self.pitch, height: 48), fps: fps,
                                 initialPage: initialPage, looping: true)
        h.tabs.selectionStyle = .pill
        return h
    }

    /// The selection as the element tree reports it.
    private func selection(_ h: ViewPagerHarness) -> Rect? {
        h.tabs.elementNode().children.first { $0.role == "indicator" }?.frame
    }

    /// The offset a tab is centred at, on the lap nearest `near`.
    private func centring(_ index: Int, near: Double) -> Double {
        let base = Double(index) * Self.pitch + Self.pitch / 2 - Self.width / 2
        return base + ((near - base) / Self.lap).rounded() * Self.lap
    }

    /// At rest: the selected tab is centred, the tabs before and after it are in view on both
    /// sides, and the pill sits clear of both edge fades.
    private func expectCentredAtRest(_ h: ViewPagerHarness, _ page: Int, _ comment: Comment) {
        #expect(h.pager.currentPage == page && h.tabs.selectedIndex == page, comment)
        #expect(abs(h.tabs.stripOffset - centring(page, near: h.tabs.stripOffset)) < 1e-9, comment)
        #expect(abs(h.tabs.tabFrame(at: page).midX - Self.width / 2) < 1e-9, comment)
        var shown: [(Int, Rect)] = []
        h.tabs.forEachVisibleTab { shown.append(($0, $1)) }
        let before = (page + 7) % 8, after = (page + 1) % 8
        #expect(shown.contains { $0.0 == before && $0.1.maxX <= Self.width / 2 }, "\(comment): tab \(before) on the left")
        #expect(shown.contains { $0.0 == after && $0.1.x >= Self.width / 2 }, "\(comment): tab \(after) on the right")
        let pill = selection(h)
        #expect(pill != nil, "\(comment): the pill is in view")
        #expect((pill?.x ?? 0) >= TabbedView.edgeFadeWidth && (pill?.maxX ?? .infinity) <= Self.width - TabbedView.edgeFadeWidth,
                "\(comment): the pill is clear of the edge fades: \(String(describing: pill))")
        #expect(abs((pill?.midX ?? 0) - Self.width / 2) < 1e-9, comment)
    }

    @Test func everyPageRestsCentredWithNeighboursOnBothSides() {
        for page in 0..<8 {
            let h = ring(initialPage: page)
            h.step()
            expectCentredAtRest(h, page, "page \(page) at start")
        }
        let h = ring(initialPage: 0)
        for page in 1...9 {
            h.key(.right, at: h.time + 0.05)
            h.settle()
            expectCentredAtRest(h, page % 8, "page \(page % 8) after keys")
        }
    }

    /// A flick across the wrap, followed frame by frame: every frame's offset change is the
    /// pager's (unwrapped) position change times the tab pitch, through the wrap and the settling.
    private func flickAcrossWrap(from start: Int, forward: Bool, fps: Double) -> (offset: Double, frames: Int) {
        let h = ring(initialPage: start, fps: fps)
        h.step()
        var previous = (offset: h.tabs.stripOffset, position: h.pager.position)
        var frames = 0, worst = 0.0
        h.onFrame = {
            var dp = h.pager.position - previous.position
            if dp > 4 { dp -= 8 } else if dp < -4 { dp += 8 }
            let explained = dp * Self.pitch
            worst = max(worst, abs(h.tabs.stripOffset - previous.offset - explained))
            previous = (h.tabs.stripOffset, h.pager.position)
            frames += 1
        }
        let (x0, x1) = forward ? (400.0, 250.0) : (80.0, 230.0)
        h.drag(from: x0, to: x1, start: 0.1, duration: 0.1)
        h.settle()
        let end = forward ? (start + 1) % 8 : (start + 7) % 8
        #expect(worst < 1e-6, "at \(fps) fps the offset moved \(worst) pt more than the pages explain")
        expectCentredAtRest(h, end, "\(fps) fps, from \(start)")
        #expect(h.moves == [end])
        return (h.tabs.stripOffset, frames)
    }

    @Test(arguments: [(0, false), (7, true)])
    func flickAcrossTheWrapIsContinuousAndEndsTheSameAtEveryFrameRate(start: Int, forward: Bool) {
        let ends = [30.0, 60, 144].map { flickAcrossWrap(from: start, forward: forward, fps: $0) }
        for end in ends {
            #expect(end.frames > 10)
            #expect(abs(end.offset - ends[0].offset) < 1e-6, "the same end state at every frame rate: \(ends)")
        }
    }

    /// Held mid-wrap the strip shows both ends in ring order, the pill between the two tabs.
    @Test func midWrapShowsBothEndsInRingOrder() {
        let h = ring(initialPage: 0)
        h.drag(from: 100, to: 300, start: 0.1, duration: 0.5, release: false)
        h.step()
        #expect(abs(h.pager.position - (8 - 192.0 / 480)) < 1e-12)
        var shown: [(Int, Rect)] = []
        h.tabs.forEachVisibleTab { shown.append(($0, $1)) }
        shown.sort { $0.1.x < $1.1.x }
        for (a, b) in zip(shown, shown.dropFirst()) { #expect(b.0 == (a.0 + 1) % 8) }
        let tech = h.tabs.tabFrame(at: 7), news = h.tabs.tabFrame(at: 0)
        #expect(abs(news.x - tech.maxX) < 1e-9, "News follows Tech")
        let pill = try! #require(selection(h))
        #expect(pill.x > tech.x && pill.maxX < news.maxX)
    }
}
