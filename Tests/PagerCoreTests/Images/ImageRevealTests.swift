import Testing
@testable import PagerCore

/// The fade of an image whose pixels just arrived.
@Suite("ImageReveal", .tags(.unit)) struct ImageRevealTests {
    @Test func fadesOnASmoothstepOverTheDuration() {
        let d = ImageReveal.duration
        #expect(ImageReveal.opacity(since: 3, now: 3, reducesMotion: false) == 0)
        #expect(abs(ImageReveal.opacity(since: 3, now: 3 + d / 2, reducesMotion: false) - 0.5) < 1e-12)
        // At a quarter: 3(0.25)^2 - 2(0.25)^3 = 0.15625.
        #expect(abs(ImageReveal.opacity(since: 3, now: 3 + d / 4, reducesMotion: false) - 0.15625) < 1e-12)
        #expect(ImageReveal.opacity(since: 3, now: 3 + d, reducesMotion: false) == 1)
        #expect(ImageReveal.opacity(since: 3, now: 100, reducesMotion: false) == 1)
        #expect(ImageReveal.opacity(since: 3, now: 2, reducesMotion: false) == 0)
    }

    @Test func reducedMotionShowsThePictureAtOnce() {
        #expect(ImageReveal.opacity(since: 3, now: 3, reducesMotion: true) == 1)
        #expect(!ImageReveal.isRevealing(since: 3, now: 3, reducesMotion: true))
    }

    @Test func revealsOnlyWithinTheDuration() {
        let d = ImageReveal.duration
        #expect(ImageReveal.isRevealing(since: 3, now: 3, reducesMotion: false))
        #expect(ImageReveal.isRevealing(since: 3, now: 3 + d * 0.9, reducesMotion: false))
        #expect(!ImageReveal.isRevealing(since: 3, now: 3 + d, reducesMotion: false))
        #expect(!ImageReveal.isRevealing(since: .nan, now: 3, reducesMotion: false))
    }
}
