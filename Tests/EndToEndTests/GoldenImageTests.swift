import Foundation
import Testing

/// One line of Tests/Golden/goldens.txt: a golden screenshot and how the program makes it.
struct Golden: CustomTestStringConvertible, Sendable {
    /// The image's name: Tests/Golden/NAME.png.
    var name: String
    /// The script in Tests/Golden/scripts, nil for none (the first frame).
    var script: String?
    /// pager-demo's other flags; paths in them are from the package's root.
    var flags: [String]
    /// A part of the image (pixels) that is measured rather than computed and is not compared.
    var ignored: (x: Int, y: Int, width: Int, height: Int)?

    var testDescription: String { name }

    /// The package's root.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let folder = root.appendingPathComponent("Tests/Golden")

    /// Every golden the manifest lists.
    static let all: [Golden] = {
        guard let text = try? String(contentsOf: folder.appendingPathComponent("goldens.txt"), encoding: .utf8) else {
            return []
        }
        return text.split(separator: "\n").compactMap { line in
            let words = line.split(separator: " ").map(String.init)
            guard let name = words.first, !name.hasPrefix("#"), words.count >= 2 else { return nil }
            var golden = Golden(name: name, script: words[1] == "-" ? nil : words[1], flags: [])
            for word in words.dropFirst(2) {
                if word.hasPrefix("ignore=") {
                    let v = word.dropFirst("ignore=".count).split(separator: ",").compactMap { Int($0) }
                    if v.count == 4 { golden.ignored = (v[0], v[1], v[2], v[3]) }
                } else {
                    golden.flags.append(word)
                }
            }
            return golden
        }
    }()

    /// The arguments that write this golden's screenshot to `path`, as scripts/update-goldens
    /// gives them.
    func arguments(screenshot path: String) -> [String] {
        var arguments = ["--headless", "--scale", "1", "--screenshot", path]
        if let script { arguments += ["--script", Self.folder.appendingPathComponent("scripts/\(script)").path] }
        // A relative path (a config) is from the root, where the script runs the program.
        arguments += flags.map { $0.hasPrefix("-") || !$0.contains("/") ? $0 : Self.root.appendingPathComponent($0).path }
        return arguments
    }
}

/// How far an image may be from its golden and still match: each channel of a pixel within
/// `channelTolerance` of 255, and at most `pixelFraction` of the pixels beyond that. Font
/// hinting and blending that differ by a shade pass; an element that moved or changed colour
/// fails (the bottom bar's items shifted 2 pt sideways differ in 774 pixels of 384,000, 0.2%;
/// the limit at 480x800 is 115).
struct ImageComparison {
    static let channelTolerance = 24
    static let pixelFraction = 0.0003

    /// The pixels beyond the channel tolerance, and their bounding box.
    var differing = 0
    var box: (minX: Int, minY: Int, maxX: Int, maxY: Int)?
    var largest = 0

    init(_ actual: Pixels, _ expected: Pixels, ignoring ignored: (x: Int, y: Int, width: Int, height: Int)?) {
        for y in 0..<expected.height {
            for x in 0..<expected.width {
                if let r = ignored, x >= r.x, x < r.x + r.width, y >= r.y, y < r.y + r.height { continue }
                let i = (y * expected.width + x) * 3
                var delta = 0
                for c in 0..<3 { delta = max(delta, abs(Int(actual.rgb[i + c]) - Int(expected.rgb[i + c]))) }
                guard delta > Self.channelTolerance else { continue }
                differing += 1
                largest = max(largest, delta)
                let b = box ?? (x, y, x, y)
                box = (min(b.minX, x), min(b.minY, y), max(b.maxX, x), max(b.maxY, y))
            }
        }
    }

    func matches(pixelCount: Int) -> Bool { Double(differing) <= Self.pixelFraction * Double(pixelCount) }
}

/// Every screen of the demo, at rest and mid-gesture, the overlays, the themes, sizes and
/// directions, against the images in Tests/Golden (made by scripts/update-goldens). A failure
/// names where the image differs and keeps the actual image for a look.
@Suite(.tags(.process))
struct GoldenImageTests {
    /// Where a failing run's image (NAME.png) is kept, with its golden (NAME.golden.png).
    static let failures = FileManager.default.temporaryDirectory.appendingPathComponent("pager-golden-failures")

    @Test func theManifestListsEveryImageAndEveryScriptIsUsed() throws {
        let names = Set(Golden.all.map(\.name))
        #expect(names.count == Golden.all.count, "a name twice in goldens.txt")
        #expect(names.count >= 15)
        let files = try FileManager.default.contentsOfDirectory(atPath: Golden.folder.path)
        #expect(Set(files.filter { $0.hasSuffix(".png") }.map { String($0.dropLast(4)) }) == names,
                "every golden has its image and every image its line (scripts/update-goldens)")
        let scripts = try FileManager.default.contentsOfDirectory(atPath: Golden.folder.appendingPathComponent("scripts").path)
        #expect(Set(scripts) == Set(Golden.all.compactMap(\.script)))
    }

    @Test(arguments: Golden.all)
    func matchesItsGolden(_ golden: Golden) throws {
        let scratch = try Scratch()
        let path = scratch.path("\(golden.name).png")
        var environment = ProcessInfo.processInfo.environment
        environment["LC_ALL"] = "C.UTF-8"
        environment["LANG"] = "C.UTF-8"
        environment["LC_MESSAGES"] = nil
        let run = try DemoProcess.run(golden.arguments(screenshot: path), environment: environment)
        try #require(run.status == 0, "\(golden.name): \(run.stderr)")
        let expectedPath = Golden.folder.appendingPathComponent("\(golden.name).png").path
        try #require(FileManager.default.fileExists(atPath: expectedPath), "no \(expectedPath): run scripts/update-goldens")
        let actual = try Pixels(png: path), expected = try Pixels(png: expectedPath)
        let sameSize = actual.width == expected.width && actual.height == expected.height
        let comparison = sameSize ? ImageComparison(actual, expected, ignoring: golden.ignored) : nil
        let matches = comparison?.matches(pixelCount: expected.width * expected.height) ?? false
        if !matches {
            try FileManager.default.createDirectory(at: Self.failures, withIntermediateDirectories: true)
            let kept = Self.failures.appendingPathComponent("\(golden.name).png")
            try? FileManager.default.removeItem(at: kept)
            try FileManager.default.copyItem(atPath: path, toPath: kept.path)
            // The golden beside it, for a side-by-side look.
            let reference = Self.failures.appendingPathComponent("\(golden.name).golden.png")
            try? FileManager.default.removeItem(at: reference)
            try FileManager.default.copyItem(atPath: expectedPath, toPath: reference.path)
            let location: String
            if let comparison, let b = comparison.box {
                location = "\(comparison.differing) pixels differ by more than \(ImageComparison.channelTolerance)"
                    + " (at most \(comparison.largest)) within x \(b.minX)...\(b.maxX), y \(b.minY)...\(b.maxY)"
            } else {
                location = "\(actual.width)x\(actual.height), the golden \(expected.width)x\(expected.height)"
            }
            let message: String = "\(golden.name): \(location); the actual image is \(kept.path)"
                + " (scripts/update-goldens \(golden.name) if the change is meant)"
            Issue.record(Comment(rawValue: message))
        }
    }
}
