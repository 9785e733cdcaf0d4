// Updates of the data — a diffable data source's applied snapshots, and interactive movement —
// and how they carry the item state and the visible cells along with the items.
extension CollectionView {
    /// Applies a data source's update: the new counts, the item state and the visible cells
    /// moved with their items (`newIndexPath` answers where an item before the update is after
    /// it, or `nil` for a deleted one), the cells of deleted items back to their pools and
    /// those of reloaded items after the next layout pass; reconfigured items are run through the data source again on the cell that
    /// shows them. `update` becomes ``lastUpdate``.
    ///
    /// - Complexity: O(*k* + *v*) calls of `newIndexPath`, for *k* items with state and *v*
    ///   visible cells, plus the reconfigured cells' providers.
    func performUpdate(
        _ update: CollectionViewUpdate, counts: ItemCounts,
        newIndexPath: (IndexPath) -> IndexPath?, reloaded: Set<IndexPath>,
        reconfigured: [IndexPath]
    ) {
        if needsReload {
            // Nothing was shown from the data before this update: it is the first data.
            needsReload = false
            for indexPath in visible.keys.sorted() {
                if let cell = visible.removeValue(forKey: indexPath) {
                    enqueue(cell, at: indexPath)
                }
            }
            itemState = CollectionViewItemState()
        }
        itemCounts = counts
        itemState = itemState.translated(by: newIndexPath)
        let sectionsChanged =
            !update.deletedSections.isEmpty || !update.insertedSections.isEmpty
            || !update.movedSections.isEmpty
        collectionViewLayout.dataDidChange(
            newIndexPath: newIndexPath, sectionsMoved: sectionsChanged, reloadedItems: reloaded)
        // Headers and footers stay on their sections while no section comes, goes or moves,
        // and a reloaded section's are dequeued again; otherwise they all are.
        let reloadedSections = Set(update.reloadedSections)
        for key in visibleSupplementaries.keys.sorted()
        where sectionsChanged || reloadedSections.contains(key.indexPath.section) {
            if let view = visibleSupplementaries.removeValue(forKey: key) {
                enqueueSupplementary(view, at: key)
            }
        }
        var moved = VisibleCells()
        for indexPath in visible.keys.sorted() {
            guard let cell = visible[indexPath] else { continue }
            guard let destination = newIndexPath(indexPath) else {
                enqueue(cell, at: indexPath)
                continue
            }
            if reloaded.contains(destination) {
                replacedCells.append((cell, indexPath))
            } else if moved[destination] == nil {
                moved[destination] = cell
            } else {
                enqueue(cell, at: indexPath)
            }
        }
        visible = moved
        // Another map, whose version may equal the last one's: what was known of the visible
        // cells by version is forgotten.
        viewsCleanAt = nil
        placedElementsShownVersion = nil
        settledRows = nil
        lastUpdate = update
        needsLayout = true
        needsStateRefresh = true
        let visibleReconfigured = reconfigured.filter { visible[$0] != nil }
        if !visibleReconfigured.isEmpty { reconfigureItems(at: visibleReconfigured) }
    }

    // MARK: Interactive movement

    /// Starts moving the item at `indexPath`, if the data source says it can move
    /// (`collectionView(_:canMoveItemAt:)`): its cell is in the reordering state until the
    /// movement ends.
    ///
    /// - Returns: Whether the movement started.
    @discardableResult
    public func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool {
        reloadCountsIfNeeded()
        guard itemCounts.contains(indexPath), itemState.moving == nil,
            dataSource?.collectionView(self, canMoveItemAt: indexPath) ?? false
        else { return false }
        itemState.moving = indexPath
        movementTarget = indexPath
        needsStateRefresh = true
        return true
    }

    /// Moves the target of the movement to the item under `targetPosition`, a point in the
    /// content; a point under no item leaves the target where it was.
    public func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) {
        guard itemState.moving != nil else { return }
        let rect = CGRect(x: targetPosition.x, y: targetPosition.y, width: 1, height: 1)
        for case .cell(let target) in collectionViewLayout.elements(in: rect) {
            movementTarget = target
            return
        }
    }

    /// Ends the movement: the item moves to the target, in the collection view and then in the
    /// data (the data source's `collectionView(_:moveItemAt:to:)`).
    public func endInteractiveMovement() {
        guard let source = itemState.moving else { return }
        let destination = movementTarget.flatMap { itemCounts.contains($0) ? $0 : nil } ?? source
        itemState.moving = nil
        movementTarget = nil
        needsStateRefresh = true
        guard destination != source else { return }
        moveItemLocally(from: source, to: destination)
        dataSource?.collectionView(self, moveItemAt: source, to: destination)
    }

    /// Cancels the movement: the item stays where it was.
    public func cancelInteractiveMovement() {
        guard itemState.moving != nil else { return }
        itemState.moving = nil
        movementTarget = nil
        needsStateRefresh = true
    }

    /// Moves the item at `source` to `destination` by interactive movement in one step, as a
    /// drag of its reorder control would (beyond UIKit).
    ///
    /// - Returns: Whether the item moved.
    @discardableResult
    public func moveItemInteractively(from source: IndexPath, to destination: IndexPath) -> Bool {
        guard beginInteractiveMovementForItem(at: source) else { return false }
        movementTarget = destination
        endInteractiveMovement()
        return destination != source && itemCounts.contains(destination)
    }

    /// Moves one item in the collection view's own bookkeeping — counts, item state, visible
    /// cells — as UIKit does at the end of an interactive movement, before the data source is
    /// told.
    private func moveItemLocally(from source: IndexPath, to destination: IndexPath) {
        var counts = itemCounts.sections
        counts[source.section] -= 1
        counts[destination.section] += 1
        func newIndexPath(_ old: IndexPath) -> IndexPath? {
            if old == source { return destination }
            var path = old
            if path.section == source.section && path.item > source.item { path.item -= 1 }
            if path.section == destination.section && path.item >= destination.item {
                path.item += 1
            }
            return path
        }
        var update = CollectionViewUpdate()
        update.movedItems = [CollectionViewUpdate.Move(from: source, to: destination)]
        performUpdate(
            update, counts: ItemCounts(counts), newIndexPath: newIndexPath, reloaded: [],
            reconfigured: [])
    }
}
