/// A headless list: the configuration-state machine a `UICollectionView` list runs, with no
/// pixels — sections of items, a viewport that scrolls, cells dequeued from reuse pools and
/// configured by registrations, and the list-level state (selection, expansion, editing,
/// swipe, reordering, drag and drop, focus, highlight, traits) applied to whichever cell shows
/// each item.
///
/// ```swift
/// let registration = CellRegistration<ListCell, Int> { cell, indexPath, item in
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
public final class ListView<Item: Hashable> {
    /// Makes the cell for an item, usually by calling
    /// ``dequeueConfiguredReusableCell(using:for:item:)``.
    public typealias CellProvider = (
        _ listView: ListView<Item>, _ indexPath: ListIndexPath, _ item: Item
    ) -> Cell

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

    // MARK: Data

    /// The sections, as last applied.
    public private(set) var sections: [ListSection<Item>] = []
    /// Visible rows per section: nil when the section has no children (its items are its rows).
    var _outlineRows: [[(item: Item, level: Int)]?] = []
    /// The global row at which each section starts.
    var _sectionStarts: [Int] = []
    var _rowCount = 0

    /// Replaces the data. Items that remain keep their state (selection, expansion, …); state
    /// of items that are gone is dropped, and their cells return to the pools.
    public func apply(_ sections: [ListSection<Item>]) {
        self.sections = sections
        _dropStateOfRemovedItems()
        _rebuildRows()
    }

    /// Forgets the state of items no longer in the data. Builds the set of present items only
    /// when some item has state, so that applying a large list without state costs no more
    /// memory than the list itself.
    func _dropStateOfRemovedItems() {
        let hasState =
            !selectedItems.isEmpty || !expandedItems.isEmpty || highlightedItem != nil
            || focusedItem != nil || swipedItem != nil || reorderingItem != nil
            || dropTarget != nil || _drag != nil
        guard hasState else { return }
        var present = Set<Item>()
        for section in sections {
            for item in section.items { present.insert(item) }
            for (parent, children) in section.children {
                present.insert(parent)
                for child in children { present.insert(child) }
            }
        }
        selectedItems = selectedItems.filter(present.contains)
        expandedItems = expandedItems.filter(present.contains)
        if let item = highlightedItem, !present.contains(item) { highlightedItem = nil }
        if let item = focusedItem, !present.contains(item) { focusedItem = nil }
        if let item = swipedItem, !present.contains(item) { swipedItem = nil }
        if let item = reorderingItem, !present.contains(item) { reorderingItem = nil }
        if let item = dropTarget, !present.contains(item) { dropTarget = nil }
        if let drag = _drag { _drag = (drag.items.filter(present.contains), drag.phase) }
    }

    func _rebuildRows() {
        _outlineRows = sections.map { section in
            guard !section.children.isEmpty else { return nil }
            var rows: [(item: Item, level: Int)] = []
            func add(_ items: [Item], level: Int, visiting: inout Set<Item>) {
                for item in items {
                    rows.append((item, level))
                    // A parent that lists itself among its descendants would loop; stop there.
                    if expandedItems.contains(item), let children = section.children[item],
                        visiting.insert(item).inserted
                    {
                        add(children, level: level + 1, visiting: &visiting)
                        visiting.remove(item)
                    }
                }
            }
            var visiting = Set<Item>()
            add(section.items, level: 0, visiting: &visiting)
            return rows
        }
        _sectionStarts = []
        var start = 0
        for (index, section) in sections.enumerated() {
            _sectionStarts.append(start)
            start += _outlineRows[index]?.count ?? section.items.count
        }
        _rowCount = start
        firstVisibleRow = min(firstVisibleRow, max(_rowCount - visibleRowCount, 0))
        _laidOutRows = nil
        _needsLayout = true
    }

    /// The number of rows, counting only the children of expanded parents.
    public var numberOfRows: Int { _rowCount }

    /// The number of sections.
    public var numberOfSections: Int { sections.count }

    /// The number of rows in `section`, or 0 for a section that does not exist.
    public func numberOfItems(inSection section: Int) -> Int {
        guard sections.indices.contains(section) else { return 0 }
        return _outlineRows[section]?.count ?? sections[section].items.count
    }

    /// The item at `indexPath`, or `nil` when there is none.
    public func item(at indexPath: ListIndexPath) -> Item? {
        guard sections.indices.contains(indexPath.section), indexPath.item >= 0 else { return nil }
        if let rows = _outlineRows[indexPath.section] {
            return indexPath.item < rows.count ? rows[indexPath.item].item : nil
        }
        return sections[indexPath.section].items._element(at: indexPath.item)
    }

    func _row(_ indexPath: ListIndexPath) -> (item: Item, level: Int)? {
        guard sections.indices.contains(indexPath.section), indexPath.item >= 0 else { return nil }
        if let rows = _outlineRows[indexPath.section] {
            return indexPath.item < rows.count ? rows[indexPath.item] : nil
        }
        let items = sections[indexPath.section].items
        return indexPath.item < items.count ? (items[indexPath.item], 0) : nil
    }

    /// The index path of a global row number.
    func _indexPath(ofRow row: Int) -> ListIndexPath? {
        guard row >= 0, row < _rowCount else { return nil }
        // The last section starting at or before `row` (binary search).
        var low = 0
        var high = _sectionStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if _sectionStarts[middle] <= row { low = middle } else { high = middle - 1 }
        }
        // Skip empty sections that start at the same row.
        var section = low
        while section + 1 < _sectionStarts.count, _sectionStarts[section + 1] <= row {
            section += 1
        }
        return ListIndexPath(item: row - _sectionStarts[section], section: section)
    }

    /// The index path of the row showing `item`, or `nil` when it is not shown (absent, or a
    /// child of a collapsed parent). Linear in the number of rows.
    public func indexPath(for item: Item) -> ListIndexPath? {
        for (sectionIndex, section) in sections.enumerated() {
            if let rows = _outlineRows[sectionIndex] {
                if let index = rows.firstIndex(where: { $0.item == item }) {
                    return ListIndexPath(item: index, section: sectionIndex)
                }
            } else if let index = section.items.firstIndex(of: item) {
                return ListIndexPath(item: index, section: sectionIndex)
            }
        }
        return nil
    }

    // MARK: Viewport

    /// How many rows the viewport shows; at least 1.
    public var visibleRowCount: Int {
        didSet {
            if visibleRowCount < 1 { visibleRowCount = 1 }
            _needsLayout = true
        }
    }

    /// The first row in the viewport.
    public private(set) var firstVisibleRow = 0

    /// Scrolls so that `row` is the first visible row, clamped to the content.
    public func scroll(toRow row: Int) {
        let clamped = min(max(row, 0), max(_rowCount - visibleRowCount, 0))
        if clamped != firstVisibleRow {
            firstVisibleRow = clamped
            _needsLayout = true
        }
    }

    /// Scrolls by `rows` (negative scrolls up), clamped to the content.
    public func scroll(by rows: Int) {
        let (sum, overflow) = firstVisibleRow.addingReportingOverflow(rows)
        scroll(toRow: overflow ? (rows < 0 ? 0 : Int.max) : sum)
    }

    /// The index paths of the rows in the viewport, top to bottom.
    public var indexPathsForVisibleItems: [ListIndexPath] {
        let end = min(firstVisibleRow + visibleRowCount, _rowCount)
        guard firstVisibleRow < end else { return [] }
        return (firstVisibleRow..<end).compactMap(_indexPath(ofRow:))
    }

    /// The items in the viewport, top to bottom.
    public var visibleItems: [Item] { indexPathsForVisibleItems.compactMap(item(at:)) }

    /// The cell showing `item`, after laying out; `nil` when the item is not visible.
    public func cell(for item: Item) -> Cell? {
        layoutIfNeeded()
        return _visibleCells[item]
    }

    /// The visible cells with their items, top to bottom, after laying out.
    public var visibleCells: [(item: Item, cell: Cell)] {
        layoutIfNeeded()
        return _visibleOrder.compactMap { item in _visibleCells[item].map { (item, $0) } }
    }

    // MARK: Traits

    /// The list's traits, given to every cell; changing them updates every visible cell.
    /// Its `listEnvironment` is the list's style (plain, grouped, inset grouped, sidebar).
    public var traitCollection: TraitCollection {
        didSet { if traitCollection != oldValue { _needsStateRefresh = true } }
    }

    // MARK: List-level state (it belongs to items, not cells)

    /// Whether items can be selected. Default `true`.
    public var allowsSelection = true

    /// Whether several items can be selected at once. Default `false`: selecting an item
    /// deselects the others.
    public var allowsMultipleSelection = false

    /// The selected items.
    public private(set) var selectedItems: Set<Item> = []

    /// Selects `item` (with single selection, deselecting the others). Ignored when
    /// selection is off or the item is not in the list.
    public func selectItem(_ item: Item) {
        guard allowsSelection, _contains(item) else { return }
        if !allowsMultipleSelection { selectedItems.removeAll() }
        selectedItems.insert(item)
        _needsStateRefresh = true
    }

    /// Deselects `item`.
    public func deselectItem(_ item: Item) {
        if selectedItems.remove(item) != nil { _needsStateRefresh = true }
    }

    /// Deselects every item.
    public func deselectAllItems() {
        if !selectedItems.isEmpty {
            selectedItems.removeAll()
            _needsStateRefresh = true
        }
    }

    /// The highlighted (touched-down) item, if any.
    public private(set) var highlightedItem: Item?

    /// Highlights `item`, or ends the highlight with `nil`.
    public func highlightItem(_ item: Item?) {
        highlightedItem = item.flatMap { _contains($0) ? $0 : nil }
        _needsStateRefresh = true
    }

    /// The focused item, if any.
    public private(set) var focusedItem: Item?

    /// Moves focus to `item`, or clears it with `nil`.
    public func focusItem(_ item: Item?) {
        focusedItem = item.flatMap { _contains($0) ? $0 : nil }
        _needsStateRefresh = true
    }

    /// Whether the list is in editing mode; every cell is editing while it is.
    public var isEditing = false {
        didSet { if isEditing != oldValue { _needsStateRefresh = true } }
    }

    /// The item swiped to show its actions, if any (one at a time).
    public private(set) var swipedItem: Item?

    /// Swipes `item`, or ends the swipe with `nil`.
    public func swipeItem(_ item: Item?) {
        swipedItem = item.flatMap { _contains($0) ? $0 : nil }
        _needsStateRefresh = true
    }

    /// The expanded outline items.
    public private(set) var expandedItems: Set<Item> = []

    /// Expands `item`, showing its children.
    public func expandItem(_ item: Item) {
        guard _contains(item), expandedItems.insert(item).inserted else { return }
        _rebuildRows()
        _needsStateRefresh = true
    }

    /// Collapses `item`, hiding its children.
    public func collapseItem(_ item: Item) {
        guard expandedItems.remove(item) != nil else { return }
        _rebuildRows()
        _needsStateRefresh = true
    }

    /// The item being reordered, if any.
    public private(set) var reorderingItem: Item?

    /// Starts reordering `item` (it must be a top-level item of its section).
    public func beginReordering(_ item: Item) {
        guard _contains(item) else { return }
        reorderingItem = item
        _needsStateRefresh = true
    }

    /// Moves the item being reordered to `index` among its section's top-level items (clamped).
    public func moveReorderingItem(to index: Int) {
        guard let item = reorderingItem else { return }
        for sectionIndex in sections.indices {
            if let from = sections[sectionIndex].items.firstIndex(of: item) {
                sections[sectionIndex].items.remove(at: from)
                let to = min(max(index, 0), sections[sectionIndex].items.count)
                sections[sectionIndex].items.insert(item, at: to)
                _rebuildRows()
                return
            }
        }
    }

    /// Ends reordering.
    public func endReordering() {
        reorderingItem = nil
        _needsStateRefresh = true
    }

    var _drag: (items: Set<Item>, phase: DragPhase)?

    /// The items being dragged and the drag's phase, if a drag is under way.
    public var dragSession: (items: Set<Item>, phase: DragPhase)? { _drag }

    /// The item a drop would land on, if any.
    public private(set) var dropTarget: Item?

    /// Starts lifting `items` for a drag. While a drag is under way every other cell is a
    /// possible drop destination (``CellConfigurationState/DropState/notTargeted``).
    public func beginDrag(_ items: [Item]) {
        let present = items.filter(_contains)
        guard !present.isEmpty else { return }
        _drag = (Set(present), .lifting)
        _needsStateRefresh = true
    }

    /// Moves a lifted drag into its dragging phase.
    public func continueDrag() {
        guard let drag = _drag else { return }
        _drag = (drag.items, .dragging)
        _needsStateRefresh = true
    }

    /// Targets `item` as the drop destination, or none with `nil`.
    public func setDropTarget(_ item: Item?) {
        guard _drag != nil else { return }
        dropTarget = item.flatMap { _contains($0) ? $0 : nil }
        _needsStateRefresh = true
    }

    /// Ends the drag session.
    public func endDrag() {
        _drag = nil
        dropTarget = nil
        _needsStateRefresh = true
    }

    /// Whether `item` is anywhere in the data. Linear in the number of items.
    func _contains(_ item: Item) -> Bool {
        for section in sections {
            if section.items.contains(item) { return true }
            for (parent, children) in section.children
            where parent == item || children.contains(item) {
                return true
            }
        }
        return false
    }

    // MARK: Reconfigure and reload

    var _reconfiguring: (item: Item, cell: Cell)?

    /// Runs the cell provider again for each visible item on the cell that shows it, as UIKit's
    /// `reconfigureItems`. The provider must dequeue with the same registration; if it uses a
    /// different one the old cell goes back to its pool, as a reload.
    public func reconfigureItems(_ items: [Item]) {
        layoutIfNeeded()
        for item in items {
            guard let cell = _visibleCells[item], let indexPath = _visibleIndexPath(of: item) else {
                continue
            }
            _reconfiguring = (item, cell)
            let result = cellProvider(self, indexPath, item)
            _reconfiguring = nil
            if result !== cell {
                _enqueue(cell)
                _visibleCells[item] = result
            }
            result._listRecord?.configuredSinceAudit = true
        }
        _needsStateRefresh = true
    }

    /// Returns the cells of the visible `items` to their pools and dequeues new ones through the
    /// cell provider, as UIKit's `reloadItems`.
    public func reloadItems(_ items: [Item]) {
        layoutIfNeeded()
        for item in items {
            guard let cell = _visibleCells.removeValue(forKey: item) else { continue }
            _enqueue(cell)
        }
        _laidOutRows = nil
        _needsLayout = true
    }

    func _visibleIndexPath(of item: Item) -> ListIndexPath? {
        indexPathsForVisibleItems.first { self.item(at: $0) == item }
    }

    // MARK: Dequeuing and the pools

    /// The reuse pools, one per registration. Each is a class, so that taking a cell from it or
    /// returning one mutates the pool in place instead of through the dictionary.
    var _pools: [ObjectIdentifier: _CellPool] = [:]
    var _visibleCells: [Item: Cell] = [:]
    var _visibleOrder: [Item] = []
    /// The outline level of each visible item in an outline section.
    var _visibleLevels: [Item: Int] = [:]
    var _createdCells: [Cell] = []
    var _counters = ListStatistics()

    /// Returns a cell from `registration`'s pool — after its ``Cell/prepareForReuse()`` — or a
    /// new one, sets the list's traits on it, and runs the registration's handler with the
    /// item: UIKit's `dequeueConfiguredReusableCell(using:for:item:)`.
    ///
    /// Call it from the cell provider.
    public func dequeueConfiguredReusableCell<RegisteredCell, RegisteredItem>(
        using registration: CellRegistration<RegisteredCell, RegisteredItem>,
        for indexPath: ListIndexPath,
        item: RegisteredItem
    ) -> RegisteredCell {
        let key = registration.reuseKey
        _counters.cellsDequeued += 1
        let cell: RegisteredCell
        if let reconfiguring = _reconfiguring, reconfiguring.cell._reuseKey == key,
            let existing = reconfiguring.cell as? RegisteredCell
        {
            cell = existing
        } else if let pool = _pools[key], let reused = pool.cells.popLast() as? RegisteredCell {
            _counters.cellsReused += 1
            reused.prepareForReuse()
            cell = reused
        } else {
            cell = RegisteredCell()
            cell._reuseKey = key
            _counters.cellsCreated += 1
            _createdCells.append(cell)
        }
        cell.diagnosticSink = diagnostics
        cell.traitCollection = traitCollection
        cell.isEditing = isEditing
        // Remember how this configuration is made — for the audit's fresh twin, the cell's
        // name in diagnostics (from now on: the handler's own diagnostics name the new item)
        // and the handler's indentation — in the cell's one record, updated in place so that
        // dequeuing allocates nothing after the cell's first use.
        let record: _TypedListCellRecord<RegisteredCell, RegisteredItem>
        if let existing = cell._listRecord as? _TypedListCellRecord<RegisteredCell, RegisteredItem>
        {
            record = existing
            record.registration = registration
            record.indexPath = indexPath
            record.item = item
            record.traits = traitCollection
            record.isEditing = isEditing
        } else {
            record = _TypedListCellRecord(
                registration: registration, indexPath: indexPath, item: item,
                traits: traitCollection, isEditing: isEditing)
            cell._listRecord = record
        }
        registration.handler(cell, indexPath, item)
        record.configuredSinceAudit = true
        if let listCell = cell as? ListCell {
            record.handlerIndentation = listCell.indentationLevel
        }
        return cell
    }

    func _enqueue(_ cell: Cell) {
        guard let key = cell._reuseKey else { return }
        if let pool = _pools[key] {
            pool.cells.append(cell)
        } else {
            let pool = _CellPool()
            pool.cells.append(cell)
            _pools[key] = pool
        }
    }

    /// How many cells wait in the reuse pools.
    public var pooledCellCount: Int { _pools.values.reduce(0) { $0 + $1.cells.count } }

    // MARK: Layout

    var _needsLayout = true
    var _needsStateRefresh = true

    /// Brings the visible cells up to date: dequeues cells for rows that came into view, returns
    /// cells that left it to their pools, applies each item's state to its cell, runs the cells'
    /// update passes, and — with the audit on — checks each freshly configured or updated cell.
    public func layoutIfNeeded() {
        var refreshesEveryCell = false
        _enteringItems.removeAll(keepingCapacity: true)
        _enteringPaths.removeAll(keepingCapacity: true)
        if _needsLayout {
            _needsLayout = false
            let end = min(firstVisibleRow + visibleRowCount, _rowCount)
            let rows = firstVisibleRow..<max(end, firstVisibleRow)
            if let previous = _laidOutRows, _visibleOrder.count == previous.count,
                _visibleCells.count == previous.count
            {
                _scroll(from: previous, to: rows)
            } else {
                _layOutEveryRow()
                refreshesEveryCell = true
            }
            _laidOutRows = rows
        }
        if _needsStateRefresh || refreshesEveryCell {
            _needsStateRefresh = false
            for item in _visibleOrder { _refresh(item) }
            return
        }
        // Only a scroll since the last layout: the cells that stayed already show their items'
        // state; the new ones, and any cell that asked for an update, are brought up to date.
        for item in _enteringItems { _refresh(item) }
        guard _visibleCells.values.contains(where: \.needsUpdateConfiguration) else { return }
        for item in _visibleOrder where _visibleCells[item]?.needsUpdateConfiguration == true {
            _refresh(item)
        }
    }

    /// The rows laid out last, while the data has not changed since; `nil` forces a full
    /// layout.
    var _laidOutRows: Range<Int>?
    /// The items whose cells the current layout dequeued, and their index paths (reused
    /// between layouts).
    var _enteringItems: [Item] = []
    var _enteringPaths: [ListIndexPath] = []

    /// Lays out every visible row: returns every cell whose item left the viewport to its pool,
    /// and dequeues a cell for every item without one.
    func _layOutEveryRow() {
        let visible = indexPathsForVisibleItems.compactMap { path in
            _row(path).map { (path, $0) }
        }
        let visibleSet = Set(visible.map(\.1.item))
        // Cells leave in row order — never in dictionary order, which differs between
        // processes — so which cell is reused for which item is deterministic and a failing
        // property replays exactly.
        var leaving = _visibleOrder.filter { !visibleSet.contains($0) }
        leaving += _visibleCells.keys.filter {
            !visibleSet.contains($0) && !_visibleOrder.contains($0)
        }
        .sorted { String(describing: $0) < String(describing: $1) }
        for item in leaving {
            if let cell = _visibleCells.removeValue(forKey: item) { _enqueue(cell) }
        }
        _visibleOrder = visible.map(\.1.item)
        _visibleLevels = [:]
        for (indexPath, row) in visible where _outlineRows[indexPath.section] != nil {
            _visibleLevels[row.item] = row.level
        }
        for (indexPath, row) in visible where _visibleCells[row.item] == nil {
            let cell = cellProvider(self, indexPath, row.item)
            _visibleCells[row.item] = cell
        }
    }

    /// Moves the viewport from `previous` to `rows` over unchanged data, touching only the rows
    /// that left or came into view — in the same order as a full layout, so the same cell is
    /// reused for the same item.
    func _scroll(from previous: Range<Int>, to rows: Range<Int>) {
        // The band of rows visible before and after, if the two ranges overlap.
        let keptLower = max(previous.lowerBound, rows.lowerBound)
        let keptUpper = max(min(previous.upperBound, rows.upperBound), keptLower)
        // Rows that left, top to bottom: above the kept band, then below it. (Indexing rather
        // than iterating: this code is not specialised for the item type, and iterating a
        // sequence of unknown elements allocates on every step.)
        var offset = 0
        while offset < _visibleOrder.count {
            let row = previous.lowerBound + offset
            if row < keptLower || row >= keptUpper {
                let item = _visibleOrder[offset]
                if let cell = _visibleCells.removeValue(forKey: item) { _enqueue(cell) }
                _visibleLevels.removeValue(forKey: item)
            }
            offset += 1
        }
        if keptLower < keptUpper {
            _visibleOrder.removeSubrange((keptUpper - previous.lowerBound)...)
            _visibleOrder.removeSubrange(0..<(keptLower - previous.lowerBound))
        } else {
            _visibleOrder.removeAll(keepingCapacity: true)
        }
        // Rows that came into view: above the band (inserted at the top), then below it.
        var above = 0
        var row = rows.lowerBound
        while row < rows.upperBound {
            if row < keptLower || row >= keptUpper || keptLower == keptUpper,
                let indexPath = _indexPath(ofRow: row), let item = item(at: indexPath)
            {
                if row < keptLower {
                    _visibleOrder.insert(item, at: above)
                    above += 1
                } else {
                    _visibleOrder.append(item)
                }
                if let rows = _outlineRows[indexPath.section] {
                    _visibleLevels[item] = rows[indexPath.item].level
                }
                _enteringItems.append(item)
                _enteringPaths.append(indexPath)
            }
            row += 1
        }
        // Dequeue in row order, after the order and levels are in place, as a full layout does.
        var index = 0
        while index < _enteringItems.count {
            let item = _enteringItems[index]
            _visibleCells[item] = cellProvider(self, _enteringPaths[index], item)
            index += 1
        }
    }

    /// Applies the item's state to its cell, runs the cell's update pass and, with the audit
    /// on, checks it.
    func _refresh(_ item: Item) {
        guard let cell = _visibleCells[item] else { return }
        _applyListState(to: cell, item: item)
        let before = cell.configurationUpdateCount
        cell.layoutIfNeeded()
        _counters.configurationUpdates += cell.configurationUpdateCount - before
        if isReuseAuditEnabled { _audit(cell, item: item) }
    }

    /// Sets the item's list-level state on the cell that shows it.
    func _applyListState(to cell: Cell, item: Item) {
        cell.traitCollection = traitCollection
        cell.isEditing = isEditing
        cell.isSelected = selectedItems.contains(item)
        cell.isHighlighted = highlightedItem == item
        cell.isFocused = focusedItem == item
        cell.isSwiped = swipedItem == item
        cell.isExpanded = expandedItems.contains(item)
        cell.isReordering = reorderingItem == item
        if let drag = _drag {
            cell.cellDragState =
                drag.items.contains(item) ? (drag.phase == .lifting ? .lifting : .dragging) : .none
            cell.cellDropState = dropTarget == item ? .targeted : .notTargeted
        } else {
            cell.cellDragState = .none
            cell.cellDropState = .none
        }
        // The list owns indentation in outline sections; elsewhere the handler's value stands
        // (restored, in case the item was an outline child before the data changed).
        if let listCell = cell as? ListCell {
            listCell.indentationLevel =
                _visibleLevels[item] ?? cell._listRecord?.handlerIndentation
                ?? listCell.indentationLevel
        }
    }

    // MARK: The reuse audit

    /// Whether every configured cell is checked against a fresh cell configured with the same
    /// registration, item and state (beyond UIKit). Differences are reported as
    /// ``Diagnostic/Kind/staleState`` diagnostics naming the properties. Default `false`.
    public var isReuseAuditEnabled = false

    func _audit(_ cell: Cell, item: Item) {
        let updateCount = cell.configurationUpdateCount
        guard let record = cell._listRecord,
            record.configuredSinceAudit || record.auditedUpdateCount != updateCount
        else { return }
        record.configuredSinceAudit = false
        record.auditedUpdateCount = updateCount
        let fresh = record.makeFreshCell()
        _applyListState(to: fresh, item: item)
        let expected = fresh.render()
        let actual = cell.render()
        _counters.cellsAudited += 1
        let differences = actual.differences(from: expected)
        guard !differences.isEmpty else { return }
        _counters.staleCells += 1
        diagnostics.receive(
            Diagnostic(
                kind: .staleState,
                message:
                    "stale state in the cell showing item \(item): it differs from a fresh cell in \(differences.map(\.description).joined(separator: "; "))",
                source: cell._hostDescription, properties: differences.map(\.path)))
    }

    // MARK: Diagnostics, statistics and render

    /// Everything the list and its cells reported.
    public let diagnostics = DiagnosticLog()

    /// Counts that show whether reuse works.
    public var statistics: ListStatistics {
        var statistics = _counters
        statistics.contentViewsCreated = _createdCells.reduce(0) {
            $0 + $1.contentViewCreationCount
        }
        statistics.contentViewsReplaced = _createdCells.reduce(0) {
            $0 + $1.contentViewReplacementCount
        }
        return statistics
    }

    /// Everything the viewport shows: each visible row's cell render, after laying out.
    public func render() -> ListRender {
        layoutIfNeeded()
        var rows: [ListRender.Row] = []
        for indexPath in indexPathsForVisibleItems {
            guard let item = item(at: indexPath), let cell = _visibleCells[item] else { continue }
            rows.append(
                ListRender.Row(
                    indexPath: indexPath, item: String(describing: item), render: cell.render()))
        }
        return ListRender(rows: rows)
    }
}

extension Array {
    /// The element at `index`, or `nil` when it is out of bounds.
    func _element(at index: Int) -> Element? {
        index >= 0 && index < count ? self[index] : nil
    }
}

/// A registration's reuse pool.
final class _CellPool {
    var cells: [Cell] = []
}
