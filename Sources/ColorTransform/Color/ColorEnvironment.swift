/// Everything a ``Color`` needs to resolve: appearance, contrast, level, accent and tint.
///
/// `TraitCollection` in ConfigState provides one as `colorEnvironment`; on its own a
/// `ColorEnvironment` is enough to resolve any colour.
///
/// <!-- snippet: SymbolDocs/DocColorEnvironment -->
/// ```swift
/// let environment = ColorEnvironment(colorScheme: .dark, contrast: .high)
/// let resolved = Color.systemRed.resolve(in: environment)
/// print(resolved)
///
/// // Prints:
/// // #FF6961
/// ```
public struct ColorEnvironment: Hashable, Sendable, Codable {
    /// Light or dark appearance (`UIUserInterfaceStyle`).
    public enum ColorScheme: String, Hashable, Sendable, Codable, CaseIterable {
        /// The light appearance.
        case light
        /// The dark appearance.
        case dark
    }

    /// Normal or increased contrast (`UIAccessibilityContrast`).
    public enum Contrast: String, Hashable, Sendable, Codable, CaseIterable {
        /// The default contrast.
        case normal
        /// The Increase Contrast accessibility setting.
        case high
    }

    /// Base or elevated level (`UIUserInterfaceLevel`); elevated content such as sheets and
    /// popovers uses lighter dark-mode backgrounds.
    public enum Level: String, Hashable, Sendable, Codable, CaseIterable {
        /// The base level of a window.
        case base
        /// Content presented above the base level.
        case elevated
    }

    /// Light or dark appearance. Defaults to ``ColorScheme/light``.
    public var colorScheme: ColorScheme
    /// Normal or high contrast. Defaults to ``Contrast/normal``.
    public var contrast: Contrast
    /// Base or elevated level. Defaults to ``Level/base``.
    public var level: Level
    /// The system accent colour, or `nil` for "multicolour" (each control keeps its own
    /// colour). Read by ``ConfigurationColorTransformer/preferredTint``. Defaults to `nil`.
    public var accentColor: Color?
    /// The tint colour that `Color.tintColor`, `nil` background colours and untinted images
    /// resolve to. Defaults to ``Color/systemBlue``, UIKit's default tint.
    public var tintColor: Color

    private enum CodingKeys: String, CodingKey, CaseIterable {
        case colorScheme, contrast, level, accentColor, tintColor
    }

    /// Creates an environment; every argument has UIKit's default.
    public init(
        colorScheme: ColorScheme = .light, contrast: Contrast = .normal, level: Level = .base,
        accentColor: Color? = nil, tintColor: Color = .systemBlue
    ) {
        self.colorScheme = colorScheme
        self.contrast = contrast
        self.level = level
        self.accentColor = accentColor
        self.tintColor = tintColor
    }

    /// The four appearance combinations an audit covers: light and dark, each at normal and
    /// high contrast, base level, default tint.
    public static let standardAppearances: [ColorEnvironment] = [
        ColorEnvironment(colorScheme: .light, contrast: .normal),
        ColorEnvironment(colorScheme: .dark, contrast: .normal),
        ColorEnvironment(colorScheme: .light, contrast: .high),
        ColorEnvironment(colorScheme: .dark, contrast: .high),
    ]

    /// The tint colour resolved in this environment, guarding against a tint defined in terms
    /// of itself.
    func resolvedTint() -> Color.Resolved {
        switch tintColor.storage {
        case .fixed(let resolved): return resolved
        case .system(let systemColor): return systemColor.resolve(in: self)
        case .tint: return SystemColor.systemBlue.resolve(in: self)
        case .dynamic, .transformed:
            var inner = self
            inner.tintColor = .systemBlue
            return tintColor.resolve(in: inner)
        }
    }
}

extension ColorEnvironment {
    /// Decodes the object encoding writes: `colorScheme`, `contrast`, `level` and `tintColor`
    /// are required, `accentColor` optional; a key that names none of them is a
    /// `DecodingError.dataCorrupted` that names it.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.checkedContainer(
            keyedBy: CodingKeys.self, what: "a colour environment")
        self.init(
            colorScheme: try container.decode(ColorScheme.self, forKey: .colorScheme),
            contrast: try container.decode(Contrast.self, forKey: .contrast),
            level: try container.decode(Level.self, forKey: .level),
            accentColor: try container.decodeIfPresent(Color.self, forKey: .accentColor),
            tintColor: try container.decode(Color.self, forKey: .tintColor))
    }
}

extension ColorEnvironment: CustomStringConvertible {
    /// A short summary such as `dark, high contrast, elevated, tint systemBlue`.
    ///
    /// - Complexity: O(*n*), where *n* is the size of the accent and tint colours' descriptions
    ///   (see ``Color``).
    public var description: String {
        var parts = [colorScheme.rawValue]
        if contrast == .high { parts.append("high contrast") }
        if level == .elevated { parts.append("elevated") }
        if let accentColor { parts.append("accent \(accentColor)") }
        if tintColor != .systemBlue { parts.append("tint \(tintColor)") }
        return parts.joined(separator: ", ")
    }
}
