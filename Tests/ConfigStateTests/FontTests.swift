import ConfigState
import Foundation
import Testing

/// Apple's iOS Dynamic Type table, written out again for the tests — by style, one column of
/// the HIG per line, xSmall…AX5 — rather than read from the library's copy (which is laid out by
/// category). Source: https://developer.apple.com/design/human-interface-guidelines/typography
/// › Specifications › iOS, iPadOS Dynamic Type sizes / larger accessibility type sizes.
private enum AppleDynamicTypeTable {
    /// Point sizes per style at xSmall, Small, Medium, Large, xLarge, xxLarge, xxxLarge,
    /// AX1, AX2, AX3, AX4, AX5.
    static let pointSizes: [Font.TextStyle: [Double]] = [
        .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
        .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
        .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
        .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
        .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
        .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
        .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
        .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
        .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
    ]

    /// Leading per style, same order.
    static let leadings: [Font.TextStyle: [Double]] = [
        .largeTitle: [38, 39, 40, 41, 43, 46, 48, 52, 57, 61, 66, 70],
        .title1: [31, 32, 33, 34, 37, 39, 41, 46, 51, 57, 62, 68],
        .title2: [24, 25, 26, 28, 30, 32, 34, 41, 47, 52, 59, 66],
        .title3: [22, 23, 24, 25, 28, 30, 32, 38, 44, 51, 58, 65],
        .headline: [19, 20, 21, 22, 24, 26, 29, 34, 40, 48, 56, 62],
        .body: [19, 20, 21, 22, 24, 26, 29, 34, 40, 48, 56, 62],
        .callout: [18, 19, 20, 21, 23, 25, 28, 32, 39, 46, 52, 60],
        .subheadline: [16, 18, 19, 20, 22, 24, 28, 31, 37, 43, 50, 58],
        .footnote: [16, 16, 16, 18, 20, 22, 24, 29, 33, 40, 46, 52],
        .caption1: [13, 13, 13, 16, 19, 21, 23, 28, 32, 39, 44, 51],
        .caption2: [13, 13, 13, 13, 18, 20, 22, 25, 30, 35, 41, 48],
    ]

    /// The categories in the order of the arrays above, spelled out (not `sizes`).
    static let categories: [ContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge,
        .extraExtraExtraLarge, .accessibilityMedium, .accessibilityLarge,
        .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]

    // `CGFloat`, as `Font` answers: Swift Testing compares the two sides of `==` as the
    // types they are, so a `Double` here would not equal a `CGFloat` of the same value.
    static func pointSize(_ style: Font.TextStyle, _ category: ContentSizeCategory) -> CGFloat {
        CGFloat(pointSizes[style]![categories.firstIndex(of: category)!])
    }

    static func leading(_ style: Font.TextStyle, _ category: ContentSizeCategory) -> CGFloat {
        CGFloat(leadings[style]![categories.firstIndex(of: category)!])
    }
}

@Suite("Font")
struct FontTests {
    static func roundTrip<T: Codable & Equatable>(_ value: T) throws -> T {
        try JSONDecoder().decode(T.self, from: JSONEncoder().encode(value))
    }

    static func json<T: Encodable>(_ value: T) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    static func decode<T: Decodable>(_ type: T.Type, _ json: String) throws -> T {
        try JSONDecoder().decode(T.self, from: Data(json.utf8))
    }

    /// The `debugDescription` of the `DecodingError` that decoding `json` throws.
    static func decodingMessage<T: Decodable>(_ type: T.Type, _ json: String) -> String? {
        do {
            _ = try decode(type, json)
            return nil
        } catch let DecodingError.dataCorrupted(context) {
            return context.debugDescription
        } catch let DecodingError.typeMismatch(_, context) {
            return context.debugDescription
        } catch {
            return "unexpected error: \(error)"
        }
    }

    // MARK: The Dynamic Type table

    @Test(arguments: Font.TextStyle.allCases, ContentSizeCategory.sizes)
    func textStylePointSizeMatchesApplesTable(
        style: Font.TextStyle, category: ContentSizeCategory
    ) {
        #expect(
            Font.preferredFont(forTextStyle: style).pointSize(for: category)
                == AppleDynamicTypeTable.pointSize(style, category))
    }

    @Test(arguments: Font.TextStyle.allCases, ContentSizeCategory.sizes)
    func textStyleLineHeightMatchesApplesLeading(
        style: Font.TextStyle, category: ContentSizeCategory
    ) {
        #expect(
            Font.preferredFont(forTextStyle: style).lineHeight(for: category)
                == AppleDynamicTypeTable.leading(style, category))
    }

    @Test func tableCoversTwelveCategoriesAndElevenStyles() {
        #expect(ContentSizeCategory.sizes == AppleDynamicTypeTable.categories)
        #expect(Font.TextStyle.allCases.count == 11)
    }

    @Test(arguments: Font.TextStyle.allCases)
    func unspecifiedCategoryResolvesLikeLarge(style: Font.TextStyle) {
        let font = Font.preferredFont(forTextStyle: style)
        #expect(font.resolved(for: .unspecified) == font.resolved(for: .large))
    }

    @Test(arguments: Font.TextStyle.allCases)
    func textStylesNeverShrinkAsTheCategoryGrows(style: Font.TextStyle) {
        let font = Font.preferredFont(forTextStyle: style)
        let sizes = ContentSizeCategory.sizes.map { font.pointSize(for: $0) }
        let leadings = ContentSizeCategory.sizes.map { font.lineHeight(for: $0)! }
        #expect(zip(sizes, sizes.dropFirst()).allSatisfy { $0 <= $1 })
        #expect(zip(leadings, leadings.dropFirst()).allSatisfy { $0 <= $1 })
        #expect(zip(sizes, leadings).allSatisfy { $0 < $1 }, "leading exceeds size")
    }

    @Test func bodyIsSeventeenPointsAtTheDefaultSize() {
        #expect(Font.body.pointSize(for: .large) == 17)
        #expect(Font.body.lineHeight(for: .large) == 22)
        #expect(Font.largeTitle.pointSize(for: .accessibilityExtraExtraExtraLarge) == 60)
        #expect(Font.caption2.pointSize(for: .accessibilityExtraExtraExtraLarge) == 40)
    }

    // MARK: Weights

    @Test(arguments: [
        (Font.Weight.ultraLight, -0.8), (.thin, -0.6), (.light, -0.4), (.regular, 0),
        (.medium, 0.23), (.semibold, 0.3), (.bold, 0.4), (.heavy, 0.56), (.black, 0.62),
    ])
    func weightsCarryUIKitsNumericValues(weight: Font.Weight, value: CGFloat) {
        #expect(weight.value == value)
    }

    @Test func weightsAreListedLightestFirst() {
        let values = Font.Weight.allCases.map(\.value)
        #expect(values == values.sorted())
        #expect(Font.Weight.allCases.count == 9)
    }

    @Test(arguments: Font.TextStyle.allCases)
    func headlineIsSemiboldAndEveryOtherStyleRegular(style: Font.TextStyle) {
        let expected: Font.Weight = style == .headline ? .semibold : .regular
        #expect(Font.preferredFont(forTextStyle: style).weight == expected)
    }

    @Test(arguments: [
        (Font.TextStyle.largeTitle, Font.Weight.bold), (.title1, .bold), (.title2, .bold),
        (.title3, .semibold), (.headline, .semibold), (.body, .semibold), (.callout, .semibold),
        (.subheadline, .semibold), (.footnote, .semibold), (.caption1, .semibold),
        (.caption2, .semibold),
    ])
    func emphasizedStylesUseApplesEmphasizedWeight(style: Font.TextStyle, weight: Font.Weight) {
        let font = Font.preferredFont(forTextStyle: style).emphasized()
        #expect(font.weight == weight)
        #expect(font.isEmphasized)
        #expect(font.textStyle == style)
        for category in ContentSizeCategory.allCases {
            #expect(
                font.pointSize(for: category)
                    == Font.preferredFont(forTextStyle: style).pointSize(for: category))
        }
    }

    @Test func emphasizedHeadlineStaysSemiboldButIsStillEmphasized() {
        #expect(Font.headline.emphasized().weight == Font.headline.weight)
        #expect(Font.headline.emphasized() != Font.headline)
        #expect(
            Font.headline.emphasized().resolved(for: .large) == Font.headline.resolved(for: .large))
    }

    @Test func emphasizingReplacesAnExplicitWeightAndWeightReplacesEmphasis() {
        let light = Font.body.withWeight(.light)
        #expect(light.weight == .light && !light.isEmphasized)
        #expect(light.emphasized() == Font.body.emphasized())
        let heavy = Font.body.emphasized().withWeight(.heavy)
        #expect(heavy.weight == .heavy && !heavy.isEmphasized)
    }

    @Test func askingForTheStylesOwnWeightGivesThePlainStyle() {
        #expect(Font.body.withWeight(.regular) == Font.body)
        #expect(Font.headline.withWeight(.semibold) == Font.headline)
        #expect(Font.body.emphasized().withWeight(.regular) == Font.body)
        #expect(Font.body.withWeight(.semibold) != Font.body.emphasized())
    }

    @Test func staticShorthandsArePreferredFonts() {
        let shorthands: [Font.TextStyle: Font] = [
            .largeTitle: .largeTitle, .title1: .title1, .title2: .title2, .title3: .title3,
            .headline: .headline, .body: .body, .callout: .callout, .subheadline: .subheadline,
            .footnote: .footnote, .caption1: .caption1, .caption2: .caption2,
        ]
        for style in Font.TextStyle.allCases {
            #expect(shorthands[style] == Font.preferredFont(forTextStyle: style))
            #expect(shorthands[style]?.textStyle == style)
        }
    }

    @Test func textStyleRawValuesAreUIKitsNames() {
        #expect(
            Font.TextStyle.allCases.map(\.rawValue) == [
                "largeTitle", "title1", "title2", "title3", "headline", "body", "callout",
                "subheadline", "footnote", "caption1", "caption2",
            ])
    }

    // MARK: Fixed sizes

    @Test(arguments: ContentSizeCategory.allCases)
    func fixedSizesDoNotScale(category: ContentSizeCategory) {
        let font = Font.systemFont(ofSize: 14.5, weight: .medium)
        #expect(font.pointSize(for: category) == 14.5)
        #expect(font.lineHeight(for: category) == nil)
        #expect(font.weight == .medium)
        #expect(font.textStyle == nil)
        #expect(!font.isEmphasized)
    }

    @Test func systemFontDefaultsToRegularAndBoldSystemFontIsBold() {
        #expect(Font.systemFont(ofSize: 12).weight == .regular)
        #expect(Font.boldSystemFont(ofSize: 12) == Font.systemFont(ofSize: 12, weight: .bold))
    }

    @Test func emphasizingAFixedSizeFontChangesNothing() {
        let font = Font.systemFont(ofSize: 14)
        #expect(font.emphasized() == font)
    }

    @Test func withWeightAndWithSizeKeepTheRest() {
        #expect(
            Font.systemFont(ofSize: 14).withWeight(.heavy)
                == Font.systemFont(ofSize: 14, weight: .heavy))
        #expect(Font.title1.emphasized().withSize(30) == Font.systemFont(ofSize: 30, weight: .bold))
        #expect(Font.body.withSize(-1) == Font.systemFont(ofSize: 0))
    }

    /// Requested size → size the font gets.
    static let clampCases: [(CGFloat, CGFloat)] = [
        (-3, 0), (-.infinity, 0), (-0.0, 0), (0, 0), (.nan, 17), (.infinity, 1000), (5000, 1000),
        (1000, 1000), (999.5, 999.5), (.leastNonzeroMagnitude, .leastNonzeroMagnitude),
    ]

    @Test(arguments: FontTests.clampCases)
    func badSystemFontSizesAreClamped(requested: CGFloat, expected: CGFloat) {
        let size = Font.systemFont(ofSize: requested).pointSize(for: .large)
        #expect(size == expected)
        #expect(size.sign == .plus, "no negative zero")
        #expect(Font.boldSystemFont(ofSize: requested).pointSize(for: .large) == expected)
    }

    // MARK: FontMetrics

    @Test(arguments: Font.TextStyle.allCases, ContentSizeCategory.sizes)
    func scalingAStylesDefaultSizeGivesTheTable(
        style: Font.TextStyle, category: ContentSizeCategory
    ) {
        let metrics = FontMetrics(forTextStyle: style)
        let large = AppleDynamicTypeTable.pointSize(style, .large)
        #expect(
            metrics.scaledValue(for: large, compatibleWith: category)
                == AppleDynamicTypeTable.pointSize(style, category))
    }

    @Test func scaledValueIsTheStylesRatioToLarge() {
        let body = FontMetrics(forTextStyle: .body)
        #expect(body.scaledValue(for: 44, compatibleWith: .large) == 44)
        #expect(body.scaledValue(for: 44, compatibleWith: .unspecified) == 44)
        #expect(
            abs(body.scaledValue(for: 10, compatibleWith: .extraSmall) - 10 * 14 / 17) < 1e-12)
        #expect(
            abs(
                body.scaledValue(for: 10, compatibleWith: .accessibilityExtraExtraExtraLarge)
                    - 10 * 53 / 17) < 1e-12)
        #expect(body.scaledValue(for: -8, compatibleWith: .extraLarge) == -8.0 * 19 / 17)
        // Caption 2 does not shrink below 11 pt, so below Large it does not scale at all.
        let caption2 = FontMetrics(forTextStyle: .caption2)
        #expect(caption2.scaledValue(for: 6, compatibleWith: .extraSmall) == 6)
    }

    @Test func defaultMetricsScaleLikeBody() {
        #expect(FontMetrics.default == FontMetrics(forTextStyle: .body))
        #expect(FontMetrics.default.textStyle == .body)
    }

    @Test func scaledValueNeverReturnsANonFiniteNumber() {
        let metrics = FontMetrics(forTextStyle: .largeTitle)
        let ax5 = ContentSizeCategory.accessibilityExtraExtraExtraLarge
        #expect(metrics.scaledValue(for: .nan, compatibleWith: ax5) == 0)
        #expect(metrics.scaledValue(for: .infinity, compatibleWith: ax5) == 0)
        #expect(
            metrics.scaledValue(for: .greatestFiniteMagnitude, compatibleWith: ax5)
                == .greatestFiniteMagnitude)
        #expect(
            metrics.scaledValue(for: -.greatestFiniteMagnitude, compatibleWith: ax5)
                == -.greatestFiniteMagnitude)
        let shrunk = metrics.scaledValue(for: .greatestFiniteMagnitude, compatibleWith: .extraSmall)
        #expect(shrunk.isFinite && shrunk < .greatestFiniteMagnitude)
    }

    // MARK: Resolving

    @Test func resolvedFontCarriesWhatARenderShows() {
        let resolved = Font.headline.resolved(for: .accessibilityLarge)
        #expect(resolved.pointSize == 33)
        #expect(resolved.lineHeight == 40)
        #expect(resolved.weight == .semibold)
        #expect(resolved.textStyle == .headline)
        let fixed = Font.systemFont(ofSize: 14, weight: .semibold).resolved(for: .extraSmall)
        #expect(fixed.pointSize == 14 && fixed.weight == .semibold)
        #expect(fixed.textStyle == nil && fixed.lineHeight == nil)
    }

    // MARK: Descriptions

    @Test(arguments: [
        (Font.body, "body"), (.headline.emphasized(), "headline (emphasized)"),
        (.body.withWeight(.bold), "body bold"), (.title1.withWeight(.regular), "title1"),
        (.systemFont(ofSize: 14, weight: .semibold), "system 14 semibold"),
        (.systemFont(ofSize: 17), "system 17 regular"),
        (.boldSystemFont(ofSize: 14.5), "system 14.5 bold"),
    ])
    func fontsDescribeThemselvesBriefly(font: Font, description: String) {
        #expect(font.description == description)
        #expect("\(font)" == description)
    }

    @Test func resolvedFontsPrintSizeLeadingAndWeight() {
        #expect(Font.body.resolved(for: .large).description == "body 17/22pt regular")
        #expect(
            Font.largeTitle.emphasized().resolved(for: .accessibilityExtraExtraExtraLarge)
                .description == "largeTitle 60/70pt bold")
        #expect(
            Font.systemFont(ofSize: 14, weight: .semibold).resolved(for: .large).description
                == "system 14pt semibold")
    }

    // MARK: Codable

    static let sampleFonts: [Font] = [
        .body, .headline, .largeTitle.emphasized(), .caption2.emphasized(),
        .body.withWeight(.black), .headline.withWeight(.ultraLight),
        .systemFont(ofSize: 14, weight: .semibold), .systemFont(ofSize: 0),
        .systemFont(ofSize: 1000, weight: .thin), .systemFont(ofSize: 12.75),
        .boldSystemFont(ofSize: 9),
    ]

    @Test(arguments: FontTests.sampleFonts)
    func fontsRoundTripThroughJSON(font: Font) throws {
        let decoded = try Self.roundTrip(font)
        #expect(decoded == font)
        #expect(decoded.description == font.description)
        #expect(decoded.hashValue == font.hashValue)
    }

    @Test(arguments: Font.TextStyle.allCases)
    func everyTextStyleAndItsVariantsRoundTrip(style: Font.TextStyle) throws {
        let plain = Font.preferredFont(forTextStyle: style)
        #expect(try Self.roundTrip(plain) == plain)
        #expect(try Self.roundTrip(plain.emphasized()) == plain.emphasized())
        for weight in Font.Weight.allCases {
            #expect(try Self.roundTrip(plain.withWeight(weight)) == plain.withWeight(weight))
        }
    }

    @Test(arguments: Font.TextStyle.allCases, ContentSizeCategory.allCases)
    func resolvedFontsRoundTripThroughJSON(
        style: Font.TextStyle, category: ContentSizeCategory
    ) throws {
        let resolved = Font.preferredFont(forTextStyle: style).emphasized().resolved(for: category)
        #expect(try Self.roundTrip(resolved) == resolved)
    }

    @Test func fontJSONIsReadable() throws {
        #expect(try Self.json(Font.body) == #"{"textStyle":"body"}"#)
        #expect(
            try Self.json(Font.headline.emphasized())
                == #"{"emphasized":true,"textStyle":"headline"}"#)
        #expect(
            try Self.json(Font.body.withWeight(.bold)) == #"{"textStyle":"body","weight":"bold"}"#)
        #expect(
            try Self.json(Font.systemFont(ofSize: 14, weight: .semibold))
                == #"{"size":14,"weight":"semibold"}"#)
        #expect(
            try Self.json(Font.caption1.resolved(for: .large))
                == #"{"lineHeight":16,"pointSize":12,"textStyle":"caption1","weight":"regular"}"#)
        #expect(
            try Self.json(Font.systemFont(ofSize: 9).resolved(for: .large))
                == #"{"pointSize":9,"weight":"regular"}"#)
    }

    @Test func decodingAcceptsExplicitDefaults() throws {
        #expect(
            try Self.decode(
                Font.self, #"{"textStyle":"body","weight":"regular","emphasized":false}"#)
                == .body)
        #expect(try Self.decode(Font.self, #"{"size":13}"#) == .systemFont(ofSize: 13))
        #expect(try Self.decode(Font.self, #"{"size":-0.0}"#) == .systemFont(ofSize: 0))
        #expect(
            try Self.decode(Font.self, #"{"textStyle":"title2","emphasized":true}"#)
                == .title2.emphasized())
    }

    @Test(arguments: ["-3", "1000.5", "1e300"])
    func decodingABadSizeSaysWhatIsWrong(size: String) {
        let message = Self.decodingMessage(Font.self, #"{"size":\#(size),"weight":"bold"}"#)
        #expect(
            message?.contains("font size must be a finite number of points from 0 to 1000") == true,
            "\(message ?? "no error")")
    }

    @Test func decodingANaNSizeIsAnErrorNotAClamp() {
        let decoder = JSONDecoder()
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(
            positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        for size in ["nan", "inf", "-inf"] {
            let json = Data(#"{"size":"\#(size)"}"#.utf8)
            #expect(throws: DecodingError.self) { try decoder.decode(Font.self, from: json) }
            #expect(throws: DecodingError.self) {
                try decoder.decode(
                    Font.Resolved.self,
                    from: Data(#"{"pointSize":"\#(size)","weight":"bold"}"#.utf8))
            }
        }
    }

    @Test func unknownTextStyleListsTheValidOnes() {
        let message = Self.decodingMessage(Font.self, #"{"textStyle":"title4"}"#)
        #expect(message?.contains(#"unknown text style "title4""#) == true)
        for style in Font.TextStyle.allCases {
            #expect(message?.contains(style.rawValue) == true)
        }
    }

    @Test func unknownWeightListsTheValidOnes() {
        let message = Self.decodingMessage(Font.self, #"{"size":12,"weight":"extraBold"}"#)
        #expect(message?.contains(#"unknown font weight "extraBold""#) == true)
        #expect(
            message?.contains(
                "ultraLight, thin, light, regular, medium, semibold, bold, heavy, black") == true)
    }

    @Test(arguments: [
        (#"{"textStyle":"body","size":12}"#, "not both"),
        (#"{"weight":"bold"}"#, #"needs "textStyle""#),
        (#"{"size":12,"emphasized":true}"#, "applies only to text styles"),
        (#"{"textStyle":"body","emphasized":true,"weight":"bold"}"#, "emphasized or has a weight"),
        (#""body""#, "expected a font object"),
    ])
    func malformedFontJSONIsADecodingErrorThatSaysWhy(json: String, expected: String) {
        let message = Self.decodingMessage(Font.self, json)
        #expect(message?.contains(expected) == true, "\(message ?? "no error")")
    }

    @Test func resolvedDecodingRejectsBadFigures() {
        let badSize = Self.decodingMessage(Font.Resolved.self, #"{"pointSize":-1,"weight":"bold"}"#)
        #expect(badSize?.contains("point size must be a finite number from 0 to 1000") == true)
        let badLeading = Self.decodingMessage(
            Font.Resolved.self, #"{"pointSize":12,"lineHeight":-2,"weight":"bold"}"#)
        #expect(badLeading?.contains("line height must be a finite number of at least 0") == true)
        let badStyle = Self.decodingMessage(
            Font.Resolved.self, #"{"pointSize":12,"weight":"bold","textStyle":"huge"}"#)
        #expect(badStyle?.contains("unknown text style") == true)
    }

    // MARK: Equality and concurrency

    @Test func equalFontsHashEqually() {
        let pairs: [(Font, Font)] = [
            (.body, .preferredFont(forTextStyle: .body)),
            (.systemFont(ofSize: -0.0), .systemFont(ofSize: 0)),
            (.body.withWeight(.regular), .body),
            (.title3.emphasized(), .title3.withWeight(.light).emphasized()),
        ]
        for (lhs, rhs) in pairs {
            #expect(lhs == rhs)
            #expect(lhs.hashValue == rhs.hashValue)
        }
        #expect(Set(Self.sampleFonts).count == Self.sampleFonts.count)
    }

    @Test func resolvingFromManyTasksAgrees() async {
        let expected = Self.sampleFonts.map { $0.resolved(for: .accessibilityMedium) }
        await withTaskGroup(of: [Font.Resolved].self) { group in
            for _ in 0..<8 {
                group.addTask { Self.sampleFonts.map { $0.resolved(for: .accessibilityMedium) } }
            }
            for await result in group {
                #expect(result == expected)
            }
        }
    }
}
