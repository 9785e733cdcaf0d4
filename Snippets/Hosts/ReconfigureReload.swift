// A snapshot's reconfigureItems(_:) re-runs the handler on the same cell; reloadItems(_:)
// dequeues another.
import ConfigState

var unread = ["Inbox": 3]
let collectionView = CollectionView(
    frame: CGRect(x: 0, y: 0, width: 390, height: 132),
    collectionViewLayout: CollectionViewCompositionalLayout.list(
        using: CollectionLayoutListConfiguration(appearance: .plain)))
let registration = CollectionView.CellRegistration<CollectionViewListCell, String> {
    cell, indexPath, item in
    var content = cell.defaultContentConfiguration()
    content.text = item
    content.secondaryText = unread[item].map { "\($0) unread" }
    cell.contentConfiguration = content
}
let dataSource = CollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) {
    collectionView, indexPath, item in
    collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
}
var snapshot = DiffableDataSourceSnapshot<Int, String>()
snapshot.appendSections([0])
snapshot.appendItems(["Inbox", "Drafts", "Sent"])
dataSource.apply(snapshot)

@MainActor
func describeInbox() -> String {
    let cell = collectionView.cellForItem(at: dataSource.indexPath(for: "Inbox")!)
    let content = cell?.contentConfiguration as? ListContentConfiguration
    let statistics = collectionView.statistics
    return "\(content?.secondaryText ?? "-"); dequeued \(statistics.cellsDequeued)"
        + ", reused \(statistics.cellsReused)"
}
print(describeInbox())

unread["Inbox"] = 4
snapshot = dataSource.snapshot()
snapshot.reconfigureItems(["Inbox"])  // the same cell, no prepareForReuse()
dataSource.apply(snapshot)
print(describeInbox())

unread["Inbox"] = 5
snapshot = dataSource.snapshot()
snapshot.reloadItems(["Inbox"])  // a new cell; the old one then goes back to the pool
dataSource.apply(snapshot)
print(describeInbox())

// Prints:
// 3 unread; dequeued 3, reused 0
// 4 unread; dequeued 4, reused 0
// 5 unread; dequeued 5, reused 0
