/// A titled action with a handler: `UIAction` without the `UI` — a control's action
/// (``Control/addAction(_:for:)``), a button's primary action, or an item of a ``Menu``.
///
/// <!-- snippet: SymbolDocs/DocAction -->
/// ```swift
/// let save = Action(title: "Save") { action in
///     print("saved by", action.sender as? Button as Any)
/// }
/// let button = Button(configuration: .filled(), primaryAction: save)
/// button.tap()
/// ```
@MainActor
public final class Action: MenuElement {
    /// A name that identifies an action: `UIAction.Identifier`.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// The name.
        public let rawValue: String

        /// Creates an identifier from a name.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// Creates an identifier from a name.
        public init(_ rawValue: String) {
            self.rawValue = rawValue
        }
    }

    /// The closure type of an action's handler: `UIActionHandler`.
    public typealias Handler = @MainActor (Action) -> Void

    /// The title; a button with a configuration that has none shows it, and a menu lists it.
    public override var title: String {
        get { storedTitle }
        set { storedTitle = newValue }
    }

    /// The subtitle a menu shows below the title. Default none.
    public override var subtitle: String? {
        get { storedSubtitle }
        set { storedSubtitle = newValue }
    }

    /// The image; a button with a configuration that has none shows it, and a menu lists it.
    public override var image: Image? {
        get { storedImage }
        set { storedImage = newValue }
    }

    /// The identifier: a control keeps one action per identifier and event.
    public let identifier: Identifier
    /// The title that describes the action to a hardware-keyboard user. Default none.
    public var discoverabilityTitle: String?
    /// How the action looks and behaves in a menu. Default none.
    public var attributes: Attributes
    /// Whether the action is checked; a pop-up button's choice is ``MenuElement/State/on``.
    /// Default ``MenuElement/State/off``.
    public var state: State
    /// Runs when the action is performed.
    let handler: Handler

    /// The control that performed the action last, while and after it runs; `nil` before.
    public private(set) weak var sender: AnyObject?

    /// How many times the action has been performed (beyond UIKit, for headless tests).
    public private(set) var performCount = 0

    /// Creates an action: UIKit's `init(title:subtitle:image:identifier:discoverabilityTitle:attributes:state:handler:)`.
    ///
    /// - Parameters:
    ///   - title: The title. Default empty.
    ///   - subtitle: The subtitle. Default none.
    ///   - image: The image. Default none.
    ///   - identifier: The identifier; `nil` makes a unique one.
    ///   - discoverabilityTitle: The title for hardware-keyboard users. Default none.
    ///   - attributes: How it looks and behaves in a menu. Default none.
    ///   - state: Whether it is checked. Default ``MenuElement/State/off``.
    ///   - handler: Runs when the action is performed, with the action.
    public init(
        title: String = "", subtitle: String? = nil, image: Image? = nil,
        identifier: Identifier? = nil, discoverabilityTitle: String? = nil,
        attributes: Attributes = [], state: State = .off, handler: @escaping Handler
    ) {
        self.identifier = identifier ?? Identifier(UniqueName.next("action"))
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// Whether a user can choose the action in a menu: neither disabled nor hidden.
    var isChoosable: Bool {
        attributes.isDisjoint(with: [.disabled, .hidden])
    }

    /// The action named for messages: its title in quotes, or its identifier.
    var debugTitle: String {
        title.isEmpty ? "action \(identifier.rawValue)" : "action \"\(title)\""
    }

    /// Performs the action on behalf of `sender`.
    func perform(sender: AnyObject?) {
        self.sender = sender
        performCount += 1
        handler(self)
    }
}
