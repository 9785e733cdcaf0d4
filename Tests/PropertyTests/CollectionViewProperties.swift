import ConfigState
import ConfigStateTesting
import Testing

// SPEC §8 invariant 1, "no stale state", on the list stack: for any sequence of what an app
// does to a collection view and its diffable data source — snapshot and section-snapshot
// edits, reloads and reconfigures, section moves, expand and collapse, interactive
// reordering, selection, swipes, drags, traits — every visible cell renders like a fresh cell
// of the same registration, item and state; selection follows its items; reloaded items run
// their registration again; reconfigured items keep their cell. The model is
// `CollectionModel` (plain arrays, positions worked out from scratch); the commands and
// their predictions are in `CollectionCommand.swift`; the app and the oracle in
// `CollectionScenario.swift`.

/// The state machine over a collection view fed by a diffable data source.
@MainActor
struct CollectionViewMachine: @MainActor StateMachineTest {
    var viewportRows = 5
    var plantLeak = false
    var plantLeakyView = false
    /// Counts the operations this machine runs, when given; long mode reports the figure.
    var stepCounter: CollectionStepCounter? = nil

    static let initialData = ScenarioData(offset: 0, count: 24, outline: true, split: true)

    func makeModel() -> CollectionModel {
        var model = CollectionModel(viewportRows: viewportRows)
        model.install(Self.initialData)
        return model
    }

    func makeSystem() throws -> CollectionUnderTest {
        stepCounter?.beginSequence()
        let scenario = CollectionScenario()
        scenario.plantLeak = plantLeak
        scenario.plantLeakyView = plantLeakyView
        let system = CollectionUnderTest(viewportRows: viewportRows, scenario: scenario)
        system.applyData(Self.initialData)
        return system
    }

    func commands(for model: CollectionModel) -> Gen<CollectionCommand> {
        let known = model.allItems
        let item = Gen.element(of: known.isEmpty ? [CollectionCommand.unknownItem] : known)
        let anyItem = Gen.oneOf(item, item, item, Gen.always(CollectionCommand.unknownItem))
        let maybeItem = Gen.optional(of: item)
        let items = Gen.array(of: item, count: 1...3)
        // Reload and reconfigure name items the snapshot holds: UIKit raises for others, and
        // here the whole edit is refused (a property of its own, in the misuse tests).
        let shown = model.rows.map(\.item)
        let shownItems = Gen.array(of: Gen.element(of: shown.isEmpty ? [0] : shown), count: 1...3)
        let sectionIDs = model.sections.map(\.id)
        let section = Gen.element(of: sectionIDs.isEmpty ? [0] : sectionIDs)
        let fresh = Gen.int(in: 1...3).map { count in
            Array(model.nextItem..<(model.nextItem + count))
        }
        let rowCount = max(model.rows.count, 1)
        // Outline parents, so that expanding and collapsing often changes the rows (and cells
        // move between outline levels); any item otherwise, for the no-ops.
        let parents = model.sections.flatMap { section in
            section.roots.filter { !section.children[$0, default: []].isEmpty }
        }
        let parentOrItem = parents.isEmpty ? item : Gen.oneOf(item, Gen.element(of: parents))
        // Two steps in five scroll, as people use lists: a sequence has several scrolls
        // between its edits, and scrolls up by a row or two come up in most sequences.
        let others: Gen<CollectionCommand> = Gen.oneOf(
            Gen.zip(item, Gen.int(in: 0...3)).map { .scrollTo($0, position: $1) },
            item.map { .select($0) },
            item.map { .deselect($0) },
            item.map { .tap($0) },
            Gen.always(.toggleMultipleSelection),
            Gen.bool.map { .toggleSelectionDuringEditing(multiple: $0) },
            maybeItem.map { .highlight($0) },
            maybeItem.map { .focus($0) },
            maybeItem.map { .swipe($0) },
            Gen.zip(maybeItem, Gen.bool).map { .revealSwipe($0, leading: $1) },
            Gen.bool.map { .setEditing($0) },
            parentOrItem.map { .expand($0) },
            parentOrItem.map { .collapse($0) },
            parentOrItem.map { .tapDisclosure($0) },
            Gen.zip(item, Gen.int(in: 0...(rowCount - 1))).map { .reorder($0, toRow: $1) },
            item.map { .beginReordering($0) },
            Gen.int(in: 0...(rowCount - 1)).map { .moveReorderingTarget(toRow: $0) },
            Gen.always(.endReordering),
            Gen.always(.cancelReordering),
            items.map { .beginDrag($0) },
            Gen.always(.continueDrag),
            maybeItem.map { .dropTarget($0) },
            Gen.always(.endDrag),
            Gen.zip(Gen.bool, Gen.bool, Gen.int(in: 0...4), Gen.bool).map {
                .traits(dark: $0, highContrast: $1, appearance: $2, largeText: $3)
            },
            shownItems.map { .reconfigure($0) },
            shownItems.map { .reload($0) },
            Gen.bool.map { .shiftRegistrations(reconfigure: $0) },
            Gen.zip(Gen.int(in: 0...30), Gen.int(in: 0...30), Gen.bool, Gen.bool).map {
                .applyData(offset: $0, count: $1, outline: $2, split: $3)
            },
            Gen.always(.reloadAll),
            Gen.zip(fresh, section, Gen.bool).map {
                .append($0, toSection: $1, viaSectionSnapshot: $2)
            },
            Gen.zip(fresh, anyItem, Gen.bool, Gen.bool).map {
                .insert($0, relativeTo: $1, after: $2, viaSectionSnapshot: $3)
            },
            Gen.zip(fresh, item).map { .appendChildren($0, to: $1) },
            Gen.zip(items, Gen.bool).map { .delete($0, viaSectionSnapshot: $1) },
            Gen.zip(item, anyItem, Gen.bool).map { .move($0, relativeTo: $1, after: $2) },
            Gen.zip(Gen.optional(of: section), Gen.bool).map {
                .insertSection(model.nextSection, relativeTo: $0, after: $1)
            },
            section.map { .deleteSection($0) },
            Gen.zip(section, section, Gen.bool).map { .moveSection($0, relativeTo: $1, after: $2) },
            section.map { .reloadSection($0) },
            Gen.int(in: 0...3).map { .refusedEdit($0) })
        let scrolls = Self.scrolls(for: model)
        return Gen.oneOf(scrolls, scrolls, others, others, others)
    }

    /// Scrolls as a person does: mostly a little up or down from where the list is (half a
    /// row to two rows, so that most visible rows stay and one or two come in at one end),
    /// sometimes by up to a viewport (a few rows stay), and sometimes a jump anywhere in the
    /// content, which replaces every row. At the top a scroll goes down, at the end up.
    static func scrolls(for model: CollectionModel) -> Gen<CollectionCommand> {
        let here = Int((model.offset / 22).rounded())
        let end = 2 * max(model.rows.count, 1)
        let small = Gen.int(in: 1...4)
        let medium = Gen.int(in: 5...max(5, 2 * model.viewportRows - 1))
        // Two in three go up when they can: from the top every scroll goes down, so up and
        // down come out about even.
        let upward = Gen.int(in: 0...2).map { $0 > 0 }
        let nearby = Gen.zip(Gen.oneOf(small, small, small, medium), upward).map { halfRows, up in
            let goesUp = here >= end || (up && here > 0)
            return CollectionCommand.scroll(
                halfRows: min(max(goesUp ? here - halfRows : here + halfRows, 0), end))
        }
        let jump = Gen.int(in: 0...end).map { CollectionCommand.scroll(halfRows: $0) }
        return Gen.oneOf(nearby, nearby, nearby, nearby, jump)
    }

    func precondition(_ command: CollectionCommand, model: CollectionModel) -> Bool {
        command.isAllowed(in: model)
    }

    func run(
        _ command: CollectionCommand, on system: inout CollectionUnderTest, model: CollectionModel
    ) throws {
        stepCounter?.count(command, from: model)
        system.collectionView.layoutIfNeeded()
        // What reload and reconfigure promise is checked around the command: the visible
        // cells of reconfigured items are the same objects afterwards, and every visible
        // reloaded item ran its registration's handler again.
        var targets: [Int] = []
        switch command {
        case .reconfigure(let items), .reload(let items): targets = items
        case .shiftRegistrations: targets = system.visibleItems
        default: break
        }
        let visibleTargets = targets.filter(system.visibleItems.contains)
        let cellsBefore = visibleTargets.map { system.cell(showing: $0).map(ObjectIdentifier.init) }
        let runsBefore = visibleTargets.map { system.scenario.handlerRuns[$0, default: 0] }
        system.scenario.providedItems = []
        system.run(command)
        system.collectionView.layoutIfNeeded()
        // A scroll asks the data source for the rows that came into view and no other, in
        // index-path order, whichever end they came in at — worked out from the model's rows
        // before and after, not from the layout.
        if case .scroll = command {
            var after = model
            after.apply(command)
            let before = Set(model.visibleRows.map(\.item))
            try requireEqual(
                system.scenario.providedItems,
                after.visibleRows.map(\.item).filter { !before.contains($0) },
                "the items the scroll asked the cell provider for, in order")
        }
        for (index, item) in visibleTargets.enumerated() {
            try require(
                system.scenario.handlerRuns[item, default: 0] > runsBefore[index],
                "item \(item) was reloaded or reconfigured but its handler did not run again")
            // A reconfigure that switches registration (`shiftRegistrations`) cannot keep
            // the cell: the provider dequeues another cell class.
            if case .reconfigure = command {
                try require(
                    system.cell(showing: item).map(ObjectIdentifier.init) == cellsBefore[index],
                    "reconfiguring item \(item) gave it another cell")
            }
        }
    }

    func apply(_ command: CollectionCommand, to model: inout CollectionModel) {
        model.apply(command)
    }

    func checkInvariants(model: CollectionModel, system: CollectionUnderTest) throws {
        try system.requireNoStaleState(model: model)
        try requireEqual(system.selectedItems, model.selected, "selected items")
        let expectedSwiped = model.swiped.flatMap { model.row(of: $0)?.indexPath }
        try requireEqual(
            system.collectionView.indexPathForSwipedItem, expectedSwiped, "swiped item")
        let statistics = system.collectionView.statistics
        try require(
            statistics.contentViewsReplaced == 0,
            "one configuration type per registration never replaces")
        try require(
            statistics.cellsCreated <= 3 * 2 * (model.viewportRows + 1),
            "cells created are bounded by viewport × registrations: \(statistics)")
    }
}

/// Counts the operations one machine runs, so that long mode can report how many it ran, and
/// the sequences that scrolled each way, so that a test can require the scrolls a bug needs.
///
/// One counter per test, not a global: the suite's tests run in parallel. The harness runs a
/// property's cases one after another, so one test's counter is only touched from one task.
final class CollectionStepCounter {
    /// How far a scroll moves the content, by the viewport's height.
    enum ScrollKind: CaseIterable {
        /// Up by at most two rows: most rows stay, one or two come in at the top.
        case smallUp
        /// Down by at most two rows.
        case smallDown
        /// By more than two rows but less than the viewport: some rows stay.
        case medium
        /// By the viewport or more: no row stays.
        case jump
    }

    var steps = 0
    /// Each sequence begun (each case, and each replay while shrinking): its steps, and the
    /// kinds of scroll among them.
    private(set) var sequences: [(steps: Int, scrolls: Set<ScrollKind>)] = []

    func beginSequence() { sequences.append((0, [])) }

    /// Counts `command`, run on a collection view that `model` describes.
    func count(_ command: CollectionCommand, from model: CollectionModel) {
        steps += 1
        guard !sequences.isEmpty else { return }
        sequences[sequences.count - 1].steps += 1
        guard case .scroll(let halfRows) = command else { return }
        let distance = 22 * Double(halfRows) - model.offset
        let kind: ScrollKind
        if distance == 0 {
            return
        } else if abs(distance) <= 88 {
            kind = distance < 0 ? .smallUp : .smallDown
        } else {
            kind = abs(distance) < model.viewportHeight ? .medium : .jump
        }
        sequences[sequences.count - 1].scrolls.insert(kind)
    }
}

/// Whether `CONFIGSTATE_LONG_TESTS=1` is set.
let isLongMode: Bool = (try? PropertyEnvironment.current().isLongMode) ?? false

@MainActor
@Suite("Invariant 1: no stale state on the list stack")
struct CollectionViewProperties {
    /// 40 sequences of up to 30 steps by default. Long mode runs 100× the sequences, each up to
    /// 600 steps, and prints the count.
    ///
    /// Two steps in five scroll, mostly by a row or two either way (``scrolls(for:)``), and
    /// the test requires most sequences to scroll up by a row or two: the visible rows, their
    /// frames and the cells a scroll asks for are checked against the model's rows, so rows
    /// coming in at the top in the wrong place or order — dequeued bottom-up when scrolling up
    /// (planted, 10 of 10 seeds) — fail it, as well as stale cell state.
    @Test(
        "Every visible cell renders like a fresh cell after any sequence of collection view operations"
    )
    func everyVisibleCellRendersLikeAFreshCell() {
        let counter = CollectionStepCounter()
        let held = checkStateMachine(
            "every visible cell renders like a fresh cell",
            CollectionViewMachine(stepCounter: counter),
            steps: isLongMode ? 1...600 : 1...30, configuration: PropertyConfiguration(cases: 40))
        #expect(counter.steps > 0)
        // Rows coming in at the top take a scroll up that keeps most rows: most sequences of
        // eight steps or more (about 85 % scroll up by a row or two; a shorter one often has
        // no scroll at all) must have one, and every kind of scroll must come up. Fewer than
        // 10 such sequences, as `CONFIGSTATE_PROPERTY_CASES` may ask, promise nothing.
        let long = counter.sequences.filter { $0.steps >= 8 }
        if held, long.count >= 10 {
            let smallUp = long.filter { $0.scrolls.contains(.smallUp) }.count
            #expect(
                2 * smallUp > long.count,
                "\(smallUp) of \(long.count) sequences scrolled up by a row or two")
            let kinds = counter.sequences.reduce(into: Set()) { $0.formUnion($1.scrolls) }
            #expect(kinds == Set(CollectionStepCounter.ScrollKind.allCases), "\(kinds)")
        }
        // A counterexample printed from this run pastes into a test as it is: the counter is
        // the initializer's default, not `Optional(PropertyTests.CollectionStepCounter)`.
        #expect(
            CollectionViewMachine(stepCounter: counter).machineSwiftCode
                == "CollectionViewMachine(viewportRows: 5, plantLeak: false, plantLeakyView: false)"
        )
        if isLongMode { print("CollectionView steps run: \(counter.steps)") }
    }

    @Test("The collection view's own reuse audit agrees: no stale-state diagnostics")
    func reuseAuditFindsNothing() {
        @MainActor
        struct AuditedMachine: @MainActor StateMachineTest {
            let base = CollectionViewMachine(viewportRows: 3)
            // `base` is a `let` with a value: the memberwise initializer takes no argument.
            var machineSwiftCode: String { "AuditedMachine()" }
            func makeModel() -> CollectionModel { base.makeModel() }
            func makeSystem() throws -> CollectionUnderTest { try base.makeSystem() }
            func commands(for model: CollectionModel) -> Gen<CollectionCommand> {
                base.commands(for: model)
            }
            func precondition(_ command: CollectionCommand, model: CollectionModel) -> Bool {
                base.precondition(command, model: model)
            }
            func run(
                _ command: CollectionCommand, on system: inout CollectionUnderTest,
                model: CollectionModel
            ) throws {
                system.run(command)
            }
            func apply(_ command: CollectionCommand, to model: inout CollectionModel) {
                base.apply(command, to: &model)
            }
            func checkInvariants(model: CollectionModel, system: CollectionUnderTest) throws {
                system.collectionView.layoutIfNeeded()
                let stale = system.collectionView.diagnostics.diagnostics(of: .staleState)
                try require(stale.isEmpty, "audit: \(stale.first?.message ?? "")")
            }
        }
        checkStateMachine(
            "the reuse audit finds nothing", AuditedMachine(),
            configuration: PropertyConfiguration(cases: 25))
    }

    /// The mutation check: a content view that keeps its image (here, its symbol) when the
    /// new configuration has none. Found and shrunk to a short sequence with a replay line.
    @Test("A content view that keeps its image is found and shrunk")
    func plantedLeakyContentViewIsFoundAndShrunk() throws {
        let configuration = PropertyConfiguration(
            cases: 200, seed: 11, environment: .variables([:]))
        let found = findStateMachineFailure(
            "every visible cell renders like a fresh cell",
            CollectionViewMachine(viewportRows: 5, plantLeakyView: true),
            configuration: configuration)
        guard found?.message.contains("content.symbol: none → tag") == true else {
            try Self.reportLibraryFailure(configuration)
            return
        }
        let failure = try #require(found)
        let shrunk = try #require(failure.shrunkCounterexample)
        let steps = shrunk.split(separator: "\n").filter {
            $0.drop(while: { $0 == " " }).hasPrefix(".")
        }
        #expect((1...3).contains(steps.count), "\(failure)")
        #expect(failure.description.contains("CONFIGSTATE_PROPERTY_SEED="))
    }

    /// Called when a planted-bug test did not find its bug as expected. When the machine
    /// without the plant fails too, the library itself is broken: one issue says so, with that
    /// failure and its replay line, instead of the planted test's own expectations failing in
    /// ways that point at the plant. Otherwise the plant was missed: that is the issue.
    static func reportLibraryFailure(
        _ configuration: PropertyConfiguration, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        if let failure = findStateMachineFailure(
            "every visible cell renders like a fresh cell", CollectionViewMachine(viewportRows: 5),
            configuration: configuration)
        {
            Issue.record(
                Comment(
                    rawValue: "the library fails without the plant, so the planted bug cannot "
                        + "be told apart: \(failure)"), sourceLocation: sourceLocation)
        } else {
            let seed = configuration.seed.map { String($0) } ?? "none"
            Issue.record(
                Comment(
                    rawValue: "the planted bug was not found as expected, and the library holds "
                        + "without it (seed \(seed))"), sourceLocation: sourceLocation)
        }
    }

    /// The mutation check: plant the classic bug — the handler starts from the cell's previous
    /// configuration, so text survives reuse — and show the suite finds it on most seeds and
    /// shrinks it to a replayable sequence.
    @Test("A planted reuse bug is found on most seeds and shrunk, with a replay line")
    func plantedLeakIsFoundAndShrunk() throws {
        var found = 0
        var shortest: PropertyFailure?
        for seed in UInt64(1)...10 {
            if let failure = findStateMachineFailure(
                "every visible cell renders like a fresh cell",
                CollectionViewMachine(viewportRows: 5, plantLeak: true),
                configuration: PropertyConfiguration(
                    cases: 60, seed: seed, environment: .variables([:])))
            {
                found += 1
                if shortest == nil { shortest = failure }
            }
        }
        guard found >= 8, let failure = shortest,
            failure.message.contains("differs from a fresh cell")
        else {
            try Self.reportLibraryFailure(
                PropertyConfiguration(cases: 60, seed: 1, environment: .variables([:])))
            return
        }
        #expect(failure.description.contains("CONFIGSTATE_PROPERTY_SEED="))
        // The printed one-step sequence replays: a scroll hands an item a cell configured for
        // another, and the leak survives only with the bug planted.
        let replay: [CollectionCommand] = [.scroll(halfRows: 6)]
        #expect(throws: StateMachineStepFailure.self) {
            try CollectionViewMachine(viewportRows: 5, plantLeak: true).execute(replay)
        }
        #expect(throws: Never.self) {
            try CollectionViewMachine(viewportRows: 5).execute(replay)
        }
    }

    /// Sequences long mode found, shrunk, kept so that they run on every `swift test`. The
    /// first is a library bug: a reconfigure inside an outline took the outline level the
    /// collection view had given the cell for the handler's own, and kept it when the outline
    /// went away. The other two were the model's: a section inserted relative to a missing
    /// one, and an outline item reordered onto its own place.
    @Test("Sequences long mode found replay clean")
    func longModeRegressions() throws {
        let machine = CollectionViewMachine(viewportRows: 5)
        try machine.execute([
            .applyData(offset: 0, count: 1, outline: false, split: true),
            .expand(0),
            .appendChildren([20000], to: 0),
            .deleteSection(0),
            .reconfigure([20000]),
            .append([20001], toSection: 1, viaSectionSnapshot: false),
        ])
        try machine.execute([
            .applyData(offset: 0, count: 0, outline: false, split: false),
            .deleteSection(0),
            .insertSection(100, relativeTo: 0, after: false),
            .append([20000], toSection: 100, viaSectionSnapshot: false),
        ])
        try machine.execute([
            .insert([20000, 20001], relativeTo: 0, after: false, viaSectionSnapshot: true),
            .expand(8),
            .scroll(halfRows: 19),
            .reorder(10, toRow: 14),
        ])
    }
}
