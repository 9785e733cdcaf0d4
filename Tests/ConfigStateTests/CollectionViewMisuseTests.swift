import ConfigState
import Testing

// What UIKit raises an exception for never traps here: the data stays as it was (or the
// update is deferred) and the collection view's diagnostics say what happened, with a typed
// kind a test can fail on.
@MainActor
@Suite("CollectionView misuse")
struct CollectionViewMisuseTests {
    typealias DataSource = CollectionViewDiffableDataSource<Int, Int>
    typealias Provider = DataSource.CellProvider

    /// A list of ten rows with the given cell provider, which receives the registration.
    static func makeList(
        provider:
            @escaping @MainActor (
                CollectionView, IndexPath, Int,
                CollectionView.CellRegistration<CollectionViewListCell, Int>
            ) -> CollectionViewCell?
    ) -> (CollectionView, DataSource) {
        let registration = CollectionView.CellRegistration<CollectionViewListCell, Int> {
            cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = "\(item)"
            cell.contentConfiguration = content
        }
        let collectionView = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 44 * 10),
            collectionViewLayout: CollectionViewCompositionalLayout.list(
                using: CollectionLayoutListConfiguration(appearance: .plain)))
        let dataSource = DataSource(collectionView: collectionView) {
            collectionView, indexPath, item in
            provider(collectionView, indexPath, item, registration)
        }
        return (collectionView, dataSource)
    }

    static func snapshot(_ items: [Int]) -> DiffableDataSourceSnapshot<Int, Int> {
        var snapshot = DiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(items, toSection: 0)
        return snapshot
    }

    static func at(_ item: Int) -> IndexPath { IndexPath(item: item, section: 0) }

    static func shownTexts(_ collectionView: CollectionView) -> [String?] {
        collectionView.visibleCells.map(text(of:))
    }

    @Test func duplicateIdentifiersInASnapshotAreRefusedAndReported() throws {
        let (collectionView, dataSource) = Self.makeList {
            collectionView, indexPath, item, registration in
            collectionView.dequeueConfiguredReusableCell(
                using: registration, for: indexPath, item: item)
        }
        var snapshot = Self.snapshot([1, 2])
        snapshot.appendItems([2, 3])  // 2 is already there: the whole call is refused
        snapshot.appendItems([4, 4])  // repeated within one call
        #expect(snapshot.itemIdentifiers == [1, 2])
        dataSource.apply(snapshot)
        let reported = collectionView.diagnostics.diagnostics(of: .invalidDataOperation)
        #expect(reported.count == 2)
        let first = try #require(reported.first)
        #expect(first.source == "appendItems(_:toSection:)")
        #expect(first.properties == ["2"])
        #expect(first.message.contains("not unique"))
        #expect(reported.last?.properties == ["4"])
        #expect(Self.shownTexts(collectionView) == ["1", "2"], "shown as it was before the call")
        #expect(dataSource.snapshot().diagnostics.isEmpty, "the applied snapshot keeps none")
        // Nothing is reported twice when the next snapshot is fine.
        dataSource.apply(Self.snapshot([1, 2, 3]))
        #expect(collectionView.diagnostics.diagnostics(of: .invalidDataOperation).count == 2)
    }

    @Test func aSectionSnapshotsRefusedOperationsAreReportedToo() {
        let (collectionView, dataSource) = Self.makeList {
            collectionView, indexPath, item, registration in
            collectionView.dequeueConfiguredReusableCell(
                using: registration, for: indexPath, item: item)
        }
        var outline = DiffableDataSourceSectionSnapshot<Int>()
        outline.append([1, 2])
        outline.append([3], to: 99)  // no such parent
        dataSource.apply(outline, to: 0)
        #expect(collectionView.diagnostics.diagnostics(of: .invalidDataOperation).count == 1)
        #expect(Self.shownTexts(collectionView) == ["1", "2"])
    }

    @Test func aCellTheProviderDidNotDequeueIsShownAndReported() throws {
        let stray = CollectionViewListCell()
        let (collectionView, dataSource) = Self.makeList {
            collectionView, indexPath, item, registration in
            item == 2
                ? stray
                : collectionView.dequeueConfiguredReusableCell(
                    using: registration, for: indexPath, item: item)
        }
        dataSource.apply(Self.snapshot([1, 2, 3]))
        collectionView.layoutIfNeeded()
        let misuse = collectionView.diagnostics.diagnostics(of: .cellProviderMisuse)
        #expect(misuse.count == 1)
        #expect(misuse.first?.message.contains("a cell it did not dequeue") == true)
        #expect(collectionView.cellForItem(at: Self.at(1)) === stray)
        #expect(stray.superview === collectionView)
        #expect(Self.shownTexts(collectionView) == ["1", nil, "3"])
    }

    @Test func aProviderThatDequeuesTwiceHasTheExtraCellPooledAndReported() throws {
        var returned: CollectionViewCell?
        var extra: CollectionViewCell?
        let (collectionView, dataSource) = Self.makeList {
            collectionView, indexPath, item, registration in
            let first = collectionView.dequeueConfiguredReusableCell(
                using: registration, for: indexPath, item: item)
            guard item == 2 else { return first }
            let second = collectionView.dequeueConfiguredReusableCell(
                using: registration, for: indexPath, item: item)
            extra = first
            returned = second
            return second
        }
        dataSource.apply(Self.snapshot([1, 2]))
        collectionView.layoutIfNeeded()
        let misuse = collectionView.diagnostics.diagnostics(of: .cellProviderMisuse)
        #expect(misuse.count == 1)
        #expect(misuse.first?.message.contains("dequeued a cell") == true)
        #expect(misuse.first?.message.contains("but returned another") == true)
        #expect(collectionView.cellForItem(at: Self.at(1)) === returned)
        #expect(collectionView.pooledCellCount == 1, "the extra cell went back to its pool")
        // The cell returned second is the one shown: the first one dequeued is the extra
        // (the collection view finds the returned cell's record among the two it dequeued).
        #expect(returned?.isHidden == false)
        #expect(extra?.isHidden == true)
        #expect(
            collectionView.subviews.filter { !$0.isHidden }.count == 2,
            "and waits there hidden, as UIKit keeps its reusable cells")
        #expect(Self.shownTexts(collectionView) == ["1", "2"])
    }

    @Test func oneCellReturnedForTwoItemsIsReplacedByAPlaceholder() throws {
        var shared: CollectionViewCell?
        let (collectionView, dataSource) = Self.makeList {
            collectionView, indexPath, item, registration in
            if let shared { return shared }
            let cell = collectionView.dequeueConfiguredReusableCell(
                using: registration, for: indexPath, item: item)
            shared = cell
            return cell
        }
        dataSource.apply(Self.snapshot([1, 2]))
        collectionView.layoutIfNeeded()
        let misuse = collectionView.diagnostics.diagnostics(of: .cellProviderMisuse)
        #expect(misuse.count == 1)
        #expect(misuse.first?.message.contains("already showing the item at [0, 0]") == true)
        #expect(collectionView.cellForItem(at: Self.at(0)) === shared, "item 1 keeps the cell")
        let placeholder = try #require(collectionView.cellForItem(at: Self.at(1)))
        #expect(placeholder !== shared)
        #expect(placeholder.debugName == "placeholder for [0, 1]")
        #expect(collectionView.render().rows.count == 2)
    }

    @Test func aProviderThatReturnsNilGetsAPlaceholderAndADiagnostic() throws {
        let (collectionView, dataSource) = Self.makeList {
            collectionView, indexPath, item, registration in
            item == 2
                ? nil
                : collectionView.dequeueConfiguredReusableCell(
                    using: registration, for: indexPath, item: item)
        }
        dataSource.apply(Self.snapshot([1, 2, 3]))
        let render = collectionView.render()
        #expect(render.rows.map(\.item) == ["1", "2", "3"])
        let misuse = collectionView.diagnostics.diagnostics(of: .cellProviderMisuse)
        #expect(misuse.count == 1, "\(misuse.map(\.message))")
        #expect(misuse.first?.message.contains("returned no cell for item 2 at [0, 1]") == true)
        #expect(collectionView.cellForItem(at: Self.at(1))?.debugName == "placeholder for [0, 1]")
    }

    @Test func applyFromInsideACellProviderIsDeferredThenRun() {
        var applied = false
        var completed = false
        let (collectionView, dataSource) = Self.makeList {
            collectionView, indexPath, item, registration in
            if item == 1 && !applied {
                applied = true
                let dataSource = collectionView.dataSource as? DataSource
                dataSource?.apply(Self.snapshot([1, 2, 3])) { completed = true }
                #expect(dataSource?.snapshot().itemIdentifiers == [1, 2], "not yet")
                #expect(!completed)
            }
            return collectionView.dequeueConfiguredReusableCell(
                using: registration, for: indexPath, item: item)
        }
        dataSource.apply(Self.snapshot([1, 2]))
        collectionView.layoutIfNeeded()
        #expect(applied)
        let reentrant = collectionView.diagnostics.diagnostics(of: .reentrantUpdate)
        #expect(reentrant.count == 1)
        #expect(reentrant.first?.message.contains("the item at [0, 0]") == true)
        #expect(completed, "the deferred apply ran once the layout finished")
        #expect(dataSource.snapshot().itemIdentifiers == [1, 2, 3])
        #expect(Self.shownTexts(collectionView) == ["1", "2", "3"])
        #expect(collectionView.diagnostics.diagnostics(of: .cellProviderMisuse).isEmpty)
    }

    @Test func reloadFromInsideACellProviderIsDeferredToo() {
        var asked = 0
        let (collectionView, dataSource) = Self.makeList {
            collectionView, indexPath, item, registration in
            asked += 1
            if asked == 1 {
                collectionView.reloadItems(at: [IndexPath(item: 1, section: 0)])
            }
            return collectionView.dequeueConfiguredReusableCell(
                using: registration, for: indexPath, item: item)
        }
        dataSource.apply(Self.snapshot([1, 2]))
        collectionView.layoutIfNeeded()
        #expect(collectionView.diagnostics.diagnostics(of: .reentrantUpdate).count == 1)
        #expect(Self.shownTexts(collectionView) == ["1", "2"])
        #expect(asked == 3, "the deferred reload asked for item 2's cell again")
        #expect(collectionView.diagnostics.diagnostics(of: .cellProviderMisuse).isEmpty)
    }

    @Test func aHandlerThatChangesTheVisibleCellsDuringALayoutLeavesThemConsistent() {
        // The layout pass reads the visible cells by position while it brings new ones in;
        // an update handler that reloads another row, or scrolls, from inside the pass
        // changes them under it. The pass notices, looks them up again and lays out again.
        var reloads = 0
        var scrolls = 0
        let (collectionView, dataSource) = Self.makeList {
            collectionView, indexPath, item, registration in
            let cell = collectionView.dequeueConfiguredReusableCell(
                using: registration, for: indexPath, item: item)
            cell.configurationUpdateHandler = { [weak collectionView] _, _ in
                guard let collectionView else { return }
                if item == 11, reloads == 0 {
                    reloads += 1
                    collectionView.reloadItems(at: [Self.at(10)])
                }
                if item == 12, scrolls == 0 {
                    scrolls += 1
                    collectionView.contentOffset = CGPoint(x: 0, y: 44 * 6)
                }
            }
            return cell
        }
        dataSource.apply(Self.snapshot(Array(0..<40)), animatingDifferences: false)
        collectionView.layoutIfNeeded()
        collectionView.contentOffset = CGPoint(x: 0, y: 44 * 3)
        collectionView.layoutIfNeeded()
        #expect(reloads == 1 && scrolls == 1)
        let shown = collectionView.indexPathsForVisibleItems
        #expect(shown == (6..<16).map(Self.at), "the rows the last scroll shows")
        for indexPath in shown {
            let cell = collectionView.cellForItem(at: indexPath)
            #expect(text(of: cell) == "\(indexPath.item)")
            #expect(cell?.frame.minY == 44 * CGFloat(indexPath.item))
        }
        let cells = collectionView.visibleCells.map(ObjectIdentifier.init)
        #expect(Set(cells).count == cells.count, "no cell shows two rows")
    }
}
