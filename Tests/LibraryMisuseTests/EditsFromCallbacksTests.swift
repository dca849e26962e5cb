import PagerCore
import Testing

/// Edits, moves and data-source changes made from inside the callbacks the pager makes (a
/// page's appearance, the observer, didMoveToPage, a move's completion, didRelease, makePage):
/// the pager calls out only when its state is whole, so each edit lands on a consistent pager,
/// and afterwards the page held at every index is the data's.
extension Misuse {
    @Suite("Edits from callbacks")
    struct EditsFromCallbacksTests {
        /// A pager on page 2 of 8 after the user visited the pages after it, holding pages 0...5.
        static func visited() -> FeedPager {
            let h = FeedPager(pages: 8, initialPage: 2, offscreenPageLimit: 3)
            h.visit(3)
            h.visit(4)
            h.visit(2)
            return h
        }

        /// Every index the pager holds shows the data's page, no page is held twice, the pager
        /// asked for no index outside the data, every page's callbacks alternated, and visiting
        /// each page shows the data's page there.
        static func expectConsistent(_ h: FeedPager, sourceLocation: SourceLocation = #_sourceLocation) {
            h.settle()
            #expect(h.feed.mismatches(in: h.pager) == [], sourceLocation: sourceLocation)
            #expect(h.feed.askedOutside == [], sourceLocation: sourceLocation)
            #expect(h.feed.violations == [], sourceLocation: sourceLocation)
            for page in 0..<h.pager.pageCount {
                h.visit(page)
                #expect(h.pager.page(at: page)?.title == h.feed.titles[page], sourceLocation: sourceLocation)
            }
            #expect(h.feed.mismatches(in: h.pager) == [], sourceLocation: sourceLocation)
            #expect(h.feed.violations == [], sourceLocation: sourceLocation)
        }

        enum Edit: String, CaseIterable, CustomTestStringConvertible {
            case removeFirst, insertFirst, removeLast, insertAfter
            var testDescription: String { rawValue }

            func apply(to h: FeedPager) {
                switch self {
                case .removeFirst: h.feed.remove(at: 0, from: h.pager)
                case .insertFirst: h.feed.insert("new", at: 0, into: h.pager)
                case .removeLast: h.feed.remove(at: h.feed.titles.count - 1, from: h.pager)
                case .insertAfter: h.feed.insert("new", at: min(3, h.feed.titles.count), into: h.pager)
                }
            }
        }

        /// M2, M3: removing the current page, whose willDisappear edits the pager again.
        @Test(arguments: Edit.allCases)
        func anEditFromTheWillDisappearOfARemoval(edit: Edit) {
            let h = Self.visited()
            h.feed.onHeard = { title, kind in
                guard title == "P2", kind == .willDisappear else { return false }
                edit.apply(to: h)
                return true
            }
            h.feed.remove(at: 2, from: h.pager)
            #expect(h.feed.onHeard == nil, "the edit ran")
            Self.expectConsistent(h)
        }

        /// The same from the pager's observer of appearance callbacks.
        @Test(arguments: Edit.allCases)
        func anEditFromTheObserverDuringARemoval(edit: Edit) {
            let h = Self.visited()
            var done = false
            h.pager.onAppearance = { event in
                guard !done, event.kind == .didDisappear else { return }
                done = true
                edit.apply(to: h)
            }
            h.feed.remove(at: 2, from: h.pager)
            #expect(done)
            Self.expectConsistent(h)
        }

        /// An edit from the callbacks of a move: a page's willAppear, didMoveToPage, the move's
        /// completion.
        @Test(arguments: Edit.allCases)
        func anEditFromTheCallbacksOfAMove(edit: Edit) {
            for source in ["willAppear", "didMoveToPage", "completion"] {
                let h = Self.visited()
                var completed: [Bool] = []
                switch source {
                case "willAppear":
                    h.feed.onHeard = { title, kind in
                        guard title == "P3", kind == .willAppear else { return false }
                        edit.apply(to: h)
                        return true
                    }
                case "didMoveToPage": h.onMove = { _ in edit.apply(to: h) }
                default: break
                }
                h.pager.moveToPage(at: 3, animation: .default, at: h.time) { finished in
                    completed.append(finished)
                    if source == "completion" { edit.apply(to: h) }
                }
                h.settle()
                #expect(completed == [true], "\(source)")
                Self.expectConsistent(h)
            }
        }

        /// An edit from didRelease (the pages beyond the limit let go of) and from makePage.
        @Test(arguments: Edit.allCases)
        func anEditFromDidReleaseAndMakePage(edit: Edit) {
            let released = FeedPager(pages: 8, initialPage: 0, offscreenPageLimit: 1)
            released.visit(1)
            released.feed.onRelease = { _ in edit.apply(to: released) }
            released.visit(4)
            #expect(released.feed.onRelease == nil, "the edit ran")
            Self.expectConsistent(released)

            let made = FeedPager(pages: 8, initialPage: 0, offscreenPageLimit: 1)
            made.feed.onMake = { _ in edit.apply(to: made) }
            made.visit(4)
            #expect(made.feed.onMake == nil, "the edit ran")
            Self.expectConsistent(made)
        }

        /// A move started from the willDisappear of a removed page, and a new data source set
        /// from a page callback.
        @Test func aMoveAndANewDataSourceFromCallbacks() {
            let h = Self.visited()
            h.feed.onHeard = { title, kind in
                guard title == "P2", kind == .willDisappear else { return false }
                h.pager.moveToPage(at: 5, at: h.time)
                return true
            }
            h.feed.remove(at: 2, from: h.pager)
            h.settle()
            #expect(h.pager.currentPage == 5)
            Self.expectConsistent(h)

            let other = Feed(count: h.pager.pageCount)
            other.titles = other.titles.map { "Q" + $0.dropFirst() }
            h.feed.onHeard = { _, kind in
                guard kind == .willDisappear else { return false }
                h.pager.dataSource = other
                return true
            }
            h.pager.moveToPage(at: 1, at: h.time)
            h.settle()
            h.visit(0)
            #expect(other.mismatches(in: h.pager) == [] && other.violations == [] && other.askedOutside == [])
            #expect(h.pager.page(at: 0)?.title == "Q0")
        }
    }
}
