import Testing
import PagerCore

/// Reduced motion: a move the program makes changes the page at once and cross-fades from the
/// old one; a drag still follows the pointer and settles.
@Suite(.tags(.unit))
struct ReducedMotionTests {
    final class Moves: PagedViewDelegate {
        var pages: [Int] = []
        func didMoveToPage(index: Int, at time: Double) { pages.append(index) }
    }

    private func pager() -> PagedView {
        let pager = PagedView(pageCount: 5)
        pager.frame = Rect(x: 0, y: 0, width: 400, height: 300)
        pager.reducesMotion = true
        return pager
    }

    @Test func aMoveChangesThePageAtOnceAndFadesTheOldOne() {
        let pager = pager()
        let moves = Moves()
        pager.delegate = moves
        pager.advance(to: 0)
        pager.moveToPage(at: 3, at: 5)
        #expect(pager.position == 3 && pager.currentPage == 3 && moves.pages == [3])
        #expect(pager.crossFade?.page == 0 && pager.crossFade?.opacity == 1)
        #expect(pager.isAnimating && !pager.isSettled, "frames are needed while it fades")
        pager.advance(to: 5 + PagedView.crossFadeSeconds / 2)
        let half = pager.crossFade?.opacity ?? -1
        #expect(abs(half - 0.25) < 1e-9, "ease-out: a quarter left half-way, not \(half)")
        pager.advance(to: 5 + PagedView.crossFadeSeconds)
        #expect(pager.crossFade == nil && pager.isSettled && !pager.isAnimating)
        #expect(pager.position == 3 && moves.pages == [3])
    }

    @Test func keysAndWheelsToo() {
        let pager = pager()
        pager.moveByOnePage(forward: true, at: 1)
        #expect(pager.position == 1 && pager.crossFade?.page == 0)
        pager.scroll(notches: 1, at: 2)
        #expect(pager.position == 2 && pager.crossFade?.page == 1)
    }

    @Test func aDragStillFollowsAndSettles() {
        let pager = pager()
        pager.press(at: 0)
        pager.beginDrag(at: 0)
        pager.drag(by: -100, at: 0.05)
        #expect(pager.position == 0.25)
        pager.endDrag(velocityX: -1000, at: 0.1)
        pager.advance(to: 0.15)
        #expect(pager.position > 0.25 && pager.position < 1, "it springs, as the user's own motion")
        #expect(pager.crossFade == nil)
    }

    @Test func opacityScalesWhatADrawListDrew() {
        var list = DrawList()
        list.fill(Rect(x: 0, y: 0, width: 10, height: 10), Color(rgb: 0xFF0000))
        list.withOpacity(0.5) { faded in
            faded.clipped(to: Rect(x: 0, y: 0, width: 5, height: 5)) { inner in
                inner.fill(Rect(x: 0, y: 0, width: 10, height: 10), Color(rgb: 0x00FF00, alpha: 200))
                inner.text("a", at: .zero, style: TextStyle(size: 10), color: .black)
            }
        }
        #expect(list.commands == [
            .fill(Rect(x: 0, y: 0, width: 10, height: 10), Color(rgb: 0xFF0000), cornerRadius: 0),
            .pushClip(Rect(x: 0, y: 0, width: 5, height: 5)),
            .fill(Rect(x: 0, y: 0, width: 10, height: 10), Color(rgb: 0x00FF00, alpha: 100), cornerRadius: 0),
            .text("a", origin: .zero, style: TextStyle(size: 10), color: Color(rgb: 0, alpha: 128)),
            .popClip,
        ])
    }
}
