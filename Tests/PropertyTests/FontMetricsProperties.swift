import ConfigState
import ConfigStateTesting
import Foundation
import Testing

// `FontMetrics.scaledValue(for:compatibleWith:)` multiplies a length by the text style's size
// at a category over its size at Large, and answers the value itself at Large (and
// unspecified) without reading the tables. The realistic bugs: the shortcut taken for
// another category (Extra Large, or every non-accessibility one), the ratio inverted, or a
// style's column read for another style. The property checks every style and category over
// random lengths against the documented ratio of the sizes `Font` reports, and requires the
// value unchanged at Large. Planted: the shortcut taken for Extra Large fails on seeds 1–3.

@Suite("FontMetrics scales by the ratio of the text style's sizes")
struct FontMetricsProperties {
    @Test func scaledValueIsTheRatioOfTheSizes() {
        var tally = BranchTally("the value itself at Large", "scaled by the sizes")
        let held = checkProperty(
            "scaledValue(for:compatibleWith:) is value × size at the category ÷ size at Large, "
                + "and the value itself at Large",
            using: Gen.zip(
                Gen.element(of: Array(Font.TextStyle.allCases)),
                Gen.element(of: Array(ContentSizeCategory.allCases)),
                Gen.double(in: -500...500)),
            configuration: Cases.cheap
        ) { style, category, value in
            tally.countCase()
            let scaled = FontMetrics(forTextStyle: style).scaledValue(
                for: value, compatibleWith: category)
            let font = Font.preferredFont(forTextStyle: style)
            let expected = value * font.pointSize(for: category) / font.pointSize(for: .large)
            if category.resolved == .large {
                tally.take("the value itself at Large")
                try requireEqual(scaled, value, "\(style) at \(category)")
            } else {
                tally.take("scaled by the sizes")
                try require(
                    abs(scaled - expected) <= 1e-9 * max(1, abs(expected)),
                    "\(style) at \(category): \(value) scaled to \(scaled), not \(expected)")
            }
            return true
        }
        #expect(!held || tally.untakenBranches == [])
    }
}
