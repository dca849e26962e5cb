import CSDL2
import CSDL2Image
import PagerCore

/// Decoded images for a frame loop: an `ImageProviding` for layout and an
/// ``ImagePixelSource`` for the renderer, decoding on worker threads at the size each image is
/// drawn, within a byte budget.
///
/// All of its methods are called on the thread that draws. Each frame the loop calls
/// ``beginFrame(at:)`` once, then the scene asks ``info(for:box:mode:priority:)`` for the images
/// it lays out (asking is wanting), and the renderer takes their pixels with
/// ``surface(for:revision:)``.
///
/// A decode covers the box it was wanted for: the box in screen pixels (times
/// ``pixelsPerPoint``), the image placed in it by its content mode, rounded up, and never more
/// than the image's own pixels. A JPEG is decoded by libjpeg-turbo at the smallest of its
/// scales (n/8) that covers that, other formats (PNG, WebP, GIF's first frame, BMP, TGA) by
/// SDL_image at full size, SVG rendered at the target; then an area-averaging filter reduces the
/// pixels to the target exactly. A want larger than the pixels held decodes again, sharper, and
/// the old pixels show until the new ones land (`ImageInfo.revision` + 1).
///
/// A file that cannot be shown (missing, unreadable, not an image, cut short, or over
/// ``pixelLimit`` pixels by its header, refused before any pixel is allocated) is
/// `ImageInfo.Phase.failed` and warned about once, in one line naming the file; it is not
/// read again by this store.
public final class ImageStore: ImageProviding, ImagePixelSource {
    /// The default ``budget``: 64 MiB of decoded pixels (16 full-screen 1024x1024 images at
    /// 4 bytes a pixel; a 1067x800 photo is 3.3 MiB).
    public static let defaultBudget = 64 << 20
    /// The default ``pixelLimit``: 100 megapixels (400 MB decoded), refused from the header.
    public static let defaultPixelLimit = 100_000_000

    /// Screen pixels per point: the boxes asked for are scaled by it.
    public let pixelsPerPoint: Double
    /// Bytes of decoded pixels kept (4 a pixel; files and decoder buffers not counted). Pixels
    /// past it are evicted least recently drawn first, but never those the last frame wanted:
    /// when those alone exceed it, they are all kept and the store holds more than the budget
    /// until fewer are wanted.
    public let budget: Int
    /// Most pixels (width times height, from the header) an image may have.
    public let pixelLimit: Int
    /// Called on a worker thread each time a decode finishes, so an event-driven loop can wake
    /// (push an SDL user event, `EventPump.wake()`) and take it with ``beginFrame(at:)``.
    public var onDecodeFinished: (@Sendable () -> Void)? {
        get { queue.onFinished }
        set { queue.onFinished = newValue }
    }

    let queue: DecodeQueue
    let warn: (String) -> Void
    var entries: [ImageSource: ImageEntry] = [:]
    /// What the frame being drawn asked for, with the most urgent priority each.
    var wanted: [ImageSource: Int] = [:]
    /// What the frame before it asked for.
    var lastWanted: Set<ImageSource> = []
    var frame = 0
    /// The time of the frame last drawn (its ``beginFrame(at:)``, or the time a
    /// ``drawComplete(at:_:)`` frame shows).
    var frameTime = -Double.infinity
    var nextJob = 0
    var drawSideCounters = ImageCounters()

    /// A store whose `workers` threads (at least 1) decode for a screen of `pixelsPerPoint`,
    /// keeping `budget` bytes of pixels and refusing images of more than `pixelLimit` pixels;
    /// `warn` gets one line for each file that cannot be shown (on the drawing thread).
    public init(pixelsPerPoint: Double = 1, budget: Int = ImageStore.defaultBudget,
                pixelLimit: Int = ImageStore.defaultPixelLimit, workers: Int = 2, warn: @escaping (String) -> Void) {
        self.pixelsPerPoint = pixelsPerPoint.isFinite && pixelsPerPoint > 0 ? pixelsPerPoint : 1
        self.budget = max(0, budget)
        self.pixelLimit = max(1, pixelLimit)
        self.warn = warn
        let decoder = ImageDecoder(pixelLimit: self.pixelLimit)
        queue = DecodeQueue(workers: workers, beforeFirstJob: {
            // SDL_image loads its codec libraries on first use, which is not safe from two
            // threads at once: load them with the first job, before any worker runs (a program
            // that shows no picture loads none).
            _ = IMG_Init(Int32(IMG_INIT_JPG.rawValue | IMG_INIT_PNG.rawValue | IMG_INIT_TIF.rawValue | IMG_INIT_WEBP.rawValue))
        }) { decoder.decode($0) }
    }

    deinit {
        for result in queue.stop() {
            if case let .success(decoded) = result.outcome { SDL_FreeSurface(decoded.surface.pointer) }
        }
        for entry in entries.values { if let surface = entry.surface { SDL_FreeSurface(surface.pointer) } }
    }

    /// What is known about `source`, and a want for the frame being drawn: the pixels to cover
    /// `box` points placed by `mode`. An image not decoded (or evicted) is queued for a worker
    /// at `priority` (0 on screen, higher for prefetches; lower goes first); one whose pixels
    /// are smaller than this want is decoded again at the larger size.
    public func info(for source: ImageSource, box: Size, mode: ImageContentMode, priority: Int) -> ImageInfo {
        wanted[source] = min(wanted[source] ?? priority, priority)
        var entry = entries[source] ?? ImageEntry()
        defer { entries[source] = entry }
        entry.lastWanted = frame
        if case .failed = entry.phase { return entry.info }
        let pixelBox = Size(width: box.width * pixelsPerPoint, height: box.height * pixelsPerPoint)
        if let pending = entry.pending {
            queue.raise(pending, to: priority)
        } else if let held = entry.heldSize, let size = entry.pixelSize {
            let target = DecodeTarget.size(image: (Int(size.width), Int(size.height)), box: pixelBox, mode: mode)
            if !DecodeTarget.covers(held, target) { entry.pending = enqueue(source, pixelBox, mode, priority) }
        } else if entry.surface == nil {
            entry.pending = enqueue(source, pixelBox, mode, priority)
        }
        return entry.info
    }

    /// The pixels of `source` at `revision`, or nil (not decoded, evicted, or another revision).
    public func surface(for source: ImageSource, revision: Int) -> UnsafeMutablePointer<SDL_Surface>? {
        guard let entry = entries[source], entry.revision == revision else { return nil }
        return entry.surface?.pointer
    }

    /// Whether decodes are queued or running.
    public var isBusy: Bool { queue.isBusy }

    /// Whether the loop must draw another frame at `time` (its clock now): finished decodes
    /// wait to be taken, or an image wanted in the last two frames was still fading in when the
    /// last frame was drawn (`ImageReveal`, with motion; a loop that reduces motion may stop
    /// sooner). A fade thus always ends on a frame that shows the picture whole, however late
    /// the loop wakes: one past the fade's end still owes that frame.
    public func needsFrame(at time: Double) -> Bool {
        if queue.hasFinished { return true }
        for source in lastWanted.union(wanted.keys) {
            if case let .ready(since)? = entries[source]?.phase,
               ImageReveal.isRevealing(since: since, now: min(time, frameTime), reducesMotion: false) { return true }
        }
        return false
    }

    /// Blocks until every decode the frame being drawn wanted has finished (a failure too), so
    /// the next ``beginFrame(at:)`` takes them all: headless runs draw, wait, begin a frame and
    /// draw again, the same bytes on every run.
    public func waitForWanted() {
        queue.wait(for: Set(wanted.keys))
    }

    /// What the store has done so far.
    public var counters: ImageCounters {
        var counters = drawSideCounters
        counters.decodesStarted = queue.locked { queue.started }
        return counters
    }

    func enqueue(_ source: ImageSource, _ box: Size, _ mode: ImageContentMode, _ priority: Int) -> Int {
        nextJob += 1
        queue.enqueue(DecodeJob(id: nextJob, source: source, priority: priority, box: box, mode: mode))
        return nextJob
    }
}
