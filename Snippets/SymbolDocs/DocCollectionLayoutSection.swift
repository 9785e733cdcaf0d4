// What the example in CollectionLayoutSection's documentation shows: a section provider that
// gives the first section a different appearance.

// snippet.hide
import ConfigState

// snippet.show
let layout = CollectionViewCompositionalLayout { sectionIndex, environment in
    var configuration = CollectionLayoutListConfiguration(
        appearance: sectionIndex == 0 ? .insetGrouped : .plain)
    configuration.headerMode = .supplementary
    return CollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
}
// snippet.hide
let collectionView = CollectionView(
    frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
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
var snapshot = DiffableDataSourceSnapshot<Int, String>()
snapshot.appendSections([0, 1])
snapshot.appendItems(["Inbox"], toSection: 0)
snapshot.appendItems(["Archive"], toSection: 1)
dataSource.apply(snapshot)
print(collectionView.visibleCells.map { "\($0.traitCollection.listEnvironment)" })

// Prints:
// ["insetGrouped", "plain"]
