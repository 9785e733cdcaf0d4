// The bad-input policy of `Docs/Reliability.md`, ColorTransform's rows: each test names its
// row. Every input either gets a typed error that says what is wrong and where, or a
// documented clamp — never a crash, never a NaN in a resolved colour or a contrast figure.

import ColorTransform
import Foundation
import Testing

/// How decoding failed: the `DecodingError` case, the coding path (keys joined by `.`, array
/// indices as `[n]`) and the message.
struct DecodingFailure: CustomStringConvertible {
    enum Kind: String { case dataCorrupted, typeMismatch, keyNotFound, valueNotFound }

    var kind: Kind
    var path: String
    var message: String

    init?(_ error: any Error) {
        guard let error = error as? DecodingError else { return nil }
        func joined(_ path: [any CodingKey]) -> String {
            var text = ""
            for key in path {
                if let index = key.intValue {
                    text += "[\(index)]"
                } else {
                    text += (text.isEmpty ? "" : ".") + key.stringValue
                }
            }
            return text
        }
        switch error {
        case .dataCorrupted(let context):
            (kind, path, message) = (
                .dataCorrupted, joined(context.codingPath), context.debugDescription
            )
        case .typeMismatch(_, let context):
            (kind, path, message) = (
                .typeMismatch, joined(context.codingPath), context.debugDescription
            )
        case .valueNotFound(_, let context):
            (kind, path, message) = (
                .valueNotFound, joined(context.codingPath), context.debugDescription
            )
        case .keyNotFound(let key, let context):
            (kind, path, message) = (
                .keyNotFound, joined(context.codingPath + [key]), context.debugDescription
            )
        @unknown default:
            return nil
        }
    }

    var description: String { "\(kind) at \"\(path)\": \(message)" }
}

/// A JSON decoder; with `nonConformingFloats`, the strings `"nan"`, `"inf"` and `"-inf"` decode
/// as NaN and ±∞ — the only way JSON can carry them.
func badInputDecoder(nonConformingFloats: Bool = false) -> JSONDecoder {
    let decoder = JSONDecoder()
    if nonConformingFloats {
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(
            positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
    }
    return decoder
}

/// Decodes `json` expecting failure; records an issue and returns `nil` if it decodes or fails
/// with something other than a `DecodingError`.
func decodingFailure<T: Decodable>(
    _ type: T.Type, _ json: String, nonConformingFloats: Bool = false,
    sourceLocation: SourceLocation = #_sourceLocation
) -> DecodingFailure? {
    do {
        let value = try badInputDecoder(nonConformingFloats: nonConformingFloats).decode(
            T.self, from: Data(json.utf8))
        Issue.record("decoded \(value) from \(json.prefix(200))", sourceLocation: sourceLocation)
        return nil
    } catch {
        guard let failure = DecodingFailure(error) else {
            Issue.record("not a DecodingError: \(error)", sourceLocation: sourceLocation)
            return nil
        }
        return failure
    }
}

/// One expected decoding failure: the input, the error's case, where, and words its message
/// must contain.
struct ExpectedFailure: Sendable, CustomTestStringConvertible {
    var json: String
    var kind: DecodingFailure.Kind
    var path: String
    var message: String

    init(_ json: String, _ kind: DecodingFailure.Kind, at path: String, _ message: String) {
        self.json = json
        self.kind = kind
        self.path = path
        self.message = message
    }

    var testDescription: String { String(json.prefix(80)) }

    func check<T: Decodable>(
        _ type: T.Type, nonConformingFloats: Bool = false,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard
            let failure = decodingFailure(
                type, json, nonConformingFloats: nonConformingFloats,
                sourceLocation: sourceLocation)
        else { return }
        #expect(failure.kind == kind, "\(failure)", sourceLocation: sourceLocation)
        #expect(failure.path == path, "\(failure)", sourceLocation: sourceLocation)
        #expect(
            message.isEmpty || failure.message.contains(message), "\(failure)",
            sourceLocation: sourceLocation)
    }
}

/// Whether no component is NaN or infinite.
func isFiniteColor(_ color: Color.Resolved) -> Bool {
    color.red.isFinite && color.green.isFinite && color.blue.isFinite && color.alpha.isFinite
}

/// Colours at the edges of what `Color.Resolved` holds, for the no-NaN checks.
let edgeColors: [Color.Resolved] = [
    .white, .black, .clear, Color.Resolved(red: -1, green: 2, blue: -1, alpha: 0),
    Color.Resolved(red: 2, green: 2, blue: 2), Color.Resolved(red: -1, green: -1, blue: -1),
    Color.Resolved(red: 1, green: 0, blue: 0, alpha: .leastNonzeroMagnitude),
    Color.Resolved(red: 0.5, green: 0.5, blue: 0.5, alpha: 0.5),
    Color.Resolved(red: .nan, green: .infinity, blue: -.infinity, alpha: .nan),
]

@Suite("Bad input: colour components and alpha")
struct ColorComponentBadInputTests {
    /// Row "colour component": NaN → 0; otherwise limited to −1…2.
    @Test(arguments: [
        (Double.nan, 0.0), (.infinity, 2), (-.infinity, -1), (-5, -1), (5, 2), (-0.25, -0.25),
        (1.5, 1.5), (.greatestFiniteMagnitude, 2),
        (-.leastNonzeroMagnitude, -.leastNonzeroMagnitude),
    ])
    func componentsAreClamped(input: Double, expected: Double) {
        let viaInit = Color.Resolved(red: input, green: input, blue: input)
        #expect(viaInit.red == expected && viaInit.green == expected && viaInit.blue == expected)
        var viaSetter = Color.Resolved.black
        viaSetter.red = input
        viaSetter.green = input
        viaSetter.blue = input
        #expect(viaSetter == viaInit)
        #expect(
            Color(red: input, green: input, blue: input).resolve(in: ColorEnvironment()) == viaInit)
        #expect(Color(white: input).resolve(in: ColorEnvironment()) == viaInit)
    }

    /// Row "alpha": NaN → 0; otherwise limited to 0…1.
    @Test(arguments: [
        (Double.nan, 0.0), (.infinity, 1), (-.infinity, 0), (-0.5, 0), (1.5, 1), (0.25, 0.25),
    ])
    func alphaIsClamped(input: Double, expected: Double) {
        #expect(Color.Resolved(red: 0, green: 0, blue: 0, alpha: input).alpha == expected)
        var resolved = Color.Resolved.white
        resolved.alpha = input
        #expect(resolved.alpha == expected)
        #expect(Color.Resolved.white.withAlphaComponent(input).alpha == expected)
        #expect(
            Color.white.withAlphaComponent(input).resolve(in: ColorEnvironment()).alpha == expected)
        // A colour that is not fixed takes the alpha at resolution, with the same clamp.
        #expect(
            Color.systemBlue.withAlphaComponent(input).resolve(in: ColorEnvironment()).alpha
                == expected)
        #expect(Color(white: 1, alpha: input).resolve(in: ColorEnvironment()).alpha == expected)
    }

    /// Row "validated components": `init(validatingRed:…)` throws `ColorComponentError`.
    @Test(arguments: [
        (
            Double.nan, 0.0, 0.0, 1.0, ColorComponentError.Component.red,
            "colour component red is nan; it must be a finite number"
        ),
        (0, .infinity, 0, 1, .green, "colour component green is inf; it must be a finite number"),
        (0, 0, -.infinity, 1, .blue, "colour component blue is -inf; it must be a finite number"),
        (2.5, 0, 0, 1, .red, "colour component red is 2.5; it must lie in -1...2"),
        (0, -1.5, 0, 1, .green, "colour component green is -1.5; it must lie in -1...2"),
        (0, 0, 0, -0.1, .alpha, "colour component alpha is -0.1; it must lie in 0...1"),
        (0, 0, 0, .nan, .alpha, "colour component alpha is nan; it must be a finite number"),
        (1e308, 0, 0, 1, .red, "colour component red is 1e+308; it must lie in -1...2"),
    ])
    func validatingInitializerNamesComponentAndRange(
        red: Double, green: Double, blue: Double, alpha: Double,
        component: ColorComponentError.Component, message: String
    ) {
        let error = #expect(throws: ColorComponentError.self) {
            try Color.Resolved(validatingRed: red, green: green, blue: blue, alpha: alpha)
        }
        #expect(error?.component == component)
        #expect(error?.description == message)
    }
}

@Suite("Bad input: hex strings")
struct HexBadInputTests {
    /// Row "hex string": every malformed shape is a `HexColorError` naming the fault and its
    /// offset.
    @Test(arguments: [
        ("", HexColorError.Reason.empty, 0, "empty string is not a hex colour"),
        ("0A84FF", .missingHashPrefix(found: "0"), 0, "expected '#' at offset 0 but found '0'"),
        (" #FFF", .missingHashPrefix(found: " "), 0, "but found ' '"),
        ("\u{0}#FFF", .missingHashPrefix(found: "\u{0}"), 0, "but found '\\u{0}'"),
        ("#", .invalidDigitCount(0), 1, "0 hex digits after '#'"),
        ("#F", .invalidDigitCount(1), 2, "1 hex digit after '#'"),
        ("#FF", .invalidDigitCount(2), 3, "2 hex digits"),
        ("#FFFFF", .invalidDigitCount(5), 6, "5 hex digits"),
        ("#FFFFFFF", .invalidDigitCount(7), 8, "7 hex digits"),
        ("#FFFFFFFFF", .invalidDigitCount(9), 10, "9 hex digits"),
        ("#FFFFFFFFFFFFFFFF", .invalidDigitCount(16), 17, "expected 3 (#RGB), 4 (#RGBA)"),
        ("##FFF", .invalidCharacter("#"), 1, "'#' at offset 1 is not a hexadecimal digit"),
        ("#GGG", .invalidCharacter("G"), 1, "'G' at offset 1"),
        ("#12\u{0}", .invalidCharacter("\u{0}"), 3, "'\\u{0}' at offset 3"),
        ("#123\n", .invalidCharacter("\n"), 4, "'\\u{A}' at offset 4"),
        ("#1\u{7F}3", .invalidCharacter("\u{7F}"), 2, "'\\u{7F}' at offset 2"),
        ("#+12", .invalidCharacter("+"), 1, "'+' at offset 1"),
        ("#0x123", .invalidCharacter("x"), 2, "'x' at offset 2"),
        ("#１２３", .invalidCharacter("１"), 1, "'１' at offset 1"),
        ("#1️⃣23", .invalidCharacter("1️⃣"), 1, "'1️⃣' at offset 1"),
        ("#e\u{301}12", .invalidCharacter("e\u{301}"), 1, "at offset 1"),
    ])
    func malformedStringsAreTypedErrors(
        text: String, reason: HexColorError.Reason, offset: Int, message: String
    ) {
        let error = #expect(throws: HexColorError.self) { try Color(hex: text) }
        #expect(error?.reason == reason)
        #expect(error?.offset == offset)
        #expect(error?.input == text)
        #expect(error?.description.contains(message) == true, "\(String(describing: error))")
    }

    /// Row "hex string", very long input: a megabyte of digits fails at once on the count, a
    /// megabyte ending in a bad character names its offset, and the message quotes only the
    /// first 60 characters, as every message quotes user text.
    @Test func megabyteStringsFailWithShortMessages() {
        let digits = "#" + String(repeating: "F", count: 1 << 20)
        let count = #expect(throws: HexColorError.self) { try Color(hex: digits) }
        #expect(count?.reason == .invalidDigitCount(1 << 20))
        #expect((count?.description.count ?? .max) < 200)
        #expect(
            count?.description.hasPrefix("\"#\(String(repeating: "F", count: 59))…\"") == true)
        let character = #expect(throws: HexColorError.self) { try Color(hex: digits + "G") }
        #expect(character?.reason == .invalidCharacter("G"))
        #expect(character?.offset == (1 << 20) + 1)
    }
}

@Suite("Bad input: colour JSON")
struct ColorJSONBadInputTests {
    /// Row "Color JSON": wrong types, unknown names, malformed hex, missing keys, components
    /// out of range, huge numbers.
    @Test(arguments: [
        ExpectedFailure("5", .typeMismatch, at: "", "expected a colour: a name or hex string"),
        ExpectedFailure("[1, 2, 3]", .typeMismatch, at: "", "expected a colour"),
        ExpectedFailure("true", .typeMismatch, at: "", "expected a colour"),
        ExpectedFailure("null", .typeMismatch, at: "", "expected a colour"),
        ExpectedFailure(
            ##""systemBlu""##, .dataCorrupted, at: "",
            #"unknown colour name "systemBlu"; expected tintColor, a hex string"#),
        ExpectedFailure(##""""##, .dataCorrupted, at: "", #"unknown colour name """#),
        ExpectedFailure(
            ##""#12G""##, .dataCorrupted, at: "", "'G' at offset 3 is not a hexadecimal digit"),
        ExpectedFailure(##""#12345""##, .dataCorrupted, at: "", "5 hex digits after '#'"),
        ExpectedFailure(
            "{}", .dataCorrupted, at: "",
            "a colour object needs red/green/blue (fixed), light (dynamic) or base and transformer (transformed); found keys: "
        ),
        ExpectedFailure(
            ##"{"hue": 1, "chroma": 2}"##, .dataCorrupted, at: "", "found keys: chroma, hue"),
        ExpectedFailure(##"{"red": 1, "green": 0}"##, .keyNotFound, at: "blue", "blue"),
        ExpectedFailure(
            ##"{"red": "1", "green": 0, "blue": 0}"##, .typeMismatch, at: "red", "Double"),
        ExpectedFailure(##"{"red": null, "green": 0, "blue": 0}"##, .valueNotFound, at: "red", ""),
        ExpectedFailure(
            ##"{"red": 3, "green": 0, "blue": 0}"##, .dataCorrupted, at: "",
            "colour component red is 3; it must lie in -1...2"),
        ExpectedFailure(
            ##"{"red": 0, "green": 0, "blue": 0, "alpha": -0.1}"##, .dataCorrupted, at: "",
            "colour component alpha is -0.1; it must lie in 0...1"),
        ExpectedFailure(
            ##"{"red": 0, "green": 0, "blue": 0, "alpha": 1.0000001}"##, .dataCorrupted, at: "",
            "colour component alpha is 1.0000001"),
        ExpectedFailure(
            ##"{"red": 1e308, "green": 0, "blue": 0}"##, .dataCorrupted, at: "",
            "colour component red is 1e+308; it must lie in -1...2"),
        ExpectedFailure(
            ##"{"red": -1e308, "green": 0, "blue": 0}"##, .dataCorrupted, at: "",
            "colour component red is -1e+308"),
        ExpectedFailure(
            ##"{"red": 1e400, "green": 0, "blue": 0}"##, .dataCorrupted, at: "red",
            "red: 1e400 cannot be read as a Double"),
        ExpectedFailure(
            ##"{"red": 0, "green": -1e400, "blue": 0}"##, .dataCorrupted, at: "green",
            "green: -1e400 cannot be read as a Double"),
        ExpectedFailure(
            ##"{"red": 0, "green": 0, "blue": 1e-400}"##, .dataCorrupted, at: "blue",
            "blue: 1e-400 cannot be read as a Double"),
        ExpectedFailure(##"{"light": 5}"##, .typeMismatch, at: "light", "expected a colour"),
        ExpectedFailure(
            ##"{"light": "systemBlue", "dark": "nope"}"##, .dataCorrupted, at: "dark",
            #"unknown colour name "nope""#),
        ExpectedFailure(
            ##"{"light": {"light": {"red": 9, "green": 0, "blue": 0}}}"##, .dataCorrupted,
            at: "light.light", "colour component red is 9"),
        ExpectedFailure(
            ##"{"base": "systemBlue"}"##, .keyNotFound, at: "transformer", "transformer"),
        ExpectedFailure(
            ##"{"base": "systemBlue", "transformer": "grayscale"}"##, .typeMismatch,
            at: "transformer", ""),
        ExpectedFailure(
            ##"{"base": "systemBlue", "transformer": ["sepia"]}"##, .dataCorrupted,
            at: "transformer", #"step 0: unknown transformer step "sepia""#),
    ])
    func rejectedWithWhatAndWhere(expected: ExpectedFailure) {
        expected.check(Color.self)
    }

    /// Row "Color JSON", non-finite numbers (JSON carries them only when the decoder accepts
    /// non-conforming floats): a `ColorComponentError` underneath, naming the component.
    @Test(arguments: [
        ExpectedFailure(
            ##"{"red": "nan", "green": 0, "blue": 0}"##, .dataCorrupted, at: "",
            "colour component red is nan; it must be a finite number"),
        ExpectedFailure(
            ##"{"red": 0, "green": "inf", "blue": 0}"##, .dataCorrupted, at: "",
            "colour component green is inf; it must be a finite number"),
        ExpectedFailure(
            ##"{"red": 0, "green": 0, "blue": "-inf"}"##, .dataCorrupted, at: "",
            "colour component blue is -inf"),
        ExpectedFailure(
            ##"{"red": 0, "green": 0, "blue": 0, "alpha": "nan"}"##, .dataCorrupted, at: "",
            "colour component alpha is nan"),
    ])
    func nonFiniteComponentsAreRejected(expected: ExpectedFailure) {
        expected.check(Color.self, nonConformingFloats: true)
        expected.check(Color.Resolved.self, nonConformingFloats: true)
    }

    @Test func componentErrorIsTheUnderlyingError() throws {
        do {
            _ = try badInputDecoder().decode(
                Color.self, from: Data(#"{"red": 0, "green": 5, "blue": 0}"#.utf8))
            Issue.record("decoded")
        } catch DecodingError.dataCorrupted(let context) {
            let underlying = try #require(context.underlyingError as? ColorComponentError)
            #expect(
                underlying
                    == ColorComponentError(component: .green, value: 5, reason: .outOfRange(-1...2))
            )
        }
    }

    /// Row "deep nesting": colours nest up to 32 levels; the 33rd is refused at its path.
    @Test(arguments: ["variants", "base", "step"])
    func colourNestingIsLimitedTo32Levels(form: String) throws {
        func nested(_ depth: Int) -> String {
            var json = #""systemBlue""#
            for _ in 0..<depth {
                switch form {
                case "variants": json = #"{"light": \#(json)}"#
                case "base":
                    json = #"{"base": \#(json), "transformer": [{"multiplyingAlpha": 0.99}]}"#
                default:
                    json =
                        #"{"base": "systemGreen", "transformer": [{"blended": {"color": \#(json), "opacity": 0.5}}]}"#
                }
            }
            return json
        }
        // 32 colours in all: the outermost plus 31 nested.
        let deepest = try badInputDecoder().decode(Color.self, from: Data(nested(31).utf8))
        for environment in ColorEnvironment.standardAppearances {
            #expect(isFiniteColor(deepest.resolve(in: environment)))
        }
        #expect(
            try badInputDecoder().decode(Color.self, from: JSONEncoder().encode(deepest)) == deepest
        )
        // Two such colours side by side: the count unwinds after each.
        let pair = try badInputDecoder().decode(
            [Color].self, from: Data("[\(nested(31)), \(nested(31))]".utf8))
        #expect(pair.count == 2)

        let failure = try #require(decodingFailure(Color.self, nested(32)))
        #expect(failure.kind == .dataCorrupted)
        #expect(failure.message.contains("colours nest more than 32 levels deep here"))
        let expectedPath: String
        switch form {
        case "variants": expectedPath = Array(repeating: "light", count: 32).joined(separator: ".")
        case "base": expectedPath = Array(repeating: "base", count: 32).joined(separator: ".")
        default:
            // The innermost wrapper's base is decoded first, at the same depth as its step
            // colour.
            expectedPath =
                Array(repeating: "transformer[0].blended.color", count: 31).joined(separator: ".")
                + ".base"
        }
        #expect(failure.path == expectedPath)
    }

    /// Row "deep nesting": JSON nested beyond the decoder's own limit (512 levels for
    /// Foundation's `JSONDecoder`) is refused by the decoder, before any colour is built.
    @Test(arguments: [513, 600, 10_000])
    func nestingBeyondTheDecodersLimitIsTheDecodersError(depth: Int) {
        let json =
            String(repeating: #"{"light": "#, count: depth) + #""systemBlue""#
            + String(repeating: "}", count: depth)
        let failure = decodingFailure(Color.self, json)
        #expect(failure?.kind == .dataCorrupted)
        #expect(failure?.path == "")
        let arrays = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        #expect(decodingFailure(ConfigurationColorTransformer.self, arrays)?.kind == .dataCorrupted)
    }

    /// Row "very long input": a megabyte name or hex string is refused with a short message.
    @Test func megabyteStringsGetShortMessages() throws {
        let name = String(repeating: "x", count: 1 << 20)
        let unknown = try #require(decodingFailure(Color.self, "\"\(name)\""))
        #expect(
            unknown.message.hasPrefix(
                "unknown colour name \"\(String(repeating: "x", count: 60))…\";"))
        #expect(unknown.message.count < 1_000)
        let hex = try #require(
            decodingFailure(Color.self, "\"#\(String(repeating: "0", count: 1 << 20))\""))
        #expect(hex.message.contains("1048576 hex digits after '#'"))
        #expect(hex.message.count < 300)
    }

    /// Row "ColorEnvironment JSON": Swift's own messages for unknown names, which name the type
    /// and the value; the coding path names the key.
    @Test(arguments: [
        ExpectedFailure(
            ##"{"colorScheme": "purple", "contrast": "normal", "level": "base", "tintColor": "systemBlue"}"##,
            .dataCorrupted, at: "colorScheme",
            "Cannot initialize ColorScheme from invalid String value purple"),
        ExpectedFailure(
            ##"{"colorScheme": "dark", "contrast": "normal", "level": "base"}"##, .keyNotFound,
            at: "tintColor", "tintColor"),
        ExpectedFailure(
            ##"{"colorScheme": "dark", "contrast": "normal", "level": "base", "tintColor": "#GG0000"}"##,
            .dataCorrupted, at: "tintColor", "'G' at offset 1"),
    ])
    func colorEnvironmentJSON(expected: ExpectedFailure) {
        expected.check(ColorEnvironment.self)
    }
}

@Suite("Bad input: transformers")
struct TransformerBadInputTests {
    typealias Transformer = ConfigurationColorTransformer

    /// Row "transformer JSON": every way a step can be wrong names the step and its index.
    @Test(arguments: [
        ExpectedFailure("{}", .typeMismatch, at: "", ""),
        ExpectedFailure(##""grayscale""##, .typeMismatch, at: "", ""),
        ExpectedFailure(
            ##"["sepia"]"##, .dataCorrupted, at: "",
            #"step 0: unknown transformer step "sepia"; expected one of grayscale, preferredTint"#),
        ExpectedFailure(
            ##"["grayscale", {"vintage": 1}]"##, .dataCorrupted, at: "[1]",
            #"step 1: unknown transformer step "vintage""#),
        ExpectedFailure(
            "[{}]", .dataCorrupted, at: "[0]",
            "step 0: a transformer step is a name or an object with exactly one key; found 0 keys"),
        ExpectedFailure(
            ##"[{"lightened": 0.1, "darkened": 0.1}]"##, .dataCorrupted, at: "[0]", "found 2 keys"),
        ExpectedFailure("[1]", .typeMismatch, at: "[0]", ""),
        ExpectedFailure("[null]", .valueNotFound, at: "[0]", ""),
        ExpectedFailure(
            ##"[{"lightened": "much"}]"##, .typeMismatch, at: "[0].lightened", "Double"),
        ExpectedFailure(
            ##"[{"lightened": 2}]"##, .dataCorrupted, at: "[0]",
            "step 0 (lightened): 2.0 is outside 0...1"),
        ExpectedFailure(
            ##"[{"darkened": -0.1}]"##, .dataCorrupted, at: "[0]",
            "step 0 (darkened): -0.1 is outside 0...1"),
        ExpectedFailure(
            ##"[{"multiplyingAlpha": 1.5}]"##, .dataCorrupted, at: "[0]",
            "(multiplyingAlpha): 1.5 is outside 0...1"),
        ExpectedFailure(
            ##"[{"settingAlpha": -1}]"##, .dataCorrupted, at: "[0]",
            "(settingAlpha): -1.0 is outside 0...1"),
        ExpectedFailure(
            ##"[{"saturated": 11}]"##, .dataCorrupted, at: "[0]",
            "(saturated): 11.0 is outside 0...10"),
        ExpectedFailure(
            ##"[{"desaturated": 1e308}]"##, .dataCorrupted, at: "[0]",
            "(desaturated): 1e+308 is outside 0...1"),
        ExpectedFailure(
            ##"[{"lightened": 1e400}]"##, .dataCorrupted, at: "[0].lightened",
            "lightened: 1e400 cannot be read as a Double"),
        ExpectedFailure(
            ##"[{"blended": {"opacity": 0.1}}]"##, .keyNotFound, at: "[0].blended.color", "color"),
        ExpectedFailure(
            ##"[{"blended": {"color": "#000000"}}]"##, .keyNotFound, at: "[0].blended.opacity",
            "opacity"),
        ExpectedFailure(
            ##"[{"blended": {"color": "nope", "opacity": 0.1}}]"##, .dataCorrupted,
            at: "[0].blended.color", #"unknown colour name "nope""#),
        ExpectedFailure(
            ##"[{"blended": {"color": "#000000", "opacity": 1.5}}]"##, .dataCorrupted,
            at: "[0].blended", "step 0 (blended): 1.5 is outside 0...1"),
        ExpectedFailure(
            ##"[{"mixed": {"color": "#000000", "fraction": -2}}]"##, .dataCorrupted,
            at: "[0].mixed", "step 0 (mixed): -2.0 is outside 0...1"),
        ExpectedFailure(##"[{"blended": 0.5}]"##, .typeMismatch, at: "[0].blended", ""),
        ExpectedFailure(
            ##"[{"ensuringContrast": {"against": "systemBackground", "minimum": 22}}]"##,
            .dataCorrupted, at: "[0].ensuringContrast", "(ensuringContrast): 22.0 is outside 1...21"
        ),
        ExpectedFailure(
            ##"[{"ensuringContrast": {"against": "systemBackground", "minimum": 0.5}}]"##,
            .dataCorrupted, at: "[0].ensuringContrast", "0.5 is outside 1...21"),
        ExpectedFailure(
            ##"[{"ensuringContrast": {"against": "systemBackground", "minimum": 111, "metric": "apca"}}]"##,
            .dataCorrupted, at: "[0].ensuringContrast", "111.0 is outside 0...110"),
        ExpectedFailure(
            ##"[{"ensuringContrast": {"against": "systemBackground", "minimum": 4.5, "metric": "wcag3"}}]"##,
            .dataCorrupted, at: "[0].ensuringContrast.metric",
            "Cannot initialize ContrastMetric from invalid String value wcag3"),
        ExpectedFailure(
            ##"[{"ensuringContrast": {"minimum": 4.5}}]"##, .keyNotFound,
            at: "[0].ensuringContrast.against", "against"),
    ])
    func rejectedWithStepAndIndex(expected: ExpectedFailure) {
        expected.check(Transformer.self)
    }

    /// Row "transformer JSON", non-finite parameters.
    @Test(arguments: [
        ExpectedFailure(
            ##"[{"multiplyingAlpha": "nan"}]"##, .dataCorrupted, at: "[0]",
            "(multiplyingAlpha): nan is outside 0...1"),
        ExpectedFailure(
            ##"[{"saturated": "inf"}]"##, .dataCorrupted, at: "[0]",
            "(saturated): inf is outside 0...10"),
        ExpectedFailure(
            ##"[{"blended": {"color": "#000000", "opacity": "nan"}}]"##, .dataCorrupted,
            at: "[0].blended", "nan is outside 0...1"),
        ExpectedFailure(
            ##"[{"ensuringContrast": {"against": "#FFFFFF", "minimum": "-inf"}}]"##, .dataCorrupted,
            at: "[0].ensuringContrast", "-inf is outside 1...21"),
    ])
    func nonFiniteParametersAreRejected(expected: ExpectedFailure) {
        expected.check(Transformer.self, nonConformingFloats: true)
    }

    /// Row "transformer parameters": the factories clamp, as each documents.
    @Test(arguments: [
        (Transformer.multiplyingAlpha(by: .nan), Transformer.multiplyingAlpha(by: 1)),
        (.multiplyingAlpha(by: -1), .multiplyingAlpha(by: 0)),
        (.multiplyingAlpha(by: .infinity), .multiplyingAlpha(by: 1)),
        (.settingAlpha(to: .nan), .settingAlpha(to: 0)),
        (.settingAlpha(to: 7), .settingAlpha(to: 1)),
        (.blended(with: .black, opacity: .nan), .blended(with: .black, opacity: 0)),
        (.blended(with: .black, opacity: .infinity), .blended(with: .black, opacity: 1)),
        (.mixed(with: .black, fraction: .nan), .mixed(with: .black, fraction: 0)),
        (.mixed(with: .black, fraction: -.infinity), .mixed(with: .black, fraction: 0)),
        (.lightened(by: .nan), .lightened(by: 0)),
        (.lightened(by: 5), .lightened(by: 1)),
        (.darkened(by: .infinity), .darkened(by: 1)),
        (.darkened(by: -1), .darkened(by: 0)),
        (.saturated(by: .infinity), .saturated(by: 10)),
        (.saturated(by: -3), .saturated(by: 0)),
        (.desaturated(by: 5), .desaturated(by: 1)),
        (.desaturated(by: .nan), .desaturated(by: 0)),
        (
            .ensuringContrast(against: .white, minimum: .nan),
            .ensuringContrast(against: .white, minimum: 1)
        ),
        (
            .ensuringContrast(against: .white, minimum: 0),
            .ensuringContrast(against: .white, minimum: 1)
        ),
        (
            .ensuringContrast(against: .white, minimum: .infinity),
            .ensuringContrast(against: .white, minimum: 21)
        ),
        (
            .ensuringContrast(against: .white, minimum: .nan, metric: .apca),
            .ensuringContrast(against: .white, minimum: 0, metric: .apca)
        ),
        (
            .ensuringContrast(against: .white, minimum: 500, metric: .apca),
            .ensuringContrast(against: .white, minimum: 110, metric: .apca)
        ),
    ])
    func factoriesClamp(built: Transformer, expected: Transformer) throws {
        #expect(built == expected)
        // The clamped value is what encodes, so it decodes again.
        let decoded = try badInputDecoder().decode(
            Transformer.self, from: JSONEncoder().encode(built))
        #expect(decoded == expected)
    }

    /// Row "no NaN downstream": every operation with the worst parameters, on colours at the
    /// edges of the range, gives finite values.
    @Test func noNaNReachesResolvedColours() {
        let bad: [Double] = [
            .nan, .infinity, -.infinity, -1, 0, 1, 1e308, -1e308, .leastNonzeroMagnitude,
        ]
        var transformers: [Transformer] = [.grayscale, .preferredTint, .monochromeTint, .inverted]
        for value in bad {
            transformers += [
                .multiplyingAlpha(by: value), .settingAlpha(to: value), .lightened(by: value),
                .darkened(by: value), .saturated(by: value), .desaturated(by: value),
                .blended(
                    with: Color(red: value, green: value, blue: value, alpha: value), opacity: value
                ),
                .mixed(with: Color(white: value, alpha: value), fraction: value),
                .ensuringContrast(against: Color(white: value), minimum: value),
                .ensuringContrast(against: .systemBackground, minimum: value, metric: .apca),
                Transformer { _ in Color(red: value, green: -value, blue: value, alpha: value) },
            ]
        }
        var environments = ColorEnvironment.standardAppearances
        environments.append(
            ColorEnvironment(accentColor: Color(red: .nan, green: 1, blue: .infinity)))
        for transformer in transformers {
            for color in edgeColors {
                for environment in environments {
                    let result = transformer.apply(to: color, in: environment)
                    #expect(isFiniteColor(result), "\(transformer) on \(color)")
                    #expect(result.contrastRatio(against: color).isFinite)
                    #expect(result.apcaContrast(against: color).isFinite)
                    #expect(isFiniteColor(transformer(Color(color)).resolve(in: environment)))
                }
            }
        }
    }

    /// Row "contrast target": NaN, ±∞ and out-of-range minimums give finite colours and
    /// figures; an unreachable target says so.
    @Test(arguments: [Double.nan, .infinity, -.infinity, 0, 22, 1e308])
    func contrastAdjustmentWithBadTargets(minimum: Double) {
        for color in edgeColors {
            for background in edgeColors {
                for metric in ContrastMetric.allCases {
                    let adjustment = color.adjustedForContrast(
                        against: background, minimum: minimum, metric: metric)
                    #expect(isFiniteColor(adjustment.color))
                    #expect(adjustment.contrast.isFinite)
                    #expect(!adjustment.target.isNaN)
                    if minimum == .infinity || minimum == 1e308 {
                        #expect(!adjustment.reachedTarget)
                    }
                }
            }
        }
    }

    /// Row "colour spaces": OKLab, OKLCH and linear values store what they are given; turning
    /// them into a `Color.Resolved` applies its clamp, so NaN and ∞ never come out.
    @Test(arguments: [Double.nan, .infinity, -.infinity, 1e308, -1e308])
    func colourSpaceValuesComeBackFinite(value: Double) {
        #expect(isFiniteColor(OKLab(lightness: value, a: value, b: value, alpha: value).resolved))
        #expect(isFiniteColor(OKLab(lightness: 0.5, a: value, b: 0, alpha: 1).resolved))
        #expect(
            isFiniteColor(
                OKLCH(lightness: value, chroma: value, hue: value, alpha: value).gamutMapped))
        #expect(isFiniteColor(OKLCH(lightness: 0.5, chroma: 0.1, hue: value).gamutMapped))
        #expect(isFiniteColor(OKLCH(lightness: 0.5, chroma: 0.1, hue: value).oklab.resolved))
        #expect(isFiniteColor(LinearRGB(red: value, green: 0.5, blue: value, alpha: value).encoded))
        #expect(isFiniteColor(Color.Resolved.white.mixed(with: .black, fraction: value)))
        #expect(SRGBTransferFunction.encode(SRGBTransferFunction.linearize(2)).isFinite)
    }

    /// Row "closure transformers": one cannot be encoded; the error says why and what to do.
    @Test func closureTransformersDoNotEncode() {
        let transformer = Transformer { $0 }
        do {
            _ = try JSONEncoder().encode(transformer)
            Issue.record("encoded a closure")
        } catch EncodingError.invalidValue(_, let context) {
            #expect(context.debugDescription.hasPrefix("a closure transformer cannot be encoded"))
        } catch {
            Issue.record("unexpected \(error)")
        }
        // Calling a closure transformer on a colour runs it at once, so no colour holds one.
        #expect(throws: Never.self) { try JSONEncoder().encode(transformer(.systemBlue)) }
    }

    /// Row "very long input": a transformer of 100 000 steps decodes, encodes and applies in
    /// linear time.
    @Test func hugeStepArrays() throws {
        let steps = Array(repeating: #""inverted""#, count: 100_000).joined(separator: ",")
        let transformer = try badInputDecoder().decode(
            Transformer.self, from: Data("[\(steps)]".utf8))
        // An even number of inversions gives the input back, up to rounding.
        let result = transformer.apply(
            to: Color.Resolved(red: 0.2, green: 0.4, blue: 0.6), in: ColorEnvironment())
        #expect(abs(result.red - 0.2) < 1e-9 && abs(result.blue - 0.6) < 1e-9)
        #expect(try JSONEncoder().encode(transformer).count > 1_000_000)
    }
}
