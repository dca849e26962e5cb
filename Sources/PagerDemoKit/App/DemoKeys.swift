import PagerCore

/// The demo's own shortcuts, ordinary ``Key`` values like any app's bindings.
extension Key {
    /// F1 shows the keyboard shortcuts.
    static let f1 = Key("F1")
    /// F2 opens the motion inspector.
    static let f2 = Key("F2")
    /// B adds one to the current page's badge.
    static let b = Key("B")
    /// The keys the fuzzer presses: the components' keys and the demo's.
    static let demoKeys = Key.common + [.f1, .f2, .b]
}
