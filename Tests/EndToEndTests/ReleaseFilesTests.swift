import Foundation
import Testing

/// What a package that adopts Pager reads first: the licence, the version, the changes.
@Suite(.tags(.unit)) struct ReleaseFilesTests {
    private func text(_ name: String) throws -> String {
        try String(contentsOf: Toolchain.packageRoot.appendingPathComponent(name), encoding: .utf8)
    }

    @Test func licenseIsApache2() throws {
        let license = try text("LICENSE")
        #expect(license.contains("Apache License"))
        #expect(license.contains("Version 2.0, January 2004"))
        #expect(license.contains("END OF TERMS AND CONDITIONS"))
    }

    /// The README names a version, and the changelog's newest released section is that version.
    @Test func readmeVersionIsTheChangelogs() throws {
        let readme = try text("README.md"), changelog = try text("CHANGELOG.md")
        let version = try #require(readme.firstMatch(of: /Version (\d+\.\d+\.\d+)/)?.1)
        let released = changelog.matches(of: /\n## (\d+\.\d+\.\d+) - \d{4}-\d{2}-\d{2}/).map { String($0.1) }
        #expect(released.first == String(version))
        #expect(changelog.contains("## Unreleased"))
    }
}
