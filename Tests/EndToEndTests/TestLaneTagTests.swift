import Foundation
import Testing

/// Every test says what it needs (CONTRIBUTING.md, Test lanes): each top-level suite of a test
/// file carries `.tags(...)` on its `@Suite`, or each of its `@Test`s does, or it extends a
/// suite that does; and the suites of the fast lane's targets are `unit` only.
@Suite(.tags(.unit)) struct TestLaneTagTests {
    /// The targets `scripts/test --fast` runs: no process, no display.
    static let fastLane = ["ScrollPhysicsTests", "PagerCoreTests", "LibraryMisuseTests",
                           "PagerAccessibilityTests", "PagerSDLTests"]

    static let targets: [String] = {
        let tests = Toolchain.packageRoot.appendingPathComponent("Tests").path
        return ((try? FileManager.default.contentsOfDirectory(atPath: tests)) ?? [])
            .filter { $0.hasSuffix("Tests") }.sorted()
    }()

    /// The Swift files of a test target, path and text.
    static func files(of target: String) -> [(path: String, text: String)] {
        let folder = Toolchain.packageRoot.appendingPathComponent("Tests/\(target)")
        let names = (FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? [])
            .filter { $0.hasSuffix(".swift") }.sorted()
        return names.compactMap { name in
            (try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)).map { ("Tests/\(target)/\(name)", $0) }
        }
    }

    /// A declaration at column 0: its header (the comments and attributes since the previous
    /// one ended), its kind and name, and its body.
    struct TopLevel {
        var header: String
        var kind: String
        var name: String
        var body: String
    }

    static func topLevels(_ text: String) -> [TopLevel] {
        var result: [TopLevel] = []
        var header = "", current: TopLevel?
        let declaration = /^(?:@.*\s)?(?:(?:final|public|package|private|fileprivate)\s+)*(struct|enum|class|actor|extension)\s+(\w+)/
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if var open = current {
                open.body += line + "\n"
                current = open
                if line.hasPrefix("}") { result.append(open); current = nil; header = "" }
                continue
            }
            if let match = line.prefixMatch(of: declaration) {
                let item = TopLevel(header: header + line, kind: String(match.1), name: String(match.2), body: line + "\n")
                let opens = line.filter { $0 == "{" }.count, closes = line.filter { $0 == "}" }.count
                if opens > 0 && opens == closes { result.append(item); header = "" } else { current = item }
            } else {
                header += line + "\n"
            }
        }
        return result
    }

    /// Each `@Test` attribute of `body`, up to its `func`.
    static func testAttributes(_ body: String) -> [Substring] {
        body.matches(of: /@Test\b[\s\S]*?\bfunc\b/).map(\.0)
    }

    @Test(arguments: targets) func everyTestCarriesALaneTag(target: String) {
        let files = Self.files(of: target)
        let tagged = Set(files.flatMap { Self.topLevels($0.text) }
            .filter { $0.kind != "extension" && $0.header.contains(".tags(") }.map(\.name))
        for file in files {
            for item in Self.topLevels(file.text) where item.body.contains("@Test") {
                let tests = Self.testAttributes(item.body)
                let ok = item.header.contains(".tags(") || (item.kind == "extension" && tagged.contains(item.name))
                    || (!tests.isEmpty && tests.allSatisfy { $0.contains(".tags(") })
                #expect(ok, "\(file.path): \(item.kind) \(item.name) has tests but no lane tag (CONTRIBUTING.md, Test lanes)")
            }
        }
    }

    @Test(arguments: fastLane) func theFastLanesTargetsAreUnitOnly(target: String) {
        for file in Self.files(of: target) where !file.path.hasSuffix("/Tags.swift") {
            for tags in file.text.matches(of: /\.tags\(([^)]*)\)/) {
                let names = tags.1.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
                #expect(names.contains(".unit") && !names.contains(".process") && !names.contains(".display"),
                        "\(file.path): .tags(\(tags.1)) in a target of scripts/test --fast")
            }
        }
    }
}
