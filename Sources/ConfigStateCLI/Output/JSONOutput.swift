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
