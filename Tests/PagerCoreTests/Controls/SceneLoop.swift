import PagerCore

/// Any scene under a ``FrameDriver``, fed input at its own times with 60 Hz frames in between,
/// as a window's loop would.
final class SceneLoop<S: Scene> {
    let scene: S
    let driver: FrameDriver<S>
    private(set) var time = 0.0

    init(_ scene: S, size: Size = Size(width: 320, height: 480)) {
        self.scene = scene
        driver = FrameDriver(scene: scene)
        driver.resize(to: size)
        driver.frame(at: 0)
    }

    /// Frames up to `t` (a frame every 60th of a second, drawn whether needed or not, so a
    /// page's layout is always current).
    func run(until t: Double) {
        while time + 1.0 / 60 <= t + 1e-12 {
            time += 1.0 / 60
            driver.frame(at: time)
        }
    }

    func send(_ kind: InputEvent.Kind, at t: Double, modifiers: Modifiers = []) {
        run(until: t)
        driver.deliver(InputEvent(kind, at: t, modifiers: modifiers))
    }

    func tap(_ point: Point, at t: Double) {
        send(.pointerDown(point), at: t)
        send(.pointerUp(point), at: t + 0.08)
    }

    /// A drag from `start` by `dx`, `dy` over 0.3 s in 10 moves, released `pause` seconds after
    /// the last one.
    func drag(from start: Point, dx: Double, dy: Double, at t: Double, pause: Double = 0.1) {
        send(.pointerDown(start), at: t)
        for step in 1...10 {
            let f = Double(step) / 10
            send(.pointerMove(Point(x: start.x + dx * f, y: start.y + dy * f)), at: t + 0.03 * Double(step))
        }
        send(.pointerUp(Point(x: start.x + dx, y: start.y + dy)), at: t + 0.3 + pause)
    }

    func key(_ key: Key, at t: Double, modifiers: Modifiers = []) { send(.key(key, modifiers), at: t, modifiers: modifiers) }

    func settle(for seconds: Double = 2) { run(until: time + seconds) }
}

extension ElementNode {
    /// Every element of the tree, depth first.
    var flattened: [ElementNode] { [self] + children.flatMap(\.flattened) }
}
