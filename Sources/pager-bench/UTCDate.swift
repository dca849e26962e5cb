import Glibc

/// The calendar date for the table's heading.
enum UTCDate {
    /// Today in UTC as YYYY-MM-DD (ISO 8601's full date, as ISO8601DateFormatter wrote it).
    static func today() -> String {
        var now = time(nil)
        var parts = tm()
        guard gmtime_r(&now, &parts) != nil else { return "?" }
        var buffer = [CChar](repeating: 0, count: 32)
        let count = strftime(&buffer, buffer.count, "%Y-%m-%d", &parts)
        return String(decoding: buffer.prefix(count).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
