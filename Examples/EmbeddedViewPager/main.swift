// A ViewPager (tabs over pages) inside an SDL program that owns its window, renderer and loop,
// next to SDL drawing of its own: a bar under the pager that follows the pages.
//   embedded-viewpager              a window: swipe, click a tab, Left / Right; close it to quit
//   embedded-viewpager --frames N   no display (SDL's dummy driver): a scripted swipe and key
//                                   press, at most N frames; prints each page move and the end
import CSDL2
import Glibc
import PagerCore
import PagerSDL

/// What the pager part of the window shows: three coloured pages under their tabs.
final class PagerScene: Scene, ViewPagerDelegate {
    let pages = [("First", Color(rgb: 0xFF3B30)), ("Second", Color(rgb: 0x007AFF)), ("Third", Color(rgb: 0xFF9500))]
    let viewPager: ViewPager
    init(measurer: any TextMeasuring) {
        viewPager = ViewPager(tabSizeConfiguration: .fillEqually(height: 48, spacing: 0), titles: pages.map(\.0),
                              measurer: measurer)
        viewPager.delegate = self
    }
    func didMoveToPage(index: Int) { print("moved to page \(index) (\(pages[index].0))") }
    func resize(to size: Size) { viewPager.frame = Rect(x: 0, y: 0, width: size.width, height: size.height) }
    // Presses, drags, taps and touchpad pans reach the tabs or the pages through the driver.
    func collectGestureParticipants(at point: Point, into chain: inout [any GestureParticipant]) {
        viewPager.collectGestureParticipants(at: point, into: &chain)
    }
    func handle(_ event: InputEvent) { viewPager.handle(event) }  // keys and wheel notches
    func advance(to time: Double) { viewPager.advance(to: time) }
    var isAnimating: Bool { viewPager.isAnimating }
    func draw(into list: inout DrawList) {
        let pager = viewPager.pagedView
        list.clipped(to: pager.frame) { list in pager.forEachVisiblePage { list.fill($1, pages[$0].1) } }
        viewPager.tabbedView.draw(into: &list)
    }
}

func fail(_ message: String) -> Never {
    _ = "embedded-viewpager: \(message)\n".withCString { write(2, $0, strlen($0)) }
    exit(1)
}

/// The headless run's input, pushed into SDL's queue a frame apart, so it takes real input's path.
func pushScript(tick: Int) {
    var event = SDL_Event()
    switch tick {
    case 5, 15: event.type = (tick == 5 ? SDL_MOUSEBUTTONDOWN : SDL_MOUSEBUTTONUP).rawValue
        (event.button.button, event.button.x, event.button.y) = (UInt8(SDL_BUTTON_LEFT), tick == 5 ? 300 : 57, 300)
    case 6...14: event.type = SDL_MOUSEMOTION.rawValue; event.motion.state = 1  // the left button held
        (event.motion.x, event.motion.y) = (300 - Int32(tick - 5) * 27, 300)
    case 60: event.type = SDL_KEYDOWN.rawValue; event.key.keysym.sym = SDL_Keycode(SDLK_RIGHT.rawValue)
    default: return
    }
    _ = SDL_PushEvent(&event)
}

let frameLimit = CommandLine.arguments.count == 3 && CommandLine.arguments[1] == "--frames"
    ? Int(CommandLine.arguments[2]) : nil
if frameLimit != nil { SDL_SetHint(SDL_HINT_VIDEODRIVER, "dummy") }
SDL_SetMainReady()
guard SDL_Init(UInt32(SDL_INIT_VIDEO)) == 0 else { fail("SDL_Init: \(String(cString: SDL_GetError()))") }
let (width, height, barHeight): (Int32, Int32, Int32) = (360, 640, 24)
let centred = Int32(SDL_WINDOWPOS_CENTERED_MASK)
guard let window = SDL_CreateWindow("Pager in my app", centred, centred, width, height, SDL_WINDOW_SHOWN.rawValue),
      let sdlRenderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue) else {
    fail("no window: \(String(cString: SDL_GetError()))")
}
let dejaVu = "/usr/share/fonts/truetype/dejavu/DejaVuSans"  // your own fonts' paths
guard let fonts = try? FontLibrary(regularPath: dejaVu + ".ttf", boldPath: dejaVu + "-Bold.ttf") else {
    fail("no DejaVu Sans at \(dejaVu).ttf (Debian: fonts-dejavu-core)")
}
let text = TextCache(fonts: fonts)
// A software renderer draws into the window's surface: tell the renderer, so it tracks damage.
let renderer = DrawListRenderer(renderer: sdlRenderer, text: text, surface: { SDL_GetWindowSurface(window) })
let scene = PagerScene(measurer: text)
let driver = FrameDriver(scene: scene)
driver.resize(to: Size(width: Double(width), height: Double(height - barHeight)))
var translator = EventTranslator()
var (tick, running, event) = (0, true, SDL_Event())
while running && tick < (frameLimit ?? Int.max) {
    tick += 1
    // Sleep until input while nothing moves; else until the next frame (~60 a second).
    var got = SDL_WaitEventTimeout(&event, driver.needsFrame || frameLimit != nil ? 16 : -1)
    if frameLimit != nil { pushScript(tick: tick); if got == 0 { got = SDL_PollEvent(&event) } }
    while got != 0 {  // all that is queued
        switch translator.translate(event) {
        case let .input(input): driver.deliver(input)
        case .quit: running = false
        case .resized, .redraw: renderer.invalidate(); driver.requestFrame()
        case .ignored: break
        }
        got = SDL_PollEvent(&event)
    }
    if frameLimit != nil && tick > 60 && driver.isSettled && !driver.needsFrame { break }
    guard driver.needsFrame else { continue }
    driver.frame(at: translator.now())
    var pagerArea = SDL_Rect(x: 0, y: 0, w: width, h: height - barHeight)
    SDL_RenderSetViewport(sdlRenderer, &pagerArea)
    renderer.draw(driver.drawList, background: .white)
    SDL_RenderSetViewport(sdlRenderer, nil)
    // Our own drawing: a bar as wide as the pages have come, of all the way to the last one.
    let pages = scene.viewPager.pagedView
    var bar = SDL_Rect(x: 0, y: height - barHeight, w: width, h: barHeight)
    SDL_SetRenderDrawColor(sdlRenderer, 40, 40, 40, 255); SDL_RenderFillRect(sdlRenderer, &bar)
    bar.w = Int32((Double(width) * pages.position / Double(pages.pageCount - 1)).rounded())
    SDL_SetRenderDrawColor(sdlRenderer, 255, 255, 255, 255); SDL_RenderFillRect(sdlRenderer, &bar)
    SDL_RenderPresent(sdlRenderer)  // the bar changes with the pages: the whole window
}
/// The colour at pixel (x, y) of what was drawn last, as #RRGGBB.
func colour(x: Int32, y: Int32) -> String {
    var area = SDL_Rect(x: x, y: y, w: 1, h: 1), pixel: UInt32 = 0
    SDL_RenderReadPixels(sdlRenderer, &area, SDL_PIXELFORMAT_RGB888.rawValue, &pixel, 4)
    return "#" + String(pixel & 0xFFFFFF | 0x100_0000, radix: 16, uppercase: true).dropFirst()
}
let pages = scene.viewPager.pagedView
print("after \(tick) ticks: page \(pages.currentPage), offset \(pages.position), settled \(driver.isSettled),",
      "pager centre \(colour(x: width / 2, y: height / 2)), bar end \(colour(x: width - 2, y: height - 2))")
text.removeAll()  // its textures belong to the SDL renderer
SDL_DestroyRenderer(sdlRenderer); SDL_DestroyWindow(window); SDL_Quit()
