// Number decoding with errors that say what and where.
//
// Foundation's `JSONDecoder` (swift-foundation, Swift 6.3 on Linux) refuses a number the
// requested type cannot hold — `1e400` or `1e-400` for a `Double`, `1.5` or `1e30` for an
// `Int` — by throwing its internal `JSONError.numberIsNotRepresentableInSwift(parsed:)`, which
// its top-level `decode(_:from:)` then reports as
// `DecodingError.dataCorrupted("The given data was not valid JSON.")` with an *empty* coding
// path: neither the key nor the problem is named. These helpers read numbers for the library's
// `init(from:)`s and turn such a refusal — any error that is not a `DecodingError`, or a
// `DecodingError.dataCorrupted` whose path stops short of the key — into a
// `DecodingError.dataCorrupted` whose coding path ends at the key and whose message quotes the
// number and says why, keeping the decoder's error as the underlying error. Every other
// `DecodingError` (a string where a number belongs, a missing key) passes through unchanged.

extension KeyedDecodingContainer {
    /// Decodes a number for `key`, naming the key when the decoder refuses the number.
    package func decodeNumber<Number: Decodable & Numeric>(
        _ type: Number.Type, forKey key: Key
    ) throws -> Number {
        do {
            return try decode(Number.self, forKey: key)
        } catch {
            throw numberError(error, Number.self, forKey: key)
        }
    }

    /// Decodes a number for `key` if present, naming the key when the decoder refuses it.
    package func decodeNumberIfPresent<Number: Decodable & Numeric>(
        _ type: Number.Type, forKey key: Key
    ) throws -> Number? {
        do {
            return try decodeIfPresent(Number.self, forKey: key)
        } catch {
            throw numberError(error, Number.self, forKey: key)
        }
    }

    private func numberError<Number>(
        _ error: any Error, _ type: Number.Type, forKey key: Key
    ) -> any Error {
        guard isUnrepresentableNumber(error, at: codingPath) else { return error }
        let reason = unrepresentableReason(
            Number.self, parsed: parsedNumber(in: error),
            asDouble: Number.self == Double.self ? nil : try? decode(Double.self, forKey: key))
        return DecodingError.dataCorrupted(
            DecodingError.Context(
                codingPath: codingPath + [key], debugDescription: "\(key.stringValue): \(reason)",
                underlyingError: error))
    }
}

extension SingleValueDecodingContainer {
    /// Decodes a number, saying what is wrong when the decoder refuses the number.
    package func decodeNumber<Number: Decodable & Numeric>(_ type: Number.Type) throws -> Number {
        do {
            return try decode(Number.self)
        } catch {
            guard isUnrepresentableNumber(error, at: codingPath) else { throw error }
            let reason = unrepresentableReason(
                Number.self, parsed: parsedNumber(in: error),
                asDouble: Number.self == Double.self ? nil : try? decode(Double.self))
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: codingPath, debugDescription: reason, underlyingError: error))
        }
    }
}

/// Whether `error`, thrown while reading a number at `path`, is a decoder's refusal of the
/// number itself rather than an ordinary `DecodingError` that already names its place.
private func isUnrepresentableNumber(_ error: any Error, at path: [any CodingKey]) -> Bool {
    guard let decodingError = error as? DecodingError else { return true }
    if case .dataCorrupted(let context) = decodingError {
        return context.codingPath.count <= path.count
    }
    return false
}

/// The number's text when the error quotes it, as Foundation's
/// `numberIsNotRepresentableInSwift(parsed: "1e400")` does.
private func parsedNumber(in error: any Error) -> String? {
    let parts = String(describing: error).split(separator: "\"", omittingEmptySubsequences: false)
    guard parts.count >= 3, parts[0].hasSuffix("parsed: ") else { return nil }
    return quotedForMessage(parts[1])
}

private func unrepresentableReason<Number>(
    _ type: Number.Type, parsed: String?, asDouble: Double?
) -> String {
    if let asDouble, asDouble.isFinite {
        let shown = parsed ?? formatShort(asDouble)
        return asDouble.rounded() == asDouble
            ? "\(shown) is outside the range of \(Number.self)"
            : "\(shown) is not a whole number, which \(Number.self) needs"
    }
    let shown = parsed.map { "\($0) " } ?? "the number "
    return
        "\(shown)cannot be read as a \(Number.self): a Double holds magnitudes up to about 1.8e308 and, apart from 0, down to about 5e-324"
}
