/// A headless header or footer view: `UITableViewHeaderFooterView` (and a collection view's
/// supplementary list header) without the `UI`.
///
/// It runs the same update pass as ``CollectionViewCell`` with a ``ViewConfigurationState`` — highlighted,
/// selected, disabled, focused and pinned (floating at the edge of the list).
open class HeaderFooterView: View {
    /// The closure type of ``configurationUpdateHandler``.
    public typealias ConfigurationUpdateHandler =
        @MainActor (HeaderFooterView, ViewConfigurationState) -> Void

    /// Whether the view is a header or a footer; it decides the default configurations.
    public enum Role: String, Hashable, Sendable, Codable {
        /// A section header.
        case header
        /// A section footer.
        case footer
    }

    /// Whether this is a header or a footer. Default ``Role/header``.
    public var role: Role = .header

    /// Creates a header view with the given frame and no configurations.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a view from an archive: a headless view decodes nothing (see
    /// ``View/init(coder:)``).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Creates a header view with a zero frame and no configurations.
    public required convenience init() {
        self.init(frame: .zero)
    }

    /// Creates a view with the given role.
    public convenience init(role: Role) {
        self.init()
        self.role = role
    }

    // The state-bearing properties: a change requests a configuration update.

    /// Whether the view is highlighted.
    open var isHighlighted = false { didSet { stateChanged(isHighlighted != oldValue) } }
    /// Whether the view is selected.
    open var isSelected = false { didSet { stateChanged(isSelected != oldValue) } }
    /// Whether the view is focused.
    open var isFocused = false { didSet { stateChanged(isFocused != oldValue) } }
    /// Whether the view is pinned (floating) at the edge of the list.
    open var isPinned = false { didSet { stateChanged(isPinned != oldValue) } }
    /// Whether the view responds to the user; `false` makes the state disabled.
    open override var isUserInteractionEnabled: Bool {
        didSet { stateChanged(isUserInteractionEnabled != oldValue) }
    }

    /// Requests a configuration update: the traits are part of the configuration state.
    open override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        stateChanged(true)
    }

    /// The view's configuration state, derived from its properties and custom states; override
    /// it, calling `super`, to add your own.
    open var configurationState: ViewConfigurationState {
        var state = viewConfigurationState()
        state.isPinned = isPinned
        return state
    }

    /// Reads and writes a typed custom state; a change requests a configuration update.
    ///
    /// - Complexity: O(1) on average to read; O(*k*) to write, for *k* custom states set on the
    ///   view: they are copied, then compared with the previous ones to decide whether to request
    ///   an update.
    public subscript<Value>(customState key: CustomStateKey<Value>) -> Value {
        get { customState(key) }
        set { setCustomState(key, newValue) }
    }

    /// Runs the update pass if one is pending, in ``CollectionViewCell``'s order, at most
    /// ``CollectionViewCell/maximumUpdatePassesPerLayout`` times in a row.
    ///
    /// - Complexity: As ``CollectionViewCell/layoutIfNeeded()``.
    open override func layoutIfNeeded() {
        runPendingUpdatePasses()
        super.layoutIfNeeded()
    }

    // Unchecked for the reasons `CollectionViewCell.core` is.
    @exclusivity(unchecked) var core = HostCore<ViewConfigurationState>()

    /// Override to update the view's configurations for `state`; called during the update pass.
    open func updateConfiguration(using state: ViewConfigurationState) {}

    /// Called at the end of every update pass; setting a handler requests an update.
    public var configurationUpdateHandler: ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// Whether the update pass updates ``contentConfiguration``. Default `true`.
    public var automaticallyUpdatesContentConfiguration = true

    /// Whether the update pass updates ``backgroundConfiguration``. Default `true`.
    public var automaticallyUpdatesBackgroundConfiguration = true

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
        setCustomStates([:])
    }

    /// Where the view reports diagnostics.
    public var diagnosticSink: (any DiagnosticSink)?

    /// A short name for messages.
    public var debugName: String?

    var hostDescription: String { debugName ?? String(describing: type(of: self)) }

    static var hostKind: HostKind { .headerFooterView }

    /// Everything the view shows, after running any pending update pass, and — when the view
    /// has a size — where each part is (``ViewRender/frames``, for its current bounds).
    ///
    /// - Complexity: The cost of any pending update passes (see ``layoutIfNeeded()``) and of the
    ///   content view's ``ContentView/render(in:)``; with a size, plus measuring the texts,
    ///   O(*t*) for *t* Unicode scalars.
    open func render() -> ViewRender {
        var render = baseRender(isSelected: isSelected)
        var context = baseLayoutContext()
        attachFrames(to: &render, context: &context)
        return render
    }

    /// The size the view needs at `targetSize`'s width, after running any pending update pass:
    /// the width (clamped to 0…100 000 points; NaN and negative widths give 0) and the height its
    /// content needs there, by the model ``RenderFrames`` describes — finite and at most
    /// 100 000 points for any input, with no minimum. `targetSize`'s height is not read.
    ///
    /// - Complexity: The cost of any pending update passes and of the content view's
    ///   ``ContentView/render(in:)``, plus measuring the texts, O(*t*) for *t* Unicode scalars.
    open override func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        runPendingUpdatePasses()
        return RenderGeometry.fittingSize(
            content: contentRender, context: baseLayoutContext(), target: targetSize)
    }
}

// The configuration API, forwarded to the engine every host shares (ConfigurationHost.swift).
extension HeaderFooterView: ConfigurationHost {
    // As Apple's documentation orders them: the background, the content, the updates.

    /// The background configuration; setting a non-nil value resets the legacy
    /// ``View/backgroundColor`` and ``backgroundView``.
    public var backgroundConfiguration: BackgroundConfiguration? {
        get { core.backgroundConfiguration }
        set { setBackgroundConfiguration(newValue) }
    }
    /// The legacy background view; setting a non-nil view resets ``backgroundConfiguration``.
    public var backgroundView: CustomView? {
        get { core.backgroundView }
        set { setLegacyBackgroundView(newValue, at: \.backgroundView) }
    }

    /// The view showing ``contentConfiguration``: made by the configuration's
    /// `makeContentView()`, and replaced only when it does not support a new configuration.
    public var contentView: View { hostContentView }
    /// The content configuration; applied like ``CollectionViewCell/contentConfiguration``.
    ///
    /// - Complexity: As ``CollectionViewCell/contentConfiguration``.
    public var contentConfiguration: (any ContentConfiguration)? {
        get { core.content.configuration }
        // Moved in, not copied (see `setContentConfiguration(_:)`).
        set { setContentConfiguration(consume newValue) }
    }
    /// How many content views this view has made, and how many of them replaced another.
    public var contentViewCreationCount: Int { core.content.creationCount }
    /// How many times this view replaced its content view.
    public var contentViewReplacementCount: Int { core.content.replacementCount }

    /// Requests an update pass at the next ``layoutIfNeeded()``; requests coalesce.
    public func setNeedsUpdateConfiguration() { core.requestUpdate() }
    /// Whether an update pass is pending (true for a new view).
    public var needsUpdateConfiguration: Bool { core.needsUpdateConfiguration }
    /// How many update passes have run.
    public var configurationUpdateCount: Int { core.configurationUpdateCount }

    func runUpdateHooks(for state: ViewConfigurationState) {
        updateConfiguration(using: state)
        configurationUpdateHandler?(self, state)
    }
}
