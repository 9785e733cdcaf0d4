// Runs one named workload a given number of times, for counting its instructions under
// callgrind: `Scripts/instructions.sh` runs each workload at two iteration counts and divides
// the difference, so set-up and process start cancel out.
//
//   instruction-counts WORKLOAD ITERATIONS
//
// Each workload checks, before it is counted, that it does the work it claims (the library's
// result equals the baseline's where they compute the same thing).

import ConfigState
import Foundation

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

let workloads: [String: Workload] = [
    "list-apply-1M-one-selected": Workload(
        summary: "ListView.apply of 1 000 000 items while one of them is selected"
    ) {
        let items = shuffledItems(1_000_000)
        let registration = CellRegistration<CollectionViewListCell, Int> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = "Row \(item)"
            cell.contentConfiguration = content
        }
        let list = ListView<Int>(visibleRowCount: 20) { list, indexPath, item in
            list.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        list.apply([ListSection(items)])
        list.selectItem(items[500_000])
        list.layoutIfNeeded()
        precondition(list.selectedItems == [items[500_000]])
        return {
            list.apply([ListSection(items)])
            precondition(list.selectedItems.count == 1)
        }
    },
    "list-apply-1M-eight-selected": Workload(
        summary: "ListView.apply of 1 000 000 items while eight of them are selected"
    ) {
        let items = shuffledItems(1_000_000)
        let list = ListView<Int>(visibleRowCount: 20) { list, indexPath, item in
            list.dequeueConfiguredReusableCell(
                using: CellRegistration<CollectionViewListCell, Int> { _, _, _ in }, for: indexPath, item: item)
        }
        list.allowsMultipleSelection = true
        list.apply([ListSection(items)])
        for index in stride(from: 0, to: 800_000, by: 100_000) { list.selectItem(items[index]) }
        precondition(list.selectedItems.count == 8)
        return {
            list.apply([ListSection(items)])
            precondition(list.selectedItems.count == 8)
        }
    },
    "list-scroll-100k-by-one-row": Workload(
        summary:
            "a one-row scroll of 100 000 items through 20 visible rows, laid out: one cell configured",
        iterations: (1_000, 2_000)
    ) {
        let registration = CellRegistration<CollectionViewListCell, Int> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = "Row"
            content.secondaryText = item.isMultiple(of: 3) ? "Detail" : nil
            content.image = item.isMultiple(of: 4) ? Image(systemName: "star") : nil
            cell.contentConfiguration = content
        }
        let list = ListView<Int>(visibleRowCount: 20) { list, indexPath, item in
            list.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        list.apply([ListSection(Array(0..<100_000))])
        list.layoutIfNeeded()
        var row = 0
        return {
            row += 1
            list.scroll(toRow: row)
            list.layoutIfNeeded()
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

let arguments = CommandLine.arguments.dropFirst()
guard arguments.count == 2, let workload = workloads[arguments.first!],
    let iterations = Int(arguments.last!), iterations >= 0
else {
    print("usage: instruction-counts WORKLOAD ITERATIONS")
    for (name, workload) in workloads.sorted(by: { $0.key < $1.key }) {
        print(
            "  \(name) \(workload.iterations.low) \(workload.iterations.high): \(workload.summary)")
    }
    exit(2)
}
let iteration = workload.makeIteration()
for _ in 0..<iterations { iteration() }
