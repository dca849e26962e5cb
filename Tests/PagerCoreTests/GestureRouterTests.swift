import Testing
import PagerCore

/// Two pagers in one place, the inner one drawn over the outer's page (a pager screen inside the
/// screens' pager): the router's chain is inner, then outer.
private final class NestedPagers: GestureContainer {
    let inner: PagedView
    let outer: PagedView
    var router = GestureRouter()

    init(innerPage: Int, outerPage: Int = 1, outerLooping: Bool = false) {
        inner = PagedView(pageCount: 3, initialPage: innerPage)
        var configuration = PagedView.Configuration()
        configuration.isLooping = outerLooping
        outer = PagedView(pageCount: 3, initialPage: outerPage, configuration: configuration)
        for pager in [inner, outer] { pager.frame = Rect(x: 0, y: 0, width: 400, height: 300) }
    }

    func collectGestureParticipants(at point: Point, into chain: inout [any GestureParticipant]) {
        chain.append(inner)
        chain.append(outer)
    }

    func send(_ kind: InputEvent.Kind, at time: Double) {
        router.handle(InputEvent(kind, at: time), in: self)
    }

    /// Down at x0, moves to x1 in 10 pt steps 10 ms apart, and holds there (no release).
    func drag(from x0: Double, to x1: Double, at start: Double = 0) {
        send(.pointerDown(Point(x: x0, y: 100)), at: start)
        let steps = Int((abs(x1 - x0) / 10).rounded(.up))
        for step in 1...steps {
            let x = x0 + (x1 - x0) * Double(step) / Double(steps)
            send(.pointerMove(Point(x: x, y: 100)), at: start + 0.01 * Double(step))
        }
    }
}

/// Records what the router asks of it; claims what it is told to.
private final class Recorder: GestureParticipant {
    var claim: DragClaim
    var usesTaps: Bool
    var catches = false
    var log: [String] = []
    var dragged = (dx: 0.0, dy: 0.0)

    init(claim: DragClaim = .decline, usesTaps: Bool = false) {
        self.claim = claim
        self.usesTaps = usesTaps
    }

    func pressGesture(at point: Point, at time: Double) -> Bool { log.append("press"); return catches }
    func dragClaim(axis: Axis, delta: Double) -> DragClaim { claim }
    func beginDragGesture(axis: Axis, at time: Double) { log.append("begin") }
    func dragGesture(dx: Double, dy: Double, at time: Double) { dragged.dx += dx; dragged.dy += dy }
    func endDragGesture(velocityX: Double, velocityY: Double, at time: Double) { log.append("end") }
    func tapGesture(at point: Point, at time: Double) -> Bool {
        guard usesTaps else { return false }
        log.append("tap")
        return true
    }
    func releaseGesture(at time: Double) { log.append("release") }
}

private final class Chain: GestureContainer {
    let participants: [Recorder]
    var router = GestureRouter()
    init(_ participants: [Recorder]) { self.participants = participants }
    func collectGestureParticipants(at point: Point, into chain: inout [any GestureParticipant]) {
        chain += participants
    }
    func send(_ kind: InputEvent.Kind, at time: Double) { router.handle(InputEvent(kind, at: time), in: self) }
}

@Suite(.tags(.unit))
struct GestureRouterTests {
    /// Outward from the inner pager's last page, the drag is the outer pager's from its start:
    /// the inner one does not rubber-band first, and it never gets the drag back.
    @Test func anInnerPagerAtItsEdgeHandsAnOutwardDragToItsParent() {
        let pagers = NestedPagers(innerPage: 2)
        pagers.drag(from: 300, to: 160)
        #expect(pagers.inner.position == 2)
        // 140 pt of travel less the 8 pt slop, over a 400 pt page.
        #expect(abs(pagers.outer.position - (1 + 132.0 / 400)) < 1e-12)
        // Back past the start: still the outer pager's drag.
        pagers.send(.pointerMove(Point(x: 400, y: 100)), at: 0.5)
        #expect(pagers.inner.position == 2)
        #expect(pagers.outer.position < 1)
    }

    @Test func anInwardDragStaysWithTheInnerPager() {
        let pagers = NestedPagers(innerPage: 2)
        pagers.drag(from: 100, to: 200)
        #expect(abs(pagers.inner.position - (2 - 92.0 / 400)) < 1e-12)
        #expect(pagers.outer.position == 1)
    }

    /// With both pagers at their edge, the inner one takes the drag and rubber-bands.
    @Test func whenNoneCanMoveTheInnermostRubberBands() {
        let pagers = NestedPagers(innerPage: 0, outerPage: 0)
        pagers.drag(from: 100, to: 200)
        #expect(pagers.inner.position < 0 && pagers.inner.position > -92.0 / 400)
        #expect(pagers.outer.position == 0)
    }

    /// A looping outer pager has no edge, yet a middle inner page keeps its own drags.
    @Test func innermostClaimWins() {
        let pagers = NestedPagers(innerPage: 1, outerLooping: true)
        pagers.drag(from: 300, to: 200)
        #expect(pagers.inner.position > 1 && pagers.outer.position == 1)
    }

    /// A press that catches the outer pager mid-settle gives it the next drag, even where the
    /// inner pager could move.
    @Test func aCaughtMotionTakesTheDrag() {
        let pagers = NestedPagers(innerPage: 1)
        pagers.outer.moveToPage(at: 2, at: 0)
        pagers.outer.advance(to: 0.05)
        let caught = pagers.outer.position
        #expect(caught > 1 && caught < 2)
        pagers.drag(from: 200, to: 300, at: 0.05)
        #expect(pagers.inner.position == 1)
        #expect(abs(pagers.outer.position - (caught - 92.0 / 400)) < 1e-9)
    }

    @Test func theOwnerGetsTheFirstMovementFromTheSlopAndTheOthersAreReleased() {
        let vertical = Recorder(claim: .decline), horizontal = Recorder(claim: .claim)
        let chain = Chain([vertical, horizontal])
        chain.send(.pointerDown(Point(x: 100, y: 100)), at: 0)
        chain.send(.pointerMove(Point(x: 130, y: 104)), at: 0.01)
        #expect(horizontal.log == ["press", "begin"])
        #expect(horizontal.dragged.dx == 22 && horizontal.dragged.dy == 4)
        #expect(vertical.log == ["press", "release"])
        chain.send(.pointerUp(Point(x: 130, y: 104)), at: 0.02)
        #expect(horizontal.log == ["press", "begin", "end"])
        #expect(vertical.log == ["press", "release"])
    }

    @Test func aClaimOutranksAnEdgeFurtherIn() {
        let atEdge = Recorder(claim: .atEdge), outer = Recorder(claim: .claim)
        let chain = Chain([atEdge, outer])
        chain.send(.pointerDown(Point(x: 100, y: 100)), at: 0)
        chain.send(.pointerMove(Point(x: 130, y: 100)), at: 0.01)
        #expect(outer.log.last == "begin" && atEdge.log.last == "release")
    }

    @Test func aTapGoesInwardFirstAndStopsAtTheFirstThatUsesIt() {
        let first = Recorder(), second = Recorder(usesTaps: true), third = Recorder(usesTaps: true)
        let chain = Chain([first, second, third])
        chain.send(.pointerDown(Point(x: 10, y: 10)), at: 0)
        chain.send(.pointerUp(Point(x: 10, y: 10)), at: 0.05)
        #expect(first.log == ["press", "release"])
        #expect(second.log == ["press", "tap"])
        #expect(third.log == ["press", "release"])
    }

    /// A press that stopped something moving is not a tap on anything.
    @Test func aPressThatCaughtAMotionTapsNothing() {
        let content = Recorder(usesTaps: true), pager = Recorder()
        pager.catches = true
        let chain = Chain([content, pager])
        chain.send(.pointerDown(Point(x: 10, y: 10)), at: 0)
        chain.send(.pointerUp(Point(x: 10, y: 10)), at: 0.05)
        #expect(content.log == ["press", "release"])
        #expect(pager.log == ["press", "release"])
    }

    @Test func aCancelReleasesTheWholeChain() {
        let owner = Recorder(claim: .claim), other = Recorder()
        let chain = Chain([owner, other])
        chain.send(.pointerDown(Point(x: 0, y: 0)), at: 0)
        chain.send(.pointerMove(Point(x: 20, y: 0)), at: 0.01)
        chain.send(.pointerCancel, at: 0.02)
        #expect(owner.log == ["press", "begin", "release"])
        #expect(other.log == ["press", "release"], "released once, when the drag began")
        #expect(!chain.router.isActive)
    }
}
