// Applying snapshots and section snapshots, and reordering.
extension CollectionViewDiffableDataSource {
    /// Shows `snapshot`: diffs it against the current snapshot and updates the collection view
    /// — deleted items' cells back to their pools, moved items on their cells, reloaded items
    /// dequeued anew, reconfigured items run through the cell provider again on their cells,
    /// and item state moved with the items. A headless collection view never animates;
    /// `completion` runs when the update is done.
    ///
    /// Sections applied with section snapshots keep their outline when the new snapshot shows
    /// the same items in them; otherwise they become flat. Refused operations recorded in
    /// `snapshot` (``DiffableDataSourceSnapshot/diagnostics``) are reported in the collection
    /// view's diagnostics. Called from inside a cell provider, the apply runs after the
    /// collection view finishes laying out.
    ///
    /// - Complexity: O(*n* + *s*) average for *n* items and *s* sections (see the diff), plus
    ///   the work of the cells that change.
    @inlinable
    public func apply(
        _ snapshot: Snapshot, animatingDifferences: Bool = true,
        completion: (@MainActor () -> Void)? = nil
    ) {
        // Inlinable so that the items are matched by code compiled in the caller for its
        // identifier types (`ItemMatcher`); the rest of the apply is not.
        apply(
            snapshot, animatingDifferences: animatingDifferences, completion: completion,
            matchingItemsWith: { IdentifierMatching(new: $0, oldCount: $1, oldPositions: $2) })
    }

    /// ``apply(_:animatingDifferences:completion:)`` with the items matched by `matcher`.
    @usableFromInline
    func apply(
        _ snapshot: Snapshot, animatingDifferences: Bool,
        completion: (@MainActor () -> Void)?,
        matchingItemsWith matcher: @escaping ItemMatcher<ItemIdentifierType>
    ) {
        guard let collectionView else { return }
        guard
            collectionView.deferIfProvidingCells({ [weak self] in
                self?.apply(
                    snapshot, animatingDifferences: animatingDifferences, completion: completion,
                    matchingItemsWith: matcher)
            })
        else { return }
        show(snapshot, in: collectionView, usingReloadData: false, matchingItemsWith: matcher)
        completion?()
    }

    /// Shows `snapshot` without diffing, as UIKit's `applySnapshotUsingReloadData`: the
    /// collection view reloads everything, and item state is dropped.
    ///
    /// - Complexity: O(*s*) for *s* sections, plus the visible cells.
    public func applySnapshotUsingReloadData(
        _ snapshot: Snapshot, completion: (@MainActor () -> Void)? = nil
    ) {
        guard let collectionView else { return }
        guard
            collectionView.deferIfProvidingCells({ [weak self] in
                self?.applySnapshotUsingReloadData(snapshot, completion: completion)
            })
        else { return }
        show(snapshot, in: collectionView, usingReloadData: true)
        completion?()
    }

    /// Shows `sectionSnapshot` as `section`'s data — its visible items are the items the
    /// collection view shows, its outline gives expansion and indentation — and updates the
    /// collection view as ``apply(_:animatingDifferences:completion:)`` does. A section the
    /// snapshot does not contain is appended.
    ///
    /// - Complexity: As ``apply(_:animatingDifferences:completion:)``, plus O(*m*) for the
    ///   section snapshot's *m* items.
    @inlinable
    public func apply(
        _ sectionSnapshot: SectionSnapshot, to section: SectionIdentifierType,
        animatingDifferences: Bool = true, completion: (@MainActor () -> Void)? = nil
    ) {
        // Inlinable for the same reason as the snapshot's apply: the items are matched by
        // code compiled in the caller for its identifier types.
        apply(
            sectionSnapshot, to: section, animatingDifferences: animatingDifferences,
            completion: completion,
            matchingItemsWith: { IdentifierMatching(new: $0, oldCount: $1, oldPositions: $2) })
    }

    /// ``apply(_:to:animatingDifferences:completion:)`` with the items matched by `matcher`.
    @usableFromInline
    func apply(
        _ sectionSnapshot: SectionSnapshot, to section: SectionIdentifierType,
        animatingDifferences: Bool, completion: (@MainActor () -> Void)?,
        matchingItemsWith matcher: @escaping ItemMatcher<ItemIdentifierType>
    ) {
        guard let collectionView else { return }
        guard
            collectionView.deferIfProvidingCells({ [weak self] in
                self?.apply(
                    sectionSnapshot, to: section, animatingDifferences: animatingDifferences,
                    completion: completion, matchingItemsWith: matcher)
            })
        else { return }
        var full = current
        if full.indexOfSection(section) == nil { full.appendSections([section]) }
        let visible = sectionSnapshot.visibleItems
        full.deleteItems(full.itemIdentifiers(inSection: section))
        full.appendItems(visible, toSection: section)
        forward(sectionSnapshot.diagnostics, in: collectionView)
        var outline = sectionSnapshot
        outline.diagnostics = []
        outlines[section] = outline
        show(
            full, in: collectionView, usingReloadData: false, keepingOutlineOf: section,
            matchingItemsWith: matcher)
        completion?()
    }

    /// Shows `snapshot`, as the synchronous form does.
    public func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true) async {
        apply(snapshot, animatingDifferences: animatingDifferences, completion: nil)
    }

    /// Shows `snapshot` without diffing, as the synchronous form does.
    public func applySnapshotUsingReloadData(_ snapshot: Snapshot) async {
        applySnapshotUsingReloadData(snapshot, completion: nil)
    }

    /// Shows `sectionSnapshot` as `section`'s data, as the synchronous form does.
    public func apply(
        _ sectionSnapshot: SectionSnapshot, to section: SectionIdentifierType,
        animatingDifferences: Bool = true
    ) async {
        apply(
            sectionSnapshot, to: section, animatingDifferences: animatingDifferences,
            completion: nil)
    }

    // MARK: Showing a snapshot

    /// Makes `snapshot` the current one and tells the collection view what changed.
    private func show(
        _ snapshot: Snapshot, in collectionView: CollectionView, usingReloadData: Bool,
        keepingOutlineOf outlinedSection: SectionIdentifierType? = nil,
        matchingItemsWith matcher: ItemMatcher<ItemIdentifierType>? = nil
    ) {
        forward(snapshot.diagnostics, in: collectionView)
        let old = current
        var new = snapshot
        new.diagnostics = []
        let reloadedItems = new.reloadedItemIdentifiers
        let reconfiguredItems = new.reconfiguredItemIdentifiers
        let reloadedSections = new.reloadedSectionIdentifiers
        let batch =
            usingReloadData
            ? nil : SnapshotBatchUpdate(from: old, to: new, matchingItemsWith: matcher)
        new.reloadedItemMarks = OrderedMarks()
        new.reconfiguredItemMarks = OrderedMarks()
        new.reloadedSectionMarks = OrderedMarks()
        setCurrent(new)
        keepOutlines(showing: new, except: outlinedSection)
        let counts = ItemCounts(
            new.sectionList.indices.map { new.itemRange(ofSectionAt: $0).count })
        guard let batch else {
            var update = CollectionViewUpdate()
            update.isReload = true
            collectionView.reloadData()
            collectionView.lastUpdate = update
            return
        }
        var reloaded = Set(reloadedItems.compactMap { indexPath(for: $0) })
        for section in reloadedSections {
            guard let ordinal = new.indexOfSection(section) else { continue }
            for position in new.itemRange(ofSectionAt: ordinal) {
                reloaded.insert(
                    IndexPath(
                        item: position - new.itemRange(ofSectionAt: ordinal).lowerBound,
                        section: ordinal))
            }
        }
        collectionView.performUpdate(
            Self.update(from: batch), counts: counts,
            newIndexPath: { [old] indexPath in
                guard old.sectionList.indices.contains(indexPath.section) else { return nil }
                let range = old.itemRange(ofSectionAt: indexPath.section)
                let position = range.lowerBound + indexPath.item
                guard indexPath.item >= 0, range.contains(position) else { return nil }
                return self.indexPath(for: old.itemList[position])
            },
            reloaded: reloaded,
            reconfigured: reconfiguredItems.compactMap { indexPath(for: $0) })
    }

    /// Keeps the outline of every section whose items the new snapshot still shows as the
    /// outline's visible items; the other sections become flat.
    private func keepOutlines(showing snapshot: Snapshot, except kept: SectionIdentifierType?) {
        for (section, outline) in outlines where section != kept {
            guard snapshot.indexOfSection(section) != nil,
                snapshot.itemIdentifiers(inSection: section) == outline.visibleItems
            else {
                outlines[section] = nil
                continue
            }
        }
    }

    /// Reports a snapshot's refused operations in the collection view's diagnostics.
    private func forward(_ diagnostics: [SnapshotDiagnostic], in collectionView: CollectionView) {
        for diagnostic in diagnostics {
            collectionView.diagnostics.receive(
                Diagnostic(
                    kind: .invalidDataOperation, message: diagnostic.message,
                    source: diagnostic.operation, properties: diagnostic.identifiers))
        }
    }

    /// The collection view's form of the diff's batch.
    static func update(from batch: SnapshotBatchUpdate<ItemIdentifierType>) -> CollectionViewUpdate
    {
        func path(_ position: ItemPosition) -> IndexPath {
            IndexPath(item: position.item, section: position.section)
        }
        var update = CollectionViewUpdate()
        update.deletedSections = batch.deletedSections
        update.insertedSections = batch.insertedSections
        update.movedSections = batch.movedSections.map { .init(from: $0.from, to: $0.to) }
        update.reloadedSections = batch.reloadedSections
        update.deletedItems = batch.deletedItems.map(path)
        update.insertedItems = batch.insertedItems.map(path)
        update.movedItems = batch.movedItems.map { .init(from: path($0.from), to: path($0.to)) }
        update.reloadedItems = batch.reloadedItems.map(path)
        update.reconfiguredItems = batch.reconfiguredItems.map(path)
        return update
    }

    // MARK: Reordering

    /// Moves the item at `source` to `destination` in the current snapshot (and in its
    /// section's outline, among its siblings), after the collection view moved it: tells
    /// ``ReorderingHandlers/willReorder`` before and ``ReorderingHandlers/didReorder`` after,
    /// with the transaction.
    func reorderItem(from source: IndexPath, to destination: IndexPath) {
        guard let item = itemIdentifier(for: source), source != destination else { return }
        let initial = current
        var final = current
        final.deleteItems([item])
        let destinationRange: Range<Int>
        if final.sectionList.indices.contains(destination.section) {
            destinationRange = final.itemRange(ofSectionAt: destination.section)
        } else {
            return
        }
        let section = final.sectionList[destination.section]
        if destination.item < destinationRange.count {
            final.insertItems(
                [item], beforeItem: final.itemList[destinationRange.lowerBound + destination.item])
        } else {
            final.appendItems([item], toSection: section)
        }
        final.diagnostics = []
        let sectionTransactions = initial.sectionList.compactMap {
            sectionIdentifier -> DiffableDataSourceSectionTransaction<
                SectionIdentifierType, ItemIdentifierType
            >? in
            let before = initial.itemIdentifiers(inSection: sectionIdentifier)
            let after = final.itemIdentifiers(inSection: sectionIdentifier)
            guard before != after else { return nil }
            var initialSection = SectionSnapshot()
            initialSection.append(before)
            var finalSection = SectionSnapshot()
            finalSection.append(after)
            return DiffableDataSourceSectionTransaction(
                sectionIdentifier: sectionIdentifier, initialSnapshot: initialSection,
                finalSnapshot: finalSection)
        }
        let transaction = DiffableDataSourceTransaction(
            initialSnapshot: initial, finalSnapshot: final,
            sectionTransactions: sectionTransactions)
        reorderingHandlers.willReorder?(transaction)
        setCurrent(final)
        for sectionIdentifier in [initial.sectionList[source.section], section] {
            outlines[sectionIdentifier] = nil
        }
        reorderingHandlers.didReorder?(transaction)
    }
}
