// The list-level state a ``ListView`` keeps for its items — selection, highlight, focus,
// editing, swipe, expansion, reordering, drag and drop — held in one
// `ListInteractionState` value and applied to whichever cell shows each item.
extension ListView {
    // MARK: Selection

    /// The selected items.
    public var selectedItems: Set<Item> { state.selected }

    /// Selects `item` (with single selection, deselecting the others). Ignored when
    /// selection is off or the item is not in the list.
    ///
    /// - Complexity: O(1) on average (see ``indexPath(for:)`` for the first look-up after a
    ///   change).
    public func selectItem(_ item: Item) {
        guard allowsSelection, data.contains(item) else { return }
        if !allowsMultipleSelection { state.selected.removeAll() }
        state.selected.insert(item)
        layout.needsStateRefresh = true
    }

    /// Deselects `item`.
    public func deselectItem(_ item: Item) {
        if state.selected.remove(item) != nil { layout.needsStateRefresh = true }
    }

    /// Deselects every item.
    ///
    /// - Complexity: O(*m*), where *m* is the number of selected items.
    public func deselectAllItems() {
        if !state.selected.isEmpty {
            state.selected.removeAll()
            layout.needsStateRefresh = true
        }
    }

    // MARK: Highlight, focus, editing, swipe

    /// The highlighted (touched-down) item, if any.
    public var highlightedItem: Item? { state.highlighted }

    /// Highlights `item`, or ends the highlight with `nil`.
    ///
    /// - Complexity: O(1) on average (see ``indexPath(for:)`` for the first look-up after a
    ///   change).
    public func highlightItem(_ item: Item?) {
        state.highlighted = present(item)
        layout.needsStateRefresh = true
    }

    /// The focused item, if any.
    public var focusedItem: Item? { state.focused }

    /// Moves focus to `item`, or clears it with `nil`.
    ///
    /// - Complexity: O(1) on average (see ``indexPath(for:)`` for the first look-up after a
    ///   change).
    public func focusItem(_ item: Item?) {
        state.focused = present(item)
        layout.needsStateRefresh = true
    }

    /// Whether the list is in editing mode; every cell is editing while it is.
    public var isEditing: Bool {
        get { state.isEditing }
        set {
            guard newValue != state.isEditing else { return }
            state.isEditing = newValue
            layout.needsStateRefresh = true
        }
    }

    /// The item swiped to show its actions, if any (one at a time).
    public var swipedItem: Item? { state.swiped }

    /// Swipes `item`, or ends the swipe with `nil`.
    ///
    /// - Complexity: O(1) on average (see ``indexPath(for:)`` for the first look-up after a
    ///   change).
    public func swipeItem(_ item: Item?) {
        state.swiped = present(item)
        layout.needsStateRefresh = true
    }

    // MARK: Expansion

    /// The expanded outline items.
    public var expandedItems: Set<Item> { state.expanded }

    /// Expands `item`, showing its children.
    ///
    /// - Complexity: O(*n*) for *n* items: the rows are laid out again.
    public func expandItem(_ item: Item) {
        guard data.contains(item), state.expanded.insert(item).inserted else { return }
        layOutRows()
        layout.needsStateRefresh = true
    }

    /// Collapses `item`, hiding its children.
    ///
    /// - Complexity: O(*n*) for *n* items: the rows are laid out again.
    public func collapseItem(_ item: Item) {
        guard state.expanded.remove(item) != nil else { return }
        layOutRows()
        layout.needsStateRefresh = true
    }

    // MARK: Reordering

    /// The item being reordered, if any.
    public var reorderingItem: Item? { state.reordering }

    /// Starts reordering `item` (it must be a top-level item of its section).
    ///
    /// - Complexity: O(1) on average (see ``indexPath(for:)`` for the first look-up after a
    ///   change).
    public func beginReordering(_ item: Item) {
        guard data.contains(item) else { return }
        state.reordering = item
        layout.needsStateRefresh = true
    }

    /// Moves the item being reordered to `index` among its section's top-level items (clamped).
    ///
    /// - Complexity: O(*n*) for *n* items: the item is found and moved, and the rows are laid
    ///   out again.
    public func moveReorderingItem(to index: Int) {
        guard let item = state.reordering,
            data.moveTopLevelItem(item, to: index)
        else { return }
        layOutRows()
    }

    /// Ends reordering.
    public func endReordering() {
        state.reordering = nil
        layout.needsStateRefresh = true
    }

    // MARK: Drag and drop

    /// The items being dragged and the drag's phase, if a drag is under way.
    public var dragSession: (items: Set<Item>, phase: DragPhase)? { state.drag }

    /// The item a drop would land on, if any.
    public var dropTarget: Item? { state.dropTarget }

    /// Starts lifting `items` for a drag. While a drag is under way every other cell is a
    /// possible drop destination (``CellConfigurationState/DropState/notTargeted``).
    ///
    /// - Complexity: O(*m*) on average for *m* items (see ``indexPath(for:)`` for the first look-up
    ///   after a change).
    public func beginDrag(_ items: [Item]) {
        let present = items.filter { data.contains($0) }
        guard !present.isEmpty else { return }
        state.drag = (Set(present), .lifting)
        layout.needsStateRefresh = true
    }

    /// Moves a lifted drag into its dragging phase.
    public func continueDrag() {
        guard let drag = state.drag else { return }
        state.drag = (drag.items, .dragging)
        layout.needsStateRefresh = true
    }

    /// Targets `item` as the drop destination, or none with `nil`.
    ///
    /// - Complexity: O(1) on average (see ``indexPath(for:)`` for the first look-up after a
    ///   change).
    public func setDropTarget(_ item: Item?) {
        guard state.drag != nil else { return }
        state.dropTarget = present(item)
        layout.needsStateRefresh = true
    }

    /// Ends the drag session.
    public func endDrag() {
        state.drag = nil
        state.dropTarget = nil
        layout.needsStateRefresh = true
    }

    /// `item` when it is in the data, else `nil`.
    private func present(_ item: Item?) -> Item? {
        item.flatMap { data.contains($0) ? $0 : nil }
    }
}
