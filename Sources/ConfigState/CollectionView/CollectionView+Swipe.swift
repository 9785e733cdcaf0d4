// Swipe actions (beyond UIKit, which swipes with a finger): revealing an item's actions from a
// list configuration's provider, tapping one, a full swipe, and closing. One item at a time
// shows its actions, and the swipe follows the item through updates.
extension CollectionView {
    /// The edge a swipe reveals actions on.
    public enum SwipeEdge: String, Hashable, Sendable, Codable, CaseIterable {
        /// The leading edge: the list configuration's
        /// ``CollectionLayoutListConfiguration/leadingSwipeActionsConfigurationProvider``.
        case leading
        /// The trailing edge: ``CollectionLayoutListConfiguration/trailingSwipeActionsConfigurationProvider``.
        case trailing
    }

    /// Slides the item at `indexPath` open from `edge`, as a finger would, revealing the
    /// actions its list configuration's provider for that edge gives: the cell gets the swiped
    /// state (``CellConfigurationState/isSwiped``) and its render shows the actions
    /// (``ViewRender/swipeActions``). Another item's open swipe closes first.
    ///
    /// - Returns: Whether actions were revealed: `false` when the item does not exist or the
    ///   provider gives none (then nothing changes, as in UIKit).
    @discardableResult
    public func revealSwipeActions(at indexPath: IndexPath, edge: SwipeEdge) -> Bool {
        layoutIfNeeded()
        guard let configuration = swipeActionsConfiguration(at: indexPath, edge: edge) else {
            return false
        }
        swipeItem(at: indexPath)
        swipeReveal = SwipeReveal(edge: edge, configuration: configuration)
        needsStateRefresh = true
        layoutIfNeeded()
        return true
    }

    /// The actions revealed on the swiped item, with their edge, if any.
    public var revealedSwipeActions: (edge: SwipeEdge, configuration: SwipeActionsConfiguration)? {
        guard itemState.swiped != nil, let swipeReveal else { return nil }
        return (swipeReveal.edge, swipeReveal.configuration)
    }

    /// Taps the revealed action at `index` (0 is nearest the edge), as a finger would: its
    /// handler runs with the action, the view standing for its button and a completion;
    /// `completion(true)` closes the swipe.
    ///
    /// - Returns: Whether there was such an action to tap.
    @discardableResult
    public func tapSwipeAction(at index: Int) -> Bool {
        guard let revealed = revealedSwipeActions,
            revealed.configuration.actions.indices.contains(index)
        else { return false }
        perform(revealed.configuration.actions[index])
        return true
    }

    /// Swipes the item at `indexPath` all the way from `edge`: when the edge's configuration
    /// performs its first action with a full swipe (the default), that action runs as if
    /// tapped; otherwise the actions are revealed.
    ///
    /// - Returns: Whether an action ran.
    @discardableResult
    public func fullySwipeItem(at indexPath: IndexPath, edge: SwipeEdge) -> Bool {
        guard revealSwipeActions(at: indexPath, edge: edge),
            let revealed = revealedSwipeActions,
            revealed.configuration.performsFirstActionWithFullSwipe,
            let first = revealed.configuration.actions.first
        else { return false }
        perform(first)
        return true
    }

    /// Closes the open swipe, if any.
    public func closeSwipeActions() {
        swipeItem(at: nil)
    }

    /// The configuration the layout's provider gives the item at `indexPath` for `edge`, when
    /// it has actions.
    private func swipeActionsConfiguration(at indexPath: IndexPath, edge: SwipeEdge)
        -> SwipeActionsConfiguration?
    {
        guard itemCounts.contains(indexPath),
            let list = collectionViewLayout.listConfiguration(forSection: indexPath.section)
        else { return nil }
        let provider =
            edge == .leading
            ? list.configuration.leadingSwipeActionsConfigurationProvider
            : list.configuration.trailingSwipeActionsConfigurationProvider
        guard let configuration = provider?(indexPath), !configuration.actions.isEmpty else {
            return nil
        }
        return configuration
    }

    /// Runs `action`'s handler; its completion closes the swipe when it says the action was
    /// performed, unless another swipe has opened since.
    private func perform(_ action: ContextualAction) {
        let swiped = itemState.swiped
        let reveal = swipeReveal
        action.handler(action, action.buttonView) { [weak self] performed in
            guard performed, let self, self.itemState.swiped == swiped,
                self.swipeReveal === reveal
            else { return }
            self.closeSwipeActions()
            self.layoutIfNeeded()
        }
        layoutIfNeeded()
    }
}

/// The actions an open swipe shows and their edge. A class, so that a completion can tell
/// whether the swipe it belongs to is still the open one.
@MainActor
final class SwipeReveal {
    let edge: CollectionView.SwipeEdge
    let configuration: SwipeActionsConfiguration

    init(edge: CollectionView.SwipeEdge, configuration: SwipeActionsConfiguration) {
        self.edge = edge
        self.configuration = configuration
    }
}
