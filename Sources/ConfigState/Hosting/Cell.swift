/// A headless cell that runs UIKit's configuration-state machine: `UICollectionViewCell`
/// without the `UI`.
///
/// A cell holds the state-bearing properties (``isSelected``, ``isHighlighted``, …, the
/// ``traitCollection`` and typed custom states). Changing any of them calls
/// ``setNeedsUpdateConfiguration()``. Requests are coalesced; the **update pass** runs at the
/// next ``layoutIfNeeded()`` — which hosts call before every render — in UIKit's order:
///
/// 1. ``contentConfiguration`` is updated for ``configurationState``, when
///    ``automaticallyUpdatesContentConfiguration`` is on, and applied to the content view;
/// 2. ``backgroundConfiguration`` likewise, when ``automaticallyUpdatesBackgroundConfiguration``
///    is on;
/// 3. ``updateConfiguration(using:)`` (override it in a subclass);
/// 4. ``configurationUpdateHandler``, which receives the cell, so no capture is needed.
///
/// ```swift
/// let cell = ListCell()
/// cell.configurationUpdateHandler = { cell, state in
///     var content = ListContentConfiguration.cell().updated(for: state)
///     content.text = state.isSelected ? "Selected" : "Not selected"
///     cell.contentConfiguration = content
/// }
/// cell.isSelected = true
/// cell.layoutIfNeeded()
/// ```
///
/// Custom states set through ``subscript(customState:)-(CustomStateKey<Value>)`` mark the cell
/// for an update and appear in ``configurationState`` without overriding it — the step UIKit
/// leaves to you and its most common stale-state bug. UIKit's pattern (a stored property whose
/// `didSet` calls ``setNeedsUpdateConfiguration()``, plus an overridden
/// ``configurationState``) works too.
open class Cell {
    /// The closure type of ``configurationUpdateHandler``.
    public typealias ConfigurationUpdateHandler = (Cell, CellConfigurationState) -> Void

    /// The most update passes one ``layoutIfNeeded()`` runs before it reports an
    /// ``Diagnostic/Kind/updateLoop`` and stops.
    public static let maximumUpdatePassesPerLayout = 8

    /// Creates a cell with default state and no configurations.
    public required init() {}

    // MARK: State-bearing properties

    /// Whether the cell is selected. Changing it requests a configuration update.
    open var isSelected = false {
        didSet { if isSelected != oldValue { setNeedsUpdateConfiguration() } }
    }

    /// Whether the cell is highlighted. Changing it requests a configuration update.
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { setNeedsUpdateConfiguration() } }
    }

    /// Whether the cell is focused. Changing it requests a configuration update.
    open var isFocused = false {
        didSet { if isFocused != oldValue { setNeedsUpdateConfiguration() } }
    }

    /// Whether the cell is in editing mode. Changing it requests a configuration update.
    open var isEditing = false {
        didSet { if isEditing != oldValue { setNeedsUpdateConfiguration() } }
    }

    /// Whether the cell is swiped. Changing it requests a configuration update.
    open var isSwiped = false {
        didSet { if isSwiped != oldValue { setNeedsUpdateConfiguration() } }
    }

    /// Whether the cell is expanded. Changing it requests a configuration update.
    open var isExpanded = false {
        didSet { if isExpanded != oldValue { setNeedsUpdateConfiguration() } }
    }

    /// Whether the cell is being reordered. Changing it requests a configuration update.
    open var isReordering = false {
        didSet { if isReordering != oldValue { setNeedsUpdateConfiguration() } }
    }

    /// The cell's part in a drag session. Changing it requests a configuration update.
    open var cellDragState = CellConfigurationState.DragState.none {
        didSet { if cellDragState != oldValue { setNeedsUpdateConfiguration() } }
    }

    /// The cell's part in a drop session. Changing it requests a configuration update.
    open var cellDropState = CellConfigurationState.DropState.none {
        didSet { if cellDropState != oldValue { setNeedsUpdateConfiguration() } }
    }

    /// Whether the cell responds to the user; `false` makes the state disabled. Changing it
    /// requests a configuration update.
    open var isUserInteractionEnabled = true {
        didSet { if isUserInteractionEnabled != oldValue { setNeedsUpdateConfiguration() } }
    }

    /// The traits of the environment. Changing them requests a configuration update.
    open var traitCollection = TraitCollection() {
        didSet { if traitCollection != oldValue { setNeedsUpdateConfiguration() } }
    }

    var _customStates: _CustomStates = [:]

    /// Reads and writes a typed custom state (beyond UIKit); a change requests a configuration
    /// update and shows in ``configurationState`` with no override needed.
    public subscript<Value>(customState key: CustomStateKey<Value>) -> Value {
        get {
            var state = CellConfigurationState()
            state._customStates = _customStates
            return state[key]
        }
        set {
            var state = CellConfigurationState()
            state._customStates = _customStates
            state[key] = newValue
            _setCustomStates(state._customStates)
        }
    }

    /// Reads and writes an untyped custom state; a change requests a configuration update.
    public subscript(customState key: ConfigurationStateCustomKey) -> AnyHashable? {
        get { _customStates[key]?.value }
        set {
            var states = _customStates
            states[key] = newValue.map(_CustomStateValue.init(value:))
            _setCustomStates(states)
        }
    }

    func _setCustomStates(_ states: _CustomStates) {
        guard states != _customStates else { return }
        _customStates = states
        setNeedsUpdateConfiguration()
    }

    /// The cell's configuration state, derived from its properties and custom states.
    ///
    /// Override it, calling `super`, to add custom states from your own stored properties (the
    /// UIKit pattern); typed custom states set on the cell need no override.
    open var configurationState: CellConfigurationState {
        var state = CellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        state.isFocused = isFocused
        state.isEditing = isEditing
        state.isSwiped = isSwiped
        state.isExpanded = isExpanded
        state.isReordering = isReordering
        state.cellDragState = cellDragState
        state.cellDropState = cellDropState
        state.isDisabled = !isUserInteractionEnabled
        state._customStates = _customStates
        return state
    }

    // MARK: The update pass

    /// Whether an update pass is pending. A new cell starts with one pending, so the pass
    /// always runs before the cell is first rendered.
    public private(set) var needsUpdateConfiguration = true

    /// How many update passes have run.
    public private(set) var configurationUpdateCount = 0

    /// Requests an update pass at the next ``layoutIfNeeded()``; requests coalesce.
    public func setNeedsUpdateConfiguration() {
        needsUpdateConfiguration = true
    }

    /// Runs the update pass if one is pending; repeats while the pass itself requests another,
    /// up to ``maximumUpdatePassesPerLayout`` times.
    public func layoutIfNeeded() {
        var passes = 0
        while needsUpdateConfiguration {
            guard passes < Self.maximumUpdatePassesPerLayout else {
                _report(
                    .updateLoop,
                    "configuration updates of \(_hostDescription) kept requesting more updates; stopped after \(passes) passes in one layout"
                )
                return
            }
            passes += 1
            needsUpdateConfiguration = false
            _runUpdatePass()
        }
    }

    func _runUpdatePass() {
        configurationUpdateCount += 1
        let state = configurationState
        if automaticallyUpdatesContentConfiguration, let content = _content.configuration {
            _applyContent(content.updated(for: _contentState(state)))
        }
        if automaticallyUpdatesBackgroundConfiguration, let background = _backgroundConfiguration {
            _backgroundConfiguration = background.updated(for: state)
        }
        updateConfiguration(using: state)
        configurationUpdateHandler?(self, state)
    }

    /// Override to update the cell's configurations for `state`; called during the update pass,
    /// after the automatic updates. Do not call it directly: call
    /// ``setNeedsUpdateConfiguration()``.
    open func updateConfiguration(using state: CellConfigurationState) {}

    /// Called at the end of every update pass with the cell and its state. Setting a handler
    /// requests an update.
    public var configurationUpdateHandler: ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }

    // MARK: Content

    var _content = _ContentSlot()

    /// The content configuration; setting one updates the content view in place when it
    /// supports the configuration, and replaces it (with a ``Diagnostic/Kind/contentViewReplaced``
    /// diagnostic) otherwise. When ``automaticallyUpdatesContentConfiguration`` is on, the
    /// configuration is first updated for ``configurationState``. Setting `nil` removes the
    /// content view.
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
    func _contentState(_ state: CellConfigurationState) -> CellConfigurationState {
        ConfigState._contentState(
            state, background: _backgroundConfiguration,
            updatesBackground: automaticallyUpdatesBackgroundConfiguration)
    }

    func _applyContent(_ configuration: any ContentConfiguration) {
        if let warning = _content.apply(configuration, hostKind: .cell, host: self._hostDescription)
        {
            _report(.contentViewReplaced, warning)
        }
    }

    /// The view showing ``contentConfiguration``, or `nil` when there is none.
    public var contentView: (any ContentView)? { _content.view }

    /// How many content views this cell has made, replacements included.
    public var contentViewCreationCount: Int { _content.creationCount }

    /// How many times this cell replaced its content view.
    public var contentViewReplacementCount: Int { _content.replacementCount }

    /// Whether the update pass updates ``contentConfiguration`` for the state. Default `true`.
    public var automaticallyUpdatesContentConfiguration = true

    // MARK: Background

    var _backgroundConfiguration: BackgroundConfiguration?

    /// The background configuration. Setting a non-nil value resets the legacy
    /// ``backgroundColor``, ``backgroundView`` and ``selectedBackgroundView`` to `nil`, as UIKit
    /// does. When ``automaticallyUpdatesBackgroundConfiguration`` is on, it is first updated for
    /// ``configurationState``.
    public var backgroundConfiguration: BackgroundConfiguration? {
        get { _backgroundConfiguration }
        set {
            if let newValue {
                _backgroundColor = nil
                _backgroundView = nil
                _selectedBackgroundView = nil
                _backgroundConfiguration =
                    automaticallyUpdatesBackgroundConfiguration
                    ? newValue.updated(for: configurationState) : newValue
            } else {
                _backgroundConfiguration = nil
            }
        }
    }

    /// Whether the update pass updates ``backgroundConfiguration`` for the state. Default `true`.
    public var automaticallyUpdatesBackgroundConfiguration = true

    /// The background a cell of this kind has by default. A plain `Cell` has ``BackgroundConfiguration/clear()``;
    /// ``ListCell`` overrides it.
    open func defaultBackgroundConfiguration() -> BackgroundConfiguration { .clear() }

    var _backgroundColor: Color?
    var _backgroundView: CustomView?
    var _selectedBackgroundView: CustomView?

    /// The legacy background colour (`UIView.backgroundColor`). A background configuration, when
    /// set, draws over it, and setting one resets this to `nil`.
    public var backgroundColor: Color? {
        get { _backgroundColor }
        set { _backgroundColor = newValue }
    }

    /// The legacy background view. Setting a non-nil view resets ``backgroundConfiguration`` to
    /// `nil`, as UIKit does.
    public var backgroundView: CustomView? {
        get { _backgroundView }
        set {
            _backgroundView = newValue
            if newValue != nil { _backgroundConfiguration = nil }
        }
    }

    /// The legacy background view shown while selected. Setting a non-nil view resets
    /// ``backgroundConfiguration`` to `nil`, as UIKit does.
    public var selectedBackgroundView: CustomView? {
        get { _selectedBackgroundView }
        set {
            _selectedBackgroundView = newValue
            if newValue != nil { _backgroundConfiguration = nil }
        }
    }

    // MARK: Reuse

    /// The identity of the registration the cell was dequeued with, if any.
    var _reuseKey: ObjectIdentifier?

    /// Resets the transient state before the cell is reused for another item: highlighted,
    /// selected, focused, editing, swiped, expanded, reordering, drag and drop states, user
    /// interaction and every custom state set on the cell. The list sets the new item's state
    /// afterwards. Content, background and accessories are left to the registration handler —
    /// which is where a handler that forgets to set them shows stale state, and where the
    /// reuse audit finds it. Override to reset your own properties; call `super`.
    open func prepareForReuse() {
        isHighlighted = false
        isSelected = false
        isFocused = false
        isEditing = false
        isSwiped = false
        isExpanded = false
        isReordering = false
        cellDragState = .none
        cellDropState = .none
        isUserInteractionEnabled = true
        _setCustomStates([:])
    }

    // MARK: Diagnostics and render

    /// Where the cell reports diagnostics; a ``ListView`` sets its own log on its cells.
    public var diagnosticSink: (any DiagnosticSink)?

    /// A short name for messages, such as `ListCell` or `ListCell(item 42)`.
    public var debugName: String?

    /// The record of the list that dequeued the cell, if any.
    var _listRecord: (any _ListCellRecord)?

    var _hostDescription: String {
        debugName ?? _listRecord?.hostDescription ?? String(describing: type(of: self))
    }

    func _report(_ kind: Diagnostic.Kind, _ message: String, properties: [String] = []) {
        diagnosticSink?.receive(
            Diagnostic(
                kind: kind, message: message, source: _hostDescription, properties: properties))
    }

    /// Everything the cell shows, after running any pending update pass: the content view's
    /// render, the background (the background configuration, or the legacy colour and views) and,
    /// for list cells, accessories, indentation and separator.
    open func render() -> ViewRender {
        layoutIfNeeded()
        var render = ViewRender(
            content: _content.view?.render(in: traitCollection), background: _backgroundRender())
        _decorate(&render)
        return render
    }

    func _backgroundRender() -> BackgroundRender? {
        if let configuration = _backgroundConfiguration {
            return BackgroundRender(configuration, traits: traitCollection)
        }
        let view = isSelected ? (_selectedBackgroundView ?? _backgroundView) : _backgroundView
        guard _backgroundColor != nil || view != nil else { return nil }
        return BackgroundRender(
            color: (_backgroundColor ?? .clear).resolve(in: traitCollection.colorEnvironment),
            customView: view)
    }

    /// Lets subclasses in this module add what they show.
    func _decorate(_ render: inout ViewRender) {}
}
