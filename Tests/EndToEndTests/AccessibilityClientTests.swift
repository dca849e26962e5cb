import Foundation
import Testing

/// A real AT-SPI client (Debian's pyatspi, ATSPI/atspi-client.py) reads the running demo on a
/// private session bus with its own accessibility bus (ATSPI/private-bus.py): roles, names,
/// states and extents of the tree, the focus followed as Tab moves it, a tab selected through its
/// action and through the tab list's Selection (the selection and the pages move, events announce
/// it once), the feed's rows read and one scrolled into view; in a window on X11 and on Wayland,
/// with both renderers, at one and two pixels per point.
@Suite(.tags(.process, .display, .slow), .serialized, .enabled(if: AccessibilityClient.available, "needs python3-pyatspi, at-spi2-core and dbus (scripts/setup --test)"))
struct AccessibilityClientTests {
    @Test(arguments: windowRenderers)
    func aScreenReaderReadsAndDrivesTheDemoOnX11(renderer: String) throws {
        let server = try PrivateXServer()
        defer { server.stop() }
        try AccessibilityClient.check(renderer: renderer, environment: server.environment)
    }

    /// At --scale 2 an X11 window's pixels are two per point: extents are in pixels.
    @Test func extentsAreInPixelsOnAScaledX11Window() throws {
        let server = try PrivateXServer()
        defer { server.stop() }
        try AccessibilityClient.check(renderer: "software", environment: server.environment, scale: 2)
    }

    @Test(arguments: windowRenderers)
    func aScreenReaderReadsAndDrivesTheDemoOnWayland(renderer: String) throws {
        try #require(PrivateWaylandCompositor.available, "needs weston")
        let compositor = try PrivateWaylandCompositor()
        defer { compositor.stop() }
        try AccessibilityClient.check(renderer: renderer, environment: compositor.environment)
    }

    /// On a Wayland output scaled 2x the window draws two pixels per point, but its clients'
    /// coordinates are the compositor's logical units: extents stay in points.
    @Test func extentsAreInLogicalUnitsOnAScaledWaylandOutput() throws {
        try #require(PrivateWaylandCompositor.available, "needs weston")
        let compositor = try PrivateWaylandCompositor(scale: 2)
        defer { compositor.stop() }
        try AccessibilityClient.check(renderer: "software", environment: compositor.environment)
    }

    /// Examples/WindowedPager, which says nothing about accessibility, is on the desktop as
    /// windowed-pager: its tabs read "Second, page tab, 2 of 3", and their action and the tab
    /// list's Selection turn the pages (ATSPI/atspi-windowed-client.py), on X11.
    @Test func theReadyWindowIsReadableWithNoCodeOfItsOwnOnX11() throws {
        let server = try PrivateXServer()
        defer { server.stop() }
        try AccessibilityClient.checkExample("windowed-pager", title: "Pager", environment: server.environment)
    }

    /// Examples/Onboarding in the ready window: a screen reader reads each page's heading, its
    /// paragraph as one text element and its push button (at least 24 pt, a "click" action),
    /// and presses the buttons through to "Get started", which closes the window
    /// (ATSPI/atspi-onboarding-client.py), on X11.
    @Test func theOnboardingIsReadAndPressedByAScreenReader() throws {
        let server = try PrivateXServer()
        defer { server.stop() }
        let pictures = Toolchain.packageRoot.appendingPathComponent("Assets/onboarding").path
        try AccessibilityClient.expectPassed(client: "atspi-onboarding-client.py",
                                             arguments: [DemoProcess.built("onboarding").path, pictures],
                                             environment: server.environment)
    }

    /// The same on Wayland, where the ready window opens as a Wayland client.
    @Test func theReadyWindowIsReadableWithNoCodeOfItsOwnOnWayland() throws {
        try #require(PrivateWaylandCompositor.available, "needs weston")
        let compositor = try PrivateWaylandCompositor()
        defer { compositor.stop() }
        try AccessibilityClient.checkExample("windowed-pager", title: "Pager", environment: compositor.environment)
    }

    /// Examples/EmbeddedViewPager owns its SDL window and loop: its one bridge, updated once a
    /// turn, makes it as readable and drivable as the ready window.
    @Test func anEmbeddingLoopIsReadableWithOneBridge() throws {
        let server = try PrivateXServer()
        defer { server.stop() }
        try AccessibilityClient.checkExample("embedded-viewpager", title: "Pager in my app", environment: server.environment)
    }
}

enum AccessibilityClient {
    static let python = "/usr/bin/python3"
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("ATSPI")

    static var available: Bool {
        FileManager.default.isExecutableFile(atPath: "/usr/libexec/at-spi-bus-launcher") && PrivateXServer.available
            && FileManager.default.fileExists(atPath: "/usr/lib/python3/dist-packages/pyatspi/__init__.py")
            && FileManager.default.isExecutableFile(atPath: "/usr/bin/dbus-run-session")
    }

    /// Runs the client against the demo with `renderer` (and `--scale scale` beyond 1) in the
    /// display session `environment` gives; fails with the client's failed checks. The client
    /// bounds every wait; private-bus.py bounds the whole (60 s) and kills what it started.
    static func check(renderer: String, environment: [String: String], scale: Int = 1) throws {
        var demo = [DemoProcess.executable.path, "--renderer", renderer]
        if scale != 1 { demo += ["--scale", String(scale)] }
        try expectPassed(client: "atspi-client.py", arguments: [String(scale)] + demo, environment: environment)
    }

    /// Runs ATSPI/atspi-windowed-client.py against the built example `example` (its program's
    /// name), whose window is titled `title`.
    static func checkExample(_ example: String, title: String, environment: [String: String]) throws {
        try expectPassed(client: "atspi-windowed-client.py",
                         arguments: [example, title, DemoProcess.built(example).path], environment: environment)
    }

    /// Runs the client script `client` with `arguments` on a private accessibility bus; fails
    /// with its failed checks.
    static func expectPassed(client: String, arguments: [String], environment: [String: String]) throws {
        let run = try DemoProcess.run([folder.appendingPathComponent("private-bus.py").path, "60", python,
                                       folder.appendingPathComponent(client).path] + arguments,
                                      environment: environment, timeout: 90, program: URL(fileURLWithPath: python))
        #expect(!run.timedOut)
        let lines = run.result.stdout.split(separator: "\n")
        let failures = lines.filter { $0.hasPrefix("FAIL") }
        #expect(run.result.status == 0 && failures.isEmpty && lines.contains("checks failed: 0"),
                "\(run.result.stdout)\n\(run.result.stderr)")
    }
}
