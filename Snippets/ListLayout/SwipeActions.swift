// Leading and trailing swipe actions on a list, as UIKit code writes them: the list
// configuration's providers give each item its actions; a swipe reveals them, a tap performs
// one, and its completion closes the swipe.
import ConfigState

@MainActor
final class InboxViewController {
    var messages = ["Lunch?", "Invoice", "Weekend plans"]
    var flagged: Set<String> = []
    let collectionView: CollectionView
    var dataSource: CollectionViewDiffableDataSource<Int, String>!

    init() {
        var configuration = CollectionLayoutListConfiguration(appearance: .plain)
        collectionView = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 400),
            collectionViewLayout: CollectionViewCompositionalLayout.list(using: configuration))
        configuration.leadingSwipeActionsConfigurationProvider = { [weak self] indexPath in
            guard let self, let message = self.dataSource.itemIdentifier(for: indexPath) else {
                return nil
            }
            let isFlagged = self.flagged.contains(message)
            let flag = ContextualAction(style: .normal, title: isFlagged ? "Unflag" : "Flag") {
                [weak self] _, _, completion in
                if isFlagged {
                    self?.flagged.remove(message)
                } else {
                    self?.flagged.insert(message)
                }
                completion(true)
            }
            flag.backgroundColor = .systemOrange
            return SwipeActionsConfiguration(actions: [flag])
        }
        configuration.trailingSwipeActionsConfigurationProvider = { [weak self] indexPath in
            guard let self, let message = self.dataSource.itemIdentifier(for: indexPath) else {
                return nil
            }
            let delete = ContextualAction(style: .destructive, title: "Delete") {
                [weak self] _, _, completion in
                self?.delete(message)
                completion(true)
            }
            let archive = ContextualAction(style: .normal, title: "Archive") { _, _, completion in
                completion(false)
            }
            return SwipeActionsConfiguration(actions: [delete, archive])
        }
        collectionView.collectionViewLayout = CollectionViewCompositionalLayout.list(
            using: configuration)
        let registration = CollectionView.CellRegistration<CollectionViewListCell, String> {
            [weak self] cell, indexPath, message in
            var content = cell.defaultContentConfiguration()
            content.text = message
            content.secondaryText = self?.flagged.contains(message) == true ? "Flagged" : nil
            cell.contentConfiguration = content
        }
        dataSource = CollectionViewDiffableDataSource<Int, String>(
            collectionView: collectionView
        ) { collectionView, indexPath, message in
            collectionView.dequeueConfiguredReusableCell(
                using: registration, for: indexPath, item: message)
        }
        applySnapshot()
    }

    func applySnapshot() {
        var snapshot = DiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(messages)
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    func delete(_ message: String) {
        messages.removeAll { $0 == message }
        applySnapshot()
    }
}

let inbox = InboxViewController()
let collectionView = inbox.collectionView

// Swipe "Invoice" from the trailing edge: two actions show, nearest the edge first.
collectionView.revealSwipeActions(at: IndexPath(item: 1, section: 0), edge: .trailing)
let cell = collectionView.cellForItem(at: IndexPath(item: 1, section: 0))!
let shown = cell.render().swipeActions!
print(shown.edge, shown.actions.map { "\($0.title ?? "") \($0.backgroundColor)" }, cell.isSwiped)

// Archive's handler says it did not finish: the swipe stays open.
collectionView.tapSwipeAction(at: 1)
print(collectionView.revealedSwipeActions != nil)

// Delete performs, and closes the swipe; the app's data loses the message.
collectionView.tapSwipeAction(at: 0)
print(inbox.messages, collectionView.revealedSwipeActions == nil)

// A full swipe from the leading edge performs the first action: Flag.
collectionView.fullySwipeItem(at: IndexPath(item: 0, section: 0), edge: .leading)
print(inbox.flagged)

// Prints:
// trailing ["Delete #FF3B30", "Archive #8E8E93"] true
// true
// ["Lunch?", "Weekend plans"] true
// ["Lunch?"]
