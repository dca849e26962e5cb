import Foundation
import Testing

/// A fresh package outside this one that depends on it by path and imports the library products
/// only, built once for every suite that runs its programs: three examples (`Embedded`,
/// `Windowed`, `Onboarding`), the README's onboarding program as it stands there
/// (`ReadmeOnboarding`) and the getting-started article's programs (`ArticleWindow`: its ready
/// window; `ArticleLoop`: its scene in its own loop, after the SDL set-up the article leaves to the
/// reader, and `GettingStartedArticle.driverSource` feeding the loop input; `Alone`: components
/// used alone, through their `handle(_:)`, ``ComponentsAloneProgram``). One package build of
/// about a minute.
struct AdopterPackage: Sendable {
    /// The package's folder.
    let root: String
    private let scratch: Scratch

    static let built: Result<AdopterPackage, any Error> = Result { try AdopterPackage() }

    /// The built program `name`.
    func program(_ name: String) -> URL { URL(fileURLWithPath: "\(root)/.build/debug/\(name)") }

    struct BuildError: Error, CustomStringConvertible { var description: String }

    private init() throws {
        scratch = try Scratch()
        root = scratch.path("adopter")
        let pager = Toolchain.packageRoot
        var files: [String: String] = [:]
        for (target, example) in [("Embedded", "EmbeddedViewPager"), ("Windowed", "WindowedPager"), ("Onboarding", "Onboarding")] {
            files["\(target)/main.swift"] = try String(contentsOf: pager.appendingPathComponent("Examples/\(example)/main.swift"),
                                                       encoding: .utf8)
        }
        let article = try GettingStartedArticle()
        files["ArticleWindow/main.swift"] = article.readyWindow
        files["ArticleLoop/MyPagerScene.swift"] = "import PagerCore\n\n" + article.scene
        files["ArticleLoop/main.swift"] = GettingStartedArticle.loopPrelude + article.loop + GettingStartedArticle.loopEpilogue
        files["ArticleLoop/ArticleDriver.swift"] = GettingStartedArticle.driverSource
        files["Alone/main.swift"] = ComponentsAloneProgram.source
        files["ReadmeOnboarding/main.swift"] = try RepositoryDocsTests.readmeOnboarding()
        for (path, text) in files {
            let file = "\(root)/Sources/\(path)"
            try FileManager.default.createDirectory(atPath: (file as NSString).deletingLastPathComponent,
                                                    withIntermediateDirectories: true)
            try text.write(toFile: file, atomically: true, encoding: .utf8)
        }
        let identity = pager.lastPathComponent
        try """
        // swift-tools-version:6.0
        import PackageDescription
        let products: [Target.Dependency] = [
            .product(name: "PagerSDL", package: "\(identity)"), .product(name: "PagerCore", package: "\(identity)"),
            .product(name: "CSDL2", package: "\(identity)"), .product(name: "PagerAccessibility", package: "\(identity)"),
        ]
        let package = Package(name: "Adopter", dependencies: [.package(path: "\(pager.path)")], targets: [
            .executableTarget(name: "Embedded", dependencies: products),
            .executableTarget(name: "Windowed", dependencies: products),
            .executableTarget(name: "ArticleWindow", dependencies: products),
            .executableTarget(name: "ArticleLoop", dependencies: products),
            .executableTarget(name: "Alone", dependencies: products),
            .executableTarget(name: "Onboarding", dependencies: products),
            .executableTarget(name: "ReadmeOnboarding", dependencies: products),
        ])
        """.write(toFile: "\(root)/Package.swift", atomically: true, encoding: .utf8)
        let build = try Toolchain.run(Toolchain.program("swift")!, ["build", "--package-path", root], timeout: 1200)
        guard build.result.status == 0 else { throw BuildError(description: build.result.stdout + build.result.stderr) }
    }
}
