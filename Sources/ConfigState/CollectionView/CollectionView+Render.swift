// What a collection view shows and how it is doing (beyond UIKit): the reuse audit, renders,
// statistics, and taps on accessories.
extension CollectionView {
    // MARK: The reuse audit

    /// Compares the cell in `slot`, showing the item at `indexPath`, with a fresh twin, when it
    /// was configured or updated since it was last checked, and reports any difference as
    /// stale state.
    func audit(_ slot: any ListCellSlot, at indexPath: IndexPath) {
        let cell = slot.cell
        let updateCount = cell.configurationUpdateCount
        guard slot.configuredSinceAudit || slot.auditedUpdateCount != updateCount else { return }
        slot.configuredSinceAudit = false
        slot.auditedUpdateCount = updateCount
        let fresh = slot.makeFreshCell()
        fresh.traitCollection = cell.traitCollection
        fresh.applyListItemState(
            itemCellState(at: indexPath), traitCollection: nil,
            indentationLevel: itemStateSource?.outlineLevel(at: indexPath))
        let expected = fresh.render()
        let actual = cell.render()
        counters.cellsAudited += 1
        let differences = actual.differences(from: expected)
        guard !differences.isEmpty else { return }
        counters.staleCells += 1
        let item = itemStateSource?.itemDescription(at: indexPath) ?? "at \(indexPath)"
        diagnostics.receive(
            Diagnostic(
                kind: .staleState,
                message:
                    "stale state in the cell showing item \(item): it differs from a fresh cell in \(differences.map(\.description).joined(separator: "; "))",
                source: cell.hostDescription, properties: differences.map(\.path)))
    }

    // MARK: Statistics and render

    /// Counts that show whether reuse works (beyond UIKit).
    ///
    /// - Complexity: O(*c*) for *c* cells created.
    public var statistics: CollectionViewStatistics {
        var statistics = counters
        for slot in slots.values {
            statistics.contentViewsCreated += slot.cell.contentViewCreationCount
            statistics.contentViewsReplaced += slot.cell.contentViewReplacementCount
        }
        return statistics
    }

    /// Everything the viewport shows, after laying out: each visible item's cell render, in
    /// index-path order (beyond UIKit).
    ///
    /// - Complexity: O(*v*) renders for *v* visible items.
    public func render() -> CollectionViewRender {
        layoutIfNeeded()
        let rows = visible.keys.sorted().compactMap { indexPath -> CollectionViewRender.Row? in
            guard let cell = visible[indexPath]?.cell else { return nil }
            return CollectionViewRender.Row(
                indexPath: indexPath,
                item: itemStateSource?.itemDescription(at: indexPath) ?? "\(indexPath)",
                render: cell.render())
        }
        return CollectionViewRender(rows: rows)
    }

    // MARK: Accessory taps (beyond UIKit)

    /// Taps the accessory of `accessoryType` on the list cell showing the item at `indexPath`,
    /// as a finger would: its action handler runs; an outline disclosure without one expands
    /// or collapses the item through the diffable data source's section snapshot (and its
    /// handlers), as UIKit's does; touching a reorder control begins an interactive move of
    /// the item (``beginInteractiveMovementForItem(at:)``), which
    /// ``updateInteractiveMovementTargetPosition(_:)`` and ``endInteractiveMovement()`` carry
    /// on — or drag it in one call with ``moveItemInteractively(from:to:)``.
    ///
    /// - Returns: Whether a visible accessory of that type was there to tap.
    @discardableResult
    public func tapAccessory(
        _ accessoryType: CellAccessory.AccessoryType, ofItemAt indexPath: IndexPath
    )
        -> Bool
    {
        layoutIfNeeded()
        guard let cell = visible[indexPath]?.cell as? CollectionViewListCell,
            let accessory = cell.accessories.first(where: { $0.accessoryType == accessoryType }),
            accessory.displayed.isDisplayed(isEditing: cell.isEditing), !accessory.isHidden
        else { return false }
        if let handler = accessory.actionHandler {
            handler()
        } else if accessoryType == .outlineDisclosure {
            itemStateSource?.toggleExpansion(at: indexPath)
        } else if accessoryType == .reorder {
            beginInteractiveMovementForItem(at: indexPath)
        }
        layoutIfNeeded()
        return true
    }
}

/// Everything a collection view shows: one render per visible item, in index-path order
/// (beyond UIKit).
public struct CollectionViewRender: Hashable, Sendable, Codable, CustomStringConvertible {
    /// One visible item.
    public struct Row: Hashable, Sendable, Codable {
        /// The item's index path.
        public var indexPath: IndexPath
        /// The item, described.
        public var item: String
        /// What the item's cell shows.
        public var render: ViewRender
    }

    /// The visible items, in order.
    public var rows: [Row]

    /// Each row's index path and item, then its render indented.
    public var description: String {
        rows.map { row in
            "\(row.indexPath) \(row.item)\n"
                + row.render.fields.map { "  \($0)" }.joined(separator: "\n")
        }.joined(separator: "\n")
    }
}
