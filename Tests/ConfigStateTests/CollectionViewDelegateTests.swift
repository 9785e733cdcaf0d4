import ConfigState
import Testing

// The delegate: a tap asks and tells in UIKit's order — the order documented on
// `CollectionViewDelegate` — selecting in code tells nothing, and cells entering and leaving
// the viewport are announced with the cell that shows (or showed) the item.
@MainActor
@Suite("CollectionViewDelegate")
struct CollectionViewDelegateTests {
    typealias List = ListHarness<Int, Int>

    static func makeList(rows: Int = 10, items: Int = 5) -> (List, RecordingDelegate) {
        let list = List(rows: rows)
        let delegate = RecordingDelegate()
        list.collectionView.delegate = delegate
        list.apply([0: Array(0..<items)])
        list.collectionView.layoutIfNeeded()
        delegate.calls = []
        delegate.displayedCells = []
        return (list, delegate)
    }

    static func at(_ item: Int) -> IndexPath { IndexPath(item: item, section: 0) }

    @Test func aTapInSingleSelectionCallsTheDelegateInUIKitsOrder() {
        let (list, delegate) = Self.makeList()
        #expect(list.collectionView.tapItem(at: Self.at(1)))
        #expect(
            delegate.calls == [
                "shouldHighlight [0, 1]", "didHighlight [0, 1]", "shouldSelect [0, 1]",
                "didUnhighlight [0, 1]", "didSelect [0, 1]", "performPrimaryAction [0, 1]",
            ])
        #expect(delegate.highlightedWhenAsked == [Self.at(1)], "still highlighted when asked")
        #expect(list.collectionView.indexPathForHighlightedItem == nil, "released")
        delegate.calls = []
        #expect(list.collectionView.tapItem(at: Self.at(3)))
        #expect(
            delegate.calls == [
                "shouldHighlight [0, 3]", "didHighlight [0, 3]", "shouldSelect [0, 3]",
                "didUnhighlight [0, 3]", "didDeselect [0, 1]", "didSelect [0, 3]",
                "performPrimaryAction [0, 3]",
            ], "the item a single selection gives up is deselected before the new one is selected")
        #expect(list.selectedItems == [3])
        #expect(list.cell(for: 1)?.isSelected == false && list.cell(for: 3)?.isSelected == true)
    }

    @Test func tapsInMultipleSelectionSelectAndDeselect() {
        let (list, delegate) = Self.makeList()
        list.collectionView.allowsMultipleSelection = true
        list.collectionView.tapItem(at: Self.at(1))
        list.collectionView.tapItem(at: Self.at(3))
        #expect(list.selectedItems == [1, 3])
        #expect(!delegate.calls.contains("didDeselect [0, 1]"), "multiple selection keeps item 1")
        delegate.calls = []
        #expect(list.collectionView.tapItem(at: Self.at(1)))
        #expect(
            delegate.calls == [
                "shouldHighlight [0, 1]", "didHighlight [0, 1]", "shouldDeselect [0, 1]",
                "didUnhighlight [0, 1]", "didDeselect [0, 1]", "performPrimaryAction [0, 1]",
            ])
        #expect(list.selectedItems == [3])
        delegate.allowsDeselection = false
        #expect(!list.collectionView.tapItem(at: Self.at(3)))
        #expect(list.selectedItems == [3], "the delegate refused the deselection")
    }

    @Test func refusingTheHighlightSkipsTheSelection() {
        let (list, delegate) = Self.makeList()
        delegate.allowsHighlight = false
        #expect(!list.collectionView.tapItem(at: Self.at(2)))
        #expect(delegate.calls == ["shouldHighlight [0, 2]"])
        #expect(list.collectionView.indexPathsForSelectedItems == nil)
        #expect(list.cell(for: 2)?.isHighlighted == false)
    }

    @Test func refusingTheSelectionStillHighlightsAndUnhighlights() {
        let (list, delegate) = Self.makeList()
        delegate.allowsSelection = false
        #expect(!list.collectionView.tapItem(at: Self.at(2)))
        #expect(
            delegate.calls == [
                "shouldHighlight [0, 2]", "didHighlight [0, 2]", "shouldSelect [0, 2]",
                "didUnhighlight [0, 2]",
            ])
        #expect(list.collectionView.indexPathsForSelectedItems == nil)
    }

    @Test func selectingInCodeCallsNoDelegateMethod() {
        let (list, delegate) = Self.makeList()
        let collectionView = list.collectionView
        collectionView.allowsMultipleSelection = true
        collectionView.selectItem(at: Self.at(1), animated: false, scrollPosition: [])
        collectionView.selectItem(at: Self.at(2), animated: true, scrollPosition: [])
        collectionView.deselectItem(at: Self.at(1), animated: false)
        collectionView.selectItem(at: nil, animated: false, scrollPosition: [])
        collectionView.highlightItem(at: Self.at(3))
        collectionView.highlightItem(at: nil)
        collectionView.layoutIfNeeded()
        #expect(delegate.calls == [])
    }

    @Test func whileEditingTapsNeedSelectionDuringEditingAndPerformNoPrimaryAction() {
        let (list, delegate) = Self.makeList()
        let collectionView = list.collectionView
        collectionView.isEditing = true
        #expect(!collectionView.tapItem(at: Self.at(1)), "no selection while editing by default")
        #expect(delegate.calls == [])
        collectionView.allowsSelectionDuringEditing = true
        #expect(collectionView.tapItem(at: Self.at(1)))
        #expect(delegate.calls.last == "didSelect [0, 1]", "no primary action while editing")
        collectionView.allowsMultipleSelectionDuringEditing = true
        collectionView.tapItem(at: Self.at(2))
        #expect(list.selectedItems == [1, 2])
        #expect(!collectionView.tapItem(at: Self.at(9)), "an item that does not exist")
    }

    @Test func scrollingAnnouncesCellsThatComeAndGo() throws {
        let list = List(rows: 3)
        let delegate = RecordingDelegate()
        list.collectionView.delegate = delegate
        list.apply([0: Array(0..<10)])
        list.collectionView.layoutIfNeeded()
        #expect(
            delegate.calls == ["willDisplay [0, 0]", "willDisplay [0, 1]", "willDisplay [0, 2]"])
        let leaving = [try #require(list.cell(for: 0)), try #require(list.cell(for: 1))]
        delegate.calls = []
        delegate.displayedCells = []
        list.collectionView.contentOffset = offset(ofRow: 2)
        list.collectionView.layoutIfNeeded()
        #expect(
            delegate.calls == [
                "didEndDisplaying [0, 0]", "didEndDisplaying [0, 1]", "willDisplay [0, 3]",
                "willDisplay [0, 4]",
            ])
        #expect(delegate.displayedCells[0].cell === leaving[0], "the cell that showed item 0")
        #expect(delegate.displayedCells[1].cell === leaving[1])
        #expect(delegate.displayedCells[2].cell === list.cell(for: 3), "the cell that shows item 3")
        #expect(delegate.displayedCells[3].cell === list.cell(for: 4))
    }

    @Test func deletedItemsEndDisplayingAtTheirOldIndexPath() throws {
        let (list, delegate) = Self.makeList(items: 4)
        let cell = try #require(list.cell(for: 1))
        list.apply([0: [0, 2, 3]])
        list.collectionView.layoutIfNeeded()
        #expect(delegate.calls == ["didEndDisplaying [0, 1]"])
        #expect(delegate.displayedCells.first?.cell === cell)
    }

    /// Calls `didEndDisplaying` with each item that ends displaying.
    final class EndDisplayingDelegate: CollectionViewDelegate {
        var didEndDisplaying: (CollectionView, CollectionViewCell, IndexPath) -> Void = {
            _, _, _ in
        }
        func collectionView(
            _ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell,
            forItemAt indexPath: IndexPath
        ) { didEndDisplaying(collectionView, cell, indexPath) }
    }

    /// A scroll returns the cells that left from where it found them among the visible
    /// cells; a delegate that changes the visible cells while they are returned (reloading an
    /// item that is leaving too, which takes its cell out at once) must not make it return
    /// another item's cell.
    @Test func aDelegateReloadingALeavingItemWhileCellsReturnLeavesTheRightCellsShowing() {
        let list = List(rows: 10)
        let delegate = EndDisplayingDelegate()
        list.collectionView.delegate = delegate
        list.apply([0: Array(0..<40)])
        list.collectionView.layoutIfNeeded()
        let before = (0..<10).map { list.cell(for: $0) }
        var ended: [IndexPath] = []
        var endedWithAnotherItemsCell: [IndexPath] = []
        delegate.didEndDisplaying = { collectionView, cell, indexPath in
            ended.append(indexPath)
            if before[indexPath.item] !== cell { endedWithAnotherItemsCell.append(indexPath) }
            if indexPath == Self.at(0) { collectionView.reloadItems(at: [Self.at(2)]) }
        }
        list.collectionView.contentOffset = offset(ofRow: 5)
        list.collectionView.layoutIfNeeded()
        list.collectionView.layoutIfNeeded()
        #expect(list.visibleItems == Array(5..<15))
        let cells = (5..<15).compactMap { list.cell(for: $0) }
        #expect(cells.map { text(of: $0) } == (5..<15).map { "\($0)" })
        #expect(Set(cells.map(ObjectIdentifier.init)).count == 10, "one cell for each item")
        #expect(ended.sorted() == (0..<5).map { Self.at($0) }, "each item that left, once")
        #expect(endedWithAnotherItemsCell == [], "announced with the cell that showed it")
    }
}
