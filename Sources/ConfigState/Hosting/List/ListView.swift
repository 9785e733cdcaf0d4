/// A headless list: the configuration-state machine a `UICollectionView` list runs, with no
/// pixels — sections of items, a viewport that scrolls, cells dequeued from reuse pools and
/// configured by registrations, and the list-level state (selection, expansion, editing,
/// swipe, reordering, drag and drop, focus, highlight, traits) applied to whichever cell shows
/// each item.
///
/// ```swift
/// let registration = CellRegistration<CollectionViewListCell, Int> { cell, indexPath, item in
///     var content = cell.defaultContentConfiguration()
///     content.text = "Row \(item)"
///     cell.contentConfiguration = content
/// }
/// let list = ListView<Int>(visibleRowCount: 20) { list, indexPath, item in
///     list.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
/// }
/// list.apply([ListSection(Array(0..<100_000))])
/// list.selectItem(3)
/// list.scroll(toRow: 50_000)
/// print(list.statistics)   // cells created stays around the viewport size
/// ```
///
/// Changes are lazy, as in UIKit: they mark the list (or its cells) as needing layout, and
/// ``layoutIfNeeded()`` — which ``render()`` calls — dequeues cells for rows that came into
/// view, returns cells that left it to their registration's pool, applies each item's state
/// to its cell and runs the cells' update passes. List-level state belongs to items: a selected
/// item is selected again on whichever cell shows it after scrolling back.
///
/// The **reuse audit** (``isReuseAuditEnabled``, beyond UIKit) checks every configured cell
/// against a fresh cell configured with the same registration, item and state, and reports any
/// difference in their renders as a ``Diagnostic/Kind/staleState`` diagnostic naming the
/// properties.
@MainActor
public final class ListView<Item: Hashable> {
    /// Makes the cell for an item, usually by calling
    /// ``dequeueConfiguredReusableCell(using:for:item:)``.
    public typealias CellProvider =
        @MainActor (
            _ listView: ListView<Item>, _ indexPath: IndexPath, _ item: Item
        ) -> CollectionViewCell

    /// The phase of a drag session.
    public enum DragPhase: String, Hashable, Sendable {
        /// The items are being lifted.
        case lifting
        /// The items are being dragged.
        case dragging
    }

    let cellProvider: CellProvider

    /// Creates a list.
    ///
    /// - Parameters:
    ///   - traitCollection: The list's traits; its `listEnvironment` is the list's style.
    ///     Default: a plain list.
    ///   - visibleRowCount: How many rows the viewport shows (at least 1). Default 20.
    ///   - cellProvider: Makes the cell for each item.
    public init(
        traitCollection: TraitCollection = TraitCollection(listEnvironment: .plain),
        visibleRowCount: Int = 20, cellProvider: @escaping CellProvider
    ) {
        self.traitCollection = traitCollection
        self.visibleRowCount = max(visibleRowCount, 1)
        self.cellProvider = cellProvider
    }

    // The list's parts, one concern each: the data (ListData.swift), the items' state
    // (ListInteractionState.swift), the reuse pools and the list's record of each cell
    // (ReusePool.swift), the layout pass (ListView+Layout.swift), the reuse audit
    // (ListView+ReuseAudit.swift), and render and statistics (ListView+Render.swift).

    /// The sections and their rows.
    var data = ListData<Item>()
    /// The items' list-level state.
    var state = ListInteractionState<Item>()
    /// What the viewport shows and what the next layout must do.
    var layout = ListLayout<Item>()
    /// Cells waiting to be reused, by registration.
    var pools = ReusePools<any ListCellSlot>()
    /// The list's record of every cell it created, by the cell's identity.
    var slots: [ObjectIdentifier: any ListCellSlot] = [:]
    /// The cell ``reconfigureItems(_:)`` is running the provider for.
    var reconfiguring: (any ListCellSlot)?
    /// Counts for ``statistics``.
    var counters = ListStatistics()

    // MARK: Data

    /// The sections, as last applied.
    public var sections: [ListSection<Item>] { data.sections }

    /// Replaces the data. Items that remain keep their state (selection, expansion, …); state
    /// of items that are gone is dropped, and their cells return to the pools.
    ///
    /// - Complexity: O(*s*) for *s* sections without children, plus O(*n*) for outline
    ///   sections; when a few items have state, one pass over the *n* items compares them;
    ///   with more than four, the first look-up indexes the items (O(*n*)). No set of every
    ///   item is built.
    public func apply(_ sections: [ListSection<Item>]) {
        data.replace(sections, expanded: state.expanded)
        let withState = state.itemsWithState
        if !withState.isEmpty {
            state.keepState(of: data.present(among: withState))
        }
        clampViewport()
    }

    /// Lays the rows out again after the data or the expansion changed.
    func layOutRows() {
        data.layOutRows(expanded: state.expanded)
        clampViewport()
    }

    /// Keeps the viewport inside the rows after they changed, and forces a full layout.
    private func clampViewport() {
        firstVisibleRow = min(firstVisibleRow, max(data.rowCount - visibleRowCount, 0))
        layout.invalidate()
    }

    /// The number of rows, counting only the children of expanded parents.
    public var numberOfRows: Int { data.rowCount }

    /// The number of sections.
    public var numberOfSections: Int { data.sections.count }

    /// The number of rows in `section`, or 0 for a section that does not exist.
    public func numberOfItems(inSection section: Int) -> Int {
        data.numberOfRows(inSection: section)
    }

    /// The item at `indexPath`, or `nil` when there is none.
    public func item(at indexPath: IndexPath) -> Item? {
        data.item(at: indexPath)
    }

    /// The index path of the row showing `item`, or `nil` when it is not shown (absent, or a
    /// child of a collapsed parent).
    ///
    /// - Complexity: O(1) on average; the first look-up after the data or the expansion
    ///   changes indexes the items, in O(*n*).
    public func indexPath(for item: Item) -> IndexPath? {
        guard let location = data.location(of: item), let row = location.row else { return nil }
        return IndexPath(item: row, section: location.section)
    }

    // MARK: Viewport

    /// How many rows the viewport shows; at least 1.
    public var visibleRowCount: Int {
        didSet {
            if visibleRowCount < 1 { visibleRowCount = 1 }
            layout.needsLayout = true
        }
    }

    /// The first row in the viewport.
    public private(set) var firstVisibleRow = 0

    /// Scrolls so that `row` is the first visible row, clamped to the content.
    public func scroll(toRow row: Int) {
        let clamped = min(max(row, 0), max(data.rowCount - visibleRowCount, 0))
        if clamped != firstVisibleRow {
            firstVisibleRow = clamped
            layout.needsLayout = true
        }
    }

    /// Scrolls by `rows` (negative scrolls up), clamped to the content.
    public func scroll(by rows: Int) {
        let (sum, overflow) = firstVisibleRow.addingReportingOverflow(rows)
        scroll(toRow: overflow ? (rows < 0 ? 0 : Int.max) : sum)
    }

    /// The rows in the viewport.
    var visibleRows: Range<Int> {
        // `visibleRowCount` may be as large as `Int.max`: never add it to a row number.
        firstVisibleRow..<firstVisibleRow
            + max(min(visibleRowCount, data.rowCount - firstVisibleRow), 0)
    }

    /// The index paths of the rows in the viewport, top to bottom.
    ///
    /// - Complexity: O(*v* log *s*) for *v* visible rows and *s* sections.
    public var indexPathsForVisibleItems: [IndexPath] {
        visibleRows.compactMap(data.indexPath(ofRow:))
    }

    /// The items in the viewport, top to bottom.
    ///
    /// - Complexity: as ``indexPathsForVisibleItems``.
    public var visibleItems: [Item] { indexPathsForVisibleItems.compactMap(item(at:)) }

    /// The cell showing `item`, after laying out; `nil` when the item is not visible.
    ///
    /// - Complexity: O(1) on average, plus the cost of ``layoutIfNeeded()``.
    public func cell(for item: Item) -> CollectionViewCell? {
        layoutIfNeeded()
        return layout.visible[item]?.cell
    }

    /// The visible cells with their items, top to bottom, after laying out.
    ///
    /// - Complexity: O(*v*) for *v* visible rows, plus the cost of ``layoutIfNeeded()``.
    public var visibleCells: [(item: Item, cell: CollectionViewCell)] {
        layoutIfNeeded()
        return layout.order.compactMap { item in layout.visible[item].map { (item, $0.cell) } }
    }

    // MARK: Traits

    /// The list's traits, given to every cell; changing them updates every visible cell.
    /// Its `listEnvironment` is the list's style (plain, grouped, inset grouped, sidebar).
    public var traitCollection: TraitCollection {
        didSet { if traitCollection != oldValue { layout.needsStateRefresh = true } }
    }

    // MARK: Selection

    /// Whether items can be selected. Default `true`.
    public var allowsSelection = true

    /// Whether several items can be selected at once. Default `false`: selecting an item
    /// deselects the others.
    public var allowsMultipleSelection = false

    // MARK: Reuse audit and diagnostics

    /// Whether every configured cell is checked against a fresh cell configured with the same
    /// registration, item and state (beyond UIKit). Differences are reported as
    /// ``Diagnostic/Kind/staleState`` diagnostics naming the properties. Default `false`.
    public var isReuseAuditEnabled = false

    /// Everything the list and its cells reported.
    public let diagnostics = DiagnosticLog()
}
