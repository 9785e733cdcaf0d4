// Separators as a list configuration sets them, UIKit's way: a section-wide configuration,
// changed per item by the item separator handler; automatic visibility and insets resolved by
// the list.
import ConfigState

var configuration = CollectionLayoutListConfiguration(appearance: .plain)
configuration.separatorConfiguration.color = .systemIndigo
configuration.itemSeparatorHandler = { indexPath, sectionConfiguration in
    var configuration = sectionConfiguration
    // The first row gets a line above it; the second's line starts at the edge.
    if indexPath.item == 0 { configuration.topSeparatorVisibility = .visible }
    if indexPath.item == 1 { configuration.bottomSeparatorInsets.leading = 0 }
    return configuration
}
let collectionView = CollectionView(
    frame: CGRect(x: 0, y: 0, width: 390, height: 300),
    collectionViewLayout: CollectionViewCompositionalLayout.list(using: configuration))
let registration = CollectionView.CellRegistration<CollectionViewListCell, String> {
    cell, indexPath, item in
    var content = cell.defaultContentConfiguration()
    content.text = item
    content.image = item == "Mail" ? Image(systemName: "tray") : nil
    cell.contentConfiguration = content
}
let dataSource = CollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) {
    collectionView, indexPath, item in
    collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
}
var snapshot = DiffableDataSourceSnapshot<Int, String>()
snapshot.appendSections([0])
snapshot.appendItems(["Mail", "Notes", "Photos", "Music"])
dataSource.apply(snapshot)
// Selecting Music hides the line that would touch its highlight; the last row has none.
collectionView.selectItem(at: IndexPath(item: 3, section: 0), animated: false, scrollPosition: [])

for row in collectionView.render().rows {
    let top = row.render.topSeparator.map { "top from \($0.leadingInset)" } ?? "-"
    let bottom = row.render.bottomSeparator.map { "bottom from \($0.leadingInset) \($0.color)" }
    print(row.item, top, bottom ?? "-")
}

// Prints:
// Mail top from 56.0 bottom from 56.0 #5856D6
// Notes - bottom from 0.0 #5856D6
// Photos - -
// Music - -
