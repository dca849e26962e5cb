import Testing
@testable import PagerCore

/// `consume` returns what it cannot use; the tests name the exact leftovers.
@Suite(.tags(.unit))
struct ScrollPositionTests {
    /// Content 1000, viewport 400: offsets 0...600.
    @Test func consumeInsideTheRangeUsesEverything() {
        var position = ScrollPosition(contentLength: 1000, viewportLength: 400)
        #expect(position.maxOffset == 600)
        #expect(position.consume(250.5) == 0)
        #expect(position.offset == 250.5)
        #expect(position.consume(-0.5) == 0)
        #expect(position.offset == 250)
    }

    @Test func consumePastTheEndReturnsTheRest() {
        var position = ScrollPosition(contentLength: 1000, viewportLength: 400, offset: 500)
        #expect(position.consume(130) == 30)
        #expect(position.offset == 600)
        #expect(position.consume(10) == 10)
    }

    @Test func consumePastTheStartReturnsANegativeRest() {
        var position = ScrollPosition(contentLength: 1000, viewportLength: 400, offset: 40)
        #expect(position.consume(-100) == -60)
        #expect(position.offset == 0)
    }

    @Test func contentShorterThanTheViewportDoesNotScroll() {
        var position = ScrollPosition(contentLength: 180, viewportLength: 400)
        #expect(position.maxOffset == 0)
        #expect(position.consume(50) == 50)
        #expect(position.consume(-50) == -50)
        #expect(position.offset == 0)
    }

    @Test func shrinkingTheContentClampsTheOffset() {
        var position = ScrollPosition(contentLength: 1000, viewportLength: 400, offset: 600)
        position.setLengths(content: 700, viewport: 400)
        #expect(position.offset == 300)
        position.setLengths(content: 700, viewport: 800)
        #expect(position.offset == 0)
    }

    @Test func visibleOffsetAddsTheOverscroll() {
        var position = ScrollPosition(contentLength: 1000, viewportLength: 400)
        position.overscroll = -12.5
        #expect(position.visibleOffset == -12.5)
        #expect(position.consume(5) == 0)
        #expect(position.visibleOffset == -7.5)
    }

    @Test func nonFiniteDeltasAreIgnored() {
        var position = ScrollPosition(contentLength: 1000, viewportLength: 400, offset: 10)
        #expect(position.consume(.nan) == 0)
        #expect(position.offset == 10)
    }

    /// A pull held past the top while the window shrinks: the band keeps within the new
    /// viewport (the rubber band's asymptote), at either end.
    @Test func aShrinkingViewportPullsTheBandIn() {
        var position = ScrollPosition(contentLength: 2000, viewportLength: 900)
        position.overscroll = -780
        position.setLengths(content: 2000, viewport: 110)
        #expect(position.overscroll == -110 && position.visibleOffset == -110)
        position.overscroll = 95
        position.setLengths(content: 2000, viewport: 60)
        #expect(position.overscroll == 60)
        position.setLengths(content: 2000, viewport: 500)
        #expect(position.overscroll == 60, "a growing viewport leaves the band where it is")
    }
}
