import CSDL2

extension DrawListRenderer {
    /// Shows the last ``draw(_:background:)`` in `window`, whose SDL renderer this draws with.
    ///
    /// An unchanged frame is already on screen (a software renderer's window surface keeps it),
    /// so nothing is sent; of a partly changed one on a window surface only ``lastDamage`` is
    /// (what `SDL_RenderPresent` does for the software renderer, for those rectangles); anything
    /// else is `SDL_RenderPresent`. A program that draws things of its own after the pager's
    /// presents the whole window itself whenever those change.
    public func present(in window: OpaquePointer) {
        if lastFrameUnchanged { return }
        if directSurface != nil, let damage = lastDamage {
            SDL_RenderFlush(renderer)
            damage.withUnsafeBufferPointer { rects in
                _ = SDL_UpdateWindowSurfaceRects(window, rects.baseAddress, Int32(rects.count))
            }
            return
        }
        SDL_RenderPresent(renderer)
    }
}
