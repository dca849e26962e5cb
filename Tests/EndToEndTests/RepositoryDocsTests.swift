import Foundation
import Testing

/// The repository's Markdown documents say what is there: the README stays a short front page
/// whose first app is the tested program, every relative link and every repository path named
/// in code voice exists, and the demo's manual lists exactly the flags `pager-demo --help` does.
@Suite struct RepositoryDocsTests {
    /// The README's most words (`wc -w`): what Pager is, a picture, the two commands, a first
    /// app and links, with everything else in the documents it links to.
    static let readmeWordLimit = 1_500

    private static func text(_ path: String) throws -> String {
        try String(contentsOf: Toolchain.packageRoot.appendingPathComponent(path), encoding: .utf8)
    }

    /// The Markdown documents: the top-level ones, docs/, and the DocC catalogs' articles.
    static let documents: [String] = {
        let root = Toolchain.packageRoot.path
        let top = ["README.md", "CONTRIBUTING.md", "CHANGELOG.md"]
        let nested = ["docs", "Sources"].flatMap { folder in
            (FileManager.default.enumerator(atPath: "\(root)/\(folder)")?.compactMap { $0 as? String } ?? [])
                .filter { $0.hasSuffix(".md") && !$0.hasPrefix(".build") }.map { "\(folder)/\($0)" }
        }
        return (top + nested).sorted()
    }()

    @Test(.tags(.unit)) func readmeIsShort() throws {
        let words = try Self.text("README.md").split(whereSeparator: \.isWhitespace).count
        #expect(words < Self.readmeWordLimit, "README.md has \(words) words")
    }

    /// The README's code is the getting-started article's manifest and ready window, which
    /// `GettingStartedTests` builds in a package of its own and runs, then the onboarding
    /// program, which ``AdopterPackage`` builds as it is (``readmeOnboarding``).
    @Test(.tags(.unit)) func readmeFirstAppIsTheArticlesTestedProgram() throws {
        let blocks = try Self.readmeSwiftBlocks()
        let article = try GettingStartedArticle()
        #expect(blocks.count == 3 && Array(blocks.prefix(2)) == [article.manifest, article.readyWindow])
        #expect(try Self.readmeOnboarding().contains("PagerScene.onboarding("))
    }

    /// The README's Swift code blocks, in order.
    static func readmeSwiftBlocks() throws -> [String] {
        try text("README.md").matches(of: /```swift\n([\s\S]*?)```/).map { String($0.1) }
    }

    /// The README's onboarding program: its third Swift block, a whole `main.swift`.
    static func readmeOnboarding() throws -> String {
        let blocks = try readmeSwiftBlocks()
        guard blocks.count > 2 else { return "" }
        return blocks[2]
    }

    /// Every `[text](target)` that is not a web address resolves to a file of the repository,
    /// and its `#anchor`, if any, to a heading of that file.
    @Test(.tags(.unit), arguments: documents) func relativeLinksResolve(document: String) throws {
        let text = try Self.text(document)
        let folder = URL(fileURLWithPath: document).deletingLastPathComponent().relativePath
        for match in text.matches(of: /\]\(([^)\s]+)\)/) {
            let link = String(match.1)
            if link.hasPrefix("http://") || link.hasPrefix("https://") || link.hasPrefix("doc:") { continue }
            let parts = link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            let path = parts[0].isEmpty ? document : (folder == "." ? parts[0] : "\(folder)/\(parts[0])")
            let target = Toolchain.packageRoot.appendingPathComponent(path).standardizedFileURL
            #expect(FileManager.default.fileExists(atPath: target.path), "\(document): \(link)")
            if parts.count == 2, path.hasSuffix(".md"), FileManager.default.fileExists(atPath: target.path) {
                let headings = try String(contentsOf: target, encoding: .utf8).split(separator: "\n")
                    .filter { $0.hasPrefix("#") }.map { Self.anchor(ofHeading: String($0)) }
                #expect(headings.contains(parts[1]), "\(document): \(link): no such heading")
            }
        }
    }

    /// Every repository path in code voice (`Assets/...`, `docs/...`, `Examples/...`,
    /// `scripts/...`, `Sources/...`, `Tests/...`) exists, placeholders (`<Module>`, `NAME`,
    /// `*`) aside.
    @Test(.tags(.unit), arguments: documents) func namedPathsExist(document: String) throws {
        let text = try Self.text(document)
        for match in text.matches(of: /`((?:Assets|docs|Examples|scripts|Sources|Tests|\.ci)\/[^`\s]*)`/) {
            let path = String(match.1)
            if ["<", "*", "...", "NAME", "MODULE", "DIR"].contains(where: { path.contains($0) }) { continue }
            let target = Toolchain.packageRoot.appendingPathComponent(path)
            #expect(FileManager.default.fileExists(atPath: target.path), "\(document): \(path)")
        }
    }

    /// The files outside the documents that point into them in prose: the manifest, the
    /// sources, the scripts and the cost budgets.
    static let pointingFiles: [String] = {
        let root = Toolchain.packageRoot.path
        let nested = ["Sources", "scripts"].flatMap { folder in
            (FileManager.default.enumerator(atPath: "\(root)/\(folder)")?.compactMap { $0 as? String } ?? [])
                .filter { !$0.hasSuffix(".md") && !$0.contains(".docc") }.map { "\(folder)/\($0)" }
                .filter { path in
                    var folder: ObjCBool = false
                    return FileManager.default.fileExists(atPath: "\(root)/\(path)", isDirectory: &folder) && !folder.boolValue
                }
        }
        return (["Package.swift", ".ci/run", "Assets/bench/counters.budget"] + nested).sorted()
    }()

    /// Every pointer into a document in a comment or message, `(DOC.md, Section)` or
    /// `(DOC.md, Section: detail)` or `DOC.md's Section`, names a document of the repository
    /// and a heading of it (compared without case). Comment markers at line breaks are read as
    /// spaces, so a pointer may wrap.
    @Test(.tags(.unit), arguments: pointingFiles) func pointersNameExistingSections(file: String) throws {
        guard let raw = try? Self.text(file) else { return }
        let text = raw.replacing(/\n[ \t]*(?:\/\/\/|\/\/|#)?[ \t]*/, with: " ")
        let pointers = text.matches(of: /\(((?:[\w-]+\/)*[\w.-]+\.md), ([^():;,]+)[):;]/).map { (String($0.1), String($0.2)) }
            + text.matches(of: /((?:[\w-]+\/)*[\w.-]+\.md)'s ([A-Z][\w-]*(?: [a-z][\w-]*)*)/).map { (String($0.1), String($0.2)) }
        for (document, section) in pointers {
            let target = Toolchain.packageRoot.appendingPathComponent(document)
            guard let pointed = try? String(contentsOf: target, encoding: .utf8) else {
                Issue.record("\(file): \(document) does not exist")
                continue
            }
            let headings = pointed.split(separator: "\n").filter { $0.hasPrefix("#") }
                .map { $0.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces).lowercased() }
            #expect(headings.contains(section.lowercased()), "\(file): \(document) has no heading \"\(section)\"")
        }
    }

    /// docs/demo.md's flag table names exactly the flags `pager-demo --help` lists.
    @Test(.tags(.process)) func demoManualListsEveryFlag() throws {
        let help = try DemoProcess.run(["--help"])
        #expect(help.status == 0)
        let listed = Set(help.stdout.split(separator: "\n").compactMap { line in
            line.prefixMatch(of: /\s+(--[a-z0-9-]+)/).map { String($0.1) }
        })
        let manual = try Self.text("docs/demo.md")
        let documented = Set(manual.split(separator: "\n").filter { $0.hasPrefix("| `--") }
            .flatMap { line in line.split(separator: "|")[0].matches(of: /--[a-z0-9-]+/).map { String($0.0) } })
        #expect(!listed.isEmpty)
        #expect(documented == listed, "only in --help: \(listed.subtracting(documented).sorted()); only in docs/demo.md: \(documented.subtracting(listed).sorted())")
    }

    /// GitHub's anchor of a Markdown heading: lower case, letters, digits, spaces as hyphens.
    static func anchor(ofHeading heading: String) -> String {
        let title = heading.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces).lowercased()
        return String(title.compactMap { character -> Character? in
            if character == " " { return "-" }
            return character.isLetter || character.isNumber || character == "-" || character == "_" ? character : nil
        })
    }
}
