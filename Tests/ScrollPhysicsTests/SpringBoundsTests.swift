import Foundation
import ScrollPhysics
import Testing

/// Any spring the API accepts settles in bounded time: its settle time is found in a bounded
/// number of steps, is finite, and the spring is at rest from then on. A stiffness of 1e36 made
/// `settleTime()` count peaks with a Double above 2^53, where `k -= 1` no longer changes it, and
/// never return (nor did `SettlingSpring.init`, which finds it).
@Suite(.tags(.unit)) struct SpringBoundsTests {
    /// Runs `body` on a thread of its own and waits at most `seconds` for it: whether it
    /// returned by then. A computation that never ends fails the test instead of hanging the
    /// suite (its thread is left spinning until the process exits).
    static func returns(within seconds: Double, _ body: @escaping @Sendable () -> Void) -> Bool {
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            body()
            done.signal()
        }
        return done.wait(timeout: .now() + seconds) == .success
    }

    /// What the thread of ``returns(within:_:)`` found, read once it has signalled.
    final class Found<Value>: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: Value?
        func set(_ value: Value) { lock.withLock { stored = value } }
        var value: Value? { lock.withLock { stored } }
    }

    /// Springs at and past the ends of what the API accepts: stiff, stiff and nearly undamped,
    /// heavy, light, overdamped.
    static let extremeSprings: [SpringDescription] = [
        SpringDescription(mass: 1, stiffness: 1e36, damping: 10),
        SpringDescription(mass: 0.5, stiffness: 1e36, damping: 1e-3),
        SpringDescription(dampingRatio: 1, mass: 1, stiffness: 1e36),
        SpringDescription(dampingRatio: 0.01, mass: 1e-9, stiffness: 1e300),
        SpringDescription(mass: 1e-6, stiffness: 1e12, damping: 2e-13),
        SpringDescription(mass: 1e6, stiffness: 1e-6, damping: 1e-6),
        SpringDescription(mass: 1e-300, stiffness: 1, damping: 1e300),
    ]

    @Test(arguments: extremeSprings)
    func anExtremeSpringSettlesInBoundedTime(_ description: SpringDescription) {
        let spring = SpringSimulation(spring: description, startPosition: 1, target: 0, velocity: 40,
                                      tolerance: .points(per: 400))
        let result = Found<(settle: Double, settling: Double)>()
        #expect(Self.returns(within: 20) { result.set((spring.settleTime(), SettlingSpring(spring).settleTime)) })
        guard let (settle, settling) = result.value else { return }
        #expect(settle.isFinite && settle >= 0 && settle <= SpringSimulation.settleLimit)
        #expect(settling == settle)
        #expect(SettlingSpring(spring).isDone(at: settle))
        if settle < SpringSimulation.settleLimit {
            // Done at its settle time, and at rest from then on.
            #expect(spring.isDone(at: settle))
            #expect(spring.isDone(at: settle + 1))
        }
    }

    @Test(arguments: extremeSprings)
    func anExtremeSpringSettlesWithinAnyLimit(_ description: SpringDescription) {
        let spring = SpringSimulation(spring: description, startPosition: 1, target: 0, velocity: 40,
                                      tolerance: .points(per: 400))
        let result = Found<Double>()
        #expect(Self.returns(within: 20) { result.set(spring.settleTime(resolution: 1e-9, limit: .greatestFiniteMagnitude)) })
        guard let settle = result.value else { return }
        #expect(settle.isFinite && settle >= 0 && settle <= 1e9)
        if settle < 1e9 { #expect(spring.isDone(at: settle)) }
    }

    /// A stiff, nearly undamped spring with a limit so long that its peaks run past 2^52: the
    /// envelope answers, and the spring is done at that time.
    @Test func peaksPastTwoToTheFiftyTwoAreAnsweredByTheEnvelope() {
        let spring = SpringSimulation(spring: SpringDescription(mass: 1e-6, stiffness: 1e12, damping: 2e-13),
                                      startPosition: 1, target: 0, velocity: 0, tolerance: Tolerance(distance: 0.01, velocity: 1e12))
        let result = Found<Double>()
        #expect(Self.returns(within: 20) { result.set(spring.settleTime(limit: 1e9)) })
        guard let settle = result.value else { return }
        // e^(-decay t) stays above 0.01 until t = ln(100) / decay, decay = c / 2m = 1e-7.
        let envelope = Foundation.log(100.0) / 1e-7
        #expect(settle >= envelope * (1 - 1e-12))
        #expect(settle <= envelope + 1)
        #expect(spring.isDone(at: settle))
    }

    @Test("the settle time's own numbers are bounded",
          arguments: [(Double.nan, Double.nan), (0, .infinity), (-1, -1), (.infinity, 0), (1e-300, 1e300)])
    func settleTimeArguments(_ resolution: Double, _ limit: Double) {
        let spring = SpringSimulation(spring: .pageSnap, startPosition: 1, target: 0, velocity: 0,
                                      tolerance: .points(per: 400))
        let result = Found<Double>()
        #expect(Self.returns(within: 20) { result.set(spring.settleTime(resolution: resolution, limit: limit)) })
        guard let settle = result.value else { return }
        #expect(settle.isFinite && settle >= 0 && settle <= 1e9)
    }
}
