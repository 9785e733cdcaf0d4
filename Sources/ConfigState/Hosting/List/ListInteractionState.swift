/// The list-level state of a ``ListView``'s items — selection, highlight, focus, editing,
/// swipe, expansion, reordering, drag and drop — as one value. It belongs to items, not cells:
/// ``state(for:)`` is what any cell showing an item is given, whichever cell that is.
struct ListInteractionState<Item: Hashable> {
    var selected: Set<Item> = []
    var highlighted: Item?
    var focused: Item?
    var isEditing = false
    var swiped: Item?
    var expanded: Set<Item> = []
    var reordering: Item?
    var drag: (items: Set<Item>, phase: ListView<Item>.DragPhase)?
    var dropTarget: Item?

    /// The state a cell showing `item` is given: a pure function of this value and the item.
    func state(for item: Item) -> ListItemState {
        var state = ListItemState()
        state.isEditing = isEditing
        state.isSelected = selected.contains(item)
        state.isHighlighted = highlighted == item
        state.isFocused = focused == item
        state.isSwiped = swiped == item
        state.isExpanded = expanded.contains(item)
        state.isReordering = reordering == item
        if let drag {
            state.dragState =
                drag.items.contains(item) ? (drag.phase == .lifting ? .lifting : .dragging) : .none
            state.dropState = dropTarget == item ? .targeted : .notTargeted
        }
        return state
    }

    /// Every item that has some state.
    var itemsWithState: Set<Item> {
        var items = selected.union(expanded)
        for item in [highlighted, focused, swiped, reordering, dropTarget] {
            if let item { items.insert(item) }
        }
        if let drag { items.formUnion(drag.items) }
        return items
    }

    /// Forgets the state of every item not in `present`.
    mutating func keepState(of present: Set<Item>) {
        selected.formIntersection(present)
        expanded.formIntersection(present)
        func kept(_ item: Item?) -> Item? { item.flatMap { present.contains($0) ? $0 : nil } }
        highlighted = kept(highlighted)
        focused = kept(focused)
        swiped = kept(swiped)
        reordering = kept(reordering)
        dropTarget = kept(dropTarget)
        if let drag { self.drag = (drag.items.intersection(present), drag.phase) }
    }
}

/// What a list tells the cell showing an item: the item's list-level state.
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
}
