import PagerCore
import Testing

/// A long jump (End, Home, a digit, a tab far away) redirected while it is in flight, at any
/// frame of it and to anywhere, once or twice: on every frame the pages stay within their range
/// and the pager's whole width shows real pages, however many pages there are, looping or not.
@Suite(.tags(.unit))
struct LongJumpRedirectTests {
    /// A move as the keys, the tabs and code ask for one.
    enum Move: CustomStringConvertible {
        case page(Int), first, last, next, previous

        func apply(to pager: PagedView, at time: Double) {
            switch self {
            case let .page(index): pager.moveToPage(at: index, at: time)
            case .first: pager.moveToPage(at: 0, at: time)
            case .last: pager.moveToPage(at: pager.pageCount - 1, at: time)
            case .next: pager.moveByOnePage(forward: true, at: time)
            case .previous: pager.moveByOnePage(forward: false, at: time)
            }
        }

        var description: String {
            switch self {
            case let .page(index): return "page \(index)"
            case .first: return "Home"
            case .last: return "End"
            case .next: return "Right"
            case .previous: return "Left"
            }
        }
    }

    static let width = 400.0
    static let fps = 60.0

    /// Where the pages fall short of covering the pager, or how far the position is outside the
    /// pages; nil when the frame is sound.
    static func fault(_ pager: PagedView, looping: Bool) -> String? {
        var spans: [(Double, Double)] = []
        pager.forEachVisiblePage { _, frame in spans.append((frame.x, frame.maxX)) }
        spans.sort { $0.0 < $1.0 }
        var covered = pager.frame.x
        for (start, end) in spans where start <= covered + 1e-6 { covered = max(covered, end) }
        if covered < pager.frame.maxX - 1e-6 {
            return "pages cover only \(covered - pager.frame.x) of \(pager.frame.width) pt at offset \(pager.position)"
        }
        let last = Double(pager.pageCount - 1)
        if !looping, !(pager.position >= -1e-9 && pager.position <= last + 1e-9) {
            return "offset \(pager.position) outside 0...\(last)"
        }
        return nil
    }

    /// Runs `moves` (each at its frame) on a fresh pager until it settles; the first fault, or
    /// nil. At rest the pager must be exactly on the page it heads for.
    static func firstFault(count: Int, looping: Bool, initialPage: Int, moves: [(frame: Int, move: Move)]) -> String? {
        var configuration = PagedView.Configuration()
        configuration.isLooping = looping
        let pager = PagedView(pageCount: count, initialPage: initialPage, configuration: configuration)
        pager.frame = Rect(x: 0, y: 0, width: width, height: 300)
        var frame = 0
        var pending = moves[...]
        while frame < 600 {
            let time = Double(frame) / fps
            pager.advance(to: time)
            while let next = pending.first, next.frame == frame {
                next.move.apply(to: pager, at: time)
                pending = pending.dropFirst()
            }
            if let fault = fault(pager, looping: looping) { return "frame \(frame): \(fault)" }
            if pending.isEmpty && pager.isSettled { break }
            frame += 1
        }
        guard pager.isSettled else { return "still moving after \(frame) frames" }
        guard pager.position == Double(pager.currentPage), pager.targetPage == pager.currentPage else {
            return "at rest on \(pager.position), current page \(pager.currentPage)"
        }
        return nil
    }

    /// How many frames a jump takes from its first frame until the pager rests.
    static func frames(count: Int, looping: Bool, initialPage: Int, move: Move) -> Int {
        var configuration = PagedView.Configuration()
        configuration.isLooping = looping
        let pager = PagedView(pageCount: count, initialPage: initialPage, configuration: configuration)
        pager.frame = Rect(x: 0, y: 0, width: width, height: 300)
        move.apply(to: pager, at: 0)
        var frame = 0
        while !pager.isSettled && frame < 600 {
            frame += 1
            pager.advance(to: Double(frame) / fps)
        }
        return frame
    }

    static func scenarios(count: Int) -> [(initialPage: Int, move: Move)] {
        [(0, .last), (count - 1, .first), (0, .page(count * 3 / 4)), (count - 1, .page(2))]
    }

    static func redirects(count: Int) -> [Move] {
        [.first, .last, .page(1), .page(6), .next, .previous, .page(count / 2), .page(count - 2)]
    }

    @Test(arguments: [100, 1000, 100_000], [false, true])
    func redirectedAtAnyFrameStaysOnRealPages(count: Int, looping: Bool) {
        var failures: [String] = []
        for (initial, first) in Self.scenarios(count: count) {
            let length = Self.frames(count: count, looping: looping, initialPage: initial, move: first)
            for k in 0...length {
                for second in Self.redirects(count: count) {
                    let moves = [(0, first), (k, second)]
                    if let fault = Self.firstFault(count: count, looping: looping, initialPage: initial, moves: moves) {
                        failures.append("from \(initial): \(first), \(second) at frame \(k): \(fault)")
                    }
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.count) failures, first: \(failures.prefix(3))")
    }

    /// A second redirect a few frames after the first (End, then 2, then 7; End, Left, Right).
    @Test(arguments: [100, 1000, 100_000], [false, true])
    func redirectedTwiceStaysOnRealPages(count: Int, looping: Bool) {
        var failures: [String] = []
        let length = Self.frames(count: count, looping: looping, initialPage: 0, move: .last)
        for k in stride(from: 0, through: length, by: 2) {
            for second in [Move.page(1), .previous, .first] {
                for gap in [1, 3, 8] {
                    for third in [Move.page(6), .last, .next, .previous] {
                        let moves = [(0, Move.last), (k, second), (k + gap, third)]
                        if let fault = Self.firstFault(count: count, looping: looping, initialPage: 0, moves: moves) {
                            failures.append("End, \(second) at \(k), \(third) at \(k + gap): \(fault)")
                        }
                    }
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.count) failures, first: \(failures.prefix(3))")
    }

    /// The reproduction: 100 pages, End at 0 ms, 2 at 250 ms, 7 at 300 ms (frames 15 and 18).
    @Test func endThenTwoThenSevenStaysOnTheFirstPages() {
        let fault = Self.firstFault(count: 100, looping: false, initialPage: 0,
                                    moves: [(0, .last), (15, .page(1)), (18, .page(6))])
        #expect(fault == nil, "\(fault ?? "")")
    }

    /// A tap on a tab in view while the strip glides through a long jump's splice.
    @Test(arguments: [1000, 100_000])
    func tapOnATabMidJumpStaysOnRealPages(count: Int) {
        let titles = (1...count).map { "Page \($0)" }
        let length = Self.frames(count: count, looping: false, initialPage: 0, move: .last)
        var failures: [String] = []
        for k in 0...length {
            for slot in [0, 1, 3] {
                let h = ViewPagerHarness(titles: titles, tabs: .fixed(width: 112, height: 48), width: Self.width)
                h.onFrame = {
                    if let fault = Self.fault(h.pager, looping: false) { failures.append("frame \(k), tab slot \(slot): \(fault)") }
                }
                h.key(.end, at: 0)
                h.run(until: Double(k) / Self.fps)
                var shown: [Int] = []
                h.tabs.forEachVisibleTab { index, frame in
                    if frame.x >= 0 && frame.maxX <= Self.width { shown.append(index) }
                }
                guard slot < shown.count else { continue }
                h.tap(tab: shown[slot], at: h.time)
                h.settle()
                #expect(h.pager.currentPage == shown[slot] && h.tabs.selectedIndex == shown[slot])
            }
        }
        #expect(failures.isEmpty, "\(failures.count) failures, first: \(failures.prefix(3))")
    }
}
