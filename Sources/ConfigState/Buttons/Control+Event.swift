extension Control {
    /// The events a control sends actions for: UIKit's `UIControl.Event`, with its bit values.
    ///
    /// Source: UIKit's `UIControlEvents` declaration (`UIControl.h`): touchDown `1 << 0`,
    /// touchDownRepeat `1 << 1`, touchDragInside `1 << 2`, touchDragOutside `1 << 3`,
    /// touchDragEnter `1 << 4`, touchDragExit `1 << 5`, touchUpInside `1 << 6`, touchUpOutside
    /// `1 << 7`, touchCancel `1 << 8`, valueChanged `1 << 12`, primaryActionTriggered `1 << 13`,
    /// menuActionTriggered `1 << 14`, editingDidBegin `1 << 16`, editingChanged `1 << 17`,
    /// editingDidEnd `1 << 18`, editingDidEndOnExit `1 << 19`, allTouchEvents `0x0000_0FFF`,
    /// allEditingEvents `0x000F_0000`, applicationReserved `0x0F00_0000`, systemReserved
    /// `0xF000_0000`, allEvents `0xFFFF_FFFF`.
    public struct Event: OptionSet, Hashable, Sendable, Codable, CustomStringConvertible {
        /// The bits.
        public let rawValue: UInt

        /// Creates an event set from its bits.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// A touch down in the control.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A repeated touch down (a tap count above one).
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// A finger dragged inside the control.
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// A finger dragged just outside the control.
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// A finger dragged into the control.
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// A finger dragged from inside the control to outside.
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// A touch up inside the control: a tap.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// A touch up outside the control.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// The system cancelled the control's touches.
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The control's value changed (a toggle button's selection, a slider's value).
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's semantic primary action: a button's tap.
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// The menu gesture fired, before the menu is presented.
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        /// A text field began editing.
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// A text field's text changed.
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// A text field ended editing.
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// A text field ended editing with the return key.
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        /// Every touch event.
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        /// Every editing event.
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        /// Bits left to the app.
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        /// Bits UIKit reserves.
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        /// Every event.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)

        /// The single events, by name, in bit order.
        static let named: [(Event, String)] = [
            (.touchDown, "touchDown"), (.touchDownRepeat, "touchDownRepeat"),
            (.touchDragInside, "touchDragInside"), (.touchDragOutside, "touchDragOutside"),
            (.touchDragEnter, "touchDragEnter"), (.touchDragExit, "touchDragExit"),
            (.touchUpInside, "touchUpInside"), (.touchUpOutside, "touchUpOutside"),
            (.touchCancel, "touchCancel"), (.valueChanged, "valueChanged"),
            (.primaryActionTriggered, "primaryActionTriggered"),
            (.menuActionTriggered, "menuActionTriggered"), (.editingDidBegin, "editingDidBegin"),
            (.editingChanged, "editingChanged"), (.editingDidEnd, "editingDidEnd"),
            (.editingDidEndOnExit, "editingDidEndOnExit"),
        ]

        /// The single events it holds, such as `[touchDown, touchUpInside]`, with any other
        /// bits in hexadecimal; `[]` for none.
        public var description: String {
            var names = Event.named.filter { contains($0.0) }.map(\.1)
            let rest = rawValue & ~Event.named.reduce(0) { $0 | $1.0.rawValue }
            if rest != 0 { names.append("0x" + String(rest, radix: 16, uppercase: true)) }
            return "[\(names.joined(separator: ", "))]"
        }
    }
}
