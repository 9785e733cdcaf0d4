// Adding, removing and replacing items and whole outlines. Every check comes before any
// change, so a refused operation leaves the section snapshot as it was.

extension DiffableDataSourceSectionSnapshot {
    /// Adds items as the last children of a parent, or as the last root items.
    ///
    /// Refused, with a diagnostic, when `parent` is not in the section snapshot
    /// (``SnapshotDiagnostic/Kind/unknownItems``) or an item is already there or repeated
    /// (``SnapshotDiagnostic/Kind/duplicateItems``).
    ///
    /// - Parameters:
    ///   - items: The items to add, in order.
    ///   - parent: The parent to add them to; `nil` (the default) adds root items.
    /// - Complexity: O(*n* + *k*) average for *k* items added to *n*.
    public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil)
    {
        let operation = "append(_:to:)"
        guard let parent else {
            insertNodes(Outline(roots: items), at: itemList.count, level: 0, parent: nil, operation)
            return
        }
        guard let position = positions[parent] else {
            refuse(.unknownItems, operation, [parent])
            return
        }
        insertNodes(
            Outline(roots: items), at: subtreeEnd(ofPosition: position),
            level: levels[position] + 1, parent: parent, operation)
    }

    /// Inserts items immediately before an item, as its siblings.
    ///
    /// Refused, with a diagnostic, when `item` is not in the section snapshot
    /// (``SnapshotDiagnostic/Kind/unknownItems``) or an item to insert is already there or
    /// repeated (``SnapshotDiagnostic/Kind/duplicateItems``).
    ///
    /// - Parameters:
    ///   - items: The items to insert, in order.
    ///   - item: The item to insert them before.
    /// - Complexity: O(*n* + *k*) average for *k* items inserted among *n*.
    public mutating func insert(_ items: [ItemIdentifierType], before item: ItemIdentifierType) {
        insert(Outline(roots: items), beside: item, after: false, "insert(_:before:)")
    }

    /// Inserts items immediately after an item and its descendants, as its siblings.
    ///
    /// Refused, with a diagnostic, when `item` is not in the section snapshot
    /// (``SnapshotDiagnostic/Kind/unknownItems``) or an item to insert is already there or
    /// repeated (``SnapshotDiagnostic/Kind/duplicateItems``).
    ///
    /// - Parameters:
    ///   - items: The items to insert, in order.
    ///   - item: The item to insert them after.
    /// - Complexity: O(*n* + *k*) average for *k* items inserted among *n*.
    public mutating func insert(_ items: [ItemIdentifierType], after item: ItemIdentifierType) {
        insert(Outline(roots: items), beside: item, after: true, "insert(_:after:)")
    }

    /// Inserts a whole section snapshot immediately before an item: its root items become
    /// the item's siblings, and keep their children and expansion.
    ///
    /// Refused, with a diagnostic, when `item` is not in the section snapshot
    /// (``SnapshotDiagnostic/Kind/unknownItems``) or one of the inserted items is already
    /// there (``SnapshotDiagnostic/Kind/duplicateItems``).
    ///
    /// The operations `snapshot` refused while it was built (its ``diagnostics``) come
    /// along, so that applying the result reports them.
    ///
    /// - Parameters:
    ///   - snapshot: The items to insert, with their hierarchy.
    ///   - item: The item to insert them before.
    /// - Complexity: O(*n* + *k*) average for *k* items inserted among *n*.
    public mutating func insert(_ snapshot: Self, before item: ItemIdentifierType) {
        diagnostics.append(contentsOf: snapshot.diagnostics)
        insert(Outline(snapshot), beside: item, after: false, "insert(_:before:)")
    }

    /// Inserts a whole section snapshot immediately after an item and its descendants: its
    /// root items become the item's siblings, and keep their children and expansion.
    ///
    /// Refused, with a diagnostic, when `item` is not in the section snapshot
    /// (``SnapshotDiagnostic/Kind/unknownItems``) or one of the inserted items is already
    /// there (``SnapshotDiagnostic/Kind/duplicateItems``).
    ///
    /// The operations `snapshot` refused while it was built (its ``diagnostics``) come
    /// along, so that applying the result reports them.
    ///
    /// - Parameters:
    ///   - snapshot: The items to insert, with their hierarchy.
    ///   - item: The item to insert them after.
    /// - Complexity: O(*n* + *k*) average for *k* items inserted among *n*.
    public mutating func insert(_ snapshot: Self, after item: ItemIdentifierType) {
        diagnostics.append(contentsOf: snapshot.diagnostics)
        insert(Outline(snapshot), beside: item, after: true, "insert(_:after:)")
    }

    /// Deletes items with all their descendants.
    ///
    /// Refused, with a ``SnapshotDiagnostic/Kind/unknownItems`` diagnostic, when an item is
    /// not in the section snapshot.
    ///
    /// - Parameter items: The items to delete.
    /// - Complexity: O(*n*) average for *n* items.
    public mutating func delete(_ items: [ItemIdentifierType]) {
        guard requireItems(items, "delete(_:)"), !items.isEmpty else { return }
        var ranges = items.map { item -> Range<Int> in
            let position = positions[item]!
            return position..<subtreeEnd(ofPosition: position)
        }
        ranges.sort { $0.lowerBound < $1.lowerBound }
        removeNodes(inSortedRanges: ranges)
    }

    /// Deletes every item.
    ///
    /// - Complexity: O(*n*) for *n* items.
    public mutating func deleteAll() {
        let kept = diagnostics
        self = Self()
        diagnostics = kept
    }

    /// A section snapshot of a parent's descendants, optionally with the parent as its one
    /// root item; expansion comes along.
    ///
    /// When the section snapshot does not contain `parent` (UIKit raises an exception), the
    /// result is empty and carries a ``SnapshotDiagnostic/Kind/unknownItems`` diagnostic.
    ///
    /// - Parameters:
    ///   - parent: The parent whose descendants to copy.
    ///   - includingParent: Whether the parent is the root of the result; by default its
    ///     children are the roots.
    /// - Returns: The descendants, with their levels counted from the new roots.
    /// - Complexity: O(*k*) average for the *k* items copied.
    public func snapshot(of parent: ItemIdentifierType, includingParent: Bool = false) -> Self {
        var result = Self()
        guard let position = positions[parent] else {
            result.refuse(
                .unknownItems, "snapshot(of:includingParent:)",
                [parent])
            return result
        }
        let range = (includingParent ? position : position + 1)..<subtreeEnd(ofPosition: position)
        let base = levels[position] + (includingParent ? 0 : 1)
        result.itemList = Array(itemList[range])
        result.levels = levels[range].map { $0 - base }
        result.parents = range.map { levels[$0] == base ? nil : parents[$0] }
        result.reindex(from: 0)
        result.expandedItems = expandedItems.filter { result.positions[$0] != nil }
        return result
    }

    /// Replaces a parent's descendants with the items of a section snapshot, whose root
    /// items become the parent's children.
    ///
    /// Expansion comes from `snapshot`. Refused, with a diagnostic, when `parent` is not in
    /// the section snapshot (``SnapshotDiagnostic/Kind/unknownItems``) or an item of
    /// `snapshot` is elsewhere in it — outside the parent's descendants, or the parent
    /// itself (``SnapshotDiagnostic/Kind/duplicateItems``).
    ///
    /// The operations `snapshot` refused while it was built (its ``diagnostics``) come
    /// along, so that applying the result reports them.
    ///
    /// - Parameters:
    ///   - parent: The parent whose descendants to replace.
    ///   - snapshot: The new descendants.
    /// - Complexity: O(*n* + *k*) average for *n* items and *k* new descendants.
    public mutating func replace(childrenOf parent: ItemIdentifierType, using snapshot: Self) {
        diagnostics.append(contentsOf: snapshot.diagnostics)
        let operation = "replace(childrenOf:using:)"
        guard let position = positions[parent] else {
            refuse(.unknownItems, operation, [parent])
            return
        }
        let descendants = (position + 1)..<subtreeEnd(ofPosition: position)
        let clashes = snapshot.itemList.filter { item in
            guard let existing = positions[item] else { return false }
            return !descendants.contains(existing)
        }
        guard clashes.isEmpty else {
            refuse(.duplicateItems, operation, clashes)
            return
        }
        removeNodes(inSortedRanges: [descendants])
        insertNodes(
            Outline(snapshot), at: position + 1, level: levels[position] + 1,
            parent: parent, operation)
    }

    // MARK: - Primitives

    /// Items to insert, with levels counted from their roots, parents (`nil` for roots)
    /// and expansion.
    struct Outline {
        var items: [ItemIdentifierType]
        var levels: [Int]
        var parents: [ItemIdentifierType?]
        var expanded: Set<ItemIdentifierType>

        init(roots: [ItemIdentifierType]) {
            items = roots
            levels = Array(repeating: 0, count: roots.count)
            parents = Array(repeating: nil, count: roots.count)
            expanded = []
        }

        init(_ snapshot: DiffableDataSourceSectionSnapshot) {
            items = snapshot.itemList
            levels = snapshot.levels
            parents = snapshot.parents
            expanded = snapshot.expandedItems
        }
    }

    private mutating func insert(
        _ outline: Outline, beside item: ItemIdentifierType, after: Bool, _ operation: String
    ) {
        guard let position = positions[item] else {
            refuse(.unknownItems, operation, [item])
            return
        }
        insertNodes(
            outline, at: after ? subtreeEnd(ofPosition: position) : position,
            level: levels[position], parent: parents[position], operation)
    }

    /// Inserts `outline` at `position`, its roots at `level` under `parent`.
    mutating func insertNodes(
        _ outline: Outline, at position: Int, level: Int, parent: ItemIdentifierType?,
        _ operation: String
    ) {
        var seen = Set<ItemIdentifierType>()
        var duplicates: [ItemIdentifierType] = []
        for item in outline.items where !seen.insert(item).inserted || positions[item] != nil {
            if !duplicates.contains(item) { duplicates.append(item) }
        }
        guard duplicates.isEmpty else {
            refuse(.duplicateItems, operation, duplicates)
            return
        }
        guard !outline.items.isEmpty else { return }
        itemList.insert(contentsOf: outline.items, at: position)
        levels.insert(contentsOf: outline.levels.map { $0 + level }, at: position)
        parents.insert(
            contentsOf: outline.items.indices.map { outline.parents[$0] ?? parent }, at: position)
        expandedItems.formUnion(outline.expanded)
        reindex(from: position)
    }

    /// Removes the items in `ranges` (sorted by start, possibly overlapping or nested), with
    /// their expansion.
    mutating func removeNodes(inSortedRanges ranges: [Range<Int>]) {
        guard let first = ranges.first?.lowerBound else { return }
        var write = first
        var next = 0
        var removedUntil = first  // positions before this are removed or kept already
        for read in first..<itemList.count {
            while next < ranges.count, ranges[next].lowerBound <= read {
                removedUntil = max(removedUntil, ranges[next].upperBound)
                next += 1
            }
            if read < removedUntil {
                positions[itemList[read]] = nil
                expandedItems.remove(itemList[read])
            } else {
                itemList.swapAt(write, read)
                levels.swapAt(write, read)
                parents.swapAt(write, read)
                write += 1
            }
        }
        let removed = itemList.count - write
        itemList.removeLast(removed)
        levels.removeLast(removed)
        parents.removeLast(removed)
        reindex(from: first)
    }
}
