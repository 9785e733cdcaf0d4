/// A visible item's cell and the collection view's record of it (`nil` for a cell the data
/// source did not dequeue).
///
/// A class, so that the visible-cell map holds one reference per cell: reading an entry
/// retains it once instead of copying the cell, the slot's existential and the measurement,
/// and recording a measurement changes the object without writing the map back.
@MainActor
final class VisibleCell {
    let cell: CollectionViewCell
    let slot: (any ListCellSlot)?
    /// The cell's configuration update count and width when the layout last measured it.
    @exclusivity(unchecked) var measuredUpdate: (count: Int, width: CGFloat)?

    init(cell: CollectionViewCell, slot: (any ListCellSlot)?) {
        self.cell = cell
        self.slot = slot
    }
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
        // Measuring the rows that come into view can move the item (rows above it were
        // estimated): place it again until it stays, as the layout settles.
        for _ in 0..<Self.selfSizingRoundLimit {
            layoutIfNeeded()
            let before = contentOffset
            place(indexPath, at: scrollPosition)
            if contentOffset == before { return }
        }
        layoutIfNeeded()
    }

    /// Scrolls so that the item at `indexPath` is at `scrollPosition` in the layout as it is.
    private func place(_ indexPath: IndexPath, at scrollPosition: ScrollPosition) {
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
        guard cellRequest == nil, supplementaryRequest == nil else { return }
        reloadCountsIfNeeded()
        var refreshed = IndexPathSet()
        // A state refresh can change what a cell asks for (a selected row that shows more
        // text): then the elements are laid out again, a bounded number of times.
        for round in 0..<Self.selfSizingRoundLimit {
            if needsLayout {
                needsLayout = false
                layOutVisibleElements(refreshed: &refreshed)
            }
            if round == 0, !replacedCells.isEmpty {
                let replaced = replacedCells
                replacedCells = []
                for (cell, indexPath) in replaced { enqueue(cell, at: indexPath) }
            }
            refreshStates(except: refreshed)
            guard collectionViewLayout.isSelfSizing, visibleElementsNeedMeasuring else { break }
            needsLayout = true
        }
        runDeferredUpdates()
    }

    /// Gives the visible cells their items' state when it changed, and runs the update passes
    /// cells requested. Cells are refreshed in index-path order, so that what they do is
    /// deterministic; only the ones refreshed are sorted (a scroll usually refreshes none).
    private func refreshStates(except refreshed: IndexPathSet) {
        if needsStateRefresh {
            needsStateRefresh = false
            for indexPath in visible.keys.sorted() where !refreshed.contains(indexPath) {
                refresh(indexPath)
            }
        } else {
            // Loops rather than closures on these paths: a closure passed to the standard
            // library from main-actor code checks its executor on every call.
            // The visible cells are in index-path order, so the stale ones are too.
            var stale: [IndexPath] = []
            for offset in 0..<visible.count
            where visible.value(at: offset).cell.needsUpdateConfiguration {
                stale.append(visible.indexPath(at: offset))
            }
            for indexPath in stale { refresh(indexPath) }
        }
        for (key, shown) in visibleSupplementaries {
            prepareListRole(of: shown.view, for: .supplementary(key.kind, key.indexPath))
            if let cell = shown.view as? CollectionViewCell, cell.needsUpdateConfiguration {
                cell.layoutIfNeeded()
            }
            if isReuseAuditEnabled, let slot = shown.slot { auditSupplementary(slot, at: key) }
        }
    }

    /// How many rounds a layout pass measures and places elements before it settles for what
    /// it has — and how many times a scroll to an item places it again.
    static var selfSizingRoundLimit: Int { 8 }

    /// Asks the data source for the counts again after ``reloadData()`` (or a new data source)
    /// and starts over: every cell back to its pool, every item's state dropped. Cells are laid
    /// out by the next layout pass.
    func reloadCountsIfNeeded() {
        guard needsReload, cellRequest == nil else { return }
        needsReload = false
        for indexPath in visible.keys.sorted() {
            if let cell = visible.removeValue(forKey: indexPath) { enqueue(cell, at: indexPath) }
        }
        for key in visibleSupplementaries.keys.sorted() {
            if let view = visibleSupplementaries.removeValue(forKey: key) {
                enqueueSupplementary(view, at: key)
            }
        }
        collectionViewLayout.dataDidChange(
            newIndexPath: { _ in nil }, sectionsMoved: true, reloadedItems: [])
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

    /// Works out the visible elements: returns the cells and supplementary views of elements
    /// that left to their pools and gets views for the elements that came in, in layout order,
    /// so which view is reused for which element is deterministic; then, for a self-sizing
    /// layout, measures the views configured since they were last measured and lays out
    /// again while heights change — moving the content offset by what changed above the
    /// first element that was already showing, so that it stays still on screen.
    private func layOutVisibleElements(refreshed: inout IndexPathSet) {
        let layout = collectionViewLayout
        layout.prepare()
        var wanted: [LayoutElement] = []
        for round in 1...Self.selfSizingRoundLimit {
            wanted = layout.elements(in: visibleRect)
            let anchor = wanted.first(where: isShowing).flatMap { element in
                layout.frame(of: element).map { (element, $0.minY) }
            }
            showViews(for: wanted, refreshed: &refreshed)
            guard layout.isSelfSizing, measure(wanted), round < Self.selfSizingRoundLimit
            else { break }
            framesAreCurrent = false
            if let (element, top) = anchor, let now = layout.frame(of: element)?.minY, now != top {
                moveContentOffsetWithoutLayout(by: now - top)
            }
        }
        // While the frames are current (only a scroll since), only the cells refreshed in this
        // pass need theirs; the visible cells are the wanted ones, so walking the few refreshed
        // index paths finds them without a look-up per wanted element.
        let onlyRefreshed = framesAreCurrent
        if onlyRefreshed {
            for offset in 0..<refreshed.count {
                let indexPath = refreshed.indexPath(at: offset)
                if let shown = visible[indexPath], let frame = layout.frame(of: .cell(indexPath)) {
                    shown.cell.frame = frame
                }
            }
        }
        for element in wanted {
            switch element {
            case .cell(let indexPath):
                guard !onlyRefreshed else { continue }
                if let frame = layout.frame(of: element) { visible[indexPath]?.cell.frame = frame }
            case .supplementary(let kind, let indexPath):
                let key = SupplementaryKey(kind: kind, indexPath: indexPath)
                if let frame = layout.frame(of: element) {
                    visibleSupplementaries[key]?.view.frame = frame
                }
            }
        }
        framesAreCurrent = true
    }

    /// Whether a view already shows `element`.
    private func isShowing(_ element: LayoutElement) -> Bool {
        switch element {
        case .cell(let indexPath): return visible[indexPath] != nil
        case .supplementary(let kind, let indexPath):
            return visibleSupplementaries[SupplementaryKey(kind: kind, indexPath: indexPath)] != nil
        }
    }

    /// Returns the views of the elements not in `wanted` to their pools and gets views for the
    /// ones that have none.
    private func showViews(for wanted: [LayoutElement], refreshed: inout IndexPathSet) {
        // Each wanted cell's key is taken once and used for every look-up below: Foundation's
        // `IndexPath` accessors are calls, and this runs on every scroll.
        var wantedCells = IndexPathSet()
        wantedCells.reserveCapacity(wanted.count)
        var wantedKeys: [VisibleCells.Key] = []
        wantedKeys.reserveCapacity(wanted.count)
        var wantedSupplementaries = Set<SupplementaryKey>()
        for element in wanted {
            switch element {
            case .cell(let indexPath):
                let key = VisibleCells.key(indexPath)
                wantedKeys.append(key)
                wantedCells.insert(indexPath, key: key)
            case .supplementary(let kind, let indexPath):
                wantedKeys.append(VisibleCells.Key(Int.min, Int.min))
                wantedSupplementaries.insert(SupplementaryKey(kind: kind, indexPath: indexPath))
            }
        }
        // The visible cells are in index-path order, so the ones leaving are too.
        var leaving: [IndexPath] = []
        for offset in 0..<visible.count {
            let indexPath = visible.indexPath(at: offset)
            if !wantedCells.contains(indexPath, key: visible.key(at: offset)) {
                leaving.append(indexPath)
            }
        }
        for indexPath in leaving {
            if let cell = visible.removeValue(forKey: indexPath) { enqueue(cell, at: indexPath) }
        }
        var leavingSupplementaries: [SupplementaryKey] = []
        for key in visibleSupplementaries.keys where !wantedSupplementaries.contains(key) {
            leavingSupplementaries.append(key)
        }
        for key in leavingSupplementaries.sorted() {
            if let view = visibleSupplementaries.removeValue(forKey: key) {
                enqueueSupplementary(view, at: key)
            }
        }
        for (offset, element) in wanted.enumerated() {
            switch element {
            case .cell(let indexPath):
                guard !visible.contains(indexPath, key: wantedKeys[offset]) else { continue }
                let cell = provideCell(at: indexPath)
                visible[indexPath] = cell
                delegate?.collectionView(self, willDisplay: cell.cell, forItemAt: indexPath)
                refresh(indexPath)
                refreshed.insert(indexPath)
            case .supplementary(let kind, let indexPath):
                let key = SupplementaryKey(kind: kind, indexPath: indexPath)
                guard visibleSupplementaries[key] == nil else { continue }
                let shown = provideSupplementary(at: key)
                visibleSupplementaries[key] = shown
                delegate?.collectionView(
                    self, willDisplaySupplementaryView: shown.view, forElementKind: kind,
                    at: indexPath)
                (shown.view as? CollectionViewCell)?.layoutIfNeeded()
            }
        }
    }

    /// Measures the views of `wanted` that were configured or updated since they were last
    /// measured, or whose width changed, and tells the layout.
    ///
    /// - Returns: Whether any height changed.
    private func measure(_ wanted: [LayoutElement]) -> Bool {
        let layout = collectionViewLayout
        var changed = false
        // The visible cells are the wanted ones (the pass just showed them), in index-path
        // order: walking them needs no look-up per wanted element.
        for offset in 0..<visible.count {
            let shown = visible.value(at: offset)
            let count = shown.cell.configurationUpdateCount
            // Most visible cells were measured in an earlier pass: while the frames are the
            // layout's (only a scroll since), the cell's own width is the layout's, and asking
            // the layout is not needed.
            if framesAreCurrent, let last = shown.measuredUpdate, last.count == count,
                last.width == shown.cell.frame.width
            {
                continue
            }
            let element = LayoutElement.cell(visible.indexPath(at: offset))
            guard let width = layout.frame(of: element)?.width else { continue }
            if let last = shown.measuredUpdate, last.count == count, last.width == width {
                continue
            }
            shown.measuredUpdate = (count, width)
            let size = shown.cell.systemLayoutSizeFitting(CGSize(width: width, height: 0))
            if layout.setMeasuredHeight(size.height, of: element) { changed = true }
        }
        for element in wanted {
            switch element {
            case .cell:
                continue
            case .supplementary(let kind, let indexPath):
                let key = SupplementaryKey(kind: kind, indexPath: indexPath)
                guard let shown = visibleSupplementaries[key],
                    let width = layout.frame(of: element)?.width
                else { continue }
                let count = (shown.view as? CollectionViewCell)?.configurationUpdateCount ?? -1
                if let last = shown.measuredUpdate, last.count == count, last.width == width {
                    continue
                }
                visibleSupplementaries[key]?.measuredUpdate = (count, width)
                let size = shown.view.systemLayoutSizeFitting(CGSize(width: width, height: 0))
                if layout.setMeasuredHeight(size.height, of: element) { changed = true }
            }
        }
        return changed
    }

    /// Whether a visible view was updated since it was last measured.
    private var visibleElementsNeedMeasuring: Bool {
        // By offset: `values` would build an array of them on every layout pass.
        for offset in 0..<visible.count {
            let shown = visible.value(at: offset)
            guard let last = shown.measuredUpdate,
                last.count == shown.cell.configurationUpdateCount
            else { return true }
        }
        for shown in visibleSupplementaries.values {
            guard let cell = shown.view as? CollectionViewCell else { continue }
            guard let last = shown.measuredUpdate, last.count == cell.configurationUpdateCount
            else { return true }
        }
        return false
    }

    /// Gives `view` the part and the list environment its element has in the layout, before
    /// the registration's handler configures it.
    func prepareListRole(of view: CollectionReusableView, for element: LayoutElement) {
        let section: Int
        let role: ListRole
        let list: ListSectionConfiguration?
        switch element {
        case .cell(let indexPath):
            section = indexPath.section
            list = collectionViewLayout.listConfiguration(forSection: section)
            role =
                list?.configuration.headerMode == .firstItemInSection && indexPath.item == 0
                ? .header : .item
        case .supplementary(let kind, let indexPath):
            section = indexPath.section
            list = collectionViewLayout.listConfiguration(forSection: section)
            role =
                kind == Self.elementKindSectionHeader
                ? .header : kind == Self.elementKindSectionFooter ? .footer : .item
        }
        view.listRole = role
        view.listEnvironmentOverride = list?.configuration.appearance.listEnvironment
    }

    /// Gives the item's state to its cell, runs the cell's update pass and, with the audit on,
    /// checks it.
    func refresh(_ indexPath: IndexPath) {
        guard let visible = visible[indexPath] else { return }
        let cell = visible.cell
        // The layout may have changed since the cell was dequeued (another list appearance).
        prepareListRole(of: cell, for: .cell(indexPath))
        cell.applyListItemState(
            itemCellState(at: indexPath), traitCollection: nil,
            indentationLevel: itemStateSource?.outlineLevel(at: indexPath)
                ?? visible.slot?.handlerIndentation)
        let before = cell.configurationUpdateCount
        cell.layoutIfNeeded()
        counters.configurationUpdates += cell.configurationUpdateCount - before
        if isReuseAuditEnabled, let slot = visible.slot { audit(slot, at: indexPath) }
    }

    /// The list-level state of the item at `indexPath`: its state, its separators and the swipe
    /// actions it reveals.
    func itemCellState(at indexPath: IndexPath) -> ListItemState {
        var state = itemState.cellState(
            for: indexPath, isEditing: isEditing,
            isExpanded: itemStateSource?.isExpanded(at: indexPath) ?? false)
        state.separators = separators(at: indexPath)
        if itemState.swiped == indexPath, let swipeReveal {
            state.swipeActions = RevealedSwipeActions(
                edge: swipeReveal.edge,
                actions: swipeReveal.configuration.actions.map {
                    RevealedSwipeActions.Action(
                        style: $0.style, title: $0.title, image: $0.image,
                        backgroundColor: $0.backgroundColor)
                })
        }
        return state
    }

    /// The separators the list shows on the item at `indexPath`: the section's configuration,
    /// through the item separator handler, with automatic visibilities resolved — a separator
    /// below every item but the last of its section, none above; none between an item that is
    /// highlighted or selected and its neighbour, unless both are selected (a multiple
    /// selection group, in its own colour).
    private func separators(at indexPath: IndexPath) -> ListItemSeparators? {
        guard let list = collectionViewLayout.listConfiguration(forSection: indexPath.section)
        else { return nil }
        guard list.configuration.showsSeparators else { return ListItemSeparators() }
        var separator = list.configuration.separatorConfiguration
        if let handler = list.configuration.itemSeparatorHandler {
            separator = handler(indexPath, separator)
        }
        func shown(_ insets: DirectionalEdgeInsets, color: Color) -> ListItemSeparators.Separator {
            let automatic = ListSeparatorConfiguration.automaticInset
            return ListItemSeparators.Separator(
                leadingInset: insets.leading == automatic ? nil : insets.leading,
                trailingInset: insets.trailing == automatic ? nil : insets.trailing,
                color: color, visualEffect: separator.visualEffect)
        }
        var separators = ListItemSeparators()
        if separator.topSeparatorVisibility == .visible {
            separators.top = shown(separator.topSeparatorInsets, color: separator.color)
        }
        switch separator.bottomSeparatorVisibility {
        case .visible:
            separators.bottom = shown(separator.bottomSeparatorInsets, color: separator.color)
        case .hidden:
            break
        case .automatic:
            let next = IndexPath(item: indexPath.item + 1, section: indexPath.section)
            guard itemCounts.contains(next) else { break }
            let bothSelected =
                itemState.selected.contains(indexPath) && itemState.selected.contains(next)
            let emphasised =
                itemState.selected.contains(indexPath) || itemState.highlighted == indexPath
                || itemState.selected.contains(next) || itemState.highlighted == next
            if bothSelected {
                separators.bottom = shown(
                    separator.bottomSeparatorInsets, color: separator.multipleSelectionColor)
            } else if !emphasised {
                separators.bottom = shown(separator.bottomSeparatorInsets, color: separator.color)
            }
        }
        return separators
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
