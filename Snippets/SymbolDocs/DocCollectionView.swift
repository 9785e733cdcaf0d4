// What the example in CollectionView's documentation shows: a thousand-row list scrolled to its
// middle, made with a few cells that the reuse pool recycles.

// snippet.hide
import ConfigState

// snippet.show
let collectionView = CollectionView(
    frame: CGRect(x: 0, y: 0, width: 390, height: 844),
    collectionViewLayout: CollectionViewCompositionalLayout.list(
        using: CollectionLayoutListConfiguration(appearance: .plain)))
let registration = CollectionView.CellRegistration<CollectionViewListCell, Int> {
    cell, indexPath, item in
    var content = cell.defaultContentConfiguration()
    content.text = "Row \(item)"
    cell.contentConfiguration = content
}
let dataSource = CollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
    collectionView, indexPath, item in
    collectionView.dequeueConfiguredReusableCell(
        using: registration, for: indexPath, item: item)
}
var snapshot = DiffableDataSourceSnapshot<Int, Int>()
snapshot.appendSections([0])
snapshot.appendItems(Array(0..<1_000))
dataSource.apply(snapshot)
collectionView.scrollToItem(at: IndexPath(item: 500, section: 0), at: .top, animated: false)
// Cells created stay around the viewport's rows; scrolling reuses them.
print(collectionView.statistics.cellsCreated, collectionView.statistics.cellsReused)

// Prints:
// 20 20
