// What UIKit raises an exception for never traps here: a refused snapshot operation leaves the
// snapshot as it was, a misbehaving cell provider is reported and made safe, and an apply from
// inside a cell provider runs once the layout is done.
import ConfigState

var snapshot = DiffableDataSourceSnapshot<Int, String>()
snapshot.appendSections([0])
snapshot.appendItems(["A", "B"])
snapshot.appendItems(["B", "C"])  // B is already there: refused, nothing appended
snapshot.moveItem("A", beforeItem: "Z")  // Z is unknown: refused
print(snapshot.itemIdentifiers, snapshot.diagnostics.map(\.kind.rawValue))

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
var dataSource: CollectionViewDiffableDataSource<Int, String>!
dataSource = CollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) {
    collectionView, indexPath, item in
    if item == "B" {
        // Applying from inside the provider: UIKit raises; here it runs after the layout.
        var more = dataSource.snapshot()
        more.appendItems(["C"])
        dataSource.apply(more)
    }
    return collectionView.dequeueConfiguredReusableCell(
        using: registration, for: indexPath, item: item)
}
dataSource.apply(snapshot)
collectionView.layoutIfNeeded()
print(dataSource.snapshot().itemIdentifiers)
for diagnostic in collectionView.diagnostics.diagnostics {
    print(diagnostic.kind, "—", diagnostic.message)
}

// Prints:
// ["A", "B"] ["duplicateItems", "unknownItems"]
// ["A", "B", "C"]
// invalidDataOperation — appendItems(_:toSection:): item identifiers are not unique: B; the snapshot did not change
// invalidDataOperation — moveItem(_:beforeItem:): item identifiers not in the snapshot: Z; the snapshot did not change
// reentrantUpdate — the data changed while the collection view was asking for the cell of the item at [0, 1]; the change runs after the layout finishes
