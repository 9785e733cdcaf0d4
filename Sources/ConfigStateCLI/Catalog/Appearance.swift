import ConfigState

/// One of the four colour appearances the gallery and the audit cover: light or dark, at
/// normal or high contrast (base level, the default tint).
struct Appearance: Sendable, Hashable {
    /// The machine name: `light`, `dark`, `highContrastLight`, `highContrastDark`.
    var name: String
    /// The column heading: `light`, `dark`, `HC light`, `HC dark`.
    var label: String
    /// The appearance.
    var style: UserInterfaceStyle
    /// The contrast.
    var contrast: AccessibilityContrast

    /// Traits with this appearance in `environment`; everything else at its default.
    func traits(in environment: ListEnvironment) -> TraitCollection {
        TraitCollection(
            userInterfaceStyle: style, accessibilityContrast: contrast,
            listEnvironment: environment)
    }

    /// The `--traits` words that select this appearance for `configstate resolve`.
    var traitWords: [String] {
        (style == .dark ? ["dark"] : []) + (contrast == .high ? ["highContrast"] : [])
    }

    /// Light, dark, high-contrast light, high-contrast dark — the walk test's order.
    static let all: [Appearance] = [
        Appearance(name: "light", label: "light", style: .light, contrast: .normal),
        Appearance(name: "dark", label: "dark", style: .dark, contrast: .normal),
        Appearance(
            name: "highContrastLight", label: "HC light", style: .light, contrast: .high),
        Appearance(name: "highContrastDark", label: "HC dark", style: .dark, contrast: .high),
    ]
}
