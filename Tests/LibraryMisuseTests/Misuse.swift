import Testing

/// The library used as an app should not use it: empty pagers, edits from callbacks, numbers
/// out of range, components that outlive their composition. Each case runs without a window or
/// a process of its own (but for the exit tests, which check a precondition's message), so the
/// suite is fast: `swift test --filter LibraryMisuseTests`.
///
/// The rule these tests hold the library to: a misuse either works (the library sanitises the
/// value or defers the edit) or stops with a message that names the API and the value.
@Suite("Library misuse", .tags(.unit))
struct Misuse {}
