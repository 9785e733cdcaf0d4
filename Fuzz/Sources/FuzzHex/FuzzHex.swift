// Fuzzes the hex colour parser: `Color.Resolved(hex:)`.
//
// Invariants: a parsed colour prints as a hex string that parses back to it; an error is a
// `HexColorError` whose input is the string, whose offset lies in it, and whose reason agrees
// with the character at that offset.

import ConfigState
import FuzzSupport

/// libFuzzer's entry point: checks one input, `count` bytes at `bytes`; always returns 0.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzHex(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
    let characters = Array(text)
    do {
        let color = try Color.Resolved(hex: text)
        Fuzz.check(
            characters.first == "#" && [4, 5, 7, 9].contains(characters.count),
            "\(text.debugDescription) parsed although it is not #RGB, #RGBA, #RRGGBB or #RRGGBBAA")
        Fuzz.checkFinite(color, text.debugDescription)
        Fuzz.check(
            (try? Color.Resolved(hex: color.hexString)) == color,
            "\(color.hexString) does not parse back to \(color)")
        Fuzz.check(
            (try? Color(hex: text)) == Color(color), "Color(hex:) disagrees with Resolved(hex:)")
    } catch {
        Fuzz.check(error.input == text, "the error quotes another string")
        Fuzz.check(
            (0...characters.count).contains(error.offset), "offset \(error.offset) is outside")
        Fuzz.check(!error.description.isEmpty, "an empty message")
        switch error.reason {
        case .empty:
            Fuzz.check(characters.isEmpty, "empty reported for \(text.debugDescription)")
        case .missingHashPrefix(let found):
            Fuzz.check(
                error.offset == 0 && characters.first == found && found != "#",
                "missing '#' misreported for \(text.debugDescription)")
        case .invalidCharacter(let character):
            Fuzz.check(
                error.offset > 0 && error.offset < characters.count
                    && characters[error.offset] == character,
                "invalid character misreported for \(text.debugDescription)")
        case .invalidDigitCount(let digits):
            Fuzz.check(
                digits == characters.count - 1 && error.offset == characters.count
                    && ![3, 4, 6, 8].contains(digits),
                "digit count misreported for \(text.debugDescription)")
        }
    }
    return 0
}
