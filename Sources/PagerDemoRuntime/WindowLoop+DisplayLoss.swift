import PagerSDL

extension WindowLoop {
    /// The X server or the Wayland compositor went away mid-run: write the outputs of what ran
    /// (the trace so far, the tree and a screenshot of the scene as it stands, drawn offscreen),
    /// then print the one line and end with status 2. On X11 it runs inside Xlib's IO error
    /// handler, so it touches neither the window nor SDL's video subsystem.
    func finishAfterDisplayLoss(output: FrameOutput<S>, outputCanvas: WindowOutputCanvas) -> Never {
        do {
            if outputs.screenshotPath != nil {
                try outputCanvas.replaceWithOffscreenCopy(of: driver, scale: canvas.renderer.scale, fonts: fonts)
            }
            try output.finish()
        } catch {
            DisplayLoss.exit(problem: "\(error)")
        }
        DisplayLoss.exit()
    }
}
