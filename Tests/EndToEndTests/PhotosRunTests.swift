import Foundation
import Testing

/// `--photos DIR` and a config's `photos` end to end: the real program lists the folder it is
/// given (pictures by name, any case; other files, hidden names and subfolders left out), shows
/// a "1 / 3" counter, and refuses a folder it cannot show with one line naming it, exit 2.
@Suite("PhotosRun", .tags(.process)) struct PhotosRunTests {
    /// A 1x1 PNG: the listing only names files, so any picture's bytes do.
    static let png: [UInt8] = [
        0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44, 0x52,
        0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x01, 0x08, 0x02, 0x00, 0x00, 0x00, 0x90, 0x77, 0x53,
        0xDE, 0x00, 0x00, 0x00, 0x0C, 0x49, 0x44, 0x41, 0x54, 0x08, 0xD7, 0x63, 0xF8, 0xCF, 0xC0, 0x00,
        0x00, 0x03, 0x01, 0x01, 0x00, 0x18, 0xDD, 0x8D, 0xB0, 0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4E,
        0x44, 0xAE, 0x42, 0x60, 0x82,
    ]

    /// A folder of three pictures and what a Photos screen leaves out.
    private func folder(in scratch: Scratch, named name: String = "shots") throws -> String {
        let folder = scratch.path(name)
        let manager = FileManager.default
        try manager.createDirectory(atPath: folder + "/album.png", withIntermediateDirectories: true)
        for file in ["c.jpeg", "a.png", "B.JPG", ".png", "album.png/inner.png"] {
            #expect(manager.createFile(atPath: folder + "/" + file, contents: Data(Self.png)))
        }
        try "not a picture".write(toFile: folder + "/notes.txt", atomically: true, encoding: .utf8)
        return folder
    }

    private func tree(_ arguments: [String], in scratch: Scratch) throws -> (DemoProcess.Result, String) {
        let tree = scratch.path("tree.json")
        let result = try DemoProcess.run(["--headless", "--dump-tree", tree] + arguments)
        return (result, (try? String(contentsOfFile: tree, encoding: .utf8)) ?? "")
    }

    @Test func theFlagShowsTheFoldersPicturesByName() throws {
        let scratch = try Scratch()
        let folder = try folder(in: scratch)
        let script = try scratch.write("end.script", "100 key End\n")
        let (first, start) = try tree(["--photos", folder], in: scratch)
        #expect(first.status == 0 && first.stderr.isEmpty, "\(first.stderr)")
        #expect(start.contains("\"role\": \"image\",\n") && start.contains("\"title\": \"B.JPG\""))
        // Headless, the first frame waits for its picture: it is showing, on every run.
        #expect(start.contains("\"title\": \"1 / 3\"") && start.contains("\"loaded\": true"), "\(start)")
        #expect(!start.contains("bottomBar") && !start.contains("tabStrip"))
        let (last, end) = try tree(["--photos", folder, "--script", script], in: scratch)
        #expect(last.status == 0, "\(last.stderr)")
        #expect(end.contains("\"title\": \"c.jpeg\"") && end.contains("\"title\": \"3 / 3\""))
    }

    @Test func aFolderItCannotShowIsOneLineNamingIt() throws {
        let scratch = try Scratch()
        try FileManager.default.createDirectory(atPath: scratch.path("empty/sub.png"), withIntermediateDirectories: true)
        try "x".write(toFile: scratch.path("empty/readme.md"), atomically: true, encoding: .utf8)
        let file = try scratch.write("file.png", "x")
        let cases: [([String], String)] = [
            (["--photos", scratch.path("none")], "command line: --photos: no such folder \"\(scratch.path("none"))\""),
            (["--photos", scratch.path("empty")], "command line: --photos: no pictures in \"\(scratch.path("empty"))\""),
            (["--photos", file], "command line: --photos: not a folder \"\(file)\""),
            (["--photos", scratch.path("empty"), "--config", file], "command line: --photos: not with --config"),
            (["--photos"], "command line: --photos: missing value"),
        ]
        for (arguments, message) in cases {
            let result = try DemoProcess.run(["--headless"] + arguments)
            #expect(result.status == 2, "\(arguments): \(result.stderr)")
            #expect(result.stderr.split(separator: "\n").count == 1 && result.stderr.contains(message), "\(result.stderr)")
        }
    }

    /// A config's `photos` resolves against the config's folder; a missing one is an error at
    /// its line, unless the screen is optional: then the program runs with one warning.
    @Test func aConfigsFolderResolvesNextToIt() throws {
        let scratch = try Scratch()
        try FileManager.default.createDirectory(atPath: scratch.path("configs"), withIntermediateDirectories: true)
        _ = try folder(in: scratch, named: "configs/pics")
        let good = try scratch.write("configs/good.json", #"{"title": "P", "photos": "pics"}"#)
        let (ran, shown) = try tree(["--config", good], in: scratch)
        #expect(ran.status == 0 && ran.stderr.isEmpty, "\(ran.stderr)")
        #expect(shown.contains("\"title\": \"B.JPG\"") && shown.contains("\"title\": \"1 / 3\""))

        let bad = try scratch.write("configs/bad.json", "{\"screens\": [\n{\"title\": \"A\", \"pages\": [{\"title\": \"A\", \"color\": \"red\"}]},\n{\"photos\": \"gone\"}]}")
        let refused = try DemoProcess.run(["--headless", "--config", bad])
        #expect(refused.status == 2)
        #expect(refused.stderr == "pager-demo: \(bad):3: screens[1].photos: no such folder \"gone\"\n", "\(refused.stderr)")

        let optional = try scratch.write("configs/optional.json", "{\"screens\": [\n{\"title\": \"A\", \"pages\": [{\"title\": \"A\", \"color\": \"red\"}]},\n{\"photos\": \"gone\", \"optional\": true}]}")
        let (warned, rest) = try tree(["--config", optional], in: scratch)
        #expect(warned.status == 0)
        #expect(warned.stderr == "pager-demo: warning: \(optional):3: screens[1].photos: no such folder \"gone\" (the screen is left out)\n",
                "\(warned.stderr)")
        #expect(rest.contains("\"title\": \"A\"") && !rest.contains("bottomBar"))
    }
}
