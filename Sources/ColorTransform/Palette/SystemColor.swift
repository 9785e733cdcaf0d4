/// Apple's named system colours, every one with its light, dark, high-contrast and elevated
/// variants.
///
/// The values are the iOS 15–18 ones, as collected in the project's reference notes
/// (`reference/uikit-configuration-api.md` §8): Flutter's `CupertinoColors`
/// (flutter/flutter `packages/flutter/lib/src/cupertino/colors.dart`), which reproduces
/// Apple's Human Interface Guidelines tables, cross-checked against decompiled UIKit dynamic
/// colour blocks for `systemBackground` and `tertiarySystemFill`. Alpha values are Flutter's
/// 8-bit alphas (for example 153/255 ≈ 0.60 for `secondaryLabel`). `SystemColor+Values.swift`
/// holds the table.
///
/// Use them through ``Color``: `Color.systemBlue`, `Color(.systemBlue)`.
public enum SystemColor: String, Hashable, Sendable, Codable, CaseIterable {
    /// Red; destructive actions.
    case systemRed
    /// Orange.
    case systemOrange
    /// Yellow.
    case systemYellow
    /// Green.
    case systemGreen
    /// Mint (iOS 15).
    case systemMint
    /// Teal (iOS 15 values).
    case systemTeal
    /// Cyan (iOS 15).
    case systemCyan
    /// Blue; UIKit's default tint.
    case systemBlue
    /// Indigo.
    case systemIndigo
    /// Purple.
    case systemPurple
    /// Pink.
    case systemPink
    /// Brown.
    case systemBrown
    /// Links.
    case link
    /// The base gray.
    case systemGray
    /// Second-level gray.
    case systemGray2
    /// Third-level gray.
    case systemGray3
    /// Fourth-level gray; UIKit's selected list-cell background.
    case systemGray4
    /// Fifth-level gray.
    case systemGray5
    /// Sixth-level gray, the lightest in light mode.
    case systemGray6
    /// Primary text.
    case label
    /// Secondary text.
    case secondaryLabel
    /// Tertiary text; UIKit's disabled text.
    case tertiaryLabel
    /// Quaternary text; UIKit's disabled sidebar text.
    case quaternaryLabel
    /// Placeholder text in controls.
    case placeholderText
    /// Thin separators that let content show through.
    case separator
    /// Opaque separators.
    case opaqueSeparator
    /// Fill for thin and small shapes.
    case systemFill
    /// Fill for medium-size shapes.
    case secondarySystemFill
    /// Fill for large shapes.
    case tertiarySystemFill
    /// Fill for large areas containing complex content.
    case quaternarySystemFill
    /// The main background of plain views.
    case systemBackground
    /// Content layered on the main background.
    case secondarySystemBackground
    /// Content layered on secondary backgrounds.
    case tertiarySystemBackground
    /// The main background of grouped views.
    case systemGroupedBackground
    /// Content layered on the grouped background (grouped cells).
    case secondarySystemGroupedBackground
    /// Content layered on secondary grouped backgrounds.
    case tertiarySystemGroupedBackground

    /// How the palette groups a colour.
    public enum Category: String, Hashable, Sendable, CaseIterable {
        /// Hued colours: red … brown, and link.
        case accent
        /// systemGray … systemGray6.
        case gray
        /// label … placeholderText.
        case label
        /// separator and opaqueSeparator.
        case separator
        /// systemFill … quaternarySystemFill.
        case fill
        /// The six background colours.
        case background
    }

    /// The colour's group in the palette.
    public var category: Category {
        switch self {
        case .systemRed, .systemOrange, .systemYellow, .systemGreen, .systemMint, .systemTeal,
            .systemCyan, .systemBlue, .systemIndigo, .systemPurple, .systemPink, .systemBrown,
            .link:
            return .accent
        case .systemGray, .systemGray2, .systemGray3, .systemGray4, .systemGray5, .systemGray6:
            return .gray
        case .label, .secondaryLabel, .tertiaryLabel, .quaternaryLabel, .placeholderText:
            return .label
        case .separator, .opaqueSeparator:
            return .separator
        case .systemFill, .secondarySystemFill, .tertiarySystemFill, .quaternarySystemFill:
            return .fill
        case .systemBackground, .secondarySystemBackground, .tertiarySystemBackground,
            .systemGroupedBackground, .secondarySystemGroupedBackground,
            .tertiarySystemGroupedBackground:
            return .background
        }
    }

    /// The colour's values in `environment`.
    ///
    /// Light mode ignores the level (Apple defines no elevated light variants); dark mode picks
    /// the elevated variant at ``ColorEnvironment/Level/elevated``.
    public func resolve(in environment: ColorEnvironment) -> Color.Resolved {
        let entry = self.entry
        let packed: UInt32
        switch (environment.colorScheme, environment.contrast, environment.level) {
        case (.light, .normal, _): packed = entry.light
        case (.light, .high, _): packed = entry.highContrastLight
        case (.dark, .normal, .base): packed = entry.dark
        case (.dark, .high, .base): packed = entry.highContrastDark
        case (.dark, .normal, .elevated): packed = entry.elevatedDark
        case (.dark, .high, .elevated): packed = entry.highContrastElevatedDark
        }
        return Color.Resolved(
            red8: UInt8(truncatingIfNeeded: packed >> 24),
            green8: UInt8(truncatingIfNeeded: packed >> 16),
            blue8: UInt8(truncatingIfNeeded: packed >> 8),
            alpha8: UInt8(truncatingIfNeeded: packed))
    }
}

/// One palette row: six variants packed as 0xRRGGBBAA.
struct PaletteEntry: Sendable {
    var light: UInt32
    var dark: UInt32
    var highContrastLight: UInt32
    var highContrastDark: UInt32
    var elevatedDark: UInt32
    var highContrastElevatedDark: UInt32
}
