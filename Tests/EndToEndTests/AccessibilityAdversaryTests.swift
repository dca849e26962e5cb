import Foundation
import Testing

/// Other clients on the accessibility bus against the running demo (ATSPI/atspi-adversary.py, raw
/// D-Bus on a private bus, the demo in an Xvfb window that xdotool moves, unmaps and clicks):
/// the registry's listener signals are taken from the registry alone, stay bounded and end with
/// the listener; the demo rejoins a restarted bus; a call after a silence is answered at once;
/// extents and states follow the window; calls are checked against their signatures.
@Suite(.tags(.process, .display, .slow), .serialized, .enabled(if: AccessibilityClient.available && AccessibilityAdversary.available,
                             "needs python3-pyatspi, at-spi2-core, dbus and xdotool (scripts/setup --test)"))
struct AccessibilityAdversaryTests {
    /// 4,000 listener signals of 10 kB, forged ones sent to the demo alone and long events the
    /// registry relays, leave its resident set within 10 MB of what it was.
    @Test func listenerSignalsCannotGrowTheProgram() throws {
        try AccessibilityAdversary.check("flood")
    }

    /// A deregistration forged by another client leaves a real listener hearing events.
    @Test func aForgedDeregistrationDoesNotSilenceAListener() throws {
        try AccessibilityAdversary.check("forged-leave")
    }

    /// A listener that leaves the bus (the registry says so with an empty event) gets no events.
    @Test func aListenerThatLeftGetsNoMoreEvents() throws {
        try AccessibilityAdversary.check("listener-left")
    }

    /// The accessibility bus and its registry killed and started again: the demo is on the new
    /// desktop with its tree.
    @Test func theProgramRejoinsARestartedBus() throws {
        try AccessibilityAdversary.check("bus-restart")
    }

    /// The first call after the call interest has ended is answered in under 250 ms: the loop's
    /// unchanged tree ends the wait for it, as a changed one does.
    @Test func theFirstCallAfterASilenceIsAnsweredAtOnce() throws {
        try AccessibilityAdversary.check("idle-call")
    }

    /// Moving the window moves the extents a listening screen reader reads, with no redraw.
    @Test func extentsFollowAMovedWindow() throws {
        try AccessibilityAdversary.check("window-moved")
    }

    /// An unmapped window is neither active, showing nor visible, and is all three mapped again.
    @Test func anUnmappedWindowIsNotShowing() throws {
        try AccessibilityAdversary.check("window-unmapped")
    }

    /// The ready window (Examples/WindowedPager) follows its moves and its mapping the same way.
    @Test func theReadyWindowFollowsItsMovesAndMapping() throws {
        let program = DemoProcess.built("windowed-pager").path
        try AccessibilityAdversary.check("window-moved", program: [program])
        try AccessibilityAdversary.check("window-unmapped", program: [program])
    }

    /// Application.Id can be set; wrong, missing and extra arguments get InvalidArgs; object
    /// paths are canonical; every object answers Introspect with XML of its interfaces.
    @Test func callsAreCheckedAgainstTheirSignatures() throws {
        try AccessibilityAdversary.check("methods")
    }
}

enum AccessibilityAdversary {
    static var available: Bool { FileManager.default.isExecutableFile(atPath: "/usr/bin/xdotool") }

    /// Runs the adversary's `name` check against `program` (the demo by default) in an Xvfb of its own.
    static func check(_ name: String,
                      program: [String] = [DemoProcess.executable.path, "--renderer", "software"]) throws {
        let server = try PrivateXServer()
        defer { server.stop() }
        try AccessibilityClient.expectPassed(client: "atspi-adversary.py", arguments: [name] + program,
                                             environment: server.environment)
    }
}
