/// The configuration-state machine every host runs — ``CollectionViewCell`` (and so ``CollectionViewListCell``) with a
/// ``CellConfigurationState``, ``HeaderFooterView`` with a ``ViewConfigurationState`` — written
/// once: the coalesced update pass in UIKit's order, the content slot, the background
/// configuration and the legacy background properties that clear each other, custom states,
/// diagnostics and the shared part of the render.
///
/// A host keeps its machinery in one ``HostCore`` value and exposes UIKit's API by forwarding
/// to the extension below; what differs between hosts (the state type, the overridable hooks,
/// the warning's wording) is the protocol's requirements.
protocol ConfigurationHost: View {
    /// The host's configuration state type.
    associatedtype State: HostState

    /// The host's machinery.
    var core: HostCore<State> { get set }

    /// The state configurations are updated for; open in the hosts, so it may be overridden.
    var configurationState: State { get }
    /// The state-bearing properties every host has beside `UIView`'s.
    var isHighlighted: Bool { get }
    var isSelected: Bool { get }
    var isFocused: Bool { get }
    /// Whether the update pass updates the content configuration.
    var automaticallyUpdatesContentConfiguration: Bool { get }
    /// Whether the update pass updates the background configuration.
    var automaticallyUpdatesBackgroundConfiguration: Bool { get }
    /// Where diagnostics go.
    var diagnosticSink: (any DiagnosticSink)? { get }
    /// The host's name in messages.
    var hostDescription: String { get }
    /// Which kind of host a replacement warning talks about.
    static var hostKind: HostKind { get }

    /// The last steps of an update pass: `updateConfiguration(using:)`, then the
    /// `configurationUpdateHandler`.
    func runUpdateHooks(for state: State)
}

/// A host's machinery: the pending-update flag and count, custom states, the content slot and
/// the backgrounds.
@MainActor
struct HostCore<State: HostState> {
    /// Whether an update pass is pending; a new host starts with one pending, so that the pass
    /// always runs before the first render.
    fileprivate(set) var needsUpdateConfiguration = true
    /// How many update passes have run.
    fileprivate(set) var configurationUpdateCount = 0
    /// How many times the host requested an update pass or ran one — each also counted in
    /// ``HostChanges/count``, so that a collection view can tell whether the only host that
    /// changed while it showed a new cell was that cell.
    fileprivate(set) var changeCount = 0
    /// ``changeCount`` when a collection view last put the cell in a reuse pool.
    var changeCountWhenPooled = 0

    /// Requests an update pass.
    mutating func requestUpdate() {
        needsUpdateConfiguration = true
        noteChange()
    }

    /// Counts a change of the host here and in ``HostChanges/count``.
    @inline(__always)
    fileprivate mutating func noteChange() {
        changeCount &+= 1
        HostChanges.count &+= 1
    }
    /// Whether the host is running its update passes: a request from inside one (a handler
    /// calling `render()` or `layoutIfNeeded()` on its own host) is left to the running loop.
    var isRunningUpdatePasses = false
    /// The custom states set on the host.
    var customStates: CustomStates = [:]
    /// The content configuration and its view.
    var content = ContentSlot()
    /// The view installed as the host's `contentView`: the content configuration's view, or a
    /// plain view while there is no configuration; made when first needed.
    var installedContentView: View?
    /// The background configuration, as last updated.
    var backgroundConfiguration: BackgroundConfiguration?
    /// The legacy background view.
    var backgroundView: CustomView?
    /// The legacy background view shown while selected (cells only).
    var selectedBackgroundView: CustomView?
}

/// The count of changes of every host — update passes requested and run — kept beside each
/// host's own (``HostCore/changeCount``): while it stays the same, no cell anywhere needs
/// updating or measuring more than it did, and a collection view's layout pass skips asking
/// each visible cell.
@MainActor
enum HostChanges {
    /// Changes counted so far (wrapping).
    @exclusivity(unchecked) static var count = 0
}

extension ConfigurationHost {
    /// Runs the update pass while one is pending, up to
    /// ``CollectionViewCell/maximumUpdatePassesPerLayout`` times, then reports an update loop.
    ///
    /// Called again from inside a pass — a handler that renders or lays out its own host — it
    /// returns at once: the pending pass runs next in the loop already running, which counts
    /// it, so a handler that also requests another update each time ends in the update-loop
    /// diagnostic instead of recursing until the stack overflows.
    func runPendingUpdatePasses() {
        guard !core.isRunningUpdatePasses else { return }
        core.isRunningUpdatePasses = true
        defer { core.isRunningUpdatePasses = false }
        var passes = 0
        while core.needsUpdateConfiguration {
            guard passes < CollectionViewCell.maximumUpdatePassesPerLayout else {
                report(
                    .updateLoop,
                    "configuration updates of \(hostDescription) kept requesting more updates; stopped after \(passes) passes in one layout"
                )
                return
            }
            passes += 1
            core.needsUpdateConfiguration = false
            runUpdatePass()
        }
    }

    /// One update pass, in UIKit's order: the automatic content update, the automatic
    /// background update, then the hooks.
    func runUpdatePass() {
        core.configurationUpdateCount += 1
        core.noteChange()
        var state = configurationState
        if automaticallyUpdatesContentConfiguration {
            // A list content view keeps the host's configuration as its type: updated and
            // shown as that (see `setContentConfiguration(_:)`).
            if let listView = core.content.listView {
                listView.showHostConfiguration(
                    list: updatedListContent(listView.hostConfiguration, for: state))
            } else if let content = core.content.configuration {
                applyContent(updated(content, forContentIn: &state))
            }
        }
        if automaticallyUpdatesBackgroundConfiguration,
            let background = core.backgroundConfiguration
        {
            core.backgroundConfiguration = state.updating(background)
        }
        runUpdateHooks(for: state)
    }

    /// The part of the configuration state every host derives alike: traits, highlight,
    /// selection, focus, disabled (from user interaction) and custom states.
    func viewConfigurationState() -> State {
        var bits = StateBits(rawValue: 0)
        bits[.highlighted] = isHighlighted
        bits[.selected] = isSelected
        bits[.focused] = isFocused
        bits[.disabled] = !isUserInteractionEnabled
        return State(traitCollection: traitCollection, customStates: core.customStates, bits: bits)
    }

    /// Requests an update pass when a state-bearing property `changed`.
    func stateChanged(_ changed: Bool) {
        if changed { core.requestUpdate() }
    }

    // MARK: Custom states

    /// Sets the custom states, requesting an update when they change.
    func setCustomStates(_ states: CustomStates) {
        guard states != core.customStates else { return }
        core.customStates = states
        core.requestUpdate()
    }

    /// Reads a typed custom state.
    func customState<Value>(_ key: CustomStateKey<Value>) -> Value {
        var state = State(traitCollection: TraitCollection())
        state.customStates = core.customStates
        return state[key]
    }

    /// Writes a typed custom state.
    func setCustomState<Value>(_ key: CustomStateKey<Value>, _ value: Value) {
        var state = State(traitCollection: TraitCollection())
        state.customStates = core.customStates
        state[key] = value
        setCustomStates(state.customStates)
    }

    // MARK: Content

    /// The host's `contentView`: the content configuration's view, or a plain view (as UIKit
    /// installs) while there is none.
    var hostContentView: View {
        if let installed = core.installedContentView { return installed }
        return installContentView(core.content.view ?? View(frame: bounds))
    }

    /// Makes `view` the host's content view, in place of the one before.
    @discardableResult
    private func installContentView(_ view: View) -> View {
        core.installedContentView?.removeFromSuperview()
        core.installedContentView = view
        insertSubview(view, at: 0)
        return view
    }

    /// Sets a content configuration — first updated for the state when the host updates
    /// content automatically — or, with `nil`, removes the configuration's view and installs a
    /// plain content view, as UIKit does.
    func setContentConfiguration(_ configuration: consuming (any ContentConfiguration)?) {
        // Unwrapped by a move: binding a borrowed existential copies it through its type's
        // value witnesses (about 180 instructions a configured cell).
        guard let configuration = consume configuration else {
            let hadConfiguration = core.content.view != nil
            core.content.clear()
            if hadConfiguration { installContentView(View(frame: bounds)) }
            return
        }
        guard automaticallyUpdatesContentConfiguration else {
            applyContent(consume configuration)
            return
        }
        var state = configurationState
        // A list configuration for the list content view there (every row a list configures
        // after the first): updated and shown as its type, with the state's word worked out
        // once for the background's tint decision and the content's table. Through the
        // protocol, the state was boxed as `any ConfigurationState` and unboxed again, the
        // word worked out twice, and the updated configuration boxed and unboxed (about 500
        // instructions a configured cell).
        if let listView = core.content.listView,
            let list = ListContentView.listConfiguration(of: configuration)
        {
            listView.showHostConfiguration(list: updatedListContent(list, for: state))
            return
        }
        applyContent(updated(configuration, forContentIn: &state))
    }

    /// `content` updated for ``contentState(for:)`` of `state`, as
    /// ``updated(_:forContentIn:)`` updates it, as its type.
    @inline(__always)
    func updatedListContent(_ content: ListContentConfiguration, for state: State)
        -> ListContentConfiguration
    {
        state.updatedListContent(
            content, on: core.backgroundConfiguration,
            backgroundFollowsState: automaticallyUpdatesBackgroundConfiguration)
    }

    /// `content` updated for ``contentState(for:)`` of `state`, which is left as it was: the
    /// background's tint decision is set in place for the update and taken back, where a
    /// derived copy would retain and release each part of the state.
    func updated(_ content: any ContentConfiguration, forContentIn state: inout State)
        -> any ContentConfiguration
    {
        guard state.backgroundUsesTintColor == nil else { return content.updated(for: state) }
        state.backgroundUsesTintColor = backgroundUsesTint(in: state)
        defer { state.backgroundUsesTintColor = nil }
        return content.updated(for: state)
    }

    /// The state content is updated for: `state` plus whether the background is the tint
    /// colour, read from the host's background configuration (updated for the state, when the
    /// host updates it automatically), so that content turns white only on a tint background
    /// that is really there. A state that already says (an overridden `configurationState`)
    /// is left alone.
    func contentState(for state: State) -> State {
        guard state.backgroundUsesTintColor == nil else { return state }
        var contentState = state
        contentState.backgroundUsesTintColor = backgroundUsesTint(in: state)
        return contentState
    }

    /// Whether the host's background, as `state` shows it, is the tint colour.
    private func backgroundUsesTint(in state: State) -> Bool {
        guard let background = core.backgroundConfiguration else { return false }
        return automaticallyUpdatesBackgroundConfiguration
            ? state.backgroundUsesTint(background) : background.backgroundColor == nil
    }

    /// Shows `configuration`, updating the content view in place or replacing it with a
    /// diagnostic.
    func applyContent(_ configuration: consuming any ContentConfiguration) {
        // Most often the view shows the new configuration itself (a cell configured again),
        // without copying the slot out and back (about 800 instructions a configured cell).
        // A list content view keeps the configuration for the slot, and is given it alone.
        // For another view, the slot's configuration is replaced in place, whole, before the
        // view is given it, so that the view's code finds the host's state consistent: it is
        // copied into the slot and moved into the view (each copy of an existential goes
        // through its type's value witnesses).
        if let listView = core.content.listView {
            if listView.showHostConfiguration(configuration) { return }
        } else if let view = core.content.view, view.supports(configuration) {
            core.content.keep(copy configuration)
            view.configuration = consume configuration
            return
        }
        // The slot is changed as a copy and stored back: giving the view its configuration
        // (or making one) runs the configuration's code, which must not find the host's
        // state in the middle of a change (the hosts' state skips the runtime's exclusivity
        // check).
        var content = core.content
        let previous = content.view
        let warning = content.apply(
            configuration, hostKind: Self.hostKind, host: self.hostDescription)
        core.content = content
        if let warning { report(.contentViewReplaced, warning) }
        if let view = content.view, view !== previous { installContentView(view) }
    }

    // MARK: Background

    /// Sets a background configuration: a non-nil one clears the legacy background properties
    /// and is first updated for the state when the host updates it automatically.
    func setBackgroundConfiguration(_ configuration: BackgroundConfiguration?) {
        guard let configuration else {
            core.backgroundConfiguration = nil
            return
        }
        backgroundColor = nil
        core.backgroundView = nil
        core.selectedBackgroundView = nil
        core.backgroundConfiguration =
            automaticallyUpdatesBackgroundConfiguration
            ? configurationState.updating(configuration) : configuration
    }

    /// Sets a legacy background view; a non-nil view clears the background configuration.
    func setLegacyBackgroundView(
        _ view: CustomView?, at keyPath: WritableKeyPath<HostCore<State>, CustomView?>
    ) {
        core[keyPath: keyPath] = view
        if view != nil { core.backgroundConfiguration = nil }
    }

    // MARK: Diagnostics and render

    /// Sends a diagnostic about this host to its sink.
    func report(_ kind: Diagnostic.Kind, _ message: String, properties: [String] = []) {
        diagnosticSink?.receive(
            Diagnostic(
                kind: kind, message: message, source: hostDescription, properties: properties))
    }

    /// What every host shows, after running any pending update pass: the content view's render,
    /// the content views below it, and the background — the configuration, or else the legacy
    /// colour and views.
    func baseRender(isSelected: Bool) -> ViewRender {
        runPendingUpdatePasses()
        let contentView = core.installedContentView
        var nested: [ContentRender] = []
        if let contentView { appendNestedContents(of: contentView, to: &nested) }
        return ViewRender(
            content: (contentView as? any ContentView)?.render(in: traitCollection),
            nestedContents: nested, background: backgroundRender(isSelected: isSelected))
    }

    /// What the content view shows, when it is a content view.
    var contentRender: ContentRender? {
        (core.installedContentView as? any ContentView)?.render(in: traitCollection)
    }

    /// The layout context every host starts from: the layout direction, and the vertical
    /// padding a list content view's side-by-side texts take when they stack.
    func baseLayoutContext() -> LayoutContext { baseLayoutContext(in: traitCollection) }

    /// ``baseLayoutContext()`` in `traits`, the host's trait collection, for a caller that
    /// has them at hand (each read of the property retains and releases them).
    func baseLayoutContext(in traits: TraitCollection) -> LayoutContext {
        if let list = core.installedContentView as? ListContentView {
            return list.layoutContext(in: traits)
        }
        var context = LayoutContext()
        context.isRightToLeft = traits.layoutDirection == .rightToLeft
        return context
    }

    /// Whether the view has a size, so that its renders carry frames.
    var hasFrameSize: Bool { RenderGeometry.hasArea(bounds.size) }

    /// Sets the render's frames for the view's bounds, when it has a size.
    func attachFrames(to render: inout ViewRender, context: inout LayoutContext) {
        guard hasFrameSize else { return }
        render.frames = RenderGeometry.frames(
            content: render.content, context: &context, size: bounds.size)
    }

    /// The renders of the content views below `view`, depth-first.
    private func appendNestedContents(of view: View, to renders: inout [ContentRender]) {
        for subview in view.subviews where !subview.isHidden {
            if let content = subview as? any ContentView {
                renders.append(content.render(in: subview.traitCollection))
            }
            appendNestedContents(of: subview, to: &renders)
        }
    }

    private func backgroundRender(isSelected: Bool) -> BackgroundRender? {
        if let configuration = core.backgroundConfiguration {
            return BackgroundRender(configuration, traits: traitCollection)
        }
        let view =
            isSelected ? (core.selectedBackgroundView ?? core.backgroundView) : core.backgroundView
        guard backgroundColor != nil || view != nil else { return nil }
        return BackgroundRender(
            color: (backgroundColor ?? .clear).resolve(in: traitCollection.colorEnvironment),
            customView: view)
    }
}
