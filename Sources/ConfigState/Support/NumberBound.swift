/// The numbers a configuration's decoder accepts for a property.
///
/// The setters clamp what they are given, but a decoder refuses what they would clamp, so that
/// a document that does not say what it means is an error rather than a silent change.
enum NumberBound {
    /// Any finite number (a stroke outset, which may be negative).
    case finite
    /// A finite number ≥ 0 (radii, widths and paddings).
    case nonNegative
    /// A number in 0…1 (an alpha).
    case unit

    /// Whether `value` is acceptable.
    func admits(_ value: Double) -> Bool {
        switch self {
        case .finite: return value.isFinite
        case .nonNegative: return value.isFinite && value >= 0
        case .unit: return value.isFinite && (0...1).contains(value)
        }
    }

    /// The end of the error message: `must be a finite number ≥ 0`.
    var requirement: String {
        switch self {
        case .finite: return "must be a finite number"
        case .nonNegative: return "must be a finite number ≥ 0"
        case .unit: return "must be a finite number ≥ 0 and ≤ 1"
        }
    }
}

extension KeyedDecodingContainer {
    /// The number at `key`, or `nil` when the key is missing or `null`.
    ///
    /// - Throws: `DecodingError.dataCorrupted` naming the key and the value when `bound` does
    ///   not admit it, for example `cornerRadius -1.0 must be a finite number ≥ 0`.
    func decodeNumberIfPresent(_ key: Key, _ bound: NumberBound) throws -> Double? {
        guard let value = try decodeNumberIfPresent(Double.self, forKey: key) else { return nil }
        guard bound.admits(value) else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: self,
                debugDescription: "\(key.stringValue) \(value) \(bound.requirement)")
        }
        return value
    }

    /// The value at `key`, or `fallback` when the key is missing or `null`: how the
    /// configuration decoders read a property that otherwise keeps its style's value.
    func decode<Value: Decodable>(_ key: Key, or fallback: Value) throws -> Value {
        try decodeIfPresent(Value.self, forKey: key) ?? fallback
    }
}

/// Decodes a number that must be finite, naming the key and `what` it belongs to otherwise.
func decodeFinite<Key: CodingKey>(
    _ container: KeyedDecodingContainer<Key>, _ key: Key, what: String
) throws -> Double {
    let value = try container.decodeNumber(Double.self, forKey: key)
    guard value.isFinite else {
        throw DecodingError.dataCorruptedError(
            forKey: key, in: container,
            debugDescription: "\(what) \(key.stringValue) \(value) must be a finite number")
    }
    return value
}
