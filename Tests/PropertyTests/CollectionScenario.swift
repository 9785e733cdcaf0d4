import ConfigState
import ConfigStateTesting

// The app the collection-view properties drive: three registrations (list content, a custom
// content configuration, a custom cell subclass with a typed custom state), a diffable data
// source, and the UIKit code an app writes to edit its data — snapshots for flat sections,
// section snapshots for outlines, reordering handlers that hear about moves. Beside it, the
// oracle: a fresh cell of the same registration, item and state.

// MARK: - The cells and content the collection view under test uses

extension CustomStateKey where Value == Bool {
    static let propertyArchived = CustomStateKey(
        "com.configstate.tests.archived", defaultValue: false)
}

/// A custom content configuration defined in the tests (SPEC §8 asks for one).
struct TagConfiguration: ContentConfiguration, Hashable {
    var title = ""
    var count = 0
    var color = Color.systemBlue
    var symbol: String?
    /// Planted bug for the mutation check: the view keeps its symbol when a new
    /// configuration has none.
    var viewKeepsSymbol = false

    func makeContentView() -> any View & ContentView { TagView(configuration: self) }

    func updated(for state: any ConfigurationState) -> TagConfiguration {
        var copy = self
        copy.color = state.cellConfigurationState.isSelected ? .white : .systemBlue
        return copy
    }
}

/// The content view for `TagConfiguration`: it shows exactly its configuration, unless the
/// configuration plants the bug of keeping an old symbol.
final class TagView: View, ContentView {
    var tag: TagConfiguration
    /// What the view shows; with the planted bug it outlives the configuration that set it.
    var shownSymbol: String?

    init(configuration: TagConfiguration) {
        tag = configuration
        shownSymbol = configuration.symbol
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { return nil }

    var configuration: any ContentConfiguration {
        get { tag }
        set {
            guard let new = newValue as? TagConfiguration else { return }
            tag = new
            if new.symbol != nil || !new.viewKeepsSymbol { shownSymbol = new.symbol }
        }
    }

    func render(in traitCollection: TraitCollection) -> ContentRender {
        var render = CustomContentRender(viewType: "TagView")
        render.add("title", tag.title)
        render.add("count", tag.count)
        render.add("color", tag.color.resolve(in: traitCollection.colorEnvironment))
        render.add("symbol", shownSymbol ?? "none")
        return .custom(render)
    }
}

extension CollectionScenario {
    /// The swipe actions the app gives `item` on `edge`, as styles and titles: trailing, none
    /// for every third item, Delete for the next, Delete and More for the last; leading, Pin
    /// for even items.
    nonisolated static func swipeActions(for item: Int, edge: CollectionView.SwipeEdge)
        -> [(ContextualAction.Style, String)]
    {
        switch edge {
        case .leading: return item.isMultiple(of: 2) ? [(.normal, "Pin \(item)")] : []
        case .trailing:
            switch item % 3 {
            case 0: return []
            case 1: return [(.destructive, "Delete")]
            default: return [(.destructive, "Delete"), (.normal, "More \(item)")]
            }
        }
    }
}

/// A list cell that always asks for a 44-point row, so that the model can say which rows a
/// viewport shows in half rows. (How rows size themselves is the geometry properties'
/// subject: ListGeometryProperties.swift.)
class RowCell: CollectionViewListCell {
    override func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        CGSize(width: targetSize.width, height: 44)
    }
}

/// A cell subclass with a typed custom state, set by the registration from the item.
final class ArchiveCell: RowCell {}

// MARK: - The app's handlers

/// What the handlers read — item revisions (the app bumps them before it reloads or
/// reconfigures an item) and the shift that decides which registration serves an item — and
/// what they record: how often each ran for each item.
@MainActor
final class CollectionScenario {
    var revisions: [Int: Int] = [:]
    var registrationShift = 0
    /// Runs of a registration's handler on the collection view's own cells, per item.
    var handlerRuns: [Int: Int] = [:]
    /// The items the data source's cell provider was asked for, in order (the machine empties
    /// it before each scroll).
    var providedItems: [Int] = []
    /// A planted bug for the mutation check: the list-content registration reuses the cell's
    /// previous configuration instead of a fresh one, so an image can survive reuse.
    var plantLeak = false
    /// A planted bug in the content view instead: `TagView` keeps its symbol.
    var plantLeakyView = false

    /// Which registration serves `item`: 0 list content, 1 tag, 2 archive cell.
    func kind(of item: Int) -> Int { Self.kind(of: item, shift: registrationShift) }

    nonisolated static func kind(of item: Int, shift: Int) -> Int {
        ((item % 3 + 3) % 3 + shift) % 3
    }

    /// Whether the list-content registration gives `item` an outline disclosure (even items).
    nonisolated static func hasDisclosure(_ item: Int) -> Bool { item.isMultiple(of: 2) }

    /// Counts a handler run. The reuse audit runs the same handlers on fresh twins, which are
    /// in no view tree; a dequeued cell is already the collection view's subview when its
    /// handler runs.
    func record(_ cell: CollectionViewCell, _ item: Int) {
        if cell.superview != nil { handlerRuns[item, default: 0] += 1 }
    }

    func configureList(_ cell: CollectionViewListCell, _ item: Int) {
        var content =
            plantLeak
            ? ((cell.contentConfiguration as? ListContentConfiguration)
                ?? cell.defaultContentConfiguration())
            : cell.defaultContentConfiguration()
        content.text = "Row \(item) r\(revisions[item, default: 0])"
        if item % 3 == 0 {
            content.secondaryText = "detail \(item)"
        } else if !plantLeak {
            content.secondaryText = nil
        }
        if item % 4 == 0 { content.image = Image(systemName: "star") }
        cell.contentConfiguration = content
        cell.accessories =
            Self.hasDisclosure(item)
            ? [.outlineDisclosure(), .delete()]
            : [.checkmark(displayed: .whenNotEditing), .reorder()]
        var background = cell.defaultBackgroundConfiguration()
        if item % 5 == 0 { background.cornerRadius = 6 }
        cell.backgroundConfiguration = background
    }

    func configureTag(_ cell: CollectionViewListCell, _ item: Int) {
        cell.contentConfiguration = TagConfiguration(
            title: "Tag \(item)", count: revisions[item, default: 0],
            symbol: item.isMultiple(of: 2) ? "tag" : nil, viewKeepsSymbol: plantLeakyView)
        cell.accessories = []
        cell.backgroundConfiguration = cell.defaultBackgroundConfiguration()
    }

    func configureArchive(_ cell: ArchiveCell, _ item: Int) {
        cell[customState: .propertyArchived] = item.isMultiple(of: 2)
        cell.accessories = [.label(text: "\(revisions[item, default: 0])")]
        let revision = revisions[item, default: 0]
        cell.configurationUpdateHandler = { cell, state in
            var content = ListContentConfiguration.subtitleCell().updated(for: state)
            content.text = state[.propertyArchived] ? "Archived \(item)" : "Item \(item)"
            content.secondaryText = state.isSelected ? "selected r\(revision)" : "r\(revision)"
            cell.contentConfiguration = content
        }
    }
}

// MARK: - The system under test

/// The system under test: a collection view with a list layout, its diffable data source, the
/// registrations its cell provider uses, and the app's UIKit code around them.
@MainActor
final class CollectionUnderTest {
    typealias DataSource = CollectionViewDiffableDataSource<Int, Int>

    let scenario: CollectionScenario
    let collectionView: CollectionView
    let dataSource: DataSource
    /// The transactions `didReorder` handed the app, newest last.
    var reorderTransactions: [DiffableDataSourceTransaction<Int, Int>] = []

    init(viewportRows: Int, scenario: CollectionScenario) {
        self.scenario = scenario
        collectionView = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 44 * CGFloat(viewportRows)),
            collectionViewLayout: CollectionViewCompositionalLayout.list(
                using: CollectionLayoutListConfiguration(appearance: .plain)))
        defer { collectionView.collectionViewLayout = listLayout(.plain) }
        let listRegistration = CollectionView.CellRegistration<RowCell, Int> {
            cell, _, item in
            scenario.record(cell, item)
            scenario.configureList(cell, item)
        }
        let tagRegistration = CollectionView.CellRegistration<RowCell, Int> {
            cell, _, item in
            scenario.record(cell, item)
            scenario.configureTag(cell, item)
        }
        let archiveRegistration = CollectionView.CellRegistration<ArchiveCell, Int> {
            cell, _, item in
            scenario.record(cell, item)
            scenario.configureArchive(cell, item)
        }
        dataSource = DataSource(collectionView: collectionView) { collectionView, indexPath, item in
            scenario.providedItems.append(item)
            switch scenario.kind(of: item) {
            case 0:
                return collectionView.dequeueConfiguredReusableCell(
                    using: listRegistration, for: indexPath, item: item)
            case 1:
                return collectionView.dequeueConfiguredReusableCell(
                    using: tagRegistration, for: indexPath, item: item)
            default:
                return collectionView.dequeueConfiguredReusableCell(
                    using: archiveRegistration, for: indexPath, item: item)
            }
        }
        // Each section's header names it; the handler starts from the default configuration,
        // so a reused header keeps nothing of its last section.
        let headerRegistration = CollectionView.SupplementaryRegistration<RowCell>(
            elementKind: CollectionView.elementKindSectionHeader
        ) { [weak self] header, _, indexPath in
            var content = header.defaultContentConfiguration()
            content.text = self?.dataSource.sectionIdentifier(for: indexPath.section).map {
                "Section \($0)"
            }
            header.contentConfiguration = content
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(
                using: headerRegistration, for: indexPath)
        }
        dataSource.reorderingHandlers.canReorderItem = { _ in true }
        dataSource.reorderingHandlers.didReorder = { [weak self] transaction in
            self?.reorderTransactions.append(transaction)
        }
        collectionView.isReuseAuditEnabled = true
    }

    /// A list layout with `appearance` whose swipe actions providers give each item
    /// ``CollectionScenario/swipeActions(for:edge:)``.
    func listLayout(_ appearance: CollectionLayoutListConfiguration.Appearance)
        -> CollectionViewLayout
    {
        var configuration = CollectionLayoutListConfiguration(appearance: appearance)
        configuration.headerMode = .supplementary
        func provider(_ edge: CollectionView.SwipeEdge)
            -> CollectionLayoutListConfiguration.SwipeActionsConfigurationProvider
        {
            { [weak self] indexPath in
                guard let item = self?.dataSource.itemIdentifier(for: indexPath) else {
                    return nil
                }
                return SwipeActionsConfiguration(
                    actions: CollectionScenario.swipeActions(for: item, edge: edge).map {
                        style, title in
                        ContextualAction(style: style, title: title) { _, _, done in done(true) }
                    })
            }
        }
        configuration.leadingSwipeActionsConfigurationProvider = provider(.leading)
        configuration.trailingSwipeActionsConfigurationProvider = provider(.trailing)
        return CollectionViewCompositionalLayout.list(using: configuration)
    }

    /// The item each visible cell shows, in index-path order.
    var visibleItems: [Int] {
        collectionView.indexPathsForVisibleItems.compactMap(dataSource.itemIdentifier(for:))
    }

    /// The selected items, by identifier.
    var selectedItems: Set<Int> {
        Set(
            (collectionView.indexPathsForSelectedItems ?? []).compactMap(
                dataSource.itemIdentifier(for:)))
    }

    /// The cell showing `item`, if it is visible.
    func cell(showing item: Int) -> CollectionViewCell? {
        dataSource.indexPath(for: item).flatMap(collectionView.cellForItem(at:))
    }

    // MARK: The app's data code

    /// Replaces the data the way an app loads new data: a snapshot of the sections and their
    /// top-level items, then — for outlines — one section snapshot per section with the
    /// children, keeping expanded the items that were expanded before.
    func applyData(_ data: ScenarioData) {
        var wasExpanded = Set<Int>()
        for section in dataSource.snapshot().sectionIdentifiers {
            let outline = dataSource.snapshot(for: section)
            wasExpanded.formUnion(outline.items.filter(outline.isExpanded))
        }
        var snapshot = DiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections(data.sections.map(\.id))
        for section in data.sections {
            snapshot.appendItems(section.roots, toSection: section.id)
        }
        dataSource.apply(snapshot, animatingDifferences: false)
        guard data.isOutline else { return }
        for section in data.sections {
            var outline = DiffableDataSourceSectionSnapshot<Int>()
            outline.append(section.roots)
            for root in section.roots {
                if let children = section.children[root] { outline.append(children, to: root) }
            }
            outline.expand(outline.items.filter(wasExpanded.contains))
            dataSource.apply(outline, to: section.id, animatingDifferences: false)
        }
    }

    /// Edits the current snapshot and applies it.
    func editSnapshot(_ edit: (inout DiffableDataSourceSnapshot<Int, Int>) -> Void) {
        var snapshot = dataSource.snapshot()
        edit(&snapshot)
        dataSource.apply(snapshot)
    }

    /// Edits the section snapshot of the section containing `item` and applies it.
    func editSectionSnapshot(
        containing item: Int, _ edit: (inout DiffableDataSourceSectionSnapshot<Int>) -> Void
    ) {
        guard let section = section(containing: item) else { return }
        editSectionSnapshot(section, edit)
    }

    /// Edits `section`'s section snapshot and applies it.
    func editSectionSnapshot(
        _ section: Int, _ edit: (inout DiffableDataSourceSectionSnapshot<Int>) -> Void
    ) {
        var outline = dataSource.snapshot(for: section)
        edit(&outline)
        dataSource.apply(outline, to: section)
    }

    /// The section whose outline or items contain `item`, hidden children included.
    func section(containing item: Int) -> Int? {
        let snapshot = dataSource.snapshot()
        if let section = snapshot.sectionIdentifier(containingItem: item) { return section }
        return snapshot.sectionIdentifiers.first { dataSource.snapshot(for: $0).contains(item) }
    }

    // MARK: The oracle

    /// A fresh cell for `item`, configured exactly as its registration would, then given the
    /// state and outline level the model predicts.
    func freshCell(for row: ModelRow, model: CollectionModel) -> CollectionViewCell {
        let cell: CollectionViewListCell
        switch CollectionScenario.kind(of: row.item, shift: model.registrationShift) {
        case 0:
            cell = RowCell()
            cell.traitCollection = model.traits
            cell.isEditing = model.isEditing
            scenario.configureList(cell, row.item)
        case 1:
            cell = RowCell()
            cell.traitCollection = model.traits
            cell.isEditing = model.isEditing
            scenario.configureTag(cell, row.item)
        default:
            let archive = ArchiveCell()
            archive.traitCollection = model.traits
            archive.isEditing = model.isEditing
            scenario.configureArchive(archive, row.item)
            cell = archive
        }
        let state = model.state(of: row.item)
        cell.traitCollection = state.traitCollection
        cell.isEditing = state.isEditing
        cell.isSelected = state.isSelected
        cell.isHighlighted = state.isHighlighted
        cell.isFocused = state.isFocused
        cell.isSwiped = state.isSwiped
        cell.isExpanded = state.isExpanded
        cell.isReordering = state.isReordering
        cell.cellDragState = state.cellDragState
        cell.cellDropState = state.cellDropState
        if let level = row.level { cell.indentationLevel = level }
        return cell
    }

    /// Requires every visible cell to show the model's visible rows, in the model's state, in
    /// the model's place, and to render exactly like a fresh cell of the same registration, item
    /// and state.
    func requireNoStaleState(model: CollectionModel) throws {
        collectionView.layoutIfNeeded()
        let placed = model.visiblePlacedRows
        let expected = placed.map(\.row)
        try requireEqual(
            collectionView.indexPathsForVisibleItems, expected.map(\.indexPath),
            "visible index paths")
        try requireEqual(visibleItems, expected.map(\.item), "visible items")
        for (row, top) in placed {
            guard let cell = collectionView.cellForItem(at: row.indexPath) else {
                throw RequirementFailure(
                    message: "no cell for visible item \(row.item)", fileID: #fileID, line: #line)
            }
            // Where the cell shows, against the model's 44-point rows under 44-point headers
            // (the fresh cell below takes the cell's frame, so the render cannot tell): a row
            // that came in at the wrong end of a scroll shows in another row's place.
            try requireEqual(
                [Double(cell.frame.minY), Double(cell.frame.height)], [top, 44],
                "top and height of the cell showing item \(row.item)")
            try requireEqual(
                cell.configurationState.cellConfigurationState.withoutCustomStates,
                model.state(of: row.item), "state of item \(row.item)")
            let fresh = freshCell(for: row, model: model)
            fresh.frame = cell.frame
            // What the list adds to a cell — separators, revealed swipe actions — comes from
            // the model, by the rules the guide states.
            var expected = fresh.render()
            if model.showsBottomSeparator(row), let frames = expected.frames {
                let leading = Double(expected.separatorInsets?.leading ?? 0)
                let thickness = 1 / model.traits.displayScale
                expected.bottomSeparator = SeparatorRender(
                    leadingInset: leading, trailingInset: 0,
                    color: Color.separator.resolve(in: model.traits.colorEnvironment),
                    frame: CGRect(
                        x: leading, y: frames.size.height - thickness,
                        width: frames.size.width - leading, height: thickness))
            }
            expected.swipeActions = model.swipeActions(of: row.item)
            let differences = cell.render().differences(from: expected)
            try require(
                differences.isEmpty,
                "item \(row.item) differs from a fresh cell: \(differences.map(\.description).joined(separator: "; "))"
            )
        }
        try requireHeaders(model: model)
    }

    /// Requires the visible headers to be those of the sections whose header meets the
    /// viewport, each in its place and naming its own section with a header's look.
    func requireHeaders(model: CollectionModel) throws {
        let kind = CollectionView.elementKindSectionHeader
        let headers = model.visibleHeaders
        try requireEqual(
            collectionView.indexPathsForVisibleSupplementaryElements(ofKind: kind),
            headers.map { IndexPath(item: 0, section: $0.section) }, "visible headers")
        for (section, top) in headers {
            let indexPath = IndexPath(item: 0, section: section)
            guard let header = collectionView.supplementaryView(forElementKind: kind, at: indexPath)
            else { continue }
            try requireEqual(Double(header.frame.minY), top, "top of header \(section)")
            let content =
                (header as? CollectionViewListCell)?.contentConfiguration
                as? ListContentConfiguration
            try requireEqual(
                content?.text, "Section \(model.sections[section].id)", "text of header \(section)")
            try requireEqual(
                content?.style, ListContentConfiguration.header().style,
                "style of header \(section)")
        }
    }
}

extension CellConfigurationState {
    /// The state with custom states removed (the archive cells add one; the model predicts
    /// only the collection view's flags and traits).
    var withoutCustomStates: CellConfigurationState {
        var copy = self
        copy[ConfigurationStateCustomKey("com.configstate.tests.archived")] = nil
        return copy
    }
}
