import Testing

/// The suites that call SDL, SDL_ttf and FreeType inside the test process. Those libraries keep
/// global state that is not safe to touch from two threads at once (two font libraries opened in
/// parallel corrupted the heap), so their suites run one test at a time under this parent.
@Suite(.tags(.unit), .serialized) enum InProcessSDLTests {}
