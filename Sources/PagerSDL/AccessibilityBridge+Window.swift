import CSDL2
import PagerAccessibility
import PagerCore

/// Screen readers for an SDL window: the ready window (``PagerWindow``) has a bridge of its
/// own; a program with its own loop makes one with its window and updates it once a turn:
///
/// ```swift
/// let accessibility = AccessibilityBridge.forSDLWindow()              // with the window
/// // each turn, after the frame (true: a screen reader's input was delivered, draw again):
/// if accessibility.update(driver, window: window, title: "My app", at: translator.now()) { ... }
/// ```
extension AccessibilityBridge {
    /// The program's name as the desktop lists it: its path's last component.
    public static var programName: String {
        CommandLine.arguments.first?.split(separator: "/").last.map(String.init) ?? "pager"
    }

    /// A bridge serving the program (named `applicationName`, the program's name by default) to
    /// screen readers, whose requests wake `SDL_WaitEvent` and ``EventPump/wait(until:)`` with an
    /// event ``EventTranslator`` ignores. Without an accessibility bus this costs a thread that
    /// ends at once.
    public static func forSDLWindow(applicationName: String = AccessibilityBridge.programName) -> AccessibilityBridge {
        AccessibilityBridge(applicationName: applicationName, wake: { EventPump.wake() })
    }

    /// One turn of an SDL loop with a window of its own: delivers what screen readers asked for
    /// to `driver` at `time` (a tab's action as a tap on it), then, while an assistive technology
    /// is there, publishes the scene's tree with `title` for the window's frame, the window's
    /// place on the screen (its points are `pointsPerScreenUnit` screen units) and whether it is
    /// shown. Returns whether input was delivered, so the loop draws another frame. Costs one
    /// atomic load when nobody listens.
    @discardableResult
    public func update<S: DescribedScene>(_ driver: FrameDriver<S>, window: OpaquePointer?, title: String, at time: Double,
                                          pointsPerScreenUnit: Double = 1) -> Bool {
        var x: Int32 = 0, y: Int32 = 0
        if let window { SDL_GetWindowPosition(window, &x, &y) }
        let placement = WindowPlacement(origin: Point(x: Double(x), y: Double(y)), pointsPerScreenUnit: pointsPerScreenUnit,
                                        isShown: window.map(SDLWindowState.isShown) ?? true)
        return update(at: time, deliver: driver.deliver, tree: driver.scene.elementTree(), title: title,
                      settled: driver.isSettled, placement: placement)
    }

    /// ``update(_:window:title:at:pointsPerScreenUnit:)`` for a ``WindowCanvas``'s window, at its
    /// scale, with the tree `tree` gives.
    func update<S: Scene>(_ driver: FrameDriver<S>, canvas: WindowCanvas, title: String, at time: Double,
                          tree: () -> ElementNode) -> Bool {
        update(at: time, deliver: driver.deliver, tree: tree(), title: title, settled: driver.isSettled,
               placement: canvas.placement)
    }
}
