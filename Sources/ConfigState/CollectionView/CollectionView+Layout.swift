/// A visible item's cell and the collection view's record of it (`nil` for a cell the data
/// source did not dequeue).
@MainActor
struct VisibleCell {
    var cell: CollectionViewCell
    var slot: (any ListCellSlot)?
}

// Scrolling and the layout pass: which cells the viewport shows, dequeued and returned in
// index-path order, and each visible cell brought up to date with its item's state.
extension CollectionView {
    /// How a scroll places an item in the viewport: `UICollectionView.ScrollPosition`.
    public struct ScrollPosition: OptionSet, Hashable, Sendable {
        /// The option bits.
        public let rawValue: UInt
        /// Creates positions from bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Scroll as little as needed.
        public static let none: ScrollPosition = []
        /// The item's top at the viewport's top.
        public static let top = ScrollPosition(rawValue: 1 << 0)
        /// The item centred vertically.
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        /// The item's bottom at the viewport's bottom.
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        /// The item's leading edge at the viewport's left.
        public static let left = ScrollPosition(rawValue: 1 << 3)
        /// The item centred horizontally.
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        /// The item's trailing edge at the viewport's right.
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    // MARK: Scrolling

    /// The size of everything the collection view can show, from its layout.
    public var contentSize: CGSize {
        layoutIfNeeded()
        return collectionViewLayout.collectionViewContentSize
    }

    /// Scrolls so that the content's point `contentOffset` is at the viewport's top left, as
    /// `UIScrollView.setContentOffset(_:animated:)`; a headless view never animates.
    public func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        self.contentOffset = contentOffset
    }

    /// Scrolls so that the item at `indexPath` is at `scrollPosition`, clamped to the
    /// content; an item that does not exist is ignored (UIKit raises).
    public func scrollToItem(
        at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool
    ) {
        layoutIfNeeded()
        guard let frame = collectionViewLayout.layoutAttributesForItem(at: indexPath)?.frame else {
            return
        }
        let viewport = bounds.height
        var y = contentOffset.y
        if scrollPosition.contains(.top) {
            y = frame.minY
        } else if scrollPosition.contains(.bottom) {
            y = frame.maxY - viewport
        } else if scrollPosition.contains(.centeredVertically) {
            y = frame.midY - viewport / 2
        } else if frame.minY < y {
            y = frame.minY
        } else if frame.maxY > y + viewport {
            y = frame.maxY - viewport
        }
        let maximum = max(collectionViewLayout.collectionViewContentSize.height - viewport, 0)
        contentOffset = CGPoint(x: contentOffset.x, y: min(max(y, 0), maximum))
    }

    /// The part of the content the viewport shows.
    var visibleRect: CGRect { CGRect(origin: contentOffset, size: bounds.size) }

    // MARK: The layout pass

    /// The layout pass behind ``layoutIfNeeded()``.
    func layOut() {
        guard cellRequest == nil else { return }
        reloadCountsIfNeeded()
        var refreshed = Set<IndexPath>()
        if needsLayout {
            needsLayout = false
            layOutVisibleItems(refreshed: &refreshed)
        }
        if !replacedCells.isEmpty {
            let replaced = replacedCells
            replacedCells = []
            for (cell, indexPath) in replaced { enqueue(cell, at: indexPath) }
        }
        // Cells are refreshed in index-path order, so that what they do is deterministic; only
        // the ones refreshed are sorted (a scroll usually refreshes none here).
        if needsStateRefresh {
            needsStateRefresh = false
            for indexPath in visible.keys.sorted() where !refreshed.contains(indexPath) {
                refresh(indexPath)
            }
        } else {
            let stale = visible.compactMap { $0.value.cell.needsUpdateConfiguration ? $0.key : nil }
            for indexPath in stale.sorted() { refresh(indexPath) }
        }
        runDeferredUpdates()
    }

    /// Asks the data source for the counts again after ``reloadData()`` (or a new data source)
    /// and starts over: every cell back to its pool, every item's state dropped. Cells are laid
    /// out by the next layout pass.
    func reloadCountsIfNeeded() {
        guard needsReload, cellRequest == nil else { return }
        needsReload = false
        for indexPath in visible.keys.sorted() {
            if let cell = visible.removeValue(forKey: indexPath) { enqueue(cell, at: indexPath) }
        }
        itemState = CollectionViewItemState()
        if let dataSource {
            let sections = max(dataSource.numberOfSections(in: self), 0)
            itemCounts = ItemCounts(
                (0..<sections).map { dataSource.collectionView(self, numberOfItemsInSection: $0) })
        } else {
            itemCounts = ItemCounts()
        }
        if lastUpdate == nil || !(lastUpdate?.isReload ?? false) {
            var update = CollectionViewUpdate()
            update.isReload = true
            lastUpdate = update
        }
        needsLayout = true
        needsStateRefresh = true
    }

    /// Works out the visible items: returns the cells of items that left to their pools and
    /// gets cells for the items that came in, in index-path order, so which cell is reused for
    /// which item is deterministic.
    private func layOutVisibleItems(refreshed: inout Set<IndexPath>) {
        collectionViewLayout.prepare()
        let wanted = collectionViewLayout.indexPathsOfItems(in: visibleRect)
        let wantedSet = Set(wanted)
        let leaving = visible.keys.filter { !wantedSet.contains($0) }
        for indexPath in leaving.sorted() {
            if let cell = visible.removeValue(forKey: indexPath) { enqueue(cell, at: indexPath) }
        }
        for indexPath in wanted where visible[indexPath] == nil {
            let cell = provideCell(at: indexPath)
            visible[indexPath] = cell
            delegate?.collectionView(self, willDisplay: cell.cell, forItemAt: indexPath)
            refresh(indexPath)
            refreshed.insert(indexPath)
        }
        for indexPath in wanted where !framesAreCurrent || refreshed.contains(indexPath) {
            if let frame = collectionViewLayout.layoutAttributesForItem(at: indexPath)?.frame {
                visible[indexPath]?.cell.frame = frame
            }
        }
        framesAreCurrent = true
    }

    /// Gives the item's state to its cell, runs the cell's update pass and, with the audit on,
    /// checks it.
    func refresh(_ indexPath: IndexPath) {
        guard let visible = visible[indexPath] else { return }
        let cell = visible.cell
        cell.applyListItemState(
            itemCellState(at: indexPath), traitCollection: nil,
            indentationLevel: itemStateSource?.outlineLevel(at: indexPath)
                ?? visible.slot?.handlerIndentation)
        let before = cell.configurationUpdateCount
        cell.layoutIfNeeded()
        counters.configurationUpdates += cell.configurationUpdateCount - before
        if isReuseAuditEnabled, let slot = visible.slot { audit(slot, at: indexPath) }
    }

    /// The list-level state of the item at `indexPath`.
    func itemCellState(at indexPath: IndexPath) -> ListItemState {
        itemState.cellState(
            for: indexPath, isEditing: isEditing,
            isExpanded: itemStateSource?.isExpanded(at: indexPath) ?? false)
    }

    // MARK: Visible cells

    /// The cell showing the item at `indexPath`, after laying out; `nil` when the item is not
    /// visible.
    public func cellForItem(at indexPath: IndexPath) -> CollectionViewCell? {
        layoutIfNeeded()
        return visible[indexPath]?.cell
    }

    /// The visible cells, in index-path order, after laying out.
    public var visibleCells: [CollectionViewCell] {
        layoutIfNeeded()
        return visible.keys.sorted().compactMap { visible[$0]?.cell }
    }

    /// The index paths of the visible items, in order, after laying out.
    public var indexPathsForVisibleItems: [IndexPath] {
        layoutIfNeeded()
        return visible.keys.sorted()
    }

    /// The index path of the item `cell` shows, after laying out, or `nil` when it shows none.
    ///
    /// - Complexity: O(*v*) for *v* visible cells.
    public func indexPath(for cell: CollectionViewCell) -> IndexPath? {
        layoutIfNeeded()
        return visible.first { $0.value.cell === cell }?.key
    }
}
