// A reorderable list, as UIKit code writes it: reordering handlers allow the move, didReorder
// updates the app's own store from the transaction, and the next snapshot built from the store
// keeps the user's order.
import ConfigState

@MainActor
final class TasksViewController {
    var tasks = ["Write", "Review", "Ship", "Celebrate"]
    let collectionView = CollectionView(
        frame: CGRect(x: 0, y: 0, width: 390, height: 844),
        collectionViewLayout: CollectionViewCompositionalLayout.list(
            using: CollectionLayoutListConfiguration(appearance: .insetGrouped)))
    var dataSource: CollectionViewDiffableDataSource<Int, String>!

    init() {
        let registration = CollectionView.CellRegistration<CollectionViewListCell, String> {
            cell, indexPath, task in
            var content = cell.defaultContentConfiguration()
            content.text = task
            cell.contentConfiguration = content
            cell.accessories = [.reorder(displayed: .always)]
        }
        dataSource = CollectionViewDiffableDataSource<Int, String>(
            collectionView: collectionView
        ) { collectionView, indexPath, task in
            collectionView.dequeueConfiguredReusableCell(
                using: registration, for: indexPath, item: task)
        }
        dataSource.reorderingHandlers.canReorderItem = { task in task != "Celebrate" }
        dataSource.reorderingHandlers.didReorder = { [weak self] transaction in
            guard let self else { return }
            if let reordered = self.tasks.applying(transaction.difference) {
                self.tasks = reordered
            }
        }
        applySnapshot()
    }

    func applySnapshot() {
        var snapshot = DiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(tasks)
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    var shownTasks: [String] {
        collectionView.indexPathsForVisibleItems.compactMap(dataSource.itemIdentifier(for:))
    }
}

let controller = TasksViewController()
// The user drags Ship above Write by its reorder control.
let moved = controller.collectionView.moveItemInteractively(
    from: IndexPath(item: 2, section: 0), to: IndexPath(item: 0, section: 0))
print(moved, controller.shownTasks, controller.tasks)

// The app rebuilds its snapshot from its store: the order the user chose stays.
controller.applySnapshot()
print(controller.shownTasks)
print(controller.collectionView.lastUpdate!)

// Celebrate cannot move: canReorderItem says no.
print(
    controller.collectionView.moveItemInteractively(
        from: IndexPath(item: 3, section: 0), to: IndexPath(item: 0, section: 0)))

// The same, step by step: touching Review's reorder control begins the move, the finger
// goes up to the first row, and lifting it ends the move.
let collectionView = controller.collectionView
collectionView.tapAccessory(.reorder, ofItemAt: IndexPath(item: 2, section: 0))
collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 40, y: 50))
collectionView.endInteractiveMovement()
print(controller.tasks)

// Prints:
// true ["Ship", "Write", "Review", "Celebrate"] ["Ship", "Write", "Review", "Celebrate"]
// ["Ship", "Write", "Review", "Celebrate"]
// no change
// false
// ["Review", "Ship", "Write", "Celebrate"]
