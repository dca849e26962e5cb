import Testing
@testable import PagerDemoKit

/// Which entries of a folder a Photos screen shows, in which order, and how a config's paths
/// resolve against its folder.
@Suite("PhotoFolder", .tags(.unit))
struct PhotoFolderTests {
    @Test func picturesAreRegularFilesWithAPictureEndingInAnyCase() {
        let entries: [PhotoFolder.Entry] = [
            .init("z.svg"), .init("B.TGA"), .init("a.Jpeg"), .init("c.gif"), .init("d.bmp"), .init("e.webp"),
            .init("f.jpg"), .init("g.png"),
            // Not pictures: other endings, no ending, a hidden file that is only an ending, a
            // folder or link to one with a picture's name, a name ending in a picture's letters.
            .init("notes.txt"), .init("README"), .init(".png"), .init("album.png", isFile: false), .init("xpng"),
            .init("archive.png.gz"),
        ]
        #expect(PhotoFolder.pictureNames(in: entries) == ["B.TGA", "a.Jpeg", "c.gif", "d.bmp", "e.webp", "f.jpg", "g.png", "z.svg"])
    }

    /// By file name, code point by code point: the same order whatever order the disk lists.
    @Test func theOrderIsByNameWhateverTheListingOrder() {
        let names = ["img10.png", "img2.png", "Img1.png", "img1.png", "é.png", "e.png"]
        let sorted = ["Img1.png", "e.png", "img1.png", "img10.png", "img2.png", "é.png"]
        #expect(PhotoFolder.pictureNames(in: names.map { .init($0) }) == sorted)
        #expect(PhotoFolder.pictureNames(in: names.reversed().map { .init($0) }) == sorted)
    }

    @Test func pathsResolveAgainstTheConfigsFolder() {
        #expect(PhotoFolder.folder(of: "/etc/pager/demo.json") == "/etc/pager")
        #expect(PhotoFolder.folder(of: "configs/demo.json") == "configs")
        #expect(PhotoFolder.folder(of: "demo.json") == "" && PhotoFolder.folder(of: "/demo.json") == "/")
        #expect(PhotoFolder.resolve("a.png", in: "configs") == "configs/a.png")
        #expect(PhotoFolder.resolve("a.png", in: "/") == "/a.png")
        #expect(PhotoFolder.resolve("/x/a.png", in: "configs") == "/x/a.png")
        #expect(PhotoFolder.resolve("a.png", in: "") == "a.png" && PhotoFolder.resolve("a.png", in: ".") == "a.png")
    }
}
