import Glibc
import PagerCore
import PagerDemoKit
import PagerSDL
import SystemIO

/// `--fuzz N`: N streams (seeds `--seed` on), each with its own case drawn from the assets
/// (config and options, theme, `--pages`, `--rows`, size, frame rate, reduced motion) unless the
/// command line pins it, every frame drawn by the real software renderer with real text, once
/// drawing only the damage and once in full: the two must agree pixel for pixel.
///
/// A failing stream's files (config, theme, script, the fuzzer's trace) go to a private folder
/// (``FuzzFolder``), and one line gives the headless command that replays it; `--keep-all`
/// writes passing streams' files too. Ends with one summary line: streams, failures, wall time.
struct FuzzRun {
    let options: DemoOptions
    let assets: FuzzAssets
    let pins: FuzzCase.Pins
    let fonts: FontLibrary

    func run() throws -> Int32 {
        let clock = CPUTimer()
        let size = pins.size ?? options.size
        let scale = options.scale ?? 1
        let canvas = try OffscreenCanvas(size: size, scale: scale, fonts: fonts)
        let reference = try OffscreenCanvas(size: size, scale: scale, fonts: fonts)
        reference.renderer.drawsDamageOnly = false
        // The pictures, good and bad, decoded for real: one store for both renderers, each frame
        // waiting for what it wants (deterministic); a picture that cannot be shown is the
        // placeholder the fuzzer expects, not news.
        let images = ImageStore(pixelsPerPoint: scale, warn: { _ in })
        for target in [canvas, reference] { target.renderer.images = images }
        let fuzzer = Fuzzer(assets: assets, measurer: canvas.renderer.text)
        let folder = FuzzFolder()
        let streams = options.fuzzStreams ?? 0
        var failures = 0
        for seed in options.fuzzSeed..<(options.fuzzSeed + UInt64(streams)) {
            let fuzzCase = FuzzCase.draw(seed: seed, assets: assets, pins: pins)
            var trace: [String] = []
            do {
                for target in [canvas, reference] { try target.resize(to: fuzzCase.size) }
                let played = try fuzzer.run(fuzzCase, trace: { trace.append($0) }, resize: { newSize in
                    for target in [canvas, reference] { try target.resize(to: newSize) }
                    return canvas.pointSize
                }, draw: { list, app in
                    for target in [canvas, reference] { target.renderer.draw(list, background: app.background) }
                    if let pixel = canvas.firstDifference(from: reference) {
                        throw InputError(source: "renderer", message: "drawing only the damage left pixel (\(pixel.x), \(pixel.y)) unlike a full redraw")
                    }
                }, images: (images, { time, layout in
                    images.beginFrame(at: time)
                    images.drawComplete(at: time, layout)
                }))
                if options.fuzzKeepsAll {
                    let replay = try write(fuzzCase, stream: played.stream, trace: trace, to: folder)
                    say("PASS seed \(seed) (\(fuzzCase.configOrigin)), \(played.frames) frames (replay: \(replay))")
                }
            } catch let failure as Fuzzer.Failure {
                failures += 1
                let replay: String
                if let stream = failure.stream {
                    do { replay = try write(fuzzCase, stream: stream, trace: trace, failure: failure, to: folder) } catch {
                        replay = "its files could not be written: \(error)"
                    }
                } else {
                    replay = "no stream to replay"
                }
                say("FAIL \(failure) (replay: \(replay))")
            } catch {
                failures += 1
                say("FAIL seed \(seed) (\(fuzzCase.configOrigin)): \(error)")
            }
            let done = seed - options.fuzzSeed + 1
            if done % 500 == 0, done < streams { say("\(done) streams, \(failures) failed") }
        }
        let seconds = (clock.elapsed * 10).rounded() / 10
        say("fuzz: \(streams) streams, \(streams - failures) passed, \(failures) failed, \(JSONText.number(seconds)) s wall time"
              + (folder.path.map { ", files in \($0)" } ?? ""))
        return failures == 0 ? 0 : 1
    }

    /// Prints `line` at once (every output stream is flushed), also into a file or a pipe: a
    /// long run's progress shows as it goes.
    private func say(_ line: String) {
        print(line)
        fflush(nil)
    }

    /// Writes the case's files and returns the command that replays it.
    private func write(_ fuzzCase: FuzzCase, stream: HostileStream, trace: [String], failure: Fuzzer.Failure? = nil,
                       to folder: FuzzFolder) throws -> String {
        let path = try folder.path(seed: fuzzCase.seed)
        let program = ShellWord.quote(AssetLocator.executablePath)
        let command = ([program] + fuzzCase.replayArguments(folder: path).map(ShellWord.quote)).joined(separator: " ")
        try folder.write(to: path, files: fuzzCase.files(stream: stream, trace: trace,
                                                         failure: failure.map { "\($0)\nreplay: \(command)" }))
        try FuzzPictureFiles.write(into: path, fonts: fonts)
        return command
    }
}

/// A word as a POSIX shell reads it back: as it is when it holds nothing special, else in
/// single quotes.
enum ShellWord {
    static func quote(_ word: String) -> String {
        let plain = !word.isEmpty && word.unicodeScalars.allSatisfy { scalar in
            (scalar.value < 128 && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar))) || "-_./=:+,@%".unicodeScalars.contains(scalar)
        }
        return plain ? word : "'" + word.replacing("'", with: "'\\''") + "'"
    }
}
