// The layout pass of a list scrolled down: when the last pass left exactly the rows a list
// layout placed in the viewport shown, each by its cell at its frame, and nothing else has
// changed since but the content offset, moving down, the pass returns the rows that left at
// the top and shows the rows that came in at the bottom, one after another, each measured as
// it comes in — what the general pass (`layOutVisibleElements()`) does for such a scroll,
// without placing the viewport's elements again, walking them beside the visible cells, or
// placing again after a measured height changed.
extension CollectionView {
    /// The last pass that settled with exactly the rows a layout that places its elements in
    /// rows put in the viewport shown — no header, footer or other view — each by its cell at
    /// the frame the layout gave it: the visible cells' version, the layout's placement
    /// version and the viewport then.
    struct SettledRows {
        var visibleVersion: Int
        var placementVersion: Int
        var rect: CGRect
    }

    /// Whether `settled` still describes the visible cells and `layout` as they are.
    func rowsAreSettled(_ settled: SettledRows?, in layout: CollectionViewLayout) -> Bool {
        guard let settled, settled.visibleVersion == visible.version,
            let version = layout.placementVersion
        else { return false }
        return version == settled.placementVersion
    }

    /// Lays out a scroll down of settled rows (see ``SettledRows``) in which a row stays, as
    /// the general pass does: returns the cells of the rows that left at the top to their
    /// pools, in order, then shows the rows that came in at the bottom, one after another —
    /// each dequeued, given its state and, in a self-sizing layout, measured before the next
    /// is placed below it, so that no row is dequeued that a measured one pushed out.
    ///
    /// Anything unexpected on the way — a delegate or handler that changes the visible cells,
    /// another view that changed and may need measuring again, a row measured to no height,
    /// the rows' end before the viewport's — leaves the rest to the general pass, which takes
    /// the visible cells as they are then.
    ///
    /// - Returns: `nil` when the general pass must run (nothing was changed, or the scroll
    ///   was taken as far as it could be); else whether the pass settled with every view it
    ///   shows measured (always, then).
    func layOutRowsScrolledDown(in layout: CollectionViewLayout) -> Bool? {
        guard scrollsRowsDirectly, let settled = settledRows,
            rowsAreSettled(settled, in: layout), !needsStateRefresh,
            let clean = cleanChanges, clean == HostChanges.count, visibleSupplementaries.isEmpty,
            replacedCells.isEmpty, visible.count > 0
        else { return nil }
        let rect = visibleRect
        guard rect.minX == settled.rect.minX, rect.size == settled.rect.size,
            rect.minY >= settled.rect.minY, rect.minY.isFinite, rect.maxY.isFinite
        else { return nil }
        // The rows that left, at the top: their frames' bottoms at or above the viewport's top
        // (the general pass places from the first element ending below it).
        var leavingCount = 0
        while leavingCount < visible.count,
            let frame = visible.value(at: leavingCount).laidOutFrame, frame.maxY <= rect.minY
        {
            leavingCount += 1
        }
        // A jump past every row is the general pass's: a row that comes in may measure short
        // enough to end above the viewport, and the general pass returns it only after the
        // rest of its first round came in — an order a row-by-row walk would have to copy
        // through every way the walk can be interrupted.
        guard leavingCount < visible.count,
            let layoutVersion = layOutRowsBelow(leaving: leavingCount, in: rect, layout: layout)
        else { return nil }
        settledRows = SettledRows(
            visibleVersion: visible.version, placementVersion: layoutVersion, rect: rect)
        rowScrolls &+= 1
        return true
    }

    /// The scroll's part when rows stay: returns the `leaving` rows at the top, then shows the
    /// rows below the last, one after another, while there is room — each measured before the
    /// next is placed below it, as the general pass's rounds show them (no row that came in
    /// can end above the viewport: each starts below a row that stays).
    ///
    /// - Returns: The layout's placement version at the end, or `nil` when the general pass
    ///   must take over (nothing was changed when no row left and none came in).
    private func layOutRowsBelow(leaving: Int, in rect: CGRect, layout: CollectionViewLayout)
        -> Int?
    {
        guard let lastFrame = visible.value(at: visible.count - 1).laidOutFrame else { return nil }
        var last = (key: visible.key(at: visible.count - 1), bottom: lastFrame.maxY)
        // The elements that come in as the layout places them now — what the general pass's
        // first round places — all rows, checked before anything changes: a scroll this path
        // cannot take (a footer or another section comes in, which the first round would
        // show and measure even when a row's height moves it out) changes nothing.
        var next: PlacedElements.Element?
        if last.bottom < rect.maxY {
            next = layout.row(after: last.key, top: last.bottom)
            var placed = next
            while let row = placed, row.frame.maxY < rect.maxY {
                placed = layout.row(after: row.key, top: row.frame.maxY)
            }
            guard next != nil, placed != nil else { return nil }
        }
        placedElementsVersion = nil
        placedElementsShownVersion = nil
        if leaving > 0, !returnRows(leaving) { return fallBack() }
        var stateSource = StateSourceLoad()
        let measures = layout.isSelfSizing
        while let row = next, row.frame.minY < rect.maxY {
            var frame = row.frame
            // Rows of no height meet no rect: the general pass's placement leaves them out.
            if frame.height > 0 {
                guard show(row.key, at: &frame, &stateSource, measuring: measures, in: layout)
                else { return fallBack() }
                visible.value(at: visible.count - 1).setFrame(frame)
            }
            last = (row.key, frame.maxY)
            guard last.bottom < rect.maxY else { break }
            next = layout.row(after: last.key, top: last.bottom)
            if next == nil { return fallBack() }
        }
        return layout.placementVersion ?? fallBack()
    }

    /// The item state source, loaded for the first row shown and kept for the others (a weak
    /// load and a release through the object's side table cost about 120 instructions). A
    /// data source set meanwhile (by a handler) reloads the data, and the pass lays out again.
    struct StateSourceLoad {
        var source: (any CollectionViewItemStateSource)?
        var isLoaded = false
    }

    /// Shows the row whose key is `key`, placed at `frame`, at the end of the visible cells, as
    /// the general pass shows a new cell: dequeued from the data source, announced to the
    /// delegate, given its state and, in a self-sizing layout, measured — `frame` then has its
    /// measured height.
    ///
    /// - Returns: Whether the walk may go on; `false` when the general pass must take over:
    ///   the visible cells changed from inside, another view changed meanwhile (one that may
    ///   need measuring again), or the row measured no height.
    private func show(
        _ key: VisibleCells.Key, at frame: inout CGRect, _ stateSource: inout StateSourceLoad,
        measuring: Bool, in layout: CollectionViewLayout
    ) -> Bool {
        let indexPath = IndexPath(item: key.item, section: key.section)
        let changesBefore = HostChanges.count
        let cell = provideCell(at: indexPath)
        let before = visible.version
        visible.setValue(cell, for: indexPath, key: key)
        let inserted = visible.version
        delegate?.collectionView(self, willDisplay: cell.cell, forItemAt: indexPath)
        // Only the new row's insertion changed the visible cells: a data source or delegate
        // that changed them from inside leaves the rest to the general pass.
        guard visible.version == inserted, inserted == before &+ 1 else {
            if let record = visible[indexPath] { record.refreshedInPass = layOutPass }
            return false
        }
        if !stateSource.isLoaded {
            stateSource.source = itemStateSource
            stateSource.isLoaded = true
        }
        refresh(
            cell, at: indexPath, key: key, justDequeued: cell.slot != nil,
            stateSource: stateSource.source)
        cell.refreshedInPass = layOutPass
        if measuring {
            frame.size.height += measure(
                cell, width: frame.width, element: .cell(indexPath), key: key, in: layout)
        }
        noteShown(cell, changesBefore: changesBefore, measured: measuring)
        return cleanChanges == HostChanges.count && visible.version == inserted
            && frame.height > 0
    }

    /// Returns the first `count` visible cells' rows to their pools, in order, as the general
    /// pass returns the rows that left.
    ///
    /// - Returns: Whether the visible cells are then as expected: the others, unchanged (a
    ///   delegate's `didEndDisplaying` may change them).
    private func returnRows(_ count: Int) -> Bool {
        var leaving = leavingBuffer
        leavingBuffer = []
        for offset in 0..<count { leaveVisibleCell(at: offset, to: &leaving) }
        // Each removal counts one change of the visible cells; any more is a delegate's.
        let expected = visible.version &+ count
        for (removed, cell) in leaving.enumerated() {
            if let shown = visible.removeValue(
                forKey: cell.indexPath, key: cell.key, expectedAt: cell.offset - removed)
            {
                enqueue(shown, at: cell.indexPath)
            }
        }
        while !leaving.isEmpty { leaving.removeLast() }
        leavingBuffer = leaving
        return visible.version == expected
    }

    /// Leaves the pass to the general one, from the visible cells as they are.
    private func fallBack() -> Int? {
        settledRows = nil
        placedElementsVersion = nil
        placedElementsShownVersion = nil
        return nil
    }

    /// Gives `placed`, the general pass's buffer, the settled rows' elements when a scroll
    /// down of rows (``layOutRowsScrolledDown(in:)``) left it behind and the rows are still
    /// settled: the visible cells' keys and frames, the elements the layout placed, so that
    /// the general pass moves them to its viewport as it moves its own.
    func placeSettledRowsIfNeeded(_ placed: inout PlacedElements, in layout: CollectionViewLayout) {
        guard placedElementsVersion == nil, let settled = settledRows,
            rowsAreSettled(settled, in: layout)
        else { return }
        placed.removeAll()
        for offset in 0..<visible.count {
            guard let frame = visible.value(at: offset).laidOutFrame else {
                placed.removeAll()
                return
            }
            placed.appendCell(key: visible.key(at: offset), frame: frame)
        }
        placedElementsVersion = settled.placementVersion
        placedElementsShownVersion = visible.version
    }
}

extension CollectionViewCell {
    /// Makes the changes the cell counted so far ``HostCore/changeCountWhenPooled``: what it
    /// counts from now on is its own, as it goes into its pool and again as it comes out.
    /// (The core changed in place: through a cell of a generic type, assigning one of its
    /// fields from another copied the whole core, about 400 instructions.)
    final func countChangesFromNow() {
        core.changeCountWhenPooled = core.changeCount
    }
}
