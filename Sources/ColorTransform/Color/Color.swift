/// A description of a colour that resolves to concrete values in a ``ColorEnvironment``.
///
/// `Color` stands in for `UIColor`. Like SwiftUI's `Color`, it is a value that *describes* a
/// colour — a fixed RGBA value, one of Apple's named system colours, a dynamic colour with
/// variants for light/dark, normal/high contrast and base/elevated levels, the environment's
/// tint colour, or another colour with a ``ConfigurationColorTransformer`` applied — and
/// ``resolve(in:)`` turns it into a ``Resolved`` value for one environment.
///
/// <!-- snippet: SymbolDocs/DocColor -->
/// ```swift
/// let label = Color.secondaryLabel
/// let dark = ColorEnvironment(colorScheme: .dark)
/// print(label.resolve(in: dark))
/// print(Color.systemBlue)
/// print(Color(red: 1, green: 0, blue: 0))
///
/// // Prints:
/// // #EBEBF599
/// // systemBlue
/// // #FF0000
/// ```
///
/// Equality compares descriptions, not appearances: `Color.systemBlue` is not equal to
/// `Color(red8: 0, green8: 122, blue8: 255)` even though their light variants resolve alike.
///
/// Comparing, hashing, printing and encoding a colour take time proportional to the size of its
/// description: the colours and transformer steps it is made of, nested ones included. Values
/// that hold colours inherit these costs. A colour nests at most ``maximumNestingDepth`` levels
/// and holds at most ``maximumNestedColorCount`` colours, however it is built (see there).
public struct Color: Hashable, Sendable {
    enum Storage: Hashable, Sendable {
        case fixed(Resolved)
        case system(SystemColor)
        case tint
        indirect case dynamic(Variants)
        indirect case transformed(Color, ConfigurationColorTransformer)
    }

    let storage: Storage

    /// A colour with `storage`, kept within ``maximumNestingDepth`` and
    /// ``maximumNestedColorCount`` as they document.
    init(storage: Storage) { self = Color.limited(storage) }

    /// A colour with `storage` as it is: for storage known to keep within the limits.
    init(uncheckedStorage storage: Storage) { self.storage = storage }

    /// Creates a fixed colour from gamma-encoded, extended-range sRGB components.
    ///
    /// Components are clamped as ``Resolved`` documents (NaN becomes 0, components are limited
    /// to −1…2 and alpha to 0…1).
    ///
    /// - Parameters:
    ///   - red: The red component.
    ///   - green: The green component.
    ///   - blue: The blue component.
    ///   - alpha: The opacity. Defaults to 1.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.init(storage: .fixed(Resolved(red: red, green: green, blue: blue, alpha: alpha)))
    }

    /// Creates a fixed colour from 8-bit channels (0…255).
    public init(red8 red: UInt8, green8 green: UInt8, blue8 blue: UInt8, alpha8 alpha: UInt8 = 255)
    {
        self.init(Resolved(red8: red, green8: green, blue8: blue, alpha8: alpha))
    }

    /// Creates a fixed gray, as `UIColor(white:alpha:)` does.
    ///
    /// - Parameters:
    ///   - white: 0 is black, 1 is white.
    ///   - alpha: The opacity. Defaults to 1.
    public init(white: Double, alpha: Double = 1) {
        self.init(Resolved(white: white, alpha: alpha))
    }

    /// Creates a fixed colour that always resolves to `resolved`.
    public init(_ resolved: Resolved) {
        // A fixed colour has no parts: always within the nesting limits.
        self.init(uncheckedStorage: .fixed(resolved))
    }

    /// Creates one of Apple's named system colours.
    public init(_ systemColor: SystemColor) {
        // A named colour has no parts: always within the nesting limits.
        self.init(uncheckedStorage: .system(systemColor))
    }

    /// Creates a dynamic colour that picks one of its variants for each environment.
    public init(variants: Variants) {
        self.init(storage: .dynamic(variants))
    }

    /// Creates a dynamic colour from per-appearance variants; missing variants fall back as
    /// ``Variants`` describes.
    ///
    /// <!-- snippet: SymbolDocs/DocColorInitLight -->
    /// ```swift
    /// let surface = Color(light: .white, dark: Color(white: 0.1))
    /// ```
    public init(
        light: Color, dark: Color? = nil, highContrastLight: Color? = nil,
        highContrastDark: Color? = nil, elevatedLight: Color? = nil, elevatedDark: Color? = nil,
        highContrastElevatedLight: Color? = nil, highContrastElevatedDark: Color? = nil
    ) {
        self.init(
            variants: Variants(
                light: light, dark: dark, highContrastLight: highContrastLight,
                highContrastDark: highContrastDark, elevatedLight: elevatedLight,
                elevatedDark: elevatedDark, highContrastElevatedLight: highContrastElevatedLight,
                highContrastElevatedDark: highContrastElevatedDark))
    }

    /// The environment's tint colour, like `UIColor.tintColor`.
    ///
    /// Resolves to ``ColorEnvironment/tintColor``. A tint colour that refers to itself
    /// resolves to ``systemBlue``, UIKit's default tint.
    public static var tintColor: Color { Color(storage: .tint) }

    /// Resolves the description to concrete RGBA values for `environment`.
    ///
    /// - Parameter environment: The appearance, contrast, level, accent and tint to resolve in.
    /// - Returns: Gamma-encoded sRGB values.
    /// - Complexity: O(1) for fixed and system colours. Otherwise O(*n*), where *n* counts what
    ///   resolution visits: the chosen variant of each dynamic colour, each transformer step and
    ///   the colours the steps refer to, and the environment's tint or accent colour where one is
    ///   used; plus the cost of any closure steps.
    public func resolve(in environment: ColorEnvironment) -> Resolved {
        switch storage {
        case .fixed(let resolved):
            return resolved
        case .system(let systemColor):
            return systemColor.resolve(in: environment)
        case .tint:
            return environment.resolvedTint()
        case .dynamic(let variants):
            return variants.color(for: environment).resolve(in: environment)
        case .transformed(let base, let transformer):
            return transformer.apply(to: base.resolve(in: environment), in: environment)
        }
    }

    /// The same colour with its alpha replaced by `alpha`, like
    /// `UIColor.withAlphaComponent(_:)`.
    ///
    /// A fixed colour changes at once; any other description keeps resolving per environment
    /// with the alpha set afterwards.
    ///
    /// - Parameter alpha: The new opacity, clamped to 0…1 (NaN becomes 0).
    /// - Complexity: O(1), except for a transformed colour: O(*s*), where *s* is the number of
    ///   steps of its transformer, which are copied with the alpha step appended.
    public func withAlphaComponent(_ alpha: Double) -> Color {
        if case .fixed(let resolved) = storage {
            return Color(resolved.withAlphaComponent(alpha))
        }
        return ConfigurationColorTransformer.settingAlpha(to: alpha)(self)
    }

    /// The named system colour this colour is, if it is one.
    public var systemColor: SystemColor? {
        if case .system(let name) = storage { return name }
        return nil
    }

    /// Whether this colour resolves to the same values in every environment.
    public var isFixed: Bool {
        if case .fixed = storage { return true }
        return false
    }
}

// MARK: - UIKit's fixed colours

extension Color {
    /// Opaque black, `UIColor.black`.
    public static let black = Color(red: 0, green: 0, blue: 0)
    /// Opaque white, `UIColor.white`.
    public static let white = Color(red: 1, green: 1, blue: 1)
    /// Fully transparent, `UIColor.clear`.
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
    // The remaining fixed colours use the component values UIColor's documentation lists.
    /// `UIColor.red`: (1, 0, 0).
    public static let red = Color(red: 1, green: 0, blue: 0)
    /// `UIColor.green`: (0, 1, 0).
    public static let green = Color(red: 0, green: 1, blue: 0)
    /// `UIColor.blue`: (0, 0, 1).
    public static let blue = Color(red: 0, green: 0, blue: 1)
    /// `UIColor.cyan`: (0, 1, 1).
    public static let cyan = Color(red: 0, green: 1, blue: 1)
    /// `UIColor.yellow`: (1, 1, 0).
    public static let yellow = Color(red: 1, green: 1, blue: 0)
    /// `UIColor.magenta`: (1, 0, 1).
    public static let magenta = Color(red: 1, green: 0, blue: 1)
    /// `UIColor.orange`: (1, 0.5, 0).
    public static let orange = Color(red: 1, green: 0.5, blue: 0)
    /// `UIColor.purple`: (0.5, 0, 0.5).
    public static let purple = Color(red: 0.5, green: 0, blue: 0.5)
    /// `UIColor.brown`: (0.6, 0.4, 0.2).
    public static let brown = Color(red: 0.6, green: 0.4, blue: 0.2)
    /// `UIColor.gray`: white 0.5.
    public static let gray = Color(white: 0.5)
    /// `UIColor.lightGray`: white 2/3.
    public static let lightGray = Color(white: 2.0 / 3.0)
    /// `UIColor.darkGray`: white 1/3.
    public static let darkGray = Color(white: 1.0 / 3.0)
}
