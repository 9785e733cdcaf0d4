/// An action a swipe reveals on a list item: `UIContextualAction` without the `UI`.
///
/// Return actions from a list configuration's swipe actions provider, wrapped in a
/// ``SwipeActionsConfiguration``. When the user taps one — headlessly,
/// ``CollectionView/tapSwipeAction(at:)`` — its handler runs with the action, the view standing
/// for its button, and a completion: call `completion(true)` when the action was performed,
/// which closes the swipe, or `completion(false)` to leave it open.
///
/// <!-- snippet: SymbolDocs/DocContextualAction -->
/// ```swift
/// let delete = ContextualAction(style: .destructive, title: "Delete") {
///     [weak self] action, sourceView, completion in
///     self?.deleteItem()
///     completion(true)
/// }
/// ```
@MainActor
public final class ContextualAction {
    /// How an action looks and behaves: `UIContextualAction.Style`.
    public enum Style: Int, Hashable, Sendable, CaseIterable {
        /// An ordinary action, on a gray background by default.
        case normal
        /// A destructive action, on a red background by default; performing it fully (a full
        /// swipe) removes the row in UIKit's animation.
        case destructive
    }

    /// The closure type of ``handler``: the action, the view standing for its button, and
    /// the completion to call with whether the action was performed.
    public typealias Handler =
        @MainActor (
            _ action: ContextualAction, _ sourceView: View,
            _ completionHandler: @escaping @MainActor (Bool) -> Void
        ) -> Void

    /// The action's style.
    public let style: Style
    /// What runs when the user performs the action.
    public let handler: Handler
    /// The button's title. Default: the initializer's.
    public var title: String?
    /// The button's image. Default `nil`.
    public var image: Image?
    /// The button's background colour; setting `nil` restores the style's default —
    /// `systemRed` for ``Style/destructive``, `systemGray` for ``Style/normal``, as in UIKit.
    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals, AllPublicDeclarationsHaveDocumentation
    // UIKit's type: a getter that is never nil and a setter that takes nil. (The comment
    // above documents it.)
    public var backgroundColor: Color! {
        get { ownBackgroundColor ?? Self.defaultBackgroundColor(for: style) }
        set { ownBackgroundColor = newValue }
    }

    private var ownBackgroundColor: Color?

    /// The view standing for the action's button, passed to the handler.
    let buttonView = View()

    /// Creates an action.
    ///
    /// - Parameters:
    ///   - style: How it looks and behaves.
    ///   - title: The button's title, if any.
    ///   - handler: What runs when the user performs it.
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
    }

    /// The background a style gives an action that sets none.
    static func defaultBackgroundColor(for style: Style) -> Color {
        style == .destructive ? .systemRed : .systemGray
    }
}

/// The actions a swipe reveals on one edge of a list item: `UISwipeActionsConfiguration`
/// without the `UI`.
///
/// The first action sits nearest the edge the swipe came from; a full swipe performs it when
/// ``performsFirstActionWithFullSwipe`` is `true`. An empty configuration disables swiping on
/// that edge.
@MainActor
public final class SwipeActionsConfiguration {
    /// The actions, the first nearest the edge.
    public let actions: [ContextualAction]
    /// Whether a full swipe performs the first action. Default `true`.
    public var performsFirstActionWithFullSwipe = true

    /// Creates a configuration of `actions`.
    public init(actions: [ContextualAction]) {
        self.actions = actions
    }
}
