/// A host's content configuration and content view, and the rule that joins them: a new
/// configuration is set on the existing view when it `supports(_:)` it, otherwise the view is
/// replaced and a diagnostic equivalent to UIKit's console warning is reported.
struct _ContentSlot {
    var configuration: (any ContentConfiguration)?
    var view: (any ContentView)?
    var creationCount = 0
    var replacementCount = 0

    /// Applies `configuration`, updating or replacing the view.
    ///
    /// - Returns: A replacement diagnostic's message, when the view was replaced.
    mutating func apply(
        _ configuration: any ContentConfiguration, hostKind: _HostKind,
        host: @autoclosure () -> String
    )
        -> String?
    {
        let previous = self.configuration
        self.configuration = configuration
        if let view, view.supports(configuration) {
            view.configuration = configuration
            return nil
        }
        let replaced = view != nil
        view = configuration.makeContentView()
        creationCount += 1
        guard replaced else { return nil }
        replacementCount += 1
        return hostKind.replacementWarning(
            host: host(), existing: previous.map { String(describing: $0) } ?? "nil",
            new: String(describing: configuration))
    }

    /// Removes the configuration and the view (UIKit installs a plain view; a headless host
    /// shows nothing).
    mutating func clear() {
        configuration = nil
        view = nil
    }
}

/// Which kind of host a message talks about.
enum _HostKind {
    case cell
    case headerFooterView

    /// UIKit's `UIContentConfigurationAlertForReplacedContentView` text (iOS 16, quoted in the
    /// reference notes §5.5), with the host and both configurations appended.
    func replacementWarning(host: String, existing: String, new: String) -> String {
        let (noun, advice) =
            self == .cell
            ? (
                "cell",
                "Use separate registrations or reuse identifiers for different types of cells to avoid this."
            )
            : (
                "header/footer view",
                "Use separate reuse identifiers for different types of header/footer views to avoid this."
            )
        return """
            [ContentConfiguration] Warning: You are setting a new content configuration to a \(noun) that \
            has an existing content configuration, but the existing content view does not support the new \
            configuration. This means the existing content view must be replaced with a new content view \
            created from the new configuration, instead of updating the existing content view directly, \
            which is expensive. \(advice)
            \(self == .cell ? "Cell" : "Header/footer view"): \(host);
            Existing content configuration: \(existing);
            New content configuration: \(new)
            """
    }
}

/// The two hosts' state types, for the part of the update pass that does not depend on which.
protocol _HostState {
    var backgroundUsesTintColor: Bool? { get set }

    /// `background` updated for this state, through the concrete overload of
    /// `updated(for:)` rather than the existential one.
    func _updating(_ background: BackgroundConfiguration) -> BackgroundConfiguration
}

extension CellConfigurationState: _HostState {
    func _updating(_ background: BackgroundConfiguration) -> BackgroundConfiguration {
        background.updated(for: self)
    }
}

extension ViewConfigurationState: _HostState {
    func _updating(_ background: BackgroundConfiguration) -> BackgroundConfiguration {
        background.updated(for: self)
    }
}

/// The state content is updated for, shared by `Cell` and `HeaderFooterView`: `state` plus
/// whether the background is the tint colour, read from the host's background configuration
/// (updated for the state, when the host updates it automatically), so that content turns
/// white only on a tint background that is really there. A state that already says (an
/// overridden `configurationState`) is left alone.
func _contentState<State: _HostState>(
    _ state: State, background: BackgroundConfiguration?, updatesBackground: Bool
) -> State {
    guard state.backgroundUsesTintColor == nil else { return state }
    var contentState = state
    if let background {
        let current = updatesBackground ? state._updating(background) : background
        contentState.backgroundUsesTintColor = current.backgroundColor == nil
    } else {
        contentState.backgroundUsesTintColor = false
    }
    return contentState
}
