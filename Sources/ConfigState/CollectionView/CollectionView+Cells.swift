// Registrations, dequeuing and the reuse pools: cells come from their registration's pool (or
// are made), are configured by the registration's handler, and go back when their item leaves
// the viewport, is deleted or is reloaded. The collection view keeps its record of each cell
// itself, and checks that the data source plays by the rules.
extension CollectionView {
    /// How to configure cells of one type for items of one type:
    /// `UICollectionView.CellRegistration` without the `UI`.
    ///
    /// A collection view keeps one reuse pool per registration, so cells configured by
    /// different registrations never meet — the way to avoid content-view replacement. Create
    /// registrations once, outside the cell provider, as UIKit requires.
    ///
    /// <!-- snippet: SymbolDocs/DocCellRegistration -->
    /// ```swift
    /// let registration = CollectionView.CellRegistration<CollectionViewListCell, String> {
    ///     cell, indexPath, item in
    ///     var content = cell.defaultContentConfiguration()
    ///     content.text = item
    ///     cell.contentConfiguration = content
    /// }
    /// ```
    public struct CellRegistration<Cell: CollectionViewCell, Item> {
        /// The closure type that configures a cell for an item.
        public typealias Handler =
            @MainActor (_ cell: Cell, _ indexPath: IndexPath, _ item: Item) -> Void

        let identity = RegistrationIdentity()
        @usableFromInline let handler: Handler

        /// Creates a registration with the handler that configures each cell.
        public init(handler: @escaping Handler) {
            self.handler = handler
        }

        /// The key of this registration's reuse pool.
        @usableFromInline var reuseKey: ObjectIdentifier { ObjectIdentifier(identity) }
    }

    /// Returns a cell from `registration`'s pool — after its
    /// ``CollectionViewCell/prepareForReuse()`` — or a new one, and runs the registration's
    /// handler with the item: UIKit's `dequeueConfiguredReusableCell(using:for:item:)`. Call it
    /// from the cell provider, once per item.
    ///
    /// - Complexity: O(1), plus the handler.
    @inlinable
    public func dequeueConfiguredReusableCell<Cell, Item>(
        using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
    ) -> Cell {
        // Inlined into the app, so that this part is specialised for the registration's
        // types (unspecialised, the cast and the optional item look up generic metadata on
        // every call); what does not depend on them is in the collection view.
        typealias Slot = TypedListCellSlot<Cell, Item>
        let slot: Slot
        if let reused = takeReusableSlot(for: registration.reuseKey) as? Slot {
            slot = reused
        } else {
            slot = Slot(cell: Cell(), registration: registration)
            adoptNewSlot(slot)
        }
        // The cell read from its slot once: each read retains it.
        let cell = slot.typedCell
        prepareDequeuedCell(of: slot, cell: cell, at: indexPath)
        slot.item = item
        if let item { registration.handler(cell, indexPath, item) }
        finishDequeuing(slot)
        return cell
    }

    /// The slot a dequeue reuses for `key`: the cell being reconfigured when it is that
    /// registration's (it keeps everything, as UIKit's reconfigure does, except the outline
    /// level the collection view put on it, which is not the handler's to keep), else the
    /// pool's most recently returned cell, prepared for reuse; `nil` for a new cell. A slot's
    /// key is its registration's identity, so it has the registration's types.
    @usableFromInline
    func takeReusableSlot(for key: ObjectIdentifier) -> (any ListCellSlot)? {
        counters.cellsDequeued += 1
        if let reconfiguring, reconfiguring.reuseKey == key {
            reconfiguring.cell.handlerIndentationLevel = reconfiguring.handlerIndentation
            return reconfiguring
        }
        guard let reused = pools.dequeue(for: key) else { return nil }
        counters.cellsReused += 1
        reused.prepareCellForReuse()
        return reused
    }

    /// Keeps the slot of a cell just made.
    @usableFromInline
    func adoptNewSlot(_ slot: any ListCellSlot) {
        slots[ObjectIdentifier(slot.cell)] = slot
        counters.cellsCreated += 1
    }

    /// Makes a dequeued cell one of the collection view's views for `indexPath`, before the
    /// handler runs: it inherits the collection view's traits, as in UIKit (pooled cells
    /// stay subviews, hidden, as UIKit keeps them, so that reuse does not change their
    /// traits), its list role and editing state; and records what the handler will see.
    /// `cell` is the slot's, handed over by the caller that has it with its type.
    @usableFromInline
    func prepareDequeuedCell(
        of slot: any ListCellSlot, cell: CollectionViewCell, at indexPath: IndexPath
    ) {
        // A cell this collection view made: its superview is compared by identity, without
        // loading the weak reference (`View.isSubview(of:)`).
        if !cell.isSubview(of: self) { addSubview(cell) }
        cell.isHidden = false
        prepareListRole(of: cell, for: .cell(indexPath))
        cell.diagnosticSink = diagnostics
        cell.isEditing = isEditing
        slot.context = DequeueContext(
            indexPath: indexPath, traits: cell.traitCollection, isEditing: isEditing,
            listRole: cell.listRole)
        // One access in place: reading the request to test it copied it whole (its index
        // path and slots retained and released, about 90 instructions).
        cellRequest?.record(slot, cell: ObjectIdentifier(cell))
    }

    /// Records that the handler configured the slot's cell.
    @usableFromInline
    func finishDequeuing(_ slot: any ListCellSlot) {
        slot.configuredSinceAudit = true
        slot.recordHandlerIndentation()
    }

    /// Asks the data source for the item at `indexPath`'s cell, and checks the answer: the
    /// cell must be one the data source dequeued for this item, exactly once, and not one
    /// that shows another item. A misbehaving answer is reported and made safe rather than
    /// trapped on, as UIKit would.
    func provideCell(at indexPath: IndexPath) -> VisibleCell {
        guard let dataSource else { return placeholderCell(at: indexPath) }
        // Taken, not copied: the requests are moved in and out without retaining their parts.
        let outer = cellRequest.take()
        cellRequest = CellRequest(indexPath: indexPath)
        let cell = dataSource.collectionView(self, cellForItemAt: indexPath)
        let request = cellRequest.take() ?? CellRequest(indexPath: indexPath)
        cellRequest = outer
        // Usually the provider dequeued one cell and returned it: its slot is at hand, and it
        // shows no other item.
        if request.firstCell == ObjectIdentifier(cell), let slot = request.dequeued.onlySlot {
            return visibleCell(cell, slot: slot)
        }
        return checkedCell(cell, for: request)
    }

    /// The record of `cell`, which the data source returned for `request`, when the provider
    /// did not dequeue exactly that one cell: the cell must be one the data source dequeued for
    /// this item, exactly once, and not one that shows another item. A misbehaving answer is
    /// reported and made safe.
    private func checkedCell(_ cell: CollectionViewCell, for request: CellRequest) -> VisibleCell {
        let indexPath = request.indexPath
        let identity = ObjectIdentifier(cell)
        let slot = request.firstCell == identity ? request.dequeued.firstSlot : slots[identity]
        var dequeuedHere = false
        for dequeued in request.dequeued {
            if dequeued === slot {
                dequeuedHere = true
                continue
            }
            reportMisuse(
                "the cell provider dequeued a cell for the item at \(indexPath) but returned another; dequeue once per item (the extra cell went back to its pool)",
                at: indexPath)
            dequeued.cell.isHidden = true
            pools.enqueue(dequeued, for: dequeued.reuseKey)
        }
        // A cell dequeued for this request came from its pool or was made for it: it shows
        // no other item, and the visible cells need no search.
        if !dequeuedHere, let shownAt = visibleIndexPath(of: cell), shownAt != indexPath {
            reportMisuse(
                "the cell provider returned for the item at \(indexPath) the cell already showing the item at \(shownAt); one cell cannot show two items, so a placeholder shows it",
                at: indexPath)
            return placeholderCell(at: indexPath)
        }
        guard let slot, dequeuedHere else {
            if cell.isPlaceholder { return VisibleCell(cell: cell, slot: nil) }
            reportMisuse(
                "the cell provider returned for the item at \(indexPath) a cell it did not dequeue; use dequeueConfiguredReusableCell(using:for:item:) (the cell is shown but never reused or audited)",
                at: indexPath)
            // A cell made elsewhere: its identity may be that of a dead view whose address
            // this collection view took, so the superview itself is compared.
            if cell.superview !== self { addSubview(cell) }
            return visibleCell(cell, slot: slot)
        }
        return visibleCell(cell, slot: slot)
    }

    /// The index path of the item `cell` shows, if it is visible.
    private func visibleIndexPath(of cell: CollectionViewCell) -> IndexPath? {
        for (indexPath, shown) in visible where shown.cell === cell { return indexPath }
        return nil
    }

    /// How messages name `cell`, one of this collection view's cells or supplementary views:
    /// its type and the item it shows, or `nil` for a view it did not dequeue.
    func description(of cell: CollectionViewCell) -> String? {
        let identity = ObjectIdentifier(cell)
        return slots[identity]?.hostDescription ?? supplementarySlots[identity]?.hostDescription
    }

    /// A record of `cell` shown: the one kept from when it last left the viewport, when
    /// nothing else holds it any more, else a new one.
    func visibleCell(_ cell: CollectionViewCell, slot: (any ListCellSlot)?) -> VisibleCell {
        // From the last kept: a scroll shows again the cell that left last.
        var offset = spareVisibleCells.count - 1
        while offset >= 0 {
            if spareVisibleCells[offset].cell === cell {
                var record = spareVisibleCells.remove(at: offset)
                if isKnownUniquelyReferenced(&record), record.slot === slot {
                    record.reset()
                    return record
                }
                break
            }
            offset -= 1
        }
        return VisibleCell(cell: cell, slot: slot)
    }

    /// A plain cell standing in for one the data source could not give.
    func placeholderCell(at indexPath: IndexPath) -> VisibleCell {
        let cell = CollectionViewCell()
        cell.debugName = "placeholder for \(indexPath)"
        cell.isPlaceholder = true
        addSubview(cell)
        return VisibleCell(cell: cell, slot: nil)
    }

    /// Reports a cell-provider misuse.
    func reportMisuse(_ message: String, at indexPath: IndexPath) {
        diagnostics.receive(
            Diagnostic(kind: .cellProviderMisuse, message: message, source: "\(type(of: self))"))
    }

    /// Takes a cell off the screen and returns it to its registration's pool, hidden; a cell
    /// the collection view did not dequeue is let go.
    func enqueue(_ visible: VisibleCell, at indexPath: IndexPath) {
        delegate?.collectionView(self, didEndDisplaying: visible.cell, forItemAt: indexPath)
        guard let slot = visible.slot else {
            visible.cell.removeFromSuperview()
            return
        }
        visible.cell.isHidden = true
        pools.enqueue(slot, for: slot.reuseKey)
        // The oldest record makes room: its cell has waited longest to be shown again.
        if spareVisibleCells.count >= Self.spareVisibleCellLimit {
            spareVisibleCells.remove(at: 0)
        }
        spareVisibleCells.append(visible)
        // Last: what the cell counts from now on, until it shows again, is its own.
        visible.cell.countChangesFromNow()
    }

    /// How many records of cells that left the viewport are kept for when they show again.
    static var spareVisibleCellLimit: Int { 64 }

    /// How many cells wait in the reuse pools (beyond UIKit).
    public var pooledCellCount: Int { pools.count }

    // MARK: Reconfigure and reload

    /// Runs the data source again for each visible item on the cell that shows it, as UIKit's
    /// `reconfigureItems(at:)` (iOS 15): the registration's handler reconfigures the same
    /// cell. If the data source answers with another registration, the old cell goes back to
    /// its pool, as a reload.
    ///
    /// - Complexity: O(*k*) cell provider runs for *k* visible index paths.
    public func reconfigureItems(at indexPaths: [IndexPath]) {
        guard deferIfProvidingCells({ [weak self] in self?.reconfigureItems(at: indexPaths) })
        else { return }
        layoutIfNeeded()
        for indexPath in indexPaths {
            guard let current = visible[indexPath] else { continue }
            reconfiguring = current.slot
            let result = provideCell(at: indexPath)
            reconfiguring = nil
            if result.cell !== current.cell {
                enqueue(current, at: indexPath)
                visible[indexPath] = result
            }
            result.slot?.configuredSinceAudit = true
        }
        needsStateRefresh = true
    }

    /// Asks the data source for new cells for the visible items at `indexPaths`, as UIKit's
    /// `reloadItems(at:)`; their old cells go back to their pools once the new ones are
    /// dequeued, so a reloaded item always gets another cell.
    public func reloadItems(at indexPaths: [IndexPath]) {
        guard deferIfProvidingCells({ [weak self] in self?.reloadItems(at: indexPaths) }) else {
            return
        }
        layoutIfNeeded()
        for indexPath in indexPaths {
            guard let cell = visible.removeValue(forKey: indexPath) else { continue }
            replacedCells.append((cell, indexPath))
        }
        needsLayout = true
    }

    /// Runs `update` later when the collection view is asking for cells — an update from
    /// inside a cell provider or a registration handler, which UIKit raises an exception for —
    /// and reports it; otherwise says to go ahead.
    ///
    /// - Returns: Whether the caller should run the update now.
    func deferIfProvidingCells(_ update: @escaping @MainActor () -> Void) -> Bool {
        guard let request = cellRequest else { return true }
        deferredUpdates.append(update)
        diagnostics.receive(
            Diagnostic(
                kind: .reentrantUpdate,
                message:
                    "the data changed while the collection view was asking for the cell of the item at \(request.indexPath); the change runs after the layout finishes",
                source: "\(type(of: self))"))
        return false
    }

    /// Runs the updates deferred during the layout that just finished, and the layouts they
    /// cause.
    ///
    /// A provider that changes the data every time it is asked for a cell would defer an update
    /// from every layout, forever; after ``deferredUpdateRoundLimit`` rounds the rest are
    /// dropped and reported, so the loop ends.
    func runDeferredUpdates() {
        guard !isRunningDeferredUpdates else { return }
        isRunningDeferredUpdates = true
        defer { isRunningDeferredUpdates = false }
        var rounds = 0
        while !deferredUpdates.isEmpty {
            guard rounds < Self.deferredUpdateRoundLimit else {
                diagnostics.receive(
                    Diagnostic(
                        kind: .reentrantUpdate,
                        message:
                            "the cell provider changed the data on each of \(rounds) layouts in a row; \(deferredUpdates.count) deferred change(s) dropped",
                        source: "\(type(of: self))"))
                deferredUpdates = []
                return
            }
            rounds += 1
            let updates = deferredUpdates
            deferredUpdates = []
            for update in updates { update() }
            layoutIfNeeded()
        }
    }

    /// How many rounds of deferred updates one layout runs before it drops the rest.
    static var deferredUpdateRoundLimit: Int { 16 }
}

/// The request a data source is answering: the item, and the cells it dequeued for it.
@MainActor
struct CellRequest {
    let indexPath: IndexPath
    /// The slots dequeued for the request, in order: almost always one, the returned cell's.
    private(set) var dequeued = DequeuedSlots<any ListCellSlot>()
    /// The identity of the cell dequeued first, whose slot is `dequeued`'s first.
    private(set) var firstCell: ObjectIdentifier?

    init(indexPath: IndexPath) {
        self.indexPath = indexPath
    }

    /// Records that `slot`, whose cell's identity is `cell`, was dequeued for the request.
    mutating func record(_ slot: any ListCellSlot, cell: ObjectIdentifier) {
        if firstCell == nil { firstCell = cell }
        dequeued.append(slot)
    }
}
