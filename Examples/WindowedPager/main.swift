// A complete windowed pager: three coloured pages under their tabs, then a page for each image
// named on the command line (titled by its file name, fitted and centred, faded in once it has
// decoded), in a window that resizes, follows the display's scale, and quits on close, Ctrl+Q
// or SIGTERM. A file that cannot be shown gets a broken-picture page and one warning line.
//   windowed-pager [IMAGE...]   swipe, drag, click a tab, Left / Right, a touchpad's two fingers
import Glibc
import PagerCore
import PagerSDL

var pages: [any Page] = [
    ColorPage(title: "First", color: Color(rgb: 0xFF3B30)),
    ColorPage(title: "Second", color: Color(rgb: 0x007AFF)),
    ColorPage(title: "Third", color: Color(rgb: 0xFF9500)),
]
pages += CommandLine.arguments.dropFirst().map { ImagePage(image: ImageSource(path: $0)) }
do {
    try PagerWindow.run(title: "Pager", size: Size(width: 360, height: 640), pages: pages)
} catch {
    let line = "windowed-pager: \(error)\n"
    _ = line.withCString { write(2, $0, strlen($0)) }
    exit(1)
}
