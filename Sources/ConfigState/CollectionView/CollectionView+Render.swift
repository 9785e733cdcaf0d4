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
        fresh.frame = cell.frame
        fresh.applyListItemState(
            itemCellState(at: indexPath, stateSource: itemStateSource), traitCollection: nil,
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
                    "stale state in the cell showing item \(item) at \(indexPath): it differs from a fresh cell in \(differences.map(\.description).joined(separator: "; "))",
                source: cell.hostDescription, properties: differences.map(\.path),
                differences: differences, indexPath: indexPath))
    }

    /// Compares the supplementary view in `slot`, showing `key`, with a fresh twin, when it was
    /// configured or updated since it was last checked, and reports any difference as stale
    /// state.
    func auditSupplementary(_ slot: any SupplementarySlot, at key: SupplementaryKey) {
        let view = slot.view
        let updateCount = (view as? CollectionViewCell)?.configurationUpdateCount ?? -1
        guard slot.configuredSinceAudit || slot.auditedUpdateCount != updateCount else { return }
        slot.configuredSinceAudit = false
        slot.auditedUpdateCount = updateCount
        let fresh = slot.makeFreshView()
        fresh.traitCollection = view.traitCollection
        fresh.frame = view.frame
        let expected = Self.render(of: fresh)
        let actual = Self.render(of: view)
        counters.supplementaryViewsAudited += 1
        let differences = actual.differences(from: expected)
        guard !differences.isEmpty else { return }
        counters.staleSupplementaryViews += 1
        diagnostics.receive(
            Diagnostic(
                kind: .staleState,
                message:
                    "stale state in the \(key): it differs from a fresh view in \(differences.map(\.description).joined(separator: "; "))",
                source: slot.hostDescription, properties: differences.map(\.path),
                differences: differences, indexPath: key.indexPath))
    }

    /// What a reusable view shows: a cell's render, or a plain view's background colour.
    static func render(of view: CollectionReusableView) -> ViewRender {
        if let cell = view as? CollectionViewCell { return cell.render() }
        var render = ViewRender()
        if let color = view.backgroundColor {
            render.background = BackgroundRender(
                color: color.resolve(in: view.traitCollection.colorEnvironment))
        }
        return render
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
    /// index-path order, and each visible header's and footer's (beyond UIKit), with their
    /// frames in the content.
    ///
    /// - Complexity: O(*v*) renders for *v* visible items and supplementary views.
    public func render() -> CollectionViewRender {
        layoutIfNeeded()
        let rows = visible.keys.sorted().compactMap { indexPath -> CollectionViewRender.Row? in
            guard let cell = visible[indexPath]?.cell else { return nil }
            return CollectionViewRender.Row(
                indexPath: indexPath,
                item: itemStateSource?.itemDescription(at: indexPath) ?? "\(indexPath)",
                frame: cell.frame, render: cell.render())
        }
        let supplementaryViews = visibleSupplementaries.sorted {
            ($0.value.view.frame.minY, $0.key) < ($1.value.view.frame.minY, $1.key)
        }.map { key, shown in
            CollectionViewRender.SupplementaryView(
                elementKind: key.kind, indexPath: key.indexPath, frame: shown.view.frame,
                render: Self.render(of: shown.view))
        }
        return CollectionViewRender(rows: rows, supplementaryViews: supplementaryViews)
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
        } else if accessoryType == .delete {
            // UIKit's delete control reveals the trailing swipe actions.
            revealSwipeActions(at: indexPath, edge: .trailing)
        } else if accessoryType == .outlineDisclosure {
            itemStateSource?.toggleExpansion(at: indexPath)
        } else if accessoryType == .reorder {
            beginInteractiveMovementForItem(at: indexPath)
        }
        layoutIfNeeded()
        return true
    }
}

/// Everything a collection view shows: one render per visible item, in index-path order,
/// and one per visible header and footer (beyond UIKit).
public struct CollectionViewRender: Hashable, Sendable, Codable, CustomStringConvertible {
    /// One visible item.
    public struct Row: Hashable, Sendable, Codable {
        /// The item's index path.
        public var indexPath: IndexPath
        /// The item, described.
        public var item: String
        /// The cell's frame in the collection view's content.
        public var frame: CGRect
        /// What the item's cell shows.
        public var render: ViewRender

        /// Creates a row.
        public init(indexPath: IndexPath, item: String, frame: CGRect = .zero, render: ViewRender) {
            self.indexPath = indexPath
            self.item = item
            self.frame = frame
            self.render = render
        }

        private enum CodingKeys: String, CodingKey, CaseIterable {
            case indexPath, item, frame, render
        }

        /// Decodes a row; a missing frame (a render stored before frames) reads as zero.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.checkedContainer(
                keyedBy: CodingKeys.self, what: "a collection view row")
            indexPath = try container.decodeIndexPath(forKey: .indexPath)
            item = try container.decode(String.self, forKey: .item)
            frame = try container.decodeRectIfPresent(forKey: .frame) ?? .zero
            render = try container.decode(ViewRender.self, forKey: .render)
        }

        /// Encodes the row, its frame as `{"x", "y", "width", "height"}`.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(indexPath, forKey: .indexPath)
            try container.encode(item, forKey: .item)
            try container.encodeRect(frame, forKey: .frame)
            try container.encode(render, forKey: .render)
        }
    }

    /// One visible supplementary view: a header or footer.
    public struct SupplementaryView: Hashable, Sendable, Codable {
        /// Its kind, such as ``CollectionView/elementKindSectionHeader``.
        public var elementKind: String
        /// Its index path (item 0 of its section, for headers and footers).
        public var indexPath: IndexPath
        /// Its frame in the collection view's content.
        public var frame: CGRect
        /// What it shows.
        public var render: ViewRender

        /// Creates a supplementary view's render.
        public init(elementKind: String, indexPath: IndexPath, frame: CGRect, render: ViewRender) {
            self.elementKind = elementKind
            self.indexPath = indexPath
            self.frame = frame
            self.render = render
        }

        private enum CodingKeys: String, CodingKey, CaseIterable {
            case elementKind, indexPath, frame, render
        }

        /// Decodes a supplementary view's render.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.checkedContainer(
                keyedBy: CodingKeys.self, what: "a supplementary view render")
            elementKind = try container.decode(String.self, forKey: .elementKind)
            indexPath = try container.decodeIndexPath(forKey: .indexPath)
            frame = try container.decodeRect(forKey: .frame)
            render = try container.decode(ViewRender.self, forKey: .render)
        }

        /// Encodes it, its frame as `{"x", "y", "width", "height"}`.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(elementKind, forKey: .elementKind)
            try container.encode(indexPath, forKey: .indexPath)
            try container.encodeRect(frame, forKey: .frame)
            try container.encode(render, forKey: .render)
        }
    }

    /// The visible items, in order.
    public var rows: [Row]
    /// The visible headers and footers, top to bottom.
    public var supplementaryViews: [SupplementaryView]

    /// Creates a render.
    public init(rows: [Row], supplementaryViews: [SupplementaryView] = []) {
        self.rows = rows
        self.supplementaryViews = supplementaryViews
    }

    private enum CodingKeys: String, CodingKey, CaseIterable { case rows, supplementaryViews }

    /// Decodes a render; missing supplementary views (a render stored before them) read as
    /// none.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.checkedContainer(
            keyedBy: CodingKeys.self, what: "a collection view render")
        rows = try container.decode([Row].self, forKey: .rows)
        supplementaryViews =
            try container.decodeIfPresent([SupplementaryView].self, forKey: .supplementaryViews)
            ?? []
    }

    /// Each row's index path and item, then its render indented; then each header and footer.
    public var description: String {
        let items = rows.map { row in
            "\(row.indexPath) \(row.item)\n"
                + row.render.fields.map { "  \($0)" }.joined(separator: "\n")
        }
        let supplementary = supplementaryViews.map { view in
            "\(SupplementaryKey(kind: view.elementKind, indexPath: view.indexPath))\n"
                + view.render.fields.map { "  \($0)" }.joined(separator: "\n")
        }
        return (items + supplementary).joined(separator: "\n")
    }
}
