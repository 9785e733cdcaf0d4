// Decoding helpers that give errors saying what was expected: an object checked for unknown
// keys, a string-backed enumeration read by name, and the message for an unknown name.
// Accessories use all three; the list-content and background styles use `_decodeName`. They
// belong to no one type, so they live here until the module gets a Support/ folder for shared
// helpers.

/// A coding key for any string, to list and check the keys an object holds.
struct _AccessoryCodingKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(_ string: String) { stringValue = string }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

/// Checks that the object being decoded holds only `allowed` keys, then returns its
/// container.
///
/// A synthesized `init(from:)` ignores keys it does not know, so a misspelt option would
/// silently take its default; this makes it an error that names the key.
///
/// - Throws: `DecodingError.typeMismatch` when the value is not an object;
///   `DecodingError.dataCorrupted` naming an unknown key and listing the allowed ones.
func _checkedContainer<Key: CodingKey>(
    _ decoder: any Decoder, keyedBy: Key.Type, allowed: [Key], what: String
) throws -> KeyedDecodingContainer<Key> {
    let names = allowed.map(\.stringValue)
    let all: KeyedDecodingContainer<_AccessoryCodingKey>
    do {
        all = try decoder.container(keyedBy: _AccessoryCodingKey.self)
    } catch {
        throw DecodingError.typeMismatch(
            [String: Any].self,
            DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription:
                    "expected \(what) as an object with keys from: \(names.joined(separator: ", "))",
                underlyingError: error))
    }
    for key in all.allKeys.sorted(by: { $0.stringValue < $1.stringValue })
    where !names.contains(key.stringValue) {
        throw DecodingError.dataCorruptedError(
            forKey: key, in: all,
            debugDescription:
                "unknown key \"\(key.stringValue.prefix(60))\" in \(what); expected keys from: \(names.joined(separator: ", "))"
        )
    }
    return try decoder.container(keyedBy: Key.self)
}

/// Decodes a string-backed enumeration by name, listing the valid names when it is unknown.
///
/// The standard library's `RawRepresentable` decoding says only "Cannot initialize … from
/// invalid String value"; this one names the kind of value and lists what is valid. Encoding
/// needs no helper: the standard library's `RawRepresentable` encoding writes the name.
func _decodeName<Value: RawRepresentable & CaseIterable>(
    _ type: Value.Type, what: String, from decoder: any Decoder
) throws -> Value where Value.RawValue == String {
    let container = try decoder.singleValueContainer()
    let name = try container.decode(String.self)
    guard let value = Value(rawValue: name) else {
        throw DecodingError.dataCorruptedError(
            in: container,
            debugDescription: unknownNameDescription(
                what, name,
                expected: "one of: \(Value.allCases.map(\.rawValue).joined(separator: ", "))"))
    }
    return value
}

/// The message for a name that is none of the valid ones, such as `unknown edge "middle";
/// expected one of: leading, trailing`.
///
/// It quotes at most 60 characters of the name, so that a long string in a bad document makes
/// a short message.
func unknownNameDescription(_ what: String, _ name: String, expected: String) -> String {
    "unknown \(what) \"\(name.prefix(60))\"; expected \(expected)"
}
