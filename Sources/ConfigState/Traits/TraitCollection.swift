/// The environment a view is shown in: `UITraitCollection` without the `UI`.
///
/// A value type. `init()` gives the defaults of an iPhone in portrait: light appearance,
/// normal contrast, base level, phone idiom, the ``ContentSizeCategory/large`` text size,
/// left-to-right, compact width and regular height, regular legibility weight, display
/// scale 3, no list environment, no accent colour and the system blue tint.
///
/// ```swift
/// var traits = TraitCollection()
/// traits.userInterfaceStyle = .dark
/// traits.listEnvironment = .sidebar
/// let label = Color.label.resolve(in: traits.colorEnvironment)   // #FFFFFF
/// ```
///
/// The traits live in one shared, immutable box: copying a trait collection (or a
/// configuration state holding one) retains it instead of copying every field, which keeps
/// ``CellConfigurationState`` at 18 bytes. Setting a property makes a new box.
public struct TraitCollection: Hashable, Sendable {
    /// Every trait, immutable; equality and hashing use the cached hash first.
    final class _Storage: Sendable {
        let userInterfaceStyle: UserInterfaceStyle
        let accessibilityContrast: AccessibilityContrast
        let userInterfaceLevel: UserInterfaceLevel
        let userInterfaceIdiom: UserInterfaceIdiom
        let preferredContentSizeCategory: ContentSizeCategory
        let layoutDirection: LayoutDirection
        let horizontalSizeClass: UserInterfaceSizeClass
        let verticalSizeClass: UserInterfaceSizeClass
        let legibilityWeight: LegibilityWeight
        let displayScale: Double
        let listEnvironment: ListEnvironment
        let accentColor: Color?
        let tintColor: Color
        let colorEnvironment: ColorEnvironment
        let hash: Int

        init(
            userInterfaceStyle: UserInterfaceStyle, accessibilityContrast: AccessibilityContrast,
            userInterfaceLevel: UserInterfaceLevel, userInterfaceIdiom: UserInterfaceIdiom,
            preferredContentSizeCategory: ContentSizeCategory, layoutDirection: LayoutDirection,
            horizontalSizeClass: UserInterfaceSizeClass, verticalSizeClass: UserInterfaceSizeClass,
            legibilityWeight: LegibilityWeight, displayScale: Double,
            listEnvironment: ListEnvironment, accentColor: Color?, tintColor: Color
        ) {
            self.userInterfaceStyle = userInterfaceStyle
            self.accessibilityContrast = accessibilityContrast
            self.userInterfaceLevel = userInterfaceLevel
            self.userInterfaceIdiom = userInterfaceIdiom
            self.preferredContentSizeCategory = preferredContentSizeCategory
            self.layoutDirection = layoutDirection
            self.horizontalSizeClass = horizontalSizeClass
            self.verticalSizeClass = verticalSizeClass
            self.legibilityWeight = legibilityWeight
            self.displayScale = TraitCollection._clampScale(displayScale)
            self.listEnvironment = listEnvironment
            self.accentColor = accentColor
            self.tintColor = tintColor
            self.colorEnvironment = ColorEnvironment(
                colorScheme: userInterfaceStyle == .dark ? .dark : .light,
                contrast: accessibilityContrast == .high ? .high : .normal,
                level: userInterfaceLevel == .elevated ? .elevated : .base,
                accentColor: accentColor, tintColor: tintColor)
            var hasher = Hasher()
            hasher.combine(userInterfaceStyle)
            hasher.combine(accessibilityContrast)
            hasher.combine(userInterfaceLevel)
            hasher.combine(userInterfaceIdiom)
            hasher.combine(preferredContentSizeCategory)
            hasher.combine(layoutDirection)
            hasher.combine(horizontalSizeClass)
            hasher.combine(verticalSizeClass)
            hasher.combine(legibilityWeight)
            hasher.combine(self.displayScale)
            hasher.combine(listEnvironment)
            hasher.combine(accentColor)
            hasher.combine(tintColor)
            self.hash = hasher.finalize()
        }

        func isEqual(to other: _Storage) -> Bool {
            if self === other { return true }
            return hash == other.hash && userInterfaceStyle == other.userInterfaceStyle
                && accessibilityContrast == other.accessibilityContrast
                && userInterfaceLevel == other.userInterfaceLevel
                && userInterfaceIdiom == other.userInterfaceIdiom
                && preferredContentSizeCategory == other.preferredContentSizeCategory
                && layoutDirection == other.layoutDirection
                && horizontalSizeClass == other.horizontalSizeClass
                && verticalSizeClass == other.verticalSizeClass
                && legibilityWeight == other.legibilityWeight
                && displayScale == other.displayScale && listEnvironment == other.listEnvironment
                && accentColor == other.accentColor && tintColor == other.tintColor
        }
    }

    var _storage: _Storage

    /// The defaults, shared so that `TraitCollection()` never allocates.
    private static let _default = _Storage(
        userInterfaceStyle: .light, accessibilityContrast: .normal, userInterfaceLevel: .base,
        userInterfaceIdiom: .phone, preferredContentSizeCategory: .large,
        layoutDirection: .leftToRight, horizontalSizeClass: .compact, verticalSizeClass: .regular,
        legibilityWeight: .regular, displayScale: 3, listEnvironment: .none, accentColor: nil,
        tintColor: .systemBlue)

    /// The default traits (see the type's discussion).
    public init() {
        _storage = Self._default
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
        legibilityWeight: LegibilityWeight = .regular, displayScale: Double = 3,
        listEnvironment: ListEnvironment = .none, accentColor: Color? = nil,
        tintColor: Color = .systemBlue
    ) {
        _storage = _Storage(
            userInterfaceStyle: userInterfaceStyle, accessibilityContrast: accessibilityContrast,
            userInterfaceLevel: userInterfaceLevel, userInterfaceIdiom: userInterfaceIdiom,
            preferredContentSizeCategory: preferredContentSizeCategory,
            layoutDirection: layoutDirection, horizontalSizeClass: horizontalSizeClass,
            verticalSizeClass: verticalSizeClass, legibilityWeight: legibilityWeight,
            displayScale: displayScale, listEnvironment: listEnvironment,
            accentColor: accentColor, tintColor: tintColor)
    }

    static func _clampScale(_ scale: Double) -> Double {
        guard !scale.isNaN else { return 1 }
        return min(max(scale, 1), 10)
    }

    /// Rebuilds the box with one field changed.
    private mutating func _update(_ change: (inout _Fields) -> Void) {
        var fields = _Fields(_storage)
        change(&fields)
        _storage = fields.makeStorage()
    }

    /// Light or dark appearance. Default ``UserInterfaceStyle/light``.
    public var userInterfaceStyle: UserInterfaceStyle {
        get { _storage.userInterfaceStyle }
        set { _update { $0.userInterfaceStyle = newValue } }
    }

    /// Normal or increased contrast. Default ``AccessibilityContrast/normal``.
    public var accessibilityContrast: AccessibilityContrast {
        get { _storage.accessibilityContrast }
        set { _update { $0.accessibilityContrast = newValue } }
    }

    /// Base or elevated level. Default ``UserInterfaceLevel/base``.
    public var userInterfaceLevel: UserInterfaceLevel {
        get { _storage.userInterfaceLevel }
        set { _update { $0.userInterfaceLevel = newValue } }
    }

    /// The device idiom. Default ``UserInterfaceIdiom/phone``.
    public var userInterfaceIdiom: UserInterfaceIdiom {
        get { _storage.userInterfaceIdiom }
        set { _update { $0.userInterfaceIdiom = newValue } }
    }

    /// The preferred text size for Dynamic Type. Default ``ContentSizeCategory/large``.
    public var preferredContentSizeCategory: ContentSizeCategory {
        get { _storage.preferredContentSizeCategory }
        set { _update { $0.preferredContentSizeCategory = newValue } }
    }

    /// Left-to-right or right-to-left. Default ``LayoutDirection/leftToRight``.
    public var layoutDirection: LayoutDirection {
        get { _storage.layoutDirection }
        set { _update { $0.layoutDirection = newValue } }
    }

    /// The horizontal size class. Default ``UserInterfaceSizeClass/compact``.
    public var horizontalSizeClass: UserInterfaceSizeClass {
        get { _storage.horizontalSizeClass }
        set { _update { $0.horizontalSizeClass = newValue } }
    }

    /// The vertical size class. Default ``UserInterfaceSizeClass/regular``.
    public var verticalSizeClass: UserInterfaceSizeClass {
        get { _storage.verticalSizeClass }
        set { _update { $0.verticalSizeClass = newValue } }
    }

    /// Whether Bold Text is on. Default ``LegibilityWeight/regular``.
    public var legibilityWeight: LegibilityWeight {
        get { _storage.legibilityWeight }
        set { _update { $0.legibilityWeight = newValue } }
    }

    /// Pixels per point, 1…10 (clamped: NaN and values below 1, −∞ included, become 1; values
    /// above 10, +∞ included, become 10). Default 3.
    public var displayScale: Double {
        get { _storage.displayScale }
        set { _update { $0.displayScale = newValue } }
    }

    /// The style of list the view is in. Default ``ListEnvironment/none``.
    public var listEnvironment: ListEnvironment {
        get { _storage.listEnvironment }
        set { _update { $0.listEnvironment = newValue } }
    }

    /// The system accent colour, or `nil` for multicolour. Default `nil`.
    public var accentColor: Color? {
        get { _storage.accentColor }
        set { _update { $0.accentColor = newValue } }
    }

    /// The tint colour views inherit. Default `Color.systemBlue`.
    public var tintColor: Color {
        get { _storage.tintColor }
        set { _update { $0.tintColor = newValue } }
    }

    /// What colours resolve against: appearance, contrast, level, accent and tint.
    ///
    /// Unspecified style, contrast and level resolve as light, normal and base.
    public var colorEnvironment: ColorEnvironment { _storage.colorEnvironment }

    /// Resolves `color` in these traits, like `UIColor.resolvedColor(with:)`.
    public func resolve(_ color: Color) -> Color.Resolved {
        color.resolve(in: _storage.colorEnvironment)
    }

    /// Compares every trait.
    public static func == (lhs: TraitCollection, rhs: TraitCollection) -> Bool {
        lhs._storage.isEqual(to: rhs._storage)
    }

    /// Hashes every trait (the hash is computed once, when the traits are made).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(_storage.hash)
    }
}

/// A mutable copy of the traits, used to rebuild the immutable box.
struct _Fields {
    var userInterfaceStyle: UserInterfaceStyle
    var accessibilityContrast: AccessibilityContrast
    var userInterfaceLevel: UserInterfaceLevel
    var userInterfaceIdiom: UserInterfaceIdiom
    var preferredContentSizeCategory: ContentSizeCategory
    var layoutDirection: LayoutDirection
    var horizontalSizeClass: UserInterfaceSizeClass
    var verticalSizeClass: UserInterfaceSizeClass
    var legibilityWeight: LegibilityWeight
    var displayScale: Double
    var listEnvironment: ListEnvironment
    var accentColor: Color?
    var tintColor: Color

    init(_ storage: TraitCollection._Storage) {
        userInterfaceStyle = storage.userInterfaceStyle
        accessibilityContrast = storage.accessibilityContrast
        userInterfaceLevel = storage.userInterfaceLevel
        userInterfaceIdiom = storage.userInterfaceIdiom
        preferredContentSizeCategory = storage.preferredContentSizeCategory
        layoutDirection = storage.layoutDirection
        horizontalSizeClass = storage.horizontalSizeClass
        verticalSizeClass = storage.verticalSizeClass
        legibilityWeight = storage.legibilityWeight
        displayScale = storage.displayScale
        listEnvironment = storage.listEnvironment
        accentColor = storage.accentColor
        tintColor = storage.tintColor
    }

    func makeStorage() -> TraitCollection._Storage {
        TraitCollection._Storage(
            userInterfaceStyle: userInterfaceStyle, accessibilityContrast: accessibilityContrast,
            userInterfaceLevel: userInterfaceLevel, userInterfaceIdiom: userInterfaceIdiom,
            preferredContentSizeCategory: preferredContentSizeCategory,
            layoutDirection: layoutDirection, horizontalSizeClass: horizontalSizeClass,
            verticalSizeClass: verticalSizeClass, legibilityWeight: legibilityWeight,
            displayScale: displayScale, listEnvironment: listEnvironment,
            accentColor: accentColor, tintColor: tintColor)
    }
}
