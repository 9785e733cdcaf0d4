import ColorTransform
import Testing

@Suite("Hex colour parsing")
struct HexParsingTests {
    @Test(arguments: [
        ("#F80", 0xFF, 0x88, 0x00, 0xFF),
        ("#f80c", 0xFF, 0x88, 0x00, 0xCC),
        ("#0A84FF", 0x0A, 0x84, 0xFF, 0xFF),
        ("#0a84ff80", 0x0A, 0x84, 0xFF, 0x80),
        ("#000000", 0, 0, 0, 0xFF),
    ])
    func parsesEveryForm(text: String, red: Int, green: Int, blue: Int, alpha: Int) throws {
        let color = try Color.Resolved(hex: text)
        #expect(
            color
                == Color.Resolved(
                    red8: UInt8(red), green8: UInt8(green), blue8: UInt8(blue), alpha8: UInt8(alpha)
                ))
    }

    @Test func colorInitializerProducesFixedColor() throws {
        let color = try Color(hex: "#0A84FF")
        #expect(color.isFixed)
        #expect(color.description == "#0A84FF")
    }

    @Test func emptyString() {
        #expect(throws: HexColorError(reason: .empty, input: "", offset: 0)) {
            try Color.Resolved(hex: "")
        }
    }

    @Test func missingHash() {
        let error = #expect(throws: HexColorError.self) { try Color.Resolved(hex: "0A84FF") }
        #expect(error?.reason == .missingHashPrefix(found: "0"))
        #expect(error?.offset == 0)
        #expect(
            error?.description
                == "\"0A84FF\": expected '#' at offset 0 but found '0'; hex colours look like #RRGGBB"
        )
    }

    @Test(arguments: [
        ("#12G", "G", 3),
        ("#GGG", "G", 1),
        ("#12345Z78", "Z", 6),
        ("# 123", " ", 1),
        ("#123 ", " ", 4),
        ("#12-4", "-", 3),
        ("#１２３", "１", 1),  // fullwidth digits are not ASCII hex
        ("#é12", "é", 1),
    ])
    func invalidCharacterIsReportedWithItsOffset(text: String, character: Character, offset: Int) {
        let error = #expect(throws: HexColorError.self) { try Color.Resolved(hex: text) }
        #expect(error?.reason == .invalidCharacter(character))
        #expect(error?.offset == offset)
        #expect(error?.description.contains("at offset \(offset)") == true)
    }

    @Test func whitespaceIsNamedByCodePoint() {
        let error = #expect(throws: HexColorError.self) { try Color.Resolved(hex: "#12\t4") }
        #expect(error?.description.contains("'\\u{9}' at offset 3") == true)
    }

    @Test(arguments: ["#", "#1", "#12", "#12345", "#1234567", "#123456789"])
    func wrongDigitCountIsReportedAtTheEnd(text: String) {
        let error = #expect(throws: HexColorError.self) { try Color.Resolved(hex: text) }
        #expect(error?.reason == .invalidDigitCount(text.count - 1))
        #expect(error?.offset == text.count)
        #expect(
            error?.description.contains(
                "expected 3 (#RGB), 4 (#RGBA), 6 (#RRGGBB) or 8 (#RRGGBBAA)") == true)
    }

    @Test func veryLongInputIsShortenedInTheMessage() {
        let text = "#" + String(repeating: "A", count: 10_000)
        let error = #expect(throws: HexColorError.self) { try Color.Resolved(hex: text) }
        #expect(error?.reason == .invalidDigitCount(10_000))
        #expect((error?.description.count ?? .max) < 200)
    }

    @Test func firstProblemWins() {
        // A bad character is reported even when the length is also wrong.
        let error = #expect(throws: HexColorError.self) { try Color.Resolved(hex: "#1X") }
        #expect(error?.reason == .invalidCharacter("X"))
    }
}
