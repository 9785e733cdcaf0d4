// A first list: a collection view, a registration, a diffable data source, a snapshot,
// selection and scrolling.
import ConfigState

// A list layout with rows 44 points high: a 132-point viewport shows three rows.
let collectionView = CollectionView(
    frame: CGRect(x: 0, y: 0, width: 390, height: 132),
    collectionViewLayout: CollectionViewCompositionalLayout.list(
        using: CollectionLayoutListConfiguration(appearance: .plain)))

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
snapshot.appendSections([0])
snapshot.appendItems(["Inbox", "Drafts", "Sent", "Archive", "Trash"])
dataSource.apply(snapshot, animatingDifferences: false)
collectionView.selectItem(
    at: dataSource.indexPath(for: "Drafts"), animated: false, scrollPosition: [])

@MainActor
func show(_ collectionView: CollectionView) {
    let rows = collectionView.render().rows.map { row in
        "\(row.item) \(row.render.background!.color)"
    }
    print(rows.joined(separator: ", "))
}

show(collectionView)
collectionView.scrollToItem(at: IndexPath(item: 4, section: 0), at: .bottom, animated: false)
show(collectionView)
collectionView.setContentOffset(.zero, animated: false)
show(collectionView)
print(collectionView.statistics)

// Prints:
// Inbox #FFFFFF, Drafts #D1D1D6, Sent #FFFFFF
// Sent #FFFFFF, Archive #FFFFFF, Trash #FFFFFF
// Inbox #FFFFFF, Drafts #D1D1D6, Sent #FFFFFF
// cells created 3, reused 4, dequeued 7; content views created 3, replaced 0; update passes 5; audited 0, stale 0
