// A multi-section list whose selection survives applying new data: state follows items, as in
// UIKit, wherever they move — and the delegate hears about the user's taps. The delegate is an
// NSObject, as UIKit requires: Foundation's NSObject keeps its name.
import ConfigState

enum Section: Hashable, Sendable { case pinned, recent }

@MainActor
final class NotesViewController: NSObject, CollectionViewDelegate {
    let collectionView = CollectionView(
        frame: CGRect(x: 0, y: 0, width: 390, height: 844),
        collectionViewLayout: CollectionViewCompositionalLayout.list(
            using: CollectionLayoutListConfiguration(appearance: .insetGrouped)))
    var dataSource: CollectionViewDiffableDataSource<Section, String>!
    var events: [String] = []

    override init() {
        super.init()
        let registration = CollectionView.CellRegistration<CollectionViewListCell, String> {
            cell, indexPath, note in
            var content = cell.defaultContentConfiguration()
            content.text = note
            cell.contentConfiguration = content
        }
        dataSource = CollectionViewDiffableDataSource<Section, String>(
            collectionView: collectionView
        ) { collectionView, indexPath, note in
            collectionView.dequeueConfiguredReusableCell(
                using: registration, for: indexPath, item: note)
        }
        collectionView.delegate = self
        collectionView.allowsMultipleSelection = true
    }

    func show(pinned: [String], recent: [String]) {
        var snapshot = DiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.pinned, .recent])
        snapshot.appendItems(pinned, toSection: .pinned)
        snapshot.appendItems(recent, toSection: .recent)
        dataSource.apply(snapshot)
    }

    var selectedNotes: [String] {
        (collectionView.indexPathsForSelectedItems ?? []).compactMap(
            dataSource.itemIdentifier(for:))
    }

    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        events.append("selected \(dataSource.itemIdentifier(for: indexPath)!)")
    }
}

let controller = NotesViewController()
controller.show(pinned: ["Groceries"], recent: ["Trip", "Recipes", "Ideas"])
controller.collectionView.tapItem(at: IndexPath(item: 1, section: 1))  // Recipes
controller.collectionView.tapItem(at: IndexPath(item: 0, section: 0))  // Groceries
print(controller.selectedNotes, controller.events)

// Recipes is pinned, Groceries unpinned, a note arrives: the selection follows the notes.
controller.show(pinned: ["Recipes"], recent: ["New", "Groceries", "Trip", "Ideas"])
print(controller.selectedNotes, controller.collectionView.indexPathsForSelectedItems!)
for cell in controller.collectionView.visibleCells where cell.isSelected {
    print((cell.contentConfiguration as! ListContentConfiguration).text!, "is shown selected")
}
print(controller.collectionView.lastUpdate!)

// Prints:
// ["Groceries", "Recipes"] ["selected Recipes", "selected Groceries"]
// ["Recipes", "Groceries"] [[0, 0], [1, 1]]
// Recipes is shown selected
// Groceries is shown selected
// inserted items: [1, 0]
// moved items: [1, 1]→[0, 0], [0, 0]→[1, 1]
