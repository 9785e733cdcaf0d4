// What the example in CollectionView.SupplementaryRegistration's documentation shows: list
// cells registered as section headers.

// snippet.hide
import ConfigState

// snippet.show
let header = CollectionView.SupplementaryRegistration<CollectionViewListCell>(
    elementKind: CollectionView.elementKindSectionHeader
) { headerView, elementKind, indexPath in
    var content = headerView.defaultContentConfiguration()
    content.text = "Section \(indexPath.section)"
    headerView.contentConfiguration = content
}
// snippet.hide
var configuration = CollectionLayoutListConfiguration(appearance: .plain)
configuration.headerMode = .supplementary
let collectionView = CollectionView(
    frame: CGRect(x: 0, y: 0, width: 390, height: 844),
    collectionViewLayout: CollectionViewCompositionalLayout.list(using: configuration))
let registration = CollectionView.CellRegistration<CollectionViewListCell, String> {
    cell, indexPath, item in
    var content = cell.defaultContentConfiguration()
    content.text = item
    cell.contentConfiguration = content
}
let dataSource = CollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) {
    collectionView, indexPath, item in
    collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
}
dataSource.supplementaryViewProvider = { collectionView, elementKind, indexPath in
    collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
}
var snapshot = DiffableDataSourceSnapshot<Int, String>()
snapshot.appendSections([0, 1])
snapshot.appendItems(["Inbox"], toSection: 0)
snapshot.appendItems(["Archive"], toSection: 1)
dataSource.apply(snapshot)
let headerView = collectionView.supplementaryView(
    forElementKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
print((headerView as? CollectionViewListCell)?.render().listContent?.text?.text ?? "none")

// Prints:
// Section 1
