// What the example in DiffableDataSourceTransaction's documentation shows: a reordering handler
// that updates the app's own store from the transaction's difference.

// snippet.hide
import ConfigState

@MainActor
final class TasksViewController {
    var items = ["Write", "Review", "Ship"]
    let collectionView = CollectionView(
        frame: CGRect(x: 0, y: 0, width: 390, height: 844),
        collectionViewLayout: CollectionViewCompositionalLayout.list(
            using: CollectionLayoutListConfiguration(appearance: .plain)))
    var dataSource: CollectionViewDiffableDataSource<Int, String>

    init() {
        let registration = CollectionView.CellRegistration<CollectionViewListCell, String> {
            cell, indexPath, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            cell.accessories = [.reorder(displayed: .always)]
        }
        dataSource = CollectionViewDiffableDataSource<Int, String>(
            collectionView: collectionView
        ) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(
                using: registration, for: indexPath, item: item)
        }
        dataSource.reorderingHandlers.canReorderItem = { _ in true }
        observeReordering()
        var snapshot = DiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(items)
        dataSource.apply(snapshot)
    }

    // swift-format-ignore
    func observeReordering() {
// snippet.show
dataSource.reorderingHandlers.didReorder = { [weak self] transaction in
    guard let self else { return }
    self.items = self.items.applying(transaction.difference) ?? self.items
}
// snippet.hide
    }
}

let controller = TasksViewController()
controller.collectionView.moveItemInteractively(
    from: IndexPath(item: 2, section: 0), to: IndexPath(item: 0, section: 0))
print(controller.items)

// Prints:
// ["Ship", "Write", "Review"]
