import PagerCore
import Testing
@testable import PagerDemoKit

/// The picture keys of a config: a page's `image` (with `fit` and `caption`), a screen's
/// `photos` folder (and `optional`), a bar item's `{"image": PATH}` icon and a feed header's
/// `image`; relative paths resolve against the config's folder.
@Suite("PhotoConfig", .tags(.unit))
struct PhotoConfigTests {
    /// A folder lister over a fixed tree: each folder's entries by path.
    private static func lister(_ folders: [String: [PhotoFolder.Entry]]) -> PhotoFolder.Lister {
        { path in folders[path].map { .entries($0) } ?? .failed("no such folder") }
    }

    private static let shots: PhotoFolder.Lister = lister([
        "/conf/shots": [.init("b.JPG"), .init("a.png"), .init("notes.txt"), .init("raw", isFile: false), .init("c.webp")],
        "/conf/empty": [.init("readme.md"), .init("sub.png", isFile: false)],
    ])

    private func parse(_ text: String, source: String = "/conf/c.json") throws -> DemoConfig {
        try DemoConfig.parse(text, source: source, folders: Self.shots)
    }

    private func message(_ text: String, source: String = "/conf/c.json") -> String {
        do { _ = try parse(text, source: source); return "" } catch { return "\(error)" }
    }

    @Test func anImagePageReadsItsPathFitAndCaption() throws {
        let config = try parse(#"""
        {"pages": [{"image": "pics/a.png", "title": "Sea", "fit": "fill", "caption": "At dawn"},
                   {"image": "/abs/b.jpg"}, {"title": "Plain", "color": "red"}]}
        """#)
        let pages = config.screens[0].pages
        #expect(pages[0].picture == DemoConfig.Picture(source: ImageSource(path: "/conf/pics/a.png"), mode: .fill, caption: "At dawn"))
        #expect(pages[0].title == "Sea" && pages[0].color == nil)
        // An absolute path stays; the title defaults to the file's name and the mode to fit.
        #expect(pages[1].picture?.source.path == "/abs/b.jpg" && pages[1].title == "b.jpg" && pages[1].id == "b.jpg")
        #expect(pages[1].picture?.mode == .fit && pages[1].picture?.caption == nil)
        #expect(pages[2].picture == nil && pages[2].color == Color.named["red"])
    }

    /// A config given without a folder resolves against the working directory.
    @Test func aConfigWithoutAFolderKeepsRelativePaths() throws {
        let config = try parse(#"{"pages": [{"image": "a.png"}]}"#, source: "c.json")
        #expect(config.screens[0].pages[0].picture?.source.path == "a.png")
    }

    /// A picture that is not there is no config error: it is not read until it is drawn, and
    /// shows a broken placeholder then.
    @Test func aMissingPictureStillParses() throws {
        let config = try parse(#"{"pages": [{"image": "nowhere/gone.png"}]}"#)
        #expect(config.screens[0].pages[0].picture?.source.path == "/conf/nowhere/gone.png")
    }

    @Test func badImageKeysNameFileLineAndField() {
        #expect(message("{\"pages\": [\n{\"image\": 3}]}") == "/conf/c.json:2: pages[0].image: expected a string, found a number")
        #expect(message(#"{"pages": [{"image": ""}]}"#) == "/conf/c.json:1: pages[0].image: empty file name")
        #expect(message(#"{"pages": [{"image": "a.png", "fit": "cover"}]}"#)
                == "/conf/c.json:1: pages[0].fit: unknown value \"cover\" (fill or fit)")
        #expect(message(#"{"pages": [{"title": "A", "color": "red", "fit": "fill"}]}"#)
                == "/conf/c.json:1: pages[0].fit: only with \"image\" (a page's picture)")
        #expect(message(#"{"pages": [{"image": "a.png", "caption": 1}]}"#)
                == "/conf/c.json:1: pages[0].caption: expected a string, found a number")
        // Feed pages are lists: no pictures.
        #expect(message(#"{"kind": "feed", "pages": [{"title": "A", "image": "a.png"}]}"#).contains("pages[0]: unknown key \"image\""))
    }

    @Test func aPhotosScreenShowsEveryPictureSortedByName() throws {
        let config = try parse(#"{"screens": [{"title": "Shots", "photos": "shots"}, {"title": "P", "pages": [{"title": "A", "color": "red"}]}]}"#)
        let screen = config.screens[0]
        #expect((0..<screen.pages.count).map { screen.pages[$0].title } == ["a.png", "b.JPG", "c.webp"])
        #expect((0..<screen.pages.count).map { screen.pages[$0].picture?.source.path }
                == ["/conf/shots/a.png", "/conf/shots/b.JPG", "/conf/shots/c.webp"])
        // A counter instead of a strip, and a header that names the screen.
        #expect(screen.options.indicator == .fraction && screen.options.tabsPosition == .hidden)
        #expect(screen.header.title == "Shots" && screen.photosFolder == "shots")
    }

    @Test func aPhotosScreenTakesTheUsualKeysOverItsDefaults() throws {
        let config = try parse(#"{"photos": "/conf/shots", "indicator": "dots", "tabs": {"size": "selfSizing"}, "header": "Mine"}"#)
        let screen = config.screens[0]
        #expect(screen.options.indicator == .dots && screen.options.tabsPosition == .top && screen.header.title == "Mine")
    }

    @Test func badPhotosFoldersNameTheFolder() {
        #expect(message("{\"screens\": [\n{\"photos\": \"x\"}]}") == "/conf/c.json:2: screens[0].photos: no such folder \"x\"")
        #expect(message(#"{"photos": "empty"}"#)
                == "/conf/c.json:1: photos: no pictures in \"empty\" (files ending in png, jpg, jpeg, webp, gif, bmp, svg, tga)")
        #expect(message(#"{"photos": 7}"#) == "/conf/c.json:1: photos: expected a string, found a number")
        #expect(message(#"{"photos": ""}"#) == "/conf/c.json:1: photos: empty folder name")
        #expect(message(#"{"photos": "shots", "pages": [{"title": "A", "color": "red"}]}"#)
                == "/conf/c.json:1: pages: give either photos or pages, not both")
        #expect(message(#"{"kind": "feed", "photos": "shots"}"#).contains("unknown key \"photos\""))
    }

    /// `"optional": true` leaves out a Photos screen whose folder is missing or empty, with one
    /// warning naming it; with pictures there, the screen shows.
    @Test func anOptionalPhotosScreenIsLeftOutWithAWarning() throws {
        let text = #"""
        {"screens": [{"title": "P", "pages": [{"title": "A", "color": "red"}]},
                     {"title": "Gone", "photos": "gone", "optional": true},
                     {"title": "Empty", "photos": "empty", "optional": true},
                     {"title": "Shots", "photos": "shots", "optional": true}]}
        """#
        let config = try parse(text)
        #expect(config.screens.map(\.title) == ["P", "Shots"])
        #expect(config.warnings == [
            "/conf/c.json:2: screens[1].photos: no such folder \"gone\" (the screen is left out)",
            "/conf/c.json:3: screens[2].photos: no pictures in \"empty\" (files ending in png, jpg, jpeg, webp, gif, bmp, svg, tga) (the screen is left out)",
        ])
        #expect(message(#"{"screens": [{"title": "P", "optional": true, "pages": [{"title": "A", "color": "red"}]}]}"#)
                == "/conf/c.json:1: screens[0].optional: only with \"photos\" (a folder that may be missing)")
        #expect(message(#"{"screens": [{"photos": "gone", "optional": true}]}"#).contains("screens: every screen is left out"))
    }

    @Test func aBarItemIconMayBeAPicture() throws {
        let config = try parse(#"{"screens": [{"title": "A", "icon": {"image": "i/a.png"}, "pages": [{"title": "A", "color": "red"}]}, {"title": "B", "icon": "list", "pages": [{"title": "B", "color": "red"}]}]}"#)
        #expect(config.screens[0].iconImage == ImageSource(path: "/conf/i/a.png") && config.screens[0].icon == "pager")
        #expect(config.screens[1].iconImage == nil && config.screens[1].icon == "list")
        #expect(message(#"{"screens": [{"icon": {"img": "a.png"}, "pages": [{"title": "A", "color": "red"}]}]}"#)
                .contains("screens[0].icon: unknown key \"img\""))
        #expect(message(#"{"screens": [{"icon": {}, "pages": [{"title": "A", "color": "red"}]}]}"#)
                == "/conf/c.json:1: screens[0].icon: needs \"image\" (a picture file)")
        #expect(message(#"{"screens": [{"icon": 4, "pages": [{"title": "A", "color": "red"}]}]}"#)
                == "/conf/c.json:1: screens[0].icon: expected a string, found a number")
    }

    @Test func aFeedHeaderMayHaveABackgroundPicture() throws {
        let config = try parse(#"{"kind": "feed", "header": {"title": "T", "image": "h.jpg"}, "pages": [{"title": "A"}]}"#)
        #expect(config.screens[0].header.backgroundImage == ImageSource(path: "/conf/h.jpg"))
        #expect(message(#"{"kind": "feed", "header": {"title": "T", "image": false}, "pages": [{"title": "A"}]}"#)
                == "/conf/c.json:1: header.image: expected a string, found a boolean")
        #expect(message(#"{"header": {"title": "T", "image": "h.jpg"}, "pages": [{"title": "A", "color": "red"}]}"#)
                .contains("header: unknown key \"image\""))
    }

    @Test func theFractionIndicatorIsAnIndicatorStyle() throws {
        let config = try parse(#"{"indicator": "fraction", "pages": [{"title": "A", "color": "red"}]}"#)
        #expect(config.screens[0].options.indicator == .fraction)
        #expect(message(#"{"indicator": "count", "pages": [{"title": "A", "color": "red"}]}"#)
                == "/conf/c.json:1: indicator: unknown value \"count\" (dots or fraction or lines)")
    }
}

/// `initialScreen` counts the screens as the config lists them, left-out ones included.
@Suite("PhotoConfigInitialScreen", .tags(.unit))
struct PhotoConfigInitialScreenTests {
    private func initial(_ index: Int) throws -> (Int, [String]) {
        let text = #"""
        {"initialScreen": \#(index), "screens": [{"title": "A", "pages": [{"title": "A", "color": "red"}]},
         {"title": "Gone", "photos": "gone", "optional": true}, {"title": "B", "pages": [{"title": "B", "color": "red"}]}]}
        """#
        let config = try DemoConfig.parse(text, source: "c.json", folders: { _ in .failed("no such folder") })
        return (config.initialScreen, config.screens.map(\.title))
    }

    @Test func aLeftOutScreenGivesWayToTheOneBefore() throws {
        #expect(try initial(0) == (0, ["A", "B"]))
        #expect(try initial(1) == (0, ["A", "B"]))
        #expect(try initial(2) == (1, ["A", "B"]))
        #expect(throws: InputError.self) { try initial(3) }
    }
}
