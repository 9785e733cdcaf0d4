/// The content of a list cell, header or footer: an image, primary text and secondary text —
/// `UIListContentConfiguration` without the `UI`.
///
/// Start from a factory (``cell()``, ``subtitleCell()``, ``valueCell()``, ``header()``,
/// ``footer()``, ``sidebarCell()``, …), set the content, customise what you need, and give it to
/// a cell. The host calls ``updated(for:)-(ConfigurationState)`` whenever the state changes: every styled property
/// you have **not** set follows the style's per-state table (`ListContentConfiguration+Styles.swift`,
/// reproduced in `Docs/Configurations.md`); every property you set keeps your value.
///
/// ```swift
/// var content = ListContentConfiguration.cell()
/// content.text = "Inbox"
/// content.secondaryText = "3 unread"
/// content.image = Image(systemName: "tray")
///
/// var state = CellConfigurationState(traitCollection: TraitCollection())
/// state.isDisabled = true
/// let disabled = content.updated(for: state)
/// // disabled.textProperties.color == .tertiaryLabel
/// ```
///
/// ``cell()``, ``subtitleCell()``, ``valueCell()``, ``header()`` and ``footer()`` adapt to the
/// state's `traitCollection.listEnvironment` when updated, as in iOS 18: a `cell()` in a sidebar
/// looks like a ``sidebarCell()``. Text and images turn white whenever the view's background
/// resolves to the tint colour — UIKit's rule for selected sidebar cells and focused cells. A
/// host says whether it does (``CellConfigurationState/backgroundUsesTintColor``); without a
/// host, the style assumes its matching system background (``Style/defaultBackgroundStyle``).
public struct ListContentConfiguration: ContentConfiguration, Hashable, Sendable {
    var _style: Style
    var customized = CustomizationMask<Property>()
    var _image: Image?
    var _text: String?
    var _attributedText: AttributedText?
    var _secondaryText: String?
    var _secondaryAttributedText: AttributedText?
    var _textProperties: TextProperties
    var _secondaryTextProperties: TextProperties
    var _imageProperties = ImageProperties()
    var _axesPreservingSuperviewLayoutMargins: Axis = .horizontal
    var _directionalLayoutMargins: DirectionalEdgeInsets = .zero
    var _prefersSideBySideTextAndSecondaryText = false
    var _imageToTextPadding = 0.0
    var _textToSecondaryTextHorizontalPadding = 0.0
    var _textToSecondaryTextVerticalPadding = 0.0
    var _alpha = 1.0

    init(_style style: Style) {
        _style = style
        _textProperties = TextProperties(font: .body, color: .label)
        _secondaryTextProperties = TextProperties(font: .body, color: .label)
    }

    /// The style the configuration came from; it decides what ``updated(for:)-(ConfigurationState)`` does.
    public var style: Style { _style }

    // MARK: Content (never changed by updated(for:))

    /// The image. Default `nil`.
    public var image: Image? {
        get { _image }
        set { _image = newValue }
    }

    /// The primary text. Default `nil`.
    public var text: String? {
        get { _text }
        set { _text = newValue }
    }

    /// Attributed primary text; when set it supersedes ``text`` (and, for runs that set them,
    /// the font and colour of ``textProperties``). Default `nil`.
    public var attributedText: AttributedText? {
        get { _attributedText }
        set { _attributedText = newValue }
    }

    /// The secondary text. Default `nil`.
    public var secondaryText: String? {
        get { _secondaryText }
        set { _secondaryText = newValue }
    }

    /// Attributed secondary text; supersedes ``secondaryText`` when set. Default `nil`.
    public var secondaryAttributedText: AttributedText? {
        get { _secondaryAttributedText }
        set { _secondaryAttributedText = newValue }
    }

    // MARK: Styled properties

    /// How the primary text looks. Each of its properties is customised separately.
    public var textProperties: TextProperties {
        get { _textProperties }
        set { _textProperties = newValue }
    }

    /// How the secondary text looks. Each of its properties is customised separately.
    public var secondaryTextProperties: TextProperties {
        get { _secondaryTextProperties }
        set { _secondaryTextProperties = newValue }
    }

    /// How the image looks. Each of its properties is customised separately.
    public var imageProperties: ImageProperties {
        get { _imageProperties }
        set { _imageProperties = newValue }
    }

    /// The axes on which the content keeps the superview's layout margins as a minimum.
    public var axesPreservingSuperviewLayoutMargins: Axis {
        get { _axesPreservingSuperviewLayoutMargins }
        set {
            _axesPreservingSuperviewLayoutMargins = newValue
            customized.insert(.axesPreservingSuperviewLayoutMargins)
        }
    }

    /// The margins around the content; negative values become 0.
    public var directionalLayoutMargins: DirectionalEdgeInsets {
        get { _directionalLayoutMargins }
        set {
            _directionalLayoutMargins = newValue._nonNegative
            customized.insert(.directionalLayoutMargins)
        }
    }

    /// Whether the two texts sit side by side when they fit (the value cell's layout) rather
    /// than stacked.
    public var prefersSideBySideTextAndSecondaryText: Bool {
        get { _prefersSideBySideTextAndSecondaryText }
        set {
            _prefersSideBySideTextAndSecondaryText = newValue
            customized.insert(.prefersSideBySideTextAndSecondaryText)
        }
    }

    /// Space between the image and the text, when both exist; ≥ 0 (negative, NaN and infinite
    /// become 0).
    public var imageToTextPadding: Double {
        get { _imageToTextPadding }
        set {
            _imageToTextPadding = newValue.isFinite ? max(newValue, 0) : 0
            customized.insert(.imageToTextPadding)
        }
    }

    /// Minimum space between the texts side by side; ≥ 0 (clamped as above).
    public var textToSecondaryTextHorizontalPadding: Double {
        get { _textToSecondaryTextHorizontalPadding }
        set {
            _textToSecondaryTextHorizontalPadding = newValue.isFinite ? max(newValue, 0) : 0
            customized.insert(.textToSecondaryTextHorizontalPadding)
        }
    }

    /// Space between the texts stacked; ≥ 0 (clamped as above).
    public var textToSecondaryTextVerticalPadding: Double {
        get { _textToSecondaryTextVerticalPadding }
        set {
            _textToSecondaryTextVerticalPadding = newValue.isFinite ? max(newValue, 0) : 0
            customized.insert(.textToSecondaryTextVerticalPadding)
        }
    }

    /// The opacity of the whole content (iOS 18), 0…1 (clamped; NaN becomes 0). Default 1.
    public var alpha: Double {
        get { _alpha }
        set {
            _alpha = newValue._clampedUnit
            customized.insert(.alpha)
        }
    }

    // MARK: ContentConfiguration

    /// Makes a ``ListContentView`` showing this configuration.
    public func makeContentView() -> any ContentView {
        ListContentView(configuration: self)
    }

    /// The configuration for `state`: the style's values for that state in every styled
    /// property you have not customised. Content (texts, image) is never changed.
    ///
    /// Pure and idempotent: `c.updated(for: s).updated(for: s) == c.updated(for: s)`. For the
    /// library's styles it allocates nothing (the style tables are shared and immutable).
    public func updated(for state: any ConfigurationState) -> ListContentConfiguration {
        updated(for: state.cellConfigurationState)
    }

    /// The configuration for a cell state: the same as the `any ConfigurationState` overload,
    /// chosen by the compiler when the argument is a ``CellConfigurationState`` so that the
    /// state is not boxed (the hosts call this one).
    ///
    /// - Parameter cell: The state to update for.
    /// - Returns: A copy whose uncustomised styled properties follow the style's table.
    public func updated(for cell: CellConfigurationState) -> ListContentConfiguration {
        let environment = cell.traitCollection.listEnvironment
        var word = _Word.of(cell)
        let onTint =
            cell.backgroundUsesTintColor
            ?? _style.defaultBackgroundStyle._table(for: environment).usesTintBackground(
                word: word, cell)
        if onTint { word |= _Word.tintBackground }
        var result = self
        result.apply(_style._table(for: environment), word: word, cell)
        return result
    }

    /// Copies the table's values for a state into every styled property that is not
    /// customised, at every level.
    mutating func apply(
        _ table: _ListContentStyleTable, word: UInt32, _ state: CellConfigurationState
    ) {
        _textProperties.apply(table.text, word: word, state)
        _secondaryTextProperties.apply(table.secondaryText, word: word, state)
        _imageProperties.apply(table.image, word: word, state)
        let customized = customized
        func isFree(_ property: Property) -> Bool { !customized.contains(property) }
        if isFree(.axesPreservingSuperviewLayoutMargins) {
            _axesPreservingSuperviewLayoutMargins = table.axesPreservingSuperviewLayoutMargins
        }
        if isFree(.directionalLayoutMargins) {
            _directionalLayoutMargins = table.directionalLayoutMargins
        }
        if isFree(.prefersSideBySideTextAndSecondaryText) {
            _prefersSideBySideTextAndSecondaryText = table.prefersSideBySideTextAndSecondaryText
        }
        if isFree(.imageToTextPadding) { _imageToTextPadding = table.imageToTextPadding }
        if isFree(.textToSecondaryTextHorizontalPadding) {
            _textToSecondaryTextHorizontalPadding = table.textToSecondaryTextHorizontalPadding
        }
        if isFree(.textToSecondaryTextVerticalPadding) {
            _textToSecondaryTextVerticalPadding = table.textToSecondaryTextVerticalPadding
        }
        if isFree(.alpha) { _alpha = table.alpha.resolve(word: word, state) }
    }

    // MARK: Customisation

    /// The configuration-level properties ``updated(for:)-(ConfigurationState)`` manages (text and image
    /// properties track their own: ``TextProperties/Property``, ``ImageProperties/Property``).
    public enum Property: String, Hashable, Sendable, Codable, CaseIterable {
        /// ``ListContentConfiguration/axesPreservingSuperviewLayoutMargins``.
        case axesPreservingSuperviewLayoutMargins
        /// ``ListContentConfiguration/directionalLayoutMargins``.
        case directionalLayoutMargins
        /// ``ListContentConfiguration/prefersSideBySideTextAndSecondaryText``.
        case prefersSideBySideTextAndSecondaryText
        /// ``ListContentConfiguration/imageToTextPadding``.
        case imageToTextPadding
        /// ``ListContentConfiguration/textToSecondaryTextHorizontalPadding``.
        case textToSecondaryTextHorizontalPadding
        /// ``ListContentConfiguration/textToSecondaryTextVerticalPadding``.
        case textToSecondaryTextVerticalPadding
        /// ``ListContentConfiguration/alpha``.
        case alpha
    }

    /// Whether `property` has been set by the caller.
    public func isCustomized(_ property: Property) -> Bool { customized.contains(property) }

    /// The configuration-level properties set by the caller, in declaration order.
    public var customizedProperties: [Property] { customized.properties }

    /// Hands `property` back to the style: the next ``updated(for:)-(ConfigurationState)`` sets the style's value.
    public mutating func resetToStyle(_ property: Property) { customized.remove(property) }

    /// Hands every styled property back to the style, including every text and image property.
    public mutating func resetAllToStyle() {
        customized.removeAll()
        _textProperties.resetAllToStyle()
        _secondaryTextProperties.resetAllToStyle()
        _imageProperties.resetAllToStyle()
    }
}
