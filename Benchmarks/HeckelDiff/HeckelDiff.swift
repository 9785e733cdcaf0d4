// A baseline for the snapshot diff: Paul Heckel's linear diff ("A technique for isolating
// differences between files", CACM 21(4), 1978), the algorithm DifferenceKit, IGListKit and
// RxDataSources build on, written here for this benchmark from the paper's description — it
// is not any of those libraries' code, and its figures are not theirs.
//
// It is a module of its own, as a diffing library an app imports is, but `@inlinable`, so that
// it is specialised for the caller's identifier type: unspecialised, it takes about three
// times as long (every hash and comparison through the `Hashable` witness), and a baseline
// should be the strongest reasonable version of itself. It takes two arrays of identifiers,
// as those libraries do, and builds its own table of
// them: the symbol table of the paper's passes 1 and 2, each identifier's count in each
// array and its old position; pass 3 connects the identifiers that occur once in each; passes
// 4 and 5 extend each connection to equal neighbours after and before it. Unconnected old
// positions are deletions, unconnected new positions insertions, and a connected pair is
// reported as a move when the item's position after the deletions before it and the
// insertions before its new place is not its new position — the usual way such a diff turns
// connections into the moves a batch update needs, which keeps no longest run in place.

/// What the Heckel baseline found: deleted old positions, inserted new positions and moves.
public struct HeckelDiff: Sendable {
    /// Old positions that are gone, ascending.
    public var deleted: [Int] = []
    /// New positions that are new, ascending.
    public var inserted: [Int] = []
    /// Connected pairs reported as moves, by new position.
    public var moved: [(from: Int, to: Int)] = []
    /// For each new position, the old position it is connected to, or -1.
    public var oldPositionOfNew: [Int]

    /// One identifier's entry in the symbol table.
    @usableFromInline
    struct Symbol {
        /// Occurrences in the old and the new array, counted to 2 ("many").
        @usableFromInline var oldCount = 0
        @usableFromInline var newCount = 0
        /// Its old position (the last, for one that occurs more than once).
        @usableFromInline var oldPosition = -1

        @inlinable init() {}

        /// Counts one more occurrence in the old array, at `position`.
        @inlinable mutating func noteOld(at position: Int) {
            oldCount += 1
            oldPosition = position
        }
    }

    /// Diffs `old` against `new`.
    ///
    /// - Complexity: O(*n* + *m*) average for *n* new and *m* old identifiers.
    @inlinable
    public init<Identifier: Hashable>(old: [Identifier], new: [Identifier]) {
        var table: [Identifier: Symbol] = [:]
        // Room for every identifier of both arrays: the table never grows mid-pass.
        table.reserveCapacity(old.count + new.count)
        // Passes 1 and 2: count each identifier in each array, and note its old position.
        for position in new.indices {
            table[new[position], default: Symbol()].newCount += 1
        }
        for position in old.indices {
            table[old[position], default: Symbol()].noteOld(at: position)
        }
        var oldOfNew = [Int](repeating: -1, count: new.count)
        var newOfOld = [Int](repeating: -1, count: old.count)
        // Pass 3: an identifier that occurs once in each array connects its two positions.
        for position in new.indices {
            let symbol = table[new[position]]!
            if symbol.oldCount == 1, symbol.newCount == 1 {
                oldOfNew[position] = symbol.oldPosition
                newOfOld[symbol.oldPosition] = position
            }
        }
        // Pass 4: a connection extends to the next positions when both are unconnected and
        // hold the same identifier.
        if new.count > 1 {
            for position in 0..<(new.count - 1) {
                let oldPosition = oldOfNew[position]
                guard oldPosition >= 0, oldPosition + 1 < old.count,
                    oldOfNew[position + 1] < 0, newOfOld[oldPosition + 1] < 0,
                    new[position + 1] == old[oldPosition + 1]
                else { continue }
                oldOfNew[position + 1] = oldPosition + 1
                newOfOld[oldPosition + 1] = position + 1
            }
            // Pass 5: and to the previous positions, walking back.
            for position in stride(from: new.count - 1, to: 0, by: -1) {
                let oldPosition = oldOfNew[position]
                guard oldPosition > 0, oldOfNew[position - 1] < 0, newOfOld[oldPosition - 1] < 0,
                    new[position - 1] == old[oldPosition - 1]
                else { continue }
                oldOfNew[position - 1] = oldPosition - 1
                newOfOld[oldPosition - 1] = position - 1
            }
        }
        // Pass 6: deletions, with the number of deletions before each old position.
        var deletionsBefore = [Int](repeating: 0, count: old.count)
        var deletions = 0
        for position in old.indices {
            deletionsBefore[position] = deletions
            if newOfOld[position] < 0 {
                deleted.append(position)
                deletions += 1
            }
        }
        // Insertions, and a move wherever a connected item's old position, less the
        // deletions before it and plus the insertions before its new position, is not its
        // new position.
        var insertions = 0
        for position in new.indices {
            let oldPosition = oldOfNew[position]
            if oldPosition < 0 {
                inserted.append(position)
                insertions += 1
            } else if oldPosition - deletionsBefore[oldPosition] + insertions != position {
                moved.append((oldPosition, position))
            }
        }
        oldPositionOfNew = oldOfNew
    }
}

/// Checks that `diff` describes the change from `old` to `new`: every new position is either
/// inserted or connected to an old position holding the same identifier, each old position is
/// connected at most once, and the deletions are exactly the old positions left unconnected.
public func checkHeckelDiff(_ diff: HeckelDiff, old: [Int], new: [Int]) {
    var used = [Bool](repeating: false, count: old.count)
    var inserted = 0
    for position in new.indices {
        let oldPosition = diff.oldPositionOfNew[position]
        if oldPosition < 0 {
            inserted += 1
            continue
        }
        precondition(old[oldPosition] == new[position] && !used[oldPosition])
        used[oldPosition] = true
    }
    precondition(inserted == diff.inserted.count)
    precondition(diff.deleted == old.indices.filter { !used[$0] })
}
