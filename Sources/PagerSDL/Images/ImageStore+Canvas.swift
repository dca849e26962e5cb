import PagerCore

extension ImageStore {
    /// A store for what `canvas` draws: decoding at its renderer's pixels per point, its pixels
    /// drawn by that renderer (``DrawListRenderer/images``), and each finished decode waking
    /// an ``EventPump/wait(until:)`` in progress, so a loop asleep while a photo decodes draws
    /// it as soon as it lands.
    public convenience init(drawingOn canvas: any Canvas, budget: Int = ImageStore.defaultBudget,
                            warn: @escaping (String) -> Void) {
        self.init(pixelsPerPoint: canvas.renderer.scale, budget: budget, warn: warn)
        canvas.renderer.images = self
        onDecodeFinished = { EventPump.wake() }
    }

    /// Builds a frame whose images are all there: `draw` builds it, and if it wanted images
    /// still decoding, the store waits for them, takes them as if they had landed one
    /// `ImageReveal.duration` before `time` (so the frame shows them whole, with no fade), and
    /// `draw` builds it again. What headless runs do, so the same script shows the same pixels
    /// in the same frame on any machine, and a screenshot of the first frame shows the pictures
    /// (a window instead draws on and fades each image in when it lands).
    public func drawComplete(at time: Double, _ draw: () -> Void) {
        draw()
        // A decode may finish before the check (a small picture takes microseconds): it waits
        // to be taken like one still running, or the frame would show it or not by a race.
        guard isBusy || queue.hasFinished else { return }
        waitForWanted()
        beginFrame(at: time - ImageReveal.duration)
        frameTime = time
        draw()
    }
}
