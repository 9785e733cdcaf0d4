// A background's shadow and its render write the same document:
// `{"color": …, "opacity": …, "radius": …, "offset": {"width": w, "height": h}}`.

/// The keys of a shadow's document.
enum ShadowCodingKeys: String, CodingKey, CaseIterable { case color, opacity, radius, offset }

extension Encoder {
    /// Encodes a shadow's four properties under ``ShadowCodingKeys``.
    func encodeShadow(
        color: some Encodable, opacity: Double, radius: Double, offset: CGSize
    ) throws {
        var container = container(keyedBy: ShadowCodingKeys.self)
        try container.encode(color, forKey: .color)
        try container.encode(opacity, forKey: .opacity)
        try container.encode(radius, forKey: .radius)
        try container.encodeSize(offset, forKey: .offset)
    }
}
