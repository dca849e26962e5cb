import Testing
import PagerCore

/// The frame driver feeds a scene the way every loop must: time first, then input; time never
/// back; a frame only when something changed or moves.
@Suite(.tags(.unit))
struct FrameDriverTests {
    private func key(at time: Double) -> InputEvent { InputEvent(.key(.right, []), at: time) }

    @Test func anInputAdvancesTheSceneToItsTimeBeforeTheSceneHandlesIt() {
        let scene = SlidingScene()
        let driver = FrameDriver(scene: scene)
        driver.deliver(key(at: 0.5))
        #expect(scene.calls == [.advance(0.5), .handle(0.5)])
        #expect(driver.time == 0.5)
        // The slide starts at the key's time, not at the last frame's (none: 0).
        #expect(scene.slideStarts == [0.5])
    }

    @Test func anInputStampedBeforeTheLastTimeDoesNotTakeTheSceneBack() {
        let scene = SlidingScene()
        let driver = FrameDriver(scene: scene)
        driver.frame(at: 1.0)
        scene.forgetCalls()
        let late = InputEvent(.wheel(dx: 0, dy: 1, at: Point(x: 3, y: 4)), at: 0.9)
        driver.deliver(late)
        // Clamped: the scene stays at 1.0, and the event keeps the time it happened at.
        #expect(scene.calls == [.advance(1.0), .handle(0.9)])
        #expect(driver.time == 1.0)
        driver.frame(at: 0.95)
        #expect(scene.calls.last(where: { if case .advance = $0 { true } else { false } }) == .advance(1.0))
        #expect(driver.time == 1.0)
    }

    @Test func aFrameIsNeededAfterInputAndWhileAnimatingAndNotOtherwise() {
        let scene = SlidingScene()
        let driver = FrameDriver(scene: scene)
        #expect(driver.needsFrame, "before the first frame")
        driver.frame(at: 0)
        #expect(!driver.needsFrame, "nothing happened")
        driver.deliver(InputEvent(.wheel(dx: 0, dy: 1, at: Point(x: 1, y: 1)), at: 0.1))
        #expect(driver.needsFrame, "input came")
        driver.frame(at: 0.1)
        #expect(!driver.needsFrame, "the move started nothing")
        driver.deliver(key(at: 0.2))
        driver.frame(at: 0.2)
        #expect(driver.needsFrame, "the slide moves on its own")
        driver.frame(at: 0.3)
        #expect(driver.needsFrame, "still sliding")
        driver.frame(at: 0.2 + SlidingScene.slideSeconds)
        #expect(!driver.needsFrame, "the slide is over")
        driver.resize(to: Size(width: 20, height: 30))
        #expect(driver.needsFrame, "a new size")
        #expect(driver.size == Size(width: 20, height: 30))
        driver.frame(at: 0.5)
        driver.requestFrame()
        #expect(driver.needsFrame, "asked for")
    }

    @Test func eachFrameReplacesTheLastFramesDrawing() {
        let scene = SlidingScene()
        let driver = FrameDriver(scene: scene)
        driver.deliver(key(at: 0))
        driver.frame(at: 0.125)
        driver.frame(at: 1)
        #expect(driver.drawList.commands == [.fill(Rect(x: 10, y: 0, width: 10, height: 10), .black, cornerRadius: 0)])
    }

    /// Keys between frames, at 30, 60 and 144 frames per second: each slide starts at its key's
    /// time whatever the frame rate, so every rate ends in the same state and the same drawing.
    @Test func theSameInputAtAnyFrameRateEndsInTheSameState() {
        let keys = [0.105, 0.2, 0.61, 0.62]
        func run(fps: Double) -> (starts: [Double], position: Double, drawing: [DrawCommand]) {
            let scene = SlidingScene()
            let driver = FrameDriver(scene: scene)
            var pending = keys[...]
            var frame = 0
            while true {
                let time = Double(frame) / fps
                while let next = pending.first, next <= time {
                    driver.deliver(key(at: next))
                    pending = pending.dropFirst()
                }
                driver.frame(at: time)
                if pending.isEmpty && !driver.needsFrame { break }
                frame += 1
            }
            return (scene.slideStarts, scene.position, driver.drawList.commands)
        }
        let runs = [30.0, 60.0, 144.0].map(run)
        #expect(runs[0].starts == keys)
        #expect(runs[0].position == Double(keys.count))
        for other in runs.dropFirst() {
            #expect(other.starts == runs[0].starts)
            #expect(other.position == runs[0].position)
            #expect(other.drawing == runs[0].drawing)
        }
    }

    /// A drag of 200 points leftwards over the 360-point pages, its events timed as a loaded
    /// machine delivers them (ms: two in the first millisecond, a pause of 5, the last move and
    /// the release together), each followed by a frame as the article's loop draws: it turns to
    /// the next page. It sprang back to the first while the velocity estimate (a parabola
    /// through the samples) read the release as a fling to the right.
    @Test(arguments: [[22, 22, 23, 24, 29, 30, 30], [13, 13, 18, 19, 20, 20, 21], [22, 22, 23, 24, 25, 26, 27]])
    func aDragPastHalfWithUnevenEventTimesTurnsThePage(milliseconds: [Int]) {
        let driver = FrameDriver(scene: MyPagerScene(measurer: FixedWidthTextMeasurer()))
        driver.resize(to: Size(width: 360, height: 600))
        let xs = [280.0, 240, 200, 160, 120, 80, 80]
        for (step, ms) in milliseconds.enumerated() {
            let point = Point(x: xs[step], y: 300), time = Double(ms) / 1000
            let kind: InputEvent.Kind = step == 0 ? .pointerDown(point) : step == xs.count - 1 ? .pointerUp(point) : .pointerMove(point)
            driver.deliver(InputEvent(kind, at: time))
            driver.frame(at: time)
        }
        var time = Double(milliseconds.last!) / 1000
        while driver.needsFrame && time < 5 { time += 1.0 / 60; driver.frame(at: time) }
        let pages = driver.scene.viewPager.pagedView
        #expect(pages.currentPage == 1 && pages.position == 1 && driver.isSettled, "page \(pages.currentPage) at \(pages.position)")
    }
}
