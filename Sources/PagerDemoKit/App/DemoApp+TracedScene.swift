import PagerCore

/// The demo's scene writes a trace: its ``DemoApp/traceState`` is the `--trace` line of each frame.
/// Declared apart from the class so the scene's own file stays about the scene.
extension DemoApp: TracedScene {}
