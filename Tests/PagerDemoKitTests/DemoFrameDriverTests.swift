import PagerCore
import PagerDemoKit
import Testing

/// The demo's scene fed through the frame driver as the window loop feeds it: no frames while
/// nothing moves, so the scene's components last saw the time long before the next key.
@Suite(.tags(.unit))
struct DemoFrameDriverTests {
    /// A key after three idle seconds starts the page's spring at the key's time: the first frame
    /// after it shows the page just leaving, not already arrived (the jump a loop that handled the
    /// key without advancing first showed).
    @Test func aKeyAfterAnIdleSpellStartsThePageMoveAtTheKeysTime() {
        let driver = FrameDriver(scene: DemoApp(config: FuzzTests.config, measurer: FixedWidthTextMeasurer()))
        driver.resize(to: Size(width: 480, height: 800))
        driver.frame(at: 0)
        #expect(!driver.needsFrame, "the demo starts at rest, so a window would sleep")
        let keyTime = 3.0, frameTime = 3.0 + 1.0 / 60
        driver.deliver(InputEvent(.key(.right, []), at: keyTime))
        driver.frame(at: frameTime)
        let offset = driver.scene.traceState.offset
        #expect(offset > 0 && offset < 0.5, "one frame into the move, the page is \(offset) of the way")
        #expect(driver.needsFrame)
    }
}
