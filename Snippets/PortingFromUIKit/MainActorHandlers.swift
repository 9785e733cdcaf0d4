// Swift 6 UIKit habits port unchanged: handlers the list stores run on the main actor, so a
// view controller's `[weak self]` closures compile and call its methods directly.
import ConfigState

@MainActor
final class InboxViewController {
    var messages = ["Lunch?", "Invoice 42", "Release notes"]
    var log: [String] = []
    var shownSelected: Set<String> = []
    let collectionView = CollectionView(
        frame: CGRect(x: 0, y: 0, width: 390, height: 844),
        collectionViewLayout: CollectionViewCompositionalLayout.list(
            using: CollectionLayoutListConfiguration(appearance: .plain)))
    var dataSource: CollectionViewDiffableDataSource<Int, String>!

    init() {
        let registration = CollectionView.CellRegistration<CollectionViewListCell, String> {
            [weak self] cell, indexPath, message in
            var content = cell.defaultContentConfiguration()
            content.text = message
            cell.contentConfiguration = content
            cell.accessories = [
                .delete(actionHandler: { [weak self] in self?.delete(message) })
            ]
            cell.configurationUpdateHandler = { [weak self] cell, state in
                if state.isSelected { self?.shownSelected.insert(message) }
            }
        }
        dataSource = CollectionViewDiffableDataSource<Int, String>(
            collectionView: collectionView
        ) { collectionView, indexPath, message in
            collectionView.dequeueConfiguredReusableCell(
                using: registration, for: indexPath, item: message)
        }
        applySnapshot()
    }

    func delete(_ message: String) {
        messages.removeAll { $0 == message }
        log.append("deleted \(message)")
        applySnapshot()
    }

    func applySnapshot() {
        var snapshot = DiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(messages)
        dataSource.apply(snapshot, animatingDifferences: true)
    }
}

let inbox = InboxViewController()
inbox.collectionView.tapItem(at: IndexPath(item: 0, section: 0))
// The delete control shows while editing, as UIKit's does.
inbox.collectionView.isEditing = true
inbox.collectionView.tapAccessory(.delete, ofItemAt: IndexPath(item: 1, section: 0))
print(inbox.messages)
print(inbox.shownSelected)
print(inbox.log)

// Prints:
// ["Lunch?", "Release notes"]
// ["Lunch?"]
// ["deleted Invoice 42"]
