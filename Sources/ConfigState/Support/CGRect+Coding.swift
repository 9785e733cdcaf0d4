// How renders encode a `CGRect`: the object `{"x": x, "y": y, "width": w, "height": h}`, in
// the keyed style of `SizeCoding` (CGSize+Coding.swift) rather than Foundation's own
// `CGRect: Codable`, which writes nested unkeyed arrays `[[x, y], [w, h]]`.

/// A `CGRect` in the keyed form the library's documents use.
struct RectCoding: Codable {
    /// The rectangle.
    var rect: CGRect

    /// Wraps `rect` for encoding.
    init(_ rect: CGRect) { self.rect = rect }

    private enum CodingKeys: String, CodingKey, CaseIterable { case x, y, width, height }

    /// Decodes `{"x": x, "y": y, "width": w, "height": h}`.
    ///
    /// A component that is not finite is a `DecodingError.dataCorrupted` naming it.
    init(from decoder: any Decoder) throws {
        let container = try decoder.checkedContainer(keyedBy: CodingKeys.self, what: "a rectangle")
        rect = CGRect(
            x: try decodeFinite(container, .x, what: "rectangle"),
            y: try decodeFinite(container, .y, what: "rectangle"),
            width: try decodeFinite(container, .width, what: "rectangle"),
            height: try decodeFinite(container, .height, what: "rectangle"))
    }

    /// Encodes `{"x": x, "y": y, "width": w, "height": h}`.
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(Double(rect.origin.x), forKey: .x)
        try container.encode(Double(rect.origin.y), forKey: .y)
        try container.encode(Double(rect.size.width), forKey: .width)
        try container.encode(Double(rect.size.height), forKey: .height)
    }
}

extension KeyedEncodingContainer {
    /// Encodes `rect` at `key` as `{"x": x, "y": y, "width": w, "height": h}`.
    mutating func encodeRect(_ rect: CGRect, forKey key: Key) throws {
        try encode(RectCoding(rect), forKey: key)
    }

    /// Encodes `rect`, when there is one, at `key`.
    mutating func encodeRectIfPresent(_ rect: CGRect?, forKey key: Key) throws {
        try encodeIfPresent(rect.map(RectCoding.init), forKey: key)
    }

    /// Encodes `rects` at `key` as an array of rectangle objects.
    mutating func encodeRects(_ rects: [CGRect], forKey key: Key) throws {
        try encode(rects.map(RectCoding.init), forKey: key)
    }
}

extension KeyedDecodingContainer {
    /// The rectangle at `key`, with finite components.
    func decodeRect(forKey key: Key) throws -> CGRect {
        try decode(RectCoding.self, forKey: key).rect
    }

    /// The rectangle at `key`, or `nil` when the key is missing or `null`.
    func decodeRectIfPresent(forKey key: Key) throws -> CGRect? {
        try decodeIfPresent(RectCoding.self, forKey: key)?.rect
    }

    /// The rectangles at `key`, or none when the key is missing.
    func decodeRectsIfPresent(forKey key: Key) throws -> [CGRect] {
        try decodeIfPresent([RectCoding].self, forKey: key)?.map(\.rect) ?? []
    }
}

/// `{{x, y}, {width, height}}` with short decimals, as `NSStringFromCGRect` prints a rectangle.
func formatRect(_ rect: CGRect) -> String {
    "{{\(formatNumber(rect.origin.x)), \(formatNumber(rect.origin.y))}, \(formatSize(rect.size))}"
}
