// How configurations, renders and images encode a `CGSize`: the object
// `{"width": w, "height": h}`. Foundation's own `CGSize: Codable` writes an unkeyed array
// `[w, h]`, which would change every document the library has written, so no type here uses
// it; they go through these helpers instead.

/// A `CGSize` in the keyed form the library's documents use.
struct SizeCoding: Codable {
    /// The size.
    var size: CGSize

    /// Wraps `size` for encoding.
    init(_ size: CGSize) { self.size = size }

    private enum CodingKeys: String, CodingKey, CaseIterable { case width, height }

    /// Decodes `{"width": w, "height": h}`.
    ///
    /// A component that is not finite (which JSON can carry only when the decoder accepts
    /// non-conforming floats) is a `DecodingError.dataCorrupted` naming it. Negative components
    /// decode; the properties that cannot be negative check them.
    init(from decoder: any Decoder) throws {
        let container = try decoder.checkedContainer(keyedBy: CodingKeys.self, what: "a size")
        size = CGSize(
            width: try decodeFinite(container, .width, what: "size"),
            height: try decodeFinite(container, .height, what: "size"))
    }

    /// Encodes `{"width": w, "height": h}`.
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(Double(size.width), forKey: .width)
        try container.encode(Double(size.height), forKey: .height)
    }
}

extension KeyedEncodingContainer {
    /// Encodes `size` at `key` as `{"width": w, "height": h}`.
    mutating func encodeSize(_ size: CGSize, forKey key: Key) throws {
        try encode(SizeCoding(size), forKey: key)
    }
}

extension KeyedDecodingContainer {
    /// The size at `key`, written as `{"width": w, "height": h}` with finite components.
    func decodeSize(forKey key: Key) throws -> CGSize {
        try decode(SizeCoding.self, forKey: key).size
    }

    /// The size at `key`, or `nil` when the key is missing or `null`.
    func decodeSizeIfPresent(forKey key: Key) throws -> CGSize? {
        try decodeIfPresent(SizeCoding.self, forKey: key)?.size
    }
}
