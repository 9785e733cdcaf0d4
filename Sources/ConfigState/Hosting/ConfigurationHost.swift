/// The configuration-state machine every host runs — ``Cell`` (and so ``ListCell``) with a
/// ``CellConfigurationState``, ``HeaderFooterView`` with a ``ViewConfigurationState`` — written
/// once: the coalesced update pass in UIKit's order, the content slot, the background
/// configuration and the legacy background properties that clear each other, custom states,
/// diagnostics and the shared part of the render.
///
/// A host keeps its machinery in one ``HostCore`` value and exposes UIKit's API by forwarding
/// to the extension below; what differs between hosts (the state type, the overridable hooks,
/// the warning's wording) is the protocol's requirements.
protocol ConfigurationHost: AnyObject {
    /// The host's configuration state type.
    associatedtype State: HostState

    /// The host's machinery.
    var core: HostCore<State> { get set }

    /// The state configurations are updated for; open in the hosts, so it may be overridden.
    var configurationState: State { get }
    /// The host's traits.
    var traitCollection: TraitCollection { get }
    /// The state-bearing properties every host has, as `UIView` subclasses.
    var isHighlighted: Bool { get }
    var isSelected: Bool { get }
    var isFocused: Bool { get }
    var isUserInteractionEnabled: Bool { get }
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
struct HostCore<State: HostState> {
    /// Whether an update pass is pending; a new host starts with one pending, so that the pass
    /// always runs before the first render.
    var needsUpdateConfiguration = true
    /// How many update passes have run.
    var configurationUpdateCount = 0
    /// The custom states set on the host.
    var customStates: CustomStates = [:]
    /// The content configuration and its view.
    var content = ContentSlot()
    /// The background configuration, as last updated.
    var backgroundConfiguration: BackgroundConfiguration?
    /// The legacy background colour.
    var backgroundColor: Color?
    /// The legacy background view.
    var backgroundView: CustomView?
    /// The legacy background view shown while selected (cells only).
    var selectedBackgroundView: CustomView?
}

extension ConfigurationHost {
    /// Runs the update pass while one is pending, up to
    /// ``Cell/maximumUpdatePassesPerLayout`` times, then reports an update loop.
    func runPendingUpdatePasses() {
        var passes = 0
        while core.needsUpdateConfiguration {
            guard passes < Cell.maximumUpdatePassesPerLayout else {
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
        let state = configurationState
        if automaticallyUpdatesContentConfiguration, let content = core.content.configuration {
            applyContent(content.updated(for: contentState(for: state)))
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
        var state = State(traitCollection: traitCollection)
        state.isHighlighted = isHighlighted
        state.isSelected = isSelected
        state.isFocused = isFocused
        state.isDisabled = !isUserInteractionEnabled
        state.customStates = core.customStates
        return state
    }

    /// Requests an update pass when a state-bearing property `changed`.
    func stateChanged(_ changed: Bool) {
        if changed { core.needsUpdateConfiguration = true }
    }

    // MARK: Custom states

    /// Sets the custom states, requesting an update when they change.
    func setCustomStates(_ states: CustomStates) {
        guard states != core.customStates else { return }
        core.customStates = states
        core.needsUpdateConfiguration = true
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

    /// Sets a content configuration — first updated for the state when the host updates
    /// content automatically — or, with `nil`, removes the content view.
    func setContentConfiguration(_ configuration: (any ContentConfiguration)?) {
        guard let configuration else {
            core.content.clear()
            return
        }
        applyContent(
            automaticallyUpdatesContentConfiguration
                ? configuration.updated(for: contentState(for: configurationState))
                : configuration)
    }

    /// The state content is updated for: `state` plus whether the background is the tint
    /// colour, read from the host's background configuration (updated for the state, when the
    /// host updates it automatically), so that content turns white only on a tint background
    /// that is really there. A state that already says (an overridden `configurationState`)
    /// is left alone.
    func contentState(for state: State) -> State {
        guard state.backgroundUsesTintColor == nil else { return state }
        var contentState = state
        if let background = core.backgroundConfiguration {
            let current =
                automaticallyUpdatesBackgroundConfiguration
                ? state.updating(background) : background
            contentState.backgroundUsesTintColor = current.backgroundColor == nil
        } else {
            contentState.backgroundUsesTintColor = false
        }
        return contentState
    }

    /// Shows `configuration`, updating the content view in place or replacing it with a
    /// diagnostic.
    func applyContent(_ configuration: any ContentConfiguration) {
        if let warning = core.content.apply(
            configuration, hostKind: Self.hostKind, host: self.hostDescription)
        {
            report(.contentViewReplaced, warning)
        }
    }

    // MARK: Background

    /// Sets a background configuration: a non-nil one clears the legacy background properties
    /// and is first updated for the state when the host updates it automatically.
    func setBackgroundConfiguration(_ configuration: BackgroundConfiguration?) {
        guard let configuration else {
            core.backgroundConfiguration = nil
            return
        }
        core.backgroundColor = nil
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

    /// What every host shows, after running any pending update pass: the content view's render
    /// and the background — the configuration, or else the legacy colour and views.
    func baseRender(isSelected: Bool) -> ViewRender {
        runPendingUpdatePasses()
        return ViewRender(
            content: core.content.view?.render(in: traitCollection),
            background: backgroundRender(isSelected: isSelected))
    }

    private func backgroundRender(isSelected: Bool) -> BackgroundRender? {
        if let configuration = core.backgroundConfiguration {
            return BackgroundRender(configuration, traits: traitCollection)
        }
        let view =
            isSelected ? (core.selectedBackgroundView ?? core.backgroundView) : core.backgroundView
        guard core.backgroundColor != nil || view != nil else { return nil }
        return BackgroundRender(
            color: (core.backgroundColor ?? .clear).resolve(in: traitCollection.colorEnvironment),
            customView: view)
    }
}
