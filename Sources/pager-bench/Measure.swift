import Glibc
import SystemIO

/// Clocks and process figures, read the same way in every scenario.
enum Measure {
    /// Nanoseconds on `clock`.
    @inline(__always)
    static func nanoseconds(_ clock: clockid_t) -> UInt64 {
        var time = timespec()
        clock_gettime(clock, &time)
        return UInt64(time.tv_sec) &* 1_000_000_000 &+ UInt64(time.tv_nsec)
    }

    /// CLOCK_MONOTONIC, shared by every process on the machine (parent and child agree on it).
    static func monotonic() -> UInt64 { nanoseconds(CLOCK_MONOTONIC) }

    /// The cost of one read of `clock` as it shows between two back-to-back reads (the median
    /// of many), subtracted from every phase so the figures are the program's, not the probe's.
    static func readOverhead(_ clock: clockid_t) -> UInt64 {
        var deltas: [UInt64] = []
        deltas.reserveCapacity(201)
        for _ in 0..<201 {
            let a = nanoseconds(clock)
            let b = nanoseconds(clock)
            deltas.append(b &- a)
        }
        deltas.sort()
        return deltas[deltas.count / 2]
    }

    /// User plus system CPU of this process (all threads) in seconds.
    static func processCPUSeconds() -> Double {
        var usage = rusage()
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
        func seconds(_ t: timeval) -> Double { Double(t.tv_sec) + Double(t.tv_usec) / 1e6 }
        return seconds(usage.ru_utime) + seconds(usage.ru_stime)
    }

    /// Peak resident set size of this process in kB (VmHWM), or 0 when /proc cannot tell.
    static func peakRSSKilobytes() -> Int {
        guard let bytes = try? FileSystem.contents(of: "/proc/self/status", limit: 1 << 16) else { return 0 }
        let status = String(decoding: bytes, as: UTF8.self)
        for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
            return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
        }
        return 0
    }
}

/// p50 / p99 / max of a set of durations, by nearest rank.
struct Percentiles: Sendable {
    var p50: Double
    var p99: Double
    var max: Double

    /// From nanoseconds, in microseconds.
    init?(nanoseconds values: [UInt64]) {
        guard !values.isEmpty else { return nil }
        let sorted = values.sorted()
        func rank(_ p: Double) -> Double {
            let index = Swift.max(0, Swift.min(sorted.count - 1, Int((p * Double(sorted.count)).rounded(.up)) - 1))
            return Double(sorted[index]) / 1000
        }
        p50 = rank(0.50)
        p99 = rank(0.99)
        max = Double(sorted[sorted.count - 1]) / 1000
    }
}
