import ConfigStateTesting
import Testing

@testable import ConfigState

// The diff laws must catch the bugs a diff realistically has. Two are planted in the batch
// through its in-place selection — a greedy run instead of a longest one, and no run at all
// (every survivor moves, as a Heckel diff without the final pass reports) — and the laws must
// fail for most seeds. Four more are planted in batches the diff produced — an insertion one
// place off, a dropped deletion, a move to the wrong row, a reload at the wrong index — and
// the replay must reject every one.
//
// Bugs inside the library itself were planted by hand, one at a time, and each run with
// master seeds 1…10 (`CONFIGSTATE_PROPERTY_SEED=n swift test --filter …`); every one was
// caught with all 10 seeds, shrunk to two or three steps:
//   * a stale index entry after a deletion (reindexing from one past the first deleted item)
//   * the section look-up one off (`<` for `<=`: a section's first item reported in the
//     section before)
//   * `insertItems(_:afterItem:)` inserting one place early
//   * `moveItem` without the shift of the target when the item was before it
//   * `moveSection` reindexing the sections from the wrong end
//   * the longest increasing subsequence dropped (nothing kept in place)
//   (model-based test for the first five, the diff properties for the last), and
// two more diff bugs — an item leaving a deleted section reported as a move, a reloaded item
// that moves kept as a move — and two outline bugs — a subtree end that swallows siblings,
// visibility that checks only the parent — were caught with all 10 seeds too.

/// Keeps in place each survivor whose old position is above the last one kept: increasing,
/// so the batch stays valid, but not the longest run.
struct GreedySelection: InPlaceSelection {
    mutating func select(in oldPositions: [Int], _ range: Range<Int>, into isInPlace: inout [Bool])
    {
        var last = Int.min
        for index in range {
            isInPlace[index] = oldPositions[index] > last
            if isInPlace[index] { last = oldPositions[index] }
        }
    }
}

/// Keeps nothing in place: every survivor is a move.
struct NothingInPlace: InPlaceSelection {
    mutating func select(in oldPositions: [Int], _ range: Range<Int>, into isInPlace: inout [Bool])
    {
        for index in range { isInPlace[index] = false }
    }
}

@Suite("The diff laws catch planted bugs")
struct SnapshotDiffPlantedBugs {
    /// The first failure of the two diff properties — the laws on related snapshots, the
    /// move bound on moved items — with `selection` planted in the diff.
    static func findFailure<Selection: InPlaceSelection>(
        seed: UInt64, selection: Selection
    ) -> PropertyFailure? {
        let configuration = PropertyConfiguration(
            cases: 200, seed: seed, maximumShrinkAttempts: 200, environment: .variables([:]))
        let laws = findPropertyFailure(
            "the diff laws hold for related snapshots", using: DiffScenario.related,
            configuration: configuration, testName: "PropertyTests.SnapshotDiffPlantedBugs"
        ) { scenario in
            let (old, new) = (scenario.old, scenario.new)
            var planted = selection
            try checkBatch(
                SnapshotBatchUpdate(from: old, to: new, selection: &planted), from: old, to: new)
            return true
        }
        return laws
            ?? findPropertyFailure(
                "moving k items reports at most k moves", using: MoveScenario.generator,
                configuration: configuration, testName: "PropertyTests.SnapshotDiffPlantedBugs"
            ) { scenario in
                var planted = selection
                let batch = SnapshotBatchUpdate(
                    from: scenario.old, to: scenario.new, selection: &planted)
                return batch.movedItems.count <= scenario.moves.count
                    && batch.difference.insertions.count <= scenario.moves.count
            }
    }

    @Test func aGreedyRunInsteadOfALongestOneIsCaughtForMostSeeds() {
        let caught = (1...10 as ClosedRange<UInt64>).filter {
            Self.findFailure(seed: $0, selection: GreedySelection()) != nil
        }
        #expect(caught.count >= 8, "caught with seeds \(caught)")
    }

    @Test func movingEverySurvivorIsCaughtForEverySeed() {
        let caught = (1...10 as ClosedRange<UInt64>).filter {
            Self.findFailure(seed: $0, selection: NothingInPlace()) != nil
        }
        #expect(caught.count == 10, "caught with seeds \(caught)")
    }

    @Test func theCorrectDiffPassesTheSameSeeds() {
        for seed in 1...3 as ClosedRange<UInt64> {
            #expect(Self.findFailure(seed: seed, selection: LongestIncreasingSubsequence()) == nil)
        }
    }

    /// A batch with deletions, insertions, moves and reloads to corrupt.
    static func sample() -> (
        DiffableDataSourceSnapshot<String, Int>, DiffableDataSourceSnapshot<String, Int>,
        SnapshotBatchUpdate<Int>
    ) {
        var old = DiffableDataSourceSnapshot<String, Int>()
        old.appendSections(["A", "B"])
        old.appendItems([1, 2, 3, 4, 5], toSection: "A")
        old.appendItems([6, 7], toSection: "B")
        var new = old
        new.deleteItems([2])
        new.insertItems([8], afterItem: 4)
        new.moveItem(5, beforeItem: 7)
        new.reloadItems([3])
        return (old, new, SnapshotBatchUpdate(from: old, to: new))
    }

    @Test func theUncorruptedSampleReplays() throws {
        let (old, new, batch) = Self.sample()
        try checkBatch(batch, from: old, to: new)
        #expect(!batch.insertedItems.isEmpty && !batch.deletedItems.isEmpty)
        #expect(!batch.movedItems.isEmpty && !batch.reloadedItems.isEmpty)
    }

    @Test(arguments: [
        "insertion off by one", "deletion dropped", "move to the wrong row",
        "reload at the wrong index",
    ])
    func aCorruptedBatchIsRejected(corruption: String) {
        let (old, new, original) = Self.sample()
        var batch = original
        switch corruption {
        case "insertion off by one": batch.insertedItems[0].item += 1
        case "deletion dropped": batch.deletedItems.removeFirst()
        case "move to the wrong row": batch.movedItems[0].to.item -= 1
        default: batch.reloadedItems[0].item -= 1
        }
        #expect(throws: (any Error).self, "\(corruption) passed") {
            try checkBatch(batch, from: old, to: new)
        }
    }
}
