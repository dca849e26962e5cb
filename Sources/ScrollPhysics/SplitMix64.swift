/// A small, fast, seedable random number generator (Steele, Lea and Flood's SplitMix64), so a
/// fuzz stream or a randomised test sweep is reproducible from its seed alone. Randomness is
/// passed in (`using: &generator`), never drawn from the system, as time is.
///
/// `package`, not `public`: it serves this package's fuzzer and tests, and is no part of the
/// library's API (an app has the standard library's generators).
package struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// Creates a generator from `seed`.
    package init(seed: UInt64) { state = seed }

    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
