@testable import PagerAccessibility
import Testing

@Suite(.tags(.unit))
struct CallInterestTests {
    @Test func secondsFromAFractionOfOneToAnHour() {
        #expect(CallInterest.parse("0.5") == 0.5)
        #expect(CallInterest.parse("3600") == 3600)
        for bad in ["", "abc", "0", "0.01", "-1", "3601", "nan", "inf", "5s"] {
            #expect(CallInterest.parse(bad) == nil, "\(bad)")
        }
    }
}
