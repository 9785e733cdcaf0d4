import Foundation

/// Pretty JSON with sorted keys, as `audit --format json` and `resolve` print it.
enum JSONOutput {
    /// `value` as pretty-printed JSON with sorted keys and unescaped slashes.
    static func string(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // The values printed here are the library's own, which always encode.
        let data = try! encoder.encode(value)
        return String(decoding: data, as: UTF8.self)
    }
}

/// A number rounded to `digits` decimals, so that JSON shows `4.02` rather than
/// `4.0219999…`.
func _rounded(_ value: Double, _ digits: Int = 3) -> Double {
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    return (value * scale).rounded() / scale
}
