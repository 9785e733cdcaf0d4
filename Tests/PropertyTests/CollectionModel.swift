import ConfigState

// The reference model of a collection view fed by a diffable data source: sections of items
// (flat, or outlines two levels deep), what is expanded, where the viewport is, and every
// piece of item state — by item identifier, as plain values. Positions are worked out from
// scratch on every query: slow and obviously right.

/// One section of the reference data.
struct CollectionModelSection: Hashable {
    var id: Int
    /// The top-level items, in order.
    var roots: [Int]
    /// The children of top-level items, in outline sections.
    var children: [Int: [Int]] = [:]
    /// Whether the data source holds a section snapshot for the section.
    var isOutline = false

    /// Every item, depth-first, hidden children included.
    var items: [Int] { roots.flatMap { [$0] + children[$0, default: []] } }

    /// The items the collection view shows: in an outline, the children of expanded parents
    /// follow them.
    func visibleItems(expanded: Set<Int>) -> [Int] {
        guard isOutline else { return roots }
        return roots.flatMap { [$0] + (expanded.contains($0) ? children[$0, default: []] : []) }
    }

    /// The top-level item `item` is, or whose child it is.
    func root(of item: Int) -> Int? {
        roots.contains(item) ? item : children.first { $0.value.contains(item) }?.key
    }
}

/// The data `applyData` installs: `count` items from `offset`, in one section or split over
/// two; with `outline`, every fourth item gets two children.
struct ScenarioData {
    var sections: [CollectionModelSection]
    var isOutline: Bool

    init(offset: Int, count: Int, outline: Bool, split: Bool) {
        let items = Array(offset..<(offset + count))
        let parts =
            split ? [Array(items.prefix(count / 2)), Array(items.dropFirst(count / 2))] : [items]
        sections = parts.enumerated().map { index, roots in
            var section = CollectionModelSection(id: index, roots: roots, isOutline: outline)
            if outline {
                for item in roots where item % 4 == 0 {
                    section.children[item] = [10_000 + item * 2, 10_001 + item * 2]
                }
            }
            return section
        }
        isOutline = outline
    }
}

/// One row the collection view shows: the item, its index path and its outline level (`nil`
/// outside outlines).
struct ModelRow: Equatable {
    var item: Int
    var indexPath: IndexPath
    var level: Int?
}

/// The reference model.
struct CollectionModel: CustomStringConvertible {
    enum DragPhase: Equatable { case lifting, dragging }

    var viewportRows: Int
    var sections: [CollectionModelSection] = []
    /// Items expanded in their section snapshot (outline sections only).
    var expanded: Set<Int> = []
    /// The content offset, in points.
    var offset: Double = 0

    var selected: Set<Int> = []
    var allowsMultipleSelection = false
    var allowsSelectionDuringEditing = false
    var allowsMultipleSelectionDuringEditing = false
    var highlighted: Int?
    var focused: Int?
    var swiped: Int?
    /// The edge whose actions the swiped item reveals; `nil` when it was swiped without
    /// actions.
    var swipeEdge: CollectionView.SwipeEdge?
    var moving: Int?
    /// Where an interactive movement would put its item: an index path, as the collection
    /// view keeps it.
    var movementTarget: IndexPath?
    var dragged: Set<Int> = []
    var dragPhase: DragPhase?
    var dropTarget: Int?
    var isEditing = false

    var isDark = false
    var isHighContrast = false
    var isLargeText = false
    var appearance = CollectionLayoutListConfiguration.Appearance.plain

    var registrationShift = 0
    /// The next identifier never used for an item, and for a section.
    var nextItem = 20_000
    var nextSection = 100

    var description: String {
        "CollectionModel(\(sections.map { "\($0.id): \($0.roots.count)" }), offset \(offset))"
    }

    // MARK: Queries

    var traits: TraitCollection {
        TraitCollection(
            userInterfaceStyle: isDark ? .dark : .light,
            accessibilityContrast: isHighContrast ? .high : .normal,
            preferredContentSizeCategory: isLargeText ? .accessibilityLarge : .large,
            listEnvironment: appearance.environment)
    }

    /// Every row of every section, in order.
    var rows: [ModelRow] {
        sections.enumerated().flatMap { sectionIndex, section in
            section.visibleItems(expanded: expanded).enumerated().map { index, item in
                ModelRow(
                    item: item, indexPath: IndexPath(item: index, section: sectionIndex),
                    level: section.isOutline ? (section.roots.contains(item) ? 0 : 1) : nil)
            }
        }
    }

    /// The space the list puts above section `index`'s header, as Docs/ListLayout.md
    /// documents it: written out here, not read from the library.
    func topPadding(ofSection index: Int) -> Double {
        switch appearance {
        case .plain: return 22
        case .sidebarPlain: return 0
        case .grouped, .insetGrouped: return 17
        case .sidebar: return index == 0 ? 0 : 10
        }
    }

    /// Each section's header top: the section's padding, then a 44-point header (the
    /// scenario's headers are fixed-height list cells), then its rows.
    var headerTops: [Double] {
        var top = 0.0
        var tops: [Double] = []
        for (index, section) in sections.enumerated() {
            top += topPadding(ofSection: index)
            tops.append(top)
            top += 44 + 44 * Double(section.visibleItems(expanded: expanded).count)
        }
        return tops
    }

    /// The sections whose headers meet the viewport, with their headers' tops.
    var visibleHeaders: [(section: Int, top: Double)] {
        headerTops.enumerated().filter {
            $0.element < offset + viewportHeight && $0.element + 44 > offset
        }
        .map { ($0.offset, $0.element) }
    }

    /// Every row with the top of its 44-point frame.
    var placedRows: [(row: ModelRow, top: Double)] {
        var placed: [(ModelRow, Double)] = []
        let tops = headerTops
        for (index, section) in sections.enumerated() {
            var top = tops[index] + 44
            for (position, item) in section.visibleItems(expanded: expanded).enumerated() {
                let row = ModelRow(
                    item: item, indexPath: IndexPath(item: position, section: index),
                    level: section.isOutline ? (section.roots.contains(item) ? 0 : 1) : nil)
                placed.append((row, top))
                top += 44
            }
        }
        return placed
    }

    /// The height of the content: the rows, the sections' paddings and the grouped
    /// appearances' 35 points at the end.
    var contentHeight: Double {
        let paddings = sections.indices.reduce(0.0) { $0 + topPadding(ofSection: $1) + 44 }
        let end = appearance == .grouped || appearance == .insetGrouped ? 35.0 : 0
        return Double(counts.reduce(0, +)) * 44 + paddings + (sections.isEmpty ? 0 : end)
    }

    /// The viewport's height.
    var viewportHeight: Double { 44 * Double(viewportRows) }

    /// The rows whose frames meet the viewport, in index-path order, with the tops of their
    /// frames: the documented rule (a row is visible when its frame shares an area with the
    /// viewport), worked out from the model's data and row heights, not asked of the layout.
    var visiblePlacedRows: [(row: ModelRow, top: Double)] {
        placedRows.filter { $0.top < offset + viewportHeight && $0.top + 44 > offset }
    }

    /// The rows whose frames meet the viewport.
    var visibleRows: [ModelRow] { visiblePlacedRows.map(\.row) }

    /// The items the collection view holds.
    var present: Set<Int> { Set(rows.map(\.item)) }

    /// Every item of every section, hidden children included.
    var allItems: [Int] { sections.flatMap(\.items) }

    func row(of item: Int) -> ModelRow? { rows.first { $0.item == item } }

    func sectionIndex(containing item: Int) -> Int? {
        sections.firstIndex { $0.items.contains(item) }
    }

    /// The number of items the collection view shows in each section.
    var counts: [Int] { sections.map { $0.visibleItems(expanded: expanded).count } }

    var selectionIsAllowed: Bool { isEditing ? allowsSelectionDuringEditing : true }
    var multipleSelectionIsAllowed: Bool {
        isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
    }

    /// The state a cell showing `item` has, as the model predicts it.
    func state(of item: Int) -> CellConfigurationState {
        var state = CellConfigurationState(traitCollection: traits)
        state.isEditing = isEditing
        state.isSelected = selected.contains(item)
        state.isHighlighted = highlighted == item
        state.isFocused = focused == item
        state.isSwiped = swiped == item
        state.isExpanded = expanded.contains(item)
        state.isReordering = moving == item
        if let dragPhase {
            state.cellDragState =
                dragged.contains(item) ? (dragPhase == .dragging ? .dragging : .lifting) : .none
            state.cellDropState = dropTarget == item ? .targeted : .notTargeted
        }
        return state
    }

    /// The swipe actions the cell showing `item` reveals, as the scenario's providers give
    /// them, in UIKit's default colours.
    func swipeActions(of item: Int) -> SwipeActionsRender? {
        guard swiped == item, let swipeEdge else { return nil }
        let environment = traits.colorEnvironment
        return SwipeActionsRender(
            edge: swipeEdge,
            actions: CollectionScenario.swipeActions(for: item, edge: swipeEdge).map {
                style, title in
                SwipeActionsRender.Action(
                    style: style, title: title, image: nil,
                    backgroundColor: (style == .destructive ? Color.systemRed : .systemGray)
                        .resolve(in: environment))
            })
    }

    /// Whether the row at `position` among its section's rows shows a separator below, by the
    /// rule Docs/ListLayout.md states: not in sidebars; not below a section's last row; not
    /// between a highlighted or selected row and its neighbour, unless both are selected.
    func showsBottomSeparator(_ row: ModelRow) -> Bool {
        guard appearance != .sidebar, appearance != .sidebarPlain,
            sections.indices.contains(row.indexPath.section)
        else { return false }
        let items = sections[row.indexPath.section].visibleItems(expanded: expanded)
        guard row.indexPath.item + 1 < items.count else { return false }
        let next = items[row.indexPath.item + 1]
        if selected.contains(row.item) && selected.contains(next) { return true }
        return ![row.item, next].contains { selected.contains($0) || highlighted == $0 }
    }

    // MARK: Changing the data

    /// Drops the state of items the collection view no longer holds, as applying does.
    mutating func dropStateOfAbsentItems() {
        let present = present
        selected.formIntersection(present)
        dragged.formIntersection(present)
        for keyPath in [\CollectionModel.highlighted, \.focused, \.swiped, \.moving, \.dropTarget] {
            if let item = self[keyPath: keyPath], !present.contains(item) {
                self[keyPath: keyPath] = nil
            }
        }
        if dragged.isEmpty { dragPhase = nil }
        if dragPhase == nil { dropTarget = nil }
    }

    /// Applies a snapshot that shows `items` per section (identifiers and visible items): a
    /// section whose items changed loses its outline, as the data source documents.
    mutating func applyFull(_ newSections: [(id: Int, items: [Int])]) {
        var result: [CollectionModelSection] = []
        for (id, items) in newSections {
            if let old = sections.first(where: { $0.id == id }), old.isOutline,
                old.visibleItems(expanded: expanded) == items
            {
                result.append(old)
            } else {
                result.append(CollectionModelSection(id: id, roots: items))
            }
        }
        let outlined = Set(result.filter(\.isOutline).flatMap(\.items))
        expanded.formIntersection(outlined)
        sections = result
        dropStateOfAbsentItems()
    }

    /// The sections as a snapshot shows them: identifiers and visible items.
    var snapshotSections: [(id: Int, items: [Int])] {
        sections.map { ($0.id, $0.visibleItems(expanded: expanded)) }
    }

    /// Edits `sections[index]` as a section snapshot (a flat section becomes an outline of its
    /// items) and applies it.
    mutating func editOutline(at index: Int, _ edit: (inout CollectionModelSection) -> Void) {
        var section = sections[index]
        if !section.isOutline {
            section = CollectionModelSection(id: section.id, roots: section.roots, isOutline: true)
        }
        edit(&section)
        sections[index] = section
        expanded.formIntersection(Set(sections.filter(\.isOutline).flatMap(\.items)))
        dropStateOfAbsentItems()
    }

    /// Installs `data` as `CollectionUnderTest.applyData` does: first the top-level items,
    /// flat, then each section's outline with the previously expanded items expanded.
    mutating func install(_ data: ScenarioData) {
        let wasExpanded = expanded
        applyFull(data.sections.map { ($0.id, $0.roots) })
        guard data.isOutline else { return }
        sections = data.sections
        expanded = wasExpanded.intersection(data.sections.flatMap(\.items))
    }

    /// The index path `movementTarget` names, if the collection view has that item now.
    var validMovementTarget: IndexPath? {
        guard let target = movementTarget, target.count == 2,
            counts.indices.contains(target.section),
            (0..<counts[target.section]).contains(target.item)
        else { return nil }
        return target
    }

    /// Moves `item` to `destination` as interactive movement does, in flat sections.
    mutating func reorder(_ item: Int, to destination: IndexPath) {
        // A move onto its own place moves nothing (and in an outline, row and root indexes
        // differ, so it must not be replayed on the roots).
        guard row(of: item)?.indexPath != destination,
            let source = sectionIndex(containing: item)
        else { return }
        sections[source].roots.removeAll { $0 == item }
        let roots = sections[destination.section].roots
        sections[destination.section].roots.insert(item, at: min(destination.item, roots.count))
    }

    /// Whether moving the item at `source` to `destination` touches an outline section.
    func reorderTouchesOutline(from source: IndexPath, to destination: IndexPath) -> Bool {
        destination != source
            && (sections[source.section].isOutline || sections[destination.section].isOutline)
    }
}

extension CollectionLayoutListConfiguration.Appearance {
    /// The list environment a list layout with this appearance gives its cells.
    var environment: ListEnvironment {
        switch self {
        case .plain: return .plain
        case .grouped: return .grouped
        case .insetGrouped: return .insetGrouped
        case .sidebar: return .sidebar
        case .sidebarPlain: return .sidebarPlain
        }
    }
}
