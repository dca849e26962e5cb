import Glibc

extension Double {
    /// The number with exactly `decimals` digits after the point, as C's `%.Nf` writes it
    /// (`%+.Nf` with `signed`): "3.14", "-0.50", "nan", "inf".
    ///
    /// It asks the C library's own formatter, which is what `String(format:)` ended up calling,
    /// so the table keeps every digit it had: ties rounded to even on the exact binary value
    /// (0.125 -> "0.12", 2.675 -> "2.67"), "-0.00" for tiny negatives. The program never calls
    /// `setlocale`, so the point is always ".".
    func fixed(_ decimals: Int, signed: Bool = false) -> String {
        precondition((0...20).contains(decimals), "decimals out of range")
        let format = (signed ? "%+." : "%.") + String(decimals) + "f"
        // A va_list is spent by one call, so measure with one and write with another.
        let length = withVaList([self]) { vsnprintf(nil, 0, format, $0) }
        guard length > 0 else { return "" }
        var buffer = [CChar](repeating: 0, count: Int(length) + 1)
        _ = withVaList([self]) { vsnprintf(&buffer, buffer.count, format, $0) }
        return String(decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
