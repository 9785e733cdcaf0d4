/// What a collection view tells the cell showing an item: the item's list-level state, the
/// separators its list gives it, and the swipe actions it reveals.
struct ListItemState: Equatable {
    var isEditing = false
    var isSelected = false
    var isHighlighted = false
    var isFocused = false
    var isSwiped = false
    var isExpanded = false
    var isReordering = false
    var dragState = CellConfigurationState.DragState.none
    var dropState = CellConfigurationState.DropState.none
    /// The separators that show, as the list resolved their visibility; `nil` outside a list
    /// layout.
    var separators: ListItemSeparators?
    /// The swipe actions the item reveals, when it is swiped open with actions.
    var swipeActions: RevealedSwipeActions?
}

/// The separators a list shows on an item: each edge's, when it shows.
struct ListItemSeparators: Equatable {
    /// One separator that shows.
    struct Separator: Equatable {
        /// The leading inset, or `nil` for the automatic one (under the primary text).
        var leadingInset: CGFloat?
        /// The trailing inset, or `nil` for the automatic one (0).
        var trailingInset: CGFloat?
        var color: Color
        var visualEffect: VisualEffect?
    }

    var top: Separator?
    var bottom: Separator?
}

/// The actions a swiped item reveals, described by value.
struct RevealedSwipeActions: Equatable {
    /// One action's button.
    struct Action: Equatable {
        var style: ContextualAction.Style
        var title: String?
        var image: Image?
        var backgroundColor: Color
    }

    var edge: CollectionView.SwipeEdge
    var actions: [Action]
}
