import CSDL2
import PagerCore
import Testing
@testable import PagerSDL

@Suite("Image store", .tags(.unit))
struct ImageStoreTests {
    @Test("a decode covers its box at the screen's scale, fit and fill, never past the image")
    func decodeSizes() {
        let folder = ImageFolder()
        let photo = folder.png("photo.png", 400, 300)
        let store = ImageStore(pixelsPerPoint: 2, warn: { _ in })
        // 100x100 points at 2x: 200x200 pixels. Fit: 400x300 * min(200/400, 200/300) = 200x150.
        store.frame(at: 0, [photo], mode: .fit)
        store.beginFrame(at: 1)
        #expect(Pixels.size(store.pixels(photo)) == [200, 150])
        #expect(store.known(photo).pixelSize == Size(width: 400, height: 300))
        // Fill: 400x300 * max(0.5, 0.667) = 266.67x200, rounded up to 267x200.
        let other = ImageStore(pixelsPerPoint: 2, warn: { _ in })
        other.frame(at: 0, [photo], mode: .fill)
        other.beginFrame(at: 1)
        #expect(Pixels.size(other.pixels(photo)) == [267, 200])
        // A box larger than the image: the image's own 400x300.
        let large = ImageStore(pixelsPerPoint: 2, warn: { _ in })
        large.frame(at: 0, [photo], box: Size(width: 1000, height: 1000), mode: .fill)
        large.beginFrame(at: 1)
        #expect(Pixels.size(large.pixels(photo)) == [400, 300])
        #expect(large.counters.scaledPixels == 0)
        #expect(other.counters.scaledPixels == 400 * 300)
    }

    @Test("decode targets against the content mode's formula")
    func targets() {
        let t = DecodeTarget.size(image: (4000, 3000), box: Size(width: 1280, height: 800), mode: .fit)
        #expect(t == (1067, 800))
        let s = DecodeTarget.size(image: (4000, 3000), box: Size(width: 5000, height: 100), mode: .stretch)
        #expect(s == (4000, 100))
        let c = DecodeTarget.size(image: (640, 480), box: Size(width: 100, height: 100), mode: .center)
        #expect(c == (640, 480))
        // libjpeg-turbo's smallest covering scale: 3/8 of 4000x3000 is 1500x1125; 1/4 (1000) is short.
        #expect(JPEGDecoder.scaledSize(image: (4000, 3000), target: (1067, 800)) == (1500, 1125))
        #expect(JPEGDecoder.scaledSize(image: (800, 600), target: (187, 140)) == (200, 150))
    }

    @Test("waitForWanted, then beginFrame: ready since that frame's time, the same pixels every run")
    func deterministicReady() {
        let folder = ImageFolder()
        let image = folder.png("gradient.png", 300, 200) { x, y in 0xFF00_0000 | UInt32(x % 256) << 16 | UInt32(y) << 8 | 0x40 }
        var runs: [[UInt32]] = []
        for _ in 0..<2 {
            let store = ImageStore(workers: 2, warn: { _ in })
            store.frame(at: 3.25, [image])
            #expect(store.known(image).phase == .loading)
            store.beginFrame(at: 3.5)
            #expect(store.known(image).phase == .ready(since: 3.5))
            #expect(store.known(image).revision == 1)
            runs.append(Pixels.all(store.pixels(image)!))
        }
        #expect(runs[0] == runs[1])
        #expect(runs[0].count == 100 * 67)
    }

    @Test("a larger want decodes again, sharper: the old pixels show until revision + 1 lands")
    func sharperRevision() throws {
        let folder = ImageFolder()
        let image = folder.png("big.png", 800, 600)
        let store = ImageStore(warn: { _ in })
        store.frame(at: 0, [image], box: Size(width: 100, height: 75))
        store.beginFrame(at: 1)
        #expect(Pixels.size(store.pixels(image)) == [100, 75])
        let first = store.info(for: ImageSource(path: image), box: Size(width: 400, height: 300), mode: .fit)
        #expect(first.revision == 1)
        #expect(Pixels.size(store.surface(for: ImageSource(path: image), revision: 1)) == [100, 75])
        store.waitForWanted()
        store.beginFrame(at: 2)
        let second = store.known(image)
        #expect(second.revision == 2)
        #expect(second.phase == .ready(since: 1))
        #expect(store.surface(for: ImageSource(path: image), revision: 1) == nil)
        #expect(Pixels.size(store.surface(for: ImageSource(path: image), revision: 2)) == [400, 300])
        // A smaller want again decodes nothing: the sharper pixels cover it.
        store.frame(at: 2, [image], box: Size(width: 100, height: 75))
        store.beginFrame(at: 3)
        #expect(store.counters.decodesStarted == 2)
        #expect(store.counters.decodedBytes == 400 * 300 * 4)
    }

    @Test("over the budget, the least recently drawn pixels go first, never the last frame's")
    func budgetEviction() {
        let folder = ImageFolder()
        let a = folder.png("a.png", 100, 100), b = folder.png("b.png", 100, 100), c = folder.png("c.png", 100, 100)
        let store = ImageStore(budget: 100_000, warn: { _ in })
        store.frame(at: 1, [a])
        store.frame(at: 2, [b])
        store.frame(at: 3, [c])
        store.beginFrame(at: 4)
        // 3 x 40,000 bytes > 100,000: a (drawn in frame 1) goes, b (frame 2) stays.
        #expect(store.pixels(a) == nil)
        #expect(store.known(a).phase == .loading)
        #expect(store.pixels(b) != nil && store.pixels(c) != nil)
        #expect(store.counters.decodedBytes == 80_000)
        #expect(store.counters.peakDecodedBytes == 120_000)

        // All three wanted by one frame: kept over the budget.
        let tight = ImageStore(budget: 50_000, warn: { _ in })
        tight.frame(at: 1, [a, b, c])
        tight.beginFrame(at: 2)
        #expect([a, b, c].allSatisfy { tight.pixels($0) != nil })
        #expect(tight.counters.decodedBytes == 120_000)
        // The next frame wants only c: a and b are evicted.
        tight.frame(at: 2, [c])
        tight.beginFrame(at: 3)
        #expect(tight.pixels(a) == nil && tight.pixels(b) == nil && tight.pixels(c) != nil)
        #expect(tight.counters.decodedBytes == 40_000)
    }

    @Test("a queued decode no frame wants any more is cancelled before it starts")
    func cancellation() {
        let folder = ImageFolder()
        let files = (0..<4).map { folder.png("\($0).png", 64, 64) }
        let store = ImageStore(workers: 1, warn: { _ in })
        store.queue.setHeld(true)
        store.beginFrame(at: 0)
        for file in files { _ = store.info(for: ImageSource(path: file), box: Size(width: 64, height: 64), mode: .fit) }
        store.beginFrame(at: 1)
        #expect(store.counters.decodesCancelled == 0)
        _ = store.info(for: ImageSource(path: files[3]), box: Size(width: 64, height: 64), mode: .fit)
        store.beginFrame(at: 2)
        #expect(store.counters.decodesCancelled == 3)
        _ = store.info(for: ImageSource(path: files[3]), box: Size(width: 64, height: 64), mode: .fit)
        store.queue.setHeld(false)
        store.waitForWanted()
        store.beginFrame(at: 3)
        #expect(store.counters.decodesStarted == 1)
        #expect(store.known(files[3]).phase == .ready(since: 3))
        #expect(!store.isBusy)
        // Wanted again, a cancelled image is queued again.
        store.frame(at: 3, [files[0]])
        store.beginFrame(at: 4)
        #expect(store.known(files[0]).phase == .ready(since: 4))
    }

    @Test("images on screen (priority 0) decode before prefetches, oldest first")
    func priorityOrder() {
        let folder = ImageFolder()
        let names = ["far", "near", "b", "a"].map { folder.png("\($0).png", 32, 32) }
        let store = ImageStore(workers: 1, warn: { _ in })
        store.queue.setHeld(true)
        store.beginFrame(at: 0)
        for (file, priority) in zip(names, [2, 1, 0, 0]) {
            _ = store.info(for: ImageSource(path: file), box: Size(width: 32, height: 32), mode: .fit, priority: priority)
        }
        store.queue.setHeld(false)
        store.waitForWanted()
        let order = store.queue.locked { store.queue.startOrder.map(\.path) }
        #expect(order == [names[2], names[3], names[1], names[0]])
    }

    @Test("needsFrame while results wait and while an image fades in, not after")
    func needsFrame() {
        let folder = ImageFolder()
        let image = folder.png("fade.png", 50, 50)
        let store = ImageStore(warn: { _ in })
        #expect(!store.needsFrame(at: 0))
        store.frame(at: 0, [image])
        #expect(store.needsFrame(at: 0))
        store.beginFrame(at: 1)
        _ = store.info(for: ImageSource(path: image), box: Size(width: 100, height: 100), mode: .fit)
        #expect(store.needsFrame(at: 1.0))
        #expect(store.needsFrame(at: 1.1))
        #expect(store.needsFrame(at: 1.19))
        #expect(store.needsFrame(at: 1.25), "no frame has shown it whole yet")
        store.beginFrame(at: 1.25)
        _ = store.info(for: ImageSource(path: image), box: Size(width: 100, height: 100), mode: .fit)
        #expect(!store.needsFrame(at: 1.25))
        #expect(!store.needsFrame(at: 9))
        #expect(!store.isBusy)
    }

    /// A loop that wakes late (a busy machine, a slow frame) after a frame drawn mid-fade still
    /// draws one frame more, at full opacity: else the picture stays part transparent over its
    /// placeholder, the average colour showing through its transparent pixels.
    @Test("a fade-in ends on a frame at full opacity, however late the loop wakes")
    func fadeEndsOnAFullFrame() {
        let folder = ImageFolder()
        let image = folder.png("late.png", 50, 50)
        let source = ImageSource(path: image)
        let box = Size(width: 100, height: 100)
        let store = ImageStore(warn: { _ in })
        store.frame(at: 0, [image])
        store.beginFrame(at: 1)
        _ = store.info(for: source, box: box, mode: .fit)
        store.beginFrame(at: 1.15)
        #expect(store.known(image).phase == .ready(since: 1))
        _ = store.info(for: source, box: box, mode: .fit)
        // Drawn at smoothstep(0.15 / 0.2) = 0.84 opacity; the loop next looks 0.15 s later.
        #expect(ImageReveal.opacity(since: 1, now: 1.15, reducesMotion: false) < 0.85)
        #expect(store.needsFrame(at: 1.3), "the last frame showed it at 84 %")
        store.beginFrame(at: 1.3)
        _ = store.info(for: source, box: box, mode: .fit)
        #expect(!store.needsFrame(at: 1.3))
        #expect(!store.needsFrame(at: 2))
    }
}
