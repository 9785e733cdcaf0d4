// Adding, removing and moving sections. As with items, every check comes before any change.

extension DiffableDataSourceSnapshot {
    /// Adds empty sections after the last one.
    ///
    /// Refused, with a ``SnapshotDiagnostic/Kind/duplicateSections`` diagnostic, when a
    /// section is already in the snapshot or repeated in `identifiers`.
    ///
    /// - Parameter identifiers: The sections to add, in order.
    /// - Complexity: O(*k*) average for *k* sections.
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        insertNewSections(identifiers, at: sectionList.count, "appendSections(_:)")
    }

    /// Inserts empty sections immediately before a section.
    ///
    /// Refused, with a diagnostic, when `toIdentifier` is not in the snapshot
    /// (``SnapshotDiagnostic/Kind/unknownSections``) or a section to insert is already there
    /// or repeated (``SnapshotDiagnostic/Kind/duplicateSections``).
    ///
    /// - Parameters:
    ///   - identifiers: The sections to insert, in order.
    ///   - toIdentifier: The section to insert them before.
    /// - Complexity: O(*k* + *s*) average for *k* sections inserted among *s*.
    public mutating func insertSections(
        _ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType
    ) {
        insertSections(
            identifiers, relativeTo: toIdentifier, after: false,
            "insertSections(_:beforeSection:)")
    }

    /// Inserts empty sections immediately after a section.
    ///
    /// Refused, with a diagnostic, when `toIdentifier` is not in the snapshot
    /// (``SnapshotDiagnostic/Kind/unknownSections``) or a section to insert is already there
    /// or repeated (``SnapshotDiagnostic/Kind/duplicateSections``).
    ///
    /// - Parameters:
    ///   - identifiers: The sections to insert, in order.
    ///   - toIdentifier: The section to insert them after.
    /// - Complexity: O(*k* + *s*) average for *k* sections inserted among *s*.
    public mutating func insertSections(
        _ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType
    ) {
        insertSections(
            identifiers, relativeTo: toIdentifier, after: true,
            "insertSections(_:afterSection:)")
    }

    /// Deletes sections and the items in them.
    ///
    /// A section repeated in `identifiers` is deleted once. Refused, with a
    /// ``SnapshotDiagnostic/Kind/unknownSections`` diagnostic, when a section is not in the
    /// snapshot.
    ///
    /// - Parameter identifiers: The sections to delete.
    /// - Complexity: O(*n* + *s*) average for *n* items and *s* sections.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        guard requireSections(identifiers, "deleteSections(_:)"), !identifiers.isEmpty else {
            return
        }
        var isDeleted = [Bool](repeating: false, count: sectionList.count)
        for identifier in identifiers { isDeleted[sectionOrdinals[identifier]!] = true }
        var positions: [Int] = []
        for ordinal in sectionList.indices where isDeleted[ordinal] {
            positions.append(contentsOf: itemRange(ofSectionAt: ordinal))
        }
        removeItems(atSortedPositions: positions)
        // The deleted sections are empty now: drop them and their starts.
        var kept = 0
        for ordinal in sectionList.indices {
            if isDeleted[ordinal] {
                sectionOrdinals[sectionList[ordinal]] = nil
            } else {
                sectionList.swapAt(kept, ordinal)
                sectionStarts[kept] = sectionStarts[ordinal]
                kept += 1
            }
        }
        sectionList.removeLast(sectionList.count - kept)
        sectionStarts.removeLast(sectionStarts.count - kept)
        reindexSections(from: 0)
        reloadedSectionMarks.unmark { sectionOrdinals[$0] == nil }
    }

    /// Moves a section, with its items, to immediately before another section.
    ///
    /// Refused, with a diagnostic, when either section is not in the snapshot
    /// (``SnapshotDiagnostic/Kind/unknownSections``) or both are the same section
    /// (``SnapshotDiagnostic/Kind/relativeToItself``).
    ///
    /// - Parameters:
    ///   - identifier: The section to move.
    ///   - toIdentifier: The section to move it before.
    /// - Complexity: O(*m* + *s*) average, where *m* is the number of items in the moved
    ///   section and in the sections it passes, and *s* the number of sections.
    public mutating func moveSection(
        _ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType
    ) {
        moveSection(
            identifier, relativeTo: toIdentifier, after: false,
            "moveSection(_:beforeSection:)")
    }

    /// Moves a section, with its items, to immediately after another section.
    ///
    /// Refused, with a diagnostic, when either section is not in the snapshot
    /// (``SnapshotDiagnostic/Kind/unknownSections``) or both are the same section
    /// (``SnapshotDiagnostic/Kind/relativeToItself``).
    ///
    /// - Parameters:
    ///   - identifier: The section to move.
    ///   - toIdentifier: The section to move it after.
    /// - Complexity: O(*m* + *s*) average, where *m* is the number of items in the moved
    ///   section and in the sections it passes, and *s* the number of sections.
    public mutating func moveSection(
        _ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType
    ) {
        moveSection(
            identifier, relativeTo: toIdentifier, after: true,
            "moveSection(_:afterSection:)")
    }

    // MARK: - Primitives

    /// Inserts sections that must be new next to `target`.
    private mutating func insertSections(
        _ identifiers: [SectionIdentifierType], relativeTo target: SectionIdentifierType,
        after: Bool, _ operation: String
    ) {
        guard let ordinal = sectionOrdinals[target] else {
            refuse(.unknownSections, operation, [target])
            return
        }
        insertNewSections(identifiers, at: after ? ordinal + 1 : ordinal, operation)
    }

    private mutating func insertNewSections(
        _ identifiers: [SectionIdentifierType], at ordinal: Int, _ operation: String
    ) {
        var seen = Set<SectionIdentifierType>()
        var duplicates: [SectionIdentifierType] = []
        for identifier in identifiers
        where !seen.insert(identifier).inserted || sectionOrdinals[identifier] != nil {
            if !duplicates.contains(identifier) { duplicates.append(identifier) }
        }
        guard duplicates.isEmpty else {
            refuse(.duplicateSections, operation, duplicates)
            return
        }
        guard !identifiers.isEmpty else { return }
        let start = ordinal < sectionStarts.count ? sectionStarts[ordinal] : itemList.count
        sectionList.insert(contentsOf: identifiers, at: ordinal)
        sectionStarts.insert(
            contentsOf: repeatElement(start, count: identifiers.count), at: ordinal)
        reindexSections(from: ordinal)
    }

    private mutating func moveSection(
        _ identifier: SectionIdentifierType, relativeTo target: SectionIdentifierType,
        after: Bool, _ operation: String
    ) {
        guard requireSections([identifier, target], operation) else { return }
        guard requireDistinct(identifier, target, operation) else { return }
        let from = sectionOrdinals[identifier]!
        let targetOrdinal = sectionOrdinals[target]!
        let moved = itemRange(ofSectionAt: from)
        let count = moved.count
        // The section's ordinal and first item position once it is in place, worked out on
        // the layout without it.
        let to = targetOrdinal - (from < targetOrdinal ? 1 : 0) + (after ? 1 : 0)
        sectionStarts.remove(at: from)
        for ordinal in from..<sectionStarts.count { sectionStarts[ordinal] -= count }
        let position = to < sectionStarts.count ? sectionStarts[to] : itemList.count - count
        sectionStarts.insert(position, at: to)
        for ordinal in (to + 1)..<sectionStarts.count { sectionStarts[ordinal] += count }
        sectionList.remove(at: from)
        sectionList.insert(identifier, at: to)
        reindexSections(from: min(from, to))
        // The items between the old and the new place shift over by the section's length.
        let changed: Range<Int>
        if position > moved.lowerBound {
            changed = moved.lowerBound..<(position + count)
            itemList.rotate(changed, left: count)
        } else {
            changed = position..<moved.upperBound
            itemList.rotate(changed, left: moved.lowerBound - position)
        }
        reindexItems(changed)
    }
}

extension Array {
    /// Rotates the elements of `range` so that the one `distance` places from its start
    /// comes first, in place.
    ///
    /// - Complexity: O(*m*) for the *m* elements of `range`.
    @inlinable
    mutating func rotate(_ range: Range<Int>, left distance: Int) {
        guard distance > 0, distance < range.count else { return }
        let middle = range.lowerBound + distance
        self[range.lowerBound..<middle].reverse()
        self[middle..<range.upperBound].reverse()
        self[range].reverse()
    }
}
