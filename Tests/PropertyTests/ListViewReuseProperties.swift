import ConfigState
import ConfigStateTesting
import Testing

// SPEC §8 invariant 1, "no stale state": for any sequence of list operations, every visible
// cell's render equals the render of a fresh cell configured with the same registration, item
// and state. The oracle is built here, independently of the list's own reuse audit: a fresh
// cell of the registration's class, given the model's traits and editing flag, configured by
// the same handler, then given the item's state as the *model* predicts it.

// MARK: - The cells and content the list under test uses

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

/// The content view for `TagConfiguration`. With `leaksImage`-style bugs planted elsewhere,
/// this one is correct: it shows exactly its configuration.
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

/// A cell subclass with a typed custom state, set by the registration from the item.
final class ArchiveCell: CollectionViewListCell {}

/// What the handlers read: item revisions (bumped by reconfigure and reload) and the shift that
/// decides which registration serves an item.
@MainActor
final class ListScenario {
    var revisions: [Int: Int] = [:]
    var registrationShift = 0
    /// A planted bug for the mutation check: the list-content registration reuses the cell's
    /// previous configuration instead of a fresh one, so an image can survive reuse.
    var plantLeak = false
    /// A planted bug in the content view instead: `TagView` keeps its symbol.
    var plantLeakyView = false

    func kind(of item: Int) -> Int { ((item % 3) + registrationShift) % 3 }

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
            item % 2 == 0
            ? [.disclosureIndicator(), .delete()]
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

/// The system under test: a list and the registrations its provider uses.
@MainActor
final class ListUnderTest {
    let scenario: ListScenario
    let listRegistration: CellRegistration<CollectionViewListCell, Int>
    let tagRegistration: CellRegistration<CollectionViewListCell, Int>
    let archiveRegistration: CellRegistration<ArchiveCell, Int>
    let list: ListView<Int>

    init(viewport: Int, scenario: ListScenario) {
        self.scenario = scenario
        let listRegistration = CellRegistration<CollectionViewListCell, Int> { cell, _, item in
            scenario.configureList(cell, item)
        }
        let tagRegistration = CellRegistration<CollectionViewListCell, Int> { cell, _, item in
            scenario.configureTag(cell, item)
        }
        let archiveRegistration = CellRegistration<ArchiveCell, Int> { cell, _, item in
            scenario.configureArchive(cell, item)
        }
        self.listRegistration = listRegistration
        self.tagRegistration = tagRegistration
        self.archiveRegistration = archiveRegistration
        list = ListView<Int>(visibleRowCount: viewport) { list, indexPath, item in
            switch scenario.kind(of: item) {
            case 0:
                return list.dequeueConfiguredReusableCell(
                    using: listRegistration, for: indexPath, item: item)
            case 1:
                return list.dequeueConfiguredReusableCell(
                    using: tagRegistration, for: indexPath, item: item)
            default:
                return list.dequeueConfiguredReusableCell(
                    using: archiveRegistration, for: indexPath, item: item)
            }
        }
        list.isReuseAuditEnabled = true
    }

    /// A fresh cell for `item`, configured exactly as the registration would, then given the
    /// state the model predicts.
    func freshCell(for item: Int, level: Int?, model: ListModel) -> CollectionViewCell {
        let cell: CollectionViewListCell
        switch scenario.kind(of: item) {
        case 0:
            cell = CollectionViewListCell()
            cell.traitCollection = model.traits
            cell.isEditing = model.isEditing
            scenario.configureList(cell, item)
        case 1:
            cell = CollectionViewListCell()
            cell.traitCollection = model.traits
            cell.isEditing = model.isEditing
            scenario.configureTag(cell, item)
        default:
            let archive = ArchiveCell()
            archive.traitCollection = model.traits
            archive.isEditing = model.isEditing
            scenario.configureArchive(archive, item)
            cell = archive
        }
        model.apply(model.state(of: item, traits: model.traits), to: cell)
        if let level { cell.indentationLevel = level }
        return cell
    }
}

// MARK: - The model

/// The reference model: the data, the viewport and every item-owned state, as plain values.
struct ListModel: CustomStringConvertible {
    var viewport: Int
    var items: [Int] = []
    var children: [Int: [Int]] = [:]
    var firstRow = 0
    var expanded: Set<Int> = []
    var selected: Set<Int> = []
    var allowsMultipleSelection = false
    var highlighted: Int?
    var focused: Int?
    var swiped: Int?
    var reordering: Int?
    var drag: (items: Set<Int>, dragging: Bool)?
    var dropTarget: Int?
    var isEditing = false
    var traits = TraitCollection(listEnvironment: .plain)

    var description: String { "ListModel(\(items.count) items, first row \(firstRow))" }

    var allItems: Set<Int> {
        var all = Set(items)
        for (parent, kids) in children {
            all.insert(parent)
            all.formUnion(kids)
        }
        return all
    }

    /// The visible rows in order, with their outline level (nil when the section has no
    /// children, where the list leaves indentation to the handler).
    var rows: [(item: Int, level: Int?)] {
        guard !children.isEmpty else { return items.map { ($0, nil) } }
        var rows: [(item: Int, level: Int?)] = []
        for item in items {
            rows.append((item, 0))
            if expanded.contains(item), let kids = children[item] {
                rows += kids.map { ($0, 1) }
            }
        }
        return rows
    }

    var visibleRows: ArraySlice<(item: Int, level: Int?)> {
        let all = rows
        let end = min(firstRow + viewport, all.count)
        return firstRow < end ? all[firstRow..<end] : []
    }

    mutating func clampScroll() {
        firstRow = min(firstRow, max(rows.count - viewport, 0))
    }

    func state(of item: Int, traits: TraitCollection) -> CellConfigurationState {
        var state = CellConfigurationState(traitCollection: traits)
        state.isEditing = isEditing
        state.isSelected = selected.contains(item)
        state.isHighlighted = highlighted == item
        state.isFocused = focused == item
        state.isSwiped = swiped == item
        state.isExpanded = expanded.contains(item)
        state.isReordering = reordering == item
        if let drag {
            state.cellDragState =
                drag.items.contains(item) ? (drag.dragging ? .dragging : .lifting) : .none
            state.cellDropState = dropTarget == item ? .targeted : .notTargeted
        }
        return state
    }

    @MainActor func apply(_ state: CellConfigurationState, to cell: CollectionViewCell) {
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
    }
}

// MARK: - The commands

enum ListCommand: StateMachineCommand, Equatable {
    case scroll(toRow: Int)
    case select(Int)
    case deselect(Int)
    case toggleMultipleSelection
    case highlight(Int?)
    case focus(Int?)
    case setEditing(Bool)
    case swipe(Int?)
    case expand(Int)
    case collapse(Int)
    case reorder(Int, to: Int)
    case beginReordering(Int)
    case endReordering
    case beginDrag([Int])
    case continueDrag
    case dropTarget(Int?)
    case endDrag
    case traits(dark: Bool, highContrast: Bool, environment: Int, largeText: Bool)
    case reconfigure(Int)
    case reload(Int)
    case shiftRegistrations(reconfigure: Bool)
    case applyData(offset: Int, count: Int, outline: Bool)

    static let environments: [ListEnvironment] = [
        .plain, .grouped, .insetGrouped, .sidebar, .sidebarPlain,
    ]

    var swiftCode: String {
        switch self {
        case .highlight(let item): return ".highlight(\(item.map(String.init) ?? "nil"))"
        case .focus(let item): return ".focus(\(item.map(String.init) ?? "nil"))"
        case .swipe(let item): return ".swipe(\(item.map(String.init) ?? "nil"))"
        case .dropTarget(let item): return ".dropTarget(\(item.map(String.init) ?? "nil"))"
        default: return "." + String(describing: self)
        }
    }
}

/// The data `applyData` installs: `count` items from `offset`; with `outline`, every fourth
/// item gets two children.
func scenarioData(offset: Int, count: Int, outline: Bool) -> (items: [Int], children: [Int: [Int]])
{
    let items = Array(offset..<(offset + count))
    var children: [Int: [Int]] = [:]
    if outline {
        for item in items where item % 4 == 0 {
            children[item] = [10_000 + item * 2, 10_001 + item * 2]
        }
    }
    return (items, children)
}

// MARK: - The machine

@MainActor

struct ListReuseMachine: @MainActor StateMachineTest {
    var viewport = 5
    var plantLeak = false
    var plantLeakyView = false
    /// Counts the operations this machine runs, when given; long mode reports the figure.
    var stepCounter: ListStepCounter? = nil

    func makeModel() -> ListModel {
        var model = ListModel(viewport: viewport)
        let data = scenarioData(offset: 0, count: 24, outline: true)
        model.items = data.items
        model.children = data.children
        return model
    }

    func makeSystem() throws -> ListUnderTest {
        let scenario = ListScenario()
        scenario.plantLeak = plantLeak
        scenario.plantLeakyView = plantLeakyView
        let system = ListUnderTest(viewport: viewport, scenario: scenario)
        let data = scenarioData(offset: 0, count: 24, outline: true)
        system.list.apply([ListSection(data.items, children: data.children)])
        return system
    }

    func commands(for model: ListModel) -> Gen<ListCommand> {
        let known = Array(model.allItems).sorted()
        let item = Gen.element(of: known.isEmpty ? [0] : known)
        let maybeItem = Gen.optional(of: item)
        return Gen.oneOf(
            Gen.int(in: 0...40).map { ListCommand.scroll(toRow: $0) },
            item.map { ListCommand.select($0) },
            item.map { ListCommand.deselect($0) },
            Gen.always(ListCommand.toggleMultipleSelection),
            maybeItem.map { ListCommand.highlight($0) },
            maybeItem.map { ListCommand.focus($0) },
            Gen.bool.map { ListCommand.setEditing($0) },
            maybeItem.map { ListCommand.swipe($0) },
            item.map { ListCommand.expand($0) },
            item.map { ListCommand.collapse($0) },
            Gen.zip(item, Gen.int(in: 0...30)).map { ListCommand.reorder($0, to: $1) },
            item.map { ListCommand.beginReordering($0) },
            Gen.always(ListCommand.endReordering),
            Gen.array(of: item, count: 1...3).map { ListCommand.beginDrag($0) },
            Gen.always(ListCommand.continueDrag),
            maybeItem.map { ListCommand.dropTarget($0) },
            Gen.always(ListCommand.endDrag),
            Gen.zip(Gen.bool, Gen.bool, Gen.int(in: 0...4), Gen.bool).map {
                ListCommand.traits(dark: $0, highContrast: $1, environment: $2, largeText: $3)
            },
            item.map { ListCommand.reconfigure($0) },
            item.map { ListCommand.reload($0) },
            Gen.bool.map { ListCommand.shiftRegistrations(reconfigure: $0) },
            Gen.zip(Gen.int(in: 0...30), Gen.int(in: 0...30), Gen.bool).map {
                ListCommand.applyData(offset: $0, count: $1, outline: $2)
            })
    }

    func run(_ command: ListCommand, on system: inout ListUnderTest, model: ListModel) throws {
        stepCounter?.steps += 1
        let list = system.list
        switch command {
        case .scroll(let row): list.scroll(toRow: row)
        case .select(let item): list.selectItem(item)
        case .deselect(let item): list.deselectItem(item)
        case .toggleMultipleSelection: list.allowsMultipleSelection.toggle()
        case .highlight(let item): list.highlightItem(item)
        case .focus(let item): list.focusItem(item)
        case .setEditing(let editing): list.isEditing = editing
        case .swipe(let item): list.swipeItem(item)
        case .expand(let item): list.expandItem(item)
        case .collapse(let item): list.collapseItem(item)
        case .reorder(let item, let index):
            list.beginReordering(item)
            list.moveReorderingItem(to: index)
            list.endReordering()
        case .beginReordering(let item): list.beginReordering(item)
        case .endReordering: list.endReordering()
        case .beginDrag(let items): list.beginDrag(items)
        case .continueDrag: list.continueDrag()
        case .dropTarget(let item): list.setDropTarget(item)
        case .endDrag: list.endDrag()
        case .traits(let dark, let highContrast, let environment, let largeText):
            list.traitCollection = Self.traits(dark, highContrast, environment, largeText)
        case .reconfigure(let item):
            system.scenario.revisions[item, default: 0] += 1
            list.reconfigureItems([item])
        case .reload(let item):
            system.scenario.revisions[item, default: 0] += 1
            list.reloadItems([item])
        case .shiftRegistrations(let reconfigure):
            system.scenario.registrationShift += 1
            let visible = list.visibleItems
            if reconfigure { list.reconfigureItems(visible) } else { list.reloadItems(visible) }
        case .applyData(let offset, let count, let outline):
            let data = scenarioData(offset: offset, count: count, outline: outline)
            list.apply([ListSection(data.items, children: data.children)])
        }
    }

    static func traits(_ dark: Bool, _ highContrast: Bool, _ environment: Int, _ largeText: Bool)
        -> TraitCollection
    {
        TraitCollection(
            userInterfaceStyle: dark ? .dark : .light,
            accessibilityContrast: highContrast ? .high : .normal,
            preferredContentSizeCategory: largeText ? .accessibilityLarge : .large,
            listEnvironment: ListCommand.environments[environment])
    }

    func apply(_ command: ListCommand, to model: inout ListModel) {
        let all = model.allItems
        switch command {
        case .scroll(let row):
            model.firstRow = min(max(row, 0), max(model.rows.count - model.viewport, 0))
        case .select(let item):
            guard all.contains(item) else { return }
            if !model.allowsMultipleSelection { model.selected.removeAll() }
            model.selected.insert(item)
        case .deselect(let item): model.selected.remove(item)
        case .toggleMultipleSelection: model.allowsMultipleSelection.toggle()
        case .highlight(let item): model.highlighted = item.flatMap { all.contains($0) ? $0 : nil }
        case .focus(let item): model.focused = item.flatMap { all.contains($0) ? $0 : nil }
        case .setEditing(let editing): model.isEditing = editing
        case .swipe(let item): model.swiped = item.flatMap { all.contains($0) ? $0 : nil }
        case .expand(let item):
            guard all.contains(item) else { return }
            model.expanded.insert(item)
            model.clampScroll()
        case .collapse(let item):
            model.expanded.remove(item)
            model.clampScroll()
        case .reorder(let item, let index):
            // The command begins, moves and ends a reorder: nothing is reordering afterwards.
            model.reordering = nil
            guard all.contains(item), let from = model.items.firstIndex(of: item) else { return }
            model.items.remove(at: from)
            model.items.insert(item, at: min(max(index, 0), model.items.count))
            model.clampScroll()
        case .beginReordering(let item): if all.contains(item) { model.reordering = item }
        case .endReordering: model.reordering = nil
        case .beginDrag(let items):
            let present = items.filter(all.contains)
            if !present.isEmpty { model.drag = (Set(present), false) }
        case .continueDrag: if let drag = model.drag { model.drag = (drag.items, true) }
        case .dropTarget(let item):
            if model.drag != nil { model.dropTarget = item.flatMap { all.contains($0) ? $0 : nil } }
        case .endDrag:
            model.drag = nil
            model.dropTarget = nil
        case .traits(let dark, let highContrast, let environment, let largeText):
            model.traits = Self.traits(dark, highContrast, environment, largeText)
        case .reconfigure, .reload, .shiftRegistrations: break
        case .applyData(let offset, let count, let outline):
            let data = scenarioData(offset: offset, count: count, outline: outline)
            model.items = data.items
            model.children = data.children
            let present = model.allItems
            model.selected = model.selected.filter(present.contains)
            model.expanded = model.expanded.filter(present.contains)
            for keyPath in [
                \ListModel.highlighted, \.focused, \.swiped, \.reordering, \.dropTarget,
            ] {
                if let item = model[keyPath: keyPath], !present.contains(item) {
                    model[keyPath: keyPath] = nil
                }
            }
            if let drag = model.drag {
                model.drag = (drag.items.filter(present.contains), drag.dragging)
            }
            model.clampScroll()
        }
    }

    func checkInvariants(model: ListModel, system: ListUnderTest) throws {
        let list = system.list
        list.layoutIfNeeded()
        let expectedRows = model.visibleRows
        try requireEqual(list.visibleItems, expectedRows.map(\.item), "visible items")
        for row in expectedRows {
            guard let cell = list.cell(for: row.item) else {
                throw RequirementFailure(
                    message: "no cell for visible item \(row.item)", fileID: #fileID, line: #line)
            }
            try requireEqual(
                cell.configurationState.cellConfigurationState.withoutCustomStates,
                model.state(of: row.item, traits: model.traits), "state of item \(row.item)")
            let fresh = system.freshCell(for: row.item, level: row.level, model: model)
            let differences = cell.render().differences(from: fresh.render())
            try require(
                differences.isEmpty,
                "item \(row.item) differs from a fresh cell: \(differences.map(\.description).joined(separator: "; "))"
            )
        }
        try require(
            list.statistics.contentViewsReplaced == 0,
            "one configuration type per registration never replaces")
        try require(
            list.statistics.cellsCreated <= 3 * 2 * model.viewport,
            "cells created are bounded by viewport × registrations: \(list.statistics)")
    }
}

extension CellConfigurationState {
    /// The state with custom states removed (the archive cells add one; the model predicts
    /// only the list-owned flags and traits).
    var withoutCustomStates: CellConfigurationState {
        var copy = self
        copy[ConfigurationStateCustomKey("com.configstate.tests.archived")] = nil
        return copy
    }
}

/// Counts the list operations one machine runs, so that long mode can report how many it ran.
///
/// One counter per test, not a global: the suite's tests run in parallel, and a shared counter
/// was both a data race (ThreadSanitizer reported it) and a figure that mixed in other tests'
/// steps. The harness runs a property's cases one after another, so one test's counter is only
/// ever touched from one task at a time.
final class ListStepCounter {
    var steps = 0
}

/// Whether `CONFIGSTATE_LONG_TESTS=1` is set.
let isLongMode: Bool = (try? PropertyEnvironment.current().isLongMode) ?? false

@MainActor
@Suite("Invariant 1: no stale state")
struct ListViewReuseProperties {
    /// 40 sequences of up to 30 steps by default. Long mode runs 100× the sequences, each up to
    /// 600 steps — about a million list operations — and prints the count.
    @Test("Every visible cell renders like a fresh cell after any sequence of list operations")
    func everyVisibleCellRendersLikeAFreshCell() {
        let counter = ListStepCounter()
        checkStateMachine(
            "every visible cell renders like a fresh cell", ListReuseMachine(stepCounter: counter),
            steps: isLongMode ? 1...600 : 1...30, configuration: PropertyConfiguration(cases: 40))
        #expect(counter.steps > 0)
        if isLongMode { print("ListView steps run: \(counter.steps)") }
    }

    @Test("The list's own reuse audit agrees: no stale-state diagnostics after random sequences")
    func reuseAuditFindsNothing() {
        @MainActor
        struct AuditedMachine: @MainActor StateMachineTest {
            let base = ListReuseMachine(viewport: 3)
            func makeModel() -> ListModel { base.makeModel() }
            func makeSystem() throws -> ListUnderTest { try base.makeSystem() }
            func commands(for model: ListModel) -> Gen<ListCommand> { base.commands(for: model) }
            func run(_ command: ListCommand, on system: inout ListUnderTest, model: ListModel)
                throws
            {
                try base.run(command, on: &system, model: model)
            }
            func apply(_ command: ListCommand, to model: inout ListModel) {
                base.apply(command, to: &model)
            }
            func checkInvariants(model: ListModel, system: ListUnderTest) throws {
                system.list.layoutIfNeeded()
                let stale = system.list.diagnostics.diagnostics(of: .staleState)
                try require(stale.isEmpty, "audit: \(stale.first?.message ?? "")")
            }
        }
        checkStateMachine(
            "the reuse audit finds nothing", AuditedMachine(),
            configuration: PropertyConfiguration(cases: 25))
    }

    /// The mutation check the issue names: a content view that keeps its image (here, its
    /// symbol) when the new configuration has none. Found, shrunk to two steps (a first layout,
    /// then a move that reuses a tag cell for an item without a symbol), with a replay line.
    @Test("A content view that keeps its image is found and shrunk")
    func plantedLeakyContentViewIsFoundAndShrunk() throws {
        let failure = try #require(
            findStateMachineFailure(
                "every visible cell renders like a fresh cell",
                ListReuseMachine(viewport: 5, plantLeakyView: true),
                configuration: PropertyConfiguration(
                    cases: 200, seed: 11, environment: .variables([:]))))
        let shrunk = try #require(failure.shrunkCounterexample)
        let steps = shrunk.split(separator: "\n").filter {
            $0.drop(while: { $0 == " " }).hasPrefix(".")
        }
        #expect(steps.count == 2, "\(failure)")
        #expect(failure.message.contains("content.symbol: none → tag"), "\(failure)")
        #expect(failure.description.contains("CONFIGSTATE_PROPERTY_SEED="))
    }

    /// The mutation check: plant the classic bug — the handler starts from the cell's previous
    /// configuration, so text and images survive reuse — and show the suite finds it and
    /// shrinks it. The minimum is two steps: any first step makes the list lay out its first
    /// cells, and a reload with shifted registrations then hands one item a cell configured for
    /// another. (A reload alone is not enough: the list has not laid out yet, so its first
    /// layout already uses the shifted registrations.)
    @Test("A planted reuse bug is found and shrunk to two steps, with a replay line")
    func plantedLeakIsFoundAndShrunk() throws {
        let failure = try #require(
            findStateMachineFailure(
                "every visible cell renders like a fresh cell",
                ListReuseMachine(viewport: 5, plantLeak: true),
                configuration: PropertyConfiguration(
                    cases: 200, seed: 7, environment: .variables([:]))))
        let shrunk = try #require(failure.shrunkCounterexample)
        let steps = shrunk.split(separator: "\n").filter {
            $0.drop(while: { $0 == " " }).hasPrefix(".")
        }
        #expect(steps.count == 2, "\(failure)")
        #expect(steps.last?.contains(".shiftRegistrations") == true, "\(failure)")
        #expect(
            failure.message.contains("differs from a fresh cell: content.secondaryText"),
            "\(failure)")
        #expect(failure.description.contains("CONFIGSTATE_PROPERTY_SEED="))
        // Replaying the printed sequence fails the same way.
        let machine = ListReuseMachine(viewport: 5, plantLeak: true)
        #expect(throws: StateMachineStepFailure.self) {
            try machine.execute([.toggleMultipleSelection, .shiftRegistrations(reconfigure: false)])
        }
        #expect(throws: Never.self) {
            try ListReuseMachine(viewport: 5).execute([
                .toggleMultipleSelection, .shiftRegistrations(reconfigure: false),
            ])
        }
    }
}
