@testable import PagerAccessibility
import Testing

@Suite(.tags(.unit))
struct ReconnectBackOffTests {
    /// 0.1 s doubling to 5 s, and from 0.1 s again after a success.
    @Test func delaysDoubleToTheLongestAndStartAgain() {
        var backOff = ReconnectBackOff()
        let delays = (0..<9).map { _ in backOff.delay() }
        #expect(delays == [0.1, 0.2, 0.4, 0.8, 1.6, 3.2, 5, 5, 5])
        backOff.reset()
        #expect(backOff.delay() == 0.1)
    }
}
