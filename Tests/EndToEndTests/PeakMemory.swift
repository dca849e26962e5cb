import Foundation
import Testing

/// The peak resident size of whole runs (GNU time's `%M`): everything a run allocates counts,
/// however briefly it is held.
enum PeakMemory {
    /// Whether GNU time is there to measure.
    static let isAvailable = FileManager.default.isExecutableFile(atPath: "/usr/bin/time")

    /// A feed whose one page lists `rows` one-letter rows: four bytes of JSON a row, the
    /// densest valid config there is.
    static func feed(rows: Int) -> String {
        "{\"screens\":[{\"kind\":\"feed\",\"title\":\"F\",\"pages\":[{\"title\":\"A\",\"rows\":["
            + Array(repeating: "\"a\"", count: rows).joined(separator: ",") + "]}]}]}"
    }

    /// The peak resident size in bytes of a headless run with `arguments`.
    static func peakBytes(_ arguments: [String]) throws -> Int {
        let (status, stderr) = try DemoProcess.shell("exec /usr/bin/time -f 'peak %M' \"$DEMO\" --headless \"$@\"",
                                                     arguments: arguments)
        #expect(status == 0, "\(stderr)")
        let line = try #require(stderr.split(separator: "\n").last { $0.hasPrefix("peak ") }, "\(stderr)")
        return try #require(Int(line.dropFirst(5))) * 1024
    }
}
