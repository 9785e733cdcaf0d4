/// An item of a menu: `UIMenuElement` without the `UI` — the base of ``Action``.
///
/// As in UIKit, elements are classes. They are `@MainActor`, like the views that show them,
/// because an ``Action`` holds a `@MainActor` handler; that makes every element `Sendable`
/// (a main-actor class can be handed between tasks but used only on the main actor), so a
/// ``Menu`` value can hold them. An ``Action``'s title, image, state and attributes can
/// change. (UIKit's `UIMenu` is an element too, so menus nest; ConfigState's ``Menu`` is a
/// value and holds actions only.)
@MainActor
public class MenuElement {
    /// Whether an action is checked: `UIMenuElement.State`, with UIKit's raw values (off 0,
    /// on 1, mixed 2; `UIMenuElement.h`).
    public enum State: Int, Hashable, Sendable, Codable, CaseIterable {
        /// Not checked.
        case off = 0
        /// Checked: a pop-up button's choice, or an option that is on.
        case on = 1
        /// Partly on, for an option that stands for several.
        case mixed = 2
    }

    /// How an action looks and behaves in a menu: `UIMenuElement.Attributes`, with UIKit's
    /// bits (`UIMenuElement.h`: disabled `1 << 0`, destructive `1 << 1`, hidden `1 << 2`,
    /// keepsMenuPresented `1 << 3`).
    public struct Attributes: OptionSet, Hashable, Sendable, Codable {
        /// The bits.
        public let rawValue: UInt

        /// Creates attributes from their bits.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// Shown dimmed; it cannot be chosen.
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// Shown in red: it destroys data.
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// Not shown; it cannot be chosen.
        public static let hidden = Attributes(rawValue: 1 << 2)
        /// Choosing it leaves the menu open.
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// The title, for an action or a submenu; empty when there is none.
    var storedTitle: String
    /// The subtitle, shown below the title.
    var storedSubtitle: String?
    /// The image beside the title.
    var storedImage: Image?

    init(title: String, subtitle: String?, image: Image?) {
        storedTitle = title
        storedSubtitle = subtitle
        storedImage = image
    }

    /// The element's title.
    public var title: String { storedTitle }

    /// The element's subtitle, if any.
    public var subtitle: String? { storedSubtitle }

    /// The element's image, if any.
    public var image: Image? { storedImage }
}
