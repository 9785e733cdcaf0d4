// Adding, removing and moving items. Every operation checks everything it needs before it
// changes anything, so a refused operation leaves the snapshot exactly as it was.

extension DiffableDataSourceSnapshot {
    /// Adds items at the end of a section.
    ///
    /// Refused, with a diagnostic, when `sectionIdentifier` is `nil` and the snapshot has no
    /// sections (``SnapshotDiagnostic/Kind/noSection``), when the section is not in the
    /// snapshot (``SnapshotDiagnostic/Kind/unknownSections``), or when an item is already in
    /// the snapshot or repeated in `identifiers` (``SnapshotDiagnostic/Kind/duplicateItems``)
    /// — checked in that order.
    ///
    /// - Parameters:
    ///   - identifiers: The items to add, in order.
    ///   - sectionIdentifier: The section to add them to; `nil` (the default) is the last
    ///     section.
    /// - Complexity: O(*k*) average for *k* items added to the last section; adding to an
    ///   earlier section also shifts the *m* items and *t* sections after it,
    ///   O(*k* + *m* + *t*).
    @inlinable
    public mutating func appendItems(
        _ identifiers: [ItemIdentifierType],
        toSection sectionIdentifier: SectionIdentifierType? = nil
    ) {
        // Inlinable, with the item loop below, so that indexing the items is compiled in the
        // caller for its identifier types: unspecialised, each hash-table operation first
        // looked up the dictionary's generic type metadata in the runtime (about 800
        // instructions an item, 200 specialised). Finding the section is not.
        guard let ordinal = appendOrdinal(sectionIdentifier, identifiers) else { return }
        insertNewItems(
            identifiers, at: itemRange(ofSectionAt: ordinal).upperBound,
            inSectionAt: ordinal, "appendItems(_:toSection:)")
    }

    /// The ordinal of the section `appendItems(_:toSection:)` adds to — `sectionIdentifier`'s,
    /// or the last section's when it is `nil` — or `nil`, with the refusal recorded, when there
    /// is none.
    @usableFromInline
    mutating func appendOrdinal(
        _ sectionIdentifier: SectionIdentifierType?, _ identifiers: [ItemIdentifierType]
    ) -> Int? {
        let operation = "appendItems(_:toSection:)"
        if let sectionIdentifier {
            guard let found = sectionOrdinals[sectionIdentifier] else {
                refuse(.unknownSections, operation, [sectionIdentifier])
                return nil
            }
            return found
        }
        guard !sectionList.isEmpty else {
            refuse(.noSection, operation, identifiers)
            return nil
        }
        return sectionList.count - 1
    }

    /// Inserts items immediately before an item, in that item's section.
    ///
    /// Refused, with a diagnostic, when `beforeIdentifier` is not in the snapshot
    /// (``SnapshotDiagnostic/Kind/unknownItems``) or an item to insert is already there or
    /// repeated (``SnapshotDiagnostic/Kind/duplicateItems``).
    ///
    /// - Parameters:
    ///   - identifiers: The items to insert, in order.
    ///   - beforeIdentifier: The item to insert them before.
    /// - Complexity: O(*k* + *m* + *s*) average for *k* items inserted before *m* items,
    ///   among *s* sections.
    @inlinable
    public mutating func insertItems(
        _ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType
    ) {
        insertItems(
            identifiers, relativeTo: beforeIdentifier, after: false,
            "insertItems(_:beforeItem:)")
    }

    /// Inserts items immediately after an item, in that item's section.
    ///
    /// Refused, with a diagnostic, when `afterIdentifier` is not in the snapshot
    /// (``SnapshotDiagnostic/Kind/unknownItems``) or an item to insert is already there or
    /// repeated (``SnapshotDiagnostic/Kind/duplicateItems``).
    ///
    /// - Parameters:
    ///   - identifiers: The items to insert, in order.
    ///   - afterIdentifier: The item to insert them after.
    /// - Complexity: O(*k* + *m* + *s*) average for *k* items inserted before *m* items,
    ///   among *s* sections.
    @inlinable
    public mutating func insertItems(
        _ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType
    ) {
        insertItems(
            identifiers, relativeTo: afterIdentifier, after: true,
            "insertItems(_:afterItem:)")
    }

    /// Deletes items.
    ///
    /// An item repeated in `identifiers` is deleted once. Refused, with a
    /// ``SnapshotDiagnostic/Kind/unknownItems`` diagnostic, when an item is not in the
    /// snapshot.
    ///
    /// - Parameter identifiers: The items to delete.
    /// - Complexity: O(*k* log *k* + *m* + *s*) average for *k* items, *m* items after the
    ///   first deleted one and *s* sections.
    @inlinable
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        // Inlinable, as `appendItems(_:toSection:)` is: finding the items and reindexing the
        // ones after them run specialised for the caller's identifier types. An unknown
        // item is refused before anything changes.
        var positions: [Int] = []
        positions.reserveCapacity(identifiers.count)
        for index in identifiers.indices {
            guard let position = itemPositions[identifiers[index]] else {
                refuseUnknownItems(identifiers, "deleteItems(_:)")
                return
            }
            positions.append(position)
        }
        guard !positions.isEmpty else { return }
        positions.sort()
        removeItems(atSortedPositions: positions)
    }

    /// Records that `operation` was refused because items of `identifiers` are not in the
    /// snapshot (not inlined: it is the rare path).
    @usableFromInline
    mutating func refuseUnknownItems(_ identifiers: [ItemIdentifierType], _ operation: String) {
        _ = requireItems(identifiers, operation)
    }

    /// Records that moving `identifier` next to `target` was refused: an item not in the
    /// snapshot, or the same item twice (not inlined: it is the rare path).
    @usableFromInline
    mutating func refuseMove(
        _ identifier: ItemIdentifierType, relativeTo target: ItemIdentifierType,
        _ operation: String
    ) {
        guard requireItems([identifier, target], operation) else { return }
        _ = requireDistinct(identifier, target, operation)
    }

    /// Deletes every item and every section.
    ///
    /// UIKit's documentation says "all of the items"; its snapshots lose their sections too,
    /// and so do these, so that the snapshot is as new (``diagnostics`` stay).
    ///
    /// - Complexity: O(*n* + *s*) for *n* items and *s* sections.
    public mutating func deleteAllItems() {
        let kept = diagnostics
        self = Self()
        diagnostics = kept
    }

    /// Moves an item to immediately before another, in that item's section.
    ///
    /// Refused, with a diagnostic, when either item is not in the snapshot
    /// (``SnapshotDiagnostic/Kind/unknownItems``) or both are the same item
    /// (``SnapshotDiagnostic/Kind/relativeToItself``).
    ///
    /// - Parameters:
    ///   - identifier: The item to move.
    ///   - toIdentifier: The item to move it before.
    /// - Complexity: O(*d* + *s*) average, where *d* is the distance moved and *s* the
    ///   number of sections.
    @inlinable
    public mutating func moveItem(
        _ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType
    ) {
        moveItem(identifier, relativeTo: toIdentifier, after: false, "moveItem(_:beforeItem:)")
    }

    /// Moves an item to immediately after another, in that item's section.
    ///
    /// Refused, with a diagnostic, when either item is not in the snapshot
    /// (``SnapshotDiagnostic/Kind/unknownItems``) or both are the same item
    /// (``SnapshotDiagnostic/Kind/relativeToItself``).
    ///
    /// - Parameters:
    ///   - identifier: The item to move.
    ///   - toIdentifier: The item to move it after.
    /// - Complexity: O(*d* + *s*) average, where *d* is the distance moved and *s* the
    ///   number of sections.
    @inlinable
    public mutating func moveItem(
        _ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType
    ) {
        moveItem(identifier, relativeTo: toIdentifier, after: true, "moveItem(_:afterItem:)")
    }

    // MARK: - Primitives

    /// Inserts items that must be new next to `target`, in its section.
    ///
    /// Inlinable, as `appendItems(_:toSection:)` is, with the moves and inserts below: they
    /// hash and index items in code specialised for the caller's identifier types.
    @inlinable
    mutating func insertItems(
        _ identifiers: [ItemIdentifierType], relativeTo target: ItemIdentifierType, after: Bool,
        _ operation: String
    ) {
        guard let position = itemPositions[target] else {
            refuseUnknownItems([target], operation)
            return
        }
        insertNewItems(
            identifiers, at: after ? position + 1 : position,
            inSectionAt: sectionOrdinal(containingPosition: position), operation)
    }

    /// Inserts items that must be new at `position`, as part of the section at `ordinal`.
    @inlinable
    mutating func insertNewItems(
        _ identifiers: [ItemIdentifierType], at position: Int, inSectionAt ordinal: Int,
        _ operation: String
    ) {
        guard !identifiers.isEmpty else { return }
        // Index the new items first: one hash operation per item finds a duplicate and
        // stores the entry. On a conflict, restore the entry and undo this call's entries.
        itemPositions.reserveCapacity(itemList.count + identifiers.count)
        for offset in identifiers.indices {
            let identifier = identifiers[offset]
            if let existing = itemPositions.updateValue(position + offset, forKey: identifier) {
                itemPositions[identifier] = existing
                for earlier in 0..<offset { itemPositions[identifiers[earlier]] = nil }
                refuseDuplicates(among: identifiers, operation)
                return
            }
        }
        itemList.insert(contentsOf: identifiers, at: position)
        for later in (ordinal + 1)..<sectionStarts.count {
            sectionStarts[later] += identifiers.count
        }
        reindexItems((position + identifiers.count)..<itemList.count)
    }

    /// Records that `operation` was refused because items of `identifiers` are already in
    /// the snapshot or repeated (not inlined: it is the rare path).
    @usableFromInline
    mutating func refuseDuplicates(among identifiers: [ItemIdentifierType], _ operation: String) {
        refuse(.duplicateItems, operation, duplicates(among: identifiers))
    }

    /// The identifiers that are already in the snapshot or repeated, each once.
    private func duplicates(among identifiers: [ItemIdentifierType]) -> [ItemIdentifierType] {
        var seen = Set<ItemIdentifierType>()
        var reported = Set<ItemIdentifierType>()
        var found: [ItemIdentifierType] = []
        for identifier in identifiers {
            let isDuplicate = !seen.insert(identifier).inserted || itemPositions[identifier] != nil
            if isDuplicate, reported.insert(identifier).inserted { found.append(identifier) }
        }
        return found
    }

    /// Removes the items at `positions` (ascending, possibly repeated), with their marks.
    @inlinable
    mutating func removeItems(atSortedPositions positions: [Int]) {
        guard let first = positions.first else { return }
        var removed = 0
        var next = 0  // the next entry of `positions` to remove
        var write = first
        for read in first..<itemList.count {
            if next < positions.count, positions[next] == read {
                itemPositions[itemList[read]] = nil
                removed += 1
                while next < positions.count, positions[next] == read { next += 1 }
            } else {
                itemList.swapAt(write, read)
                write += 1
            }
        }
        itemList.removeLast(removed)
        // A section's start moves back by the number of removed positions before it.
        var before = 0
        var cursor = 0
        for ordinal in sectionStarts.indices {
            while cursor < positions.count, positions[cursor] < sectionStarts[ordinal] {
                if cursor == 0 || positions[cursor] != positions[cursor - 1] { before += 1 }
                cursor += 1
            }
            sectionStarts[ordinal] -= before
        }
        reindexItems(first..<itemList.count)
        unmarkRemovedItems()
    }

    /// Drops the reload and reconfigure marks of items no longer in the snapshot.
    @usableFromInline
    mutating func unmarkRemovedItems() {
        reloadedItemMarks.unmark { itemPositions[$0] == nil }
        reconfiguredItemMarks.unmark { itemPositions[$0] == nil }
    }

    @inlinable
    mutating func moveItem(
        _ identifier: ItemIdentifierType, relativeTo target: ItemIdentifierType, after: Bool,
        _ operation: String
    ) {
        guard let from = itemPositions[identifier], let targetPosition = itemPositions[target],
            identifier != target
        else {
            refuseMove(identifier, relativeTo: target, operation)
            return
        }
        let targetOrdinal = sectionOrdinal(containingPosition: targetPosition)
        // Take the item out, then put it beside the target, whose position moves back by
        // one when the item was before it.
        for ordinal in sectionStarts.indices where sectionStarts[ordinal] > from {
            sectionStarts[ordinal] -= 1
        }
        let to = targetPosition - (from < targetPosition ? 1 : 0) + (after ? 1 : 0)
        for ordinal in (targetOrdinal + 1)..<sectionStarts.count {
            sectionStarts[ordinal] += 1
        }
        let changed = min(from, to)..<(max(from, to) + 1)
        itemList.rotate(changed, left: from < to ? 1 : changed.count - 1)
        reindexItems(changed)
    }
}
