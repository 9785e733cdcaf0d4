/// A headless cell that runs UIKit's configuration-state machine: `UICollectionViewCell`
/// without the `UI`.
///
/// A cell holds the state-bearing properties (``isSelected``, ``isHighlighted``, …, the
/// ``View/traitCollection`` and typed custom states). Changing any of them calls
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
/// <!-- snippet: SymbolDocs/DocCollectionViewCell -->
/// ```swift
/// let cell = CollectionViewListCell()
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
open class CollectionViewCell: CollectionReusableView {
    /// The closure type of ``configurationUpdateHandler``.
    public typealias ConfigurationUpdateHandler =
        @MainActor (CollectionViewCell, CellConfigurationState) -> Void

    /// The most update passes one ``layoutIfNeeded()`` runs before it reports an
    /// ``Diagnostic/Kind/updateLoop`` and stops.
    public static let maximumUpdatePassesPerLayout = 8

    /// Creates a cell with the given frame, default state and no configurations.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a cell from an archive: a headless cell decodes nothing (see
    /// ``View/init(coder:)``).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    // MARK: State-bearing properties (a change requests a configuration update)
    //
    // A list sets these on every cell it shows, and reads the update flag and count of every
    // visible cell each layout pass; the runtime's exclusivity check costs more than each
    // access (about 100 instructions on Linux). Every access is on the main actor and none is
    // held across a call out (`didSet` runs after the write; the content view is given its
    // configuration from a copy of the slot, see `ConfigurationHost.applyContent`), so
    // accesses cannot overlap: the check is off for them, and for the other stored
    // properties an update pass reads (the automatic-update flags, the diagnostic sink).

    /// Whether the cell is selected.
    @exclusivity(unchecked) open var isSelected = false {
        didSet { stateChanged(isSelected != oldValue) }
    }
    /// Whether the cell is highlighted.
    @exclusivity(unchecked) open var isHighlighted = false {
        didSet { stateChanged(isHighlighted != oldValue) }
    }
    /// Whether the cell is focused.
    @exclusivity(unchecked) open var isFocused = false {
        didSet { stateChanged(isFocused != oldValue) }
    }
    /// Whether the cell is in editing mode.
    @exclusivity(unchecked) open var isEditing = false {
        didSet { stateChanged(isEditing != oldValue) }
    }
    /// Whether the cell is swiped.
    @exclusivity(unchecked) open var isSwiped = false {
        didSet { stateChanged(isSwiped != oldValue) }
    }
    /// Whether the cell is expanded.
    @exclusivity(unchecked) open var isExpanded = false {
        didSet { stateChanged(isExpanded != oldValue) }
    }
    /// Whether the cell is being reordered.
    @exclusivity(unchecked) open var isReordering = false {
        didSet { stateChanged(isReordering != oldValue) }
    }
    /// The cell's part in a drag session.
    @exclusivity(unchecked) open var cellDragState = CellConfigurationState.DragState.none {
        didSet { stateChanged(cellDragState != oldValue) }
    }
    /// The cell's part in a drop session.
    @exclusivity(unchecked) open var cellDropState = CellConfigurationState.DropState.none {
        didSet { stateChanged(cellDropState != oldValue) }
    }
    /// Whether the cell responds to the user; `false` makes the state disabled.
    open override var isUserInteractionEnabled: Bool {
        didSet { stateChanged(isUserInteractionEnabled != oldValue) }
    }

    /// Requests a configuration update: the traits are part of the configuration state.
    open override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        stateChanged(true)
    }

    /// Reads and writes a typed custom state (beyond UIKit); a change requests a configuration
    /// update and shows in ``configurationState`` with no override needed.
    ///
    /// - Complexity: O(1) on average to read; O(*k*) to write, for *k* custom states set on the
    ///   cell: they are copied, then compared with the previous ones to decide whether to request
    ///   an update.
    public subscript<Value>(customState key: CustomStateKey<Value>) -> Value {
        get { customState(key) }
        set { setCustomState(key, newValue) }
    }

    /// Reads and writes an untyped custom state; a change requests a configuration update.
    ///
    /// - Complexity: O(1) on average to read; O(*k*) to write, for *k* custom states set on the
    ///   cell: they are copied, then compared with the previous ones to decide whether to request
    ///   an update.
    public subscript(customState key: ConfigurationStateCustomKey) -> AnyHashable? {
        get { core.customStates[key]?.value }
        set {
            var states = core.customStates
            states[key] = newValue.map(CustomStateValue.init(value:))
            setCustomStates(states)
        }
    }

    /// The cell's configuration state, derived from its properties and custom states.
    ///
    /// Override it, calling `super`, to add custom states from your own stored properties (the
    /// UIKit pattern); typed custom states set on the cell need no override.
    open var configurationState: CellConfigurationState {
        var state = viewConfigurationState()
        state.isEditing = isEditing
        state.isSwiped = isSwiped
        state.isExpanded = isExpanded
        state.isReordering = isReordering
        // The view state has no drag or drop bits: each session state sets at most one, where
        // the state's setters clear the other (about 15 instructions each).
        switch cellDragState {
        case .none: break
        case .lifting: state.bits[.dragLifting] = true
        case .dragging: state.bits[.dragging] = true
        }
        switch cellDropState {
        case .none: break
        case .notTargeted: state.bits[.dropNotTargeted] = true
        case .targeted: state.bits[.dropTargeted] = true
        }
        return state
    }

    // MARK: The update pass

    @exclusivity(unchecked) var core = HostCore<CellConfigurationState>()

    /// Whether an update pass is pending. A new cell starts with one pending, so the pass
    /// always runs before the cell is first rendered.
    public var needsUpdateConfiguration: Bool { core.needsUpdateConfiguration }

    /// How many update passes have run.
    public var configurationUpdateCount: Int { core.configurationUpdateCount }

    /// Requests an update pass at the next ``layoutIfNeeded()``; requests coalesce.
    public func setNeedsUpdateConfiguration() {
        core.requestUpdate()
    }

    /// Runs the update pass if one is pending; repeats while the pass itself requests another,
    /// up to ``maximumUpdatePassesPerLayout`` times.
    ///
    /// - Complexity: O(1) when no pass is pending. Otherwise at most
    ///   ``maximumUpdatePassesPerLayout`` passes, each O(1) plus the cost of the content
    ///   configuration's `updated(for:)` and of applying it to the content view, and of
    ///   ``updateConfiguration(using:)`` and ``configurationUpdateHandler``.
    open override func layoutIfNeeded() {
        runPendingUpdatePasses()
        super.layoutIfNeeded()
    }

    func runUpdateHooks(for state: CellConfigurationState) {
        updateConfiguration(using: state)
        configurationUpdateHandler?(self, state)
    }

    /// Override to update the cell's configurations for `state`; called during the update pass,
    /// after the automatic updates. Do not call it directly: call
    /// ``setNeedsUpdateConfiguration()``.
    open func updateConfiguration(using state: CellConfigurationState) {}

    // Read by every update pass, which calls the closure after the read has ended.
    /// Called at the end of every update pass with the cell and its state. Setting a handler
    /// requests an update.
    @exclusivity(unchecked) public var configurationUpdateHandler: ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }

    // MARK: Content

    /// The content configuration; setting one updates the content view in place when it
    /// supports the configuration, and replaces it (with a ``Diagnostic/Kind/contentViewReplaced``
    /// diagnostic) otherwise. When ``automaticallyUpdatesContentConfiguration`` is on, the
    /// configuration is first updated for ``configurationState``. Setting `nil` removes the
    /// content view.
    ///
    /// - Complexity: O(1) to read. Setting costs the configuration's `updated(for:)` (when the cell
    ///   updates it automatically) and applying it to the content view; when the view is replaced,
    ///   also making the new view and describing both configurations for the diagnostic.
    public var contentConfiguration: (any ContentConfiguration)? {
        get { core.content.configuration }
        // Moved in, not copied (see `setContentConfiguration(_:)`).
        set { setContentConfiguration(consume newValue) }
    }

    /// The view that shows the cell's content: the content configuration's view (made by its
    /// `makeContentView()`) once one is set, or else a plain view, as in UIKit. Add your own
    /// subviews to it, as UIKit cells do: content views among them appear in renders
    /// (``ViewRender/nestedContents``).
    public var contentView: View { hostContentView }

    /// How many content views this cell has made, replacements included.
    public var contentViewCreationCount: Int { core.content.creationCount }

    /// How many times this cell replaced its content view.
    public var contentViewReplacementCount: Int { core.content.replacementCount }

    /// Whether the update pass updates ``contentConfiguration`` for the state. Default `true`.
    @exclusivity(unchecked) public var automaticallyUpdatesContentConfiguration = true

    // MARK: Background

    /// The background configuration. Setting a non-nil value resets the legacy
    /// ``View/backgroundColor``, ``backgroundView`` and ``selectedBackgroundView`` to `nil`, as UIKit
    /// does. When ``automaticallyUpdatesBackgroundConfiguration`` is on, it is first updated for
    /// ``configurationState``.
    public var backgroundConfiguration: BackgroundConfiguration? {
        get { core.backgroundConfiguration }
        set { setBackgroundConfiguration(newValue) }
    }

    /// Whether the update pass updates ``backgroundConfiguration`` for the state. Default `true`.
    @exclusivity(unchecked) public var automaticallyUpdatesBackgroundConfiguration = true

    /// The background a cell of this kind has by default. A plain `CollectionViewCell` has ``BackgroundConfiguration/clear()``;
    /// ``CollectionViewListCell`` overrides it.
    open func defaultBackgroundConfiguration() -> BackgroundConfiguration { .clear() }

    /// The legacy background view. Setting a non-nil view resets ``backgroundConfiguration`` to
    /// `nil`, as UIKit does.
    public var backgroundView: CustomView? {
        get { core.backgroundView }
        set { setLegacyBackgroundView(newValue, at: \.backgroundView) }
    }

    /// The legacy background view shown while selected. Setting a non-nil view resets
    /// ``backgroundConfiguration`` to `nil`, as UIKit does.
    public var selectedBackgroundView: CustomView? {
        get { core.selectedBackgroundView }
        set { setLegacyBackgroundView(newValue, at: \.selectedBackgroundView) }
    }

    // MARK: Reuse

    /// Resets the transient state before the cell is reused for another item: highlighted,
    /// selected, focused, editing, swiped, expanded, reordering, drag and drop states, user
    /// interaction and every custom state set on the cell. The list sets the new item's state
    /// afterwards. Content, background and accessories are left to the registration handler —
    /// which is where a handler that forgets to set them shows stale state, and where the
    /// reuse audit finds it. Override to reset your own properties; call `super`.
    ///
    /// Each flag is set only when it is not already reset, so observers a subclass adds to
    /// one (`override var isSelected { didSet { … } }`) run when the flag changes; the list
    /// sets the new item's state the same way.
    open override func prepareForReuse() {
        super.prepareForReuse()
        // Each set only when it changes (most reused cells are in the default state): a set
        // calls the property's setter — overridable, so through the class's table — and its
        // observers, about 50 instructions each, for nothing.
        if isHighlighted { isHighlighted = false }
        if isSelected { isSelected = false }
        if isFocused { isFocused = false }
        if isEditing { isEditing = false }
        if isSwiped { isSwiped = false }
        if isExpanded { isExpanded = false }
        if isReordering { isReordering = false }
        if cellDragState != .none { cellDragState = .none }
        if cellDropState != .none { cellDropState = .none }
        if !isUserInteractionEnabled { isUserInteractionEnabled = true }
        if !core.customStates.isEmpty { setCustomStates([:]) }
    }

    /// Shows the list-level state of the item this cell shows; a list calls it before each
    /// update. ``CollectionViewListCell`` also takes the outline's indentation level, when there is one.
    func applyListItemState(
        _ state: ListItemState, traitCollection: TraitCollection?, indentationLevel: Int?
    ) {
        if let traitCollection { self.traitCollection = traitCollection }
        // Set only when they change, as in `prepareForReuse()`.
        if isEditing != state.isEditing { isEditing = state.isEditing }
        if isSelected != state.isSelected { isSelected = state.isSelected }
        if isHighlighted != state.isHighlighted { isHighlighted = state.isHighlighted }
        if isFocused != state.isFocused { isFocused = state.isFocused }
        if isSwiped != state.isSwiped { isSwiped = state.isSwiped }
        if isExpanded != state.isExpanded { isExpanded = state.isExpanded }
        if isReordering != state.isReordering { isReordering = state.isReordering }
        if cellDragState != state.dragState { cellDragState = state.dragState }
        if cellDropState != state.dropState { cellDropState = state.dropState }
    }

    /// The indentation level a list restores when the cell shows a row outside an outline:
    /// ``CollectionViewListCell``'s level as its registration's handler left it; `nil` for a
    /// plain cell. A reconfigure sets it back before running the handler again, so that an
    /// outline level the collection view gave the cell is not taken for the handler's.
    var handlerIndentationLevel: Int? {
        get { nil }
        set {}
    }

    // MARK: Diagnostics and render

    /// Where the cell reports diagnostics; a ``CollectionView`` sets its own log on its cells.
    @exclusivity(unchecked) public var diagnosticSink: (any DiagnosticSink)?

    /// A short name for messages, such as `CollectionViewListCell` or `CollectionViewListCell(item 42)`.
    @exclusivity(unchecked) public var debugName: String?

    /// The cell's name in messages when it has no ``debugName``: the collection view that
    /// dequeued it (its superview, which keeps pooled cells too) describes the item it shows,
    /// such as `CollectionViewListCell(item 3)`. Asked of the collection view rather than
    /// pointed to from the cell: a weak reference to the list's record would give every
    /// record a side table, and make each retain and release of it take the slow path.
    var hostDescription: String {
        debugName ?? (superview as? CollectionView)?.description(of: self)
            ?? String(describing: type(of: self))
    }

    static var hostKind: HostKind { .cell }

    /// Everything the cell shows, after running any pending update pass: the content view's
    /// render, the background (the background configuration, or the legacy colour and views),
    /// for list cells accessories, indentation and separator, and — when the cell has a size —
    /// where each part is (``ViewRender/frames``, for the cell's current bounds).
    ///
    /// - Complexity: The cost of any pending update passes (see ``layoutIfNeeded()``) and of the
    ///   content view's ``ContentView/render(in:)``; for a ``CollectionViewListCell``, plus laying out its
    ///   accessories: O(*n* + *c*²) for *n* accessories of which *c* are custom (see
    ///   ``CellAccessory/layout(_:for:)``); with a size, plus measuring the texts, O(*t*) for *t*
    ///   Unicode scalars.
    open func render() -> ViewRender {
        var render = baseRender(isSelected: isSelected)
        var context = baseLayoutContext()
        decorate(&render, context: &context, needsGeometry: hasFrameSize)
        attachFrames(to: &render, context: &context)
        decorateAfterLayout(&render)
        return render
    }

    /// Lets subclasses in this module add what depends on the frames (a list cell's
    /// separators).
    func decorateAfterLayout(_ render: inout ViewRender) {}

    /// Lets subclasses in this module add what they show, and — when `needsGeometry` — what
    /// their layout needs.
    func decorate(_ render: inout ViewRender, context: inout LayoutContext, needsGeometry: Bool) {}

    /// Lets subclasses in this module add what their layout needs beyond the content.
    func addLayout(to context: inout LayoutContext) {}

    /// The size the cell needs at `targetSize`'s width, after running any pending update pass:
    /// the width (clamped to 0…100 000 points; NaN and negative widths give 0) and the height
    /// its content, accessories and indentation need there, by the model ``RenderFrames``
    /// describes — finite and at most 100 000 points for any input. The height depends only on
    /// the configurations, the state, the traits and the width, never on the cell's current
    /// frame or on an item it showed before. `targetSize`'s height is not read.
    ///
    /// <!-- snippet: SymbolDocs/DocSystemLayoutSizeFitting -->
    /// ```swift
    /// let cell = CollectionViewListCell()
    /// var content = cell.defaultContentConfiguration()
    /// content.text = "Inbox"
    /// cell.contentConfiguration = content
    /// print(cell.systemLayoutSizeFitting(CGSize(width: 390, height: 0)))
    ///
    /// // Prints:
    /// // CGSize(width: 390.0, height: 44.0)
    /// ```
    ///
    /// - Complexity: The cost of any pending update passes and of the content view's
    ///   ``ContentView/render(in:)``, plus measuring the texts, O(*t*) for *t* Unicode scalars,
    ///   and for a list cell laying out its accessories.
    open override func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        runPendingUpdatePasses()
        let traits = traitCollection
        var context = baseLayoutContext(in: traits)
        addLayout(to: &context)
        // A list content view measures from the parts its height depends on, without a
        // render (a class check, where asking for any content view searches the protocol's
        // conformances).
        if let listView = core.installedContentView as? ListContentView {
            return listView.fittingSize(in: traits, context: context, target: targetSize)
        }
        return RenderGeometry.fittingSize(
            content: contentRender, context: context, target: targetSize)
    }
}

extension CollectionViewCell: ConfigurationHost {}

/// Something that names a host in messages.
@MainActor
@usableFromInline
protocol HostNameSource: AnyObject {
    /// The host's name, such as `CollectionViewListCell(item 3)`.
    var hostDescription: String { get }
}
