// ConfigState at a glance: a pure update for a state, then a headless collection view with
// the reuse audit.
import ConfigState

// A configuration is a value; updated(for:) is a pure function of the state.
var content = ListContentConfiguration.sidebarCell()
content.text = "Inbox"
var state = CellConfigurationState(traitCollection: TraitCollection(listEnvironment: .sidebar))
state.isSelected = true
print(content.updated(for: state).textProperties.color)

// A collection view runs UIKit's configuration-state machine without a screen, and audits
// reuse.
let collectionView = CollectionView(
    frame: CGRect(x: 0, y: 0, width: 390, height: 440),
    collectionViewLayout: CollectionViewCompositionalLayout.list(
        using: CollectionLayoutListConfiguration(appearance: .plain)))
collectionView.isReuseAuditEnabled = true
let registration = CollectionView.CellRegistration<CollectionViewListCell, Int> {
    cell, indexPath, item in
    var content = cell.defaultContentConfiguration()
    content.text = "Row \(item)"
    cell.contentConfiguration = content
}
let dataSource = CollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
    collectionView, indexPath, item in
    collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
}
var snapshot = DiffableDataSourceSnapshot<Int, Int>()
snapshot.appendSections([0])
snapshot.appendItems(Array(0..<10_000))
dataSource.apply(snapshot)
collectionView.selectItem(at: IndexPath(item: 42, section: 0), animated: false, scrollPosition: [])
for row in stride(from: 0, to: 10_000, by: 7) {
    collectionView.contentOffset.y = CGFloat(row) * 44
    collectionView.layoutIfNeeded()
}
print(collectionView.statistics)

// Prints:
// #FFFFFF
// cells created 10, reused 9990, dequeued 10000; content views created 10, replaced 0; update passes 12; audited 10000, stale 0
