/// The content of a list cell, header or footer: an image, primary text and secondary text —
/// `UIListContentConfiguration` without the `UI`.
///
/// Start from a factory (``cell()``, ``subtitleCell()``, ``valueCell()``, ``header()``,
/// ``footer()``, ``sidebarCell()``, …), set the content, customise what you need, and give it to
/// a cell. The host calls ``updated(for:)-(ConfigurationState)`` whenever the state changes: every styled property
/// you have **not** set follows the style's per-state table (`ListContentConfiguration+Styles.swift`,
/// reproduced in `Docs/Configurations.md`); every property you set keeps your value.
///
/// <!-- snippet: SymbolDocs/DocListContentConfiguration -->
/// ```swift
/// var content = ListContentConfiguration.cell()
/// content.text = "Inbox"
/// content.secondaryText = "3 unread"
/// content.image = Image(systemName: "tray")
///
/// var state = CellConfigurationState(traitCollection: TraitCollection())
/// state.isDisabled = true
/// let disabled = content.updated(for: state)
/// print(disabled.textProperties.color)
///
/// // Prints:
/// // tertiaryLabel
/// ```
///
/// ``cell()``, ``subtitleCell()``, ``valueCell()``, ``header()`` and ``footer()`` adapt to the
/// state's `traitCollection.listEnvironment` when updated, as in iOS 18: a `cell()` in a sidebar
/// looks like a ``sidebarCell()``. Text and images turn white whenever the view's background
/// resolves to the tint colour — UIKit's rule for selected sidebar cells and focused cells. A
/// host says whether it does (``CellConfigurationState/backgroundUsesTintColor``); without a
/// host, the style assumes its matching system background (``Style/defaultBackgroundStyle``).
public struct ListContentConfiguration: ContentConfiguration, Hashable, Sendable {
    /// The style the configuration came from; it decides what ``updated(for:)-(ConfigurationState)`` does.
    public internal(set) var style: Style

    // The content, which updated(for:) never changes, and everything the style decides, each
    // in a shared, copy-on-write box (ListContentConfiguration+Appearance.swift): copying a
    // configuration retains two references, and an update shares the content and takes the
    // style table's precomputed appearance.
    var content: SharedValue<Content>
    var appearance: SharedValue<Appearance>

    /// A configuration of `style` with `content` and `appearance`.
    init(style: Style, content: SharedValue<Content>, appearance: SharedValue<Appearance>) {
        self.style = style
        self.content = content
        self.appearance = appearance
    }

    /// What the caller has customised at the configuration's level.
    var customized: CustomizationMask<Property> {
        get { appearance.value.customized }
        set { appearance.value.customized = newValue }
    }

    // MARK: Customisation

    /// Whether `property` has been set by the caller.
    public func isCustomized(_ property: Property) -> Bool { customized.contains(property) }

    /// The configuration-level properties set by the caller, in declaration order.
    public var customizedProperties: [Property] { customized.properties }

    /// Hands `property` back to the style: the next ``updated(for:)-(ConfigurationState)`` sets the style's value.
    public mutating func resetToStyle(_ property: Property) { customized.remove(property) }

    /// Hands every styled property back to the style, including every text and image property.
    public mutating func resetAllToStyle() {
        appearance.value.customized.removeAll()
        appearance.value.textProperties.resetAllToStyle()
        appearance.value.secondaryTextProperties.resetAllToStyle()
        appearance.value.imageProperties.resetAllToStyle()
    }

    // MARK: Content (never changed by updated(for:))

    /// The content, for setting one of its properties. A factory-made configuration shares
    /// the empty content's box (`Content.none`); its first content property set starts a box
    /// of its own from a new empty content, which costs less than copying the shared one
    /// through the content's value witnesses (about 90 instructions a configured cell).
    private var contentForMutation: Content {
        get { content.value }
        _modify { yield &content[replacingShared: Content.none, with: Content()] }
    }

    /// The image. Default `nil`.
    public var image: Image? {
        get { content.value.image }
        set { contentForMutation.image = newValue }
    }

    /// The primary text. Default `nil`.
    public var text: String? {
        get { content.value.text }
        set { contentForMutation.text = newValue }
    }

    /// Attributed primary text; when set it supersedes ``text`` (and, for runs that set them,
    /// the font and colour of ``textProperties``). Default `nil`.
    public var attributedText: AttributedText? {
        get { content.value.attributedText }
        set { contentForMutation.attributedText = newValue }
    }

    /// The secondary text. Default `nil`.
    public var secondaryText: String? {
        get { content.value.secondaryText }
        set { contentForMutation.secondaryText = newValue }
    }

    /// Attributed secondary text; supersedes ``secondaryText`` when set. Default `nil`.
    public var secondaryAttributedText: AttributedText? {
        get { content.value.secondaryAttributedText }
        set { contentForMutation.secondaryAttributedText = newValue }
    }

    // MARK: Styled properties
    //
    // Setting a property of the configuration customises it: `customize(_:_:as:)` stores the
    // value, clamped where the property documents a range, and adds the property to
    // `customized`. The text and image properties keep their own masks.

    /// Stores `value` at `keyPath` of the appearance (copying the box first if it is shared)
    /// and marks `property` customised.
    private mutating func customize<Value>(
        _ keyPath: WritableKeyPath<Appearance, Value>, _ value: Value, as property: Property
    ) {
        appearance.value[keyPath: keyPath] = value
        appearance.value.customized.insert(property)
    }

    /// How the primary text looks. Each of its properties is customised separately.
    public var textProperties: TextProperties {
        get { appearance.value.textProperties }
        set { appearance.value.textProperties = newValue }
        _modify { yield &appearance.value.textProperties }
    }

    /// How the secondary text looks. Each of its properties is customised separately.
    public var secondaryTextProperties: TextProperties {
        get { appearance.value.secondaryTextProperties }
        set { appearance.value.secondaryTextProperties = newValue }
        _modify { yield &appearance.value.secondaryTextProperties }
    }

    /// How the image looks. Each of its properties is customised separately.
    public var imageProperties: ImageProperties {
        get { appearance.value.imageProperties }
        set { appearance.value.imageProperties = newValue }
        _modify { yield &appearance.value.imageProperties }
    }

    /// The axes on which the content keeps the superview's layout margins as a minimum.
    public var axesPreservingSuperviewLayoutMargins: Axis {
        get { appearance.value.axesPreservingSuperviewLayoutMargins }
        set {
            customize(
                \.axesPreservingSuperviewLayoutMargins, newValue,
                as: .axesPreservingSuperviewLayoutMargins)
        }
    }

    /// The margins around the content; negative values become 0.
    public var directionalLayoutMargins: DirectionalEdgeInsets {
        get { appearance.value.directionalLayoutMargins }
        set {
            customize(
                \.directionalLayoutMargins, newValue.nonNegative, as: .directionalLayoutMargins)
        }
    }

    /// Whether the two texts sit side by side when they fit (the value cell's layout) rather
    /// than stacked.
    public var prefersSideBySideTextAndSecondaryText: Bool {
        get { appearance.value.prefersSideBySideTextAndSecondaryText }
        set {
            customize(
                \.prefersSideBySideTextAndSecondaryText, newValue,
                as: .prefersSideBySideTextAndSecondaryText)
        }
    }

    /// Space between the image and the text, when both exist; ≥ 0 (negative, NaN and infinite
    /// become 0).
    public var imageToTextPadding: CGFloat {
        get { appearance.value.imageToTextPadding }
        set {
            customize(
                \.imageToTextPadding, newValue.finiteNonNegativeOrZero, as: .imageToTextPadding)
        }
    }

    /// Minimum space between the texts side by side; ≥ 0 (clamped as above).
    public var textToSecondaryTextHorizontalPadding: CGFloat {
        get { appearance.value.textToSecondaryTextHorizontalPadding }
        set {
            customize(
                \.textToSecondaryTextHorizontalPadding, newValue.finiteNonNegativeOrZero,
                as: .textToSecondaryTextHorizontalPadding)
        }
    }

    /// Space between the texts stacked; ≥ 0 (clamped as above).
    public var textToSecondaryTextVerticalPadding: CGFloat {
        get { appearance.value.textToSecondaryTextVerticalPadding }
        set {
            customize(
                \.textToSecondaryTextVerticalPadding, newValue.finiteNonNegativeOrZero,
                as: .textToSecondaryTextVerticalPadding)
        }
    }

    /// The opacity of the whole content (iOS 18), 0…1 (clamped; NaN becomes 0). Default 1.
    public var alpha: CGFloat {
        get { appearance.value.alpha }
        set { customize(\.alpha, newValue.clampedUnit, as: .alpha) }
    }

    // MARK: ContentConfiguration

    /// Makes a ``ListContentView`` showing this configuration.
    public func makeContentView() -> any View & ContentView {
        ListContentView(configuration: self)
    }

    /// The configuration for `state`: the style's values for that state in every styled
    /// property you have not customised. Content (texts, image) is never changed.
    ///
    /// Pure and idempotent: `c.updated(for: s).updated(for: s) == c.updated(for: s)`. When
    /// nothing is customised it allocates nothing: the result shares this configuration's
    /// content and takes the style table's precomputed appearance for the state, shared and
    /// immutable. A configuration with customised properties gets an appearance of its own,
    /// one allocation.
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
        // Read in this order, the update costs what it cost written out here (the word worked
        // out before the environment is read cost one or two instructions more an update).
        let environment = cell.traitCollection.listEnvironment
        return updated(
            for: cell, in: environment, word: PredicateBits.of(cell),
            backgroundUsesTintColor: cell.backgroundUsesTintColor)
    }

    /// ``updated(for:)-(CellConfigurationState)`` with the state's list environment and word
    /// (`PredicateBits.of`) worked out by the caller, and whether the background shows the
    /// tint colour in place of the state's ``CellConfigurationState/backgroundUsesTintColor``:
    /// a host works out the word once for its background's tint decision and the content, and
    /// passes the decision without setting it on the state. The style's rules read the state
    /// only for its custom states, which the decision does not change.
    @inline(__always)
    func updated(
        for cell: CellConfigurationState, in environment: ListEnvironment, word: UInt32,
        backgroundUsesTintColor: Bool?
    ) -> ListContentConfiguration {
        var word = word
        let onTint =
            backgroundUsesTintColor
            ?? style.defaultBackgroundStyle.styleTable(for: environment).usesTintBackground(
                word: word, cell)
        if onTint { word |= PredicateBits.tintBackground }
        return styled(by: style.styleTable(for: environment), word: word, cell)
    }

    // MARK: Customisable properties

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

}
