import ConfigState
import ConfigStateTesting
import Testing

// DiffableDataSourceSectionSnapshot against a tree (OutlineModel.swift), and the outline laws:
// `visibleItems` is the depth-first walk through expanded parents; level, parent and index
// agree with `items`; `snapshot(of:)` then `replace(childrenOf:using:)` round-trips; expanding
// and collapsing change nothing but visibility.

struct OutlineMachine: StateMachineTest {
    typealias Command = OutlineCommand

    func makeModel() -> OutlineModel { OutlineModel() }

    func makeSystem() -> DiffableDataSourceSectionSnapshot<Int> {
        DiffableDataSourceSectionSnapshot()
    }

    func commands(for model: OutlineModel) -> Gen<OutlineCommand> {
        OutlineCommand.generator(for: model)
    }

    func run(
        _ command: OutlineCommand, on system: inout DiffableDataSourceSectionSnapshot<Int>,
        model: OutlineModel
    ) throws {
        command.perform(on: &system)
    }

    func apply(_ command: OutlineCommand, to model: inout OutlineModel) { model.apply(command) }

    func checkInvariants(model: OutlineModel, system: DiffableDataSourceSectionSnapshot<Int>) throws
    {
        try checkOutline(system, against: model)
        try checkOutlineLaws(system)
    }
}

/// Requires every query of `outline` to agree with the tree.
func checkOutline(_ outline: DiffableDataSourceSectionSnapshot<Int>, against model: OutlineModel)
    throws
{
    let flat = model.flattened
    try requireEqual(outline.items, flat.map(\.id), "items")
    try requireEqual(outline.rootItems, model.roots.map(\.id), "rootItems")
    try requireEqual(outline.visibleItems, model.visibleItems, "visibleItems")
    for item in OutlineUniverse.items {
        let entry = flat.firstIndex { $0.id == item }
        try requireEqual(outline.contains(item), entry != nil, "contains(\(item))")
        try requireEqual(outline.index(of: item), entry, "index(of: \(item))")
        try requireEqual(
            outline.level(of: item), entry.map { flat[$0].level } ?? -1, "level(of: \(item))")
        try requireEqual(
            outline.parent(of: item), entry.flatMap { flat[$0].parent }, "parent(of: \(item))")
        try requireEqual(
            outline.isExpanded(item), model.expanded.contains(item), "isExpanded(\(item))")
        try requireEqual(
            outline.isVisible(item), model.visibleItems.contains(item), "isVisible(\(item))")
        if let node = model.node(item) {
            try requireEqual(
                outline.snapshot(of: item).items, node.descendants, "snapshot(of: \(item))")
            try requireEqual(
                outline.snapshot(of: item, includingParent: true).items, [item] + node.descendants,
                "snapshot(of: \(item), includingParent: true)")
        }
    }
    try requireEqual(outline.diagnostics.map(\.kind), model.refusals, "diagnostics")
    try require(outline == model.snapshot(), "not equal to the same outline built by appending")
}

/// The outline laws, from the section snapshot alone.
func checkOutlineLaws(_ outline: DiffableDataSourceSectionSnapshot<Int>) throws {
    let items = outline.items
    // Level, parent and index agree with the depth-first order: a parent comes before its
    // child, one level up, with only its descendants between them.
    for (index, item) in items.enumerated() {
        try requireEqual(outline.index(of: item), index, "index(of: \(item))")
        let level = outline.level(of: item)
        if let parent = outline.parent(of: item) {
            let parentIndex = outline.index(of: parent) ?? .max
            try require(parentIndex < index, "parent \(parent) after child \(item)")
            try requireEqual(outline.level(of: parent), level - 1, "level of \(item)'s parent")
            try require(
                items[(parentIndex + 1)..<index].allSatisfy { outline.level(of: $0) >= level },
                "\(item) is not a descendant of \(parent)")
        } else {
            try requireEqual(level, 0, "level of the root \(item)")
        }
    }
    // visibleItems is the depth-first walk through expanded parents.
    try requireEqual(
        outline.visibleItems,
        items.filter { item in
            var parent = outline.parent(of: item)
            while let current = parent {
                if !outline.isExpanded(current) { return false }
                parent = outline.parent(of: current)
            }
            return true
        }, "visibleItems")
    // snapshot(of:) then replace(childrenOf:using:) round-trips.
    for item in items {
        var copy = outline
        copy.replace(childrenOf: item, using: outline.snapshot(of: item))
        try require(
            copy == outline && copy.diagnostics == outline.diagnostics,
            "replacing \(item)'s children with a snapshot of them changed the outline")
    }
    // Expanding or collapsing everything changes visibility only.
    var expanded = outline
    expanded.expand(items)
    var collapsed = outline
    collapsed.collapse(items)
    for changed in [expanded, collapsed] {
        try requireEqual(changed.items, items, "items after expanding or collapsing")
        try require(
            items.allSatisfy {
                changed.level(of: $0) == outline.level(of: $0)
                    && changed.parent(of: $0) == outline.parent(of: $0)
            }, "levels or parents changed by expanding or collapsing")
    }
    try requireEqual(expanded.visibleItems, items, "everything visible once all are expanded")
    try requireEqual(collapsed.visibleItems, outline.rootItems, "roots only once all collapse")
    // The visual description marks what the queries say.
    let lines = outline.visualDescription().split(separator: "\n", omittingEmptySubsequences: false)
    try requireEqual(lines.count, items.count + 1, "one line per item")
    for (line, item) in zip(lines, items) {
        let marks = Array(line.prefix(2))
        try requireEqual(marks[0] == "*", outline.isVisible(item), "visibility mark of \(item)")
        try requireEqual(marks[1] == "+", outline.isExpanded(item), "expansion mark of \(item)")
    }
}

@Suite("DiffableDataSourceSectionSnapshot against a tree")
struct SectionSnapshotProperties {
    @Test func everyQueryAgreesWithTheTreeAndTheOutlineLawsHold() {
        checkStateMachine(
            "after any sequence of outline operations, misuse included, items are the tree's "
                + "depth-first order, visibleItems its walk through expanded parents, level, "
                + "parent and index agree, snapshot(of:) then replace round-trips, and expanding "
                + "or collapsing changes only visibility",
            OutlineMachine(), steps: 1...60, configuration: PropertyConfiguration(cases: 150))
    }

    @Test func generatedSequencesReachDeepOutlinesAndEveryRefusal() throws {
        var deepest = 0
        var kinds = Set<SnapshotDiagnostic.Kind>()
        for seed in 0..<150 as Range<UInt64> {
            var source = ChoiceSource(seed: seed)
            var model = OutlineModel()
            for command in try OutlineMachine().generateCommands(from: &source, steps: 1...60) {
                model.apply(command)
                deepest = max(deepest, model.flattened.map(\.level).max() ?? 0)
            }
            kinds.formUnion(model.refusals)
        }
        #expect(deepest >= 3)
        #expect(kinds == [.unknownItems, .duplicateItems])
    }
}
