import PagerCore
import Testing
@testable import PagerDemoKit

/// The fuzzer's configs name pictures: image pages (good pictures, a text file named like one,
/// a missing file), Photos screens of the run's folder, optional ones of a folder that is not
/// there, picture icons and header pictures; each seed draws the same case every time.
@Suite("FuzzPicture", .tags(.unit))
struct FuzzPictureTests {
    private static let seeds: Range<UInt64> = 0..<400

    @Test func drawnConfigsNamePicturesAndPhotosScreens() throws {
        let assets = FuzzTests.assets
        var counts: [String: Int] = [:]
        for seed in Self.seeds {
            let fuzzCase = FuzzCase.draw(seed: seed, assets: assets)
            let config = try fuzzCase.loadConfig(assets: assets, themeFile: "theme.json")
            for screen in config.screens {
                if screen.photosFolder != nil, fuzzCase.pages == nil {
                    counts["photos", default: 0] += 1
                    // The folder's pictures by name: the text file too (its name says picture),
                    // never the note or the subfolder.
                    #expect((0..<screen.pages.count).map { screen.pages[$0].title } == ["a.png", "b.png", "c.png", "notes.png"])
                }
                if screen.iconImage != nil { counts["icon", default: 0] += 1 }
                if screen.header.backgroundImage != nil { counts["header", default: 0] += 1 }
                guard fuzzCase.pages == nil else { continue }
                for index in 0..<screen.pages.count {
                    guard let picture = screen.pages[index].picture, screen.photosFolder == nil else { continue }
                    #expect(FuzzPictures().imagePaths.contains(picture.source.path))
                    counts[picture.source.fileName, default: 0] += 1
                }
            }
            if !config.warnings.isEmpty { counts["left out", default: 0] += 1 }
        }
        // Each kind turns up among 400 seeds.
        for key in ["photos", "icon", "header", "left out", "a.png", FuzzPictures.textFile, FuzzPictures.missing] {
            #expect((counts[key] ?? 0) > 0, "no \(key) in \(Self.seeds.count) seeds: \(counts)")
        }
    }

    @Test func aSeedDrawsTheSamePicturesEveryTime() {
        for seed in Self.seeds where seed % 40 == 0 {
            #expect(FuzzCase.draw(seed: seed, assets: FuzzTests.assets) == FuzzCase.draw(seed: seed, assets: FuzzTests.assets))
        }
    }
}
