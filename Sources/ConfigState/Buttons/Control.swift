/// The part of `UIControl` a headless button needs, without the `UI`: the control states and
/// the properties that set them.
///
/// A control's ``state`` is derived from ``isEnabled``, ``isHighlighted``, ``isSelected`` and
/// ``isFocused``; changing any of them calls ``controlStateDidChange()``, which ``Button``
/// overrides to request a configuration update.
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
}
