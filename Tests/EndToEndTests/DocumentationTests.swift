import Foundation
import Testing

/// The documentation builds: `scripts/docs` converts each library product's DocC catalog over
/// that module's symbol graph alone without a warning (an unresolved link, an undocumented
/// parameter, a topic that names nothing), every public symbol has documentation, and what it
/// documents is the API an app should see.
@Suite(.tags(.process, .slow)) struct DocumentationTests {
    static let tools = Toolchain.swiftc != nil && Toolchain.docc != nil
    static let modules = ["ScrollPhysics", "PagerCore", "PagerSDL", "PagerAccessibility"]

    @Test(.enabled(if: tools, "docc or swiftc not found on PATH or in /opt/swift/usr/bin"))
    func eachModuleConvertsOnItsOwnWithoutWarnings() throws {
        let docs = try SymbolGraphs.built.get()
        #expect(docs.run.status == 0, "\(docs.run.stderr)")
        for module in Self.modules {
            #expect(docs.run.stdout.contains("\(module): \(docs.scratch.path("\(module).doccarchive"))"), "\(module)")
        }
    }

    /// Every public symbol of every product has a doc comment, or implements a requirement whose
    /// documentation DocC shows in its place.
    @Test(.enabled(if: tools, "docc or swiftc not found on PATH or in /opt/swift/usr/bin"))
    func everyPublicSymbolIsDocumented() throws {
        let docs = try SymbolGraphs.built.get()
        for module in Self.modules {
            #expect(try docs.undocumented(in: module) == [], "\(module)")
        }
    }

    /// The getting-started article's scene is the one the core's tests drive (DrivenInputTests:
    /// a drag, a touchpad pan, a wheel notch, a key and a resize through a FrameDriver).
    @Test func theArticlesSceneIsTheTestedOne() throws {
        let root = Toolchain.packageRoot
        let article = try String(contentsOf: root.appendingPathComponent("Sources/PagerCore/PagerCore.docc/GettingStarted.md"),
                                 encoding: .utf8)
        let tested = try String(contentsOf: root.appendingPathComponent("Tests/PagerCoreTests/DrivenPagerScene.swift"),
                                encoding: .utf8)
        let block = try #require(article.firstMatch(of: /```swift\n(final class MyPagerScene[\s\S]*?)```/)?.1)
        let copy = try #require(tested.firstMatch(of: /\/\/ article: begin\n([\s\S]*?)\/\/ article: end/)?.1)
        #expect(block == copy)
    }

    /// No test fakes, fuzzing or random helpers in the public API of the library products.
    @Test(.enabled(if: tools, "swiftc not found on PATH or in /opt/swift/usr/bin"))
    func publicAPIHasNoTestHelpers() throws {
        let graphs = try SymbolGraphs.built.get()
        for module in Self.modules {
            let names = try graphs.publicNames(of: module)
            #expect(names.count > 10, "\(module) has a public API")
            let helpers = names.filter { $0.lowercased().contains(/fake|fuzz|mock|stub|hostile|random|splitmix/) }
            #expect(helpers.isEmpty, "\(module): \(helpers)")
        }
    }

    /// The names the seed documents (docs/seeds.md) gave the concepts (their UIKit code is what
    /// users bring) are the names of the API, time-taking where a move starts motion.
    @Test(.enabled(if: tools, "swiftc not found on PATH or in /opt/swift/usr/bin"))
    func publicAPIUsesTheSeedsNames() throws {
        let names = Set(try SymbolGraphs.built.get().publicNames(of: "PagerCore"))
        let seeds = ["PagedView", "PagedView.moveToPage(at:animated:at:)", "PagedViewDelegate.didMoveToPage(index:at:)",
                     "TabbedView", "TabbedView.SizeConfiguration", "TabbedViewDelegate.didSelectTab(at:at:)",
                     "TabStripLayout.SizeConfiguration.fillEqually(height:spacing:)",
                     "TabStripLayout.SizeConfiguration.fixed(width:height:spacing:)",
                     "TabItem.onSelected()", "TabItem.onNotSelected()", "MenuItemView.didSelect()",
                     "MenuItemView.didDeselect()", "ViewPager", "TabbedPager.moveToPage(at:animated:at:)",
                     "ViewPagerDelegate.didMoveToPage(index:at:)"]
        #expect(seeds.filter { !names.contains($0) } == [])
    }
}

/// `scripts/docs` run once into a scratch folder: the products' symbol graphs and archives.
struct SymbolGraphs: Sendable {
    let scratch: Scratch
    let run: DemoProcess.Result

    static let built: Result<SymbolGraphs, any Error> = Result { try SymbolGraphs() }

    private init() throws {
        scratch = try Scratch()
        let script = Toolchain.packageRoot.appendingPathComponent("scripts/docs")
        run = try Toolchain.run(script, [scratch.path(".")], timeout: 600).result
    }

    func folder(of module: String) -> String { scratch.path("graphs/\(module)") }

    private func graph(of module: String) throws -> [String: Any] {
        let data = try Data(contentsOf: URL(fileURLWithPath: "\(folder(of: module))/\(module).symbols.json"))
        return try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
    }

    private func symbols(of module: String) throws -> [[String: Any]] {
        try graph(of: module)["symbols"] as? [[String: Any]] ?? []
    }

    private static func name(_ symbol: [String: Any]) -> String {
        (symbol["pathComponents"] as? [String])?.joined(separator: ".") ?? "?"
    }

    /// The module's public symbols by path (`PagedView.moveToPage(at:animated:at:)`).
    func publicNames(of module: String) throws -> [String] {
        try symbols(of: module).map(Self.name)
    }

    /// The module's public symbols that DocC would show without documentation: no doc comment
    /// of their own, and not standing for a documented requirement or default implementation
    /// (DocC shows the origin's documentation, the standard library's included).
    func undocumented(in module: String) throws -> [String] {
        let graph = try graph(of: module)
        let symbols = graph["symbols"] as? [[String: Any]] ?? []
        let relationships = graph["relationships"] as? [[String: Any]] ?? []
        var documented = Set<String>()
        var ours = Set<String>()
        for other in DocumentationTests.modules {
            for symbol in try self.symbols(of: other) {
                guard let id = (symbol["identifier"] as? [String: Any])?["precise"] as? String else { continue }
                ours.insert(id)
                if symbol["docComment"] != nil { documented.insert(id) }
            }
        }
        var origins: [String: String] = [:]
        for relationship in relationships {
            if let source = relationship["source"] as? String,
               let origin = (relationship["sourceOrigin"] as? [String: Any])?["identifier"] as? String {
                origins[source] = origin
            }
        }
        return symbols.filter { symbol in
            guard symbol["docComment"] == nil,
                  let id = (symbol["identifier"] as? [String: Any])?["precise"] as? String else { return false }
            // A synthesized member is named "<origin>::SYNTHESIZED::<type>".
            let origin = origins[id] ?? id.components(separatedBy: "::SYNTHESIZED::").dropLast().first
            guard let origin else { return true }
            return ours.contains(origin) ? !documented.contains(origin) : false
        }.map(Self.name).sorted()
    }
}
