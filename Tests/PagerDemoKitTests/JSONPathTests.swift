import Testing
@testable import PagerDemoKit

/// Error fields are paths of at most ``JSONPath/maximumFieldLength`` characters.
@Suite(.tags(.unit))
struct JSONPathTests {
    @Test func aPathThatFitsIsShownWhole() {
        #expect(JSONPath.field("screens[1].pages[2].color") == "screens[1].pages[2].color")
        let exact = "pages" + String(repeating: "[0]", count: 25)  // 80 characters
        #expect(exact.count == JSONPath.maximumFieldLength)
        #expect(JSONPath.field(exact) == exact)
        #expect(JSONPath.field("") == nil)
    }

    @Test func aLongPathKeepsItsStartAndEndAtComponentBoundaries() throws {
        let path = "screens[1].pages" + String(repeating: "[0]", count: 300) + ".color"
        let field = try #require(JSONPath.field(path))
        #expect(field.count <= JSONPath.maximumFieldLength)
        #expect(field.count >= JSONPath.maximumFieldLength - 3, "uses the room it has")
        #expect(field.hasPrefix("screens[1].pages[0]"))
        #expect(field.hasSuffix("[0][0].color"))
        let parts = field.split(separator: "…", omittingEmptySubsequences: false)
        #expect(parts.count == 2)
        // Cut between components: the head ends after one, the tail starts with one.
        #expect(parts[0].hasSuffix("]") && parts[1].hasPrefix("["))
    }

    @Test func aLongKeyWithNoBoundaryIsCutByCharacters() throws {
        let key = String(repeating: "k", count: 500)
        let field = try #require(JSONPath.field("theme." + key))
        #expect(field.count == JSONPath.maximumFieldLength)
        #expect(field.hasPrefix("theme.") && field.contains("…") && field.hasSuffix("kkkk"))
    }

    /// The report: a config with arrays nested hundreds deep printed an 835-character line.
    @Test func aDeeplyNestedConfigErrorIsOneShortLine() throws {
        let json = "{\"pages\": " + String(repeating: "[", count: 300) + String(repeating: "]", count: 300) + "}"
        do {
            _ = try DemoConfig.parse(json, source: "deep.json")
            Issue.record("a 300-deep config parsed")
        } catch {
            let field = try #require(error.field)
            #expect(field.count <= JSONPath.maximumFieldLength)
            #expect(field.hasPrefix("pages[0][0]") && field.contains("…") && field.hasSuffix("[0]"))
            #expect(error.description.hasPrefix("deep.json:1: pages[0]"))
            #expect(error.description.contains("nested deeper than \(JSONParser.maximumDepth) levels"))
            #expect(error.description.count < 160, "\(error.description.count) characters: \(error.description)")
        }
    }

    @Test func anUnknownKeyThousandsOfCharactersLongIsShownShortened() {
        let key = String(repeating: "k", count: 3000)
        do {
            _ = try DemoConfig.parse("{\"\(key)\": 1, \"pages\": []}", source: "key.json")
            Issue.record("an unknown key was accepted")
        } catch {
            #expect(error.description.hasPrefix("key.json:1: unknown key \"kkk"))
            #expect(error.description.contains("…"))
            // The key shortened to about 80 characters, the message around it, and the allowed keys.
            let allowed = ConfigKeys.singleScreen(.pager).sorted().joined(separator: ", ")
            #expect(error.description.count < 150 + allowed.count, "\(error.description.count) characters")
        }
    }
}
