// Selection, highlight and focus — set in code as UIKit's API does, or by headless interactions
// (beyond UIKit) that ask the delegate and tell it in UIKit's order.
extension CollectionView {
    // MARK: Selection in code

    /// The selected items, in order; `nil` when none is selected, as UIKit answers.
    public var indexPathsForSelectedItems: [IndexPath]? {
        let selected = itemState.selected.sorted()
        return selected.isEmpty ? nil : selected
    }

    /// Selects the item at `indexPath` (unless ``allowsMultipleSelection``, deselecting the
    /// others) and scrolls it to `scrollPosition`; `nil` deselects every item. Calls no
    /// delegate method, as in UIKit. An item that does not exist, or ``allowsSelection`` off,
    /// is ignored.
    public func selectItem(
        at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition
    ) {
        reloadCountsIfNeeded()
        guard let indexPath else {
            clearSelection()
            return
        }
        guard allowsSelection, itemCounts.contains(indexPath) else { return }
        if !allowsMultipleSelection { itemState.selected.removeAll() }
        itemState.selected.insert(indexPath)
        needsStateRefresh = true
        if !scrollPosition.isEmpty {
            scrollToItem(at: indexPath, at: scrollPosition, animated: animated)
        }
    }

    /// Deselects the item at `indexPath`. Calls no delegate method, as in UIKit.
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        if itemState.selected.remove(indexPath) != nil { needsStateRefresh = true }
    }

    private func clearSelection() {
        if !itemState.selected.isEmpty {
            itemState.selected.removeAll()
            needsStateRefresh = true
        }
    }

    /// Whether the user may select now: ``allowsSelection``, or
    /// ``allowsSelectionDuringEditing`` while editing.
    var selectionIsAllowed: Bool {
        isEditing ? allowsSelectionDuringEditing : allowsSelection
    }

    /// Whether several items may be selected now.
    var multipleSelectionIsAllowed: Bool {
        isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
    }

    // MARK: Headless interactions (beyond UIKit)

    /// Taps the item at `indexPath`, as a finger would: the highlight while pressed, then the
    /// selection (or, for a selected item with multiple selection, the deselection), asking
    /// and telling the ``delegate`` in UIKit's order (see ``CollectionViewDelegate``), then the
    /// item's primary action.
    ///
    /// Nothing happens when the item does not exist, when the user may not select now (see
    /// ``allowsSelection``), or when the delegate refuses the highlight.
    ///
    /// - Returns: Whether the tap selected or deselected the item.
    @discardableResult
    public func tapItem(at indexPath: IndexPath) -> Bool {
        reloadCountsIfNeeded()
        guard itemCounts.contains(indexPath), selectionIsAllowed else { return false }
        let shouldHighlight =
            delegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true
        guard shouldHighlight else { return false }
        highlightItem(at: indexPath)
        delegate?.collectionView(self, didHighlightItemAt: indexPath)
        let deselects = multipleSelectionIsAllowed && itemState.selected.contains(indexPath)
        let allowed =
            deselects
            ? delegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true
            : delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true
        highlightItem(at: nil)
        delegate?.collectionView(self, didUnhighlightItemAt: indexPath)
        guard allowed else { return false }
        if deselects {
            itemState.selected.remove(indexPath)
            needsStateRefresh = true
            delegate?.collectionView(self, didDeselectItemAt: indexPath)
        } else {
            if !multipleSelectionIsAllowed {
                for other in itemState.selected.sorted() where other != indexPath {
                    itemState.selected.remove(other)
                    delegate?.collectionView(self, didDeselectItemAt: other)
                }
            }
            itemState.selected.insert(indexPath)
            needsStateRefresh = true
            delegate?.collectionView(self, didSelectItemAt: indexPath)
        }
        if !isEditing { delegate?.collectionView(self, performPrimaryActionForItemAt: indexPath) }
        layoutIfNeeded()
        return true
    }

    /// Highlights the item at `indexPath` — a finger resting on it — or ends the highlight
    /// with `nil` (beyond UIKit, which highlights only while touched). Calls no delegate method.
    public func highlightItem(at indexPath: IndexPath?) {
        setSingleItemState(\.highlighted, to: indexPath)
    }

    /// The highlighted item, if any (beyond UIKit).
    public var indexPathForHighlightedItem: IndexPath? { itemState.highlighted }

    /// Moves focus to the item at `indexPath`, as the focus engine would, or clears it with
    /// `nil` (beyond UIKit).
    public func focusItem(at indexPath: IndexPath?) {
        setSingleItemState(\.focused, to: indexPath)
    }

    /// The focused item, if any (beyond UIKit).
    public var indexPathForFocusedItem: IndexPath? { itemState.focused }

    /// Swipes the item at `indexPath` open, as a finger sliding it sideways would, or closes
    /// the open one with `nil` (beyond UIKit). As in UIKit, one item at a time shows its swipe
    /// actions: swiping another closes the first. The cell's configuration state has
    /// ``CellConfigurationState/isSwiped`` while it is open. This gives the swiped state
    /// without asking for actions; ``revealSwipeActions(at:edge:)`` reveals a list
    /// configuration's actions.
    public func swipeItem(at indexPath: IndexPath?) {
        // A swipe takes revealed actions with it — even one on the item already swiped
        // open, which then shows the swiped state without them.
        if swipeReveal != nil {
            swipeReveal = nil
            needsStateRefresh = true
        }
        setSingleItemState(\.swiped, to: indexPath)
    }

    /// The item swiped open, if any (beyond UIKit).
    public var indexPathForSwipedItem: IndexPath? { itemState.swiped }

    /// Puts one of the states at most one item has (highlight, focus, swipe) on the item at
    /// `indexPath` — or on none, for `nil` or an index path outside the data.
    private func setSingleItemState(
        _ state: WritableKeyPath<CollectionViewItemState, IndexPath?>, to indexPath: IndexPath?
    ) {
        let target = indexPath.flatMap { itemCounts.contains($0) ? $0 : nil }
        guard target != itemState[keyPath: state] else { return }
        itemState[keyPath: state] = target
        needsStateRefresh = true
    }

    // MARK: Drag and drop (beyond UIKit)

    /// Lifts the items at `indexPaths` for a drag; items that do not exist are left out. While
    /// a drag is under way every other cell is a possible drop destination
    /// (``CellConfigurationState/DropState/notTargeted``).
    public func beginDrag(at indexPaths: [IndexPath]) {
        let present = Set(indexPaths.filter(itemCounts.contains))
        guard !present.isEmpty else { return }
        itemState.dragged = present
        itemState.dragPhase = .lifting
        itemState.dropTarget = nil
        needsStateRefresh = true
    }

    /// Moves a lifted drag into its dragging phase.
    public func continueDrag() {
        guard itemState.dragPhase != nil else { return }
        itemState.dragPhase = .dragging
        needsStateRefresh = true
    }

    /// Targets the item at `indexPath` as the drop destination, or none with `nil`.
    public func setDropTarget(_ indexPath: IndexPath?) {
        guard itemState.dragPhase != nil else { return }
        itemState.dropTarget = indexPath.flatMap { itemCounts.contains($0) ? $0 : nil }
        needsStateRefresh = true
    }

    /// Ends the drag session.
    public func endDrag() {
        guard itemState.dragPhase != nil else { return }
        itemState.dragged = []
        itemState.dragPhase = nil
        itemState.dropTarget = nil
        needsStateRefresh = true
    }

    /// The items being dragged, in order (beyond UIKit).
    public var indexPathsForDraggedItems: [IndexPath] { itemState.dragged.sorted() }

    /// The drop target, if a drag is under way and targets one (beyond UIKit).
    public var indexPathForDropTarget: IndexPath? { itemState.dropTarget }
}
