/// A headless button that runs UIKit's configuration update pass: `UIButton` without the
/// `UI`.
///
/// A button shows its ``configuration``. Changing a control state (``Control/isHighlighted``,
/// ``Control/isSelected``, ``Control/isEnabled``, ``Control/isFocused``), the ``role`` or the
/// traits calls ``setNeedsUpdateConfiguration()``. Requests coalesce; the **update pass** runs
/// at the next ``layoutIfNeeded()`` — which ``render()`` calls — in this order:
///
/// 1. ``configuration`` is updated for the button (``Configuration/updated(for:)-(Button)``),
///    when ``automaticallyUpdatesConfiguration`` is on;
/// 2. ``updateConfiguration()`` (override it in a subclass);
/// 3. ``configurationUpdateHandler``, which receives the button.
///
/// Setting ``configuration`` from step 2 or 3 applies it at once, updated for the state,
/// without asking for another pass; a handler that keeps asking for passes is stopped after
/// ``CollectionViewCell/maximumUpdatePassesPerLayout`` of them with an
/// ``Diagnostic/Kind/updateLoop`` diagnostic.
///
/// ```swift
/// let button = Button(configuration: .filled())
/// button.configurationUpdateHandler = { button in
///     var configuration = button.configuration
///     configuration?.showsActivityIndicator = !button.isEnabled
///     button.configuration = configuration
/// }
/// button.isEnabled = false
/// print(button.render()?.showsActivityIndicator ?? false)   // true
/// ```
///
/// ``tap()`` (beyond UIKit) plays a tap: it highlights the button, runs an update pass,
/// lets go, toggles the selection when ``changesSelectionAsPrimaryAction`` is on, and
/// performs the ``primaryAction``. A disabled button ignores it.
@MainActor
open class Button: Control {
    /// What a button does, which can change its look: `UIButton.Role`.
    public enum Role: String, Hashable, Sendable, Codable, CaseIterable {
        /// A button with no special role (the default).
        case normal
        /// The main action among several; no change of look.
        case primary
        /// A button that cancels; no change of look.
        case cancel
        /// A button that deletes or destroys: the styles use `systemRed` in place of the tint.
        case destructive
    }

    /// The closure type of ``configurationUpdateHandler``: `UIButton.ConfigurationUpdateHandler`.
    public typealias ConfigurationUpdateHandler = @MainActor (Button) -> Void

    /// Creates a button showing `configuration`, performing `primaryAction` when tapped.
    ///
    /// A configuration with no title or image shows the action's, as UIKit's does.
    ///
    /// - Parameters:
    ///   - configuration: The configuration to show.
    ///   - primaryAction: The action a tap performs, if any.
    public init(configuration: Configuration, primaryAction: Action? = nil) {
        self.primaryAction = primaryAction
        super.init(frame: .zero)
        self.configuration = configuration
    }

    /// Creates a button with no configuration (its render is `nil` until it has one).
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a button from an archive: a headless button decodes nothing (see
    /// ``View/init(coder:)``).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    // MARK: Configuration

    /// The configuration as last updated, when the button has one.
    private var storedConfiguration: Configuration?

    /// The configuration the button shows. Setting one replaces the previous one whole; when
    /// ``automaticallyUpdatesConfiguration`` is on it is first updated for the button's state,
    /// and outside an update pass the button asks for one (so that the handler sees it).
    public var configuration: Configuration? {
        get { storedConfiguration }
        set {
            storedConfiguration =
                automaticallyUpdatesConfiguration ? newValue?.updated(for: self) : newValue
            if !isRunningUpdatePasses { setNeedsUpdateConfiguration() }
        }
    }

    /// Whether the update pass updates ``configuration`` for the state. Default `true`.
    public var automaticallyUpdatesConfiguration = true {
        didSet {
            if automaticallyUpdatesConfiguration != oldValue { setNeedsUpdateConfiguration() }
        }
    }

    /// Called at the end of every update pass with the button. Setting a handler requests an
    /// update.
    public var configurationUpdateHandler: ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// The action a tap performs.
    public var primaryAction: Action?

    /// Whether a tap toggles ``Control/isSelected`` before performing the primary action.
    /// Default `false`.
    public var changesSelectionAsPrimaryAction = false

    /// What the button does; ``Role/destructive`` changes its look. Default ``Role/normal``.
    public var role = Role.normal {
        didSet { if role != oldValue { setNeedsUpdateConfiguration() } }
    }

    // MARK: The update pass

    /// Whether an update pass is pending. A new button starts with one pending.
    public private(set) var needsUpdateConfiguration = true

    /// How many update passes have run.
    public private(set) var configurationUpdateCount = 0

    /// Whether the button is running its update passes.
    private var isRunningUpdatePasses = false

    /// Where the button reports diagnostics.
    public var diagnosticSink: (any DiagnosticSink)?

    /// A short name for messages; `Button` when `nil`.
    public var debugName: String?

    /// Requests an update pass at the next ``layoutIfNeeded()``; requests coalesce.
    public func setNeedsUpdateConfiguration() {
        needsUpdateConfiguration = true
    }

    /// Requests an update: a control state changed.
    open override func controlStateDidChange() {
        super.controlStateDidChange()
        setNeedsUpdateConfiguration()
    }

    /// Requests an update: the traits (appearance, tint) are part of the look.
    open override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        setNeedsUpdateConfiguration()
    }

    /// Override to update the button's configuration; called during the update pass, after the
    /// automatic update and before ``configurationUpdateHandler``. Do not call it directly: call
    /// ``setNeedsUpdateConfiguration()``.
    open func updateConfiguration() {}

    /// Runs the update pass if one is pending; repeats while the pass itself requests another,
    /// up to ``CollectionViewCell/maximumUpdatePassesPerLayout`` times, then reports an
    /// ``Diagnostic/Kind/updateLoop``.
    ///
    /// - Complexity: O(1) when no pass is pending; otherwise the passes' cost, each
    ///   `updated(for:)` plus ``updateConfiguration()`` and the handler.
    open override func layoutIfNeeded() {
        runPendingUpdatePasses()
        super.layoutIfNeeded()
    }

    private func runPendingUpdatePasses() {
        // A handler that renders or lays out its own button is left to the running loop.
        guard !isRunningUpdatePasses else { return }
        isRunningUpdatePasses = true
        defer { isRunningUpdatePasses = false }
        var passes = 0
        while needsUpdateConfiguration {
            guard passes < CollectionViewCell.maximumUpdatePassesPerLayout else {
                let name = debugName ?? String(describing: type(of: self))
                diagnosticSink?.receive(
                    Diagnostic(
                        kind: .updateLoop,
                        message:
                            "configuration updates of \(name) kept requesting more updates; stopped after \(passes) passes in one layout",
                        source: name, properties: []))
                return
            }
            passes += 1
            needsUpdateConfiguration = false
            configurationUpdateCount += 1
            if automaticallyUpdatesConfiguration, let configuration = storedConfiguration {
                storedConfiguration = configuration.updated(for: self)
            }
            updateConfiguration()
            configurationUpdateHandler?(self)
        }
    }

    // MARK: Headless taps

    /// Plays a tap (beyond UIKit): highlights the button and runs an update pass (so the
    /// pressed look is seen), lets go, toggles ``Control/isSelected`` when
    /// ``changesSelectionAsPrimaryAction`` is on, performs ``primaryAction`` and runs the
    /// update pass again. A button that is not enabled, or does not take user interaction,
    /// does nothing.
    ///
    /// - Returns: Whether the tap was taken.
    @discardableResult
    public func tap() -> Bool {
        guard isEnabled, isUserInteractionEnabled else { return false }
        isHighlighted = true
        layoutIfNeeded()
        isHighlighted = false
        if changesSelectionAsPrimaryAction { isSelected.toggle() }
        primaryAction?.perform(sender: self)
        layoutIfNeeded()
        return true
    }

    // MARK: Render

    /// What the button shows, after running any pending update pass; `nil` without a
    /// configuration.
    ///
    /// The foreground colour is the configuration's
    /// ``Configuration/resolvedForegroundColor``; the title and subtitle take it and the
    /// size's font through their text attributes transformers, then each attributed run's own
    /// font and colour; the image, activity indicator and indicator take it through their
    /// colour transformers. The corner radius follows the corner style: the background's own
    /// (``Configuration/CornerStyle/fixed``), scaled for the content size category
    /// (``Configuration/CornerStyle/dynamic``), a system radius, or half the button's height
    /// (``Configuration/CornerStyle/capsule``; 0 while the button has no frame).
    ///
    /// - Complexity: The cost of any pending update passes, plus resolving the colours and
    ///   O(*r*) for *r* attributed runs.
    open func render() -> ButtonRender? {
        layoutIfNeeded()
        guard let configuration = storedConfiguration else { return nil }
        return ButtonRenderer(
            configuration: configuration, traits: traitCollection, state: state,
            action: primaryAction.map { ($0.title, $0.image) }, size: bounds.size
        ).render()
    }
}
