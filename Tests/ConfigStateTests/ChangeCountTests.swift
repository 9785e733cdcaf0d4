import Testing

@testable import ConfigState

// A layout pass knows without asking each visible cell that none needs measuring or updating
// when no host changed since it last knew (``HostChanges``): the only changes while it shows
// a new cell are that cell's own. These check that a cell another piece of code changes
// during the pass — a delegate, a handler — is still measured and updated in that pass, and
// that a steady scroll asks no cell.
@MainActor
@Suite("Layout passes that keep count of changes")
struct ChangeCountTests {
    /// Rows whose text is one line, or three for the items in `tall`, set by each cell's
    /// update handler, so that `setNeedsUpdateConfiguration()` on a cell changes its height.
    final class TallRows {
        var tall: Set<Int> = []
        /// The cell that last showed each item.
        var cells: [Int: CollectionViewCell] = [:]
    }

    /// Calls its closures from the display callbacks.
    final class Meddler: CollectionViewDelegate {
        var willDisplay: (IndexPath) -> Void = { _ in }
        var didEndDisplaying: (IndexPath) -> Void = { _ in }

        func collectionView(
            _ collectionView: CollectionView, willDisplay cell: CollectionViewCell,
            forItemAt indexPath: IndexPath
        ) { willDisplay(indexPath) }

        func collectionView(
            _ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell,
            forItemAt indexPath: IndexPath
        ) { didEndDisplaying(indexPath) }
    }

    /// A list of 100 rows showing 10, each a `TallRows` row, laid out; `extra` runs in the
    /// handler after the row is configured.
    private func makeList(
        _ rows: TallRows, extra: @escaping @MainActor (Int) -> Void = { _ in }
    ) -> ListHarness<Int, Int> {
        let list = ListHarness<Int, Int>(rows: 10) { cell, _, item in
            rows.cells[item] = cell
            // Weakly: the rows hold the cells.
            cell.configurationUpdateHandler = { [weak rows] cell, _ in
                var content = ListContentConfiguration.cell()
                let tall = rows?.tall.contains(item) ?? false
                content.text = tall ? "One\nTwo\nThree" : "Row \(item)"
                cell.contentConfiguration = content
            }
            extra(item)
        }
        list.apply([0: Array(0..<100)])
        return list
    }

    /// Marks `item` tall and asks its cell for an update.
    private func makeTall(_ item: Int, in rows: TallRows) {
        rows.tall.insert(item)
        rows.cells[item]?.setNeedsUpdateConfiguration()
    }

    /// Checks that every visible cell is as tall as it measures and placed where the layout
    /// places its item, and that `item`'s row is taller than one line.
    private func expectMeasured(_ list: ListHarness<Int, Int>, tall item: Int) throws {
        let collectionView = list.collectionView
        collectionView.layoutIfNeeded()
        for indexPath in collectionView.indexPathsForVisibleItems {
            let cell = try #require(collectionView.cellForItem(at: indexPath))
            #expect(!cell.needsUpdateConfiguration, "row \(indexPath.item) waits for an update")
            let fitting = cell.systemLayoutSizeFitting(CGSize(width: cell.frame.width, height: 0))
            #expect(cell.frame.height == fitting.height, "row \(indexPath.item) not measured")
            #expect(
                cell.frame
                    == collectionView.collectionViewLayout.layoutAttributesForItem(at: indexPath)?
                    .frame)
        }
        let tall = try #require(collectionView.cellForItem(at: IndexPath(item: item, section: 0)))
        #expect(tall.frame.height > 60)
    }

    /// The display callbacks a delegate may change another visible cell from.
    enum Callback: CaseIterable {
        case willDisplay, didEndDisplaying
    }

    @Test(arguments: Callback.allCases)
    func aCellADisplayCallbackChangesIsMeasured(_ callback: Callback) throws {
        let rows = TallRows()
        let list = makeList(rows)
        let meddler = Meddler()
        // Scrolling a row down shows row 10 and ends row 0's display.
        switch callback {
        case .willDisplay:
            meddler.willDisplay = { if $0.item == 10 { self.makeTall(3, in: rows) } }
        case .didEndDisplaying:
            meddler.didEndDisplaying = { if $0.item == 0 { self.makeTall(3, in: rows) } }
        }
        list.collectionView.delegate = meddler
        list.collectionView.contentOffset = CGPoint(x: 0, y: 44)
        try expectMeasured(list, tall: 3)
    }

    @Test func aCellAHandlerChangesIsMeasured() throws {
        let rows = TallRows()
        let list = makeList(rows) { item in
            // Row 10 comes in only with the scroll.
            if item == 10 { self.makeTall(5, in: rows) }
        }
        list.collectionView.contentOffset = CGPoint(x: 0, y: 44)
        try expectMeasured(list, tall: 5)
    }

    @Test func aCellChangedBetweenPassesIsMeasured() throws {
        let rows = TallRows()
        let list = makeList(rows)
        makeTall(6, in: rows)
        list.collectionView.contentOffset = CGPoint(x: 0, y: 44)
        try expectMeasured(list, tall: 6)
        // And without a scroll.
        makeTall(7, in: rows)
        try expectMeasured(list, tall: 7)
    }

    @Test func aNarrowerListMeasuresEveryCellAgain() throws {
        let list = ListHarness<Int, Int>(rows: 10) { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = "A row whose text wraps onto more lines as the list narrows \(item)"
            cell.contentConfiguration = content
        }
        list.apply([0: Array(0..<100)])
        let collectionView = list.collectionView
        let wide = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        let wideHeight = wide.frame.height
        // No host changes: only the layout's widths do.
        collectionView.frame = CGRect(x: 0, y: 0, width: 200, height: 440)
        collectionView.layoutIfNeeded()
        let narrow = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(narrow.frame.height > wideHeight)
        for indexPath in collectionView.indexPathsForVisibleItems {
            let cell = try #require(collectionView.cellForItem(at: indexPath))
            let fitting = cell.systemLayoutSizeFitting(CGSize(width: 200, height: 0))
            #expect(cell.frame.width == 200)
            #expect(cell.frame.height == fitting.height, "row \(indexPath.item) not measured")
        }
    }

    @Test func aSteadyScrollAsksNoCell() {
        let rows = TallRows()
        let list = makeList(rows)
        let collectionView = list.collectionView
        // The first scroll after the first layout may ask; from then on, none does.
        collectionView.contentOffset = CGPoint(x: 0, y: 44)
        collectionView.layoutIfNeeded()
        let walks = collectionView.visibleViewWalks
        for row in [2, 3, 4, 10, 9, 30, 29] {
            collectionView.contentOffset = CGPoint(x: 0, y: 44 * CGFloat(row))
            collectionView.layoutIfNeeded()
        }
        #expect(collectionView.visibleViewWalks == walks)
        #expect(collectionView.viewsCleanAt?.changes == HostChanges.count)
        // A change anywhere: the next pass asks.
        makeTall(31, in: rows)
        collectionView.contentOffset = CGPoint(x: 0, y: 44 * 28)
        collectionView.layoutIfNeeded()
        #expect(collectionView.visibleViewWalks > walks)
    }
}
