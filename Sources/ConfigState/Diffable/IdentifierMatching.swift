/// Which old position each new identifier had, and the reverse: the one pass over the
/// identifiers that hashes them. Everything the diff does afterwards works on positions.
///
/// Its initialiser is inlinable so that an app's `apply` runs it specialised for the app's
/// identifier type (``ItemMatcher``): unspecialised, each look-up in the old index first looks
/// up the dictionary's generic type metadata in the runtime, most of the diff's cost.
@usableFromInline
struct IdentifierMatching: Sendable {
    /// For each new position, the identifier's old position, or -1 when it is new.
    @usableFromInline var oldPositionOfNew: [Int]
    /// For each old position, the identifier's new position, or -1 when it is gone.
    @usableFromInline var newPositionOfOld: [Int]

    /// Matches `new` against the old identifiers, found through their index.
    ///
    /// - Complexity: O(*n*) average for *n* new identifiers, plus O(*m*) for *m* old ones.
    @inlinable
    init<Identifier: Hashable>(
        new: [Identifier], oldCount: Int, oldPositions: [Identifier: Int]
    ) {
        oldPositionOfNew = [Int](repeating: -1, count: new.count)
        newPositionOfOld = [Int](repeating: -1, count: oldCount)
        // Index loops, not `for … in`: this code runs unspecialised (the collection view is
        // generic), where a sequence iterator asks the runtime for `Optional<Identifier>`'s
        // metadata on every step — most of the cost, measured under callgrind.
        for newPosition in new.indices {
            if let oldPosition = oldPositions[new[newPosition]] {
                oldPositionOfNew[newPosition] = oldPosition
                newPositionOfOld[oldPosition] = newPosition
            }
        }
    }

    /// The difference between the old and the new identifiers as the standard library
    /// describes one: removals at old offsets, insertions at new offsets, and each moved
    /// identifier's removal and insertion associated with each other, as
    /// `inferringMoves()` would.
    ///
    /// The identifiers that survive in a longest increasing run of old positions stay;
    /// every other survivor is a move. Applying the result to `old` gives `new`.
    ///
    /// - Complexity: O(*n* + *m*) for identifiers in order, O(*n* log *n* + *m*) at worst,
    ///   for *n* new and *m* old identifiers.
    func difference<Identifier: Hashable, Selection: InPlaceSelection>(
        from old: [Identifier], to new: [Identifier], selection: inout Selection
    ) -> CollectionDifference<Identifier> {
        difference(from: old, to: new, isNewInPlace: inPlaceNewPositions(selection: &selection))
    }

    /// Per new position, whether the identifier there stays in place: it survives, and
    /// `selection` keeps it among the survivors in new order.
    ///
    /// - Complexity: O(*n*) for survivors in order, O(*n* log *n*) at worst.
    func inPlaceNewPositions<Selection: InPlaceSelection>(selection: inout Selection) -> [Bool] {
        var survivorOldPositions: [Int] = []
        var survivorNewPositions: [Int] = []
        for (newPosition, oldPosition) in oldPositionOfNew.enumerated() where oldPosition >= 0 {
            survivorOldPositions.append(oldPosition)
            survivorNewPositions.append(newPosition)
        }
        var isInPlace = [Bool](repeating: false, count: survivorOldPositions.count)
        selection.select(
            in: survivorOldPositions, survivorOldPositions.indices, into: &isInPlace)
        var isNewInPlace = [Bool](repeating: false, count: oldPositionOfNew.count)
        for (index, newPosition) in survivorNewPositions.enumerated() where isInPlace[index] {
            isNewInPlace[newPosition] = true
        }
        return isNewInPlace
    }

    /// The difference that keeps in place the new positions `isNewInPlace` marks.
    func difference<Identifier: Hashable>(
        from old: [Identifier], to new: [Identifier], isNewInPlace: [Bool]
    ) -> CollectionDifference<Identifier> {
        typealias Change = CollectionDifference<Identifier>.Change
        var changes: [Change] = []
        for (oldPosition, newPosition) in newPositionOfOld.enumerated()
        where newPosition < 0 || !isNewInPlace[newPosition] {
            changes.append(
                .remove(
                    offset: oldPosition, element: old[oldPosition],
                    associatedWith: newPosition < 0 ? nil : newPosition))
        }
        for (newPosition, oldPosition) in oldPositionOfNew.enumerated()
        where !isNewInPlace[newPosition] {
            changes.append(
                .insert(
                    offset: newPosition, element: new[newPosition],
                    associatedWith: oldPosition < 0 ? nil : oldPosition))
        }
        // Valid by construction: every offset once, associations in pairs, and the items
        // that stay keep their order. The diff properties check it on every case.
        return CollectionDifference(changes)!
    }
}

extension CollectionDifference where ChangeElement: Hashable {
    /// The difference between two sequences of unique identifiers, found by hashing (not the
    /// standard library's Myers search), with moves inferred and a longest increasing run
    /// of survivors kept in place.
    ///
    /// - Parameters:
    ///   - old: The identifiers before, each once.
    ///   - new: The identifiers after, each once.
    /// - Complexity: O(*n* + *m*) average for *n* new and *m* old identifiers mostly in
    ///   order; O(*n* log *n* + *m*) at worst.
    init(identifiersFrom old: [ChangeElement], to new: [ChangeElement]) {
        var oldPositions: [ChangeElement: Int] = [:]
        oldPositions.reserveCapacity(old.count)
        for position in old.indices { oldPositions[old[position]] = position }
        self.init(identifiersFrom: old, indexedBy: oldPositions, to: new)
    }

    /// The difference between two sequences of unique identifiers, the old ones' positions
    /// already indexed (as a snapshot indexes them).
    ///
    /// - Complexity: O(*n* + *m*) average for *n* new and *m* old identifiers mostly in
    ///   order; O(*n* log *n* + *m*) at worst.
    init(
        identifiersFrom old: [ChangeElement], indexedBy oldPositions: [ChangeElement: Int],
        to new: [ChangeElement]
    ) {
        var selection = LongestIncreasingSubsequence()
        self = IdentifierMatching(new: new, oldCount: old.count, oldPositions: oldPositions)
            .difference(from: old, to: new, selection: &selection)
    }
}
