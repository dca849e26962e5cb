import CSDL2
import PagerCore

extension DrawListRenderer {
    /// Draws `image` inside `clip` (pixels). Not drawn yet: the image pipeline lands next.
    func drawImage(_ image: ImageDraw, clip: SDL_Rect, surface: UnsafeMutablePointer<SDL_Surface>?) {}
}
