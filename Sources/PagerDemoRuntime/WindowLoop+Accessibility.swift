import PagerAccessibility
import PagerCore
import PagerDemoKit
import PagerSDL

/// The window loop's two touch points with accessibility: what a screen reader asked for goes
/// in as input, and the tree goes out after frames, only while an accessibility bus is served.
extension AccessibilityBridge {
    /// A bridge for a window of the program named `programPath`'s last component, which wakes
    /// the SDL loop when a request comes.
    static func forWindow(programPath: String) -> AccessibilityBridge {
        let name = programPath.split(separator: "/").last.map(String.init) ?? "pager"
        return AccessibilityBridge(applicationName: name, wake: { EventPump.wake() })
    }

    /// Delivers the requests that came (a tab's action: a tap on it) at `time`; returns whether any did.
    func applyRequests<S: TracedScene>(to driver: FrameDriver<S>, at time: Double) -> Bool {
        let requests = takeRequests()
        for request in requests {
            for event in request.inputEvents(at: time) { driver.deliver(event) }
        }
        return !requests.isEmpty
    }

    /// Publishes the scene's tree after a frame (`presented`), when the AT-SPI side wants one, or
    /// when the window moved or was shown or hidden (no frame is drawn for that); builds nothing
    /// while no assistive technology is there.
    func publish<S: TracedScene>(_ scene: S, canvas: WindowCanvas, presented: Bool) {
        guard wantsTrees || needsPublication else { return }
        let placement = canvas.placement
        guard presented || needsPublication || placement != publishedPlacement else { return }
        publish(scene.elementTree(), title: scene.windowTitle, placement: placement, settled: scene.isSettled)
    }
}
