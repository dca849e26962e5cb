import Glibc
import SystemIO

/// The machine the benchmark ran on, for the table's heading.
enum Machine {
    /// Processors online, as `sysconf` counts them. Foundation's `activeProcessorCount` could also
    /// narrow this by an affinity mask or a cgroup CPU limit, so under `taskset` or in a CPU-limited
    /// container this figure can be the larger one.
    static var processorCount: Int { sysconf(Int32(_SC_NPROCESSORS_ONLN)) }

    /// The 1, 5 and 15 minute load averages as /proc/loadavg gives them ("0.81 0.88 1.07"), or
    /// nil when it cannot be read.
    static var loadAverage: String? {
        guard let bytes = try? FileSystem.contents(of: "/proc/loadavg", limit: 4096) else { return nil }
        return String(decoding: bytes, as: UTF8.self).split(separator: " ").prefix(3).joined(separator: " ")
    }
}
