/// A visible item's cell and the collection view's record of it (`nil` for a cell the data
/// source did not dequeue).
///
/// A class, so that the visible-cell map holds one reference per cell: reading an entry
/// retains it once instead of copying the cell, the slot's existential and the measurement,
/// and recording a measurement changes the object without writing the map back.
///
/// The records of cells that left the viewport are kept and used again when their cells are
/// shown again (see ``CollectionView/visibleCell(_:slot:)``), so that showing a cell allocates
/// nothing. A record is its cell's for good: constants, the cell and the slot are read
/// without retaining them (a cell has a side table — its content view's `superview` is a
/// weak reference — so each retain and release of it takes the runtime's slow path, and
/// every pass asks every visible cell whether it needs updating or measuring).
@MainActor
final class VisibleCell {
    let cell: CollectionViewCell
    let slot: (any ListCellSlot)?
    /// The cell's configuration update count and width when the layout last measured it.
    @exclusivity(unchecked) var measuredUpdate: (count: Int, width: CGFloat)?
    /// The frame the layout last gave the cell.
    @exclusivity(unchecked) private(set) var laidOutFrame: CGRect?
    /// The number of the layout pass that refreshed the cell as it came in
    /// (``CollectionView/layOutPass``): a state refresh later in the pass leaves it alone.
    @exclusivity(unchecked) var refreshedInPass = 0

    init(cell: CollectionViewCell, slot: (any ListCellSlot)?) {
        self.cell = cell
        self.slot = slot
    }

    /// Forgets the last showing: the cell shows again, never measured nor laid out.
    func reset() {
        measuredUpdate = nil
        laidOutFrame = nil
        refreshedInPass = 0
    }

    /// Whether `frame` is the frame the layout last gave the cell. The cell is not read (a
    /// frame an app set on it since stays, as UIKit leaves it until the attributes change).
    func hasFrame(_ frame: CGRect) -> Bool {
        // Unwrapped, not `map`ped: a closure handed to the standard library from main-actor
        // code checks its executor on every call (about 7 400 instructions a scroll here).
        guard let laidOutFrame else { return false }
        return CollectionView.isSame(laidOutFrame, frame)
    }

    /// Gives the cell `frame`.
    func setFrame(_ frame: CGRect) {
        cell.frame = frame
        laidOutFrame = frame
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
        // The cells this pass refreshes as they come in are marked with its number, where a
        // set of their index paths would hash each.
        layOutPass &+= 1
        // Whether the visible views are as the last pass left them, every one measured and
        // none waiting for an update: no host changed since, nor the visible cells.
        if let clean = viewsCleanAt, clean.changes == HostChanges.count,
            clean.visibleVersion == visible.version
        {
            cleanChanges = clean.changes
        } else {
            cleanChanges = nil
        }
        let cleanAtStart = viewsCleanAt
        viewsCleanAt = nil
        defer { cleanChanges = nil }
        var laidOut = false
        // A state refresh can change what a cell asks for (a selected row that shows more
        // text): then the elements are laid out again, a bounded number of times.
        for round in 0..<Self.selfSizingRoundLimit {
            var measuredAll = false
            if needsLayout {
                needsLayout = false
                laidOut = true
                measuredAll = layOutVisibleElements()
            }
            if round == 0, !replacedCells.isEmpty {
                let replaced = replacedCells
                replacedCells = []
                for (cell, indexPath) in replaced { enqueue(cell, at: indexPath) }
            }
            let updatedViews = refreshStates()
            guard collectionViewLayout.isSelfSizing else { break }
            // Every visible view measured by the pass and none updated since (a scroll):
            // nothing to measure, and no walk over the views to find that out.
            if measuredAll, !updatedViews {
                noteViewsClean()
                break
            }
            guard visibleElementsNeedMeasuring else { break }
            needsLayout = true
        }
        // A pass with nothing to lay out, in which no view changed (a caller asking for the
        // visible cells, or a render), leaves the views as clean as it found them — where it
        // would forget it, and the next scroll would ask every view.
        if !laidOut, viewsCleanAt == nil, let clean = cleanAtStart,
            clean.changes == HostChanges.count, clean.visibleVersion == visible.version,
            cleanChanges == clean.changes
        {
            viewsCleanAt = clean
        }
        runDeferredUpdates()
    }

    /// Records that every visible view is measured as it is and waits for no update, as of
    /// now, after a pass that settled with every view measured at its element's width — known
    /// without asking them when the pass kept count of every change (see ``HostChanges``),
    /// else by asking each.
    private func noteViewsClean() {
        if cleanChanges != HostChanges.count {
            visibleViewWalks &+= 1
            for offset in 0..<visible.count {
                let shown = visible.value(at: offset)
                guard let last = shown.measuredUpdate,
                    last.count == shown.cell.configurationUpdateCount,
                    !shown.cell.needsUpdateConfiguration
                else { return }
            }
            for shown in visibleSupplementaries.values {
                guard let cell = shown.view as? CollectionViewCell else { continue }
                guard let last = shown.measuredUpdate, last.count == cell.configurationUpdateCount,
                    !cell.needsUpdateConfiguration
                else { return }
            }
        }
        viewsCleanAt = (HostChanges.count, visible.version)
    }

    /// Gives the visible cells their items' state when it changed (but those this pass
    /// refreshed as they came in), and runs the update passes cells requested. Cells are
    /// refreshed in index-path order, so that what they do is deterministic.
    ///
    /// - Returns: Whether any view was refreshed or laid out (and may need measuring again).
    private func refreshStates() -> Bool {
        var updated = false
        if needsStateRefresh {
            needsStateRefresh = false
            var toRefresh: [IndexPath] = []
            for offset in 0..<visible.count
            where visible.value(at: offset).refreshedInPass != layOutPass {
                toRefresh.append(visible.indexPath(at: offset))
            }
            for indexPath in toRefresh { refresh(indexPath) }
            updated = !toRefresh.isEmpty
        } else if cleanChanges != HostChanges.count {
            // (No visible cell waits for an update when none changed since they were all
            // known not to.)
            // Loops rather than closures on these paths: a closure passed to the standard
            // library from main-actor code checks its executor on every call.
            // The visible cells are in index-path order, so the stale ones are too.
            visibleViewWalks &+= 1
            var stale: [IndexPath] = []
            for offset in 0..<visible.count
            where visible.value(at: offset).cell.needsUpdateConfiguration {
                stale.append(visible.indexPath(at: offset))
            }
            for indexPath in stale { refresh(indexPath) }
            updated = !stale.isEmpty
        }
        for (key, shown) in visibleSupplementaries {
            prepareListRole(of: shown.view, for: .supplementary(key.kind, key.indexPath))
            if let cell = shown.view as? CollectionViewCell, cell.needsUpdateConfiguration {
                cell.layoutIfNeeded()
                updated = true
            }
            if isReuseAuditEnabled, let slot = shown.slot { auditSupplementary(slot, at: key) }
        }
        return updated
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
    /// first element that was already showing, so that it stays still on screen. Last, each
    /// view gets its element's frame.
    ///
    /// - Returns: Whether the pass settled with every view it shows measured as it is now.
    private func layOutVisibleElements() -> Bool {
        let layout = collectionViewLayout
        layout.prepare()
        // A list scrolled down since the last pass, which left only its rows shown.
        if let settled = layOutRowsScrolledDown(in: layout) { return settled && !needsLayout }
        // The pass's buffers keep their room from one pass to the next; they are moved out
        // while in use, so that nothing the pass calls can find them mid-change.
        // Swapped out and back, not copied: a copy out of a property retains each array,
        // and storing it back releases the empty ones.
        var wanted = PlacedElements()
        swap(&wanted, &placedElementsBuffer)
        placeSettledRowsIfNeeded(&wanted, in: layout)
        settledRows = nil
        let placedVersion = placedElementsVersion
        placedElementsVersion = nil
        let shownVersion = placedElementsShownVersion
        placedElementsShownVersion = nil
        // The elements moved from the last pass, with the frames their cells already have
        // (a scroll's rows that stayed): the pass gives them none.
        var kept = 0..<0
        var shown = ShownCells(offsets: [])
        swap(&shown.offsets, &shownCellsBuffer)
        var settled = true
        var placedAhead = false
        // The layout's placement version when `wanted` was last placed: at the end, `wanted`
        // is the viewport's elements as the layout places them only if nothing but this
        // pass's own measuring (placed again after) changed the layout since.
        var wantedVersion: Int?
        for round in 1...Self.selfSizingRoundLimit {
            if !placedAhead {
                // The elements the last pass left, moved to the viewport — a scroll places the
                // rows that came in, not every row — when the layout has not changed since.
                let layoutChanged = placedVersion == nil || placedVersion != layout.placementVersion
                let last = wanted.count > 0 ? (wanted[0].key, wanted[wanted.count - 1].key) : nil
                if layoutChanged || !layout.movePlacedElements(&wanted, to: visibleRect) {
                    wanted.removeAll()
                    layout.placedElements(in: visibleRect, into: &wanted)
                } else if let last, shownVersion == visible.version {
                    kept = keptElements(of: wanted, from: last)
                }
                // In a layout changed since the views were measured, their elements may have
                // other widths: each view is asked.
                if layoutChanged { cleanChanges = nil }
                wantedVersion = layout.placementVersion
            }
            placedAhead = false
            // The first kept element is the first showing: the ones before it came in.
            let anchor =
                round == 1 && !kept.isEmpty
                ? Anchor(offset: kept.lowerBound, top: wanted[kept.lowerBound].frame.minY)
                : firstShowing(in: wanted)
            // On the last round, every wanted element gets its view, whatever was measured.
            let measuresNewCells = layout.isSelfSizing && round < Self.selfSizingRoundLimit
            let newCellChanged = showViews(
                for: wanted, kept: round == 1 ? kept : 0..<0, shown: &shown,
                measuresNewCells: measuresNewCells, anchor: anchor?.offset, in: layout)
            // No view to measure again when none changed since it was measured (the walk would
            // ask each and find none).
            let remeasuredChanged =
                layout.isSelfSizing && cleanChanges != HostChanges.count
                ? measure(wanted, &shown, in: layout) : nil
            let firstChanged = Self.first(newCellChanged, remeasuredChanged)
            settled = !(layout.isSelfSizing && firstChanged != nil)
            guard !settled, round < Self.selfSizingRoundLimit, let firstChanged else { break }
            var tailStart = 0
            // Placed again with the heights measured: when exactly the elements that have
            // views are placed (a scroll whose new row measured taller than its estimate, and
            // pushed out the row below it that was not dequeued), another round would return
            // and get no view, and measure nothing — every view was measured this round.
            if let anchor, firstChanged >= anchor.offset, layout.placesElementsInRows,
                firstChanged < wanted.count
            {
                // Nothing above the first element whose height changed moved, the anchor
                // included: only the elements from there down are placed again (a scroll's
                // new row at the bottom), from its top, which the change left where it was —
                // or from the viewport's top, when that element shrank out of view above it.
                let viewport = visibleRect
                tailStart = firstChanged
                kept = kept.clamped(to: 0..<firstChanged)
                // When it reaches the viewport's bottom, only its frame changes, and the
                // elements after it leave. Else the elements before it are where they were:
                // they are moved to the viewport (placing the rest from the last one's
                // bottom, without a search), or else the rest are placed from the top found.
                if !layout.placeElementsAgain(&wanted, from: firstChanged, in: viewport) {
                    let top = max(wanted[firstChanged].frame.minY, viewport.minY)
                    wanted.removeLast(from: firstChanged)
                    if !layout.movePlacedElements(&wanted, to: viewport) {
                        layout.placedElements(
                            in: CGRect(
                                x: viewport.minX, y: top, width: viewport.width,
                                height: viewport.maxY - top),
                            into: &wanted)
                    }
                }
                wantedVersion = layout.placementVersion
            } else {
                tailStart = 0
                kept = 0..<0
                if let anchor, let now = layout.frame(of: wanted.element(at: anchor.offset))?.minY,
                    now != anchor.top
                {
                    moveContentOffsetWithoutLayout(by: now - anchor.top)
                }
                wanted.removeAll()
                layout.placedElements(in: visibleRect, into: &wanted)
                wantedVersion = layout.placementVersion
            }
            placedAhead = true
            if viewsMatch(wanted, &shown, from: tailStart) {
                settled = true
                break
            }
        }
        // The frames found with the elements are the layout's unless the last round changed
        // heights; a view whose frame is already its element's (most, after a scroll) is left
        // alone.
        // The kept elements' cells have their frames — unless the cells changed from inside.
        if !settled || shown.version != visible.version { kept = 0..<0 }
        lookUpShownIfChanged(wanted, &shown)
        var allShown = true
        for offset in 0..<kept.lowerBound {
            allShown = giveFrame(at: offset, wanted, shown, settled: settled) && allShown
        }
        for offset in kept.upperBound..<wanted.count {
            allShown = giveFrame(at: offset, wanted, shown, settled: settled) && allShown
        }
        if settled, let wantedVersion, layout.placementVersion == wantedVersion {
            placedElementsVersion = wantedVersion
            if allShown { placedElementsShownVersion = visible.version }
            // Exactly the rows of a list shown: a scroll down can take the rows' own path.
            if allShown, layout.placesElementsInRows, !wanted.hasOthers, wanted.cellsInOrder,
                wanted.count == visible.count, visibleSupplementaries.isEmpty
            {
                settledRows = SettledRows(
                    visibleVersion: visible.version, placementVersion: wantedVersion,
                    rect: visibleRect)
            }
        }
        swap(&wanted, &placedElementsBuffer)
        swap(&shown.offsets, &shownCellsBuffer)
        return settled && !needsLayout
    }

    /// Gives the view of `wanted`'s element at `offset` the element's frame — the one placed,
    /// or the layout's now when the pass did not settle.
    ///
    /// - Returns: Whether a cell of the visible cells shows the element.
    @inline(__always)
    private func giveFrame(
        at offset: Int, _ wanted: PlacedElements, _ shown: ShownCells, settled: Bool
    ) -> Bool {
        var frame = wanted[offset].frame
        if !settled {
            guard let current = collectionViewLayout.frame(of: wanted.element(at: offset)) else {
                return false
            }
            frame = current
        }
        if shown.offsets[offset] >= 0 {
            let record = visible.value(at: shown.offsets[offset])
            if !record.hasFrame(frame) { record.setFrame(frame) }
            return true
        }
        if !wanted[offset].isPlainCell,
            case .supplementary(let kind, let indexPath) = wanted.element(at: offset)
        {
            let key = SupplementaryKey(kind: kind, indexPath: indexPath)
            visibleSupplementaries[key]?.view.frame = frame
        }
        return false
    }

    /// The offsets in `wanted`, just moved from the elements the last pass placed — plain cells
    /// in order, keys `last.first` to `last.last`, each shown by its cell at its frame — of
    /// the elements the move kept: those between the two keys, the visible cells' elements.
    /// Empty when `wanted` has other elements, or the visible cells between the keys are not
    /// as many as the elements.
    private func keptElements(
        of wanted: PlacedElements, from last: (first: VisibleCells.Key, last: VisibleCells.Key)
    ) -> Range<Int> {
        guard !wanted.hasOthers, wanted.cellsInOrder else { return 0..<0 }
        // Rows came in at either end, a few: walks from the ends.
        var start = 0
        while start < wanted.count, wanted[start].key < last.first { start += 1 }
        var end = wanted.count
        while end > start, last.last < wanted[end - 1].key { end -= 1 }
        guard start < end else { return 0..<0 }
        var first = 0
        while first < visible.count, visible.key(at: first) < wanted[start].key { first += 1 }
        var past = visible.count
        while past > first, wanted[end - 1].key < visible.key(at: past - 1) { past -= 1 }
        guard past - first == end - start else { return 0..<0 }
        return start..<end
    }

    /// Where each wanted element's cell is among the visible cells (its offset, or −1 for
    /// none), as of a version of the visible cells: the pass reads cells by offset, with no
    /// search, while nothing else changed them.
    struct ShownCells {
        var offsets: [Int]
        var version = 0
        /// How many of the first elements are known to be plain cells at offsets 0, 1, 2… —
        /// as the walk that took them in order found them.
        var inOrderPrefix = 0

        /// Makes `offsets` `count` long, keeping its room; the offsets added are −1.
        mutating func setCount(_ count: Int) {
            while offsets.count > count { offsets.removeLast() }
            while offsets.count < count { offsets.append(-1) }
        }
    }

    /// Looks `shown` up again when the visible cells changed since it was taken — only when
    /// code the pass called (a handler, a content view) changed them from inside; then the
    /// collection view lays out again.
    private func lookUpShownIfChanged(_ wanted: PlacedElements, _ shown: inout ShownCells) {
        guard shown.version != visible.version else { return }
        lookUpShown(wanted, &shown)
        needsLayout = true
    }

    /// Whether the views shown are exactly those of `wanted`'s elements: every cell and
    /// supplementary view of theirs, and no other. Cells are compared in order (a list's);
    /// elements in another order, or cells without two-long index paths, answer `false`.
    /// When they are, `shown` becomes where each wanted element's cell is — the cells in
    /// order, so their offsets count up.
    ///
    /// The elements before `start` are those `shown` was taken for: while the visible cells
    /// are as they were then, their cells are compared by offset, without reading a key.
    private func viewsMatch(_ wanted: PlacedElements, _ shown: inout ShownCells, from start: Int)
        -> Bool
    {
        var cells = 0
        var supplementaries = 0
        var checked = 0
        if shown.version == visible.version, start <= shown.inOrderPrefix {
            // Cells at offsets 0, 1, 2…, as the walk found them.
            checked = start
            cells = start
        } else if shown.version == visible.version, start <= shown.offsets.count {
            while checked < start {
                if wanted[checked].isPlainCell {
                    guard shown.offsets[checked] == cells else { return false }
                    cells += 1
                } else if case .supplementary(let kind, let indexPath) = wanted.element(
                    at: checked)
                {
                    let key = SupplementaryKey(kind: kind, indexPath: indexPath)
                    guard visibleSupplementaries[key] != nil else { return false }
                    supplementaries += 1
                } else {
                    return false
                }
                checked += 1
            }
        }
        let prefix = checked
        let prefixCells = cells
        for offset in prefix..<wanted.count {
            let placed = wanted[offset]
            if placed.isPlainCell {
                guard cells < visible.count, visible.key(at: cells) == placed.key else {
                    return false
                }
                cells += 1
            } else if case .supplementary(let kind, let indexPath) = wanted.element(at: offset) {
                let key = SupplementaryKey(kind: kind, indexPath: indexPath)
                guard visibleSupplementaries[key] != nil else { return false }
                supplementaries += 1
            } else {
                return false
            }
        }
        guard cells == visible.count, supplementaries == visibleSupplementaries.count else {
            return false
        }
        // The prefix's offsets are already where its cells are.
        shown.offsets.removeLast(shown.offsets.count - prefix)
        var next = prefixCells
        var firstGap = prefixCells == prefix ? wanted.count : 0
        for offset in prefix..<wanted.count {
            if wanted[offset].isPlainCell {
                shown.offsets.append(next)
                next += 1
            } else {
                shown.offsets.append(-1)
                firstGap = Swift.min(firstGap, offset)
            }
        }
        shown.version = visible.version
        shown.inOrderPrefix = firstGap
        return true
    }

    /// Looks up where each of `wanted`'s cells is among the visible cells.
    private func lookUpShown(_ wanted: PlacedElements, _ shown: inout ShownCells) {
        shown.offsets.removeAll(keepingCapacity: true)
        shown.inOrderPrefix = 0
        for offset in 0..<wanted.count {
            let placed = wanted[offset]
            if placed.isPlainCell {
                shown.offsets.append(visible.offset(ofKey: placed.key) ?? -1)
            } else if case .cell(let indexPath) = wanted.element(at: offset) {
                shown.offsets.append(visible.offset(of: indexPath) ?? -1)
            } else {
                shown.offsets.append(-1)
            }
        }
        shown.version = visible.version
    }

    /// The smaller of two offsets that may be missing.
    private static func first(_ a: Int?, _ b: Int?) -> Int? {
        guard let a else { return b }
        guard let b else { return a }
        return Swift.min(a, b)
    }

    /// Whether two rectangles are the same, compared inline (Foundation's `==` is a call).
    @inline(__always)
    static func isSame(_ a: CGRect, _ b: CGRect) -> Bool {
        a.origin.x == b.origin.x && a.origin.y == b.origin.y && a.size.width == b.size.width
            && a.size.height == b.size.height
    }

    /// The element that stays still on screen while a round corrects estimates: the first of
    /// `wanted` that a view already shows, by where it is among them, and its top. (Plain
    /// values: the element itself, with its index path, is read only when the anchor moves.)
    struct Anchor {
        var offset: Int
        var top: CGFloat
    }

    /// The first of `wanted` that a view already shows.
    private func firstShowing(in wanted: PlacedElements) -> Anchor? {
        // Plain cells in order, all before or all after the visible cells (a jump): none is
        // showing, and no search for each (about 180 instructions an element).
        if !wanted.hasOthers, wanted.cellsInOrder, wanted.count > 0, visible.count > 0,
            wanted[wanted.count - 1].key < visible.key(at: 0)
                || visible.key(at: visible.count - 1) < wanted[0].key
        {
            return nil
        }
        for offset in 0..<wanted.count {
            let placed = wanted[offset]
            let showing: Bool
            if placed.isPlainCell {
                showing = visible.contains(key: placed.key)
            } else {
                switch wanted.element(at: offset) {
                case .cell(let indexPath):
                    showing = visible[indexPath] != nil
                case .supplementary(let kind, let indexPath):
                    showing =
                        visibleSupplementaries[SupplementaryKey(kind: kind, indexPath: indexPath)]
                        != nil
                }
            }
            if showing {
                return Anchor(offset: offset, top: placed.frame.minY)
            }
        }
        return nil
    }

    /// Returns the views of the elements not in `wanted` to their pools and gets views for the
    /// ones that have none; `shown` becomes where each wanted element's cell is (−1 for
    /// supplementary views, and for a cell not dequeued this round). For a self-sizing layout
    /// (`measuresNewCells`), each new cell is measured as it comes in, and once a height
    /// changed, a new cell after the `anchor` (the offset of the element that stays still)
    /// that the change moved out of the viewport is not dequeued: the next round lays out
    /// again with the heights measured (rows estimated too short would otherwise bring in a
    /// row below the viewport, configured only to be put back). Cells above the anchor are
    /// all measured in the round, so that the round keeps the anchor still by all they changed.
    /// `layout` is the collection view's layout, as the pass read it once (each read of the
    /// property is a dynamic call and a retain).
    ///
    /// - Returns: The offset in `wanted` of the first new cell whose height changed the
    ///   layout, or `nil`.
    private func showViews(
        for wanted: PlacedElements, kept: Range<Int>, shown: inout ShownCells,
        measuresNewCells: Bool, anchor: Int?, in layout: CollectionViewLayout
    ) -> Int? {
        let inOrder = returnViews(notIn: wanted, kept: kept)
        // One offset per wanted element, each written once by the walk: written in place,
        // where appending each (a scroll's twenty) costs about 14 instructions.
        shown.setCount(wanted.count)
        shown.inOrderPrefix = 0
        let viewport = visibleRect
        var heightsChanged = false
        var firstChanged: Int?
        // In a layout that places its elements in rows, how far the heights measured so far
        // in this walk moved the elements after them: an element's frame is then where it was
        // placed, moved down by that, where asking the layout costs two searches of its
        // height index per element (a jump's every new row, a scroll's row below the new one).
        let inRows = layout.placesElementsInRows
        var moved: CGFloat = 0
        // The item state source, loaded for the first new cell and kept for the others (a
        // jump's twenty): a weak load, and a release through the object's side table, cost
        // about 120 instructions. A data source set meanwhile (by a handler) reloads the data,
        // and the pass lays out again, loading the new one.
        var stateSource: (any CollectionViewItemStateSource)?
        var stateSourceLoaded = false
        // The visible cells are now the wanted ones that were showing. In order, a walk over
        // them finds each wanted cell's, and where a new one goes, without a search; a new
        // cell goes after every offset taken before it, so those stay valid.
        var next = 0
        // The first element that is not a plain cell at the next offset.
        var firstGap = wanted.count
        var offset = 0
        while offset < wanted.count {
            // The kept elements' cells are the visible cells from `next` on, in order: their
            // offsets, without a look at each.
            if offset == kept.lowerBound, !kept.isEmpty, inOrder,
                next + kept.count <= visible.count,
                visible.key(at: next) == wanted[offset].key,
                visible.key(at: next + kept.count - 1) == wanted[kept.upperBound - 1].key
            {
                for run in 0..<kept.count { shown.offsets[offset + run] = next + run }
                next += kept.count
                offset = kept.upperBound
                continue
            }
            defer { offset += 1 }
            let placed = wanted[offset]
            if placed.isPlainCell {
                if inOrder {
                    if next < visible.count, visible.key(at: next) == placed.key {
                        shown.offsets[offset] = next
                        next += 1
                        continue
                    }
                } else if let at = visible.offset(ofKey: placed.key) {
                    shown.offsets[offset] = at
                    continue
                }
            }
            let element = wanted.element(at: offset)
            let version = visible.version
            var inserted = false
            switch element {
            case .cell(let indexPath):
                if !placed.isPlainCell, let at = visible.offset(of: indexPath) {
                    shown.offsets[offset] = at
                    firstGap = Swift.min(firstGap, offset)
                    continue
                }
                // Out of view as the layout's own query has it: an element pushed down until
                // its top touches the viewport's bottom is out (`CGRect.intersects` counts
                // touching edges as meeting, and the cell would be dequeued for nothing).
                if heightsChanged, offset > anchor ?? -1,
                    let frame = inRows
                        ? placed.frame.offsetBy(dx: 0, dy: moved) : layout.frame(of: element),
                    !(frame.minY < viewport.maxY && frame.maxY > viewport.minY
                        && frame.minX < viewport.maxX && frame.maxX > viewport.minX)
                {
                    shown.offsets[offset] = -1
                    firstGap = Swift.min(firstGap, offset)
                    continue
                }
                let changesBefore = HostChanges.count
                let cell = provideCell(at: indexPath)
                visible.setValue(
                    cell, for: indexPath,
                    key: placed.isPlainCell ? placed.key : VisibleCells.key(indexPath))
                inserted = true
                shown.offsets[offset] = inOrder ? next : -1
                next += 1
                let inserting = visible.version
                delegate?.collectionView(self, willDisplay: cell.cell, forItemAt: indexPath)
                if visible.version == inserting {
                    if !stateSourceLoaded {
                        stateSource = itemStateSource
                        stateSourceLoaded = true
                    }
                    refresh(
                        cell, at: indexPath, key: placed.isPlainCell ? placed.key : nil,
                        justDequeued: cell.slot != nil, stateSource: stateSource)
                    cell.refreshedInPass = layOutPass
                } else {
                    refresh(indexPath)  // the delegate changed the visible cells
                    if let record = visible[indexPath] { record.refreshedInPass = layOutPass }
                }
                if measuresNewCells {
                    let change = measure(
                        cell, width: placed.frame.width, element: element,
                        key: placed.isPlainCell ? placed.key : nil, in: layout)
                    if change != 0 {
                        heightsChanged = true
                        moved += change
                        if firstChanged == nil { firstChanged = offset }
                    }
                }
                noteShown(cell, changesBefore: changesBefore, measured: measuresNewCells)
            case .supplementary(let kind, let indexPath):
                shown.offsets[offset] = -1
                firstGap = Swift.min(firstGap, offset)
                let key = SupplementaryKey(kind: kind, indexPath: indexPath)
                guard visibleSupplementaries[key] == nil else { continue }
                let view = provideSupplementary(at: key)
                visibleSupplementaries[key] = view
                cleanChanges = nil
                delegate?.collectionView(
                    self, willDisplaySupplementaryView: view.view, forElementKind: kind,
                    at: indexPath)
                (view.view as? CollectionViewCell)?.layoutIfNeeded()
                if measuresNewCells {
                    let change = measureSupplementary(
                        at: key, width: placed.frame.width, element: element, in: layout)
                    if change != 0 {
                        heightsChanged = true
                        moved += change
                        if firstChanged == nil { firstChanged = offset }
                    }
                }
            }
            // Inserting the new cell is the only change to the visible cells the walk expects:
            // code it called that changed them (through the collection view, from inside)
            // leaves the walk behind. The rest is looked up, and laid out again.
            if inOrder, visible.version != version &+ (inserted ? 1 : 0) {
                lookUpShown(wanted, &shown)
                needsLayout = true
                return firstChanged
            }
        }
        if inOrder {
            shown.version = visible.version
            shown.inOrderPrefix = firstGap
        } else {
            lookUpShown(wanted, &shown)
        }
        return firstChanged
    }

    /// Keeps the pass's count of changes (``cleanChanges``) after showing a new cell: when the
    /// only host that changed since `changesBefore` is the cell — dequeued, configured,
    /// refreshed — and it is now `measured` as it is and waits for no update, the visible
    /// views are still known clean; otherwise they are not.
    func noteShown(_ shown: VisibleCell, changesBefore: Int, measured: Bool) {
        guard let clean = cleanChanges else { return }
        let cell = shown.cell
        if clean == changesBefore, measured,
            HostChanges.count &- changesBefore
                == cell.core.changeCount &- cell.core.changeCountWhenPooled,
            let last = shown.measuredUpdate, last.count == cell.configurationUpdateCount,
            !cell.needsUpdateConfiguration
        {
            cleanChanges = HostChanges.count
        } else {
            cleanChanges = nil
        }
    }

    /// Returns the views of the elements not in `wanted` to their pools, in index-path order.
    /// When `kept` is not empty, the visible cells are those of the elements the last pass
    /// placed, and the elements at `kept` are the ones among them still wanted (see
    /// ``keptElements(of:from:)``): the others are found at the two ends.
    ///
    /// - Returns: Whether `wanted` has its cells in index-path order, as a list layout's, all
    ///   with two-long index paths.
    private func returnViews(notIn wanted: PlacedElements, kept: Range<Int>) -> Bool {
        // The visible cells are in index-path order; a list layout wants its cells in that
        // order too, so one walk over both finds the cells leaving, comparing keys (two
        // `Int`s). Any other order takes a sorted set of the wanted.
        let inOrder = wanted.cellsInOrder
        var leaving = leavingBuffer
        leavingBuffer = []
        defer {
            // One at a time, keeping the room (usually one; `removeAll(keepingCapacity:)`
            // takes the general path of replacing a range).
            while !leaving.isEmpty { leaving.removeLast() }
            leavingBuffer = leaving
        }
        if !kept.isEmpty {
            let firstKey = wanted[kept.lowerBound].key
            let lastKey = wanted[kept.upperBound - 1].key
            var front = 0
            while front < visible.count, visible.key(at: front) < firstKey {
                leaveVisibleCell(at: front, to: &leaving)
                front += 1
            }
            var back = visible.count
            while back > front, lastKey < visible.key(at: back - 1) { back -= 1 }
            for offset in back..<visible.count { leaveVisibleCell(at: offset, to: &leaving) }
        } else if inOrder {
            var next = 0
            for offset in 0..<visible.count {
                let key = visible.key(at: offset)
                while next < wanted.count, !wanted[next].isPlainCell || wanted[next].key < key {
                    next += 1
                }
                if next < wanted.count, wanted[next].key == key {
                    next += 1
                } else {
                    leaveVisibleCell(at: offset, to: &leaving)
                }
            }
        } else {
            var wantedCells = IndexPathSet()
            for offset in 0..<wanted.count {
                if case .cell(let indexPath) = wanted.element(at: offset) {
                    wantedCells.insert(indexPath)
                }
            }
            for offset in 0..<visible.count
            where !wantedCells.contains(visible.indexPath(at: offset), key: visible.key(at: offset))
            {
                leaveVisibleCell(at: offset, to: &leaving)
            }
        }
        // Each removed where it was, less the ones removed before it — unless a delegate's
        // `didEndDisplaying` changed the visible cells meanwhile: then it is looked for.
        for (removed, cell) in leaving.enumerated() {
            if let shown = visible.removeValue(
                forKey: cell.indexPath, key: cell.key, expectedAt: cell.offset - removed)
            {
                enqueue(shown, at: cell.indexPath)
            }
        }
        guard !visibleSupplementaries.isEmpty else { return inOrder }
        var wantedSupplementaries = Set<SupplementaryKey>()
        if wanted.hasOthers {
            for offset in 0..<wanted.count where !wanted[offset].isPlainCell {
                if case .supplementary(let kind, let indexPath) = wanted.element(at: offset) {
                    wantedSupplementaries.insert(SupplementaryKey(kind: kind, indexPath: indexPath))
                }
            }
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
        return inOrder
    }

    /// Notes the visible cell at `offset` as leaving.
    @inline(__always)
    func leaveVisibleCell(at offset: Int, to leaving: inout [LeavingCell]) {
        leaving.append(
            LeavingCell(
                indexPath: visible.indexPath(at: offset), key: visible.key(at: offset),
                offset: offset))
    }

    /// Measures `shown`, the cell of `element`, at `width`, when it was configured or updated
    /// since it was last measured or was measured at another width, and tells the layout.
    ///
    /// - Returns: How much its height changed (0 when it did not).
    func measure(
        _ shown: VisibleCell, width: CGFloat, element: @autoclosure () -> LayoutElement,
        key: VisibleCells.Key? = nil, in layout: CollectionViewLayout
    ) -> CGFloat {
        let count = shown.cell.configurationUpdateCount
        if let last = shown.measuredUpdate, last.count == count, last.width == width {
            return 0
        }
        shown.measuredUpdate = (count, width)
        let size = shown.cell.systemLayoutSizeFitting(CGSize(width: width, height: 0))
        // A plain cell's element told by its key (`key`), without its index path's parts.
        if let key {
            return layout.setMeasuredHeight(size.height, ofCellWithKey: key, element: element())
        }
        return layout.setMeasuredHeight(size.height, of: element())
    }

    /// Measures the views of `wanted` (whose cells are `shown`) that were configured or updated
    /// since they were last measured, or whose width changed, and tells the layout.
    ///
    /// - Returns: The offset in `wanted` of the first element whose height changed, or `nil`.
    private func measure(
        _ wanted: PlacedElements, _ shown: inout ShownCells, in layout: CollectionViewLayout
    ) -> Int? {
        visibleViewWalks &+= 1
        var changed: Int?
        for offset in 0..<wanted.count {
            let placed = wanted[offset]
            // Measuring runs the cells' update passes, whose handlers may have changed the
            // visible cells.
            lookUpShownIfChanged(wanted, &shown)
            if shown.offsets[offset] >= 0 {
                let cell = visible.value(at: shown.offsets[offset])
                if measure(
                    cell, width: placed.frame.width, element: wanted.element(at: offset),
                    in: layout) != 0, changed == nil
                {
                    changed = offset
                }
                continue
            }
            guard !placed.isPlainCell else { continue }
            let element = wanted.element(at: offset)
            guard case .supplementary(let kind, let indexPath) = element else { continue }
            let key = SupplementaryKey(kind: kind, indexPath: indexPath)
            if measureSupplementary(
                at: key, width: placed.frame.width, element: element, in: layout) != 0,
                changed == nil
            {
                changed = offset
            }
        }
        return changed
    }

    /// Measures the supplementary view of `element` (shown under `key`) at `width`, when it
    /// was updated since it was last measured or was measured at another width, and tells the
    /// layout.
    ///
    /// - Returns: How much its height changed (0 when it did not).
    private func measureSupplementary(
        at key: SupplementaryKey, width: CGFloat, element: LayoutElement,
        in layout: CollectionViewLayout
    ) -> CGFloat {
        guard let view = visibleSupplementaries[key] else { return 0 }
        let count = (view.view as? CollectionViewCell)?.configurationUpdateCount ?? -1
        if let last = view.measuredUpdate, last.count == count, last.width == width {
            return 0
        }
        visibleSupplementaries[key]?.measuredUpdate = (count, width)
        let size = view.view.systemLayoutSizeFitting(CGSize(width: width, height: 0))
        return layout.setMeasuredHeight(size.height, of: element)
    }

    /// Whether a visible view was updated since it was last measured.
    private var visibleElementsNeedMeasuring: Bool {
        visibleViewWalks &+= 1
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
        refresh(visible, at: indexPath, justDequeued: false, stateSource: itemStateSource)
    }

    /// Gives `visible`, the cell at `indexPath`, its item's state. A cell `justDequeued` in
    /// this pass got its list role then. `key` is the index path's key, when the caller has
    /// it (see ``itemCellState(at:key:stateSource:)``).
    func refresh(
        _ visible: VisibleCell, at indexPath: IndexPath, key: VisibleCells.Key? = nil,
        justDequeued: Bool, stateSource: (any CollectionViewItemStateSource)?
    ) {
        let cell = visible.cell
        // The layout may have changed since the cell was dequeued (another list appearance).
        if !justDequeued { prepareListRole(of: cell, for: .cell(indexPath)) }
        cell.applyListItemState(
            itemCellState(at: indexPath, key: key, stateSource: stateSource),
            traitCollection: nil,
            indentationLevel: stateSource?.outlineLevel(at: indexPath)
                ?? visible.slot?.handlerIndentation)
        let before = cell.configurationUpdateCount
        cell.layoutIfNeeded()
        counters.configurationUpdates += cell.configurationUpdateCount - before
        if isReuseAuditEnabled, let slot = visible.slot { audit(slot, at: indexPath) }
    }

    /// The list-level state of the item at `indexPath`: its state, its separators and the swipe
    /// actions it reveals. `key`, when the caller has it, is the index path's key (its section
    /// and item, for a two-long one): read instead of the index path's parts.
    func itemCellState(
        at indexPath: IndexPath, key: VisibleCells.Key? = nil,
        stateSource: (any CollectionViewItemStateSource)?
    ) -> ListItemState {
        let isExpanded = stateSource?.isExpanded(at: indexPath) ?? false
        var state = Self.cellState(
            in: &itemState, for: indexPath, isEditing: isEditing, isExpanded: isExpanded,
            separators: separators(
                at: indexPath, section: key?.section ?? indexPath.section,
                item: key?.item ?? indexPath.item))
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

    /// The item state's answer for the item at `indexPath`, the state lent in place and not
    /// changed: a method called on the stored state gets a copy of it, which retains and
    /// releases its sets and index paths (about 230 instructions a configured cell).
    private static func cellState(
        in itemState: inout CollectionViewItemState, for indexPath: IndexPath, isEditing: Bool,
        isExpanded: Bool, separators: ListItemSeparators
    ) -> ListItemState {
        itemState.cellState(
            for: indexPath, isEditing: isEditing, isExpanded: isExpanded, separators: separators)
    }

    /// The separators the list shows on the item at `indexPath`: the section's configuration,
    /// through the item separator handler, with automatic visibilities resolved — a separator
    /// below every item but the last of its section, none above; none between an item that is
    /// highlighted or selected and its neighbour, unless both are selected (a multiple
    /// selection group, in its own colour). `section` and `item` are the index path's.
    private func separators(at indexPath: IndexPath, section: Int, item: Int) -> ListItemSeparators
    {
        guard let list = collectionViewLayout.listConfiguration(forSection: section)
        else { return ListItemSeparators() }
        guard list.configuration.showsSeparators else { return ListItemSeparators() }
        // Whether an item follows in the section, from the section's count: the next item's
        // index path is built only when the selection or highlight is asked about it.
        let hasNext = item >= -1 && item < itemCounts.count(inSection: section) - 1
        // Most lists have no separator handler and nothing selected or highlighted: the
        // section's separators, worked out once, without a set to hash. Only the one wanted
        // is read (binding both copies both, colours and all).
        if !hasNext, let last = list.plainSeparatorsOfLast { return last }
        if hasNext, itemState.selected.isEmpty, itemState.highlighted == nil,
            let aboveAnother = list.plainSeparatorsAboveAnother
        {
            return aboveAnother
        }
        let next = IndexPath(item: item + 1, section: section)
        var separator = list.configuration.separatorConfiguration
        if let handler = list.configuration.itemSeparatorHandler {
            separator = handler(indexPath, separator)
        }
        let selected = !itemState.selected.isEmpty
        return ListItemSeparators(
            separator, hasNext: hasNext,
            bothSelected: selected
                && itemState.selected.contains(indexPath) && itemState.selected.contains(next),
            emphasised: selected
                && (itemState.selected.contains(indexPath) || itemState.selected.contains(next))
                || itemState.highlighted == indexPath || itemState.highlighted == next)
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
