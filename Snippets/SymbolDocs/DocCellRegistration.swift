// What the example in CollectionView.CellRegistration's documentation shows: a registration
// that configures list cells for string items.

// snippet.hide
import ConfigState

// snippet.show
let registration = CollectionView.CellRegistration<CollectionViewListCell, String> {
    cell, indexPath, item in
    var content = cell.defaultContentConfiguration()
    content.text = item
    cell.contentConfiguration = content
}
// snippet.hide
let collectionView = CollectionView(
    frame: CGRect(x: 0, y: 0, width: 390, height: 844),
    collectionViewLayout: CollectionViewCompositionalLayout.list(
        using: CollectionLayoutListConfiguration(appearance: .plain)))
let dataSource = CollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) {
    collectionView, indexPath, item in
    collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
}
var snapshot = DiffableDataSourceSnapshot<Int, String>()
snapshot.appendSections([0])
snapshot.appendItems(["Inbox", "Archive"])
dataSource.apply(snapshot)
print(dataSource.renderedItems().map { $0.row.render.listContent?.text?.text ?? "none" })

// Prints:
// ["Inbox", "Archive"]
