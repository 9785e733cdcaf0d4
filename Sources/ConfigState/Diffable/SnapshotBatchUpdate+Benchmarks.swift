// The diff is internal API for the collection view. The instruction-count benchmarks reach it
// through this SPI (`@_spi(Benchmarks) import ConfigState`), which is not public API: it
// appears in no documentation and may change with the benchmarks.

/// How many changes of each kind a diff found, for benchmarks to check the work they count.
@_spi(Benchmarks)
public struct SnapshotBatchUpdateSummary: Hashable, Sendable {
    /// Deleted, inserted, moved, reloaded and reconfigured items in the batch.
    public var deletedItems = 0, insertedItems = 0, movedItems = 0
    /// Reloaded and reconfigured items in the batch.
    public var reloadedItems = 0, reconfiguredItems = 0
    /// Deleted, inserted, moved and reloaded sections in the batch.
    public var deletedSections = 0, insertedSections = 0, movedSections = 0,
        reloadedSections = 0
    /// Removals and insertions in the identifier difference, and how many of them are
    /// associated pairs (moves); 0 when the difference was not asked for.
    public var differenceRemovals = 0, differenceInsertions = 0, differenceMoves = 0
}

extension DiffableDataSourceSnapshot {
    /// Diffs `old` against this snapshot as a collection view's apply would, and counts the
    /// changes.
    ///
    /// - Parameters:
    ///   - old: The snapshot the collection view shows before.
    ///   - includingDifference: Whether to build the identifiers' `CollectionDifference`
    ///     too, as a transaction needs.
    /// - Returns: The number of changes of each kind.
    /// - Complexity: As the diff: O(*n* + *s*) average for *n* items and *s* sections whose
    ///   order mostly survives.
    @_spi(Benchmarks) @inlinable
    public func batchUpdateSummary(from old: Self, includingDifference: Bool)
        -> SnapshotBatchUpdateSummary
    {
        // As `apply` does: the items matched by code compiled here, for the identifier type.
        batchUpdateSummary(
            from: old, includingDifference: includingDifference,
            matchingItemsWith: { IdentifierMatching(new: $0, oldCount: $1, oldPositions: $2) })
    }

    /// ``batchUpdateSummary(from:includingDifference:)`` with the items matched by `matcher`.
    @_spi(Benchmarks) @usableFromInline
    func batchUpdateSummary(
        from old: Self, includingDifference: Bool,
        matchingItemsWith matcher: @escaping ItemMatcher<ItemIdentifierType>
    ) -> SnapshotBatchUpdateSummary {
        let batch = SnapshotBatchUpdate(from: old, to: self, matchingItemsWith: matcher)
        var summary = SnapshotBatchUpdateSummary()
        summary.deletedItems = batch.deletedItems.count
        summary.insertedItems = batch.insertedItems.count
        summary.movedItems = batch.movedItems.count
        summary.reloadedItems = batch.reloadedItems.count
        summary.reconfiguredItems = batch.reconfiguredItems.count
        summary.deletedSections = batch.deletedSections.count
        summary.insertedSections = batch.insertedSections.count
        summary.movedSections = batch.movedSections.count
        summary.reloadedSections = batch.reloadedSections.count
        guard includingDifference else { return summary }
        let difference = batch.difference
        summary.differenceRemovals = difference.removals.count
        summary.differenceInsertions = difference.insertions.count
        summary.differenceMoves = difference.insertions.count { change in
            if case .insert(_, _, let associated) = change { return associated != nil }
            return false
        }
        return summary
    }
}
