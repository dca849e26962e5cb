import PagerCore

/// For a program with a loop of its own: turning accessibility
/// on is one line, `let accessibility = AccessibilityBridge(applicationName: "my-app")`, and
/// the loop calls ``update(at:deliver:tree:title:settled:placement:)`` once a turn.
extension AccessibilityBridge {
    /// Serves `applicationName` to screen readers; requests wait for the loop's next turn (a
    /// loop that sleeps until input should pass a `wake` that wakes it, as
    /// `EventPump.wake` does for PagerSDL's pump).
    public convenience init(applicationName: String) {
        self.init(applicationName: applicationName, wake: {})
    }

    /// One loop turn's accessibility: hands `deliver` (a `FrameDriver`'s `deliver`, which routes
    /// pointers to the gestures) what screen readers asked for since the last turn (a tab's
    /// action or a tab list's `SelectChild` as a tap, a list item's `ScrollTo` as a wheel turn)
    /// at `time`, then publishes `tree` (built only then), `title` and whether the scene is
    /// `settled` when an assistive technology wants them. `placement` says where the window is
    /// on the screen and its scale. Returns whether input was delivered, so the loop draws
    /// another frame. Costs one atomic load when nobody listens.
    @discardableResult
    public func update(at time: Double, deliver: (InputEvent) -> Void, tree: @autoclosure () -> ElementNode,
                       title: String, settled: Bool, placement: WindowPlacement = WindowPlacement()) -> Bool {
        let requests = takeRequests()
        for request in requests {
            for event in request.inputEvents(at: time) { deliver(event) }
        }
        if wantsTrees || needsPublication {
            publish(tree(), title: title, placement: placement, settled: settled)
        }
        return !requests.isEmpty
    }
}
