import ConfigState
import Testing

// Headless interactions beyond UIKit that the list stack's ports rely on: swiping an item open,
// the reorder control beginning a move, and a provider that changes the data on every layout.
@MainActor
@Suite("CollectionView interactions")
struct CollectionViewInteractionTests {
    @Test func swipingOpensOneItemAtATimeAndTheStateFollowsTheItem() throws {
        let list = makeNumberList(items: 10, rows: 10)
        let collectionView = list.collectionView
        collectionView.swipeItem(at: IndexPath(item: 3, section: 0))
        collectionView.layoutIfNeeded()
        #expect(collectionView.indexPathForSwipedItem == IndexPath(item: 3, section: 0))
        #expect(list.cell(for: 3)?.configurationState.isSwiped == true)
        #expect(list.cell(for: 4)?.configurationState.isSwiped == false)

        // Swiping another closes the first, as in UIKit.
        collectionView.swipeItem(at: IndexPath(item: 5, section: 0))
        #expect(list.cell(for: 3)?.configurationState.isSwiped == false)
        #expect(list.cell(for: 5)?.configurationState.isSwiped == true)

        // An item inserted above moves the swiped item down; the state goes with it.
        list.apply([0: [100] + Array(0..<10)])
        #expect(collectionView.indexPathForSwipedItem == IndexPath(item: 6, section: 0))
        #expect(list.cell(for: 5)?.configurationState.isSwiped == true)

        // Deleting the swiped item drops the state; an unknown index path closes nothing open.
        collectionView.swipeItem(at: IndexPath(item: 99, section: 0))
        #expect(collectionView.indexPathForSwipedItem == nil)
        collectionView.swipeItem(at: IndexPath(item: 2, section: 0))
        list.apply([0: [100, 0, 2, 3]])
        #expect(collectionView.indexPathForSwipedItem == nil, "item 1 was swiped and is gone")
        #expect(list.visibleItems.allSatisfy { list.cell(for: $0)?.isSwiped == false })
    }

    @Test func tappingTheReorderControlBeginsAnInteractiveMove() {
        let list = ListHarness<Int, String>(rows: 5) { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            cell.accessories = [.reorder(displayed: .always)]
        }
        list.apply([0: ["A", "B", "C"]])
        var order: [String] = []
        list.dataSource.reorderingHandlers.canReorderItem = { _ in true }
        list.dataSource.reorderingHandlers.didReorder = { transaction in
            order = transaction.finalSnapshot.itemIdentifiers
        }
        #expect(list.tapAccessory(.reorder, of: "A"), "the control was there")
        list.collectionView.layoutIfNeeded()
        #expect(list.cell(for: "A")?.isReordering == true, "the move began")
        list.collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 10, y: 44 * 2 + 1))
        list.collectionView.endInteractiveMovement()
        #expect(list.visibleItems == ["B", "C", "A"])
        #expect(order == ["B", "C", "A"], "the app heard about it through didReorder")
        #expect(list.cell(for: "A")?.isReordering == false)

        // Without canReorderItem, the tap begins nothing, as UIKit's data source refuses.
        list.dataSource.reorderingHandlers.canReorderItem = nil
        list.tapAccessory(.reorder, of: "B")
        list.collectionView.layoutIfNeeded()
        #expect(list.cell(for: "B")?.isReordering == false)
    }

    @Test func aProviderThatAppliesOnEveryLayoutStopsAfterSixteenRounds() {
        var asked = 0
        var next = 100
        let (collectionView, dataSource) = CollectionViewMisuseTests.makeList {
            collectionView, indexPath, item, registration in
            asked += 1
            // Every request changes the data, so every deferred apply lays out new cells,
            // whose requests change the data again.
            if let dataSource = collectionView.dataSource
                as? CollectionViewDiffableDataSource<Int, Int>
            {
                next += 1
                dataSource.apply(CollectionViewMisuseTests.snapshot([next]))
            }
            return collectionView.dequeueConfiguredReusableCell(
                using: registration, for: indexPath, item: item)
        }
        dataSource.apply(CollectionViewMisuseTests.snapshot([1]))
        collectionView.layoutIfNeeded()
        let reentrant = collectionView.diagnostics.diagnostics(of: .reentrantUpdate)
        #expect(
            reentrant.contains { $0.message.contains("on each of 16 layouts in a row") },
            "\(reentrant.map(\.message))")
        #expect(asked <= 20, "the loop ended: \(asked) requests")
        // The collection view still works afterwards.
        let settled = asked
        collectionView.layoutIfNeeded()
        #expect(asked == settled, "nothing was left pending")
        #expect(collectionView.numberOfItems(inSection: 0) == 1)
    }

    /// Scrolls keep the visible cells' frames (only incoming cells get theirs, as UIKit's
    /// layouts are not invalidated by a scroll); any other change lays every frame out again.
    @Test func visibleCellsHaveTheLayoutsFramesAfterScrollsAndDataChanges() {
        let list = makeNumberList(items: 50, rows: 5)
        let collectionView = list.collectionView
        func framesMatchTheLayout() -> Bool {
            collectionView.indexPathsForVisibleItems.allSatisfy { indexPath in
                collectionView.cellForItem(at: indexPath)?.frame
                    == collectionView.collectionViewLayout.layoutAttributesForItem(at: indexPath)?
                    .frame
            }
        }
        for offset in [0, 22, 44, 130, 44, 0] {
            collectionView.contentOffset = CGPoint(x: 0, y: CGFloat(offset))
            #expect(framesMatchTheLayout(), "after scrolling to \(offset)")
        }
        // Two items inserted above the visible ones move every visible cell down two rows.
        collectionView.contentOffset = CGPoint(x: 0, y: 44 * 3)
        collectionView.layoutIfNeeded()
        list.apply([0: [100, 101] + Array(0..<50)])
        #expect(framesMatchTheLayout(), "after an insertion above")
        collectionView.frame = CGRect(x: 0, y: 0, width: 300, height: 44 * 5)
        #expect(framesMatchTheLayout(), "after a resize")
        #expect(collectionView.visibleCells.allSatisfy { $0.frame.width == 300 })
    }
}
