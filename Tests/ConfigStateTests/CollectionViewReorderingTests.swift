import ConfigState
import Testing

// Reordering: allowed only through `reorderingHandlers.canReorderItem`, as in UIKit; the data
// source moves the item in its snapshot and tells the app before and after with a transaction,
// so that the app's store — updated in `didReorder` — keeps the order when it is applied again.
@MainActor
@Suite("Reordering")
struct CollectionViewReorderingTests {
    typealias List = ListHarness<String, Int>
    typealias Transaction = DiffableDataSourceTransaction<String, Int>

    @Test func withoutCanReorderItemNothingMoves() {
        let list = List(rows: 10)
        list.apply(["A": [1, 2, 3]])
        var told = 0
        list.dataSource.reorderingHandlers.willReorder = { _ in told += 1 }
        list.dataSource.reorderingHandlers.didReorder = { _ in told += 1 }
        let source = IndexPath(item: 0, section: 0)
        let destination = IndexPath(item: 2, section: 0)
        #expect(!list.collectionView.moveItemInteractively(from: source, to: destination))
        #expect(!list.collectionView.beginInteractiveMovementForItem(at: source))
        #expect(list.dataSource.snapshot().itemIdentifiers == [1, 2, 3])
        #expect(list.visibleItems == [1, 2, 3])
        #expect(told == 0)

        list.dataSource.reorderingHandlers.canReorderItem = { $0 != 1 }
        #expect(!list.collectionView.moveItemInteractively(from: source, to: destination))
        #expect(list.visibleItems == [1, 2, 3], "item 1 may not move")
        #expect(told == 0)
        #expect(
            list.collectionView.moveItemInteractively(
                from: IndexPath(item: 1, section: 0), to: destination))
        #expect(list.visibleItems == [1, 3, 2])
        #expect(told == 2)
    }

    @Test func reorderingTellsTheAppWithTransactions() throws {
        let list = List(rows: 10)
        list.apply(["A": [1, 2, 3], "B": [4, 5]])
        list.select(1)
        let cell = list.cell(for: 1)
        let initial = list.dataSource.snapshot()
        var calls: [String] = []
        var transactions: [Transaction] = []
        list.dataSource.reorderingHandlers.canReorderItem = { _ in true }
        list.dataSource.reorderingHandlers.willReorder = { [unowned list] transaction in
            let current = list.dataSource.snapshot() == transaction.initialSnapshot
            calls.append("will \(current ? "before" : "after")")
            transactions.append(transaction)
        }
        list.dataSource.reorderingHandlers.didReorder = { [unowned list] transaction in
            let current = list.dataSource.snapshot() == transaction.finalSnapshot
            calls.append("did \(current ? "after" : "before")")
            transactions.append(transaction)
        }
        #expect(
            list.collectionView.moveItemInteractively(
                from: IndexPath(item: 0, section: 0), to: IndexPath(item: 1, section: 1)))
        #expect(calls == ["will before", "did after"])
        #expect(list.visibleItems == [2, 3, 4, 1, 5])

        let transaction = try #require(transactions.last)
        #expect(transactions.first?.finalSnapshot == transaction.finalSnapshot)
        #expect(transaction.initialSnapshot == initial)
        #expect(transaction.finalSnapshot.itemIdentifiers(inSection: "A") == [2, 3])
        #expect(transaction.finalSnapshot.itemIdentifiers(inSection: "B") == [4, 1, 5])
        #expect(list.dataSource.snapshot() == transaction.finalSnapshot)
        #expect(
            transaction.initialSnapshot.itemIdentifiers.applying(transaction.difference)
                == transaction.finalSnapshot.itemIdentifiers)
        #expect(
            transaction.difference.count == 2,
            "one removal and one insertion: \(transaction.difference)")
        #expect(
            transaction.difference.allSatisfy { change in
                switch change {
                case .remove(_, let element, let associated),
                    .insert(_, let element, let associated):
                    return element == 1 && associated != nil
                }
            }, "the move is associated")

        #expect(transaction.sectionTransactions.map(\.sectionIdentifier) == ["A", "B"])
        for section in transaction.sectionTransactions {
            #expect(
                section.initialSnapshot.items
                    == transaction.initialSnapshot.itemIdentifiers(
                        inSection: section.sectionIdentifier))
            #expect(
                section.finalSnapshot.items
                    == transaction.finalSnapshot.itemIdentifiers(
                        inSection: section.sectionIdentifier))
            #expect(
                section.initialSnapshot.items.applying(section.difference)
                    == section.finalSnapshot.items)
        }

        #expect(list.cell(for: 1) === cell, "the moved item keeps its cell")
        #expect(list.selectedItems == [1], "and its selection")
        #expect(
            list.collectionView.lastUpdate?.movedItems == [
                CollectionViewUpdate.Move(
                    from: IndexPath(item: 0, section: 0), to: IndexPath(item: 1, section: 1))
            ])
    }

    @Test func anAppStoreUpdatedInDidReorderKeepsTheOrderWhenApplied() {
        let list = List(rows: 10)
        var store = [1, 2, 3, 4, 5]
        list.apply(["A": store])
        list.dataSource.reorderingHandlers.canReorderItem = { _ in true }
        list.dataSource.reorderingHandlers.didReorder = { transaction in
            store = store.applying(transaction.difference) ?? store
        }
        let cells = list.cells(for: store)
        list.collectionView.moveItemInteractively(
            from: IndexPath(item: 0, section: 0), to: IndexPath(item: 3, section: 0))
        #expect(store == [2, 3, 4, 1, 5])
        list.apply(["A": store])
        #expect(list.visibleItems == [2, 3, 4, 1, 5], "applying the app's data keeps the move")
        #expect(list.collectionView.lastUpdate?.isEmpty == true, "nothing left to change")
        #expect(list.cells(for: store) == cells)
    }

    @Test func interactiveMovementShowsTheReorderingStateAndCancelMovesNothing() {
        let list = List(rows: 5)
        list.apply(["A": [1, 2, 3, 4, 5]])
        var told = 0
        list.dataSource.reorderingHandlers.canReorderItem = { _ in true }
        list.dataSource.reorderingHandlers.didReorder = { _ in told += 1 }
        let collectionView = list.collectionView
        #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)))
        #expect(!collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 2, section: 0)))
        collectionView.layoutIfNeeded()
        #expect(list.cell(for: 2)?.isReordering == true)
        #expect(list.cell(for: 3)?.isReordering == false)
        collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 10, y: 44 * 4 + 1))
        collectionView.cancelInteractiveMovement()
        #expect(list.visibleItems == [1, 2, 3, 4, 5])
        #expect(list.cell(for: 2)?.isReordering == false)
        #expect(told == 0)
        // A target under no item leaves the target where it was: the item stays.
        #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)))
        collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 10, y: 44 * 50))
        collectionView.endInteractiveMovement()
        #expect(list.visibleItems == [1, 2, 3, 4, 5])
        #expect(told == 0)
    }
}
