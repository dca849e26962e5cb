// A pager with no window and no SDL, driven as a game or another toolkit would drive it: a
// ViewPager laid out with a fixed-width text measurer, scripted input through its handle(_:),
// the program's own 60 fps clock, and the page offsets printed (every 0.1 s, and each move).
//   scripted-pager    a slow swipe, a fling, a tap on the first tab, the End key; then at rest
import PagerCore
import ScrollPhysics

/// Prints the pages' completed moves.
final class MoveLog: ViewPagerDelegate {
    func didMoveToPage(index: Int, at time: Double) { print("moved to page \(index)") }
}

var configuration = PagedView.Configuration()
configuration.spring = SpringDescription(dampingRatio: 1, mass: 0.5, stiffness: 500)  // the default, spelt out
let viewPager = ViewPager(tabSizeConfiguration: .fillEqually(height: 40, spacing: 0),
                          titles: ["One", "Two", "Three", "Four"], measurer: FixedWidthTextMeasurer(),
                          pagedViewConfiguration: configuration)
viewPager.frame = Rect(x: 0, y: 0, width: 320, height: 480)
let log = MoveLog()
viewPager.delegate = log
let fps = 60.0

/// A press at `start` seconds, one move a frame along x by `dx` points over `seconds`, a release.
func drag(at start: Double, from x: Double, by dx: Double, over seconds: Double) -> [InputEvent] {
    let steps = max(1, Int((seconds * fps).rounded()))
    var events = [InputEvent(.pointerDown(Point(x: x, y: 240)), at: start)]
    for step in 1...steps {
        let point = Point(x: x + dx * Double(step) / Double(steps), y: 240)
        events.append(InputEvent(.pointerMove(point), at: start + Double(step) / fps))
    }
    events.append(InputEvent(.pointerUp(Point(x: x + dx, y: 240)), at: start + seconds))
    return events
}

let script = drag(at: 0.2, from: 300, by: -200, over: 0.4)          // slow, past half a page: page 1
    + drag(at: 1.2, from: 200, by: -40, over: 0.05)                  // short and fast, a fling: page 2
    + [InputEvent(.pointerDown(Point(x: 40, y: 20)), at: 2.0),        // a tap on tab "One": page 0
       InputEvent(.pointerUp(Point(x: 40, y: 20)), at: 2.05),
       InputEvent(.key(.end, []), at: 3.0)]                          // End: the last page, 3

func rounded(_ value: Double) -> Double { (value * 1000).rounded() / 1000 }

var next = 0
var time = LatestTime()  // a clock that never goes back (ScrollPhysics)
for frame in 0...Int(4.5 * fps) {
    let now = Double(frame) / fps
    // Each input at its own time: advance to it first, so what it starts starts then.
    while next < script.count && script[next].time <= now {
        let event = script[next]
        viewPager.advance(to: time.advance(to: event.time))
        viewPager.handle(event)  // keys, wheels, presses, drags and taps alike
        next += 1
    }
    viewPager.advance(to: time.advance(to: now))
    if frame % 6 == 0 {
        let pages = viewPager.pagedView
        print("t \(rounded(now)) offset \(rounded(pages.position)) selected \(viewPager.selectedIndex)")
    }
}
let pages = viewPager.pagedView
print("at rest: \(viewPager.isSettled), page \(pages.currentPage), offset \(pages.position), tab \(viewPager.tabbedView.selectedIndex)")
