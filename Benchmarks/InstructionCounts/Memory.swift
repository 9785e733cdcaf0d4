// Memory per item: the heap the list keeps for its items after an apply, beside a `Set` of the
// same items, at growing item counts — what "memory per item flat" is held to. Counted from
// the allocator's own statistics (`HeapBytes`), natively: callgrind counts instructions, not
// bytes.

@_spi(Benchmarks) import ConfigState
import HeapBytes

/// The item counts memory per item is measured at.
let memoryItemCounts = [10_000, 100_000, 1_000_000, 10_000_000]

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

/// Prints `memory COUNT LIST SET` per item count: the bytes per item of `bytesPerItem(_:)`.
@MainActor
func printMemoryPerItem() {
    for count in memoryItemCounts {
        let bytes = bytesPerItem(count)
        print(
            "memory \(count) \(String(format: "%.1f", bytes.list)) \(String(format: "%.1f", bytes.set))"
        )
    }
}
