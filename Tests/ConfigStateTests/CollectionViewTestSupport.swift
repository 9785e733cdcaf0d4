import ConfigState
import Testing

/// A list as UIKit code builds one: a collection view with a list layout, a registration and a
/// diffable data source — kept together, because the collection view holds its data source
/// weakly. The viewport is `rows` rows of 44 points. Every run of the registration's handler
/// is logged, so tests can tell a re-dequeue or a reconfigure from a cell left alone.
@MainActor
final class ListHarness<Section: Hashable, Item: Hashable> {
    /// What the registration's handler did, in order.
    final class HandlerLog {
        /// Each run: the cell it configured and the item.
        var runs: [(cell: CollectionViewCell, item: Item)] = []

        /// How many times the handler ran for `item`.
        func count(of item: Item) -> Int { runs.count(where: { $0.item == item }) }
    }

    typealias Snapshot = DiffableDataSourceSnapshot<Section, Item>
    typealias Configure = @MainActor (CollectionViewListCell, IndexPath, Item) -> Void

    let collectionView: CollectionView
    let dataSource: CollectionViewDiffableDataSource<Section, Item>
    let log: HandlerLog

    /// A list showing `rows` rows with `appearance`, whose handler runs `configure` — by
    /// default, a list content configuration whose text is the item's description.
    init(
        rows: Int = 10, appearance: CollectionLayoutListConfiguration.Appearance = .plain,
        configure: @escaping Configure = { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = "\(item)"
            cell.contentConfiguration = content
        }
    ) {
        collectionView = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 44 * CGFloat(rows)),
            collectionViewLayout: CollectionViewCompositionalLayout.list(
                using: CollectionLayoutListConfiguration(appearance: appearance)))
        let log = HandlerLog()
        self.log = log
        let registration = CollectionView.CellRegistration<CollectionViewListCell, Item> {
            cell, indexPath, item in
            configure(cell, indexPath, item)
            log.runs.append((cell, item))
        }
        dataSource = CollectionViewDiffableDataSource(collectionView: collectionView) {
            collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(
                using: registration, for: indexPath, item: item)
        }
    }

    /// A snapshot of `sections`, in order.
    static func snapshot(_ sections: KeyValuePairs<Section, [Item]>) -> Snapshot {
        var snapshot = Snapshot()
        for (section, items) in sections {
            snapshot.appendSections([section])
            snapshot.appendItems(items, toSection: section)
        }
        return snapshot
    }

    /// Applies a snapshot of `sections`, in order, and lays out, as the next pass of the run
    /// loop would before anything looks at the screen.
    func apply(_ sections: KeyValuePairs<Section, [Item]>) {
        dataSource.apply(Self.snapshot(sections))
        collectionView.layoutIfNeeded()
    }

    /// The index path of `item` now.
    func indexPath(of item: Item) -> IndexPath? { dataSource.indexPath(for: item) }

    /// The cell showing `item`, after laying out; `nil` when it is not visible.
    func cell(for item: Item) -> CollectionViewCell? {
        collectionView.layoutIfNeeded()
        return indexPath(of: item).flatMap(collectionView.cellForItem(at:))
    }

    /// The visible items, in order.
    var visibleItems: [Item] {
        collectionView.indexPathsForVisibleItems.compactMap(dataSource.itemIdentifier(for:))
    }

    /// The selected items, in index-path order.
    var selectedItems: [Item] {
        (collectionView.indexPathsForSelectedItems ?? []).compactMap(
            dataSource.itemIdentifier(for:))
    }

    /// Selects `item` in code, as an app would.
    func select(_ item: Item) {
        collectionView.selectItem(at: indexPath(of: item), animated: false, scrollPosition: [])
    }

    /// Taps `item`'s accessory of `type`; `false` when there was none to tap.
    @discardableResult
    func tapAccessory(_ type: CellAccessory.AccessoryType, of item: Item) -> Bool {
        guard let indexPath = indexPath(of: item) else { return false }
        return collectionView.tapAccessory(type, ofItemAt: indexPath)
    }

    /// The cells now showing each of `items`, by item.
    func cells(for items: [Item]) -> [Item: ObjectIdentifier] {
        var cells: [Item: ObjectIdentifier] = [:]
        for item in items {
            if let cell = cell(for: item) { cells[item] = ObjectIdentifier(cell) }
        }
        return cells
    }
}

/// A list of integers in one section whose cells show "Row n", with a star image on multiples
/// of 5 and a disclosure indicator on even items.
@MainActor
func makeNumberList(
    items: Int = 100, rows: Int = 20,
    appearance: CollectionLayoutListConfiguration.Appearance = .plain
) -> ListHarness<Int, Int> {
    let list = ListHarness<Int, Int>(rows: rows, appearance: appearance) { cell, _, item in
        var content = cell.defaultContentConfiguration()
        content.text = "Row \(item)"
        content.image = item % 5 == 0 ? Image(systemName: "star") : nil
        cell.contentConfiguration = content
        cell.accessories = item % 2 == 0 ? [.disclosureIndicator()] : []
    }
    list.apply([0: Array(0..<items)])
    return list
}

/// The text a cell's list content configuration shows.
@MainActor
func text(of cell: CollectionViewCell?) -> String? {
    (cell?.contentConfiguration as? ListContentConfiguration)?.text
}

/// A delegate that records every call, in order, as "name [section, item]", and answers the
/// `should` questions as told.
@MainActor
final class RecordingDelegate: CollectionViewDelegate {
    var calls: [String] = []
    /// The cells passed to `willDisplay` and `didEndDisplaying`, in order.
    var displayedCells: [(call: String, cell: CollectionViewCell)] = []
    var allowsHighlight = true
    var allowsSelection = true
    var allowsDeselection = true
    /// The highlighted item each `should…` question saw.
    var highlightedWhenAsked: [IndexPath?] = []

    private func record(_ name: String, _ indexPath: IndexPath) {
        calls.append("\(name) \(indexPath)")
    }

    func collectionView(
        _ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath
    )
        -> Bool
    {
        record("shouldHighlight", indexPath)
        return allowsHighlight
    }
    func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath) {
        record("didHighlight", indexPath)
    }
    func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath)
    {
        record("didUnhighlight", indexPath)
    }
    func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath)
        -> Bool
    {
        record("shouldSelect", indexPath)
        highlightedWhenAsked.append(collectionView.indexPathForHighlightedItem)
        return allowsSelection
    }
    func collectionView(
        _ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath
    ) -> Bool {
        record("shouldDeselect", indexPath)
        highlightedWhenAsked.append(collectionView.indexPathForHighlightedItem)
        return allowsDeselection
    }
    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        record("didSelect", indexPath)
    }
    func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {
        record("didDeselect", indexPath)
    }
    func collectionView(
        _ collectionView: CollectionView, performPrimaryActionForItemAt indexPath: IndexPath
    ) {
        record("performPrimaryAction", indexPath)
    }
    func collectionView(
        _ collectionView: CollectionView, willDisplay cell: CollectionViewCell,
        forItemAt indexPath: IndexPath
    ) {
        record("willDisplay", indexPath)
        displayedCells.append(("willDisplay \(indexPath)", cell))
    }
    func collectionView(
        _ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell,
        forItemAt indexPath: IndexPath
    ) {
        record("didEndDisplaying", indexPath)
        displayedCells.append(("didEndDisplaying \(indexPath)", cell))
    }
}

/// The content offset that puts global row `row` at the top of a list's viewport.
func offset(ofRow row: Int) -> CGPoint {
    CGPoint(x: 0, y: 44 * CGFloat(row))
}
