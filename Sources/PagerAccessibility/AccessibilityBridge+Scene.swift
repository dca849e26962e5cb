import PagerCore

/// For a program with a loop of its own (README: Use Pager in your app): turning accessibility
/// on is one line, `let accessibility = AccessibilityBridge(applicationName: "my-app")`, and
/// the loop calls ``update(_:at:placement:)`` once a turn.
extension AccessibilityBridge {
    /// Serves `applicationName` to screen readers; requests wait for the loop's next turn (a
    /// loop that sleeps until input should pass a `wake` that wakes it, as
    /// `EventPump.wake` does for PagerSDL's pump).
    public convenience init(applicationName: String) {
        self.init(applicationName: applicationName, wake: {})
    }

    /// One loop turn's accessibility, after the scene has drawn: hands `scene` what screen
    /// readers asked for since the last turn (a tab's action or a tab list's `SelectChild`
    /// as a tap, a list item's `ScrollTo` as a wheel turn) at `time`, then publishes its tree
    /// (``Scene/elementTree()``, its title, whether it is settled) when an assistive technology
    /// wants one. `placement` says where the window is on the screen and its scale. Returns
    /// whether the scene got input, so the loop draws another frame. Costs one atomic load when
    /// nobody listens.
    @discardableResult
    public func update(_ scene: some Scene, at time: Double, placement: WindowPlacement = WindowPlacement()) -> Bool {
        let requests = takeRequests()
        for request in requests {
            for event in request.inputEvents(at: time) { scene.handle(event) }
        }
        if wantsTrees || needsPublication {
            publish(scene.elementTree(), title: scene.windowTitle, placement: placement, settled: scene.isSettled)
        }
        return !requests.isEmpty
    }
}
