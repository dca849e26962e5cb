import Testing

/// What a test needs to run, the lanes of `scripts/test` (CONTRIBUTING.md, Test lanes). Every
/// suite carries `unit`, or `process` and/or `display`, and `slow` where it applies.
extension Tag {
    /// Pure and in-process: no window, no display, no child process, no file outside a scratch
    /// folder.
    @Tag static var unit: Self
    /// Spawns a program: pager-demo, pager-bench, an example, the Swift compiler or python.
    @Tag static var process: Self
    /// Needs an X or Wayland display (Xvfb, weston).
    @Tag static var display: Self
    /// Takes more than about 5 s on its own.
    @Tag static var slow: Self
}
