/// The user's preferred text size: `UIContentSizeCategory` without the `UI`.
///
/// Twelve sizes, from ``extraSmall`` to ``accessibilityExtraExtraExtraLarge``; ``large`` is the
/// system default. The five accessibility sizes are the larger ones offered under
/// Accessibility › Larger Text. ``unspecified`` (UIKit's value for "no preference") resolves
/// like ``large``. Categories compare by size.
public enum ContentSizeCategory: String, Hashable, Sendable, Codable, CaseIterable, Comparable {
    /// No preference; treated as ``large``.
    case unspecified
    /// xSmall.
    case extraSmall
    /// Small.
    case small
    /// Medium.
    case medium
    /// Large, the default.
    case large
    /// xLarge.
    case extraLarge
    /// xxLarge.
    case extraExtraLarge
    /// xxxLarge, the largest non-accessibility size.
    case extraExtraExtraLarge
    /// AX1.
    case accessibilityMedium
    /// AX2.
    case accessibilityLarge
    /// AX3.
    case accessibilityExtraLarge
    /// AX4.
    case accessibilityExtraExtraLarge
    /// AX5, the largest size.
    case accessibilityExtraExtraExtraLarge

    /// The twelve concrete sizes, smallest first (every case but ``unspecified``).
    public static let sizes: [ContentSizeCategory] = allCases.filter { $0 != .unspecified }

    /// Whether this is one of the five accessibility sizes (AX1…AX5), as
    /// `UIContentSizeCategory.isAccessibilityCategory`.
    public var isAccessibilityCategory: Bool {
        // A switch, not `self >= .accessibilityMedium`: every update of a configuration asks
        // (for its state's word), and the comparison resolved and ranked both sides in a call.
        switch self {
        case .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge,
            .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge:
            true
        case .unspecified, .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge,
            .extraExtraExtraLarge:
            false
        }
    }

    /// ``large`` for ``unspecified``, otherwise `self`.
    public var resolved: ContentSizeCategory { self == .unspecified ? .large : self }

    /// Orders by size; ``unspecified`` counts as ``large``.
    public static func < (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool {
        lhs.resolved.rank < rhs.resolved.rank
    }

    var rank: Int {
        switch self {
        case .unspecified, .large: return 3
        case .extraSmall: return 0
        case .small: return 1
        case .medium: return 2
        case .extraLarge: return 4
        case .extraExtraLarge: return 5
        case .extraExtraExtraLarge: return 6
        case .accessibilityMedium: return 7
        case .accessibilityLarge: return 8
        case .accessibilityExtraLarge: return 9
        case .accessibilityExtraExtraLarge: return 10
        case .accessibilityExtraExtraExtraLarge: return 11
        }
    }
}
