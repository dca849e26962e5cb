// A ViewPager (tabs over pages) inside an SDL program that owns its window, renderer and loop,
// next to SDL drawing of its own: a bar under the pager that follows the pages.
//   embedded-viewpager    a window: swipe, click a tab, Left / Right, a touchpad's two fingers;
//                         close it to quit. Prints each page move, and where the pages ended.
//                         Screen readers (Orca) read and drive it over AT-SPI.
import CSDL2
import PagerAccessibility
import PagerCore
import PagerSDL

final class MoveLog: ViewPagerDelegate { func didMoveToPage(index: Int, at time: Double) { print("moved to page \(index)") } }

SDL_SetMainReady()
// Under X11 SDL drops a click within 10 ms of the window gaining focus: a click-to-focus window
// manager's first tap on a tab would do nothing. Pager's own window sets this too.
SDL_SetHint(SDL_HINT_MOUSE_FOCUS_CLICKTHROUGH, "1")
let (width, height, barHeight): (Int32, Int32, Int32) = (360, 640, 24)
let centred = Int32(SDL_WINDOWPOS_CENTERED_MASK)
guard SDL_Init(UInt32(SDL_INIT_VIDEO)) == 0,
      let window = SDL_CreateWindow("Pager in my app", centred, centred, width, height, SDL_WINDOW_SHOWN.rawValue),
      let sdlRenderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue) else {
    fatalError("no window: \(String(cString: SDL_GetError()))")
}
let text = TextCache(fonts: try FontLibrary.system())  // DejaVu, or what fontconfig names
// A software renderer draws into the window's surface: tell the renderer, so it tracks damage.
let renderer = DrawListRenderer(renderer: sdlRenderer, text: text, surface: { SDL_GetWindowSurface(window) })
// Pages from a data source: made when first shown, let go of beyond one page each side.
let titles = ["First", "Second", "Third"], colours: [UInt32] = [0xFF3B30, 0x007AFF, 0xFF9500]
let source = PageBuilder(count: 3) { ColorPage(title: titles[$0], color: Color(rgb: colours[$0])) }
let scene = PagerScene(dataSource: source, title: { titles[$0] }, measurer: text)
let log = MoveLog()
scene.viewPager.delegate = log
let driver = FrameDriver(scene: scene)  // routes gestures, keeps the time, knows when to draw
let accessibility = AccessibilityBridge.forSDLWindow()  // on the desktop's accessibility bus, if there is one
driver.resize(to: Size(width: Double(width), height: Double(height - barHeight)))
var (translator, running, event) = (EventTranslator(), true, SDL_Event())
while running {
    // Screen readers: what they asked for (a tab's action, as a tap), the tree after the last frame.
    accessibility.update(driver, window: window, title: "Pager in my app", at: translator.now())
    // Sleep until input while nothing moves; else until the next frame (~60 a second).
    var got = SDL_WaitEventTimeout(&event, driver.needsFrame ? 16 : -1)
    while got != 0 {  // all that is queued
        switch translator.translate(event) {
        case let .input(input): driver.deliver(input)
        case .quit: running = false
        case .resized, .redraw: renderer.invalidate(); driver.requestFrame()
        case .ignored: break
        }
        got = SDL_PollEvent(&event)
    }
    guard driver.needsFrame else { continue }
    driver.frame(at: translator.now())
    var area = SDL_Rect(x: 0, y: 0, w: width, h: height - barHeight)
    SDL_RenderSetViewport(sdlRenderer, &area)
    renderer.draw(driver.drawList, background: .white)
    SDL_RenderSetViewport(sdlRenderer, nil)
    // Our own drawing: a bar as wide as the pages have come, of all the way to the last one.
    area = SDL_Rect(x: 0, y: height - barHeight, w: width, h: barHeight)
    SDL_SetRenderDrawColor(sdlRenderer, 40, 40, 40, 255); SDL_RenderFillRect(sdlRenderer, &area)
    area.w = Int32((Double(width) * scene.viewPager.pagedView.position / 2).rounded())
    SDL_SetRenderDrawColor(sdlRenderer, 255, 255, 255, 255); SDL_RenderFillRect(sdlRenderer, &area)
    SDL_RenderPresent(sdlRenderer)  // the bar changes with the pages: the whole window
}
let pages = scene.viewPager.pagedView
print("page \(pages.currentPage), offset \(pages.position), settled \(driver.isSettled)")
text.removeAll()  // its textures belong to the SDL renderer
accessibility.stop()
SDL_DestroyRenderer(sdlRenderer); SDL_DestroyWindow(window); SDL_Quit()
