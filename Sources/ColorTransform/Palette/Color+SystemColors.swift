// Static accessors mirroring UIColor's class properties (`UIColor.systemBlue` → `Color.systemBlue`).
// Each is an enum-case wrapper: creating one never allocates.

extension Color {
    /// The system colour `systemRed`, resolved per environment (see ``SystemColor/systemRed``).
    public static var systemRed: Color { Color(.systemRed) }
    /// The system colour `systemOrange`, resolved per environment (see ``SystemColor/systemOrange``).
    public static var systemOrange: Color { Color(.systemOrange) }
    /// The system colour `systemYellow`, resolved per environment (see ``SystemColor/systemYellow``).
    public static var systemYellow: Color { Color(.systemYellow) }
    /// The system colour `systemGreen`, resolved per environment (see ``SystemColor/systemGreen``).
    public static var systemGreen: Color { Color(.systemGreen) }
    /// The system colour `systemMint`, resolved per environment (see ``SystemColor/systemMint``).
    public static var systemMint: Color { Color(.systemMint) }
    /// The system colour `systemTeal`, resolved per environment (see ``SystemColor/systemTeal``).
    public static var systemTeal: Color { Color(.systemTeal) }
    /// The system colour `systemCyan`, resolved per environment (see ``SystemColor/systemCyan``).
    public static var systemCyan: Color { Color(.systemCyan) }
    /// The system colour `systemBlue`, resolved per environment (see ``SystemColor/systemBlue``).
    public static var systemBlue: Color { Color(.systemBlue) }
    /// The system colour `systemIndigo`, resolved per environment (see ``SystemColor/systemIndigo``).
    public static var systemIndigo: Color { Color(.systemIndigo) }
    /// The system colour `systemPurple`, resolved per environment (see ``SystemColor/systemPurple``).
    public static var systemPurple: Color { Color(.systemPurple) }
    /// The system colour `systemPink`, resolved per environment (see ``SystemColor/systemPink``).
    public static var systemPink: Color { Color(.systemPink) }
    /// The system colour `systemBrown`, resolved per environment (see ``SystemColor/systemBrown``).
    public static var systemBrown: Color { Color(.systemBrown) }
    /// The system colour `systemGray`, resolved per environment (see ``SystemColor/systemGray``).
    public static var systemGray: Color { Color(.systemGray) }
    /// The system colour `systemGray2`, resolved per environment (see ``SystemColor/systemGray2``).
    public static var systemGray2: Color { Color(.systemGray2) }
    /// The system colour `systemGray3`, resolved per environment (see ``SystemColor/systemGray3``).
    public static var systemGray3: Color { Color(.systemGray3) }
    /// The system colour `systemGray4`, resolved per environment (see ``SystemColor/systemGray4``).
    public static var systemGray4: Color { Color(.systemGray4) }
    /// The system colour `systemGray5`, resolved per environment (see ``SystemColor/systemGray5``).
    public static var systemGray5: Color { Color(.systemGray5) }
    /// The system colour `systemGray6`, resolved per environment (see ``SystemColor/systemGray6``).
    public static var systemGray6: Color { Color(.systemGray6) }
    /// The system colour `label`, resolved per environment (see ``SystemColor/label``).
    public static var label: Color { Color(.label) }
    /// The system colour `secondaryLabel`, resolved per environment (see ``SystemColor/secondaryLabel``).
    public static var secondaryLabel: Color { Color(.secondaryLabel) }
    /// The system colour `tertiaryLabel`, resolved per environment (see ``SystemColor/tertiaryLabel``).
    public static var tertiaryLabel: Color { Color(.tertiaryLabel) }
    /// The system colour `quaternaryLabel`, resolved per environment (see ``SystemColor/quaternaryLabel``).
    public static var quaternaryLabel: Color { Color(.quaternaryLabel) }
    /// The system colour `placeholderText`, resolved per environment (see ``SystemColor/placeholderText``).
    public static var placeholderText: Color { Color(.placeholderText) }
    /// The system colour `link`, resolved per environment (see ``SystemColor/link``).
    public static var link: Color { Color(.link) }
    /// The system colour `separator`, resolved per environment (see ``SystemColor/separator``).
    public static var separator: Color { Color(.separator) }
    /// The system colour `opaqueSeparator`, resolved per environment (see ``SystemColor/opaqueSeparator``).
    public static var opaqueSeparator: Color { Color(.opaqueSeparator) }
    /// The system colour `systemFill`, resolved per environment (see ``SystemColor/systemFill``).
    public static var systemFill: Color { Color(.systemFill) }
    /// The system colour `secondarySystemFill`, resolved per environment (see ``SystemColor/secondarySystemFill``).
    public static var secondarySystemFill: Color { Color(.secondarySystemFill) }
    /// The system colour `tertiarySystemFill`, resolved per environment (see ``SystemColor/tertiarySystemFill``).
    public static var tertiarySystemFill: Color { Color(.tertiarySystemFill) }
    /// The system colour `quaternarySystemFill`, resolved per environment (see ``SystemColor/quaternarySystemFill``).
    public static var quaternarySystemFill: Color { Color(.quaternarySystemFill) }
    /// The system colour `systemBackground`, resolved per environment (see ``SystemColor/systemBackground``).
    public static var systemBackground: Color { Color(.systemBackground) }
    /// The system colour `secondarySystemBackground`, resolved per environment (see ``SystemColor/secondarySystemBackground``).
    public static var secondarySystemBackground: Color { Color(.secondarySystemBackground) }
    /// The system colour `tertiarySystemBackground`, resolved per environment (see ``SystemColor/tertiarySystemBackground``).
    public static var tertiarySystemBackground: Color { Color(.tertiarySystemBackground) }
    /// The system colour `systemGroupedBackground`, resolved per environment (see ``SystemColor/systemGroupedBackground``).
    public static var systemGroupedBackground: Color { Color(.systemGroupedBackground) }
    /// The system colour `secondarySystemGroupedBackground`, resolved per environment (see ``SystemColor/secondarySystemGroupedBackground``).
    public static var secondarySystemGroupedBackground: Color {
        Color(.secondarySystemGroupedBackground)
    }
    /// The system colour `tertiarySystemGroupedBackground`, resolved per environment (see ``SystemColor/tertiarySystemGroupedBackground``).
    public static var tertiarySystemGroupedBackground: Color {
        Color(.tertiarySystemGroupedBackground)
    }
}
