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
/// <!-- snippet: SymbolDocs/DocButton -->
/// ```swift
/// let button = Button(configuration: .filled())
/// button.configurationUpdateHandler = { button in
///     var configuration = button.configuration
///     configuration?.showsActivityIndicator = !button.isEnabled
///     button.configuration = configuration
/// }
/// button.isEnabled = false
/// print(button.render()?.showsActivityIndicator ?? false)
///
/// // Prints:
/// // true
/// ```
///
/// ``tap()`` (beyond UIKit) plays a tap and sends its events in UIKit's order (see its
/// documentation); a disabled button ignores it. A button with a ``menu`` and
/// ``Control/showsMenuAsPrimaryAction`` presents the menu instead (counted in
/// ``menuPresentationCount``), and ``chooseMenuAction(_:)`` plays the user's choice. With
/// ``changesSelectionAsPrimaryAction`` as well it is a **pop-up button**: it shows the chosen
/// action's title and a pop-up indicator.
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
        super.init(frame: .zero)
        self.primaryAction = primaryAction
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

    /// The action a tap performs, for ``Control/Event/primaryActionTriggered``, before the
    /// actions added for that event; its title and image show when the configuration has
    /// none.
    public var primaryAction: Action? {
        get { storedPrimaryAction }
        set {
            storedPrimaryAction = newValue
            setNeedsUpdateConfiguration()
        }
    }

    /// Whether the button tracks a selection: UIKit's `changesSelectionAsPrimaryAction`.
    ///
    /// Without a ``menu``, or with a menu and ``Control/showsMenuAsPrimaryAction`` off, a tap
    /// toggles ``Control/isSelected``. With a menu shown as the primary action the button is a
    /// pop-up button: choosing an action makes it the only one that is on, and the title
    /// shows it ("the menu tracks the selection in its selectedElements property, and the
    /// button title updates to reflect the selection",
    /// https://developer.apple.com/documentation/uikit/uibutton/changesselectionasprimaryaction).
    /// Default `false`.
    public var changesSelectionAsPrimaryAction = false {
        didSet {
            if changesSelectionAsPrimaryAction != oldValue { menuBehaviorDidChange() }
        }
    }

    /// The menu the button shows: UIKit's `menu`. With ``Control/showsMenuAsPrimaryAction``
    /// a tap presents it; otherwise UIKit shows it on a long press, which a headless button
    /// does not play. Default `nil`.
    public var menu: Menu? {
        didSet { menuBehaviorDidChange() }
    }

    /// How many times a tap presented the ``menu`` (beyond UIKit, which draws it: a headless
    /// button counts the presentations so that tests can see them).
    public private(set) var menuPresentationCount = 0

    /// Whether the button is a pop-up button: it has a ``menu`` with actions, shows it as its
    /// primary action and changes selection as its primary action.
    public var isPopUpButton: Bool {
        showsMenuAsPrimaryAction && changesSelectionAsPrimaryAction
            && !(menu?.actions.isEmpty ?? true)
    }

    /// The pop-up button's choice: the first action that is on, else the first one that can be
    /// chosen (a pop-up button always shows a choice, as UIKit's force one); `nil` when the
    /// button is not a pop-up button.
    var popUpSelection: Action? {
        guard isPopUpButton, let actions = menu?.actions else { return nil }
        return actions.first { $0.state == .on } ?? actions.first { $0.isChoosable }
            ?? actions.first
    }

    /// Requests an update: the menu, or whether a tap shows it, changed the title or the
    /// indicator.
    override func menuBehaviorDidChange() {
        super.menuBehaviorDidChange()
        setNeedsUpdateConfiguration()
    }

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

    /// Plays a tap (beyond UIKit), sending the events UIKit sends for one.
    ///
    /// The button is highlighted and sends ``Control/Event/touchDown``, and an update pass
    /// runs (so the pressed look is seen). Then:
    ///
    /// * with a ``menu`` and ``Control/showsMenuAsPrimaryAction``, it sends
    ///   ``Control/Event/menuActionTriggered`` ("a menu action has triggered prior to the menu
    ///   being presented",
    ///   https://developer.apple.com/documentation/uikit/uicontrol/event/menuactiontriggered)
    ///   and presents the menu (``menuPresentationCount`` goes up by one); the menu takes the
    ///   touch, so neither the primary action nor the touch-up events follow — choose an
    ///   action with ``chooseMenuAction(_:)``;
    /// * otherwise it lets go; when ``changesSelectionAsPrimaryAction`` is on it toggles
    ///   ``Control/isSelected`` and sends ``Control/Event/valueChanged`` (Apple does not
    ///   document this event for a toggle button; the selection is the button's value); then it
    ///   sends ``Control/Event/touchUpInside`` and ``Control/Event/primaryActionTriggered``,
    ///   which performs ``primaryAction`` first.
    ///
    /// An update pass runs at the end. A button that is not enabled, or does not take user
    /// interaction, ignores the tap ("a disabled control ignores touch events",
    /// https://developer.apple.com/documentation/uikit/uicontrol/isenabled); so does one whose
    /// handlers disabled it part-way, from the next event on. A tap from inside a handler of a
    /// tap in progress is refused (``Control/isTracking``), so a handler cannot recurse.
    ///
    /// - Returns: Whether the tap was taken.
    @discardableResult
    public func tap() -> Bool {
        guard takesTouches, !isTracking else { return false }
        isTracking = true
        isTouchInside = true
        defer {
            isTracking = false
            isTouchInside = false
            isHighlighted = false
            layoutIfNeeded()
        }
        isHighlighted = true
        sendActions(for: .touchDown)
        layoutIfNeeded()
        guard takesTouches else { return true }
        if showsMenuAsPrimaryAction, menu != nil {
            sendActions(for: .menuActionTriggered)
            menuPresentationCount += 1
            return true
        }
        isHighlighted = false
        if changesSelectionAsPrimaryAction {
            isSelected.toggle()
            sendActions(for: .valueChanged)
            guard takesTouches else { return true }
        }
        sendActions(for: .touchUpInside)
        guard takesTouches else { return true }
        sendActions(for: .primaryActionTriggered)
        return true
    }

    /// Whether the button responds to touches: enabled and taking user interaction.
    private var takesTouches: Bool { isEnabled && isUserInteractionEnabled }

    /// Plays the user choosing `action` in the button's presented ``menu`` (beyond UIKit).
    ///
    /// For a pop-up button (``isPopUpButton``) the action becomes the only action of the menu
    /// that is ``MenuElement/State/on`` and the title shows it; then the action's handler runs
    /// with the button as its sender. A button that is not enabled ignores the choice, and an
    /// action that is not in the menu, or is ``MenuElement/Attributes/disabled`` or
    /// ``MenuElement/Attributes/hidden``, is refused with a ``Diagnostic/Kind/controlMisuse``
    /// diagnostic: a user cannot choose it.
    ///
    /// - Parameter action: The action to choose.
    /// - Returns: Whether the action was performed.
    @discardableResult
    public func chooseMenuAction(_ action: Action) -> Bool {
        guard takesTouches else { return false }
        guard let actions = menu?.actions, actions.contains(where: { $0 === action }) else {
            reportMisuse("\(action.debugTitle) is not in the button's menu; nothing was performed")
            return false
        }
        guard action.isChoosable else {
            reportMisuse(
                "\(action.debugTitle) is disabled or hidden in the menu; nothing was performed")
            return false
        }
        if isPopUpButton {
            for other in actions where other !== action { other.state = .off }
            action.state = .on
            setNeedsUpdateConfiguration()
        }
        action.perform(sender: self)
        layoutIfNeeded()
        return true
    }

    /// Sends a ``Diagnostic/Kind/controlMisuse`` diagnostic.
    private func reportMisuse(_ message: String) {
        let name = debugName ?? String(describing: type(of: self))
        diagnosticSink?.receive(
            Diagnostic(kind: .controlMisuse, message: message, source: name, properties: []))
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
    /// (``Configuration/CornerStyle/capsule``; while the button has no frame, half the height
    /// it would size itself to, ``intrinsicContentSize``). A pop-up button shows its chosen
    /// action's title in place of the configuration's, and
    /// ``Configuration/Indicator/automatic`` gives it the pop-up indicator.
    ///
    /// - Complexity: The cost of any pending update passes, plus resolving the colours and
    ///   O(*r*) for *r* attributed runs.
    open func render() -> ButtonRender? {
        layoutIfNeeded()
        guard let configuration = storedConfiguration else { return nil }
        return ButtonRenderer(
            configuration: configuration, traits: traitCollection, state: state,
            action: primaryAction.map { ($0.title, $0.image) }, size: bounds.size,
            popUpTitle: popUpSelection?.title
        ).render()
    }

    // MARK: Self-sizing

    /// The size the button needs within `size`: UIKit's `sizeThatFits(_:)`, from what it
    /// shows (running any pending update pass first).
    ///
    /// The title and subtitle are measured with ``TextMeasurement`` in their resolved fonts
    /// and wrap to the width left after the content insets, the image (beside the text) with
    /// its padding and a pop-up indicator; the image (or activity indicator), title padding
    /// and insets are added as the configuration places them. A width of 0 — `sizeThatFits(.zero)`
    /// — or one that is negative, NaN or infinite asks for the natural size, on one line per
    /// line break. The height offered is not a limit (a button is as tall as its content). A
    /// button without a configuration needs no room.
    ///
    /// - Parameter size: The size offered.
    /// - Returns: A finite size within 0…100 000 points.
    /// - Complexity: Any pending update passes, plus O(*n*) for *n* Unicode scalars of text.
    open func sizeThatFits(_ size: CGSize) -> CGSize {
        guard let render = render() else { return .zero }
        return ButtonLayout.fittingSize(of: render, width: size.width)
    }

    /// The size the button's content needs on one line: UIKit's `intrinsicContentSize`,
    /// ``sizeThatFits(_:)`` of `.zero`.
    open var intrinsicContentSize: CGSize {
        sizeThatFits(.zero)
    }

    /// The size the button needs on `targetSize`'s width: ``sizeThatFits(_:)``.
    open override func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        sizeThatFits(targetSize)
    }
}
