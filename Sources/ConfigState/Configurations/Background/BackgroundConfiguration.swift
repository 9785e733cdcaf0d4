/// A description of a view's background: `UIBackgroundConfiguration` without the `UI`.
///
/// Start from one of the factories (``listCell()``, ``listGroupedCell()``, ``clear()``, …),
/// customise properties, and let the host call ``updated(for:)-(ConfigurationState)`` whenever the state changes:
/// every property you have **not** set follows the style's table for that state
/// (`BackgroundConfiguration+Styles.swift`, reproduced in `Docs/Configurations.md`), and every
/// property you set keeps your value in every state.
///
/// ```swift
/// var background = BackgroundConfiguration.listPlainCell()
/// background.cornerRadius = 8                       // customised: stays 8
/// var state = CellConfigurationState(traitCollection: TraitCollection())
/// state.isSelected = true
/// let selected = background.updated(for: state)
/// // selected.backgroundColor == .systemGray4, selected.cornerRadius == 8
/// ```
///
/// `backgroundColor` and `strokeColor` set to `nil` mean **the tint colour**
/// (``resolvedBackgroundColor(for:)``); use `.clear` for none. Use ``resetToStyle(_:)`` to hand
/// a customised property back to the style (beyond UIKit, where customising is permanent).
///
/// Numbers are clamped: a negative, NaN or infinite corner radius, stroke width or opacity
/// becomes 0 (or the nearest valid value); insets and outsets may be negative but not NaN.
public struct BackgroundConfiguration: Hashable, Sendable {
    var _style: Style
    var customized = CustomizationMask<Property>()
    var _customView: CustomView?
    var _cornerRadius: Double = 0
    var _backgroundInsets: DirectionalEdgeInsets = .zero
    var _edgesAddingLayoutMarginsToBackgroundInsets: DirectionalRectEdge = []
    var _backgroundColor: Color?
    var _backgroundColorTransformer: ConfigurationColorTransformer?
    var _visualEffect: VisualEffect?
    var _image: Image?
    var _imageContentMode: ContentMode = .scaleToFill
    var _strokeColor: Color?
    var _strokeColorTransformer: ConfigurationColorTransformer?
    var _strokeWidth: Double = 0
    var _strokeOutset: Double = 0
    var _shadowProperties = ShadowProperties()

    init(_style style: Style) {
        _style = style
    }

    /// The style the configuration came from; it decides what ``updated(for:)-(ConfigurationState)`` does.
    public var style: Style { _style }

    // MARK: Properties

    /// A view drawn behind the content (an identity stand-in for `UIView`). Default `nil`.
    public var customView: CustomView? {
        get { _customView }
        set {
            _customView = newValue
            customized.insert(.customView)
        }
    }

    /// The corner radius, applied to the background, stroke and custom view; ≥ 0 (negative,
    /// NaN and infinite values become 0).
    public var cornerRadius: Double {
        get { _cornerRadius }
        set {
            _cornerRadius = newValue.isFinite ? max(newValue, 0) : 0
            customized.insert(.cornerRadius)
        }
    }

    /// Insets of the background from the view's edges; negative values are outsets.
    public var backgroundInsets: DirectionalEdgeInsets {
        get { _backgroundInsets }
        set {
            _backgroundInsets = newValue
            customized.insert(.backgroundInsets)
        }
    }

    /// Edges whose layout margins are added to ``backgroundInsets``. Default none.
    public var edgesAddingLayoutMarginsToBackgroundInsets: DirectionalRectEdge {
        get { _edgesAddingLayoutMarginsToBackgroundInsets }
        set {
            _edgesAddingLayoutMarginsToBackgroundInsets = newValue
            customized.insert(.edgesAddingLayoutMarginsToBackgroundInsets)
        }
    }

    /// The background colour; **`nil` means the view's tint colour**. Use `.clear` for none.
    public var backgroundColor: Color? {
        get { _backgroundColor }
        set {
            _backgroundColor = newValue
            customized.insert(.backgroundColor)
        }
    }

    /// A transformer applied to the background colour (or the tint, when that is `nil`).
    public var backgroundColorTransformer: ConfigurationColorTransformer? {
        get { _backgroundColorTransformer }
        set {
            _backgroundColorTransformer = newValue
            customized.insert(.backgroundColorTransformer)
        }
    }

    /// A blur or vibrancy effect behind the content. Default `nil`.
    ///
    /// A ``VisualEffect/blurRadius(_:)`` that is NaN or negative is stored as 0, and +∞ as the
    /// largest finite value.
    public var visualEffect: VisualEffect? {
        get { _visualEffect }
        set {
            _visualEffect = newValue?._clamped
            customized.insert(.visualEffect)
        }
    }

    /// An image drawn in the background (iOS 15). Default `nil`.
    public var image: Image? {
        get { _image }
        set {
            _image = newValue
            customized.insert(.image)
        }
    }

    /// How ``image`` fills the background (iOS 15). Default ``ContentMode/scaleToFill``.
    public var imageContentMode: ContentMode {
        get { _imageContentMode }
        set {
            _imageContentMode = newValue
            customized.insert(.imageContentMode)
        }
    }

    /// The stroke colour; **`nil` means the tint colour**. Use `.clear` for none.
    public var strokeColor: Color? {
        get { _strokeColor }
        set {
            _strokeColor = newValue
            customized.insert(.strokeColor)
        }
    }

    /// A transformer applied to the stroke colour (or the tint, when that is `nil`).
    public var strokeColorTransformer: ConfigurationColorTransformer? {
        get { _strokeColorTransformer }
        set {
            _strokeColorTransformer = newValue
            customized.insert(.strokeColorTransformer)
        }
    }

    /// The stroke width in points; ≥ 0 (negative, NaN and infinite values become 0). Default 0.
    public var strokeWidth: Double {
        get { _strokeWidth }
        set {
            _strokeWidth = newValue.isFinite ? max(newValue, 0) : 0
            customized.insert(.strokeWidth)
        }
    }

    /// How far the stroke sits outside the background (negative: inside); NaN and infinite
    /// values become 0. Default 0.
    public var strokeOutset: Double {
        get { _strokeOutset }
        set {
            _strokeOutset = newValue.isFinite ? newValue : 0
            customized.insert(.strokeOutset)
        }
    }

    /// The shadow (iOS 18). Default: opacity 0, no shadow.
    public var shadowProperties: ShadowProperties {
        get { _shadowProperties }
        set {
            _shadowProperties = newValue
            customized.insert(.shadowProperties)
        }
    }

    // MARK: Resolution

    /// The background colour to draw: ``backgroundColor``, or `tintColor` when it is `nil`,
    /// passed through ``backgroundColorTransformer``.
    ///
    /// - Parameter tintColor: The view's tint colour.
    public func resolvedBackgroundColor(for tintColor: Color) -> Color {
        let color = _backgroundColor ?? tintColor
        return _backgroundColorTransformer.map { $0(color) } ?? color
    }

    /// The stroke colour to draw: ``strokeColor``, or `tintColor` when it is `nil`, passed
    /// through ``strokeColorTransformer``.
    ///
    /// - Parameter tintColor: The view's tint colour.
    public func resolvedStrokeColor(for tintColor: Color) -> Color {
        let color = _strokeColor ?? tintColor
        return _strokeColorTransformer.map { $0(color) } ?? color
    }

    // MARK: State

    /// The configuration for `state`: the style's values for that state in every property you
    /// have not customised.
    ///
    /// Adaptive styles (``listCell()``, ``listHeader()``, ``listFooter()``) pick their table
    /// from the state's `traitCollection.listEnvironment`, as in iOS 18. ``clear()`` is
    /// returned unchanged. The function is pure and idempotent:
    /// `c.updated(for: s).updated(for: s) == c.updated(for: s)`.
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
        guard _style != .clear else { return self }
        let table = _style._table(for: cell.traitCollection.listEnvironment)
        let word = _Word.of(cell)
        // Nothing customised: the result depends only on the table and the state bits, and
        // was computed when the table was built.
        if customized.isEmpty, let uncustomized = table.uncustomized {
            var result = uncustomized[word]
            result._style = _style
            return result
        }
        var result = self
        result.applyRules(table, word: word, cell)
        return result
    }

    /// Copies the table's values for a state into every property that is not customised, one
    /// property at a time (what the precomputed `uncustomized` results hold for an empty mask).
    mutating func applyRules(
        _ table: _BackgroundStyleTable, word: UInt32, _ state: CellConfigurationState
    ) {
        let customized = customized
        func isFree(_ property: Property) -> Bool { !customized.contains(property) }
        if isFree(.customView) { _customView = nil }
        if isFree(.cornerRadius) { _cornerRadius = table.cornerRadius.resolve(word: word, state) }
        if isFree(.backgroundInsets) {
            _backgroundInsets = table.backgroundInsets.resolve(word: word, state)
        }
        if isFree(.edgesAddingLayoutMarginsToBackgroundInsets) {
            _edgesAddingLayoutMarginsToBackgroundInsets = []
        }
        if isFree(.backgroundColor) {
            _backgroundColor = table.backgroundColor.resolve(word: word, state)
        }
        if isFree(.backgroundColorTransformer) {
            _backgroundColorTransformer = table.backgroundColorTransformer.resolve(
                word: word, state)
        }
        if isFree(.visualEffect) { _visualEffect = table.visualEffect.resolve(word: word, state) }
        if isFree(.image) { _image = nil }
        if isFree(.imageContentMode) { _imageContentMode = .scaleToFill }
        if isFree(.strokeColor) { _strokeColor = table.strokeColor }
        if isFree(.strokeColorTransformer) { _strokeColorTransformer = nil }
        if isFree(.strokeWidth) { _strokeWidth = 0 }
        if isFree(.strokeOutset) { _strokeOutset = 0 }
        if isFree(.shadowProperties) {
            _shadowProperties = table.shadowProperties.resolve(word: word, state)
        }
    }

    // MARK: Customisation

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

    /// Whether `property` has been set by the caller, so that ``updated(for:)-(ConfigurationState)`` leaves it alone.
    public func isCustomized(_ property: Property) -> Bool { customized.contains(property) }

    /// The properties set by the caller, in declaration order.
    public var customizedProperties: [Property] { customized.properties }

    /// Hands `property` back to the style (beyond UIKit): it stops being customised, and the
    /// next ``updated(for:)-(ConfigurationState)`` gives it the style's value for that state.
    public mutating func resetToStyle(_ property: Property) { customized.remove(property) }

    /// Hands every property back to the style.
    public mutating func resetAllToStyle() { customized.removeAll() }
}
