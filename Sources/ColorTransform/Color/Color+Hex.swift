/// The error thrown when a hex colour string is malformed.
///
/// It says what is wrong and where: ``offset`` is the index, counted in characters from 0, of
/// the first character at fault (for a wrong number of digits, the end of the string).
///
/// <!-- snippet: SymbolDocs/DocHexColorError -->
/// ```swift
/// do {
///     _ = try Color(hex: "#12G")
/// } catch {
///     print(error)
/// }
///
/// // Prints:
/// // "#12G": 'G' at offset 3 is not a hexadecimal digit (0-9, a-f, A-F)
/// ```
public struct HexColorError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong with the string.
    public enum Reason: Hashable, Sendable {
        /// The string is empty.
        case empty
        /// The string does not start with `#`; the payload is the character found instead.
        case missingHashPrefix(found: Character)
        /// A character after the `#` is not an ASCII hexadecimal digit.
        case invalidCharacter(Character)
        /// The number of digits is not 3, 4, 6 or 8.
        case invalidDigitCount(Int)
    }

    /// What is wrong.
    public var reason: Reason
    /// The string that was parsed.
    public var input: String
    /// The character offset (from 0) of the first character at fault.
    public var offset: Int

    /// A sentence naming the input, the fault and its position.
    ///
    /// The input is quoted as `quotedForMessage(_:limit:)` shows user text: at most 60 characters,
    /// with invisible and control characters escaped (`\u{FEFF}`), as is the character found.
    ///
    /// - Complexity: O(1): at most 60 characters of ``input`` are read.
    public var description: String {
        let quoted = "\"\(quotedForMessage(input))\""
        switch reason {
        case .empty:
            return "empty string is not a hex colour; expected #RGB, #RGBA, #RRGGBB or #RRGGBBAA"
        case .missingHashPrefix(let found):
            return
                "\(quoted): expected '#' at offset 0 but found '\(quotedForMessage(String(found)))'; hex colours look like #RRGGBB"
        case .invalidCharacter(let character):
            return
                "\(quoted): '\(quotedForMessage(String(character)))' at offset \(offset) is not a hexadecimal digit (0-9, a-f, A-F)"
        case .invalidDigitCount(let count):
            return
                "\(quoted): \(count) hex digit\(count == 1 ? "" : "s") after '#'; expected 3 (#RGB), 4 (#RGBA), 6 (#RRGGBB) or 8 (#RRGGBBAA)"
        }
    }

    /// Creates an error.
    public init(reason: Reason, input: String, offset: Int) {
        self.reason = reason
        self.input = input
        self.offset = offset
    }
}

extension Color.Resolved {
    /// Parses `#RGB`, `#RGBA`, `#RRGGBB` or `#RRGGBBAA` (case-insensitive digits).
    ///
    /// Short forms repeat each digit (`#F80` is `#FF8800`), as CSS does.
    ///
    /// - Parameter hex: The string, starting with `#`. No whitespace is allowed.
    /// - Throws: ``HexColorError`` saying what is wrong and at which character.
    /// - Complexity: O(*n*), where *n* is the length of `hex`: every character is checked, even
    ///   past the eighth digit.
    public init(hex: String) throws(HexColorError) {
        // The first eight digits, packed four bits each; no allocation.
        var packed: UInt32 = 0
        var offset = 0
        for character in hex {
            if offset == 0 {
                guard character == "#" else {
                    throw HexColorError(
                        reason: .missingHashPrefix(found: character), input: hex, offset: 0)
                }
            } else {
                guard character.isASCII, let value = character.hexDigitValue else {
                    throw HexColorError(
                        reason: .invalidCharacter(character), input: hex, offset: offset)
                }
                if offset <= 8 { packed = packed << 4 | UInt32(value) }
            }
            offset += 1
        }
        guard offset > 0 else { throw HexColorError(reason: .empty, input: hex, offset: 0) }
        let count = offset - 1
        func nibble(_ index: Int) -> UInt8 {
            UInt8(truncatingIfNeeded: packed >> UInt32(4 * (count - 1 - index)) & 0xF)
        }
        func single(_ index: Int) -> UInt8 { nibble(index) << 4 | nibble(index) }
        func pair(_ index: Int) -> UInt8 { nibble(index) << 4 | nibble(index + 1) }
        switch count {
        case 3, 4:
            self.init(
                red8: single(0), green8: single(1), blue8: single(2),
                alpha8: count == 4 ? single(3) : 255)
        case 6, 8:
            self.init(
                red8: pair(0), green8: pair(2), blue8: pair(4), alpha8: count == 8 ? pair(6) : 255)
        default:
            throw HexColorError(reason: .invalidDigitCount(count), input: hex, offset: offset)
        }
    }
}

extension Color {
    /// Creates a fixed colour from `#RGB`, `#RGBA`, `#RRGGBB` or `#RRGGBBAA`.
    ///
    /// <!-- snippet: SymbolDocs/DocColorInitHex -->
    /// ```swift
    /// let brand = try Color(hex: "#0A84FF")
    /// ```
    ///
    /// - Parameter hex: The string, starting with `#`.
    /// - Throws: ``HexColorError`` saying what is wrong and at which character.
    /// - Complexity: O(*n*), where *n* is the length of `hex` (see ``Color/Resolved/init(hex:)``).
    public init(hex: String) throws(HexColorError) {
        self.init(try Resolved(hex: hex))
    }
}
