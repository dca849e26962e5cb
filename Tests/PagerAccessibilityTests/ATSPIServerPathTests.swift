@testable import PagerAccessibility
import Testing

/// Object paths: each object has one, written as the server writes references.
@Suite(.tags(.unit))
struct ATSPIServerPathTests {
    @Test func eachObjectHasOnePath() {
        #expect(ATSPIServer.id(ofPath: ATSPIServer.rootPath) == 0)
        #expect(ATSPIServer.id(ofPath: ATSPIServer.pathPrefix + "1") == 1)
        #expect(ATSPIServer.id(ofPath: ATSPIServer.pathPrefix + "42") == 42)
        for alias in ["01", "001", "0", "00", "+1", "-1", "1x", "", "99999999999999999999"] {
            #expect(ATSPIServer.id(ofPath: ATSPIServer.pathPrefix + alias) == nil, "\(alias)")
        }
    }
}
