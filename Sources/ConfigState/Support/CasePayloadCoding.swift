// How enumerations whose every case carries one unlabelled value code themselves: in the form
// Swift's synthesized `Codable` writes for them, `{"<case>": {"_0": <value>}}`, so that their
// documents stay what they would be without a hand-written conformance. Synthesized decoding
// ignores unknown keys and says little about an object with none or two cases, so the
// conformances decode through here instead, and word those mistakes alike.

/// The one key of a case's payload object: `_0`, the name Swift's synthesized coding gives a
/// case's unlabelled associated value.
enum CasePayloadCodingKey: String, CodingKey, CaseIterable { case payload = "_0" }

extension Decoder {
    /// Reads the form Swift's synthesized coding writes for an enumeration whose cases each
    /// carry one unlabelled value, `{"<case>": {"_0": <value>}}`, and returns the case's key and
    /// the payload object, from which the caller decodes the value at
    /// ``CasePayloadCodingKey/payload``.
    ///
    /// <!-- uncompiled: decodeCase(keyedBy:article:noun:) is internal; snippets cannot call it -->
    /// ```swift
    /// let (key, payload) = try decoder.decodeCase(
    ///     keyedBy: CodingKeys.self, article: "an", noun: "image source")
    /// let name = try payload.decode(String.self, forKey: .payload)
    /// ```
    ///
    /// Both objects go through ``checkedContainer(keyedBy:what:)``: the outer one is described
    /// as `<article> <noun>`, a payload as `a <case> <noun>`.
    ///
    /// - Parameters:
    ///   - keyType: The enumeration's coding keys, one a case, listed in the messages in
    ///     `allCases` order.
    ///   - article: The indefinite article for `noun`, `"a"` or `"an"`.
    ///   - noun: What the enumeration is, for the messages (`"image source"`).
    /// - Returns: The one key the object holds, and the container of the object under it.
    /// - Throws: `DecodingError.typeMismatch` when either value is not an object;
    ///   `DecodingError.dataCorrupted` for an unknown key in either object, and, at this
    ///   decoder's coding path, for an object without exactly one key: `an image source is an
    ///   object with exactly one key, system or named; found 2 of them`.
    func decodeCase<Key: CodingKey & CaseIterable>(
        keyedBy keyType: Key.Type, article: String, noun: String
    ) throws -> (key: Key, payload: KeyedDecodingContainer<CasePayloadCodingKey>) {
        let container = try checkedContainer(keyedBy: Key.self, what: "\(article) \(noun)")
        guard container.allKeys.count == 1, let key = container.allKeys.first else {
            let names = listedForMessage(Key.allCases.map(\.stringValue), lastSeparator: " or ")
            throw dataCorruptedError(
                "\(article) \(noun) is an object with exactly one key, \(names); found \(container.allKeys.count) of them"
            )
        }
        let payload = try container.superDecoder(forKey: key).checkedContainer(
            keyedBy: CasePayloadCodingKey.self, what: "a \(key.stringValue) \(noun)")
        return (key, payload)
    }
}

extension Encoder {
    /// Encodes `value` as the case `key` in the form ``Decoder/decodeCase(keyedBy:article:noun:)``
    /// reads, `{"<key>": {"_0": <value>}}`.
    func encodeCase<Key: CodingKey>(_ key: Key, payload value: some Encodable) throws {
        var container = container(keyedBy: Key.self)
        var payload = container.nestedContainer(keyedBy: CasePayloadCodingKey.self, forKey: key)
        try payload.encode(value, forKey: .payload)
    }
}
