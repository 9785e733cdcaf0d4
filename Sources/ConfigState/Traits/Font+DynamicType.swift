// Apple's Dynamic Type table for iOS and iPadOS, as data.
//
// Source: Human Interface Guidelines › Typography › Specifications › "iOS, iPadOS Dynamic Type
// sizes" and "iOS, iPadOS larger accessibility type sizes"
// https://developer.apple.com/design/human-interface-guidelines/typography#Specifications
// (formerly https://developer.apple.com/design/human-interface-guidelines/ios/visual-design/typography/).
// Transcribed from two stored copies of that page, whose sizes and leadings agree cell for
// cell: one whose latest change is dated 21 June 2023, and one after its 16 December 2025
// revision ("Added emphasized weights to the Dynamic Type style specifications for each
// platform"), which is where the emphasized weights come from.
//
// Cross-check: https://github.com/temoki/UIKit_DynamicType (README) prints
// `UIFont.preferredFont(forTextStyle:).pointSize` for every style and category on the iOS 13.3
// simulator. It agrees with the HIG in 131 of 132 cells; the exception is Caption 2 at AX5,
// where the simulator printed 41 and the HIG says 40. We follow the HIG, which is Apple's
// published specification and the table this library promises (SPEC §5); a single measured
// point on one old release is weaker evidence than a table Apple has republished unchanged.

extension Font.TextStyle {
    /// Size and leading in points, from Apple's table.
    struct Metrics: Hashable, Sendable {
        var pointSize: Double
        var lineHeight: Double
    }

    /// The style's weight at every size (HIG "Weight" column): semibold for Headline,
    /// regular for the rest.
    var standardWeight: Font.Weight {
        self == .headline ? .semibold : .regular
    }

    /// The style's emphasized weight (HIG "Emphasized weight" column, added 16 December 2025):
    /// bold for Large Title, Title 1 and Title 2; semibold for every other style — including
    /// Headline, whose emphasized weight equals its regular one on iOS (macOS lists Heavy).
    var emphasizedWeight: Font.Weight {
        switch self {
        case .largeTitle, .title1, .title2: return .bold
        case .title3, .headline, .body, .callout, .subheadline, .footnote, .caption1, .caption2:
            return .semibold
        }
    }

    /// The size and leading at `category` (``ContentSizeCategory/unspecified`` is Large).
    func metrics(for category: ContentSizeCategory) -> Metrics {
        // Read from the tables laid out flat: a nested array's row is retained and released
        // for each read, and a list measures two fonts for every row it shows.
        Font.metricsTable[category.resolved.rank * Font.styleCount + column]
    }

    /// This style's column in the tables below: the HIG's row order.
    private var column: Int {
        switch self {
        case .largeTitle: return 0
        case .title1: return 1
        case .title2: return 2
        case .title3: return 3
        case .headline: return 4
        case .body: return 5
        case .callout: return 6
        case .subheadline: return 7
        case .footnote: return 8
        case .caption1: return 9
        case .caption2: return 10
        }
    }
}

extension Font {
    // Apple's iOS Dynamic Type table, read across each HIG table: one row per content size
    // category, xSmall to AX5 (the order of `ContentSizeCategory.rank`); one column per style,
    // in the HIG's order — Large Title, Title 1, Title 2, Title 3, Headline, Body, Callout,
    // Subhead, Footnote, Caption 1, Caption 2 (the order of `TextStyle.column`). Source and
    // cross-check at the top of this file.

    /// The number of text styles: the tables' columns.
    static let styleCount = TextStyle.allCases.count

    /// Both tables laid out flat, row after row: the size and leading of column *c* at row
    /// *r* at `r * styleCount + c`.
    static let metricsTable: [TextStyle.Metrics] = zip(
        pointSizeTable.joined(), lineHeightTable.joined()
    ).map { TextStyle.Metrics(pointSize: $0, lineHeight: $1) }

    /// Point sizes (HIG "Size (points)").
    static let pointSizeTable: [[Double]] = [
        [31, 25, 19, 17, 14, 14, 13, 12, 12, 11, 11],  // xSmall
        [32, 26, 20, 18, 15, 15, 14, 13, 12, 11, 11],  // Small
        [33, 27, 21, 19, 16, 16, 15, 14, 12, 11, 11],  // Medium
        [34, 28, 22, 20, 17, 17, 16, 15, 13, 12, 11],  // Large (default)
        [36, 30, 24, 22, 19, 19, 18, 17, 15, 14, 13],  // xLarge
        [38, 32, 26, 24, 21, 21, 20, 19, 17, 16, 15],  // xxLarge
        [40, 34, 28, 26, 23, 23, 22, 21, 19, 18, 17],  // xxxLarge
        [44, 38, 34, 31, 28, 28, 26, 25, 23, 22, 20],  // AX1
        [48, 43, 39, 37, 33, 33, 32, 30, 27, 26, 24],  // AX2
        [52, 48, 44, 43, 40, 40, 38, 36, 33, 32, 29],  // AX3
        [56, 53, 50, 49, 47, 47, 44, 42, 38, 37, 34],  // AX4
        [60, 58, 56, 55, 53, 53, 51, 49, 44, 43, 40],  // AX5 (Caption 2: the simulator said 41)
    ]

    /// Leading, baseline to baseline (HIG "Leading (points)").
    static let lineHeightTable: [[Double]] = [
        [38, 31, 24, 22, 19, 19, 18, 16, 16, 13, 13],  // xSmall
        [39, 32, 25, 23, 20, 20, 19, 18, 16, 13, 13],  // Small
        [40, 33, 26, 24, 21, 21, 20, 19, 16, 13, 13],  // Medium
        [41, 34, 28, 25, 22, 22, 21, 20, 18, 16, 13],  // Large (default)
        [43, 37, 30, 28, 24, 24, 23, 22, 20, 19, 18],  // xLarge
        [46, 39, 32, 30, 26, 26, 25, 24, 22, 21, 20],  // xxLarge
        [48, 41, 34, 32, 29, 29, 28, 28, 24, 23, 22],  // xxxLarge (Subhead 21/28 as published)
        [52, 46, 41, 38, 34, 34, 32, 31, 29, 28, 25],  // AX1
        [57, 51, 47, 44, 40, 40, 39, 37, 33, 32, 30],  // AX2
        [61, 57, 52, 51, 48, 48, 46, 43, 40, 39, 35],  // AX3
        [66, 62, 59, 58, 56, 56, 52, 50, 46, 44, 41],  // AX4
        [70, 68, 66, 65, 62, 62, 60, 58, 52, 51, 48],  // AX5
    ]
}
