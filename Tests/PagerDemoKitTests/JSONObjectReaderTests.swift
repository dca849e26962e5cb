import Testing
@testable import PagerDemoKit

@Suite(.tags(.unit))
struct JSONObjectReaderTests {
    private let config = """
        {
          "title": "Demo",
          "fps": 60,
          "speed": 1.5,
          "dark": true,
          "nothing": null,
          "header": {
            "title": 7
          },
          "pages": [
            {"color": "red"},
            {"color": "green", "rows": 2.5},
            {"colour": "blu"}
          ],
          "tags": ["a", 3]
        }
        """

    private func root() throws -> JSONObjectReader {
        try JSONObjectReader(JSONParser.parse(config, source: "demo.json"), source: "demo.json")
    }

    /// The error `body` throws, rendered as the user sees it.
    private func failure(_ body: () throws -> Void) -> String? {
        do {
            try body()
            return nil
        } catch let error as InputError {
            return error.description
        } catch {
            return "not an InputError: \(error)"
        }
    }

    @Test func readsPresentValues() throws {
        let root = try root()
        #expect(try root.string("title") == "Demo")
        #expect(try root.requiredString("title") == "Demo")
        #expect(try root.integer("fps", in: 1...240) == 60)
        #expect(try root.requiredInteger("fps", in: 1...240) == 60)
        #expect(try root.number("speed", in: 0...10) == 1.5)
        #expect(try root.requiredNumber("speed", in: 0...10) == 1.5)
        #expect(try root.bool("dark") == true)
        #expect(try root.array("tags")?.map(\.line) == [15, 15])
        #expect(root.keys == ["title", "fps", "speed", "dark", "nothing", "header", "pages", "tags"])
    }

    @Test func absentAndNullAreNil() throws {
        let root = try root()
        #expect(try root.string("missing") == nil)
        #expect(try root.string("nothing") == nil)
        #expect(try root.number("nothing", in: 0...1) == nil)
        #expect(try root.integer("missing", in: 0...1) == nil)
        #expect(try root.bool("missing") == nil)
        #expect(try root.array("missing") == nil)
        #expect(try root.objects("missing") == nil)
        #expect(try root.object("nothing") == nil)
        #expect(root.value("nothing")?.isNull == true)
        #expect(root.value("missing") == nil)
    }

    @Test func nestedReadersCarryPaths() throws {
        let root = try root()
        let header = try #require(try root.object("header"))
        #expect(header.path == "header")
        #expect(header.line == 7)
        let pages = try #require(try root.objects("pages"))
        #expect(pages.map(\.path) == ["pages[0]", "pages[1]", "pages[2]"])
        #expect(pages.map(\.line) == [11, 12, 13])
        let tags = try #require(try root.elements("tags"))
        #expect(tags.map(\.path) == ["tags[0]", "tags[1]"])
        #expect(try tags[0].string() == "a")
    }

    @Test func typeMismatchesNameThePathAndLine() throws {
        let root = try root()
        #expect(failure { _ = try root.object("header")?.string("title") }
                == "demo.json:8: header.title: expected a string, found a number")
        #expect(failure { _ = try root.number("title", in: 0...1) }
                == "demo.json:2: title: expected a number, found a string")
        #expect(failure { _ = try root.integer("dark", in: 0...1) }
                == "demo.json:5: dark: expected a whole number, found a boolean")
        #expect(failure { _ = try root.bool("fps") }
                == "demo.json:3: fps: expected a boolean, found a number")
        #expect(failure { _ = try root.array("header") }
                == "demo.json:7: header: expected an array, found an object")
        #expect(failure { _ = try root.object("pages") }
                == "demo.json:10: pages: expected an object, found an array")
        #expect(failure { _ = try root.objects("tags") }
                == "demo.json:15: tags[0]: expected an object, found a string")
        #expect(failure { _ = try root.elements("tags")?[1].string() }
                == "demo.json:15: tags[1]: expected a string, found a number")
    }

    @Test func outOfRangeAndFractionalNumbers() throws {
        let root = try root()
        #expect(failure { _ = try root.integer("fps", in: 1...30) }
                == "demo.json:3: fps: must be between 1 and 30, found 60")
        #expect(failure { _ = try root.number("speed", in: 0.25...1.25) }
                == "demo.json:4: speed: must be between 0.25 and 1.25, found 1.5")
        #expect(failure { _ = try root.objects("pages")?[1].integer("rows", in: 0...100) }
                == "demo.json:12: pages[1].rows: expected a whole number, found 2.5")
    }

    @Test func hugeWholeNumbersAreOutOfRangeNotATrap() throws {
        let node = try JSONParser.parse("{\"n\": 1e300}", source: "x.json")
        let reader = try JSONObjectReader(node, source: "x.json")
        #expect(failure { _ = try reader.integer("n", in: 0...Int.max) }
                == "x.json:1: n: must be between 0 and \(Double(Int.max)), found 1e+300")
    }

    @Test func missingRequiredKeysNameTheObject() throws {
        let root = try root()
        #expect(failure { _ = try root.requiredString("name") }
                == "demo.json:1: missing required key \"name\"")
        #expect(failure { _ = try root.object("header")?.requiredInteger("height", in: 0...100) }
                == "demo.json:7: header: missing required key \"height\"")
        #expect(failure { _ = try root.requiredString("nothing") }
                == "demo.json:6: nothing: expected a string, found null")
    }

    @Test func unknownKeysAreNamedWithTheirLine() throws {
        let root = try root()
        let pages = try #require(try root.objects("pages"))
        try pages[0].rejectUnknownKeys(allowed: ["color", "rows"])
        #expect(failure { try pages[2].rejectUnknownKeys(allowed: ["rows", "color"]) }
                == "demo.json:13: pages[2]: unknown key \"colour\" (allowed: color, rows)")
        #expect(failure { try root.rejectUnknownKeys(allowed: ["title"]) }
                == "demo.json:3: unknown key \"fps\" (allowed: title)")
    }

    @Test func callerErrorsPointAtTheMember() throws {
        let pages = try #require(try root().objects("pages"))
        #expect(pages[1].error("unknown colour \"green\"", key: "color").description
                == "demo.json:12: pages[1].color: unknown colour \"green\"")
        #expect(pages[1].error("too many rows").description == "demo.json:12: pages[1]: too many rows")
        #expect(pages[1].error("absent", key: "nope").description == "demo.json:12: pages[1]: absent")
    }

    @Test func rootMustBeAnObject() {
        #expect(failure { _ = try JSONObjectReader(JSONNode(.array([]), line: 1), source: "a.json") }
                == "a.json:1: expected an object, found an array")
    }
}
