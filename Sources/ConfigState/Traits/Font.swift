/// A description of a font: a Dynamic Type text style, or the system font at a fixed size.
///
/// `UIFont` without the `UI`, as a value. A text-style font (``preferredFont(forTextStyle:)``,
/// or the shorthands ``body``, ``headline``, …) scales with the user's
/// ``ContentSizeCategory`` following Apple's published Dynamic Type table (see
/// `Font+DynamicType.swift`); a fixed-size font (``systemFont(ofSize:weight:)``) does not.
/// Nothing is measured until you ask: ``pointSize(for:)``, ``lineHeight(for:)`` and
/// ``resolved(for:)`` take the category, so one `Font` serves every trait collection.
///
/// <!-- snippet: SymbolDocs/DocFont -->
/// ```swift
/// let title = Font.title3.emphasized()
/// print(title.pointSize(for: .large))
/// print(title.pointSize(for: .accessibilityExtraLarge))
/// print(title.weight)
/// print(Font.systemFont(ofSize: 14, weight: .medium).pointSize(for: .extraSmall))
///
/// // Prints:
/// // 20.0
/// // 43.0
/// // semibold
/// // 14.0
/// ```
///
/// A text-style font has one of three weights: the style's own (``TextStyle`` default:
/// semibold for ``TextStyle/headline``, regular otherwise), its *emphasized* weight
/// (``emphasized()``, what UIKit gives for the `.traitBold` symbolic trait), or one you set
/// with ``withWeight(_:)``. Setting the style's own weight gives back the plain style, so
/// `Font.body.withWeight(.regular) == Font.body`.
public struct Font: Hashable, Sendable {
    /// The Dynamic Type text styles of iOS and iPadOS, as `UIFont.TextStyle`.
    ///
    /// Raw values are UIKit's Swift names. The visionOS-only `extraLargeTitle` and
    /// `extraLargeTitle2` are not included: Apple's iOS Dynamic Type table has no sizes for them.
    public enum TextStyle: String, Hashable, Sendable, CaseIterable {
        /// Large Title: 34 pt regular at the default size.
        case largeTitle
        /// Title 1: 28 pt regular at the default size.
        case title1
        /// Title 2: 22 pt regular at the default size.
        case title2
        /// Title 3: 20 pt regular at the default size.
        case title3
        /// Headline: 17 pt semibold at the default size.
        case headline
        /// Body: 17 pt regular at the default size.
        case body
        /// Callout: 16 pt regular at the default size.
        case callout
        /// Subheadline (the HIG's "Subhead"): 15 pt regular at the default size.
        case subheadline
        /// Footnote: 13 pt regular at the default size.
        case footnote
        /// Caption 1: 12 pt regular at the default size.
        case caption1
        /// Caption 2: 11 pt regular at the default size.
        case caption2
    }

    /// The standard font weights, as `UIFont.Weight`, lightest first.
    ///
    /// Raw values are UIKit's Swift names; ``value`` is UIKit's numeric weight.
    public enum Weight: String, Hashable, Sendable, CaseIterable {
        /// Ultralight (UIKit −0.8).
        case ultraLight
        /// Thin (UIKit −0.6).
        case thin
        /// Light (UIKit −0.4).
        case light
        /// Regular (UIKit 0).
        case regular
        /// Medium (UIKit 0.23).
        case medium
        /// Semibold (UIKit 0.3).
        case semibold
        /// Bold (UIKit 0.4).
        case bold
        /// Heavy (UIKit 0.56).
        case heavy
        /// Black (UIKit 0.62).
        case black

        /// UIKit's numeric weight, `UIFont.Weight.rawValue`: −1…1, where 0 is regular.
        ///
        /// Apple documents the scale (−1…1, 0 regular, ultraLight about −0.8, black about 0.62)
        /// under `UIFontDescriptor.TraitKey.weight`
        /// (https://developer.apple.com/documentation/uikit/uifontdescriptor/traitkey/weight)
        /// but not each constant. The values here are the constants as the runtime prints them
        /// (`NSFontWeightMedium` is `0.23000000417232513`, a `Float` widened to `Double`;
        /// quoted in "What are the ranges for each font weight in Cocoa?",
        /// https://codepudding.com/database/629366.html), written as the decimals they round.
        public var value: CGFloat {
            switch self {
            case .ultraLight: return -0.8
            case .thin: return -0.6
            case .light: return -0.4
            case .regular: return 0
            case .medium: return 0.23
            case .semibold: return 0.3
            case .bold: return 0.4
            case .heavy: return 0.56
            case .black: return 0.62
            }
        }
    }

    /// How a text-style font picks its weight.
    enum StyleWeight: Hashable, Sendable {
        /// The style's own weight.
        case standard
        /// The style's emphasized weight (UIKit's `.traitBold`).
        case emphasized
        /// A weight the caller chose; never the style's own weight (that is `standard`).
        case explicit(Weight)
    }

    enum Kind: Hashable, Sendable {
        case textStyle(TextStyle, StyleWeight)
        /// `size` is always finite and within `pointSizeLimits`.
        case system(size: Double, weight: Weight)
    }

    var kind: Kind

    /// The sizes a fixed-size font may have: 0 to 1 000 points.
    static let pointSizeLimits: ClosedRange<Double> = 0...1000

    /// The size a NaN request becomes: 17 points, the iOS default text size (the HIG's
    /// "Default size" for iOS and iPadOS, https://developer.apple.com/design/human-interface-guidelines/typography).
    static let defaultPointSize: Double = 17

    // MARK: Creating fonts

    /// The font for a text style, scaling with the content size category, as
    /// `UIFont.preferredFont(forTextStyle:)`.
    ///
    /// - Parameter style: The text style.
    /// - Returns: A font that resolves to the style's size at each category, in the style's
    ///   own weight.
    public static func preferredFont(forTextStyle style: TextStyle) -> Font {
        Font(kind: .textStyle(style, .standard))
    }

    /// The system font at a fixed size, as `UIFont.systemFont(ofSize:weight:)`.
    ///
    /// A fixed-size font does not scale with the content size category. Bad sizes are clamped,
    /// never trapped and never passed on: a negative size (or −∞) becomes 0, a size above
    /// 1 000 points (or +∞) becomes 1 000, and NaN becomes 17, the iOS default text size.
    ///
    /// - Parameters:
    ///   - fontSize: The size in points.
    ///   - weight: The weight; regular unless given.
    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight = .regular) -> Font {
        Font(kind: .system(size: clampedPointSize(fontSize), weight: weight))
    }

    /// The bold system font at a fixed size, as `UIFont.boldSystemFont(ofSize:)`.
    ///
    /// The same as `systemFont(ofSize: fontSize, weight: .bold)`, with the same clamping.
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> Font {
        systemFont(ofSize: fontSize, weight: .bold)
    }

    /// The Large Title text style.
    public static let largeTitle = preferredFont(forTextStyle: .largeTitle)
    /// The Title 1 text style.
    public static let title1 = preferredFont(forTextStyle: .title1)
    /// The Title 2 text style.
    public static let title2 = preferredFont(forTextStyle: .title2)
    /// The Title 3 text style.
    public static let title3 = preferredFont(forTextStyle: .title3)
    /// The Headline text style (semibold).
    public static let headline = preferredFont(forTextStyle: .headline)
    /// The Body text style.
    public static let body = preferredFont(forTextStyle: .body)
    /// The Callout text style.
    public static let callout = preferredFont(forTextStyle: .callout)
    /// The Subheadline text style.
    public static let subheadline = preferredFont(forTextStyle: .subheadline)
    /// The Footnote text style.
    public static let footnote = preferredFont(forTextStyle: .footnote)
    /// The Caption 1 text style.
    public static let caption1 = preferredFont(forTextStyle: .caption1)
    /// The Caption 2 text style.
    public static let caption2 = preferredFont(forTextStyle: .caption2)

    // MARK: Inspecting

    /// The text style, or `nil` for a fixed-size font.
    public var textStyle: TextStyle? {
        switch kind {
        case .textStyle(let style, _): return style
        case .system: return nil
        }
    }

    /// The weight the font renders in.
    ///
    /// For a text style: the weight set with ``withWeight(_:)``, else the style's emphasized
    /// weight when ``isEmphasized``, else the style's own weight.
    public var weight: Weight {
        switch kind {
        case .textStyle(let style, .standard): return style.standardWeight
        case .textStyle(let style, .emphasized): return style.emphasizedWeight
        case .textStyle(_, .explicit(let weight)): return weight
        case .system(_, let weight): return weight
        }
    }

    /// Whether this is a text style's emphasized variant (see ``emphasized()``).
    ///
    /// Always `false` for a fixed-size font.
    public var isEmphasized: Bool {
        if case .textStyle(_, .emphasized) = kind { return true }
        return false
    }

    // MARK: Deriving fonts

    /// The emphasized variant of this text style: what UIKit gives when you add the
    /// `.traitBold` symbolic trait to a preferred font.
    ///
    /// The emphasized weight comes from Apple's table (bold for Large Title and Titles 1–2,
    /// semibold for the rest — so emphasized Headline stays semibold); it replaces any weight
    /// set with ``withWeight(_:)``. The size does not change.
    ///
    /// A fixed-size font is returned unchanged: it already names its weight, and Apple
    /// publishes no emphasized weight for it. Use ``withWeight(_:)`` or
    /// ``boldSystemFont(ofSize:)`` instead.
    public func emphasized() -> Font {
        switch kind {
        case .textStyle(let style, _): return Font(kind: .textStyle(style, .emphasized))
        case .system: return self
        }
    }

    /// This font in another weight, keeping its text style or size.
    ///
    /// On a text style the weight replaces the emphasized variant; asking for the style's
    /// own weight gives back the plain style (`Font.headline.withWeight(.semibold)` is
    /// `Font.headline`).
    public func withWeight(_ weight: Weight) -> Font {
        switch kind {
        case .textStyle(let style, _):
            let choice: StyleWeight = weight == style.standardWeight ? .standard : .explicit(weight)
            return Font(kind: .textStyle(style, choice))
        case .system(let size, _):
            return Font(kind: .system(size: size, weight: weight))
        }
    }

    /// The system font at a fixed size in this font's ``weight``, as `UIFont.withSize(_:)`.
    ///
    /// The result no longer scales with the content size category, even when this font is a
    /// text style. The size is clamped as in ``systemFont(ofSize:weight:)``.
    public func withSize(_ fontSize: CGFloat) -> Font {
        Font.systemFont(ofSize: fontSize, weight: weight)
    }

    // MARK: Resolving

    /// The point size at a content size category.
    ///
    /// A text style follows Apple's Dynamic Type table (``ContentSizeCategory/unspecified``
    /// counts as ``ContentSizeCategory/large``); a fixed-size font has its size everywhere.
    public func pointSize(for category: ContentSizeCategory) -> CGFloat {
        switch kind {
        case .textStyle(let style, _): return style.metrics(for: category).pointSize
        case .system(let size, _): return size
        }
    }

    /// The line height (leading: baseline to baseline) Apple's Dynamic Type table gives for
    /// this text style at a content size category, or `nil` for a fixed-size font.
    ///
    /// This is the HIG's "Leading (points)" column — 22 for Body at the default size — not
    /// `UIFont.lineHeight`, which UIKit measures from the typeface's own ascender, descender
    /// and line gap, and which a font description without a typeface cannot know. Apple
    /// publishes no leading for fixed sizes, so none is invented.
    public func lineHeight(for category: ContentSizeCategory) -> CGFloat? {
        switch kind {
        case .textStyle(let style, _): return style.metrics(for: category).lineHeight
        case .system: return nil
        }
    }

    /// What this font renders as at a content size category.
    public func resolved(for category: ContentSizeCategory) -> Resolved {
        // Renders keep their figures in `Double`, like every other render number. The text
        // style's row is read once for both figures.
        switch kind {
        case .textStyle(let style, _):
            let metrics = style.metrics(for: category)
            return Resolved(
                pointSize: metrics.pointSize, weight: weight, textStyle: style,
                lineHeight: Double(metrics.lineHeight))
        case .system(let size, let weight):
            return Resolved(pointSize: size, weight: weight, textStyle: nil, lineHeight: nil)
        }
    }

    /// A font resolved for one content size category: the figures a render shows.
    ///
    /// Made by ``Font/resolved(for:)``. Two resolved fonts are equal when every figure is,
    /// the text style included: a render says where its size came from, so Body at Large and
    /// a fixed 17-point regular font resolve differently.
    public struct Resolved: Hashable, Sendable {
        /// The size in points, finite and within 0…1 000.
        public let pointSize: Double
        /// The weight.
        public let weight: Weight
        /// The text style the size came from, or `nil` for a fixed-size font.
        public let textStyle: TextStyle?
        /// The text style's leading at this category, or `nil` for a fixed-size font (see
        /// ``Font/lineHeight(for:)``).
        public let lineHeight: Double?
    }

    // MARK: Helpers

    /// `size` made safe: NaN → 17, then limited to 0…1 000 (−0 becomes +0).
    static func clampedPointSize(_ size: Double) -> Double {
        if size.isNaN { return defaultPointSize }
        if !(size > pointSizeLimits.lowerBound) { return pointSizeLimits.lowerBound }
        return Swift.min(size, pointSizeLimits.upperBound)
    }
}
