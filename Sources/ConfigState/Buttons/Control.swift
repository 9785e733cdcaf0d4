/// `UIControl` without the `UI`: the control states, the properties that set them, and
/// target–action with ``Action``s.
///
/// A control's ``state`` is derived from ``isEnabled``, ``isHighlighted``, ``isSelected`` and
/// ``isFocused``; changing any of them calls ``controlStateDidChange()``, which ``Button``
/// overrides to request a configuration update.
///
/// **Target–action.** ``addAction(_:for:)`` registers an action for one or more ``Event``s and
/// ``sendActions(for:)`` performs those registered for an event, as UIKit's do. UIKit's
/// selector form, `addTarget(_:action:for:)`, needs the Objective-C runtime and is not
/// provided: register a closure instead, `control.addAction(Action { [weak self] _ in
/// self?.save() }, for: .touchUpInside)`.
///
/// <!-- snippet: SymbolDocs/DocControl -->
/// ```swift
/// let button = Button(configuration: .filled())
/// button.addAction(Action { _ in print("tapped") }, for: .touchUpInside)
/// button.tap()
///
/// // Prints:
/// // tapped
/// ```
@MainActor
open class Control: View {
    /// The states a control can be in: UIKit's `UIControl.State`, with its bit values.
    ///
    /// Source: UIKit's `UIControlState` declaration (`UIControl.h`): normal 0, highlighted
    /// `1 << 0`, disabled `1 << 1`, selected `1 << 2`, focused `1 << 3`, application
    /// `0x00FF0000`, reserved `0xFF000000`.
    public struct State: OptionSet, Hashable, Sendable, Codable, CustomStringConvertible {
        /// The bits.
        public let rawValue: UInt

        /// Creates a state from its bits.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// No other state: enabled, not highlighted, selected or focused.
        public static let normal = State([])
        /// Touched down (a tap in progress).
        public static let highlighted = State(rawValue: 1 << 0)
        /// Not enabled.
        public static let disabled = State(rawValue: 1 << 1)
        /// Selected (a toggle that is on).
        public static let selected = State(rawValue: 1 << 2)
        /// Focused (keyboard or remote focus).
        public static let focused = State(rawValue: 1 << 3)
        /// Bits left to the app.
        public static let application = State(rawValue: 0x00FF_0000)
        /// Bits UIKit reserves.
        public static let reserved = State(rawValue: 0xFF00_0000)

        /// The named states it holds, such as `[highlighted, selected]`, or `normal`.
        public var description: String {
            let names = [
                (State.highlighted, "highlighted"), (.disabled, "disabled"),
                (.selected, "selected"), (.focused, "focused"),
            ]
            .filter { contains($0.0) }.map(\.1)
            return names.isEmpty ? "normal" : "[\(names.joined(separator: ", "))]"
        }
    }

    /// Creates a control with the given frame, enabled and in the normal state.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a control from an archive: a headless control decodes nothing (see
    /// ``View/init(coder:)``).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Whether the control responds to the user; `false` puts ``State/disabled`` in ``state``.
    /// Default `true`.
    open var isEnabled = true {
        didSet { if isEnabled != oldValue { controlStateDidChange() } }
    }

    /// Whether the control is highlighted (touched down). Default `false`.
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { controlStateDidChange() } }
    }

    /// Whether the control is selected. Default `false`.
    open var isSelected = false {
        didSet { if isSelected != oldValue { controlStateDidChange() } }
    }

    /// Whether the control is focused (beyond UIKit, where focus is read-only and comes from
    /// the focus engine: set it to simulate focus). Default `false`.
    open var isFocused = false {
        didSet { if isFocused != oldValue { controlStateDidChange() } }
    }

    /// The control's state, from ``isEnabled``, ``isHighlighted``, ``isSelected`` and
    /// ``isFocused``.
    open var state: State {
        var state = State.normal
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        if isFocused { state.insert(.focused) }
        return state
    }

    /// Called after a state-bearing property changed; override to react (call `super`).
    open func controlStateDidChange() {}

    /// Whether the control shows its menu when tapped, in place of its primary action:
    /// `UIControl.showsMenuAsPrimaryAction`. Only a ``Button`` has a menu
    /// (``Button/menu``). Default `false`.
    open var showsMenuAsPrimaryAction = false {
        didSet { if showsMenuAsPrimaryAction != oldValue { menuBehaviorDidChange() } }
    }

    /// Called when what a tap does with a menu changed; ``Button`` requests an update.
    func menuBehaviorDidChange() {}

    // MARK: Target–action

    /// The registered actions, in the order they were added, each with its events.
    private var eventHandlers: [(action: Action, events: Event)] = []

    /// The action performed for ``Event/primaryActionTriggered`` before the registered ones:
    /// a button's ``Button/primaryAction``.
    var storedPrimaryAction: Action?

    /// Whether a touch is being tracked: `true` while a headless tap (``Button/tap()``) is
    /// sending its events, else `false`.
    public internal(set) var isTracking = false

    /// Whether the tracked touch is inside the control: `true` while a headless tap is sending
    /// its events (a headless tap never leaves the control), else `false`.
    public internal(set) var isTouchInside = false

    /// Registers `action` for `controlEvents`: UIKit's `addAction(_:for:)`.
    ///
    /// Actions are unique by ``Action/identifier``: an action with the identifier of one
    /// already registered for an event replaces it for that event ("subsequent actions with the
    /// same identifier replace previously added actions",
    /// https://developer.apple.com/documentation/uikit/uicontrol/addaction(_:for:)). The
    /// replacement runs after the actions added before it, as if the old one had been removed
    /// and the new one added. One action may be registered for several events. An empty
    /// `controlEvents` registers nothing (UIKit asks for at least one event).
    ///
    /// - Parameters:
    ///   - action: The action to perform.
    ///   - controlEvents: The events to perform it for.
    /// - Complexity: O(*n*) for *n* registered actions.
    public func addAction(_ action: Action, for controlEvents: Event) {
        guard !controlEvents.isEmpty else { return }
        removeAction(identifiedBy: action.identifier, for: controlEvents)
        eventHandlers.append((action, controlEvents))
    }

    /// Stops performing `action` — any action with its identifier — for `controlEvents`:
    /// UIKit's `removeAction(_:for:)`. It stays registered for its other events.
    ///
    /// - Complexity: O(*n*) for *n* registered actions.
    public func removeAction(_ action: Action, for controlEvents: Event) {
        removeAction(identifiedBy: action.identifier, for: controlEvents)
    }

    /// Stops performing the action with `actionIdentifier` for `controlEvents`: UIKit's
    /// `removeAction(identifiedBy:for:)`. It stays registered for its other events.
    ///
    /// - Complexity: O(*n*) for *n* registered actions.
    public func removeAction(
        identifiedBy actionIdentifier: Action.Identifier, for controlEvents: Event
    ) {
        var kept: [(action: Action, events: Event)] = []
        kept.reserveCapacity(eventHandlers.count)
        for var entry in eventHandlers {
            if entry.action.identifier == actionIdentifier {
                entry.events.subtract(controlEvents)
                if entry.events.isEmpty { continue }
            }
            kept.append(entry)
        }
        eventHandlers = kept
    }

    /// Performs the actions registered for any event in `controlEvents`, each once, in the
    /// order they were added — after a button's ``Button/primaryAction`` when
    /// `controlEvents` holds ``Event/primaryActionTriggered``: UIKit's `sendActions(for:)`.
    ///
    /// It is a programmatic call and sends whether or not the control is enabled. Apple
    /// documents the enabled check for touches ("a disabled control ignores touch events",
    /// https://developer.apple.com/documentation/uikit/uicontrol/isenabled) and none for
    /// `sendActions(for:)`, so here a headless ``Button/tap()`` on a disabled control sends
    /// nothing and a direct call sends; that UIKit's own call behaves the same on a disabled
    /// control is this project's reading, not a documented guarantee.
    ///
    /// The actions to perform are chosen before the first runs: a handler that adds or
    /// removes actions, or disables the control, changes what the next send performs, not
    /// this one.
    ///
    /// - Complexity: O(*n*) for *n* registered actions, plus the handlers.
    public func sendActions(for controlEvents: Event) {
        var actions: [Action] = []
        if controlEvents.contains(.primaryActionTriggered), let primary = storedPrimaryAction {
            actions.append(primary)
        }
        for entry in eventHandlers where !entry.events.isDisjoint(with: controlEvents) {
            actions.append(entry.action)
        }
        for action in actions { action.perform(sender: self) }
    }

    /// Performs `action` with the control as its sender: UIKit's `sendAction(_:)`.
    public func sendAction(_ action: Action) {
        action.perform(sender: self)
    }

    /// Calls `iterator` with each registered action and its events — a button's
    /// ``Button/primaryAction`` first, for ``Event/primaryActionTriggered`` — until it sets its
    /// last argument to `true`: UIKit's `enumerateEventHandlers(_:)`.
    ///
    /// The second argument is UIKit's target and selector; a headless control has no
    /// selector-based targets, so it is always `nil` (its type, `(Any?, Never)?`, can hold
    /// nothing else). UIKit code that ignores it, or tests it against `nil`, ports as it is.
    ///
    /// - Parameter iterator: Receives the action, `nil`, the events and a flag to stop.
    public func enumerateEventHandlers(
        _ iterator: (
            _ actionHandler: Action?, _ targetAction: (Any?, Never)?, _ controlEvents: Event,
            _ stop: inout Bool
        ) -> Void
    ) {
        var handlers = eventHandlers
        if let primary = storedPrimaryAction {
            handlers.insert((primary, .primaryActionTriggered), at: 0)
        }
        var stop = false
        for (action, events) in handlers {
            iterator(action, nil, events, &stop)
            if stop { return }
        }
    }

    /// The events the control has actions for, a button's ``Button/primaryAction``
    /// included: UIKit's `allControlEvents`.
    public var allControlEvents: Event {
        var events: Event = storedPrimaryAction == nil ? [] : .primaryActionTriggered
        for entry in eventHandlers { events.formUnion(entry.events) }
        return events
    }
}
