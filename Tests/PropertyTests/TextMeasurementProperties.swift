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

        var description: String {
            "first: \(first.debugDescription), second: \(second.debugDescription), "
                + "size \(pointSize) \(weight), width ×\(widthFactor) + \(widthOffset), lines \(numberOfLines)"
        }
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
        let font = TextMeasurement.FontScale(
            Font.systemFont(ofSize: testCase.pointSize, weight: testCase.weight)
                .resolved(for: .large))
        // The width is a factor of the first text's width on one line, so that many cases
        // sit just either side of fitting.
        var probe = LineBreaker(
            width: .infinity, numberOfLines: 0, start: testCase.first.unicodeScalars.startIndex)
        probe.measureScalars(testCase.first, in: font)
        probe.finish()
        let width = probe.size.width * testCase.widthFactor + testCase.widthOffset
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
}
