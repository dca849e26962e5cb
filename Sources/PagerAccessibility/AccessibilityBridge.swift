import PagerCore
import Synchronization

/// A window's accessibility: serves the window's element tree to screen readers over AT-SPI
/// from a thread of its own, and hands back what they ask for.
///
/// The window loop calls ``publish(_:title:placement:settled:)`` after each frame while
/// ``wantsTrees`` holds (and when ``needsPublication`` asks, or the window moved or was shown or
/// hidden: ``publishedPlacement``) and applies ``takeRequests()`` at
/// each turn; both only take a lock for a copy, so the loop never waits for D-Bus. Without an
/// accessibility bus (no D-Bus session, no AT-SPI) the thread ends at once; with one but no
/// assistive technology listening, ``wantsTrees`` stays false and the loop builds nothing.
///
/// For a program with a loop of its own, creating the bridge is the one call that turns it on;
/// its loop then calls ``update(at:deliver:tree:title:settled:placement:)`` once a turn.
public final class AccessibilityBridge: Sendable {
    /// What the loop published last, for the AT-SPI thread to take.
    struct Published: Sendable {
        var window: ElementNode?
        var title = ""
        var placement = WindowPlacement()
        var settled = true
        /// Counts publications, so the thread knows when there is a new one.
        var generation = 0
    }

    let published = Mutex(Published())
    let requests = Mutex<[AccessibilityRequest]>([])
    private let serving = Atomic<Bool>(false)
    private let wanted = Atomic<Bool>(false)
    private let stale = Atomic<Bool>(true)
    let applicationName: String
    let wake: @Sendable () -> Void
    private let server: ATSPIServer

    /// Starts serving `applicationName` (the program's name, as the desktop lists it) from a
    /// background thread. `wake` is called (from that thread) when a request is waiting or the
    /// thread wants a tree, to wake a loop that sleeps until input.
    public init(applicationName: String, wake: @escaping @Sendable () -> Void) {
        self.applicationName = applicationName
        self.wake = wake
        server = ATSPIServer()
        server.start(bridge: self)
    }

    /// Whether the application is on an accessibility bus (registered with its desktop).
    public var isServing: Bool { serving.load(ordering: .relaxed) }

    /// Whether an assistive technology is there to read the tree: one listens for events (a
    /// screen reader such as Orca registers its listeners with the desktop's registry), or one
    /// asked something a moment ago. Only then is a tree worth building after a frame; without
    /// one the loop's cost is this one atomic load.
    public var wantsTrees: Bool { wanted.load(ordering: .relaxed) }

    /// Whether the thread wants a tree it does not have (an assistive technology came, or asked
    /// while none was published): the loop should publish even without a new frame.
    public var needsPublication: Bool { wanted.load(ordering: .relaxed) && isStale }

    /// Whether the thread asked for a tree and the loop has not published since.
    var isStale: Bool { stale.load(ordering: .acquiring) }

    /// Where the window was, and whether shown, at the last publication: a loop publishes again
    /// when that changed, even without a frame.
    public var publishedPlacement: WindowPlacement { published.withLock { $0.placement } }

    func setServing(_ value: Bool) {
        serving.store(value, ordering: .relaxed)
    }

    /// Called by the thread when an assistive technology comes or goes.
    func setWanted(_ value: Bool) {
        guard wanted.exchange(value, ordering: .relaxed) != value else { return }
        if value {
            stale.store(true, ordering: .releasing)
            wake()
        }
    }

    /// Publishes the window's tree (`PagerScene.elementTree()`), its title and where it is. Returns
    /// whether anything changed since the last call; unchanged trees cost one comparison, and wake
    /// the thread only when it asked for them (a call waits for the answer, unchanged or not).
    @discardableResult
    public func publish(_ window: ElementNode, title: String, placement: WindowPlacement, settled: Bool) -> Bool {
        let changed = published.withLock { state in
            guard state.window != window || state.title != title || state.placement != placement
                    || state.settled != settled else { return false }
            state.window = window; state.title = title; state.placement = placement; state.settled = settled
            state.generation += 1
            return true
        }
        let asked = stale.exchange(false, ordering: .acquiringAndReleasing)
        if changed || asked { server.notify() }
        return changed
    }

    /// The requests that came since the last call, oldest first.
    public func takeRequests() -> [AccessibilityRequest] {
        requests.withLock { pending in
            defer { pending.removeAll() }
            return pending
        }
    }

    func request(_ request: AccessibilityRequest) {
        requests.withLock { $0.append(request) }
        wake()
    }

    /// Stops the AT-SPI thread (it leaves the bus).
    public func stop() { server.stop() }
}
