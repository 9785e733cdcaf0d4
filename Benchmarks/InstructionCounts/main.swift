// Runs one named workload a given number of times, for counting its instructions under
// callgrind: `Scripts/instructions.sh` runs each workload at two iteration counts and divides
// the difference, so set-up and process start cancel out.
//
//   instruction-counts WORKLOAD ITERATIONS
//   instruction-counts --check
//   instruction-counts --memory     # heap bytes per item of an applied list, exit 1 if not flat (Memory.swift)
//
// Each workload checks, before it is counted, that it does the work it claims (the library's
// result equals the baseline's where they compute the same thing). `--check` runs every
// workload's set-up and one iteration, uncounted, so that those checks run on every CI build
// (the standard library's Myers diffs, minutes each, are left out): a baseline that no longer
// computes the library's values stops CI, not only the next person who counts.

@_spi(Benchmarks) import ConfigState
import Foundation
import HeckelDiff

/// Keeps a value alive and opaque to the optimiser.
@inline(never)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}

/// A workload: set-up, then one iteration as a closure.
struct Workload {
    var summary: String
    /// The two iteration counts `Scripts/instructions.sh` runs: enough that warm-up (lazy
    /// metadata, first-use caches) is the same in both runs and cancels out.
    var iterations: (low: Int, high: Int) = (1, 3)
    /// How many operations one iteration performs: the iteration counts above and on the
    /// command line count operations, and the binary runs `count / operationsPerIteration`
    /// iterations. Short operations loop inside one iteration, so that the harness's per-call
    /// costs (a captured counter's exclusivity checks, a global's lazy-initialisation check)
    /// are not counted as the operation's.
    var operationsPerIteration = 1
    var makeIteration: () -> () -> Void
}

/// 1 000 000 distinct items in a shuffled order (a fixed linear congruential permutation, so
/// every run counts the same work).
func shuffledItems(_ count: Int) -> [Int] {
    var items = Array(0..<count)
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    for index in stride(from: count - 1, to: 0, by: -1) {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        items.swapAt(index, Int(state >> 33) % (index + 1))
    }
    return items
}

/// A collection view of 20 visible 44-point rows, fed by a diffable data source whose cell
/// provider dequeues from `registration`, as a UIKit app sets up a list.
@MainActor
func makeList(
    registration: CollectionView.CellRegistration<CollectionViewListCell, Int> =
        CollectionView.CellRegistration { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = "Row \(item)"
            cell.contentConfiguration = content
        },
    height: CGFloat = 20 * 44
) -> (CollectionView, CollectionViewDiffableDataSource<Int, Int>) {
    let collectionView = CollectionView(
        frame: CGRect(x: 0, y: 0, width: 390, height: height),
        collectionViewLayout: CollectionViewCompositionalLayout.list(
            using: CollectionLayoutListConfiguration(appearance: .plain)))
    let dataSource = CollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
        collectionView, indexPath, item in
        collectionView.dequeueConfiguredReusableCell(
            using: registration, for: indexPath, item: item)
    }
    return (collectionView, dataSource)
}

let listWorkloads: [String: Workload] = [
    "list-apply-1M-one-selected": Workload(
        summary: "applying the same 1 000 000-item snapshot again while one item is selected"
    ) {
        let items = shuffledItems(1_000_000)
        let (collectionView, dataSource) = makeList()
        let data = snapshot(of: items)
        dataSource.apply(data, animatingDifferences: false)
        collectionView.selectItem(
            at: IndexPath(item: 500_000, section: 0), animated: false, scrollPosition: [])
        collectionView.layoutIfNeeded()
        precondition(
            collectionView.indexPathsForSelectedItems?.compactMap(dataSource.itemIdentifier(for:))
                == [items[500_000]])
        return {
            dataSource.apply(data, animatingDifferences: false)
            precondition(collectionView.indexPathsForSelectedItems?.count == 1)
        }
    },
    "list-apply-1M-eight-selected": Workload(
        summary: "applying the same 1 000 000-item snapshot again while eight items are selected"
    ) {
        let items = shuffledItems(1_000_000)
        let (collectionView, dataSource) = makeList(
            registration: CollectionView.CellRegistration { _, _, _ in })
        collectionView.allowsMultipleSelection = true
        let data = snapshot(of: items)
        dataSource.apply(data, animatingDifferences: false)
        for index in stride(from: 0, to: 800_000, by: 100_000) {
            collectionView.selectItem(
                at: IndexPath(item: index, section: 0), animated: false, scrollPosition: [])
        }
        precondition(collectionView.indexPathsForSelectedItems?.count == 8)
        return {
            dataSource.apply(data, animatingDifferences: false)
            precondition(collectionView.indexPathsForSelectedItems?.count == 8)
        }
    },
    "set-1M-twice": Workload(
        summary: "building a Set of the same 1 000 000 items, twice (the budget's unit)"
    ) {
        let items = shuffledItems(1_000_000)
        return {
            blackHole(Set(items))
            blackHole(Set(items))
        }
    },
]

// MARK: - Snapshot diffs

/// How a diff workload's new identifiers differ from its old ones.
enum IdentifierChange: String {
    /// Every tenth old identifier deleted, and a fresh one inserted after every ninth
    /// survivor: 10 % deleted, 10 % inserted, the survivors in order.
    case deletedAndInserted = "10pct-deleted-inserted"
    /// Every hundredth old identifier taken out and put back at a random place: 1 % moved.
    case moved = "1pct-moved"
}

/// `count` shuffled identifiers and the same changed; `moved` is the number of identifiers
/// taken out and put back elsewhere.
func diffIdentifiers(_ count: Int, _ change: IdentifierChange) -> (
    old: [Int], new: [Int], moved: Int
) {
    let old = shuffledItems(count)
    switch change {
    case .deletedAndInserted:
        var new: [Int] = []
        new.reserveCapacity(count)
        var fresh = count
        for (index, identifier) in old.enumerated() where index % 10 != 0 {
            new.append(identifier)
            if new.count % 10 == 9 {
                new.append(fresh)
                fresh += 1
            }
        }
        return (old, new, 0)
    case .moved:
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        let moved = stride(from: 50, to: count, by: 100).map { old[$0] }
        let rest = old.enumerated().filter { $0.offset % 100 != 50 }.map(\.element)
        let slots = moved.map { identifier -> (slot: Int, identifier: Int) in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return (Int(state >> 33) % (rest.count + 1), identifier)
        }.sorted { $0.slot < $1.slot }
        var new: [Int] = []
        new.reserveCapacity(count)
        var next = 0
        for (slot, identifier) in slots {
            new.append(contentsOf: rest[next..<slot])
            next = slot
            new.append(identifier)
        }
        new.append(contentsOf: rest[next...])
        return (old, new, moved.count)
    }
}

/// A one-section snapshot of `identifiers`.
func snapshot(of identifiers: [Int]) -> DiffableDataSourceSnapshot<Int, Int> {
    var snapshot = DiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems(identifiers)
    return snapshot
}

/// The diff of two snapshots as the data source's apply computes it (the batch and the
/// identifiers' CollectionDifference), and the standard library's Myers `difference(from:)`
/// on the same identifiers, for `count` items.
@MainActor
func diffWorkloads(_ count: Int, label: String, myers: Bool) -> [String: Workload] {
    var workloads: [String: Workload] = [:]
    for change in [IdentifierChange.deletedAndInserted, .moved] {
        for withDifference in [false, true] {
            let name = "diff-\(label)-\(change.rawValue)" + (withDifference ? "-difference" : "")
            workloads[name] = Workload(
                summary: "the snapshot diff of \(label) shuffled Int items, \(change.rawValue): "
                    + (withDifference ? "batch and CollectionDifference" : "batch")
            ) {
                let (oldIdentifiers, newIdentifiers, moved) = diffIdentifiers(count, change)
                let (old, new) = (snapshot(of: oldIdentifiers), snapshot(of: newIdentifiers))
                let summary = new.batchUpdateSummary(from: old, includingDifference: true)
                switch change {
                case .deletedAndInserted:
                    precondition(summary.deletedItems == count / 10)
                    precondition(summary.insertedItems == count / 10 && summary.movedItems == 0)
                    precondition(summary.differenceRemovals == count / 10)
                case .moved:
                    precondition(summary.deletedItems == 0 && summary.insertedItems == 0)
                    precondition(summary.movedItems > 0 && summary.movedItems <= moved)
                    precondition(summary.differenceMoves == summary.movedItems)
                }
                return {
                    blackHole(
                        new.batchUpdateSummary(from: old, includingDifference: withDifference))
                }
            }
        }
        // Beside the diff, what an app hands a diff: the new identifiers as an array. Ours
        // builds the new snapshot from it (hashing each identifier into the snapshot's
        // index) and diffs it against the old snapshot, whose index exists already (it is
        // the snapshot the list shows); the Heckel baseline builds its own table of both.
        workloads["snapshot-diff-\(label)-\(change.rawValue)"] = Workload(
            summary: "building the new snapshot from \(label) shuffled Int identifiers, "
                + "\(change.rawValue), and its batch against the old snapshot"
        ) {
            let (oldIdentifiers, newIdentifiers, _) = diffIdentifiers(count, change)
            let old = snapshot(of: oldIdentifiers)
            return {
                blackHole(
                    snapshot(of: newIdentifiers).batchUpdateSummary(
                        from: old, includingDifference: false))
            }
        }
        workloads["heckel-\(label)-\(change.rawValue)"] = Workload(
            summary: "a Heckel diff written for this benchmark (Benchmarks/HeckelDiff, not "
                + "DifferenceKit's code) of the same two arrays, \(change.rawValue)"
        ) {
            let (oldIdentifiers, newIdentifiers, _) = diffIdentifiers(count, change)
            let diff = HeckelDiff(old: oldIdentifiers, new: newIdentifiers)
            checkHeckelDiff(diff, old: oldIdentifiers, new: newIdentifiers)
            let ours = snapshot(of: newIdentifiers).batchUpdateSummary(
                from: snapshot(of: oldIdentifiers), includingDifference: false)
            precondition(
                diff.deleted.count == ours.deletedItems
                    && diff.inserted.count == ours.insertedItems)
            print(
                "heckel-\(label)-\(change.rawValue): \(diff.deleted.count) deleted, "
                    + "\(diff.inserted.count) inserted, \(diff.moved.count) moved; ours "
                    + "\(ours.movedItems) moved")
            return { blackHole(HeckelDiff(old: oldIdentifiers, new: newIdentifiers)) }
        }
        workloads["apply-\(label)-\(change.rawValue)"] = Workload(
            summary: "the data source applying \(label) shuffled Int items, \(change.rawValue), "
                + "then back: two applies on a collection view of 20 visible rows"
        ) {
            let (oldIdentifiers, newIdentifiers, _) = diffIdentifiers(count, change)
            let (old, new) = (snapshot(of: oldIdentifiers), snapshot(of: newIdentifiers))
            let (collectionView, dataSource) = makeList()
            dataSource.apply(old, animatingDifferences: true)
            collectionView.layoutIfNeeded()
            return {
                dataSource.apply(new, animatingDifferences: true)
                collectionView.layoutIfNeeded()
                dataSource.apply(old, animatingDifferences: true)
                collectionView.layoutIfNeeded()
                precondition(dataSource.snapshot().numberOfItems == count)
            }
        }
        guard myers else { continue }
        workloads["myers-\(label)-\(change.rawValue)"] = Workload(
            summary: "the standard library's difference(from:) (Myers) of the same identifiers",
            iterations: (0, 1)
        ) {
            let (old, new, moved) = diffIdentifiers(count, change)
            return {
                let difference = new.difference(from: old)
                switch change {
                case .deletedAndInserted:
                    precondition(difference.removals.count == count / 10)
                    precondition(difference.insertions.count == count / 10)
                case .moved:
                    precondition(difference.removals.count <= moved)
                    precondition(difference.insertions.count == difference.removals.count)
                }
                blackHole(difference)
            }
        }
    }
    return workloads
}

/// Editing a large snapshot: operations that index again every item after the one they
/// change.
let snapshotEditWorkloads: [String: Workload] = [
    "snapshot-delete-and-append-100k": Workload(
        summary: "deleting the first item of a 100 000-item snapshot (every later item "
            + "indexed again) and appending it back, as a swipe to delete and an undo would"
    ) {
        var current = snapshot(of: shuffledItems(100_000))
        return {
            let first = current.itemIdentifiers[0]
            current.deleteItems([first])
            current.appendItems([first])
            precondition(current.numberOfItems == 100_000 && current.diagnostics.isEmpty)
            precondition(current.indexOfItem(first) == 99_999)
        }
    },
    "snapshot-move-first-after-last-100k": Workload(
        summary: "moving the first item of a 100 000-item snapshot after the last (every "
            + "item indexed again)"
    ) {
        var current = snapshot(of: shuffledItems(100_000))
        return {
            let items = current.itemIdentifiers
            current.moveItem(items[0], afterItem: items[99_999])
            precondition(current.indexOfItem(items[0]) == 99_999 && current.diagnostics.isEmpty)
        }
    },
]

let setWorkloads: [String: Workload] = [
    "set-100k-twice": Workload(
        summary: "building a Set of the same 100 000 items, twice (the diff's unit at 100 k)"
    ) {
        let items = shuffledItems(100_000)
        return {
            blackHole(Set(items))
            blackHole(Set(items))
        }
    }
]

// Myers at 1 000 000 items is left out: O(N·D) with D = 200 000 edits is hours, not seconds.
var workloads = listWorkloads.merging(
    diffWorkloads(100_000, label: "100k", myers: true)
        .merging(diffWorkloads(1_000_000, label: "1M", myers: false)) { first, _ in first }
        .merging(setWorkloads) { first, _ in first }
        .merging(snapshotEditWorkloads) { first, _ in first }
) { first, _ in first }

workloads.merge(
    scrollWorkloads(rows: 1, label: "scroll-100k-by-one-row", iterations: (1_000, 2_000))
) {
    first, _ in first
}
workloads.merge(scrollWorkloads(rows: 20, label: "jump-100k-by-20-rows", iterations: (100, 200))) {
    first, _ in first
}
// The same scroll over fewer and more items: its cost per configured cell stays flat.
for (count, size) in [(10_000, "10k"), (1_000_000, "1M"), (10_000_000, "10M")] {
    workloads.merge(
        scrollWorkloads(
            items: count, rows: 1, label: "scroll-\(size)-by-one-row", iterations: (1_000, 2_000),
            baselines: false)
    ) { first, _ in first }
}
workloads["handlist-apply-1M-one-selected"] = handWrittenApplyWorkload()
workloads.merge(updateWorkloads()) { first, _ in first }
workloads.merge(buttonWorkloads()) { first, _ in first }

let arguments = CommandLine.arguments.dropFirst()
if arguments == ["--memory"] {
    exit(printMemoryPerItem() ? 0 : 1)
}
if arguments == ["--check"] {
    for (name, workload) in workloads.sorted(by: { $0.key < $1.key })
    where !name.hasPrefix("myers-") {
        let iteration = workload.makeIteration()
        iteration()
        print("checked \(name)")
    }
    exit(0)
}
guard arguments.count == 2, let workload = workloads[arguments.first!],
    let iterations = Int(arguments.last!), iterations >= 0
else {
    print("usage: instruction-counts WORKLOAD ITERATIONS | --check | --memory")
    for (name, workload) in workloads.sorted(by: { $0.key < $1.key }) {
        print(
            "  \(name) \(workload.iterations.low) \(workload.iterations.high): \(workload.summary)")
    }
    exit(2)
}
precondition(
    iterations % workload.operationsPerIteration == 0,
    "\(arguments.first!) runs \(workload.operationsPerIteration) operations per iteration")
let iteration = workload.makeIteration()
for _ in 0..<iterations / workload.operationsPerIteration { iteration() }
