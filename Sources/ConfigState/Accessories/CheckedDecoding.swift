// Decoding helpers that give errors saying what was expected, beyond ColorTransform's shared
// ones (`Support/Coding.swift`: `StringCodingKey`, `Decoder.decodeName(_:what:)`,
// `Decoder.container(keyedBy:decoding:expected:)`): an object checked for unknown keys, and a
// name looked up among values that JSON writes either as a name or in another form.

extension Decoder {
    /// Checks that the object being decoded holds only `allowed` keys, then returns its
    /// container.
    ///
    /// A synthesized `init(from:)` ignores keys it does not know, so a misspelt option would
    /// silently take its default; this makes it an error that names the key.
    ///
    /// - Throws: `DecodingError.typeMismatch` when the value is not an object;
    ///   `DecodingError.dataCorrupted` naming an unknown key and listing the allowed ones.
    func checkedContainer<Key: CodingKey>(keyedBy: Key.Type, allowed: [Key], what: String)
        throws -> KeyedDecodingContainer<Key>
    {
        let names = allowed.map(\.stringValue)
        let all = try container(
            keyedBy: StringCodingKey.self, decoding: [String: Any].self,
            expected:
                "expected \(what) as an object with keys from: \(names.joined(separator: ", "))")
        for key in all.allKeys.sorted(by: { $0.stringValue < $1.stringValue })
        where !names.contains(key.stringValue) {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: all,
                debugDescription:
                    "unknown key \"\(key.stringValue.prefix(60))\" in \(what); expected keys from: \(names.joined(separator: ", "))"
            )
        }
        return try container(keyedBy: Key.self)
    }

    /// The value `name` names in `values`; another name is a `DecodingError.dataCorrupted` at
    /// this decoder's coding path, `unknown <what> "<name>"; expected <expected>`.
    ///
    /// For values that JSON writes as a name or in another form (a number, an object), whose
    /// error must say what else is valid.
    func value<Value>(
        named name: String, in values: KeyValuePairs<String, Value>, what: String,
        expected: String
    ) throws -> Value {
        guard let value = values.first(where: { $0.key == name })?.value else {
            throw dataCorruptedError(unknownNameDescription(what, name, expected: expected))
        }
        return value
    }
}

/// The message for a name that is none of the valid ones, when what is valid is more than a
/// list of names: `unknown layout dimension "wide"; expected "actual", "standard" or a positive
/// number of points`. (ColorTransform's `unknownNameDescription(_:_:expected:)` with a list of
/// names writes `expected one of: …`.)
///
/// It quotes at most 60 characters of the name, so that a long string in a bad document makes
/// a short message.
func unknownNameDescription(_ what: String, _ name: String, expected: String) -> String {
    "unknown \(what) \"\(name.prefix(60))\"; expected \(expected)"
}
