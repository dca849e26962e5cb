import CDBus
import Glibc
import PagerCore
import Synchronization

/// The AT-SPI side of an ``AccessibilityBridge``: a thread that connects to the accessibility
/// bus, embeds the application in the desktop, answers screen readers' calls from the latest
/// snapshot and announces changes between settled snapshots. When the bus goes away (the session
/// or a screen reader restarts it) it joins the new one, waiting ``ReconnectBackOff``'s delays
/// between attempts, and embeds the application again.
///
/// Everything but ``notify()`` and ``stop()`` runs on that thread, which alone uses the
/// connection; the window loop reaches it through the bridge's locked state and a pipe that wakes
/// its `poll`.
final class ATSPIServer: @unchecked Sendable {
    static let rootPath = "/org/a11y/atspi/accessible/root"
    static let pathPrefix = "/org/a11y/atspi/accessible/"

    /// The wake-up pipe's ends (set once, before the thread starts).
    private var wakeRead: Int32 = -1, wakeWrite: Int32 = -1
    private let stopping = Atomic<Bool>(false)

    // The thread's own.
    var bridge: AccessibilityBridge?
    var connection: OpaquePointer?
    var uniqueName = ""
    var desktop = ObjectReference(bus: "org.a11y.atspi.Registry", path: ATSPIServer.rootPath)
    /// The unique name of the registry's connection, the one sender whose listener signals count.
    var registryOwner: String?
    /// The registry changed hands: embed again and ask it for its listeners.
    var registryChanged = false
    /// The snapshot calls are answered from.
    var tree = AccessibleTree(nodes: [:], placement: WindowPlacement(), settled: true)
    /// The snapshot the last announcement was made from.
    var announced: AccessibleTree?
    /// The `Id` the registry gave the application.
    var applicationID: Int32 = 0
    private var builder = AccessibleTreeBuilder()
    private var generation = 0
    /// The registry's event listeners.
    var listeners = EventListeners()
    /// When (monotonic seconds) an assistive technology last called, if one did.
    var lastCall: Double?
    /// How long a call keeps the trees coming without a listener (``CallInterest``).
    let callInterest = CallInterest.fromEnvironment()
    /// The longest a call waits for the loop to publish a tree it asked for.
    static let publicationWait = 0.5

    /// Starts the thread for `bridge`.
    func start(bridge: AccessibilityBridge) {
        self.bridge = bridge
        tree = builder.tree(window: ElementNode(role: "none", frame: Rect(x: 0, y: 0, width: 0, height: 0)),
                            applicationName: bridge.applicationName, windowTitle: "")
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return }
        for end in ends {
            _ = fcntl(end, F_SETFL, O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        wakeRead = ends[0]; wakeWrite = ends[1]
        var thread = pthread_t()
        let context = Unmanaged.passRetained(self).toOpaque()
        let created = pthread_create(&thread, nil, { context in
            let server = Unmanaged<ATSPIServer>.fromOpaque(context!).takeRetainedValue()
            server.run()
            return nil
        }, context)
        if created == 0 { pthread_detach(thread) } else { Unmanaged<ATSPIServer>.fromOpaque(context).release() }
    }

    /// Wakes the thread to take a new publication (any thread; never blocks).
    func notify() {
        guard wakeWrite >= 0 else { return }
        var byte: UInt8 = 1
        _ = write(wakeWrite, &byte, 1)
    }

    /// Makes the thread leave the bus and end.
    func stop() {
        stopping.store(true, ordering: .relaxed)
        notify()
    }

    /// Serves the bus until it goes away, then joins it again, until ``stop()``. Without an
    /// accessibility bus at the start the thread ends at once.
    private func run() {
        defer { bridge = nil }
        var backOff = ReconnectBackOff()
        var joined = false
        while !stopping.load(ordering: .relaxed) {
            if let connection = ATSPIConnection.open() {
                joined = true
                backOff.reset()
                serve(connection)
                leave()
            } else if !joined {
                return
            }
            waitForPublications(until: Self.monotonicNow() + backOff.delay())
        }
    }

    /// Joins the desktop on `connection` and answers on it until it breaks or the thread stops.
    private func serve(_ connection: OpaquePointer) {
        self.connection = connection
        uniqueName = String(cString: dbus_bus_get_unique_name(connection))
        _ = dbus_connection_add_filter(connection, { _, message, context in
            Unmanaged<ATSPIServer>.fromOpaque(context!).takeUnretainedValue().handle(message!)
        }, Unmanaged.passUnretained(self).toOpaque(), nil)
        takePublication()
        ATSPIConnection.followRegistry(connection)
        joinRegistry()
        bridge?.setServing(true)
        var socket: Int32 = -1
        guard dbus_connection_get_unix_fd(connection, &socket) != 0 else { return }
        while !stopping.load(ordering: .relaxed) {
            while dbus_connection_dispatch(connection) == DBUS_DISPATCH_DATA_REMAINS {}
            if registryChanged { joinRegistry() }
            dbus_connection_flush(connection)
            var descriptors = [pollfd(fd: socket, events: Int16(POLLIN), revents: 0),
                               pollfd(fd: wakeRead, events: Int16(POLLIN), revents: 0)]
            // While only a recent call keeps the trees coming, wake when that interest ends.
            let timeout = listeners.isEmpty && lastCall != nil ? Int32(callInterest * 1000) + 10 : -1
            guard poll(&descriptors, 2, timeout) >= 0 else {
                if errno == EINTR { continue } else { return }
            }
            updateInterest()
            if descriptors[1].revents != 0 { takeWakeUps() }
            if descriptors[0].revents != 0, dbus_connection_read_write(connection, 0) == 0 { return }
        }
    }

    /// Embeds the application in the registry's desktop and takes the registry's listeners, from
    /// its owner now.
    private func joinRegistry() {
        registryChanged = false
        guard let connection else { return }
        if let reference = ATSPIConnection.embed(connection, root: reference(0)) { desktop = reference }
        registryOwner = ATSPIConnection.owner(of: ATSPIConnection.registryName, on: connection)
        listeners = EventListeners(ATSPIConnection.registeredListeners(connection))
        updateInterest()
    }

    /// Leaves the bus: nothing is served, nobody listens.
    private func leave() {
        bridge?.setServing(false)
        if let connection {
            dbus_connection_close(connection)
            dbus_connection_unref(connection)
        }
        connection = nil
        registryOwner = nil
        listeners = EventListeners()
        lastCall = nil
        announced = nil
        updateInterest()
    }

    /// Tells the bridge whether an assistive technology is there: one listens, or called
    /// within ``callInterest`` seconds.
    func updateInterest() {
        let recent = lastCall.map { Self.monotonicNow() - $0 < callInterest } ?? false
        if !recent { lastCall = nil }
        bridge?.setWanted(!listeners.isEmpty || recent)
    }

    /// Called before answering a call: marks the interest and, when the loop published nothing
    /// since nobody was there, has it publish and waits (at most ``publicationWait``, on this
    /// thread, never the loop's) until it has, so the answer is about what the window shows now.
    /// The wait ends with the loop's publication, changed or not: one turn of the loop.
    func noteCall() {
        let wasWanted = bridge?.wantsTrees ?? false
        lastCall = Self.monotonicNow()
        updateInterest()
        guard !wasWanted, let bridge else { return }
        waitForPublications(until: Self.monotonicNow() + Self.publicationWait, while: { bridge.isStale })
        takePublication()
    }

    /// Takes the loop's publications as they come until `deadline` (or while `condition` holds),
    /// returning early when the thread stops.
    private func waitForPublications(until deadline: Double, while condition: () -> Bool = { true }) {
        while condition(), !stopping.load(ordering: .relaxed) {
            let left = deadline - Self.monotonicNow()
            guard left > 0 else { return }
            var descriptor = pollfd(fd: wakeRead, events: Int16(POLLIN), revents: 0)
            if poll(&descriptor, 1, Int32(left * 1000) + 1) > 0 { takeWakeUps() }
        }
    }

    /// Empties the wake-up pipe and takes the publication it announced.
    private func takeWakeUps() {
        var buffer = [UInt8](repeating: 0, count: 64)
        while read(wakeRead, &buffer, buffer.count) > 0 {}
        takePublication()
    }

    static func monotonicNow() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }

    /// Takes the loop's latest publication, if it is new: answers come from it from now on, and
    /// a settled one is compared with the last announced one for events.
    private func takePublication() {
        guard let bridge else { return }
        let state = bridge.published.withLock { $0 }
        guard state.generation != generation, let window = state.window else { return }
        generation = state.generation
        let previous = tree
        tree = builder.tree(window: window, applicationName: bridge.applicationName, windowTitle: state.title,
                            placement: state.placement, settled: state.settled)
        guard tree.settled else { return }
        announceChanges(from: announced ?? previous, to: tree)
        announced = tree
    }

    /// The reference to object `id` (0: the application).
    func reference(_ id: Int) -> ObjectReference {
        ObjectReference(bus: uniqueName, path: id == 0 ? Self.rootPath : Self.pathPrefix + String(id))
    }

    /// The object id at `path`: 0 for the root, n for `pathPrefix` + n written as ``reference(_:)``
    /// writes it (no sign, no leading zero); nil for any other path.
    static func id(ofPath path: String) -> Int? {
        if path == rootPath { return 0 }
        guard path.hasPrefix(pathPrefix) else { return nil }
        let number = path.dropFirst(pathPrefix.count)
        guard let id = Int(number), id > 0, String(id) == number else { return nil }
        return id
    }
}
