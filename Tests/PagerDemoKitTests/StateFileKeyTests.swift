import PagerCore
import Testing
@testable import PagerDemoKit

/// A `--state` file without a key it needs names that key, as every other state and config
/// message names what it is about.
@Suite(.tags(.unit))
struct StateFileKeyTests {
    private func failure(_ text: String) -> String? {
        do {
            _ = try NavigationState.parse(text, source: "state.json")
            return nil
        } catch {
            return error.description
        }
    }

    @Test func aMissingScreenIsNamed() {
        #expect(failure("{\"version\":1,\"pagers\":[]}") == "state.json:1: missing required key \"screen\"")
    }

    @Test func aPagerWithoutItsPageIsNamed() {
        let text = """
        {"version":1,"screen":{"id":"Feed","index":0,"neighbours":[]},
         "pagers":[{"screen":"Feed","header":3}]}
        """
        #expect(failure(text) == "state.json:2: pagers[0]: missing required key \"page\"")
    }
}
