// Item state belongs to items: it follows an item onto whichever cell shows it, and through
// applied snapshots. Outlines come from section snapshots.
import ConfigState

let collectionView = CollectionView(
    frame: CGRect(x: 0, y: 0, width: 390, height: 176),
    collectionViewLayout: CollectionViewCompositionalLayout.list(
        using: CollectionLayoutListConfiguration(appearance: .sidebar)))
let registration = CollectionView.CellRegistration<CollectionViewListCell, String> {
    cell, indexPath, item in
    var content = cell.defaultContentConfiguration()
    content.text = item
    cell.contentConfiguration = content
    cell.accessories = [.outlineDisclosure()]
}
let dataSource = CollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) {
    collectionView, indexPath, item in
    collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
}
var folders = DiffableDataSourceSectionSnapshot<String>()
folders.append(["Mail", "Notes", "Photos", "Music", "Files", "Podcasts", "Books", "News"])
folders.append(["Inbox", "Sent"], to: "Mail")
dataSource.apply(folders, to: 0, animatingDifferences: false)

let notes = dataSource.indexPath(for: "Notes")!
collectionView.selectItem(at: notes, animated: false, scrollPosition: [])
let notesCell = collectionView.cellForItem(at: notes)!
collectionView.contentOffset.y = 4 * 44
let reusedFor = collectionView.indexPath(for: notesCell)!
let visible = collectionView.indexPathsForVisibleItems.compactMap(dataSource.itemIdentifier(for:))
print(visible, dataSource.itemIdentifier(for: reusedFor)!, notesCell.isSelected)
collectionView.contentOffset.y = 0
print(
    collectionView.cellForItem(at: notes)!.isSelected,
    collectionView.indexPathsForSelectedItems!.compactMap(dataSource.itemIdentifier(for:)))

// Swiping Notes open (a headless interaction) gives its cell the swiped state.
collectionView.swipeItem(at: notes)

// Tapping the outline disclosure expands Mail through its section snapshot: the children
// are indented by the collection view, the chevron follows, and the selection and the swipe
// move with Notes to its new index path.
collectionView.tapAccessory(.outlineDisclosure, ofItemAt: dataSource.indexPath(for: "Mail")!)
for row in collectionView.render().rows {
    let isExpanded = row.render.trailingAccessories[0].isExpanded
    print(row.indexPath, row.item, "indentation", row.render.indentation, "expanded", isExpanded)
}
print(collectionView.indexPathsForSelectedItems!, collectionView.indexPathForSwipedItem!)
print(collectionView.cellForItem(at: collectionView.indexPathForSwipedItem!)!.isSwiped)

// Prints:
// ["Files", "Podcasts", "Books", "News"] Books false
// true ["Notes"]
// [0, 0] Mail indentation 0.0 expanded true
// [0, 1] Inbox indentation 10.0 expanded false
// [0, 2] Sent indentation 10.0 expanded false
// [0, 3] Notes indentation 0.0 expanded false
// [[0, 3]] [0, 3]
// true
