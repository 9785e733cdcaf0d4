import Testing

@testable import ConfigState

/// `[section, item]`.
func at(_ section: Int, _ item: Int) -> ItemPosition { ItemPosition(section: section, item: item) }

/// A snapshot from a literal layout, in order.
func snapshot(_ sections: KeyValuePairs<String, [Int]>) -> DiffableDataSourceSnapshot<String, Int> {
    var snapshot = DiffableDataSourceSnapshot<String, Int>()
    for (section, items) in sections {
        snapshot.appendSections([section])
        snapshot.appendItems(items, toSection: section)
    }
    return snapshot
}

@Suite("The diff between snapshots")
struct SnapshotBatchUpdateTests {
    @Test func identicalSnapshotsGiveAnEmptyBatch() {
        let old = snapshot(["A": [1, 2, 3], "B": [4]])
        let batch = SnapshotBatchUpdate(from: old, to: old)
        #expect(batch.isEmpty)
        #expect(batch.difference.isEmpty)
    }

    @Test func deletionsAreOldIndexPathsAndInsertionsNewOnes() {
        let old = snapshot(["A": [1, 2, 3], "B": [4, 5]])
        let new = snapshot(["A": [1, 3, 6], "B": [7, 4, 5]])
        let batch = SnapshotBatchUpdate(from: old, to: new)
        #expect(batch.deletedItems == [at(0, 1)])
        #expect(batch.insertedItems == [at(0, 2), at(1, 0)])
        #expect(batch.movedItems.isEmpty)
        #expect(old.itemIdentifiers.applying(batch.difference) == new.itemIdentifiers)
    }

    @Test func oneItemMovedFarIsOneMove() {
        let old = snapshot(["A": Array(0..<10)])
        var new = old
        new.moveItem(0, afterItem: 9)
        let batch = SnapshotBatchUpdate(from: old, to: new)
        #expect(batch.movedItems == [Move(from: at(0, 0), to: at(0, 9))])
        #expect(batch.deletedItems.isEmpty && batch.insertedItems.isEmpty)
        #expect(batch.difference.count == 2, "one removal and one insertion, associated")
        #expect(batch.difference.inferringMoves() == batch.difference)
    }

    @Test func anItemChangingSectionIsAMove() {
        let old = snapshot(["A": [1, 2], "B": [3]])
        let new = snapshot(["A": [1], "B": [2, 3]])
        let batch = SnapshotBatchUpdate(from: old, to: new)
        #expect(batch.movedItems == [Move(from: at(0, 1), to: at(1, 0))])
        #expect(batch.difference.isEmpty, "the flat order did not change")
    }

    @Test func sectionsAreDeletedInsertedAndMovedWhole() {
        let old = snapshot(["A": [1], "B": [2], "C": [3]])
        let new = snapshot(["C": [3], "A": [1], "D": [4]])
        let batch = SnapshotBatchUpdate(from: old, to: new)
        #expect(batch.deletedSections == [1])
        #expect(batch.insertedSections == [2])
        #expect(batch.movedSections == [Move(from: 2, to: 0)])
        #expect(batch.deletedItems.isEmpty, "section B's item goes with the section")
        #expect(batch.insertedItems.isEmpty, "section D's item comes with the section")
    }

    @Test func itemsLeavingADeletedSectionAreInsertedNotMoved() {
        let old = snapshot(["A": [1, 2], "B": [3]])
        let new = snapshot(["B": [3, 1]])
        let batch = SnapshotBatchUpdate(from: old, to: new)
        #expect(batch.deletedSections == [0])
        #expect(batch.insertedItems == [at(0, 1)])
        #expect(batch.movedItems.isEmpty)
    }

    @Test func reloadsAreOldPathsAndAMovingReloadIsDeleteAndInsert() {
        let old = snapshot(["A": [1, 2, 3]])
        var new = snapshot(["A": [3, 1, 2]])
        new.reloadItems([2, 3])
        let batch = SnapshotBatchUpdate(from: old, to: new)
        #expect(batch.reloadedItems == [at(0, 1)])
        #expect(batch.movedItems.isEmpty)
        #expect(batch.deletedItems == [at(0, 2)])
        #expect(batch.insertedItems == [at(0, 0)])
    }

    @Test func reconfiguresAreNewPathsOfKeptCells() {
        let old = snapshot(["A": [1, 2, 3]])
        var new = snapshot(["A": [3, 1, 2, 4]])
        new.reconfigureItems([3, 2, 4])
        let batch = SnapshotBatchUpdate(from: old, to: new)
        #expect(batch.reconfiguredItems == [at(0, 0), at(0, 2)])
    }

    @Test func aReloadedSectionInPlaceIsReloadedAndItsItemsAreNotListed() {
        let old = snapshot(["A": [1, 2], "B": [3]])
        var new = snapshot(["A": [2, 1, 5], "B": [3]])
        new.reloadSections(["A"])
        let batch = SnapshotBatchUpdate(from: old, to: new)
        #expect(batch.reloadedSections == [0])
        #expect(batch.movedItems.isEmpty && batch.insertedItems.isEmpty)
    }

    @Test func moveCountFollowsTheLongestRunKeptInPlace() {
        // 1 moved to the end shifts every other item; only 1 moves.
        let old = snapshot(["A": Array(1...1_000)])
        let new = snapshot(["A": Array(2...1_000) + [1]])
        let batch = SnapshotBatchUpdate(from: old, to: new)
        #expect(batch.movedItems.count == 1)
    }

    @Test func theStandaloneDifferenceInfersMovesByHashing() {
        let old = ["a", "b", "c", "d"]
        let new = ["d", "a", "c", "e"]
        let difference = CollectionDifference(identifiersFrom: old, to: new)
        #expect(old.applying(difference) == new)
        #expect(difference.removals.count == 2)  // b, and d which moves
        #expect(difference.insertions.count == 2)  // d, and e
    }
}

@Suite("Longest increasing subsequence")
struct LongestIncreasingSubsequenceTests {
    func keep(_ values: [Int]) -> [Int] {
        var selection = LongestIncreasingSubsequence()
        var isInPlace = [Bool](repeating: false, count: values.count)
        selection.select(in: values, values.indices, into: &isInPlace)
        return values.indices.filter { isInPlace[$0] }.map { values[$0] }
    }

    @Test(arguments: [
        ([], 0), ([5], 1), ([1, 2, 3], 3), ([3, 2, 1], 1), ([2, 5, 3, 7, 11, 8, 10, 13, 6], 6),
        ([0, 8, 4, 12, 2, 10, 6, 14, 1, 9, 5, 13, 3, 11, 7, 15], 6),
    ])
    func keepsALongestIncreasingRun(values: [Int], length: Int) {
        let kept = keep(values)
        #expect(kept.count == length)
        #expect(kept == kept.sorted())
    }

    @Test func selectsWithinARangeOnly() {
        var selection = LongestIncreasingSubsequence()
        let values = [9, 3, 1, 2, 0]
        var isInPlace = [true, true, false, false, true]
        selection.select(in: values, 1..<4, into: &isInPlace)
        #expect(isInPlace == [true, false, true, true, true])
    }
}

@Suite("Diffable data source transactions")
struct DiffableDataSourceTransactionTests {
    @Test func aTransactionsDifferenceTurnsTheInitialItemsIntoTheFinal() {
        let initial = snapshot(["A": [1, 2, 3], "B": [4]])
        var final = initial
        final.moveItem(1, afterItem: 4)
        var before = DiffableDataSourceSectionSnapshot<Int>()
        before.append([1, 2, 3])
        var after = DiffableDataSourceSectionSnapshot<Int>()
        after.append([2, 3])
        let section = DiffableDataSourceSectionTransaction(
            sectionIdentifier: "A", initialSnapshot: before, finalSnapshot: after)
        let transaction = DiffableDataSourceTransaction(
            initialSnapshot: initial, finalSnapshot: final, sectionTransactions: [section])
        #expect(
            initial.itemIdentifiers.applying(transaction.difference) == final.itemIdentifiers)
        #expect(transaction.difference.insertions.count == 1)
        #expect(before.items.applying(section.difference) == after.items)
        #expect(transaction.sectionTransactions.map(\.sectionIdentifier) == ["A"])
    }
}
