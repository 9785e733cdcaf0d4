/// A titled action with a handler: `UIAction` without the `UI`, as a button's primary action.
///
/// ```swift
/// let save = Action(title: "Save") { action in
///     print("saved by", action.sender as? Button as Any)
/// }
/// let button = Button(configuration: .filled(), primaryAction: save)
/// button.tap()
/// ```
@MainActor
public final class Action {
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

    /// The title; a button with a configuration that has none shows it.
    public var title: String
    /// The image; a button with a configuration that has none shows it.
    public var image: Image?
    /// The identifier.
    public let identifier: Identifier
    /// Runs when the action is performed.
    let handler: Handler

    /// The control that performed the action last, while and after it runs; `nil` before.
    public private(set) weak var sender: AnyObject?

    /// How many times the action has been performed (beyond UIKit, for headless tests).
    public private(set) var performCount = 0

    /// Creates an action.
    ///
    /// - Parameters:
    ///   - title: The title. Default empty.
    ///   - image: The image. Default none.
    ///   - identifier: The identifier; `nil` makes a unique one.
    ///   - handler: Runs when the action is performed, with the action.
    public init(
        title: String = "", image: Image? = nil, identifier: Identifier? = nil,
        handler: @escaping Handler
    ) {
        self.title = title
        self.image = image
        self.identifier = identifier ?? Identifier(Self.nextIdentifier())
        self.handler = handler
    }

    /// Performs the action on behalf of `sender`.
    func perform(sender: AnyObject?) {
        self.sender = sender
        performCount += 1
        handler(self)
    }

    private static var identifierCount = 0

    private static func nextIdentifier() -> String {
        identifierCount += 1
        return "action-\(identifierCount)"
    }
}
