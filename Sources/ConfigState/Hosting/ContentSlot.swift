/// A host's content configuration and content view, and the rule that joins them: a new
/// configuration is set on the existing view when it `supports(_:)` it, otherwise the view is
/// replaced and a diagnostic equivalent to UIKit's console warning is reported.
@MainActor
struct ContentSlot {
    /// The configuration shown, or `nil` for none.
    var configuration: (any ContentConfiguration)? {
        if let listView { return listView.hostConfiguration }
        return ownConfiguration
    }
    /// The view showing the configuration.
    private(set) var view: (any View & ContentView)?
    var creationCount = 0
    var replacementCount = 0

    /// The configuration, kept here unless the view keeps it.
    private var ownConfiguration: (any ContentConfiguration)?
    /// The view, when it is a ``ListContentView``, which keeps the configuration for the slot
    /// (``ListContentView/hostConfiguration``): not kept twice — copying it into the slot and
    /// destroying the last one cost about 200 instructions for every cell a list configures.
    private(set) var listView: ListContentView?

    /// Keeps `configuration`, which the caller is about to give the view, a view that is not a
    /// list content view.
    mutating func keep(_ configuration: consuming any ContentConfiguration) {
        ownConfiguration = consume configuration
    }

    /// Applies `configuration`, updating or replacing the view.
    ///
    /// - Returns: A replacement diagnostic's message, when the view was replaced.
    mutating func apply(
        _ configuration: any ContentConfiguration, hostKind: HostKind,
        host: @autoclosure () -> String
    )
        -> String?
    {
        let previous = self.configuration
        if let listView, listView.showHostConfiguration(configuration) { return nil }
        if listView == nil, let view, view.supports(configuration) {
            ownConfiguration = configuration
            view.configuration = configuration
            return nil
        }
        let replaced = view != nil
        let made = configuration.makeContentView()
        listView?.releaseHostConfiguration()
        view = made
        listView = made as? ListContentView
        listView?.keepsHostConfiguration = true
        ownConfiguration = listView == nil ? configuration : nil
        creationCount += 1
        guard replaced else { return nil }
        replacementCount += 1
        return hostKind.replacementWarning(
            host: host(), existing: previous.map { String(describing: $0) } ?? "nil",
            new: String(describing: configuration))
    }

    /// Removes the configuration and its view (the host installs a plain view, as UIKit does).
    mutating func clear() {
        ownConfiguration = nil
        listView?.releaseHostConfiguration()
        listView = nil
        view = nil
    }
}

/// Which kind of host a message talks about.
enum HostKind {
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

/// What the update pass needs of a host's state type, beyond ``ConfigurationState``.
protocol HostState: ConfigurationState {
    /// A state with `traitCollection`, `customStates` and the flags `bits`, made in one go: a
    /// host builds its state on every content update, and an empty custom-state dictionary
    /// made first and then replaced costs a retain and a release.
    init(traitCollection: TraitCollection, customStates: CustomStates, bits: StateBits)
    var customStates: CustomStates { get set }
    var backgroundUsesTintColor: Bool? { get set }
    var isHighlighted: Bool { get set }
    var isSelected: Bool { get set }
    var isFocused: Bool { get set }
    var isDisabled: Bool { get set }

    /// `background` updated for this state, through the concrete overload of
    /// `updated(for:)` rather than the existential one.
    func updating(_ background: BackgroundConfiguration) -> BackgroundConfiguration

    /// Whether `background` updated for this state shows the tint colour (has no background
    /// colour), without updating it.
    func backgroundUsesTint(_ background: BackgroundConfiguration) -> Bool

    /// `content` updated for this state as a host updates it: on the tint colour when the
    /// state says so, else when `background` — updated for the state when
    /// `backgroundFollowsState`, as it is — has no colour; off it without a background.
    /// The same as `content.updated(for:)` of ``ConfigurationHost/contentState(for:)``, without
    /// boxing the state or working out its word twice.
    func updatedListContent(
        _ content: ListContentConfiguration, on background: BackgroundConfiguration?,
        backgroundFollowsState: Bool
    ) -> ListContentConfiguration
}

extension CellConfigurationState: HostState {
    func updating(_ background: BackgroundConfiguration) -> BackgroundConfiguration {
        background.updated(for: self)
    }

    func backgroundUsesTint(_ background: BackgroundConfiguration) -> Bool {
        background.usesTintColor(for: self)
    }

    func updatedListContent(
        _ content: ListContentConfiguration, on background: BackgroundConfiguration?,
        backgroundFollowsState: Bool
    ) -> ListContentConfiguration {
        // One word for the background's tint decision and the content's table.
        let word = PredicateBits.of(self)
        var onTint = backgroundUsesTintColor
        if case .none = onTint {
            if let background {
                onTint =
                    backgroundFollowsState
                    ? background.usesTintColor(for: self, word: word)
                    : background.backgroundColor == nil
            } else {
                onTint = false
            }
        }
        return content.updated(
            for: self, in: traitCollection.listEnvironment, word: word,
            backgroundUsesTintColor: onTint)
    }
}

extension ViewConfigurationState: HostState {
    func updating(_ background: BackgroundConfiguration) -> BackgroundConfiguration {
        background.updated(for: self)
    }

    func backgroundUsesTint(_ background: BackgroundConfiguration) -> Bool {
        background.usesTintColor(for: cellConfigurationState)
    }

    func updatedListContent(
        _ content: ListContentConfiguration, on background: BackgroundConfiguration?,
        backgroundFollowsState: Bool
    ) -> ListContentConfiguration {
        cellConfigurationState.updatedListContent(
            content, on: background, backgroundFollowsState: backgroundFollowsState)
    }
}
