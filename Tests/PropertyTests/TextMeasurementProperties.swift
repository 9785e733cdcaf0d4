import ConfigStateTesting
import Foundation
import Testing

@testable import ConfigState

// Measuring a text takes a shorter way for most rows' texts — the first text read, printable
// ASCII and spaces, fitting on one line — reading UTF-8 bytes instead of classifying Unicode
// scalars. It must reach exactly the state the scalar walk reaches. The realistic bugs are a
// trailing or leading space counted in the width, a glyph class read from the wrong table, a
// text that only just overflows taken as fitting, or a state left behind that changes the
// next run's measure. The property measures random texts — words of mixed glyph classes,
// runs of spaces (often leading or trailing), sometimes a character outside ASCII, sometimes
// a second run — both ways, at random widths (often the text's own width, or a
// ten-millionth of a point either side), sizes (fractional ones too), weights and line
// limits, and requires the same size. Planted: the shorter way counting trailing spaces, or
// taking a text a millionth of a point too wide as fitting, fails on seeds 1–5.

@Suite("Measuring a text the shorter way agrees with the scalar walk")
struct TextMeasurementProperties {
    struct Case: CustomStringConvertible {
        var first: String
        var second: String?
        var pointSize: Double
        var weight: Font.Weight
        var widthFactor: Double
        var widthOffset: Double
        var numberOfLines: Int
        /// Whether the width is a factor of the first text's one-line bound (the widest ASCII
        /// advance a byte) rather than of its width.
        var ofBound = false

        var description: String {
            "first: \(first.debugDescription), second: \(second.debugDescription), "
                + "size \(pointSize) \(weight), width ×\(widthFactor) + \(widthOffset) of its "
                + "\(ofBound ? "bound" : "width"), lines \(numberOfLines)"
        }

        /// The case's font, as measuring reads it.
        var font: TextMeasurement.FontScale {
            TextMeasurement.FontScale(
                Font.systemFont(ofSize: pointSize, weight: weight).resolved(for: .large))
        }

        /// The width measured at: a factor of the first text's width on one line (or of its
        /// bound), so that many cases sit just either side of fitting.
        var width: Double {
            let reference =
                ofBound
                ? Double(first.utf8.count) * 850 * font.glyphScale / 1_000_000
                : TextMeasurementProperties.walk(first, in: font, width: .infinity).size.width
            return reference * widthFactor + widthOffset
        }
    }

    /// `text` measured by the scalar walk alone, at `width` with `numberOfLines`.
    static func walk(
        _ text: String, in font: TextMeasurement.FontScale, width: Double, numberOfLines: Int = 0
    ) -> LineBreaker {
        var breaker = LineBreaker(
            width: width, numberOfLines: numberOfLines, start: text.unicodeScalars.startIndex)
        breaker.measureScalars(text, in: font)
        breaker.finish()
        return breaker
    }

    /// Words from every ASCII glyph class (narrow, wide, digit, capital, other), joined by
    /// runs of spaces, sometimes led or trailed by spaces, sometimes with a character outside
    /// printable ASCII (a tab, an accented letter, a line break, a CJK glyph).
    static let texts: Gen<String> = {
        let pieces = Gen.element(of: [
            "Row", "Detail", "mW", "il", "42", "Ab", "x", "@%", "(t)", " ", "  ", "   ",
            "\t", "é", "\n", "字", "",
        ])
        let joined = Gen.array(of: pieces, count: 0...8).map { $0.joined() }
        return Gen.oneOf(joined, joined.map { $0 + " " }, joined.map { " " + $0 + "  " })
    }()

    static let cases: Gen<Case> = Gen.zip(
        texts, Gen.oneOf(Gen.always(nil), texts.map { Optional($0) }),
        Gen.element(of: [17, 15, 20.995, 11.5, 0, 28.25, 13.37, 9.1]),
        Gen.element(of: Array(Font.Weight.allCases)),
        Gen.oneOf(
            Gen.double(in: 0...2), Gen.element(of: [1, 0.999_999, 1.000_001, 0.5])),
        Gen.element(of: [0, 0, -1e-7, 1e-7]),
        Gen.int(in: 0...3)
    ).map {
        Case(
            first: $0, second: $1, pointSize: $2, weight: $3, widthFactor: $4, widthOffset: $5,
            numberOfLines: $6)
    }

    /// The size measured either way: `shorter` lets ``LineBreaker/measure(_:in:)`` choose.
    static func size(of testCase: Case, shorter: Bool) -> CGSize {
        let font = testCase.font
        let width = testCase.width
        var breaker = LineBreaker(
            width: width, numberOfLines: testCase.numberOfLines,
            start: testCase.first.unicodeScalars.startIndex)
        for text in [testCase.first] + (testCase.second.map { [$0] } ?? []) {
            if shorter {
                breaker.measure(text, in: font)
            } else {
                breaker.measureScalars(text, in: font)
            }
        }
        breaker.finish()
        return breaker.size
    }

    @Test func theShorterWayMeasuresAsTheScalarWalk() {
        var tally = BranchTally("fits on one line", "overflows", "outside printable ASCII")
        let held = checkProperty(
            "a text measured the shorter way has the size the scalar walk gives it",
            using: Self.cases,
            configuration: Cases.standard
        ) { testCase in
            tally.countCase()
            let isASCII = testCase.first.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
            tally.take("outside printable ASCII", if: !isASCII)
            tally.take("fits on one line", if: isASCII && testCase.widthFactor >= 1)
            tally.take("overflows", if: isASCII && testCase.widthFactor < 1)
            try requireEqual(
                Self.size(of: testCase, shorter: true), Self.size(of: testCase, shorter: false),
                "size of \(testCase)")
            return true
        }
        #expect(!held || tally.untakenBranches == [])
    }

    // A row's text measured for its height (`PlainLayoutText.size(width:)`) takes a shorter
    // way still when it surely fits on one line: printable ASCII whose byte count times the
    // widest ASCII advance fits the width is one line tall, and is not read glyph by glyph.
    // The realistic bugs are a bound below the widest glyph (a text of wide glyphs that wraps
    // taken as one line), a byte outside printable ASCII let through (a line break, a tab, a
    // DEL, a full-width glyph), or the margin dropped so that a text exactly as wide as its
    // bound is taken as fitting a width a little narrower. The property measures texts heavy
    // in the widest glyphs at widths near their own width and near their bound, both ways.
    // Planted: the bound taken at 650 a byte, the printable check letting 0x0A through, or the
    // margin put on the width's side instead of the bound's, each fails on seeds 1–3.

    /// Texts heavy in the widest ASCII glyphs, with spaces, other glyphs and sometimes a byte
    /// outside printable ASCII.
    static let wideTexts: Gen<String> = {
        let pieces = Gen.element(of: [
            "mW", "@%", "MW", "wm", "M", " ", "  ", "Row", "il", "\n", "\t", "\u{7F}", "é", "字",
        ])
        return Gen.array(of: pieces, count: 1...10).map { $0.joined() }
    }()

    static let boundCases: Gen<Case> = Gen.zip(
        Gen.oneOf(wideTexts, texts.map { $0.isEmpty ? "x" : $0 }),
        Gen.element(of: [17, 15, 20.995, 11.5, 0, 28.25, 13.37]),
        Gen.element(of: Array(Font.Weight.allCases)), Gen.bool,
        Gen.oneOf(
            Gen.double(in: 0...2),
            Gen.element(of: [1, 0.999_999_999, 1.000_000_001, 0.999_999, 1.000_001])),
        Gen.int(in: 0...3)
    ).map {
        Case(
            first: $0, second: nil, pointSize: $1, weight: $2, widthFactor: $4, widthOffset: 0,
            numberOfLines: $5, ofBound: $3)
    }

    @Test func theWidestASCIIAdvanceIsTheWidestOfPrintableASCII() {
        let advances = (0x20...0x7E).map { TextMeasurement.Glyph(UInt32($0)).units }
        #expect(advances.max() == TextMeasurement.Glyph.widestASCIIUnits)
    }

    @Test func aRowsTextMeasuredForItsHeightIsAsTallAsTheScalarWalkMakesIt() {
        var tally = BranchTally("bounded", "measured")
        let held = checkProperty(
            "a plain layout text is as tall as the scalar walk makes it, at any width",
            using: Self.boundCases,
            configuration: Cases.standard
        ) { testCase in
            tally.countCase()
            let font = testCase.font
            let width = testCase.width
            let text = PlainLayoutText(
                text: testCase.first, font: font, numberOfLines: testCase.numberOfLines,
                alignment: .natural)
            let walk = Self.walk(
                testCase.first, in: font, width: width, numberOfLines: testCase.numberOfLines)
            let bounded = text.oneLineBound(width: width) != nil
            tally.take("bounded", if: bounded)
            tally.take("measured", if: !bounded)
            try requireEqual(
                text.size(width: width).height, walk.size.height, "height of \(testCase)")
            if !bounded {
                try requireEqual(text.size(width: width), walk.size, "size of \(testCase)")
            }
            return true
        }
        #expect(!held || tally.untakenBranches == [])
    }
}
