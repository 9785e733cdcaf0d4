// The bad-input policy of `Docs/Reliability.md`, ConfigState's rows: each test names its row.
// Every input either gets a typed error that says what is wrong and where, or a documented
// clamp — never a crash, never a NaN in a resolved colour, a contrast figure or a render.

import ConfigState
import Foundation
import Testing

// MARK: - Helpers

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
        Issue.record("decoded \(value) from \(json.prefix(300))", sourceLocation: sourceLocation)
        return nil
    } catch {
        guard let failure = DecodingFailure(error) else {
            Issue.record("not a DecodingError: \(error)", sourceLocation: sourceLocation)
            return nil
        }
        return failure
    }
}

/// Checks a failure's case, path and message.
func expectFailure(
    _ failure: DecodingFailure?, _ kind: DecodingFailure.Kind, at path: String,
    _ message: String, sourceLocation: SourceLocation = #_sourceLocation
) {
    guard let failure else { return }
    #expect(failure.kind == kind, "\(failure)", sourceLocation: sourceLocation)
    #expect(failure.path == path, "\(failure)", sourceLocation: sourceLocation)
    #expect(
        message.isEmpty || failure.message.contains(message), "\(failure)",
        sourceLocation: sourceLocation)
}

/// One expected decoding failure: the input, the error's case, where, and words its message
/// must contain.
struct ExpectedFailure: Sendable, CustomTestStringConvertible {
    var json: String
    var kind: DecodingFailure.Kind
    var path: String
    var message: String
    var nonConformingFloats = false

    init(_ json: String, _ kind: DecodingFailure.Kind, at path: String, _ message: String) {
        self.json = json
        self.kind = kind
        self.path = path
        self.message = message
    }

    /// The same failure, decoded with non-conforming floats allowed.
    var withNonConformingFloats: ExpectedFailure {
        var copy = self
        copy.nonConformingFloats = true
        return copy
    }

    var testDescription: String { String(json.prefix(100)) }

    func check<T: Decodable>(_ type: T.Type, sourceLocation: SourceLocation = #_sourceLocation) {
        expectFailure(
            decodingFailure(
                type, json, nonConformingFloats: nonConformingFloats,
                sourceLocation: sourceLocation),
            kind, at: path, message, sourceLocation: sourceLocation)
    }
}

/// The JSON of `value` with the value at `path` (keys joined by `.`) replaced by the JSON
/// fragment `fragment`, or removed when `fragment` is `nil`.
func editedJSON(_ value: some Encodable, _ path: String, _ fragment: String?) throws -> String {
    let placeholder = "@@FRAGMENT@@"
    func edit(_ object: Any, _ keys: ArraySlice<Substring>) -> Any {
        guard let key = keys.first, var dictionary = object as? [String: Any] else {
            return object
        }
        if keys.count == 1 {
            if fragment == nil {
                dictionary.removeValue(forKey: String(key))
            } else {
                dictionary[String(key)] = placeholder
            }
        } else {
            dictionary[String(key)] = edit(
                dictionary[String(key)] ?? [String: Any](), keys.dropFirst())
        }
        return dictionary
    }
    let object = try JSONSerialization.jsonObject(with: JSONEncoder().encode(value))
    let edited = edit(object, path.split(separator: ".")[...])
    let text = String(
        decoding: try JSONSerialization.data(withJSONObject: edited, options: [.sortedKeys]),
        as: UTF8.self)
    return text.replacingOccurrences(of: "\"\(placeholder)\"", with: fragment ?? "")
}

/// Whether no component is NaN or infinite.
func isFiniteColor(_ color: Color.Resolved) -> Bool {
    color.red.isFinite && color.green.isFinite && color.blue.isFinite && color.alpha.isFinite
}

/// Every non-finite or out-of-range number the clamps are documented for.
let badNumbers: [Double] = [.nan, .infinity, -.infinity, -1, -0.0, 1e308, -1e308]

// MARK: - Traits and fonts

@MainActor
@Suite("Bad input: traits and fonts")
struct TraitAndFontBadInputTests {
    /// Display scales → the scale stored; `CGFloat`, as `displayScale` is.
    nonisolated static let displayScaleCases: [(CGFloat, CGFloat)] = [
        (.nan, 1), (-.infinity, 1), (0, 1), (-3, 1), (0.5, 1), (.infinity, 10), (100, 10), (2, 2),
    ]

    /// Row "display scale": NaN and values below 1 become 1; values above 10 become 10.
    @Test(arguments: displayScaleCases)
    func displayScaleIsClamped(input: CGFloat, expected: CGFloat) {
        #expect(TraitCollection(displayScale: input).displayScale == expected)
        var traits = TraitCollection()
        traits.displayScale = input
        #expect(traits.displayScale == expected)
        #expect(traits == TraitCollection(displayScale: expected))
    }

    /// Row "TraitCollection JSON".
    @Test(arguments: [
        ExpectedFailure(
            ##"{"userInterfaceStyle": "sepia"}"##, .dataCorrupted, at: "userInterfaceStyle",
            #"unknown userInterfaceStyle "sepia"; expected one of: unspecified, light, dark"#),
        ExpectedFailure(
            ##"{"preferredContentSizeCategory": "huge"}"##, .dataCorrupted,
            at: "preferredContentSizeCategory",
            #"unknown preferredContentSizeCategory "huge"; expected one of: unspecified, extraSmall"#
        ),
        ExpectedFailure(
            ##"{"listEnvironment": 5}"##, .typeMismatch, at: "listEnvironment", "String"),
        ExpectedFailure(
            ##"{"displayScale": 0.5}"##, .dataCorrupted, at: "displayScale",
            "displayScale 0.5 is outside 1...10"),
        ExpectedFailure(
            ##"{"displayScale": 1e308}"##, .dataCorrupted, at: "displayScale",
            "displayScale 1e+308 is outside 1...10"),
        ExpectedFailure(##"{"displayScale": "3"}"##, .typeMismatch, at: "displayScale", "Double"),
        ExpectedFailure(
            ##"{"displayScale": 1e400}"##, .dataCorrupted, at: "displayScale",
            "displayScale: 1e400 cannot be read as a Double"),
        ExpectedFailure(
            ##"{"displayScale": "nan"}"##, .dataCorrupted, at: "displayScale",
            "displayScale nan is outside 1...10"
        ).withNonConformingFloats,
        ExpectedFailure(
            ##"{"displayScale": "inf"}"##, .dataCorrupted, at: "displayScale",
            "displayScale inf is outside 1...10"
        ).withNonConformingFloats,
        ExpectedFailure(
            ##"{"tintColor": "#12"}"##, .dataCorrupted, at: "tintColor", "2 hex digits after '#'"),
        ExpectedFailure(
            ##"{"accentColor": {"red": 2.5, "green": 0, "blue": 0}}"##, .dataCorrupted,
            at: "accentColor", "colour component red is 2.5"),
        ExpectedFailure("[]", .typeMismatch, at: "", ""),
    ])
    func traitCollectionJSON(expected: ExpectedFailure) {
        expected.check(TraitCollection.self)
    }

    /// Requested font sizes → the size the font gets.
    nonisolated static let fontSizeCases: [(CGFloat, CGFloat)] = [
        (.nan, 17), (-1, 0), (-.infinity, 0), (-0.0, 0), (.infinity, 1000), (5000, 1000),
        (1e308, 1000), (12.5, 12.5),
    ]

    /// Row "font size": NaN → 17, negative and −∞ → 0, above 1 000 and +∞ → 1 000.
    @Test(arguments: fontSizeCases)
    func fontSizesAreClamped(input: CGFloat, expected: CGFloat) {
        for font in [
            Font.systemFont(ofSize: input), .boldSystemFont(ofSize: input),
            Font.body.withSize(input),
        ] {
            let size = font.pointSize(for: .large)
            #expect(size == expected)
            #expect(size.sign == .plus)
            // A render's figures are `Double`s.
            #expect(
                font.resolved(for: .accessibilityExtraExtraExtraLarge).pointSize
                    == Double(expected))
        }
    }

    /// Row "Font JSON": decoding does not clamp.
    @Test(arguments: [
        ExpectedFailure(
            "5", .typeMismatch, at: "",
            #"expected a font object: {"textStyle": …} or {"size": …, "weight": …}"#),
        ExpectedFailure(
            "{}", .dataCorrupted, at: "", #"a font needs "textStyle" (one of: largeTitle"#),
        ExpectedFailure(
            ##"{"textStyle": "huge"}"##, .dataCorrupted, at: "textStyle",
            #"unknown text style "huge"; expected one of: largeTitle"#),
        ExpectedFailure(
            ##"{"textStyle": "body", "weight": "heavyish"}"##, .dataCorrupted, at: "weight",
            #"unknown font weight "heavyish"; expected one of: ultraLight"#),
        ExpectedFailure(
            ##"{"textStyle": "body", "size": 12}"##, .dataCorrupted, at: "",
            #"a font has either "textStyle" (Dynamic Type) or "size" (fixed), not both"#),
        ExpectedFailure(
            ##"{"textStyle": "body", "emphasized": true, "weight": "bold"}"##, .dataCorrupted,
            at: "emphasized", "either emphasized or has a weight, not both"),
        ExpectedFailure(
            ##"{"size": 12, "emphasized": true}"##, .dataCorrupted, at: "emphasized",
            #""emphasized" applies only to text styles"#),
        ExpectedFailure(
            ##"{"size": -1}"##, .dataCorrupted, at: "size",
            "font size must be a finite number of points from 0 to 1000; found -1.0"),
        ExpectedFailure(##"{"size": 1000.5}"##, .dataCorrupted, at: "size", "found 1000.5"),
        ExpectedFailure(
            ##"{"size": 1e400}"##, .dataCorrupted, at: "size",
            "size: 1e400 cannot be read as a Double"),
        ExpectedFailure(##"{"size": "nan"}"##, .dataCorrupted, at: "size", "found nan")
            .withNonConformingFloats,
        ExpectedFailure(##"{"size": "12"}"##, .typeMismatch, at: "size", "Double"),
        ExpectedFailure(
            ##"{"textStyle": "body", "emphasized": "yes"}"##, .typeMismatch, at: "emphasized",
            "Bool"),
    ])
    func fontJSON(expected: ExpectedFailure) {
        expected.check(Font.self)
    }

    /// Row "Font JSON", resolved fonts.
    @Test(arguments: [
        ExpectedFailure(
            ##"{"pointSize": -1, "weight": "regular"}"##, .dataCorrupted, at: "pointSize",
            "font point size must be a finite number from 0 to 1000; found -1.0"),
        ExpectedFailure(
            ##"{"pointSize": 17, "weight": "regular", "lineHeight": -2}"##, .dataCorrupted,
            at: "lineHeight", "font line height must be a finite number of at least 0; found -2.0"),
        ExpectedFailure(##"{"pointSize": 17}"##, .keyNotFound, at: "weight", "weight"),
        ExpectedFailure(
            ##"{"pointSize": "inf", "weight": "regular"}"##, .dataCorrupted, at: "pointSize",
            "found inf"
        ).withNonConformingFloats,
    ])
    func resolvedFontJSON(expected: ExpectedFailure) {
        expected.check(Font.Resolved.self)
    }

    /// Row "scaled values": `FontMetrics` gives 0 for NaN and ±∞ and never overflows to ∞.
    @Test func fontMetricsStayFinite() {
        for style in Font.TextStyle.allCases {
            let metrics = FontMetrics(forTextStyle: style)
            for category in ContentSizeCategory.allCases {
                #expect(metrics.scaledValue(for: .nan, compatibleWith: category) == 0)
                #expect(metrics.scaledValue(for: .infinity, compatibleWith: category) == 0)
                #expect(
                    metrics.scaledValue(for: .greatestFiniteMagnitude, compatibleWith: category)
                        .isFinite)
                #expect(
                    metrics.scaledValue(for: -.greatestFiniteMagnitude, compatibleWith: category)
                        .isFinite)
            }
        }
    }
}

// MARK: - States

/// A custom-state value type that is not `Encodable`.
private struct Unencodable: Hashable, Sendable {}

/// A custom-state value type that is `Codable` but must be registered to decode.
private struct Mood: Codable, Hashable, Sendable { var level: Int }

@MainActor
@Suite("Bad input: configuration states")
struct StateBadInputTests {
    /// Row "state JSON": flags, drag and drop states, traits and custom states.
    @Test(arguments: [
        ExpectedFailure("[]", .typeMismatch, at: "", ""),
        ExpectedFailure(##"{"isSelected": "yes"}"##, .typeMismatch, at: "isSelected", "Bool"),
        ExpectedFailure(##"{"isEditing": 1}"##, .typeMismatch, at: "isEditing", "Bool"),
        ExpectedFailure(
            ##"{"cellDragState": "flying"}"##, .dataCorrupted, at: "cellDragState",
            "Cannot initialize DragState from invalid String value flying"),
        ExpectedFailure(
            ##"{"cellDropState": true}"##, .typeMismatch, at: "cellDropState", "String"),
        ExpectedFailure(
            ##"{"traitCollection": {"displayScale": 0}}"##, .dataCorrupted,
            at: "traitCollection.displayScale", "displayScale 0.0 is outside 1...10"),
        ExpectedFailure(##"{"customStates": []}"##, .typeMismatch, at: "customStates", ""),
        ExpectedFailure(##"{"customStates": {"k": 1}}"##, .typeMismatch, at: "customStates.k", ""),
        ExpectedFailure(
            ##"{"customStates": {"k": {"value": 1}}}"##, .keyNotFound, at: "customStates.k.type",
            "type"),
        ExpectedFailure(
            ##"{"customStates": {"k": {"type": "Int"}}}"##, .keyNotFound,
            at: "customStates.k.value", "value"),
        ExpectedFailure(
            ##"{"customStates": {"k": {"type": "Mystery", "value": 1}}}"##, .dataCorrupted,
            at: "customStates.k.type",
            #"custom state "k" has a value of type Mystery, which this decoder does not know; list the type in decoder.userInfo[.configurationStateCustomValueTypes]"#
        ),
        ExpectedFailure(
            ##"{"customStates": {"k": {"type": "Int", "value": "x"}}}"##, .typeMismatch,
            at: "customStates.k.value", "Int"),
        ExpectedFailure(
            ##"{"customStates": {"k": {"type": "Int8", "value": 300}}}"##, .dataCorrupted,
            at: "customStates.k.value", "value: 300 is outside the range of Int8"),
        ExpectedFailure(
            ##"{"customStates": {"k": {"type": "Int", "value": 1.5}}}"##, .dataCorrupted,
            at: "customStates.k.value", "value: 1.5 is not a whole number, which Int needs"),
        ExpectedFailure(
            ##"{"customStates": {"k": {"type": "UInt", "value": -1}}}"##, .dataCorrupted,
            at: "customStates.k.value", "value: -1 is outside the range of UInt"),
        ExpectedFailure(
            ##"{"customStates": {"k": {"type": "Double", "value": 1e400}}}"##, .dataCorrupted,
            at: "customStates.k.value", "value: 1e400 cannot be read as a Double"),
        ExpectedFailure(
            ##"{"customStates": {"k": {"type": "Double", "value": "nan"}}}"##, .dataCorrupted,
            at: "customStates.k.value", #"custom state "k" is NaN, which is not equal to itself"#
        ).withNonConformingFloats,
        ExpectedFailure(
            ##"{"customStates": {"k": {"type": "Float", "value": "nan"}}}"##, .dataCorrupted,
            at: "customStates.k.value", "is NaN"
        ).withNonConformingFloats,
        ExpectedFailure(
            ##"{"customStates": {"k": {"type": "Float", "value": 1e300}}}"##, .dataCorrupted,
            at: "customStates.k.value", "value: 1e300 is outside the range of Float"),
    ])
    func stateJSON(expected: ExpectedFailure) {
        expected.check(CellConfigurationState.self)
        if !["isEditing", "cellDragState", "cellDropState"].contains(where: {
            expected.json.contains($0)
        }) {
            expected.check(ViewConfigurationState.self)
        }
    }

    /// Row "custom-state values that cannot be encoded": an `EncodingError` naming the key and
    /// the type.
    @Test func unencodableCustomValuesNameKeyAndType() {
        var state = CellConfigurationState()
        state[ConfigurationStateCustomKey("com.example.unencodable")] = AnyHashable(Unencodable())
        do {
            _ = try JSONEncoder().encode(state)
            Issue.record("encoded a value that is not Encodable")
        } catch EncodingError.invalidValue(_, let context) {
            #expect(
                context.debugDescription.hasPrefix(
                    #"custom state "com.example.unencodable" holds a "#),
                "\(context.debugDescription)")
            #expect(context.debugDescription.contains("Unencodable, which is not Encodable"))
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    /// Row "custom-state values of unregistered types": encoding writes the type's name;
    /// decoding needs the type registered, and then round-trips.
    @Test func unregisteredCustomTypesAreNamed() throws {
        var state = CellConfigurationState()
        state[ConfigurationStateCustomKey("mood")] = AnyHashable(Mood(level: 3))
        let data = try JSONEncoder().encode(state)
        let failure = decodingFailure(
            CellConfigurationState.self, String(decoding: data, as: UTF8.self))
        #expect(failure?.path == "customStates.mood.type")
        #expect(failure?.message.contains("Mood, which this decoder does not know") == true)
        let decoder = JSONDecoder()
        decoder.userInfo[.configurationStateCustomValueTypes] =
            [Mood.self] as [any CustomStateCodable.Type]
        #expect(try decoder.decode(CellConfigurationState.self, from: data) == state)
    }

    /// Row "custom-state NaN set in code": stored as given (custom values are the caller's);
    /// JSON cannot carry it, so encoding throws rather than writing a NaN.
    @Test func nanCustomValuesDoNotEncode() {
        var state = CellConfigurationState()
        state[ConfigurationStateCustomKey("k")] = AnyHashable(Double.nan)
        #expect(throws: EncodingError.self) { try JSONEncoder().encode(state) }
    }
}

// MARK: - Configurations

/// The configuration a row edits before decoding.
enum EditedConfiguration: String, Sendable {
    case content, background
}

/// One edit of a valid configuration's JSON and the failure it must cause.
struct ConfigurationEdit: Sendable, CustomTestStringConvertible {
    var base: EditedConfiguration
    var path: String
    var fragment: String?
    var expected: ExpectedFailure

    init(
        _ base: EditedConfiguration, _ path: String, _ fragment: String?,
        _ kind: DecodingFailure.Kind, at errorPath: String, _ message: String,
        nonConformingFloats: Bool = false
    ) {
        self.base = base
        self.path = path
        self.fragment = fragment
        var expected = ExpectedFailure("", kind, at: errorPath, message)
        expected.nonConformingFloats = nonConformingFloats
        self.expected = expected
    }

    var testDescription: String { "\(base) \(path) = \(fragment ?? "(removed)")" }

    func check() throws {
        var failure = expected
        switch base {
        case .content:
            var content = ListContentConfiguration.subtitleCell()
            content.text = "Text"
            content.image = Image(systemName: "star")
            failure.json = try editedJSON(content, path, fragment)
            failure.check(ListContentConfiguration.self)
        case .background:
            var background = BackgroundConfiguration.listGroupedCell()
            background.shadowProperties = ShadowProperties(opacity: 0.2, radius: 4)
            background.visualEffect = .blurRadius(4)
            background.image = Image(named: "texture", size: CGSize(width: 10, height: 10))
            failure.json = try editedJSON(background, path, fragment)
            failure.check(BackgroundConfiguration.self)
        }
    }
}

@MainActor
@Suite("Bad input: configurations")
struct ConfigurationBadInputTests {
    /// Rows "ListContentConfiguration JSON" and "BackgroundConfiguration JSON": each edit of a
    /// valid document is a `DecodingError` naming the key.
    @Test(arguments: [
        // List content: the style.
        ConfigurationEdit(.content, "style", nil, .keyNotFound, at: "style", "style"),
        ConfigurationEdit(
            .content, "style", #""bubble""#, .dataCorrupted, at: "style",
            #"unknown list content style "bubble"; expected one of: cell, subtitleCell, valueCell"#),
        ConfigurationEdit(.content, "style", "3", .typeMismatch, at: "style", "String"),
        // Content.
        ConfigurationEdit(.content, "text", "42", .typeMismatch, at: "text", "String"),
        ConfigurationEdit(
            .content, "image.size.width", "-4", .dataCorrupted, at: "image.size",
            "image size {-4, 24} must not be negative"),
        ConfigurationEdit(
            .content, "image.size.height", #""inf""#, .dataCorrupted, at: "image.size.height",
            "size height inf must be a finite number", nonConformingFloats: true),
        ConfigurationEdit(
            .content, "image.source", #"{"drawn": {"_0": "x"}}"#, .dataCorrupted,
            at: "image.source.drawn",
            #"unknown key "drawn" in an image source; expected keys from: system, named"#),
        ConfigurationEdit(
            .content, "image.source", #"{}"#, .dataCorrupted, at: "image.source",
            "an image source is an object with exactly one key, system or named; found 0"),
        ConfigurationEdit(
            .content, "image.source", #"{"system": {"_0": "star", "name": "star"}}"#,
            .dataCorrupted, at: "image.source.system.name",
            #"unknown key "name" in a system image source; expected keys from: _0"#),
        ConfigurationEdit(
            .content, "attributedText", #"{"runs": [{"text": 1}]}"#, .typeMismatch,
            at: "attributedText.runs[0].text", "String"),
        // Paddings, margins and alpha.
        ConfigurationEdit(
            .content, "imageToTextPadding", "-1", .dataCorrupted, at: "imageToTextPadding",
            "imageToTextPadding -1.0 must be a finite number ≥ 0"),
        ConfigurationEdit(
            .content, "textToSecondaryTextVerticalPadding", "1e400", .dataCorrupted,
            at: "textToSecondaryTextVerticalPadding",
            "textToSecondaryTextVerticalPadding: 1e400 cannot be read as a Double"),
        ConfigurationEdit(
            .content, "textToSecondaryTextHorizontalPadding", #""nan""#, .dataCorrupted,
            at: "textToSecondaryTextHorizontalPadding",
            "textToSecondaryTextHorizontalPadding nan must be a finite number ≥ 0",
            nonConformingFloats: true),
        ConfigurationEdit(
            .content, "alpha", "1.5", .dataCorrupted, at: "alpha",
            "alpha 1.5 must be a finite number ≥ 0 and ≤ 1"),
        ConfigurationEdit(
            .content, "alpha", "-0.5", .dataCorrupted, at: "alpha", "alpha -0.5 must be"),
        ConfigurationEdit(
            .content, "directionalLayoutMargins.leading", "-8", .dataCorrupted,
            at: "directionalLayoutMargins", "-8"),
        ConfigurationEdit(
            .content, "directionalLayoutMargins.top", nil, .keyNotFound,
            at: "directionalLayoutMargins.top", "top"),
        ConfigurationEdit(
            .content, "directionalLayoutMargins.top", #""-inf""#, .dataCorrupted,
            at: "directionalLayoutMargins.top", "inset top -inf must be a finite number",
            nonConformingFloats: true),
        ConfigurationEdit(
            .content, "axesPreservingSuperviewLayoutMargins", "4", .dataCorrupted,
            at: "axesPreservingSuperviewLayoutMargins",
            "axis set 4 has bits outside 3, the known ones"),
        ConfigurationEdit(
            .content, "axesPreservingSuperviewLayoutMargins", "1e30", .dataCorrupted,
            at: "axesPreservingSuperviewLayoutMargins", "1e30 is outside the range of Int"),
        ConfigurationEdit(
            .content, "customized", #"["everything"]"#, .dataCorrupted, at: "customized[0]",
            "Cannot initialize Property from invalid String value everything"),
        // Text properties: every key is required.
        ConfigurationEdit(
            .content, "textProperties.font", nil, .keyNotFound, at: "textProperties.font", "font"),
        ConfigurationEdit(
            .content, "textProperties.color", #""neon""#, .dataCorrupted,
            at: "textProperties.color", #"unknown colour name "neon""#),
        ConfigurationEdit(
            .content, "textProperties.numberOfLines", "-1", .dataCorrupted,
            at: "textProperties.numberOfLines", "numberOfLines -1 must be 0 (unlimited) or more"),
        ConfigurationEdit(
            .content, "textProperties.numberOfLines", "1.5", .dataCorrupted,
            at: "textProperties.numberOfLines",
            "numberOfLines: 1.5 is not a whole number, which Int needs"),
        ConfigurationEdit(
            .content, "textProperties.numberOfLines", "1e30", .dataCorrupted,
            at: "textProperties.numberOfLines", "numberOfLines: 1e30 is outside the range of Int"),
        ConfigurationEdit(
            .content, "secondaryTextProperties.minimumScaleFactor", "2", .dataCorrupted,
            at: "secondaryTextProperties.minimumScaleFactor",
            "minimumScaleFactor 2.0 is outside 0...1"),
        ConfigurationEdit(
            .content, "textProperties.alignment", #""diagonal""#, .dataCorrupted,
            at: "textProperties.alignment",
            "Cannot initialize TextAlignment from invalid String value diagonal"),
        ConfigurationEdit(
            .content, "textProperties.colorTransformer", #"[{"lightened": 3}]"#, .dataCorrupted,
            at: "textProperties.colorTransformer[0]", "step 0 (lightened): 3.0 is outside 0...1"),
        // Image properties.
        ConfigurationEdit(
            .content, "imageProperties.cornerRadius", "-1", .dataCorrupted,
            at: "imageProperties.cornerRadius", "cornerRadius -1.0 must be a finite number ≥ 0"),
        ConfigurationEdit(
            .content, "imageProperties.strokeWidth", #""nan""#, .dataCorrupted,
            at: "imageProperties.strokeWidth", "strokeWidth nan must be a finite number ≥ 0",
            nonConformingFloats: true),
        ConfigurationEdit(
            .content, "imageProperties.preferredSymbolConfiguration",
            #"{"pointSize": -3, "scale": "large"}"#, .dataCorrupted,
            at: "imageProperties.preferredSymbolConfiguration.pointSize",
            "symbol pointSize -3.0 must be a finite number of points ≥ 0"),
        ConfigurationEdit(
            .content, "imageProperties.preferredSymbolConfiguration", #"{"pointSize": 3}"#,
            .keyNotFound, at: "imageProperties.preferredSymbolConfiguration.scale", "scale"),
        ConfigurationEdit(
            .content, "imageProperties.tintColor", ##"{"light": "#GG0000"}"##, .dataCorrupted,
            at: "imageProperties.tintColor.light", "'G' at offset 1"),
        // Background.
        ConfigurationEdit(
            .background, "style", #""frosted""#, .dataCorrupted, at: "style",
            #"unknown background style "frosted"; expected one of: listCell, listHeader"#),
        ConfigurationEdit(
            .background, "cornerRadius", "-2", .dataCorrupted, at: "cornerRadius",
            "cornerRadius -2.0 must be a finite number ≥ 0"),
        ConfigurationEdit(
            .background, "strokeWidth", "-0.5", .dataCorrupted, at: "strokeWidth",
            "strokeWidth -0.5 must be a finite number ≥ 0"),
        ConfigurationEdit(
            .background, "strokeOutset", #""nan""#, .dataCorrupted, at: "strokeOutset",
            "strokeOutset nan must be a finite number", nonConformingFloats: true),
        ConfigurationEdit(
            .background, "cornerRadius", "1e400", .dataCorrupted, at: "cornerRadius",
            "cornerRadius: 1e400 cannot be read as a Double"),
        ConfigurationEdit(
            .background, "backgroundInsets.top", #""inf""#, .dataCorrupted,
            at: "backgroundInsets.top", "inset top inf must be a finite number",
            nonConformingFloats: true),
        ConfigurationEdit(
            .background, "edgesAddingLayoutMarginsToBackgroundInsets", "16", .dataCorrupted,
            at: "edgesAddingLayoutMarginsToBackgroundInsets",
            "edge set 16 has bits outside 15, the known ones"),
        ConfigurationEdit(
            .background, "edgesAddingLayoutMarginsToBackgroundInsets", "-1", .dataCorrupted,
            at: "edgesAddingLayoutMarginsToBackgroundInsets", "edge set -1 has bits outside 15"),
        ConfigurationEdit(
            .background, "backgroundColor", "12", .typeMismatch, at: "backgroundColor",
            "expected a colour"),
        ConfigurationEdit(
            .background, "backgroundColorTransformer", #"["sepia"]"#, .dataCorrupted,
            at: "backgroundColorTransformer", #"unknown transformer step "sepia""#),
        ConfigurationEdit(
            .background, "imageContentMode", #""stretch""#, .dataCorrupted, at: "imageContentMode",
            "Cannot initialize ContentMode from invalid String value stretch"),
        ConfigurationEdit(
            .background, "image.size.height", "-10", .dataCorrupted, at: "image.size",
            "image size {10, -10} must not be negative"),
        ConfigurationEdit(
            .background, "shadowProperties.opacity", "5", .dataCorrupted,
            at: "shadowProperties.opacity", "shadow opacity 5.0 must lie in 0...1"),
        ConfigurationEdit(
            .background, "shadowProperties.opacity", "-0.1", .dataCorrupted,
            at: "shadowProperties.opacity", "shadow opacity -0.1 must lie in 0...1"),
        ConfigurationEdit(
            .background, "shadowProperties.radius", "-1", .dataCorrupted,
            at: "shadowProperties.radius",
            "shadow radius -1.0 must be a finite number of points ≥ 0"),
        ConfigurationEdit(
            .background, "shadowProperties.radius", #""inf""#, .dataCorrupted,
            at: "shadowProperties.radius", "shadow radius inf must be", nonConformingFloats: true),
        ConfigurationEdit(
            .background, "shadowProperties.offset", nil, .keyNotFound,
            at: "shadowProperties.offset", "offset"),
        ConfigurationEdit(
            .background, "shadowProperties.offset.width", #""nan""#, .dataCorrupted,
            at: "shadowProperties.offset.width", "size width nan must be a finite number",
            nonConformingFloats: true),
        ConfigurationEdit(
            .background, "visualEffect", #"{"blurRadius": {"_0": -4}}"#, .dataCorrupted,
            at: "visualEffect.blurRadius._0",
            "blur radius -4.0 must be a finite number of points ≥ 0"),
        ConfigurationEdit(
            .background, "visualEffect", #"{"blurRadius": {"_0": "nan"}}"#, .dataCorrupted,
            at: "visualEffect.blurRadius._0", "blur radius nan", nonConformingFloats: true),
        ConfigurationEdit(
            .background, "visualEffect", "{}", .dataCorrupted, at: "visualEffect",
            "a visual effect is an object with exactly one key, blur, blurRadius or vibrancy; found 0 of them"
        ),
        ConfigurationEdit(
            .background, "visualEffect",
            #"{"blur": {"_0": "regular"}, "vibrancy": {"_0": "regular"}}"#, .dataCorrupted,
            at: "visualEffect", "found 2 of them"),
        ConfigurationEdit(
            .background, "visualEffect", #"{"blur": "regular"}"#, .typeMismatch,
            at: "visualEffect.blur",
            "expected a blur visual effect as an object with keys from: _0"),
        ConfigurationEdit(
            .background, "visualEffect", #"{"blur": {"_0": "frosted"}}"#, .dataCorrupted,
            at: "visualEffect.blur._0",
            "Cannot initialize BlurStyle from invalid String value frosted"),
        ConfigurationEdit(
            .background, "customized", #"["shine"]"#, .dataCorrupted, at: "customized[0]",
            "Cannot initialize Property from invalid String value shine"),
    ])
    func configurationJSON(edit: ConfigurationEdit) throws {
        try edit.check()
    }

    /// The edited documents really are valid before the edit.
    @Test func editedDocumentsStartValid() throws {
        var content = ListContentConfiguration.subtitleCell()
        content.text = "Text"
        content.image = Image(systemName: "star")
        let contentJSON = try editedJSON(content, "text", #""Text""#)
        #expect(
            try badInputDecoder().decode(
                ListContentConfiguration.self, from: Data(contentJSON.utf8)) == content)
        var background = BackgroundConfiguration.listGroupedCell()
        background.shadowProperties = ShadowProperties(opacity: 0.2, radius: 4)
        background.visualEffect = .blurRadius(4)
        background.image = Image(named: "texture", size: CGSize(width: 10, height: 10))
        let backgroundJSON = try editedJSON(background, "strokeWidth", "0")
        #expect(
            try badInputDecoder().decode(
                BackgroundConfiguration.self, from: Data(backgroundJSON.utf8)) == background)
        // The hand-written coders keep Swift's synthesized forms.
        #expect(
            String(decoding: try JSONEncoder().encode(VisualEffect.blurRadius(4)), as: UTF8.self)
                == #"{"blurRadius":{"_0":4}}"#)
        #expect(String(decoding: try JSONEncoder().encode(Axis.both), as: UTF8.self) == "3")
    }

    /// Row "image maximum and reserved sizes": decoding applies the setter's documented clamp
    /// (negative becomes 0; −1, `standardDimension`, is kept).
    @Test func imageSizeLimitsAreClampedWhenDecoded() throws {
        var content = ListContentConfiguration.cell()
        content.imageProperties.maximumSize = CGSize(width: 10, height: 10)
        let json = try editedJSON(
            content, "imageProperties.maximumSize", #"{"width": -5, "height": -1}"#)
        let decoded = try badInputDecoder().decode(
            ListContentConfiguration.self, from: Data(json.utf8))
        #expect(decoded.imageProperties.maximumSize == CGSize(width: 0, height: -1))
    }

    /// Rows "sizes, paddings, radii, widths, opacities, line counts, scale factors": the
    /// setters clamp as documented.
    @Test(arguments: badNumbers)
    func settersClamp(value: Double) {
        // Every property set here is a `CGFloat`, as in UIKit.
        let value = CGFloat(value)
        func nonNegative(_ value: CGFloat) -> CGFloat { value.isFinite ? max(value, 0) : 0 }
        func unit(_ value: CGFloat) -> CGFloat { value.isNaN ? 0 : min(max(value, 0), 1) }

        var content = ListContentConfiguration.valueCell()
        content.imageToTextPadding = value
        content.textToSecondaryTextHorizontalPadding = value
        content.textToSecondaryTextVerticalPadding = value
        content.alpha = value
        content.directionalLayoutMargins = DirectionalEdgeInsets(
            top: value, leading: value, bottom: value, trailing: value)
        content.textProperties.minimumScaleFactor = value
        content.imageProperties.cornerRadius = value
        content.imageProperties.strokeWidth = value
        content.imageProperties.maximumSize = CGSize(width: value, height: value)
        content.imageProperties.reservedLayoutSize = CGSize(width: value, height: -1)
        #expect(content.imageToTextPadding == nonNegative(value))
        #expect(content.textToSecondaryTextHorizontalPadding == nonNegative(value))
        #expect(content.textToSecondaryTextVerticalPadding == nonNegative(value))
        #expect(content.alpha == unit(value))
        #expect(content.directionalLayoutMargins.top == nonNegative(value))
        #expect(content.directionalLayoutMargins.trailing == nonNegative(value))
        #expect(content.textProperties.minimumScaleFactor == unit(value))
        #expect(content.imageProperties.cornerRadius == nonNegative(value))
        #expect(content.imageProperties.strokeWidth == nonNegative(value))
        #expect(
            content.imageProperties.maximumSize.width == (value == -1 ? -1 : nonNegative(value)))
        #expect(
            content.imageProperties.reservedLayoutSize.height
                == ListContentConfiguration.ImageProperties.standardDimension)

        let finite = value.isFinite ? value : 0
        #expect(
            ShadowProperties(offset: CGSize(width: value, height: value)).offset.width == finite)
        var offsetShadow = ShadowProperties()
        offsetShadow.offset = CGSize(width: value, height: value)
        #expect(offsetShadow.offset.height == finite)
        #expect(
            Image(systemName: "star", size: CGSize(width: value, height: 1))!.size.width
                == nonNegative(value))
        var image = Image(named: "x", size: .zero)
        image.size = CGSize(width: value, height: value)
        #expect(image.size.height == nonNegative(value))
        #expect(Image.SymbolConfiguration(pointSize: value).pointSize == nonNegative(value))

        var background = BackgroundConfiguration.listPlainCell()
        background.cornerRadius = value
        background.strokeWidth = value
        background.strokeOutset = value
        background.shadowProperties = ShadowProperties(opacity: value, radius: value)
        background.visualEffect = .blurRadius(value)
        #expect(background.cornerRadius == nonNegative(value))
        #expect(background.strokeWidth == nonNegative(value))
        #expect(background.strokeOutset == (value.isFinite ? value : 0))
        #expect(background.shadowProperties.opacity == unit(value))
        let radius = value.isNaN ? 0 : min(max(value, 0), .greatestFiniteMagnitude)
        #expect(background.shadowProperties.radius == radius)
        #expect(background.visualEffect == .blurRadius(radius))
        // Synthesized equality compares the stored doubles, so a NaN left in any of them
        // (including ones not listed above) makes the configuration unequal to itself.
        #expect(background == background, "no NaN is stored anywhere in the configuration")
        var shadow = ShadowProperties()
        shadow.opacity = value
        shadow.radius = value
        #expect(shadow.opacity == unit(value) && shadow.radius == radius)
    }

    /// Row "line counts": negative becomes 0 (unlimited).
    @Test(arguments: [-1, Int.min, 0, 3])
    func lineCountsAreClamped(lines: Int) {
        var properties = ListContentConfiguration.cell().textProperties
        properties.numberOfLines = lines
        #expect(properties.numberOfLines == max(lines, 0))
    }

    /// Row "no NaN downstream": with every number at its worst, every style in every state and
    /// appearance renders finite values — the renders encode to JSON, which refuses NaN and ∞.
    @Test(arguments: [Double.nan, .infinity, -.infinity, -1e308])
    func noNaNReachesRenders(value: Double) throws {
        let badColor = Color(red: value, green: value, blue: value, alpha: value)
        let badTransformer = ConfigurationColorTransformer.blended(with: badColor, opacity: value)
            .then(.lightened(by: value)).then(.ensuringContrast(against: badColor, minimum: value))
            .then(ConfigurationColorTransformer { _ in Color(white: value, alpha: value) })
        var traits: [TraitCollection] = []
        for style in [UserInterfaceStyle.light, .dark] {
            for environment in ListEnvironment.allCases {
                traits.append(
                    TraitCollection(
                        userInterfaceStyle: style, accessibilityContrast: .high,
                        preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge,
                        displayScale: value, listEnvironment: environment,
                        accentColor: badColor, tintColor: badColor))
            }
        }
        var states: [CellConfigurationState] = []
        for trait in traits {
            for flags in 0..<8 {
                var state = CellConfigurationState(traitCollection: trait)
                state.isSelected = flags & 1 != 0
                state.isHighlighted = flags & 2 != 0
                state.isDisabled = flags & 4 != 0
                states.append(state)
            }
        }
        let encoder = JSONEncoder()
        for style in ListContentConfiguration.Style.allCases {
            var content = style.configuration
            content.text = "Text"
            content.secondaryText = "Detail"
            content.image = Image(systemName: "star", size: CGSize(width: value, height: value))
            content.imageToTextPadding = value
            content.alpha = value
            content.textProperties.font = .systemFont(ofSize: value)
            content.secondaryTextProperties.colorTransformer = badTransformer
            content.imageProperties.tintColorTransformer = badTransformer
            content.imageProperties.cornerRadius = value
            for state in states {
                let updated = content.updated(for: state)
                let render = ListContentView(configuration: updated).render(
                    in: state.traitCollection)
                _ = try encoder.encode(render)
                let environment = state.traitCollection.colorEnvironment
                let text = updated.textProperties.resolvedColor().resolve(in: environment)
                let secondary = updated.secondaryTextProperties.resolvedColor().resolve(
                    in: environment)
                #expect(isFiniteColor(text) && isFiniteColor(secondary))
                #expect(text.contrastRatio(against: secondary).isFinite)
            }
        }
        for style in BackgroundConfiguration.Style.allCases {
            var background = style.configuration
            background.cornerRadius = value
            background.strokeWidth = 1
            background.strokeOutset = value
            background.strokeColor = badColor
            background.backgroundColorTransformer = badTransformer
            background.shadowProperties = ShadowProperties(
                color: badColor, opacity: 1, radius: value,
                offset: CGSize(width: value, height: value))
            background.visualEffect = .blurRadius(value)
            for state in states {
                let render = BackgroundRender(
                    background.updated(for: state), traits: state.traitCollection)
                _ = try encoder.encode(render)
                #expect(render.color.contrastRatio(against: .white).isFinite)
            }
        }
    }

    /// Row "deep nesting": a colour nested past the limit inside a configuration is refused at
    /// its full path.
    @Test func deepColoursInsideConfigurations() throws {
        let deep =
            String(repeating: #"{"light": "#, count: 40) + #""systemBlue""#
            + String(repeating: "}", count: 40)
        let json = try editedJSON(ListContentConfiguration.cell(), "textProperties.color", deep)
        let failure = decodingFailure(ListContentConfiguration.self, json)
        #expect(
            failure?.path == "textProperties.color."
                + Array(repeating: "light", count: 32).joined(separator: "."))
        #expect(failure?.message.contains("colours nest more than 32 levels deep") == true)
    }

    /// Row "very long input": megabyte texts are content and round-trip; megabyte names are
    /// refused with short messages.
    @Test func megabyteInputs() throws {
        var content = ListContentConfiguration.cell()
        content.text = String(repeating: "é", count: 1 << 20)
        content.secondaryText = String(repeating: "\u{0}", count: 1 << 16)
        #expect(
            try badInputDecoder().decode(
                ListContentConfiguration.self, from: JSONEncoder().encode(content)) == content)
        let name = String(repeating: "x", count: 1 << 20)
        let failure = try #require(
            decodingFailure(TraitCollection.self, #"{"listEnvironment": "\#(name)"}"#))
        #expect(failure.message.count < 500)
        let style = try #require(decodingFailure(Font.self, #"{"textStyle": "\#(name)"}"#))
        #expect(style.message.count < 500)
    }
}

// MARK: - Accessories

@MainActor
@Suite("Bad input: accessories")
struct AccessoryBadInputTests {
    /// Row "duplicate system accessories": a `CellAccessoryError` naming the kind and every
    /// position, in every state.
    @Test(arguments: [
        (
            [CellAccessory.checkmark(), .checkmark()], CellAccessory.AccessoryType.checkmark,
            [0, 1]
        ),
        ([.checkmark(), .label(text: "2"), .checkmark()], .checkmark, [0, 2]),
        ([.delete(), .delete(displayed: .always)], .delete, [0, 1]),
        (
            [
                .reorder(displayed: .whenEditing), .disclosureIndicator(),
                .reorder(displayed: .always), .reorder(displayed: .whenNotEditing),
            ], .reorder, [0, 2, 3]
        ),
        ([.label(text: "a"), .label(text: "b")], .label, [0, 1]),
    ])
    func duplicatesAreTypedErrors(
        accessories: [CellAccessory], type: CellAccessory.AccessoryType, positions: [Int]
    ) {
        for editing in [false, true] {
            var state = CellConfigurationState()
            state.isEditing = editing
            let error = #expect(throws: CellAccessoryError.self) {
                try CellAccessory.layout(accessories, for: state)
            }
            guard case .duplicateSystemAccessory(let found, let foundPositions) = error else {
                continue
            }
            #expect(found.isSystem && found == accessories[positions[0]].accessoryType)
            #expect(foundPositions == positions)
            #expect(error?.description.contains("at positions") == true)
        }
    }

    /// Row "duplicate system accessories": kinds whose displayed states never overlap are
    /// allowed, as in UIKit.
    @Test func nonOverlappingDuplicatesAreAllowed() throws {
        let accessories: [CellAccessory] = [
            .checkmark(displayed: .whenEditing), .checkmark(displayed: .whenNotEditing),
        ]
        #expect(throws: Never.self) { try CellAccessory.validate(accessories) }
    }

    /// Row "very long input": twenty thousand duplicates fail as quickly as two.
    @Test func hugeDuplicateListsFailInLinearTime() throws {
        let accessories = Array(repeating: CellAccessory.checkmark(), count: 20_000)
        let error = #expect(throws: CellAccessoryError.self) {
            try CellAccessory.validate(accessories)
        }
        if case .duplicateSystemAccessory(_, let positions) = error {
            #expect(positions.count == 20_000)
        }
        let json =
            "[" + Array(repeating: #"{"type": "checkmark"}"#, count: 20_000).joined(separator: ",")
            + "]"
        let decoded = try badInputDecoder().decode([CellAccessory].self, from: Data(json.utf8))
        #expect(throws: CellAccessoryError.self) { try CellAccessory.validate(decoded) }
    }

    /// Row "CellAccessory JSON".
    @Test(arguments: [
        ExpectedFailure(
            "[]", .typeMismatch, at: "",
            "expected an accessory as an object with keys from: type, text, menu, displayed, options, configuration"
        ),
        ExpectedFailure("{}", .keyNotFound, at: "type", "type"),
        ExpectedFailure(
            ##"{"type": "chevron"}"##, .dataCorrupted, at: "type",
            #"unknown accessory type "chevron"; expected one of: disclosureIndicator"#),
        ExpectedFailure(
            ##"{"type": "checkmark", "colour": "red"}"##, .dataCorrupted, at: "colour",
            #"unknown key "colour" in an accessory; expected keys from: type, text"#),
        ExpectedFailure(
            ##"{"type": "checkmark", "text": "x"}"##, .dataCorrupted, at: "text",
            #"unknown key "text" in a checkmark accessory; expected keys from: type, displayed, options"#
        ),
        ExpectedFailure(##"{"type": "label"}"##, .keyNotFound, at: "text", "text"),
        ExpectedFailure(
            ##"{"type": "checkmark", "displayed": "sometimes"}"##, .dataCorrupted, at: "displayed",
            #"unknown displayed state "sometimes"; expected one of: always, whenEditing, whenNotEditing"#
        ),
        ExpectedFailure(
            ##"{"type": "checkmark", "options": {"reservedLayoutWidth": -3}}"##, .dataCorrupted,
            at: "options.reservedLayoutWidth",
            "a custom reserved layout width must be a positive number of points, not -3.0"),
        ExpectedFailure(
            ##"{"type": "checkmark", "options": {"reservedLayoutWidth": 0}}"##, .dataCorrupted,
            at: "options.reservedLayoutWidth", "not 0.0"),
        ExpectedFailure(
            ##"{"type": "checkmark", "options": {"reservedLayoutWidth": "wide"}}"##, .dataCorrupted,
            at: "options.reservedLayoutWidth", #"unknown layout dimension "wide""#),
        ExpectedFailure(
            ##"{"type": "checkmark", "options": {"reservedLayoutWidth": true}}"##, .typeMismatch,
            at: "options.reservedLayoutWidth",
            #"expected a layout dimension: "actual", "standard" or a positive number of points"#),
        ExpectedFailure(
            ##"{"type": "checkmark", "options": {"reservedLayoutWidth": 1e400}}"##, .typeMismatch,
            at: "options.reservedLayoutWidth", "expected a layout dimension"),
        ExpectedFailure(
            ##"{"type": "checkmark", "options": {"tint": "red"}}"##, .dataCorrupted,
            at: "options.tint", #"unknown key "tint" in checkmark options"#),
        ExpectedFailure(
            ##"{"type": "popUpMenu", "menu": {"children": ["A", "B"], "selectedIndex": 2}}"##,
            .dataCorrupted, at: "menu.selectedIndex",
            "selectedIndex 2 is not an index of the menu's 2 children; expected 0..<2"),
        ExpectedFailure(
            ##"{"type": "popUpMenu", "menu": {"children": ["A"], "selectedIndex": -1}}"##,
            .dataCorrupted, at: "menu.selectedIndex", "selectedIndex -1 is not an index"),
        ExpectedFailure(
            ##"{"type": "popUpMenu", "menu": {"children": ["A"], "selectedIndex": 1e30}}"##,
            .dataCorrupted, at: "menu.selectedIndex",
            "selectedIndex: 1e30 is outside the range of Int"),
        ExpectedFailure(
            ##"{"type": "popUpMenu", "menu": {"title": "T"}}"##, .keyNotFound, at: "menu.children",
            "children"),
        ExpectedFailure(
            ##"{"type": "customView"}"##, .keyNotFound, at: "configuration", "configuration"),
        ExpectedFailure(
            ##"{"type": "customView", "displayed": "always", "configuration": {}}"##,
            .dataCorrupted, at: "displayed",
            "in a customView accessory (its displayed state is in configuration.placement)"),
        ExpectedFailure(
            ##"{"type": "customView", "configuration": {"customView": {"identifier": "b"}, "placement": {"edge": "middle"}}}"##,
            .dataCorrupted, at: "configuration.placement.edge",
            #"unknown edge "middle"; expected one of: leading, trailing"#),
        ExpectedFailure(
            ##"{"type": "customView", "configuration": {"customView": {"identifier": "b"}, "placement": {"edge": "leading", "at": {"before": "checkmark", "after": "delete"}}}}"##,
            .dataCorrupted, at: "configuration.placement.at",
            "a position object has exactly one key: before, after or index"),
        ExpectedFailure(
            ##"{"type": "customView", "configuration": {"customView": {"identifier": "b"}, "placement": {"edge": "leading", "at": "middle"}}}"##,
            .dataCorrupted, at: "configuration.placement.at", #"unknown position "middle""#),
        ExpectedFailure(
            ##"{"type": "customView", "configuration": {"customView": {"identifier": "b"}, "placement": {"edge": "leading", "at": {"index": 1.5}}}}"##,
            .dataCorrupted, at: "configuration.placement.at.index",
            "index: 1.5 is not a whole number, which Int needs"),
    ])
    func accessoryJSON(expected: ExpectedFailure) {
        expected.check(CellAccessory.self)
    }

    /// Row "reserved widths, menus and positions set in code": clamped as documented.
    @Test(arguments: [Double.nan, .infinity, -.infinity, 0, -1])
    func unusableWidthsBecomeActual(width: Double) {
        var options = CellAccessory.CheckmarkOptions(reservedLayoutWidth: .custom(width))
        #expect(options.reservedLayoutWidth == .actual)
        options.reservedLayoutWidth = .custom(width)
        #expect(options.reservedLayoutWidth == .actual)
        let custom = CellAccessory.CustomViewConfiguration(
            customView: CustomView("v"), placement: .trailing(), reservedLayoutWidth: .custom(width)
        )
        #expect(custom.reservedLayoutWidth == .actual)
    }

    @Test func menuSelectionsAndPositionsAreClamped() {
        #expect(Menu(children: ["A", "B"], selectedIndex: 2).selectedIndex == nil)
        #expect(Menu(children: [], selectedIndex: 0).selectedChild == nil)
        var menu = Menu(children: ["A", "B", "C"], selectedIndex: 2)
        menu.children = ["A"]
        #expect(menu.selectedIndex == nil)
        menu.selectedIndex = -4
        #expect(menu.selectedIndex == nil)
        let edge = [CellAccessory.checkmark(), .disclosureIndicator()]
        #expect(CellAccessory.Placement.Position.index(.min)(edge) == 0)
        #expect(CellAccessory.Placement.Position.index(.max)(edge) == 2)
    }
}

// MARK: - State-aware values and predicates

@MainActor
@Suite("Bad input: state-aware values")
struct StateAwareValueBadInputTests {
    /// Row "StateAwareValue / StatePredicate JSON".
    @Test(arguments: [
        ExpectedFailure("[]", .typeMismatch, at: "", ""),
        ExpectedFailure(##"{"rules": []}"##, .keyNotFound, at: "defaultValue", "defaultValue"),
        ExpectedFailure(
            ##"{"defaultValue": "ultraviolet"}"##, .dataCorrupted, at: "defaultValue",
            #"unknown colour name "ultraviolet""#),
        ExpectedFailure(
            ##"{"defaultValue": "label", "rules": {}}"##, .typeMismatch, at: "rules", ""),
        ExpectedFailure(
            ##"{"defaultValue": "label", "rules": [{"value": "systemRed"}]}"##, .keyNotFound,
            at: "rules[0].when", "when"),
        ExpectedFailure(
            ##"{"defaultValue": "label", "rules": [{"when": [{}]}]}"##, .keyNotFound,
            at: "rules[0].value", "value"),
        ExpectedFailure(
            ##"{"defaultValue": "label", "rules": [{"when": [{"all": ["selected", "sparkly"]}], "value": "systemRed"}]}"##,
            .dataCorrupted, at: "rules[0].when[0].all",
            #"unknown state condition "sparkly"; expected one of: highlighted, selected"#),
        ExpectedFailure(
            ##"{"defaultValue": "label", "rules": [{"when": [{"none": "disabled"}], "value": "systemRed"}]}"##,
            .typeMismatch, at: "rules[0].when[0].none", ""),
        ExpectedFailure(
            ##"{"defaultValue": "label", "rules": [{"when": {"all": ["selected"]}, "value": "systemRed"}]}"##,
            .typeMismatch, at: "rules[0].when", ""),
        ExpectedFailure(
            ##"{"defaultValue": "label", "rules": [{"when": [{"custom": [{"equals": true}]}], "value": "systemRed"}]}"##,
            .keyNotFound, at: "rules[0].when[0].custom[0].key", "key"),
        ExpectedFailure(
            ##"{"defaultValue": "label", "rules": [{"when": [{"custom": [{"key": "k", "equals": "yes"}]}], "value": "systemRed"}]}"##,
            .typeMismatch, at: "rules[0].when[0].custom[0].equals", "Bool"),
        ExpectedFailure(
            ##"{"defaultValue": "label", "rules": [{"when": [{}], "value": {"red": -2, "green": 0, "blue": 0}}]}"##,
            .dataCorrupted, at: "rules[0].value",
            "colour component red is -2; it must lie in -1...2"),
    ])
    func stateAwareColorJSON(expected: ExpectedFailure) {
        expected.check(StateAwareValue<Color>.self)
    }

    /// Row "StatePredicate JSON": a clause that contradicts itself can never hold and is
    /// dropped, as `&&` drops it.
    @Test func contradictoryClausesAreDropped() throws {
        let json =
            ##"[{"all": ["selected"], "none": ["selected"]}, {"custom": [{"key": "k"}, {"key": "k", "equals": false}]}]"##
        let predicate = try badInputDecoder().decode(StatePredicate.self, from: Data(json.utf8))
        #expect(predicate == .never)
        #expect(predicate == (.selected && !.selected))
    }

    /// Row "very long input": a predicate with 100 000 custom conditions decodes in linear
    /// time, and so does a value with 20 000 rules.
    @Test func hugePredicatesAndRuleLists() throws {
        let conditions = (0..<100_000).map { #"{"key": "k\#($0)"}"# }.joined(separator: ",")
        let predicate = try badInputDecoder().decode(
            StatePredicate.self, from: Data(#"[{"custom": [\#(conditions)]}]"#.utf8))
        #expect(!predicate.matches(CellConfigurationState()))
        let rules = Array(
            repeating: ##"{"when": [{"all": ["selected"]}], "value": "#FF0000"}"##, count: 20_000
        )
        .joined(separator: ",")
        let value = try badInputDecoder().decode(
            StateAwareValue<Color>.self,
            from: Data(#"{"defaultValue": "label", "rules": [\#(rules)]}"#.utf8))
        var selected = CellConfigurationState()
        selected.isSelected = true
        #expect(value.resolve(for: selected) == Color(red8: 255, green8: 0, blue8: 0))
    }
}
