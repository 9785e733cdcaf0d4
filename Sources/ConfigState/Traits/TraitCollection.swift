/// The environment a view is shown in: `UITraitCollection` without the `UI`.
///
/// A value type. `init()` gives the defaults of an iPhone in portrait: light appearance,
/// normal contrast, base level, phone idiom, the ``ContentSizeCategory/large`` text size,
/// left-to-right, compact width and regular height, regular legibility weight, display
/// scale 3, no list environment, no accent colour and the system blue tint.
///
/// <!-- snippet: SymbolDocs/DocTraitCollection -->
/// ```swift
/// var traits = TraitCollection()
/// traits.userInterfaceStyle = .dark
/// traits.listEnvironment = .sidebar
/// let label = Color.label.resolve(in: traits.colorEnvironment)
/// print(label)
///
/// // Prints:
/// // #FFFFFF
/// ```
///
/// The traits live in one shared, immutable box: copying a trait collection (or a
/// configuration state holding one) retains it instead of copying every field, which keeps
/// ``CellConfigurationState`` at 18 bytes. Setting a property makes a new box and hashes the
/// traits again.
public struct TraitCollection: Hashable, Sendable {
    /// Every trait, as a value: what the box holds and what a setter changes. The defaults are
    /// `init()`'s, which the public initializer's default arguments repeat.
    ///
    /// The synthesized `Encodable` conformance is the trait collection's JSON: every trait
    /// under its property name, in this order, and `accentColor` only when set.
    struct Fields: Hashable, Sendable, Encodable {
        var userInterfaceStyle: UserInterfaceStyle = .light
        var accessibilityContrast: AccessibilityContrast = .normal
        var userInterfaceLevel: UserInterfaceLevel = .base
        var userInterfaceIdiom: UserInterfaceIdiom = .phone
        var preferredContentSizeCategory: ContentSizeCategory = .large
        var layoutDirection: LayoutDirection = .leftToRight
        var horizontalSizeClass: UserInterfaceSizeClass = .compact
        var verticalSizeClass: UserInterfaceSizeClass = .regular
        var legibilityWeight: LegibilityWeight = .regular
        var displayScale: Double = 3
        var listEnvironment: ListEnvironment = .none
        var accentColor: Color? = nil
        var tintColor: Color = .systemBlue
    }

    /// The traits, immutable, with what is derived from them: the colour environment and the
    /// hash, computed once. Equality compares the cached hashes first.
    final class Storage: Sendable {
        let fields: Fields
        let colorEnvironment: ColorEnvironment
        let hash: Int

        init(_ fields: Fields) {
            var fields = fields
            fields.displayScale = TraitCollection.clampedScale(fields.displayScale)
            self.fields = fields
            colorEnvironment = ColorEnvironment(
                colorScheme: fields.userInterfaceStyle == .dark ? .dark : .light,
                contrast: fields.accessibilityContrast == .high ? .high : .normal,
                level: fields.userInterfaceLevel == .elevated ? .elevated : .base,
                accentColor: fields.accentColor, tintColor: fields.tintColor)
            hash = fields.hashValue
        }

        func isEqual(to other: Storage) -> Bool {
            self === other || (hash == other.hash && fields == other.fields)
        }
    }

    var storage: Storage

    /// The defaults, shared so that `TraitCollection()` never allocates.
    private static let defaultStorage = Storage(Fields())

    /// The default traits (see the type's discussion).
    public init() {
        storage = Self.defaultStorage
    }

    /// Creates traits; every argument defaults to the value `init()` uses.
    ///
    /// - Parameters:
    ///   - userInterfaceStyle: Light or dark appearance.
    ///   - accessibilityContrast: Normal or increased contrast.
    ///   - userInterfaceLevel: Base or elevated level.
    ///   - userInterfaceIdiom: The device idiom.
    ///   - preferredContentSizeCategory: The Dynamic Type text size.
    ///   - layoutDirection: Left-to-right or right-to-left.
    ///   - horizontalSizeClass: The horizontal size class.
    ///   - verticalSizeClass: The vertical size class.
    ///   - legibilityWeight: Whether Bold Text is on.
    ///   - displayScale: Pixels per point. NaN and values below 1 become 1; values above 10
    ///     (and +∞) become 10.
    ///   - listEnvironment: The style of list the view is in.
    ///   - accentColor: The system accent colour, or `nil` for multicolour.
    ///   - tintColor: The inherited tint colour.
    public init(
        userInterfaceStyle: UserInterfaceStyle = .light,
        accessibilityContrast: AccessibilityContrast = .normal,
        userInterfaceLevel: UserInterfaceLevel = .base,
        userInterfaceIdiom: UserInterfaceIdiom = .phone,
        preferredContentSizeCategory: ContentSizeCategory = .large,
        layoutDirection: LayoutDirection = .leftToRight,
        horizontalSizeClass: UserInterfaceSizeClass = .compact,
        verticalSizeClass: UserInterfaceSizeClass = .regular,
        legibilityWeight: LegibilityWeight = .regular, displayScale: CGFloat = 3,
        listEnvironment: ListEnvironment = .none, accentColor: Color? = nil,
        tintColor: Color = .systemBlue
    ) {
        storage = Storage(
            Fields(
                userInterfaceStyle: userInterfaceStyle,
                accessibilityContrast: accessibilityContrast,
                userInterfaceLevel: userInterfaceLevel, userInterfaceIdiom: userInterfaceIdiom,
                preferredContentSizeCategory: preferredContentSizeCategory,
                layoutDirection: layoutDirection, horizontalSizeClass: horizontalSizeClass,
                verticalSizeClass: verticalSizeClass, legibilityWeight: legibilityWeight,
                displayScale: displayScale, listEnvironment: listEnvironment,
                accentColor: accentColor, tintColor: tintColor))
    }

    static func clampedScale(_ scale: Double) -> Double {
        guard !scale.isNaN else { return 1 }
        return min(max(scale, 1), 10)
    }

    /// Rebuilds the box with one field changed.
    private mutating func update(_ change: (inout Fields) -> Void) {
        var fields = storage.fields
        change(&fields)
        storage = Storage(fields)
    }

    /// Light or dark appearance. Default ``UserInterfaceStyle/light``.
    public var userInterfaceStyle: UserInterfaceStyle {
        get { storage.fields.userInterfaceStyle }
        set { update { $0.userInterfaceStyle = newValue } }
    }

    /// Normal or increased contrast. Default ``AccessibilityContrast/normal``.
    public var accessibilityContrast: AccessibilityContrast {
        get { storage.fields.accessibilityContrast }
        set { update { $0.accessibilityContrast = newValue } }
    }

    /// Base or elevated level. Default ``UserInterfaceLevel/base``.
    public var userInterfaceLevel: UserInterfaceLevel {
        get { storage.fields.userInterfaceLevel }
        set { update { $0.userInterfaceLevel = newValue } }
    }

    /// The device idiom. Default ``UserInterfaceIdiom/phone``.
    public var userInterfaceIdiom: UserInterfaceIdiom {
        get { storage.fields.userInterfaceIdiom }
        set { update { $0.userInterfaceIdiom = newValue } }
    }

    /// The preferred text size for Dynamic Type. Default ``ContentSizeCategory/large``.
    public var preferredContentSizeCategory: ContentSizeCategory {
        get { storage.fields.preferredContentSizeCategory }
        set { update { $0.preferredContentSizeCategory = newValue } }
    }

    /// Left-to-right or right-to-left. Default ``LayoutDirection/leftToRight``.
    public var layoutDirection: LayoutDirection {
        get { storage.fields.layoutDirection }
        set { update { $0.layoutDirection = newValue } }
    }

    /// The horizontal size class. Default ``UserInterfaceSizeClass/compact``.
    public var horizontalSizeClass: UserInterfaceSizeClass {
        get { storage.fields.horizontalSizeClass }
        set { update { $0.horizontalSizeClass = newValue } }
    }

    /// The vertical size class. Default ``UserInterfaceSizeClass/regular``.
    public var verticalSizeClass: UserInterfaceSizeClass {
        get { storage.fields.verticalSizeClass }
        set { update { $0.verticalSizeClass = newValue } }
    }

    /// Whether Bold Text is on. Default ``LegibilityWeight/regular``.
    public var legibilityWeight: LegibilityWeight {
        get { storage.fields.legibilityWeight }
        set { update { $0.legibilityWeight = newValue } }
    }

    /// Pixels per point, 1…10 (clamped: NaN and values below 1, −∞ included, become 1; values
    /// above 10, +∞ included, become 10). Default 3.
    public var displayScale: CGFloat {
        get { storage.fields.displayScale }
        set { update { $0.displayScale = newValue } }
    }

    /// The style of list the view is in. Default ``ListEnvironment/none``.
    public var listEnvironment: ListEnvironment {
        get { storage.fields.listEnvironment }
        set { update { $0.listEnvironment = newValue } }
    }

    /// The system accent colour, or `nil` for multicolour. Default `nil`.
    public var accentColor: Color? {
        get { storage.fields.accentColor }
        set { update { $0.accentColor = newValue } }
    }

    /// The tint colour views inherit. Default `Color.systemBlue`.
    public var tintColor: Color {
        get { storage.fields.tintColor }
        set { update { $0.tintColor = newValue } }
    }

    /// What colours resolve against: appearance, contrast, level, accent and tint.
    ///
    /// Unspecified style, contrast and level resolve as light, normal and base.
    public var colorEnvironment: ColorEnvironment { storage.colorEnvironment }

    /// Resolves `color` in these traits, like `UIColor.resolvedColor(with:)`.
    ///
    /// - Complexity: As `Color.resolve(in:)`.
    public func resolve(_ color: Color) -> Color.Resolved {
        color.resolve(in: storage.colorEnvironment)
    }

    /// Compares every trait.
    public static func == (lhs: TraitCollection, rhs: TraitCollection) -> Bool {
        lhs.storage.isEqual(to: rhs.storage)
    }

    /// Hashes every trait (the hash is computed once, when the traits are made).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(storage.hash)
    }
}
