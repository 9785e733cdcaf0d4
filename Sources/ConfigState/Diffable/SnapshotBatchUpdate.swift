/// An item's place in a collection view: its section's index and its index in the section.
///
/// The diff's own index path, so that it needs no Foundation; it prints as `IndexPath` does.
struct ItemPosition: Hashable, Comparable, Sendable, CustomStringConvertible {
    var section: Int
    var item: Int

    static func < (lhs: Self, rhs: Self) -> Bool {
        (lhs.section, lhs.item) < (rhs.section, rhs.item)
    }

    var description: String { "[\(section), \(item)]" }
}

/// A section or an item moved from an old place to a new one.
struct Move<Place: Hashable & Sendable>: Hashable, Sendable {
    var from: Place
    var to: Place
}

/// The batch of updates a `UICollectionView` animates to go from one snapshot to the next,
/// and the difference of their item identifiers.
///
/// The index paths follow UIKit's batch-update rules
/// ([performBatchUpdates(_:completion:)](https://developer.apple.com/documentation/uikit/uicollectionview/performbatchupdates(_:completion:))):
/// deletions and reloads are indexes in the old layout, insertions indexes in the new one,
/// moves go from an old index to a new one. Reconfigures are indexes in the new layout —
/// where the kept cell ends up. Items inside a deleted, inserted or reloaded section are
/// covered by the section's change and never listed on their own; an item whose section
/// changes between two kept sections is a move; an item reloaded while it moves is a deletion
/// and an insertion (UIKit cannot reload and move one item in a batch).
///
/// Of the sections and items that survive, a longest run whose old order is kept stays in
/// place and the others move: moving *k* items reports at most *k* moves.
struct SnapshotBatchUpdate<ItemIdentifierType: Hashable> {
    var deletedSections: [Int] = []
    var insertedSections: [Int] = []
    var movedSections: [Move<Int>] = []
    var reloadedSections: [Int] = []
    var deletedItems: [ItemPosition] = []
    var insertedItems: [ItemPosition] = []
    var movedItems: [Move<ItemPosition>] = []
    var reloadedItems: [ItemPosition] = []
    var reconfiguredItems: [ItemPosition] = []
    /// The item identifiers on each side, kept for ``difference`` (sharing the snapshots'
    /// storage), and which old position each new one had.
    private let oldItems: [ItemIdentifierType]
    private let newItems: [ItemIdentifierType]
    private let matching: IdentifierMatching

    /// The old snapshot's ``DiffableDataSourceSnapshot/itemIdentifiers`` to the new one's,
    /// with moves associated; computed on each use, because applying a snapshot does not
    /// need it (transactions do).
    ///
    /// Its longest run is taken over all items, not per section as the batch's is, so an
    /// item that changes section without changing its place in the flat order is no move
    /// here.
    ///
    /// - Complexity: O(*n* + *c* log *c*) for *n* items mostly in order and *c* changes,
    ///   without hashing an item; the standard library's initialiser sorts the changes.
    var difference: CollectionDifference<ItemIdentifierType> {
        var selection = LongestIncreasingSubsequence()
        return matching.difference(from: oldItems, to: newItems, selection: &selection)
    }

    /// Whether the batch changes nothing.
    var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && movedSections.isEmpty
            && reloadedSections.isEmpty && deletedItems.isEmpty && insertedItems.isEmpty
            && movedItems.isEmpty && reloadedItems.isEmpty && reconfiguredItems.isEmpty
    }

    /// The batch that takes a collection view showing `old` to showing `new`.
    ///
    /// Reloads and reconfigures come from `new`'s marks.
    ///
    /// - Complexity: O(*n* + *s*) average for *n* items and *s* sections whose order mostly
    ///   survives; O(*n* log *n* + *s* log *s*) at worst. Each item is hashed once.
    /// - Parameter matcher: Matches the items, compiled where the identifier type is known;
    ///   `nil` matches them here, unspecialised.
    init<SectionIdentifierType>(
        from old: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        to new: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        matchingItemsWith matcher: ItemMatcher<ItemIdentifierType>? = nil
    ) {
        var selection = LongestIncreasingSubsequence()
        self.init(from: old, to: new, selection: &selection, matchingItemsWith: matcher)
    }

    /// The batch from `old` to `new`, keeping in place the survivors `selection` chooses.
    init<SectionIdentifierType, Selection: InPlaceSelection>(
        from old: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        to new: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        selection: inout Selection,
        matchingItemsWith matcher: ItemMatcher<ItemIdentifierType>? = nil
    ) {
        let items =
            matcher?(new.itemList, old.itemList.count, old.itemPositions)
            ?? IdentifierMatching(
                new: new.itemList, oldCount: old.itemList.count, oldPositions: old.itemPositions)
        oldItems = old.itemList
        newItems = new.itemList
        matching = items
        var layout = BatchLayout(old: old, new: new)
        layout.classifySections(old: old, new: new, into: &self, selection: &selection)
        layout.classifyItems(items, old: old, new: new, into: &self, selection: &selection)
        layout.addReloadsAndReconfigures(items, old: old, new: new, into: &self)
    }
}

extension SnapshotBatchUpdate: Sendable where ItemIdentifierType: Sendable {}

/// Matches new item identifiers against the old snapshot's index of its items (their list,
/// the old count, the index), as ``IdentifierMatching/init(new:oldCount:oldPositions:)``
/// does: a closure an inlinable caller forms where the identifier type is known, so that the
/// matching runs specialised for it (about half the instructions for `Int` items).
@usableFromInline
typealias ItemMatcher<Item: Hashable> = ([Item], Int, [Item: Int]) -> IdentifierMatching

/// The working state of one diff: which sections keep their items, and where each item is.
private struct BatchLayout {
    /// Per old section: whether its items carry over to a section kept in the new snapshot
    /// (neither deleted nor reloaded).
    var isOldSectionCarried: [Bool]
    /// Per new section: the old section it carries over, or -1.
    var carriedFromOldSection: [Int]
    /// Per old item position: its section.
    var oldSectionOfPosition: [Int]
    /// Per new item position: what the batch does with it; `coveredBySection` exactly for
    /// the items of new sections that carry nothing over.
    var status: [Status]

    enum Status: UInt8 { case coveredBySection, inserted, inPlace, moved }

    init<Section, Item>(
        old: DiffableDataSourceSnapshot<Section, Item>,
        new: DiffableDataSourceSnapshot<Section, Item>
    ) {
        isOldSectionCarried = [Bool](repeating: false, count: old.sectionList.count)
        carriedFromOldSection = [Int](repeating: -1, count: new.sectionList.count)
        oldSectionOfPosition = Self.sections(of: old)
        status = [Status](repeating: .coveredBySection, count: new.itemList.count)
    }

    static func sections<Section, Item>(of snapshot: DiffableDataSourceSnapshot<Section, Item>)
        -> [Int]
    {
        var sections = [Int](repeating: 0, count: snapshot.itemList.count)
        for ordinal in snapshot.sectionList.indices {
            for position in snapshot.itemRange(ofSectionAt: ordinal) {
                sections[position] = ordinal
            }
        }
        return sections
    }

    mutating func classifySections<Section, Item, Selection: InPlaceSelection>(
        old: DiffableDataSourceSnapshot<Section, Item>,
        new: DiffableDataSourceSnapshot<Section, Item>,
        into batch: inout SnapshotBatchUpdate<Item>, selection: inout Selection
    ) {
        let sections = IdentifierMatching(
            new: new.sectionList, oldCount: old.sectionList.count,
            oldPositions: old.sectionOrdinals)
        var survivors: [Int] = []
        var survivorNewOrdinals: [Int] = []
        for (newOrdinal, oldOrdinal) in sections.oldPositionOfNew.enumerated() where oldOrdinal >= 0
        {
            survivors.append(oldOrdinal)
            survivorNewOrdinals.append(newOrdinal)
        }
        var isInPlace = [Bool](repeating: false, count: survivors.count)
        selection.select(in: survivors, survivors.indices, into: &isInPlace)
        for (index, newOrdinal) in survivorNewOrdinals.enumerated() {
            let oldOrdinal = survivors[index]
            if new.reloadedSectionMarks.contains(new.sectionList[newOrdinal]) {
                if isInPlace[index] {
                    batch.reloadedSections.append(oldOrdinal)
                } else {
                    batch.deletedSections.append(oldOrdinal)
                    batch.insertedSections.append(newOrdinal)
                }
            } else {
                isOldSectionCarried[oldOrdinal] = true
                carriedFromOldSection[newOrdinal] = oldOrdinal
                if !isInPlace[index] {
                    batch.movedSections.append(Move(from: oldOrdinal, to: newOrdinal))
                }
            }
        }
        for (oldOrdinal, newOrdinal) in sections.newPositionOfOld.enumerated() where newOrdinal < 0
        {
            batch.deletedSections.append(oldOrdinal)
        }
        for (newOrdinal, oldOrdinal) in sections.oldPositionOfNew.enumerated() where oldOrdinal < 0
        {
            batch.insertedSections.append(newOrdinal)
        }
        batch.deletedSections.sort()
        batch.insertedSections.sort()
        batch.reloadedSections.sort()
    }

    mutating func classifyItems<Section, Item, Selection: InPlaceSelection>(
        _ items: IdentifierMatching,
        old: DiffableDataSourceSnapshot<Section, Item>,
        new: DiffableDataSourceSnapshot<Section, Item>,
        into batch: inout SnapshotBatchUpdate<Item>, selection: inout Selection
    ) {
        // Items staying in their section are candidates to stay in place; the selection
        // picks a longest run per section.
        var candidates: [Int] = []
        var candidateNewPositions: [Int] = []
        candidates.reserveCapacity(new.itemList.count)
        candidateNewPositions.reserveCapacity(new.itemList.count)
        var isInPlace = [Bool](repeating: false, count: new.itemList.count)
        for newOrdinal in new.sectionList.indices {
            let oldOrdinal = carriedFromOldSection[newOrdinal]
            guard oldOrdinal >= 0 else { continue }
            let newStart = new.sectionStarts[newOrdinal]
            let firstCandidate = candidates.count
            for newPosition in new.itemRange(ofSectionAt: newOrdinal) {
                let oldPosition = items.oldPositionOfNew[newPosition]
                let target = ItemPosition(section: newOrdinal, item: newPosition - newStart)
                if oldPosition < 0 || !isOldSectionCarried[oldSectionOfPosition[oldPosition]] {
                    status[newPosition] = .inserted
                    batch.insertedItems.append(target)
                } else if oldSectionOfPosition[oldPosition] == oldOrdinal {
                    candidates.append(oldPosition)
                    candidateNewPositions.append(newPosition)
                } else {
                    status[newPosition] = .moved
                    batch.movedItems.append(Move(from: oldPlace(oldPosition, old), to: target))
                }
            }
            selection.select(in: candidates, firstCandidate..<candidates.count, into: &isInPlace)
            for index in firstCandidate..<candidates.count {
                let newPosition = candidateNewPositions[index]
                if isInPlace[index] {
                    status[newPosition] = .inPlace
                } else {
                    status[newPosition] = .moved
                    batch.movedItems.append(
                        Move(
                            from: oldPlace(candidates[index], old),
                            to: ItemPosition(section: newOrdinal, item: newPosition - newStart)))
                }
            }
        }
        // An old item in a carried section goes when it is gone, or when its new section
        // is new or reloaded.
        for oldOrdinal in old.sectionList.indices where isOldSectionCarried[oldOrdinal] {
            let oldStart = old.sectionStarts[oldOrdinal]
            for oldPosition in old.itemRange(ofSectionAt: oldOrdinal) {
                let newPosition = items.newPositionOfOld[oldPosition]
                if newPosition < 0 || status[newPosition] == .coveredBySection {
                    batch.deletedItems.append(
                        ItemPosition(section: oldOrdinal, item: oldPosition - oldStart))
                }
            }
        }
    }

    mutating func addReloadsAndReconfigures<Section, Item>(
        _ items: IdentifierMatching,
        old: DiffableDataSourceSnapshot<Section, Item>,
        new: DiffableDataSourceSnapshot<Section, Item>,
        into batch: inout SnapshotBatchUpdate<Item>
    ) {
        var reloadedMoves = Set<Int>()  // new positions of moved items that reload
        for item in new.reloadedItemIdentifiers {
            let newPosition = new.itemPositions[item]!
            let oldPosition = items.oldPositionOfNew[newPosition]
            switch status[newPosition] {
            case .inPlace:
                batch.reloadedItems.append(oldPlace(oldPosition, old))
            case .moved:
                reloadedMoves.insert(newPosition)
                status[newPosition] = .inserted
                batch.deletedItems.append(oldPlace(oldPosition, old))
                batch.insertedItems.append(newPlace(newPosition, new))
            case .inserted, .coveredBySection:
                break  // a new cell anyway
            }
        }
        if !reloadedMoves.isEmpty {
            batch.movedItems.removeAll { move in
                reloadedMoves.contains(new.sectionStarts[move.to.section] + move.to.item)
            }
            batch.deletedItems.sort()
            batch.insertedItems.sort()
        }
        batch.reloadedItems.sort()
        for item in new.reconfiguredItemIdentifiers {
            let newPosition = new.itemPositions[item]!
            switch status[newPosition] {
            case .inPlace, .moved:
                if !new.reloadedItemMarks.contains(item) {
                    batch.reconfiguredItems.append(newPlace(newPosition, new))
                }
            case .inserted, .coveredBySection:
                break  // configured from scratch anyway
            }
        }
        batch.reconfiguredItems.sort()
    }

    func oldPlace<Section, Item>(
        _ position: Int, _ old: DiffableDataSourceSnapshot<Section, Item>
    ) -> ItemPosition {
        let section = oldSectionOfPosition[position]
        return ItemPosition(section: section, item: position - old.sectionStarts[section])
    }

    func newPlace<Section, Item>(
        _ position: Int, _ new: DiffableDataSourceSnapshot<Section, Item>
    ) -> ItemPosition {
        let section = new.sectionOrdinal(containingPosition: position)
        return ItemPosition(section: section, item: position - new.sectionStarts[section])
    }
}
