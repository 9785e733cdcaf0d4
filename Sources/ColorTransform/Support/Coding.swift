// Coding helpers shared by the `Codable` conformances of ColorTransform and ConfigState, so that
// every type words the same mistake the same way: a coding key for any string, errors at a
// decoder's own coding path, and string-backed enumerations coded by name, whose decoding
// error lists the valid names. `package`, not public: they are not part of either library's API.

/// A coding key made from any string: for objects whose keys are chosen at run time (a
/// transformer step's single key, custom-state keys) and for listing the keys an object holds.
package struct StringCodingKey: CodingKey {
    package var stringValue: String
    package var intValue: Int? { nil }
    package init(_ string: String) { stringValue = string }
    package init?(stringValue: String) { self.stringValue = stringValue }
    package init?(intValue: Int) { nil }
}

/// Says that `name` is not one of `names`, for example
/// `unknown text style "bdy"; expected one of: largeTitle, title1, …`.
///
/// The name is quoted by ``quotedForMessage(_:limit:)``: invisible characters escaped, cut at
/// 60 characters with a `…`, so that a hostile document's megabyte-long name does not come back
/// as a megabyte-long message.
package func unknownNameDescription(_ what: String, _ name: String, expected names: [String])
    -> String
{
    "unknown \(what) \"\(quotedForMessage(name))\"; expected one of: \(names.joined(separator: ", "))"
}

extension Decoder {
    /// A `DecodingError.dataCorrupted` at this decoder's coding path: what the standard
    /// library's `DecodingError.dataCorruptedError(in:debugDescription:)` makes for a container,
    /// for a value that is wrong as a whole.
    package func dataCorruptedError(_ description: String, underlyingError: (any Error)? = nil)
        -> DecodingError
    {
        DecodingError.dataCorrupted(
            DecodingError.Context(
                codingPath: codingPath, debugDescription: description,
                underlyingError: underlyingError))
    }

    /// This decoder's keyed container; when the value is not an object, a
    /// `DecodingError.typeMismatch` for `type` that says what was expected instead of the
    /// decoder's generic message.
    package func container<Key: CodingKey>(
        keyedBy keyType: Key.Type, decoding type: Any.Type, expected expectation: String
    ) throws -> KeyedDecodingContainer<Key> {
        do {
            return try container(keyedBy: Key.self)
        } catch {
            throw DecodingError.typeMismatch(
                type,
                DecodingError.Context(
                    codingPath: codingPath, debugDescription: expectation, underlyingError: error))
        }
    }

    /// Checks that the object being decoded holds only `allowed` keys, then returns its
    /// container.
    ///
    /// Every object the libraries decode goes through here, so that an unknown key is refused
    /// the same way everywhere: a synthesized `init(from:)` ignores keys it does not know, so a
    /// misspelt field (`"isSelcted"`) would silently take its default. Objects whose keys are
    /// data rather than fields (custom states by name) use `container(keyedBy:)` instead.
    ///
    /// - Parameters:
    ///   - keyType: The type's coding keys.
    ///   - allowed: The keys the object may hold; listed, in this order, in the error.
    ///   - what: What the object is, for the messages (`"list content configuration"`).
    /// - Throws: `DecodingError.typeMismatch` when the value is not an object;
    ///   `DecodingError.dataCorrupted` at the unknown key, `unknown key "<key>" in <what>;
    ///   expected keys from: a, b, c`. Of several unknown keys, the first in sorted order is
    ///   named, so that the message does not depend on the decoder's key order.
    /// - Complexity: O(*k*·*a*) for *k* keys in the object and *a* allowed keys.
    package func checkedContainer<Key: CodingKey>(
        keyedBy keyType: Key.Type, allowed: [Key], what: String
    ) throws -> KeyedDecodingContainer<Key> {
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
                    "unknown key \"\(quotedForMessage(key.stringValue))\" in \(what); expected keys from: \(names.joined(separator: ", "))"
            )
        }
        return try container(keyedBy: Key.self)
    }

    /// Checks that the object being decoded holds only keys among `Key.allCases`, then returns
    /// its container: ``checkedContainer(keyedBy:allowed:what:)`` for a type that may hold
    /// every one of its coding keys.
    package func checkedContainer<Key: CodingKey & CaseIterable>(
        keyedBy keyType: Key.Type, what: String
    ) throws -> KeyedDecodingContainer<Key> {
        try checkedContainer(keyedBy: Key.self, allowed: Array(Key.allCases), what: what)
    }

    /// Decodes a string-backed enumeration from its name; an unknown name is a
    /// `DecodingError.dataCorrupted` that lists the valid names (see
    /// `unknownNameDescription(_:_:expected:)`).
    package func decodeName<Value: RawRepresentable & CaseIterable>(
        _ type: Value.Type, what: String
    ) throws -> Value where Value.RawValue == String {
        let name = try singleValueContainer().decode(String.self)
        guard let value = Value(rawValue: name) else {
            throw dataCorruptedError(
                unknownNameDescription(what, name, expected: Value.allCases.map(\.rawValue)))
        }
        return value
    }
}

extension KeyedDecodingContainer {
    /// Decodes a string-backed enumeration from its name under `key`, or `nil` when the key is
    /// absent; an unknown name is a `DecodingError.dataCorrupted` at the key that lists the
    /// valid names.
    package func decodeNameIfPresent<Value: RawRepresentable & CaseIterable>(
        _ type: Value.Type, forKey key: Key, what: String
    ) throws -> Value? where Value.RawValue == String {
        guard let name = try decodeIfPresent(String.self, forKey: key) else { return nil }
        guard let value = Value(rawValue: name) else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: self,
                debugDescription: unknownNameDescription(
                    what, name, expected: Value.allCases.map(\.rawValue)))
        }
        return value
    }
}

extension Encoder {
    /// Encodes a string-backed enumeration as its name, the form `Decoder.decodeName(_:what:)`
    /// reads.
    package func encodeName<Value: RawRepresentable>(_ value: Value) throws
    where Value.RawValue == String {
        var container = singleValueContainer()
        try container.encode(value.rawValue)
    }
}
