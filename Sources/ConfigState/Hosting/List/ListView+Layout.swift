/// A visible item's cell and the list's record of it (`nil` for a cell the provider did not
/// dequeue). Not nested in the generic layout, so that copying one is not done through the
/// generic type's value witnesses.
@MainActor
struct VisibleCell {
    var cell: CollectionViewCell
    var slot: (any ListCellSlot)?
}

/// What a ``ListView``'s viewport shows and what its next layout must do.
struct ListLayout<Item: Hashable> {
    /// The cell showing each visible item.
    var visible: [Item: VisibleCell] = [:]
    /// The visible items, top to bottom.
    var order: [Item] = []
    /// The outline level of each visible item in an outline section.
    var levels: [Item: Int] = [:]
    /// The rows laid out last, while the data has not changed since; `nil` forces a full
    /// layout.
    var laidOutRows: Range<Int>?
    /// The items whose cells the current layout dequeued, and their index paths (kept between
    /// layouts for their capacity).
    var enteringItems: [Item] = []
    var enteringPaths: [IndexPath] = []
    /// Whether the viewport or the data changed since the last layout.
    var needsLayout = true
    /// Whether list-level state or traits changed, so every visible cell must be updated.
    var needsStateRefresh = true

    /// Forces a full layout: the rows changed.
    mutating func invalidate() {
        laidOutRows = nil
        needsLayout = true
    }
}

// The layout pass: which cells the viewport shows, dequeued and returned in row order, and
// each visible cell brought up to date with its item's state.
extension ListView {
    /// Brings the visible cells up to date: dequeues cells for rows that came into view, returns
    /// cells that left it to their pools, applies each item's state to its cell, runs the cells'
    /// update passes, and — with the audit on — checks each freshly configured or updated cell.
    ///
    /// - Complexity: O(*v*) for *v* visible rows after a scroll down or a jump over unchanged
    ///   data, or a change of state or traits; O(*k*·*v*) after a scroll up by *k* < *v* rows,
    ///   whose items are inserted at the top of the visible order; and up to O(*v*² + *v* log *s*),
    ///   for *s* sections, for a full layout after the data or the expansion changed, which looks
    ///   up each item that left the viewport in the previous order. Plus the cost of the cell
    ///   provider for each row that came into view, of the update pass of each refreshed cell
    ///   and, with the reuse audit on, of a fresh cell and two renders per checked cell.
    public func layoutIfNeeded() {
        var refreshesEveryCell = false
        layout.enteringItems.removeAll(keepingCapacity: true)
        layout.enteringPaths.removeAll(keepingCapacity: true)
        if layout.needsLayout {
            layout.needsLayout = false
            let rows = visibleRows
            if let previous = layout.laidOutRows, layout.order.count == previous.count,
                layout.visible.count == previous.count
            {
                scroll(from: previous, to: rows)
            } else {
                layOutEveryRow()
                refreshesEveryCell = true
            }
            layout.laidOutRows = rows
        }
        if layout.needsStateRefresh || refreshesEveryCell {
            layout.needsStateRefresh = false
            for item in layout.order { refresh(item) }
            return
        }
        // Only a scroll since the last layout: the cells that stayed already show their items'
        // state; the new ones, and any cell that asked for an update, are brought up to date.
        for item in layout.enteringItems { refresh(item) }
        // A plain loop: in this unspecialised code a key path is a real KeyPath object, and a
        // main-actor closure handed to a generic algorithm is called through a thunk.
        var anyCellAsked = false
        for visible in layout.visible.values where visible.cell.needsUpdateConfiguration {
            anyCellAsked = true
            break
        }
        guard anyCellAsked else { return }
        for item in layout.order where layout.visible[item]?.cell.needsUpdateConfiguration == true {
            refresh(item)
        }
    }

    /// Lays out every visible row: returns every cell whose item left the viewport to its pool,
    /// and dequeues a cell for every item without one.
    func layOutEveryRow() {
        let paths = indexPathsForVisibleItems
        var items: [Item] = []
        items.reserveCapacity(paths.count)
        for path in paths {
            if let item = data.item(at: path) { items.append(item) }
        }
        let visibleSet = Set(items)
        // Cells leave in row order — never in dictionary order, which differs between
        // processes — so which cell is reused for which item is deterministic and a failing
        // property replays exactly.
        var leaving = layout.order.filter { !visibleSet.contains($0) }
        let ordered = Set(layout.order)
        leaving += layout.visible.keys.filter { !visibleSet.contains($0) && !ordered.contains($0) }
            .sorted { String(describing: $0) < String(describing: $1) }
        for item in leaving {
            if let cell = layout.visible.removeValue(forKey: item) { enqueue(cell) }
        }
        layout.order = items
        layout.levels = [:]
        for path in paths {
            if let level = data.outlineLevel(at: path), let item = data.item(at: path) {
                layout.levels[item] = level
            }
        }
        for path in paths {
            guard let item = data.item(at: path), layout.visible[item] == nil else { continue }
            layout.visible[item] = provideCell(at: path, for: item)
        }
    }

    /// Moves the viewport from `previous` to `rows` over unchanged data, touching only the rows
    /// that left or came into view — in the same order as a full layout, so the same cell is
    /// reused for the same item.
    func scroll(from previous: Range<Int>, to rows: Range<Int>) {
        // The band of rows visible before and after, if the two ranges overlap.
        let keptLower = max(previous.lowerBound, rows.lowerBound)
        let keptUpper = max(min(previous.upperBound, rows.upperBound), keptLower)
        // Rows that left, top to bottom: above the kept band, then below it. (Indexing rather
        // than iterating: this code is not specialised for the item type, and iterating a
        // sequence of unknown elements allocates on every step.)
        var offset = 0
        while offset < layout.order.count {
            let row = previous.lowerBound + offset
            if row < keptLower || row >= keptUpper {
                let item = layout.order[offset]
                if let cell = layout.visible.removeValue(forKey: item) { enqueue(cell) }
                layout.levels.removeValue(forKey: item)
            }
            offset += 1
        }
        if keptLower < keptUpper {
            layout.order.removeSubrange((keptUpper - previous.lowerBound)...)
            layout.order.removeSubrange(0..<(keptLower - previous.lowerBound))
        } else {
            layout.order.removeAll(keepingCapacity: true)
        }
        // Rows that came into view: above the band (inserted at the top), then below it.
        var above = 0
        var row = rows.lowerBound
        while row < rows.upperBound {
            if row < keptLower || row >= keptUpper || keptLower == keptUpper,
                let indexPath = data.indexPath(ofRow: row), let item = data.item(at: indexPath)
            {
                if row < keptLower {
                    layout.order.insert(item, at: above)
                    above += 1
                } else {
                    layout.order.append(item)
                }
                if let level = data.outlineLevel(at: indexPath) { layout.levels[item] = level }
                layout.enteringItems.append(item)
                layout.enteringPaths.append(indexPath)
            }
            row += 1
        }
        // Dequeue in row order, after the order and levels are in place, as a full layout does.
        var index = 0
        while index < layout.enteringItems.count {
            let item = layout.enteringItems[index]
            layout.visible[item] = provideCell(at: layout.enteringPaths[index], for: item)
            index += 1
        }
    }

    /// Applies the item's state to its cell, runs the cell's update pass and, with the audit
    /// on, checks it.
    func refresh(_ item: Item) {
        guard let visible = layout.visible[item] else { return }
        let cell = visible.cell
        cell.applyListItemState(
            state.state(for: item), traitCollection: traitCollection,
            indentationLevel: layout.levels[item] ?? visible.slot?.handlerIndentation)
        let before = cell.configurationUpdateCount
        cell.layoutIfNeeded()
        counters.configurationUpdates += cell.configurationUpdateCount - before
        if isReuseAuditEnabled, let slot = visible.slot { audit(slot, item: item) }
    }
}
