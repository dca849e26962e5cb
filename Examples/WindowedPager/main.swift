// A complete windowed pager: three coloured pages under their tabs, in a window that resizes,
// follows the display's scale, and quits on close, Ctrl+Q or SIGTERM.
//   windowed-pager      swipe, drag, click a tab, Left / Right, a touchpad's two fingers
import Glibc
import PagerCore
import PagerSDL

let pages = [
    ColorPage(title: "First", color: Color(rgb: 0xFF3B30)),
    ColorPage(title: "Second", color: Color(rgb: 0x007AFF)),
    ColorPage(title: "Third", color: Color(rgb: 0xFF9500)),
]
do {
    try PagerWindow.run(title: "Pager", size: Size(width: 360, height: 640), pages: pages)
} catch {
    let line = "windowed-pager: \(error)\n"
    _ = line.withCString { write(2, $0, strlen($0)) }
    exit(1)
}
