// Dequeuing and the reuse pools: cells come from their registration's pool (or are made),
// are configured by the registration's handler, and go back when their item leaves the
// viewport or is reloaded. The list keeps its record of each cell (`ListCellSlot`) itself.
extension ListView {
    /// Returns a cell from `registration`'s pool — after its ``CollectionViewCell/prepareForReuse()`` — or a
    /// new one, sets the list's traits on it, and runs the registration's handler with the
    /// item: UIKit's `dequeueConfiguredReusableCell(using:for:item:)`.
    ///
    /// Call it from the cell provider.
    ///
    /// - Complexity: O(1), plus the cost of the registration's handler, and of the cell's
    ///   ``CollectionViewCell/prepareForReuse()`` when it is reused or its `init()` when it is new.
    public func dequeueConfiguredReusableCell<RegisteredCell, RegisteredItem>(
        using registration: CellRegistration<RegisteredCell, RegisteredItem>,
        for indexPath: IndexPath,
        item: RegisteredItem
    ) -> RegisteredCell {
        typealias Slot = TypedListCellSlot<RegisteredCell, RegisteredItem>
        let key = registration.reuseKey
        counters.cellsDequeued += 1
        let configuration = Slot.Configuration(
            indexPath: indexPath, item: item, traits: traitCollection, isEditing: state.isEditing)
        let slot: Slot
        if let reconfiguring, reconfiguring.reuseKey == key, let same = reconfiguring as? Slot {
            slot = same
        } else if let reused = pools.dequeue(for: key) as? Slot {
            counters.cellsReused += 1
            reused.typedCell.prepareForReuse()
            slot = reused
        } else {
            slot = Slot(
                cell: RegisteredCell(), registration: registration, configuration: configuration)
            slot.typedCell.nameSource = slot
            slots[ObjectIdentifier(slot.typedCell)] = slot
            counters.cellsCreated += 1
        }
        // Remember how this configuration is made — for the audit's fresh twin and the cell's
        // name in diagnostics (from now on: the handler's own diagnostics name the new item) —
        // in the cell's one slot, updated in place so that dequeuing allocates nothing after
        // the cell's first use.
        slot.configuration = configuration
        let cell = slot.typedCell
        cell.diagnosticSink = diagnostics
        cell.traitCollection = traitCollection
        cell.isEditing = state.isEditing
        registration.handler(cell, indexPath, item)
        slot.configuredSinceAudit = true
        slot.handlerIndentation = cell.handlerIndentationLevel
        return cell
    }

    /// Runs the cell provider for `item` and finds the list's record of the cell it returns.
    func provideCell(at indexPath: IndexPath, for item: Item) -> VisibleCell {
        let cell = cellProvider(self, indexPath, item)
        return VisibleCell(cell: cell, slot: slots[ObjectIdentifier(cell)])
    }

    /// Returns a cell to its registration's pool; a cell the list did not dequeue is let go.
    func enqueue(_ visible: VisibleCell) {
        guard let slot = visible.slot else { return }
        pools.enqueue(slot, for: slot.reuseKey)
    }

    /// How many cells wait in the reuse pools.
    ///
    /// - Complexity: O(*r*), where *r* is the number of registrations the list has used.
    public var pooledCellCount: Int { pools.count }

    // MARK: Reconfigure and reload

    /// Runs the cell provider again for each visible item on the cell that shows it, as UIKit's
    /// `reconfigureItems`. The provider must dequeue with the same registration; if it uses a
    /// different one the old cell goes back to its pool, as a reload.
    ///
    /// - Complexity: O(*k*·*v* log *s*) in the worst case, for *k* items, *v* visible rows and *s*
    ///   sections: each visible item's index path is found by listing the visible rows. Plus the
    ///   cost of ``layoutIfNeeded()`` and of the cell provider for each visible item.
    public func reconfigureItems(_ items: [Item]) {
        layoutIfNeeded()
        for item in items {
            guard let current = layout.visible[item], let indexPath = visibleIndexPath(of: item)
            else { continue }
            reconfiguring = current.slot
            let result = provideCell(at: indexPath, for: item)
            reconfiguring = nil
            if result.cell !== current.cell {
                enqueue(current)
                layout.visible[item] = result
            }
            result.slot?.configuredSinceAudit = true
        }
        layout.needsStateRefresh = true
    }

    /// Returns the cells of the visible `items` to their pools and dequeues new ones through the
    /// cell provider, as UIKit's `reloadItems`.
    ///
    /// - Complexity: O(*k*) for *k* items, plus the cost of ``layoutIfNeeded()``.
    public func reloadItems(_ items: [Item]) {
        layoutIfNeeded()
        for item in items {
            guard let visible = layout.visible.removeValue(forKey: item) else { continue }
            enqueue(visible)
        }
        layout.invalidate()
    }

    /// The index path of `item`'s row in the viewport, if it is visible.
    private func visibleIndexPath(of item: Item) -> IndexPath? {
        indexPathsForVisibleItems.first { self.item(at: $0) == item }
    }
}
