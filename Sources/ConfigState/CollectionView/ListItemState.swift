/// What a collection view tells the cell showing an item: the item's list-level state.
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
