import CSDL2

/// Measures how long a stretch of work took, with SDL's high-resolution counter, for the
/// motion inspector's frame cost. Only front ends read clocks; the core is handed the result.
public struct CPUTimer {
    private let start = SDL_GetPerformanceCounter()

    /// Starts timing now.
    public init() {}

    /// Seconds since the timer started.
    public var elapsed: Double {
        Double(SDL_GetPerformanceCounter() &- start) / Double(SDL_GetPerformanceFrequency())
    }
}
