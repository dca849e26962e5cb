import Foundation
import PagerCore
import Testing
@testable import PagerDemoKit

/// Assets/demo.json, the demo with a Photos screen of /usr/share/backgrounds: it parses with
/// the package's pictures there (four screens) and without them (the three others and one
/// warning).
@Suite("PhotosDemoConfig", .tags(.unit))
struct PhotosDemoConfigTests {
    private static let folder = "/usr/share/backgrounds"

    private func parse(_ folders: @escaping PhotoFolder.Lister) throws -> DemoConfig {
        try DemoConfig.parse(FuzzTests.text("Assets/demo.json"), source: "Assets/demo.json", folders: folders)
    }

    @Test func withThePackagesPicturesThereIsAPhotosScreen() throws {
        // The package's four photographs, and a subfolder another package might add.
        let entries = ["Kleiber_by_Lukas_Baubkus.jpg", "Fossa_by_Jasper_Roks.jpg", "Infinite-Sea_by_Aury88.jpg",
                       "Painting-Colors_by__herobrine7gamer.jpg"].map { PhotoFolder.Entry($0) } + [PhotoFolder.Entry("sway", isFile: false)]
        let config = try parse { $0 == Self.folder ? .entries(entries) : .failed("no such folder") }
        #expect(config.screens.map(\.title) == ["Feed", "Pager", "Loop", "Photos", "Welcome"] && config.warnings.isEmpty)
        let photos = config.screens[3]
        #expect(photos.icon == "photo" && photos.options.indicator == .fraction && photos.options.tabsPosition == .hidden)
        #expect((0..<photos.pages.count).map { photos.pages[$0].picture?.source.path } == [
            "/usr/share/backgrounds/Fossa_by_Jasper_Roks.jpg", "/usr/share/backgrounds/Infinite-Sea_by_Aury88.jpg",
            "/usr/share/backgrounds/Kleiber_by_Lukas_Baubkus.jpg", "/usr/share/backgrounds/Painting-Colors_by__herobrine7gamer.jpg",
        ])
        #expect(config.initialScreen == 1)
    }

    @Test func withoutThemTheDemoStartsWithOneWarning() throws {
        for listing in [PhotoFolder.Listing.failed("no such folder"), .entries([])] {
            let config = try parse { _ in listing }
            #expect(config.screens.map(\.title) == ["Feed", "Pager", "Loop", "Welcome"] && config.initialScreen == 1)
            #expect(config.warnings.count == 1 && config.warnings[0].hasPrefix("Assets/demo.json:61: screens[3].photos: "))
        }
    }

    /// The shape the Photos screen's bar item shows.
    @Test func thePhotoIconIsInTheIconSet() throws {
        let icons = try IconSet.parse(FuzzTests.text("Assets/icons.json"), source: "icons.json")
        #expect(icons.icons["photo"]?.count == 7)
    }
}
