/// Scales your own sizes the way a text style scales with Dynamic Type: `UIFontMetrics`
/// without the `UI`.
///
/// A metrics value names a text style; ``scaledValue(for:compatibleWith:)`` multiplies a size
/// you chose for the default category (``ContentSizeCategory/large``) by how much that style
/// grows or shrinks at another category — the ratio of the style's point size there to its
/// point size at Large, from Apple's Dynamic Type table (see ``Font/pointSize(for:)``).
///
/// <!-- snippet: SymbolDocs/DocFontMetrics -->
/// ```swift
/// let metrics = FontMetrics(forTextStyle: .body)
/// print(metrics.scaledValue(for: 44, compatibleWith: .large))
/// // 44 × 53/17: Body's point size at this category over its size at Large.
/// print(metrics.scaledValue(for: 44, compatibleWith: .accessibilityExtraExtraExtraLarge))
///
/// // Prints:
/// // 44.0
/// // 137.1764705882353
/// ```
///
/// UIKit's exact scaling curve is not published; scaling by the table's ratio reproduces the
/// table itself (scaling Body's own 17 gives Body's size at every category) and is what this
/// type promises. The results are not rounded.
public struct FontMetrics: Hashable, Sendable {
    /// The text style whose scaling this applies.
    public let textStyle: Font.TextStyle

    /// Metrics that scale like `textStyle`, as `UIFontMetrics(forTextStyle:)`.
    public init(forTextStyle textStyle: Font.TextStyle) {
        self.textStyle = textStyle
    }

    /// Metrics that scale like Body, as `UIFontMetrics.default`.
    public static let `default` = FontMetrics(forTextStyle: .body)

    /// `value` scaled for `category`, as `UIFontMetrics.scaledValue(for:compatibleWith:)` (which
    /// takes a trait collection; here the content size category is all that matters).
    ///
    /// - Parameters:
    ///   - value: A length chosen for the default category, Large. It may be negative.
    ///   - category: The content size category; ``ContentSizeCategory/unspecified`` is Large.
    /// - Returns: `value` × (the style's size at `category` ÷ its size at Large). A NaN or
    ///   infinite `value` gives 0, and a result too large for a `CGFloat` is limited to the
    ///   largest finite one, so nothing non-finite comes out.
    public func scaledValue(for value: CGFloat, compatibleWith category: ContentSizeCategory)
        -> CGFloat
    {
        guard value.isFinite else { return 0 }
        // At the default category the ratio is 1: the value itself, without the tables (a
        // cell measured at the default size asks this for every image).
        if category.resolved == .large { return value }
        let style = Font.preferredFont(forTextStyle: textStyle)
        let size = style.pointSize(for: category)
        let defaultSize = style.pointSize(for: .large)
        // Multiplying first keeps whole-number sizes exact (17 × 53 / 17 is exactly 53); only
        // when that overflows is the ratio taken first.
        var scaled = value * size / defaultSize
        if !scaled.isFinite { scaled = value * (size / defaultSize) }
        if scaled.isFinite { return scaled }
        return scaled < 0 ? -CGFloat.greatestFiniteMagnitude : CGFloat.greatestFiniteMagnitude
    }
}
