// The list baselines: a list written by hand, without the library, doing the collection
// view's scroll, jump and apply work — 20 plain cell objects for 20 visible 44-point rows,
// reused as rows leave and come in, each reset and configured as the library's registration
// configures its cell. Each is checked, before it is counted, to show the rows the collection
// view shows. Two variants hold the library's values: the content configuration alone, and
// the configuration shown and measured in a list content view.

@_spi(Benchmarks) import ConfigState

/// A row's cell as an app writes it without the library: what it shows, and where.
final class PlainCell {
    var item = -1
    var text: String?
    var secondaryText: String?
    var image: Image?
    var isSelected = false
    var frame = CGRect.zero

    /// Forgets the last row, as `prepareForReuse()` does.
    func reset() {
        item = -1
        text = nil
        secondaryText = nil
        image = nil
        isSelected = false
    }
}

/// A row's cell that holds the library's content configuration, updated for the row's state
/// — the plain list with the library's values in it.
final class ConfiguredPlainCell {
    var item = -1
    var content = ListContentConfiguration.cell()
    var frame = CGRect.zero
}

/// A row's cell that shows the library's content configuration in the library's list content
/// view and sizes its row from it — the plain list showing and measuring its rows with the
/// library's view, without the collection view.
@MainActor
final class ContentViewCell {
    var item = -1
    let contentView = ListContentView(configuration: .cell())
    var frame = CGRect.zero
}

let rowStar = Image(systemName: "star")
let rowFilledStar = Image(systemName: "star.fill")

/// The registration's work for `item`, shared by the collection view's workloads and these: a
/// typical list row (text, secondary text, image), every row the same height, so that a scroll
/// of one row's height brings in exactly one row.
func scrollRowTexts(_ item: Int) -> (text: String, secondary: String?, image: Image?) {
    (
        "Row", item.isMultiple(of: 3) ? "Detail" : "Details",
        item.isMultiple(of: 4) ? rowFilledStar : rowStar
    )
}

/// A hand-written list of `items` showing `visible` rows from `firstRow`: the cell of row `r`
/// is `cells[r % visible]`, so a scroll reuses exactly the cells whose rows left. Its rows are
/// `rowHeight` high: the height the collection view measures for the same row.
struct PlainList<Cell: AnyObject> {
    var items: [Int]
    let cells: [Cell]
    private(set) var firstRow = 0
    let configure: (Cell, Int, Int) -> Void

    init(
        items: [Int], visible: Int, make: () -> Cell, configure: @escaping (Cell, Int, Int) -> Void
    ) {
        self.items = items
        cells = (0..<visible).map { _ in make() }
        self.configure = configure
        for row in 0..<min(visible, items.count) { configure(cells[row], row, items[row]) }
    }

    /// Scrolls so that `row` is the first visible row: the rows that left give their cells to
    /// the rows that came in.
    mutating func scroll(toFirstRow row: Int) {
        let visible = cells.count
        let newRows: Range<Int>
        if abs(row - firstRow) >= visible {
            newRows = row..<row + visible
        } else if row > firstRow {
            newRows = firstRow + visible..<row + visible
        } else {
            newRows = row..<firstRow
        }
        firstRow = row
        for incoming in newRows where incoming < items.count {
            configure(cells[incoming % visible], incoming, items[incoming])
        }
    }

    /// The cell showing `row`, if it is visible.
    func cell(forRow row: Int) -> Cell? {
        (firstRow..<firstRow + cells.count).contains(row) ? cells[row % cells.count] : nil
    }
}

/// A plain list whose cells are reset and configured as the registration configures its cell.
@MainActor
func makePlainList(items: [Int]) -> PlainList<PlainCell> {
    let listRowHeight = listRowHeight
    return PlainList(items: items, visible: 20, make: PlainCell.init) { cell, row, item in
        cell.reset()
        cell.item = item
        let texts = scrollRowTexts(item)
        cell.text = texts.text
        cell.secondaryText = texts.secondary
        cell.image = texts.image
        cell.frame = CGRect(
            x: 0, y: listRowHeight * CGFloat(row), width: 390, height: listRowHeight)
    }
}

/// The content configuration of `item`'s row, set as the registration sets it, from a factory.
@inline(__always)
func scrollRowContent(_ item: Int) -> ListContentConfiguration {
    var content = ListContentConfiguration.cell()
    let texts = scrollRowTexts(item)
    content.text = texts.text
    content.secondaryText = texts.secondary
    content.image = texts.image
    return content
}

/// A plain list whose cells hold the library's content configuration, set as the registration
/// sets it and updated for the row's (normal) state.
@MainActor
func makeConfiguredPlainList(items: [Int]) -> PlainList<ConfiguredPlainCell> {
    let listRowHeight = listRowHeight
    let state = CellConfigurationState(traitCollection: TraitCollection())
    return PlainList(items: items, visible: 20, make: ConfiguredPlainCell.init) {
        cell, row, item in
        cell.item = item
        cell.content = scrollRowContent(item).updated(for: state)
        cell.frame = CGRect(
            x: 0, y: listRowHeight * CGFloat(row), width: 390, height: listRowHeight)
    }
}

/// A plain list whose cells show the library's content configuration in a list content view,
/// set as the registration sets it, updated for the row's (normal) state, and measured at the
/// list's width: each row as tall as its content view answers (every row alike, so row `r`
/// starts at `r` times that height).
@MainActor
func makeContentViewList(items: [Int]) -> PlainList<ContentViewCell> {
    let state = CellConfigurationState(traitCollection: TraitCollection())
    let target = CGSize(width: 390, height: 0)
    return PlainList(items: items, visible: 20, make: ContentViewCell.init) {
        cell, row, item in
        cell.item = item
        cell.contentView.configuration = scrollRowContent(item).updated(for: state)
        let height = cell.contentView.systemLayoutSizeFitting(target).height
        cell.frame = CGRect(x: 0, y: height * CGFloat(row), width: 390, height: height)
    }
}

/// Checks that a plain list shows what a collection view scrolled to the same row shows.
@MainActor
func checkPlainListMatches(
    _ list: PlainList<PlainCell>, _ collectionView: CollectionView,
    _ dataSource: CollectionViewDiffableDataSource<Int, Int>
) {
    var checked = 0
    for cell in collectionView.visibleCells {
        guard let indexPath = collectionView.indexPath(for: cell),
            let plain = list.cell(forRow: indexPath.item),
            let content = (cell as? CollectionViewListCell)?.contentConfiguration
                as? ListContentConfiguration
        else { continue }
        precondition(plain.item == dataSource.itemIdentifier(for: indexPath))
        precondition(plain.text == content.text && plain.secondaryText == content.secondaryText)
        precondition(plain.image == content.image && plain.frame == cell.frame)
        checked += 1
    }
    precondition(checked == 20, "the collection view shows \(checked) of the plain list's rows")
}

/// The registration the scroll and jump workloads configure cells with.
@MainActor
let scrollRegistration = CollectionView.CellRegistration<CollectionViewListCell, Int> {
    cell, _, item in
    var content = cell.defaultContentConfiguration()
    let texts = scrollRowTexts(item)
    content.text = texts.text
    content.secondaryText = texts.secondary
    content.image = texts.image
    cell.contentConfiguration = content
}

/// The height the collection view's list layout measures for a row of `scrollRowTexts`.
@MainActor
let listRowHeight: CGFloat = {
    let (collectionView, dataSource) = makeList(registration: scrollRegistration)
    dataSource.apply(snapshot(of: [0, 1]), animatingDifferences: false)
    collectionView.layoutIfNeeded()
    let heights = collectionView.visibleCells.map(\.frame.height)
    precondition(heights.count == 2 && heights[0] == heights[1])
    return heights[0]
}()

/// A workload's state from one iteration to the next, in a class whose property skips the
/// runtime's exclusivity check. A variable the iteration's closure captured is checked on
/// every access (measured: about 500 of the hand-written list's 1 041 instructions a scroll,
/// and about 380 of the collection view's), which is the harness's cost, not the list's.
final class IterationState<Value> {
    @exclusivity(unchecked) var value: Value
    init(_ value: Value) { self.value = value }
}

/// A row's cell of a hand-written list: it knows the item it shows.
@MainActor
protocol PlainListCell: AnyObject {
    var item: Int { get }
}

extension PlainCell: PlainListCell {}
extension ConfiguredPlainCell: PlainListCell {}
extension ContentViewCell: PlainListCell {}

/// An iteration scrolling `list` down by `rows` rows, back to the top after `lastFirstRow`,
/// and checking the last visible row's item. Inlined, so that each list's runs specialised.
@MainActor @inline(__always)
func scrolling<Cell: PlainListCell>(
    _ list: IterationState<PlainList<Cell>>, byRows rows: Int, lastFirstRow: Int
) -> () -> Void {
    let cursor = IterationState(0)
    return {
        let row = cursor.value + rows > lastFirstRow ? 0 : cursor.value + rows
        cursor.value = row
        list.value.scroll(toFirstRow: row)
        precondition(list.value.cell(forRow: row + 19)?.item == row + 19)
    }
}

/// A collection view over `count` items scrolled by `rows` rows per iteration, and, with
/// `baselines`, the hand-written lists doing the same. The items are made when the workload
/// is set up, so that a run of another workload does not pay for them.
@MainActor
func scrollWorkloads(
    items count: Int = 100_000, rows: Int, label: String, iterations: (low: Int, high: Int),
    baselines: Bool = true
) -> [String: Workload] {
    let lastFirstRow = count - 20
    let collectionView = Workload(
        summary:
            "the collection view: \(label) of \(count) items through 20 visible rows, laid out",
        iterations: iterations
    ) {
        let items = Array(0..<count)
        // 20 rows high, less half a point: rows `row` to `row + 19` show, the next starts
        // just below.
        let (collectionView, dataSource) = makeList(
            registration: scrollRegistration, height: 20 * listRowHeight - 0.5)
        dataSource.apply(snapshot(of: items), animatingDifferences: false)
        collectionView.layoutIfNeeded()
        var check = makePlainList(items: items)
        for step in 1...3 {
            collectionView.contentOffset = CGPoint(
                x: 0, y: listRowHeight * CGFloat(step * rows))
            collectionView.layoutIfNeeded()
            check.scroll(toFirstRow: step * rows)
            checkPlainListMatches(check, collectionView, dataSource)
        }
        let cursor = IterationState(3 * rows)
        return {
            let row = cursor.value + rows > lastFirstRow ? 0 : cursor.value + rows
            cursor.value = row
            collectionView.contentOffset = CGPoint(x: 0, y: listRowHeight * CGFloat(row))
            collectionView.layoutIfNeeded()
            precondition(
                dataSource.itemIdentifier(for: IndexPath(item: row + 19, section: 0))
                    == row + 19)
        }
    }
    guard baselines else { return ["list-\(label)": collectionView] }
    let items = Array(0..<count)
    return [
        "list-\(label)": collectionView,
        "handlist-\(label)": Workload(
            summary: "a hand-written list of 20 plain cells doing the same \(label)",
            iterations: iterations
        ) {
            let list = IterationState(makePlainList(items: items))
            return scrolling(list, byRows: rows, lastFirstRow: lastFirstRow)
        },
        "handlist-views-\(label)": Workload(
            summary:
                "the same hand-written list, its cells list content views showing the library's "
                + "content configuration, each row measured",
            iterations: iterations
        ) {
            let list = IterationState(makeContentViewList(items: items))
            // Its rows are the collection view's: the same height, so the same frames.
            precondition(list.value.cell(forRow: 0)?.frame.height == listRowHeight)
            return scrolling(list, byRows: rows, lastFirstRow: lastFirstRow)
        },
        "handlist-config-\(label)": Workload(
            summary:
                "the same hand-written list, its cells holding the library's content configuration",
            iterations: iterations
        ) {
            let list = IterationState(makeConfiguredPlainList(items: items))
            return scrolling(list, byRows: rows, lastFirstRow: lastFirstRow)
        },
    ]
}

/// The hand-written list applying the same 1 000 000 items again while one is selected: it
/// replaces its items and indexes them (item to row) to find the selected item's new row. No
/// visible row changes, so no cell is configured (the collection view configures none either).
@MainActor
func handWrittenApplyWorkload() -> Workload {
    Workload(
        summary:
            "a hand-written list applying the same 1 000 000 items again while one is selected"
    ) {
        let items = shuffledItems(1_000_000)
        var list = makePlainList(items: items)
        let selectedItem = items[500_000]
        var selectedRow = 500_000
        return {
            list.items = items
            var rows: [Int: Int] = [:]
            rows.reserveCapacity(items.count)
            for (row, item) in items.enumerated() { rows[item] = row }
            selectedRow = rows[selectedItem] ?? -1
            precondition(selectedRow == 500_000 && list.cell(forRow: 0)?.item == items[0])
        }
    }
}
