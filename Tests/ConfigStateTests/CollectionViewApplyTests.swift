import ConfigState
import Testing

/// The app's data in tests that change what a cell shows without changing the item: the
/// registration reads it, as a real app's reads its store.
@MainActor
final class AppStore<Item: Hashable> {
    var titles: [Item: String] = [:]
}

// What applying a snapshot means, as in UIKit: the data source diffs the old snapshot against
// the new one; deleted items' cells go back to their pool, moved items keep their cell,
// reloaded items are dequeued anew, reconfigured items are run through the cell provider again
// on the same cell, and the item state follows the items.
@MainActor
@Suite("Applying snapshots")
struct CollectionViewApplyTests {
    typealias List = ListHarness<String, Int>

    /// A list whose cells show the store's title for each item, or the item's number.
    static func list(showingTitlesFrom store: AppStore<Int>) -> List {
        List(rows: 10) { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = store.titles[item] ?? "\(item)"
            cell.contentConfiguration = content
        }
    }

    // MARK: Cells

    @Test func aPooledCellTakenOutOfTheCollectionViewIsAddedBackWhenReused() throws {
        // The dequeue compares the cell's superview by identity: a cell the app removed, or
        // moved into a view of its own, must still come back as the collection view's subview.
        let list = List(rows: 10)
        list.apply(["A": [1, 2, 3]])
        let removed = try #require(list.cell(for: 2))
        let moved = try #require(list.cell(for: 3))
        list.apply(["A": [1]])
        let elsewhere = View()
        removed.removeFromSuperview()
        elsewhere.addSubview(moved)
        #expect(removed.superview == nil && moved.superview === elsewhere)
        list.apply(["A": [1, 4, 5]])
        let reused = [try #require(list.cell(for: 4)), try #require(list.cell(for: 5))]
        #expect(list.collectionView.statistics.cellsCreated == 3, "the two cells were reused")
        #expect(reused.allSatisfy { $0 === removed || $0 === moved })
        #expect(
            reused.allSatisfy { $0.superview === list.collectionView && !$0.isHidden },
            "both shown as the collection view's subviews again")
        #expect(elsewhere.subviews.isEmpty)
    }

    @Test func deletedItemsCellsReturnToTheirPoolAndServeNewItems() throws {
        let list = List(rows: 10)
        list.apply(["A": [1, 2, 3, 4, 5]])
        let deletedCells = [try #require(list.cell(for: 2)), try #require(list.cell(for: 4))]
        #expect(list.collectionView.pooledCellCount == 0)
        list.apply(["A": [1, 3, 5]])
        #expect(list.collectionView.pooledCellCount == 2, "both cells wait in the pool")
        #expect(
            deletedCells.allSatisfy { $0.isHidden && $0.superview === list.collectionView },
            "hidden, as UIKit keeps its reusable cells")
        #expect(list.visibleItems == [1, 3, 5])
        let created = list.collectionView.statistics.cellsCreated
        list.apply(["A": [1, 3, 5, 6, 7]])
        #expect(list.collectionView.statistics.cellsCreated == created, "no new cell was made")
        #expect(list.collectionView.pooledCellCount == 0)
        let newCells = [try #require(list.cell(for: 6)), try #require(list.cell(for: 7))]
        #expect(
            Set(newCells.map(ObjectIdentifier.init))
                == Set(deletedCells.map(ObjectIdentifier.init)),
            "the new items got the deleted items' cells")
        #expect(text(of: list.cell(for: 6)) == "6" && text(of: list.cell(for: 7)) == "7")
    }

    @Test func movedItemsKeepTheirCellAndAreNotConfiguredAgain() {
        let list = List(rows: 10)
        list.apply(["A": [1, 2, 3], "B": [4, 5]])
        let before = list.cells(for: [1, 2, 3, 4, 5])
        let runs = list.log.runs.count
        // A move within a section, a move across sections and a section move at once.
        list.apply(["B": [4, 1, 5], "A": [3, 2]])
        #expect(list.visibleItems == [4, 1, 5, 3, 2])
        #expect(list.cells(for: [1, 2, 3, 4, 5]) == before, "every item on its own cell")
        #expect(list.log.runs.count == runs, "no handler ran: nothing was dequeued")
        #expect(list.collectionView.pooledCellCount == 0)
        for item in [1, 2, 3, 4, 5] { #expect(text(of: list.cell(for: item)) == "\(item)") }
    }

    @Test func reloadedItemsAreDequeuedAgainThroughTheProvider() throws {
        let store = AppStore<Int>()
        let list = Self.list(showingTitlesFrom: store)
        list.apply(["A": [1, 2, 3]])
        let statistics = list.collectionView.statistics
        let old = try #require(list.cell(for: 2))
        store.titles[2] = "two"
        var snapshot = list.dataSource.snapshot()
        snapshot.reloadItems([2])
        list.dataSource.apply(snapshot)
        list.collectionView.layoutIfNeeded()
        let after = list.collectionView.statistics
        #expect(text(of: list.cell(for: 2)) == "two")
        #expect(list.log.count(of: 2) == 2, "the handler ran again for the reloaded item")
        #expect(list.log.count(of: 1) == 1 && list.log.count(of: 3) == 1, "and only for it")
        #expect(after.cellsDequeued == statistics.cellsDequeued + 1)
        #expect(
            list.cell(for: 2) !== old,
            "a reload replaces the cell: the old one was still showing when the new one came")
        #expect(list.collectionView.pooledCellCount == 1, "the old cell went back to its pool")

        // The next reload gets the pooled cell, through prepareForReuse.
        snapshot = list.dataSource.snapshot()
        snapshot.reloadItems([2])
        list.dataSource.apply(snapshot)
        list.collectionView.layoutIfNeeded()
        #expect(list.cell(for: 2) === old)
        #expect(list.collectionView.statistics.cellsReused == statistics.cellsReused + 1)
        #expect(list.collectionView.lastUpdate?.reloadedItems == [IndexPath(item: 1, section: 0)])
        #expect(
            list.dataSource.snapshot().reloadedItemIdentifiers.isEmpty,
            "the data source's snapshot does not keep the marks")
    }

    @Test func reconfiguredItemsRunTheProviderAgainOnTheSameCell() throws {
        let store = AppStore<Int>()
        let list = Self.list(showingTitlesFrom: store)
        list.apply(["A": [1, 2, 3]])
        let cell = try #require(list.cell(for: 2))
        let statistics = list.collectionView.statistics
        store.titles[2] = "two"
        var snapshot = list.dataSource.snapshot()
        snapshot.reconfigureItems([2])
        list.dataSource.apply(snapshot)
        #expect(list.cell(for: 2) === cell, "the same cell")
        #expect(text(of: list.cell(for: 2)) == "two", "configured again")
        #expect(list.log.runs.last?.cell === cell && list.log.runs.last?.item == 2)
        #expect(list.log.count(of: 2) == 2 && list.log.count(of: 1) == 1)
        #expect(list.collectionView.statistics.cellsReused == statistics.cellsReused, "no reuse")
        #expect(list.collectionView.statistics.cellsCreated == statistics.cellsCreated)
        #expect(
            list.collectionView.lastUpdate?.reconfiguredItems == [IndexPath(item: 1, section: 0)])
        #expect(list.collectionView.diagnostics.diagnostics.isEmpty)
    }

    @Test func aReconfiguredItemThatMovesKeepsItsCell() throws {
        let store = AppStore<Int>()
        let list = Self.list(showingTitlesFrom: store)
        list.apply(["A": [1, 2, 3]])
        let cell = try #require(list.cell(for: 3))
        store.titles[3] = "three"
        var snapshot = List.snapshot(["A": [3, 1, 2]])
        snapshot.reconfigureItems([3])
        list.dataSource.apply(snapshot)
        #expect(list.cell(for: 3) === cell)
        #expect(text(of: list.cell(for: 3)) == "three")
        #expect(list.collectionView.diagnostics.diagnostics.isEmpty)
    }

    @Test func reconfigureItemsOnTheCollectionViewRunsTheProviderOnTheSameCell() throws {
        let store = AppStore<Int>()
        let list = Self.list(showingTitlesFrom: store)
        list.apply(["A": [1, 2, 3]])
        let cell = try #require(list.cell(for: 2))
        store.titles[2] = "two"
        list.collectionView.reconfigureItems(at: [IndexPath(item: 1, section: 0)])
        #expect(list.cell(for: 2) === cell)
        #expect(text(of: list.cell(for: 2)) == "two")
        #expect(list.collectionView.diagnostics.diagnostics.isEmpty)
    }

    // MARK: Item state

    @Test func selectionHighlightAndFocusFollowTheirItems() {
        let list = List(rows: 10)
        let collectionView = list.collectionView
        collectionView.allowsMultipleSelection = true
        list.apply(["A": [1, 2, 3], "B": [4, 5, 6]])
        list.select(2)
        list.select(5)
        collectionView.highlightItem(at: list.indexPath(of: 3))
        collectionView.focusItem(at: list.indexPath(of: 6))
        func check(_ comment: Comment) {
            #expect(list.selectedItems.sorted() == [2, 5], comment)
            let highlighted = collectionView.indexPathForHighlightedItem.flatMap(
                list.dataSource.itemIdentifier(for:))
            let focused = collectionView.indexPathForFocusedItem.flatMap(
                list.dataSource.itemIdentifier(for:))
            #expect(highlighted == 3, comment)
            #expect(focused == 6, comment)
            for item in list.visibleItems {
                let state = list.cell(for: item)?.configurationState
                #expect(state?.isSelected == [2, 5].contains(item), "\(comment) item \(item)")
                #expect(state?.isHighlighted == (item == 3), "\(comment) item \(item)")
                #expect(state?.isFocused == (item == 6), "\(comment) item \(item)")
            }
        }
        check("before")
        // Items inserted in front and deleted around them.
        list.apply(["A": [0, 2, 3], "B": [9, 4, 5, 6]])
        check("after inserts and deletes")
        // The sections trade places.
        list.apply(["B": [9, 4, 5, 6], "A": [0, 2, 3]])
        check("after a section move")
        // Items change sections.
        list.apply(["B": [9, 2, 4, 6], "A": [0, 5, 3]])
        check("after cross-section moves")
        #expect(list.indexPath(of: 5) == IndexPath(item: 1, section: 1))
    }

    @Test func stateOfRemovedItemsIsDropped() {
        let list = List(rows: 10)
        let collectionView = list.collectionView
        collectionView.allowsMultipleSelection = true
        list.apply(["A": [1, 2, 3, 4]])
        list.select(2)
        collectionView.highlightItem(at: list.indexPath(of: 3))
        collectionView.focusItem(at: list.indexPath(of: 4))
        // New items take the removed items' index paths.
        list.apply(["A": [1, 7, 8, 9]])
        #expect(collectionView.indexPathsForSelectedItems == nil)
        #expect(collectionView.indexPathForHighlightedItem == nil)
        #expect(collectionView.indexPathForFocusedItem == nil)
        for item in [1, 7, 8, 9] {
            let state = list.cell(for: item)?.configurationState
            #expect(state?.isSelected == false && state?.isHighlighted == false)
            #expect(state?.isFocused == false)
        }
        // The removed items come back as new items: nothing remembered.
        list.apply(["A": [1, 2, 3, 4]])
        #expect(collectionView.indexPathsForSelectedItems == nil)
        #expect(list.cell(for: 2)?.isSelected == false)
    }

    @Test func applySnapshotUsingReloadDataResetsEverything() {
        let list = List(rows: 10)
        list.apply(["A": [1, 2, 3]])
        list.select(2)
        list.collectionView.focusItem(at: list.indexPath(of: 3))
        let runs = list.log.runs.count
        var snapshot = List.snapshot(["A": [1, 2, 3, 4]])
        snapshot.moveItem(4, beforeItem: 1)
        var completed = false
        list.dataSource.applySnapshotUsingReloadData(snapshot) { completed = true }
        #expect(completed)
        #expect(list.visibleItems == [4, 1, 2, 3])
        #expect(list.collectionView.lastUpdate?.isReload == true)
        #expect(list.collectionView.lastUpdate?.movedItems == [], "no diff")
        #expect(list.collectionView.indexPathsForSelectedItems == nil, "the selection is dropped")
        #expect(list.collectionView.indexPathForFocusedItem == nil)
        #expect(list.log.runs.count == runs + 4, "every visible item was dequeued again")
        #expect(list.dataSource.snapshot() == snapshot)
    }

    // MARK: The batch

    @Test(arguments: BatchCase.all)
    func lastUpdateListsTheBatch(_ batch: BatchCase) throws {
        let list = List(rows: 10)
        list.dataSource.apply(batch.old)
        list.collectionView.layoutIfNeeded()
        list.dataSource.apply(batch.new)
        let update = try #require(list.collectionView.lastUpdate)
        #expect(update == batch.expected, "\(update)")
        #expect(list.visibleItems == batch.new.itemIdentifiers)
    }

    @Test func applyingTheSameSnapshotChangesNothing() {
        let list = List(rows: 10)
        list.apply(["A": [1, 2], "B": [3]])
        list.apply(["A": [1, 2], "B": [3]])
        #expect(list.collectionView.lastUpdate?.isEmpty == true)
        #expect(list.collectionView.lastUpdate?.description == "no change")
    }

    // MARK: Reading the data

    @Test func theDataSourceAnswersQueriesAboutTheCurrentSnapshot() {
        let list = List(rows: 10)
        list.apply(["A": [1, 2], "B": [], "C": [3, 4, 5]])
        let dataSource = list.dataSource
        #expect(dataSource.snapshot() == List.snapshot(["A": [1, 2], "B": [], "C": [3, 4, 5]]))
        #expect(dataSource.snapshot(for: "C").items == [3, 4, 5])
        #expect(dataSource.snapshot(for: "C").rootItems == [3, 4, 5], "a flat section")
        #expect(dataSource.snapshot(for: "B").items.isEmpty)
        #expect(dataSource.snapshot(for: "Z").items.isEmpty, "a section that does not exist")
        #expect(dataSource.itemIdentifier(for: IndexPath(item: 1, section: 2)) == 4)
        #expect(dataSource.itemIdentifier(for: IndexPath(item: 0, section: 1)) == nil)
        #expect(dataSource.itemIdentifier(for: IndexPath(item: -1, section: 0)) == nil)
        #expect(dataSource.itemIdentifier(for: IndexPath(item: 0, section: 3)) == nil)
        #expect(dataSource.indexPath(for: 5) == IndexPath(item: 2, section: 2))
        #expect(dataSource.indexPath(for: 1) == IndexPath(item: 0, section: 0))
        #expect(dataSource.indexPath(for: 99) == nil)
        #expect(dataSource.sectionIdentifier(for: 1) == "B")
        #expect(dataSource.sectionIdentifier(for: 3) == nil)
        #expect(dataSource.sectionIdentifier(for: -1) == nil)
        #expect(dataSource.index(for: "C") == 2)
        #expect(dataSource.index(for: "Z") == nil)
        #expect(list.collectionView.numberOfSections == 3)
        #expect(list.collectionView.numberOfItems(inSection: 2) == 3)
        // After another apply, every answer is about the new snapshot.
        list.apply(["C": [5, 3], "A": [1]])
        #expect(dataSource.indexPath(for: 5) == IndexPath(item: 0, section: 0))
        #expect(dataSource.indexPath(for: 4) == nil)
        #expect(dataSource.index(for: "A") == 1 && dataSource.index(for: "B") == nil)
        #expect(dataSource.sectionIdentifier(for: 0) == "C")
        #expect(list.collectionView.numberOfSections == 2)
    }

    @Test func completionRunsOnceTheUpdateIsDone() {
        let list = List(rows: 10)
        list.apply(["A": [1, 2]])
        var seen: [Int] = []
        list.dataSource.apply(List.snapshot(["A": [2, 3]])) {
            seen = list.dataSource.snapshot().itemIdentifiers
        }
        #expect(seen == [2, 3])
    }

    @Test func asyncApplyVariantsShowTheirData() async {
        let list = List(rows: 10)
        await list.dataSource.apply(List.snapshot(["A": [1, 2, 3]]))
        #expect(list.visibleItems == [1, 2, 3])
        list.select(2)
        await list.dataSource.apply(List.snapshot(["A": [3, 2, 1]]), animatingDifferences: false)
        #expect(list.visibleItems == [3, 2, 1])
        #expect(list.selectedItems == [2], "diffed: the selection followed the item")
        var outline = DiffableDataSourceSectionSnapshot<Int>()
        outline.append([10])
        outline.append([11, 12], to: 10)
        outline.expand([10])
        await list.dataSource.apply(outline, to: "B")
        #expect(list.visibleItems == [3, 2, 1, 10, 11, 12])
        #expect(list.dataSource.snapshot(for: "B") == outline)
        await list.dataSource.applySnapshotUsingReloadData(List.snapshot(["A": [4]]))
        #expect(list.visibleItems == [4])
        #expect(list.collectionView.lastUpdate?.isReload == true)
    }
}

/// A hand-made diff: the snapshot before, the snapshot after, and the batch UIKit would
/// animate — deletions, reloads and moves' sources as index paths before the update, insertions
/// and moves' destinations after it.
struct BatchCase: Sendable, CustomTestStringConvertible {
    typealias Snapshot = DiffableDataSourceSnapshot<String, Int>
    let name: String
    let old: Snapshot
    let new: Snapshot
    let expected: CollectionViewUpdate

    var testDescription: String { name }

    static func snapshot(_ sections: KeyValuePairs<String, [Int]>) -> Snapshot {
        var snapshot = Snapshot()
        for (section, items) in sections {
            snapshot.appendSections([section])
            snapshot.appendItems(items, toSection: section)
        }
        return snapshot
    }

    static func path(_ section: Int, _ item: Int) -> IndexPath {
        IndexPath(item: item, section: section)
    }

    static func move(_ from: IndexPath, _ to: IndexPath) -> CollectionViewUpdate.Move<IndexPath> {
        CollectionViewUpdate.Move(from: from, to: to)
    }

    static let all: [BatchCase] = {
        var cases: [BatchCase] = []
        var update = CollectionViewUpdate()
        update.deletedItems = [path(0, 1)]
        update.insertedItems = [path(0, 3)]
        cases.append(
            BatchCase(
                name: "a deletion and an insertion",
                old: snapshot(["A": [1, 2, 3, 4]]), new: snapshot(["A": [1, 3, 4, 5]]),
                expected: update))

        update = CollectionViewUpdate()
        update.movedItems = [move(path(0, 3), path(0, 0))]
        cases.append(
            BatchCase(
                name: "one item moved to the front is one move",
                old: snapshot(["A": [1, 2, 3, 4]]), new: snapshot(["A": [4, 1, 2, 3]]),
                expected: update))

        update = CollectionViewUpdate()
        update.movedItems = [move(path(0, 1), path(1, 0))]
        cases.append(
            BatchCase(
                name: "a move across sections",
                old: snapshot(["A": [1, 2], "B": [3]]), new: snapshot(["A": [1], "B": [2, 3]]),
                expected: update))

        update = CollectionViewUpdate()
        update.movedSections = [.init(from: 2, to: 0)]
        cases.append(
            BatchCase(
                name: "a section move moves no item",
                old: snapshot(["A": [1], "B": [2], "C": [3]]),
                new: snapshot(["C": [3], "A": [1], "B": [2]]), expected: update))

        update = CollectionViewUpdate()
        update.deletedSections = [0]
        update.insertedSections = [1]
        cases.append(
            BatchCase(
                name: "a deleted and an inserted section cover their items",
                old: snapshot(["A": [1, 2], "B": [3]]), new: snapshot(["B": [3], "C": [4]]),
                expected: update))

        update = CollectionViewUpdate()
        update.reloadedItems = [path(0, 1)]
        update.reconfiguredItems = [path(0, 2)]
        var marked = snapshot(["A": [1, 2, 3]])
        marked.reloadItems([2])
        marked.reconfigureItems([3])
        cases.append(
            BatchCase(
                name: "a reload and a reconfigure", old: snapshot(["A": [1, 2, 3]]),
                new: marked, expected: update))

        update = CollectionViewUpdate()
        update.reloadedSections = [1]
        marked = snapshot(["A": [1], "B": [2]])
        marked.reloadSections(["B"])
        cases.append(
            BatchCase(
                name: "a reloaded section", old: snapshot(["A": [1], "B": [2]]), new: marked,
                expected: update))

        update = CollectionViewUpdate()
        update.deletedItems = [path(0, 2)]
        update.insertedItems = [path(0, 0)]
        marked = snapshot(["A": [3, 1, 2]])
        marked.reloadItems([3])
        cases.append(
            BatchCase(
                name: "an item reloaded while it moves is deleted and inserted",
                old: snapshot(["A": [1, 2, 3]]), new: marked, expected: update))

        update = CollectionViewUpdate()
        update.movedSections = [.init(from: 2, to: 0)]
        update.deletedItems = [path(2, 0)]
        update.insertedItems = [path(0, 2)]
        update.movedItems = [move(path(1, 0), path(0, 3))]
        cases.append(
            BatchCase(
                name: "a section move with changes inside it and an item moving into it",
                old: snapshot(["A": [1], "B": [2], "C": [3, 4, 5]]),
                new: snapshot(["C": [4, 5, 6, 2], "A": [1], "B": []]), expected: update))
        return cases
    }()
}
