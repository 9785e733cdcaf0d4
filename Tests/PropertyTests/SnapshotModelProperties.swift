import ConfigState
import ConfigStateTesting
import Testing

// DiffableDataSourceSnapshot against its reference model (SnapshotModel.swift): random
// sequences of operations, misuse included, and after every step every query agrees —
// counts, identifiers, per-section contents, index look-ups, the section containing each
// item, reload and reconfigure marks, and the refusals recorded.

/// The model-based test of `DiffableDataSourceSnapshot`.
struct SnapshotMachine: StateMachineTest {
    typealias Command = SnapshotCommand

    func makeModel() -> SnapshotModel { SnapshotModel() }

    func makeSystem() -> DiffableDataSourceSnapshot<String, Int> { DiffableDataSourceSnapshot() }

    func commands(for model: SnapshotModel) -> Gen<SnapshotCommand> {
        SnapshotCommand.generator(for: model)
    }

    func run(
        _ command: SnapshotCommand, on system: inout DiffableDataSourceSnapshot<String, Int>,
        model: SnapshotModel
    ) throws {
        command.perform(on: &system)
    }

    func apply(_ command: SnapshotCommand, to model: inout SnapshotModel) {
        model.apply(command)
    }

    func checkInvariants(
        model: SnapshotModel, system: DiffableDataSourceSnapshot<String, Int>
    ) throws {
        try checkSnapshot(system, against: model)
    }
}

/// Requires every query of `snapshot` to agree with `model`.
func checkSnapshot(
    _ snapshot: DiffableDataSourceSnapshot<String, Int>, against model: SnapshotModel
) throws {
    try requireEqual(snapshot.sectionIdentifiers, model.sectionIDs, "sectionIdentifiers")
    try requireEqual(snapshot.itemIdentifiers, model.allItems, "itemIdentifiers")
    try requireEqual(snapshot.numberOfSections, model.sections.count, "numberOfSections")
    try requireEqual(snapshot.numberOfItems, model.allItems.count, "numberOfItems")
    for id in SnapshotUniverse.sections {
        let index = model.sectionIndex(id)
        try requireEqual(snapshot.indexOfSection(id), index, "indexOfSection(\(id))")
        let items = index.map { model.sections[$0].items } ?? []
        try requireEqual(snapshot.itemIdentifiers(inSection: id), items, "items in \(id)")
        try requireEqual(
            snapshot.numberOfItems(inSection: id), items.count, "numberOfItems(inSection: \(id))")
    }
    let flat = model.allItems
    for item in SnapshotUniverse.items {
        try requireEqual(
            snapshot.indexOfItem(item), flat.firstIndex(of: item), "indexOfItem(\(item))")
        try requireEqual(
            snapshot.sectionIdentifier(containingItem: item),
            model.place(of: item).map { model.sections[$0.section].id },
            "sectionIdentifier(containingItem: \(item))")
    }
    try requireEqual(snapshot.reloadedItemIdentifiers, model.reloadedItems, "reloaded items")
    try requireEqual(
        snapshot.reconfiguredItemIdentifiers, model.reconfiguredItems, "reconfigured items")
    try requireEqual(
        snapshot.reloadedSectionIdentifiers, model.reloadedSections, "reloaded sections")
    try requireEqual(
        snapshot.diagnostics.map {
            SnapshotModel.Refusal(kind: $0.kind, identifiers: $0.identifiers)
        },
        model.refusals, "diagnostics")
    try require(
        snapshot == model.snapshot(),
        "not equal to the same layout built by appending: \(snapshot) vs \(model.snapshot())")
}

@Suite("DiffableDataSourceSnapshot against a reference model")
struct SnapshotModelProperties {
    @Test func everyQueryAgreesWithTheModelAfterEveryStep() {
        checkStateMachine(
            "after any sequence of snapshot operations, misuse included, every query of the "
                + "snapshot agrees with plain arrays of sections and items, and every refused "
                + "operation left it unchanged with one diagnostic",
            SnapshotMachine(), steps: 1...80, configuration: PropertyConfiguration(cases: 250))
    }

    @Test func generatedSequencesReachMisuseAndEveryOperation() throws {
        // The property above means little unless sequences reach every operation and every
        // refusal; count them over the same generator.
        var kinds = Set<SnapshotDiagnostic.Kind>()
        var accepted = Set<String>()
        var richStates = 0  // three sections or more holding eight items or more
        for seed in 0..<250 as Range<UInt64> {
            var source = ChoiceSource(seed: seed)
            let commands = try SnapshotMachine().generateCommands(from: &source, steps: 1...80)
            var model = SnapshotModel()
            for command in commands {
                let before = model
                model.apply(command)
                if model.refusals.count == before.refusals.count, model != before {
                    accepted.insert(String(command.swiftCode.prefix { $0 != "(" }))
                }
                if model.sections.count >= 3, model.allItems.count >= 8 { richStates += 1 }
            }
            kinds.formUnion(model.refusals.map(\.kind))
        }
        #expect(kinds == Set(SnapshotDiagnostic.Kind.allCases))
        #expect(accepted.count == 12, "operations that changed a model: \(accepted.sorted())")
        #expect(richStates >= 1_000, "steps in a state of 3+ sections and 8+ items: \(richStates)")
    }

    @Test func aRegressionSequencePastedFromAFailureRunsAsCode() throws {
        let commands: [SnapshotMachine.Command] = [
            .appendSections(["A", "B"]),
            .appendItems([1, 2, 3], toSection: "A"),
            .moveItem(1, relativeTo: 3, after: true),
            .insertItems([4], relativeTo: 2, after: false),
            .moveSection("B", relativeTo: "A", after: false),
            .appendItems([5], toSection: nil),
            .deleteItems([2, 9]),
            .reloadItems([4]),
            .deleteSections(["B"]),
        ]
        try SnapshotMachine().execute(commands)
    }
}
