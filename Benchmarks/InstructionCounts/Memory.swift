// Memory per item: the heap the list keeps for its items after an apply, beside a `Set` of the
// same items, at growing item counts — what "memory per item flat" is held to. Counted from
// the allocator's own statistics (`HeapBytes`), natively: callgrind counts instructions, not
// bytes.

@_spi(Benchmarks) import ConfigState
import HeapBytes

/// The item counts memory per item is measured at: 100 000 and 8 and 128 times as many, so
/// that every hash table and every array grown by doubling is as full at each. A hash table
/// keeps a power-of-two number of buckets at most three quarters full, so at round counts its
/// room per item moves with where the count falls between two doublings: the list's figure
/// moved between 47 and 63 bytes per item from 10 000 to 10 000 000 items with no trend (a
/// `Set`'s between 13 and 21), more than a budget of "flat" could tell from growth — a
/// planted 16 bytes per item at 10 000 000 passed it. At counts a power of two apart the
/// figure is the same to a few tenths of a byte, so growth of a few bytes per item shows.
let memoryItemCounts = [100_000, 800_000, 12_800_000]

/// The heap bytes per item that a collection view and its diffable data source keep after
/// applying `count` shuffled items with one selected and laying out, and that a `Set` of the
/// same items keeps. The items' array is made before counting and kept after, so neither
/// figure includes it: the snapshot keeps its own copy, and that is counted.
@MainActor
func bytesPerItem(_ count: Int) -> (list: Double, set: Double) {
    let items = shuffledItems(count)
    let beforeList = heap_bytes_in_use()
    let (collectionView, dataSource) = makeList(registration: scrollRegistration)
    dataSource.apply(snapshot(of: items), animatingDifferences: false)
    collectionView.selectItem(
        at: IndexPath(item: count / 2, section: 0), animated: false, scrollPosition: [])
    collectionView.layoutIfNeeded()
    precondition(
        collectionView.indexPathsForSelectedItems?.compactMap(dataSource.itemIdentifier(for:))
            == [items[count / 2]])
    let list = heap_bytes_in_use() - beforeList
    let beforeSet = heap_bytes_in_use()
    let set = Set(items)
    let setBytes = heap_bytes_in_use() - beforeSet
    withExtendedLifetime((items, collectionView, dataSource, set)) {}
    precondition(
        list > 0 && setBytes > 0,
        "the allocator reports no bytes in use: HeapBytes does not know this platform's")
    return (Double(list) / Double(count), Double(setBytes) / Double(count))
}

/// The most the list's bytes per item may be at any of `memoryItemCounts`, as a multiple of
/// its bytes per item at the first: "flat". `Scripts/instructions.sh` reads it from the
/// `memory-budget` line that `printMemoryPerItem()` prints.
let memoryBudget = 1.05

/// Prints `memory-budget BUDGET`, then `memory COUNT LIST SET` per item count (the bytes per
/// item of `bytesPerItem(_:)`), and returns whether every count's list figure is within
/// `memoryBudget` of the first count's; when one is not, says which on standard error.
@MainActor
func printMemoryPerItem() -> Bool {
    print("memory-budget \(memoryBudget)")
    var first: Double?
    var flat = true
    for count in memoryItemCounts {
        let bytes = bytesPerItem(count)
        print(
            "memory \(count) \(String(format: "%.1f", bytes.list)) \(String(format: "%.1f", bytes.set))"
        )
        let base = first ?? bytes.list
        first = base
        if bytes.list > base * memoryBudget {
            flat = false
            FileHandle.standardError.write(
                Data(
                    ("memory per item is not flat: \(String(format: "%.1f", bytes.list)) bytes at "
                        + "\(count) items, more than \(memoryBudget)× the "
                        + "\(String(format: "%.1f", base)) at \(memoryItemCounts[0])\n").utf8))
        }
    }
    return flat
}
