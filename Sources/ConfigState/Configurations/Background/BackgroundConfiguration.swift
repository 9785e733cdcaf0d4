/// A description of a view's background: `UIBackgroundConfiguration` without the `UI`.
///
/// Start from one of the factories (``listCell()``, ``listGroupedCell()``, ``clear()``, …),
/// customise properties, and let the host call ``updated(for:)-(ConfigurationState)`` whenever the state changes:
/// every property you have **not** set follows the style's table for that state
/// (`BackgroundConfiguration+Styles.swift`, reproduced in `Docs/Configurations.md`), and every
/// property you set keeps your value in every state.
///
/// <!-- snippet: SymbolDocs/DocBackgroundConfiguration -->
/// ```swift
/// var background = BackgroundConfiguration.listPlainCell()
/// background.cornerRadius = 8  // customised: stays 8
/// var state = CellConfigurationState(traitCollection: TraitCollection())
/// state.isSelected = true
/// let selected = background.updated(for: state)
/// print(selected.backgroundColor == .systemGray4, selected.cornerRadius == 8)
///
/// // Prints:
/// // true true
/// ```
///
/// `backgroundColor` and `strokeColor` set to `nil` mean **the tint colour**
/// (``resolvedBackgroundColor(for:)``); use `.clear` for none. Use ``resetToStyle(_:)`` to hand
/// a customised property back to the style (beyond UIKit, where customising is permanent).
///
/// Numbers are clamped: a negative, NaN or infinite corner radius, stroke width or opacity
/// becomes 0 (or the nearest valid value); insets and outsets may be negative but not NaN.
public struct BackgroundConfiguration: Hashable, Sendable {
    /// The style the configuration came from; it decides what ``updated(for:)-(ConfigurationState)`` does.
    public internal(set) var style: Style

    // MARK: Customisation

    /// Every property, and what the caller has customised, in one shared, copy-on-write box
    /// (see ``Values``): copying a configuration retains one reference, and an update of an
    /// uncustomised configuration takes the style table's precomputed box for the state.
    var values: SharedValue<Values>

    /// A configuration of `style` holding `values`.
    init(style: Style, values: SharedValue<Values>) {
        self.style = style
        self.values = values
    }

    /// What the caller has customised.
    var customized: CustomizationMask<Property> {
        get { values.value.customized }
        set { values.value.customized = newValue }
    }

    /// Whether `property` has been set by the caller, so that ``updated(for:)-(ConfigurationState)`` leaves it alone.
    public func isCustomized(_ property: Property) -> Bool { customized.contains(property) }

    /// The properties set by the caller, in declaration order.
    public var customizedProperties: [Property] { customized.properties }

    /// Hands `property` back to the style (beyond UIKit): it stops being customised, and the
    /// next ``updated(for:)-(ConfigurationState)`` gives it the style's value for that state.
    public mutating func resetToStyle(_ property: Property) { customized.remove(property) }

    /// Hands every property back to the style.
    public mutating func resetAllToStyle() { customized.removeAll() }

    // MARK: Properties
    //
    // Setting a property customises it: `customize(_:_:as:)` stores the value, clamped where
    // the property documents a range, and adds the property to `customized`.

    /// Stores `value` at `keyPath` of the values (copying the box first if it is shared) and
    /// marks `property` customised.
    private mutating func customize<Value>(
        _ keyPath: WritableKeyPath<Values, Value>, _ value: Value, as property: Property
    ) {
        values.value[keyPath: keyPath] = value
        values.value.customized.insert(property)
    }

    /// A view drawn behind the content (an identity stand-in for `UIView`). Default `nil`.
    public var customView: CustomView? {
        get { values.value.customView }
        set { customize(\.customView, newValue, as: .customView) }
    }

    /// The corner radius, applied to the background, stroke and custom view; ≥ 0 (negative,
    /// NaN and infinite values become 0).
    public var cornerRadius: CGFloat {
        get { values.value.cornerRadius }
        set { customize(\.cornerRadius, newValue.finiteNonNegativeOrZero, as: .cornerRadius) }
    }

    /// Insets of the background from the view's edges; negative values are outsets.
    public var backgroundInsets: DirectionalEdgeInsets {
        get { values.value.backgroundInsets }
        set { customize(\.backgroundInsets, newValue, as: .backgroundInsets) }
    }

    /// Edges whose layout margins are added to ``backgroundInsets``. Default none.
    public var edgesAddingLayoutMarginsToBackgroundInsets: DirectionalRectEdge {
        get { values.value.edgesAddingLayoutMarginsToBackgroundInsets }
        set {
            customize(
                \.edgesAddingLayoutMarginsToBackgroundInsets, newValue,
                as: .edgesAddingLayoutMarginsToBackgroundInsets)
        }
    }

    /// The background colour; **`nil` means the view's tint colour**. Use `.clear` for none.
    public var backgroundColor: Color? {
        get { values.value.backgroundColor }
        set { customize(\.backgroundColor, newValue, as: .backgroundColor) }
    }

    /// A transformer applied to the background colour (or the tint, when that is `nil`).
    public var backgroundColorTransformer: ConfigurationColorTransformer? {
        get { values.value.backgroundColorTransformer }
        set { customize(\.backgroundColorTransformer, newValue, as: .backgroundColorTransformer) }
    }

    /// A blur or vibrancy effect behind the content. Default `nil`.
    ///
    /// A ``VisualEffect/blurRadius(_:)`` that is NaN or negative is stored as 0, and +∞ as the
    /// largest finite value.
    public var visualEffect: VisualEffect? {
        get { values.value.visualEffect }
        set { customize(\.visualEffect, newValue?.clamped, as: .visualEffect) }
    }

    /// An image drawn in the background (iOS 15). Default `nil`.
    public var image: Image? {
        get { values.value.image }
        set { customize(\.image, newValue, as: .image) }
    }

    /// How ``image`` fills the background (iOS 15). Default ``ContentMode/scaleToFill``.
    public var imageContentMode: ContentMode {
        get { values.value.imageContentMode }
        set { customize(\.imageContentMode, newValue, as: .imageContentMode) }
    }

    /// The stroke colour; **`nil` means the tint colour**. Use `.clear` for none.
    public var strokeColor: Color? {
        get { values.value.strokeColor }
        set { customize(\.strokeColor, newValue, as: .strokeColor) }
    }

    /// A transformer applied to the stroke colour (or the tint, when that is `nil`).
    public var strokeColorTransformer: ConfigurationColorTransformer? {
        get { values.value.strokeColorTransformer }
        set { customize(\.strokeColorTransformer, newValue, as: .strokeColorTransformer) }
    }

    /// The stroke width in points; ≥ 0 (negative, NaN and infinite values become 0). Default 0.
    public var strokeWidth: CGFloat {
        get { values.value.strokeWidth }
        set { customize(\.strokeWidth, newValue.finiteNonNegativeOrZero, as: .strokeWidth) }
    }

    /// How far the stroke sits outside the background (negative: inside); NaN and infinite
    /// values become 0. Default 0.
    public var strokeOutset: CGFloat {
        get { values.value.strokeOutset }
        set { customize(\.strokeOutset, newValue.finiteOrZero, as: .strokeOutset) }
    }

    /// The shadow (iOS 18). Default: opacity 0, no shadow.
    public var shadowProperties: ShadowProperties {
        get { values.value.shadowProperties }
        set { customize(\.shadowProperties, newValue, as: .shadowProperties) }
    }

    // MARK: Resolution

    /// The background colour to draw: ``backgroundColor``, or `tintColor` when it is `nil`,
    /// passed through ``backgroundColorTransformer``.
    ///
    /// - Parameter tintColor: The view's tint colour.
    /// - Complexity: O(1) with no transformer; otherwise the cost of calling the transformer on the
    ///   colour (`ConfigurationColorTransformer.callAsFunction(_:)`), linear in their steps.
    public func resolvedBackgroundColor(for tintColor: Color) -> Color {
        let color = backgroundColor ?? tintColor
        return backgroundColorTransformer.map { $0(color) } ?? color
    }

    /// The stroke colour to draw: ``strokeColor``, or `tintColor` when it is `nil`, passed
    /// through ``strokeColorTransformer``.
    ///
    /// - Parameter tintColor: The view's tint colour.
    /// - Complexity: O(1) with no transformer; otherwise the cost of calling the transformer on the
    ///   colour (`ConfigurationColorTransformer.callAsFunction(_:)`), linear in their steps.
    public func resolvedStrokeColor(for tintColor: Color) -> Color {
        let color = strokeColor ?? tintColor
        return strokeColorTransformer.map { $0(color) } ?? color
    }

    // MARK: State

    /// The configuration for `state`: the style's values for that state in every property you
    /// have not customised.
    ///
    /// Adaptive styles (``listCell()``, ``listHeader()``, ``listFooter()``) pick their table
    /// from the state's `traitCollection.listEnvironment`, as in iOS 18. ``clear()`` is
    /// returned unchanged. The function is pure and idempotent:
    /// `c.updated(for: s).updated(for: s) == c.updated(for: s)`. When nothing is customised
    /// it allocates nothing (the result is the style table's precomputed value for the state,
    /// shared); a configuration with customised properties gets values of its own, one
    /// allocation.
    public func updated(for state: any ConfigurationState) -> BackgroundConfiguration {
        updated(for: state.cellConfigurationState)
    }

    /// The configuration for a cell state: the same as the `any ConfigurationState` overload,
    /// chosen by the compiler when the argument is a ``CellConfigurationState`` so that the
    /// state is not boxed (the hosts call this one).
    ///
    /// - Parameter cell: The state to update for.
    /// - Returns: A copy whose uncustomised properties follow the style's table for `cell`.
    public func updated(for cell: CellConfigurationState) -> BackgroundConfiguration {
        guard style != .clear else { return self }
        let word = PredicateBits.of(cell)
        // The style tables are static lets, which live as long as the process: the update
        // reaches its table without retaining it (a retain and a release of the table's
        // values, about 45 instructions of the 170 an update cost).
        return Unmanaged.passUnretained(style.styleTable(for: cell.traitCollection.listEnvironment))
            ._withUnsafeGuaranteedRef { table in
                // The precomputed boxes are shared by every style that uses the table.
                if values.value.customized.isEmpty, let shared = table.uncustomized {
                    return BackgroundConfiguration(style: style, values: shared[word])
                }
                return BackgroundConfiguration(
                    style: style,
                    values: SharedValue(values.value.styledByRules(table, word: word, cell)))
            }
    }

    /// Whether the configuration updated for `cell` has no background colour — the tint
    /// colour shows — found without building the updated configuration: what a host asks,
    /// to update its content, of every update pass. Equal to
    /// `updated(for: cell).backgroundColor == nil`.
    func usesTintColor(for cell: CellConfigurationState) -> Bool {
        usesTintColor(for: cell, word: PredicateBits.of(cell))
    }

    /// ``usesTintColor(for:)`` with the state's word (`PredicateBits.of(cell)`) worked out by
    /// the caller, which also updates content for it.
    @inline(__always)
    func usesTintColor(for cell: CellConfigurationState, word: UInt32) -> Bool {
        guard style != .clear, !values.value.customized.contains(.backgroundColor) else {
            return values.value.backgroundColor == nil
        }
        return style.styleTable(for: cell.traitCollection.listEnvironment).usesTintBackground(
            word: word, cell)
    }

    // MARK: Customisable properties

    /// The properties ``updated(for:)-(ConfigurationState)`` manages, for customisation tracking.
    public enum Property: String, Hashable, Sendable, Codable, CaseIterable {
        /// ``BackgroundConfiguration/customView``.
        case customView
        /// ``BackgroundConfiguration/cornerRadius``.
        case cornerRadius
        /// ``BackgroundConfiguration/backgroundInsets``.
        case backgroundInsets
        /// ``BackgroundConfiguration/edgesAddingLayoutMarginsToBackgroundInsets``.
        case edgesAddingLayoutMarginsToBackgroundInsets
        /// ``BackgroundConfiguration/backgroundColor``.
        case backgroundColor
        /// ``BackgroundConfiguration/backgroundColorTransformer``.
        case backgroundColorTransformer
        /// ``BackgroundConfiguration/visualEffect``.
        case visualEffect
        /// ``BackgroundConfiguration/image``.
        case image
        /// ``BackgroundConfiguration/imageContentMode``.
        case imageContentMode
        /// ``BackgroundConfiguration/strokeColor``.
        case strokeColor
        /// ``BackgroundConfiguration/strokeColorTransformer``.
        case strokeColorTransformer
        /// ``BackgroundConfiguration/strokeWidth``.
        case strokeWidth
        /// ``BackgroundConfiguration/strokeOutset``.
        case strokeOutset
        /// ``BackgroundConfiguration/shadowProperties``.
        case shadowProperties
    }

}

extension BackgroundConfiguration {
    /// Every property of a background configuration and what the caller has customised: the
    /// value a configuration keeps in its shared box. The style tables precompute it, with
    /// nothing customised, for every state they distinguish (`BackgroundStyleTable.uncustomized`).
    struct Values: Hashable, Sendable {
        var customized = CustomizationMask<Property>()
        var customView: CustomView?
        var cornerRadius: CGFloat = 0
        var backgroundInsets: DirectionalEdgeInsets = .zero
        var edgesAddingLayoutMarginsToBackgroundInsets: DirectionalRectEdge = []
        var backgroundColor: Color?
        var backgroundColorTransformer: ConfigurationColorTransformer?
        var visualEffect: VisualEffect?
        var image: Image?
        var imageContentMode: ContentMode = .scaleToFill
        var strokeColor: Color?
        var strokeColorTransformer: ConfigurationColorTransformer?
        var strokeWidth: CGFloat = 0
        var strokeOutset: CGFloat = 0
        var shadowProperties = ShadowProperties()

        /// The values with the table's value for a state in every property that is not
        /// customised, built property by property with the memberwise initializer (which
        /// runs no property observer, so the style's values are not marked customised).
        func styledByRules(
            _ table: BackgroundStyleTable, word: UInt32, _ state: CellConfigurationState
        ) -> Values {
            Values(
                customized: customized,
                customView: customized.contains(.customView) ? customView : nil,
                cornerRadius: customized.contains(.cornerRadius)
                    ? cornerRadius : table.cornerRadius.resolve(word: word, state),
                backgroundInsets: customized.contains(.backgroundInsets)
                    ? backgroundInsets : table.backgroundInsets.resolve(word: word, state),
                edgesAddingLayoutMarginsToBackgroundInsets: customized.contains(
                    .edgesAddingLayoutMarginsToBackgroundInsets)
                    ? edgesAddingLayoutMarginsToBackgroundInsets : [],
                backgroundColor: customized.contains(.backgroundColor)
                    ? backgroundColor : table.backgroundColor.resolve(word: word, state),
                backgroundColorTransformer: customized.contains(.backgroundColorTransformer)
                    ? backgroundColorTransformer
                    : table.backgroundColorTransformer.resolve(word: word, state),
                visualEffect: customized.contains(.visualEffect)
                    ? visualEffect : table.visualEffect.resolve(word: word, state),
                image: customized.contains(.image) ? image : nil,
                imageContentMode: customized.contains(.imageContentMode)
                    ? imageContentMode : .scaleToFill,
                strokeColor: customized.contains(.strokeColor) ? strokeColor : table.strokeColor,
                strokeColorTransformer: customized.contains(.strokeColorTransformer)
                    ? strokeColorTransformer : nil,
                strokeWidth: customized.contains(.strokeWidth) ? strokeWidth : 0,
                strokeOutset: customized.contains(.strokeOutset) ? strokeOutset : 0,
                shadowProperties: customized.contains(.shadowProperties)
                    ? shadowProperties : table.shadowProperties.resolve(word: word, state))
        }
    }

    /// The configuration with the table's values for a state in every property that is not
    /// customised, rule by rule: what ``updated(for:)-(CellConfigurationState)`` computes when
    /// it cannot take the table's shared box.
    func styledByRules(
        _ table: BackgroundStyleTable, word: UInt32, _ state: CellConfigurationState
    ) -> BackgroundConfiguration {
        BackgroundConfiguration(
            style: style, values: SharedValue(values.value.styledByRules(table, word: word, state)))
    }
}
