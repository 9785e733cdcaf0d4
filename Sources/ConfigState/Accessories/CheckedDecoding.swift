// Decoding helpers that give errors saying what was expected, beyond ColorTransform's shared
// ones (`Support/Coding.swift`: `StringCodingKey`, `Decoder.decodeName(_:what:)`,
// `Decoder.checkedContainer(keyedBy:allowed:what:)` for an object checked for unknown keys):
// a name looked up among values that JSON writes either as a name or in another form.

extension Decoder {
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
/// The name is quoted by `quotedForMessage(_:limit:)`: invisible characters escaped, cut at 60
/// characters with a `…`, so that a long string in a bad document makes a short message.
func unknownNameDescription(_ what: String, _ name: String, expected: String) -> String {
    "unknown \(what) \"\(quotedForMessage(name))\"; expected \(expected)"
}
