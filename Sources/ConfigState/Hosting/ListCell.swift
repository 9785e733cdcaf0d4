/// A cell for lists: `UICollectionViewListCell` without the `UI`.
///
/// It adds accessories, indentation and a separator to ``Cell``, and defaults that follow the
/// list environment: ``defaultContentConfiguration()`` is ``ListContentConfiguration/cell()``
/// and the cell starts with ``BackgroundConfiguration/listCell()`` as its background
/// configuration, both adapting to `traitCollection.listEnvironment` when updated — which is
/// also why, as in UIKit, setting ``Cell/backgroundColor`` on a list cell seems to do nothing
/// until the background configuration is removed.
open class ListCell: Cell {
    /// Creates a list cell with the default list background.
    public required init() {
        super.init()
        backgroundConfiguration = defaultBackgroundConfiguration()
    }

    /// A fresh content configuration for this cell: ``ListContentConfiguration/cell()``,
    /// which adapts to the list environment.
    open func defaultContentConfiguration() -> ListContentConfiguration { .cell() }

    /// ``BackgroundConfiguration/listCell()``, which adapts to the list environment.
    open override func defaultBackgroundConfiguration() -> BackgroundConfiguration { .listCell() }

    // MARK: Accessories

    var _accessories: [CellAccessory] = []

    /// The accessories (`UICollectionViewListCell.accessories`). System accessories are placed
    /// by the system's order whatever their order here; custom ones by their placement.
    ///
    /// Two system accessories of one kind are an error — UIKit throws an exception. Assigning
    /// such a list keeps the previous accessories and reports an
    /// ``Diagnostic/Kind/invalidAccessories`` diagnostic naming the kind and positions; use
    /// ``setAccessories(_:)`` to get the error instead.
    public var accessories: [CellAccessory] {
        get { _accessories }
        set {
            do {
                try setAccessories(newValue)
            } catch {
                _report(.invalidAccessories, error.description)
            }
        }
    }

    /// Sets the accessories, or throws when two system accessories have the same kind.
    public func setAccessories(_ accessories: [CellAccessory]) throws(CellAccessoryError) {
        try CellAccessory.validate(accessories)
        _accessories = accessories
    }

    // MARK: Indentation and separator

    /// The indentation level (outline children are one level deeper than their parent); negative
    /// values become 0.
    public var indentationLevel = 0 {
        didSet { if indentationLevel < 0 { indentationLevel = 0 } }
    }

    /// Points of indentation per level; negative, NaN and infinite values become 0. Default 10.
    public var indentationWidth = 10.0 {
        didSet { if !indentationWidth.isFinite || indentationWidth < 0 { indentationWidth = 0 } }
    }

    /// Whether leading accessories move with the indentation. Default `true`; when `false`
    /// they stay at the leading edge while the content is indented
    /// (``ViewRender/leadingAccessoryIndentation``).
    public var indentsAccessories = true

    /// Also resets ``indentationLevel`` to 0, which the list sets again for outline children.
    open override func prepareForReuse() {
        super.prepareForReuse()
        indentationLevel = 0
    }

    /// The leading indentation in points: level × width.
    public var indentation: Double { Double(indentationLevel) * indentationWidth }

    override func _decorate(_ render: inout ViewRender) {
        let state = configurationState
        // UIKit whitens default accessory tints when the cell's background is the tint colour
        // (a selected sidebar cell), as it whitens text and images: the same decision the
        // content gets, so a state that says `backgroundUsesTintColor` is obeyed by both.
        let onTint = _contentState(state).backgroundUsesTintColor ?? false
        if let layout = try? CellAccessory.layout(_accessories, for: state) {
            func resolve(_ item: CellAccessoryLayout.Item) -> AccessoryRender {
                AccessoryRender(
                    item,
                    explicitTintColor: _accessories.indices.contains(item.sourceIndex)
                        ? _accessories[item.sourceIndex].tintColor : nil,
                    traitCollection: traitCollection, backgroundUsesTintColor: onTint)
            }
            render.leadingAccessories = layout.leading.filter { !$0.isHidden }.map(resolve)
            render.trailingAccessories = layout.trailing.filter { !$0.isHidden }.map(resolve)
        }
        render.indentation = indentation
        render.leadingAccessoryIndentation =
            indentsAccessories || render.leadingAccessories.isEmpty ? indentation : 0
        // The separator starts under the text, as UIKit's `separatorLayoutGuide` does.
        var leading = indentation
        if case .list(let content) = render.content {
            leading += content.margins.leading
            if let image = content.image, content.text != nil || content.secondaryText != nil {
                leading += image.reservedSize.width + content.imageToTextPadding
            }
        }
        render.separatorInsets = DirectionalEdgeInsets(
            top: 0, leading: leading, bottom: 0, trailing: 0)
    }
}

/// A headless header or footer view: `UITableViewHeaderFooterView` (and a collection view's
/// supplementary list header) without the `UI`.
///
/// It runs the same update pass as ``Cell`` with a ``ViewConfigurationState`` — highlighted,
/// selected, disabled, focused and pinned (floating at the edge of the list).
open class HeaderFooterView {
    /// The closure type of ``configurationUpdateHandler``.
    public typealias ConfigurationUpdateHandler = (HeaderFooterView, ViewConfigurationState) -> Void

    /// Whether the view is a header or a footer; it decides the default configurations.
    public enum Role: String, Hashable, Sendable, Codable {
        /// A section header.
        case header
        /// A section footer.
        case footer
    }

    /// Whether this is a header or a footer. Default ``Role/header``.
    public var role: Role = .header

    /// Creates a header view with no configurations.
    public required init() {}

    /// Creates a view with the given role.
    public convenience init(role: Role) {
        self.init()
        self.role = role
    }

    /// Whether the view is highlighted. Changing it requests a configuration update.
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { setNeedsUpdateConfiguration() } }
    }

    /// Whether the view is selected. Changing it requests a configuration update.
    open var isSelected = false {
        didSet { if isSelected != oldValue { setNeedsUpdateConfiguration() } }
    }

    /// Whether the view is focused. Changing it requests a configuration update.
    open var isFocused = false {
        didSet { if isFocused != oldValue { setNeedsUpdateConfiguration() } }
    }

    /// Whether the view is pinned (floating) at the edge of the list. Changing it requests a
    /// configuration update.
    open var isPinned = false {
        didSet { if isPinned != oldValue { setNeedsUpdateConfiguration() } }
    }

    /// Whether the view responds to the user; `false` makes the state disabled.
    open var isUserInteractionEnabled = true {
        didSet { if isUserInteractionEnabled != oldValue { setNeedsUpdateConfiguration() } }
    }

    /// The traits of the environment. Changing them requests a configuration update.
    open var traitCollection = TraitCollection() {
        didSet { if traitCollection != oldValue { setNeedsUpdateConfiguration() } }
    }

    var _customStates: _CustomStates = [:]

    /// Reads and writes a typed custom state; a change requests a configuration update.
    public subscript<Value>(customState key: CustomStateKey<Value>) -> Value {
        get {
            var state = ViewConfigurationState()
            state._customStates = _customStates
            return state[key]
        }
        set {
            var state = ViewConfigurationState()
            state._customStates = _customStates
            state[key] = newValue
            if state._customStates != _customStates {
                _customStates = state._customStates
                setNeedsUpdateConfiguration()
            }
        }
    }

    /// The view's configuration state, derived from its properties and custom states; override
    /// it, calling `super`, to add your own.
    open var configurationState: ViewConfigurationState {
        var state = ViewConfigurationState(traitCollection: traitCollection)
        state.isHighlighted = isHighlighted
        state.isSelected = isSelected
        state.isFocused = isFocused
        state.isPinned = isPinned
        state.isDisabled = !isUserInteractionEnabled
        state._customStates = _customStates
        return state
    }

    /// Whether an update pass is pending (true for a new view).
    public private(set) var needsUpdateConfiguration = true

    /// How many update passes have run.
    public private(set) var configurationUpdateCount = 0

    /// Requests an update pass at the next ``layoutIfNeeded()``; requests coalesce.
    public func setNeedsUpdateConfiguration() {
        needsUpdateConfiguration = true
    }

    /// Runs the update pass if one is pending, in ``Cell``'s order, at most
    /// ``Cell/maximumUpdatePassesPerLayout`` times in a row.
    public func layoutIfNeeded() {
        var passes = 0
        while needsUpdateConfiguration {
            guard passes < Cell.maximumUpdatePassesPerLayout else {
                _report(
                    .updateLoop,
                    "configuration updates of \(_hostDescription) kept requesting more updates; stopped after \(passes) passes in one layout"
                )
                return
            }
            passes += 1
            needsUpdateConfiguration = false
            configurationUpdateCount += 1
            let state = configurationState
            if automaticallyUpdatesContentConfiguration, let content = _content.configuration {
                _applyContent(content.updated(for: _contentState(state)))
            }
            if automaticallyUpdatesBackgroundConfiguration,
                let background = _backgroundConfiguration
            {
                _backgroundConfiguration = background.updated(for: state)
            }
            updateConfiguration(using: state)
            configurationUpdateHandler?(self, state)
        }
    }

    /// Override to update the view's configurations for `state`; called during the update pass.
    open func updateConfiguration(using state: ViewConfigurationState) {}

    /// Called at the end of every update pass; setting a handler requests an update.
    public var configurationUpdateHandler: ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }

    var _content = _ContentSlot()

    /// The content configuration; applied like ``Cell/contentConfiguration``.
    public var contentConfiguration: (any ContentConfiguration)? {
        get { _content.configuration }
        set {
            guard let newValue else {
                _content.clear()
                return
            }
            _applyContent(
                automaticallyUpdatesContentConfiguration
                    ? newValue.updated(for: _contentState(configurationState)) : newValue)
        }
    }

    /// The state content is updated for; see `_contentState(_:background:updatesBackground:)`.
    func _contentState(_ state: ViewConfigurationState) -> ViewConfigurationState {
        ConfigState._contentState(
            state, background: _backgroundConfiguration,
            updatesBackground: automaticallyUpdatesBackgroundConfiguration)
    }

    func _applyContent(_ configuration: any ContentConfiguration) {
        if let warning = _content.apply(
            configuration, hostKind: .headerFooterView, host: self._hostDescription)
        {
            _report(.contentViewReplaced, warning)
        }
    }

    /// The view showing ``contentConfiguration``.
    public var contentView: (any ContentView)? { _content.view }

    /// How many times this view replaced its content view.
    public var contentViewReplacementCount: Int { _content.replacementCount }

    /// How many content views this view has made.
    public var contentViewCreationCount: Int { _content.creationCount }

    /// Whether the update pass updates ``contentConfiguration``. Default `true`.
    public var automaticallyUpdatesContentConfiguration = true

    var _backgroundConfiguration: BackgroundConfiguration?

    /// The background configuration; setting a non-nil value resets the legacy
    /// ``backgroundColor`` and ``backgroundView``.
    public var backgroundConfiguration: BackgroundConfiguration? {
        get { _backgroundConfiguration }
        set {
            if let newValue {
                _backgroundColor = nil
                _backgroundView = nil
                _backgroundConfiguration =
                    automaticallyUpdatesBackgroundConfiguration
                    ? newValue.updated(for: configurationState) : newValue
            } else {
                _backgroundConfiguration = nil
            }
        }
    }

    /// Whether the update pass updates ``backgroundConfiguration``. Default `true`.
    public var automaticallyUpdatesBackgroundConfiguration = true

    var _backgroundColor: Color?
    var _backgroundView: CustomView?

    /// The legacy background colour; a background configuration resets it.
    public var backgroundColor: Color? {
        get { _backgroundColor }
        set { _backgroundColor = newValue }
    }

    /// The legacy background view; setting a non-nil view resets ``backgroundConfiguration``.
    public var backgroundView: CustomView? {
        get { _backgroundView }
        set {
            _backgroundView = newValue
            if newValue != nil { _backgroundConfiguration = nil }
        }
    }

    /// ``ListContentConfiguration/header()`` or ``ListContentConfiguration/footer()`` by
    /// ``role``; both adapt to the list environment.
    open func defaultContentConfiguration() -> ListContentConfiguration {
        role == .header ? .header() : .footer()
    }

    /// ``BackgroundConfiguration/listHeader()`` or ``BackgroundConfiguration/listFooter()`` by
    /// ``role``.
    open func defaultBackgroundConfiguration() -> BackgroundConfiguration {
        role == .header ? .listHeader() : .listFooter()
    }

    /// Resets transient state before reuse: highlighted, selected, focused, pinned, user
    /// interaction and custom states.
    open func prepareForReuse() {
        isHighlighted = false
        isSelected = false
        isFocused = false
        isPinned = false
        isUserInteractionEnabled = true
        if !_customStates.isEmpty {
            _customStates = [:]
            setNeedsUpdateConfiguration()
        }
    }

    /// Where the view reports diagnostics.
    public var diagnosticSink: (any DiagnosticSink)?

    /// A short name for messages.
    public var debugName: String?

    var _hostDescription: String { debugName ?? String(describing: type(of: self)) }

    func _report(_ kind: Diagnostic.Kind, _ message: String) {
        diagnosticSink?.receive(Diagnostic(kind: kind, message: message, source: _hostDescription))
    }

    /// Everything the view shows, after running any pending update pass.
    open func render() -> ViewRender {
        layoutIfNeeded()
        var background: BackgroundRender?
        if let configuration = _backgroundConfiguration {
            background = BackgroundRender(configuration, traits: traitCollection)
        } else if _backgroundColor != nil || _backgroundView != nil {
            background = BackgroundRender(
                color: (_backgroundColor ?? .clear).resolve(in: traitCollection.colorEnvironment),
                customView: _backgroundView)
        }
        return ViewRender(
            content: _content.view?.render(in: traitCollection), background: background)
    }
}
