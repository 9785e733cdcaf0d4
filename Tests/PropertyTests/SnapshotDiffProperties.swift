import ConfigStateTesting
import Testing

@testable import ConfigState

// The diff laws (BatchUpdateChecks.swift) on generated pairs of snapshots: the second made
// from the first by random snapshot operations — moves, deletions, insertions, section
// changes, reloads, reconfigures — or drawn independently; and the move bound on snapshots
// changed only by moving items.

/// An old snapshot and a new one made from it, with the operations that made each.
struct DiffScenario: CustomStringConvertible {
    var build: [SnapshotCommand]
    var change: [SnapshotCommand]

    /// The old snapshot: `build` from empty, without marks (a snapshot from a data source
    /// has none).
    var old: DiffableDataSourceSnapshot<String, Int> {
        var model = SnapshotModel()
        for command in build { model.apply(command) }
        model.reloadedItems = []
        model.reconfiguredItems = []
        model.reloadedSections = []
        return model.snapshot()
    }

    /// The new snapshot: `change` applied to the old one.
    var new: DiffableDataSourceSnapshot<String, Int> {
        var snapshot = old
        for command in change { command.perform(on: &snapshot) }
        return snapshot
    }

    var description: String {
        "DiffScenario(build: [\(build.map(\.swiftCode).joined(separator: ", "))], "
            + "change: [\(change.map(\.swiftCode).joined(separator: ", "))])"
    }

    /// The commands that build a layout of up to four sections of up to eight items each,
    /// items in any order, from the universe.
    static let layout = Gen<[SnapshotCommand]> { source in
        var sections = SnapshotUniverse.sections
        var pool = SnapshotUniverse.items
        var build: [SnapshotCommand] = []
        var appended: [String] = []
        for _ in 0..<(try Gen.int(in: 0...4).generate(from: &source)) {
            appended.append(
                sections.remove(at: try Gen.int(in: 0..<sections.count).generate(from: &source)))
        }
        build.append(.appendSections(appended))
        for section in appended {
            var items: [Int] = []
            for _ in 0..<(try Gen.int(in: 0...8).generate(from: &source)) where !pool.isEmpty {
                items.append(
                    pool.remove(at: try Gen.int(in: 0..<pool.count).generate(from: &source)))
            }
            build.append(.appendItems(items, toSection: section))
        }
        return build
    }

    /// Related snapshots: a layout, then up to 12 operations that change it.
    static let related = Gen<DiffScenario> { source in
        let build = try layout.generate(from: &source)
        var model = SnapshotModel()
        for command in build { model.apply(command) }
        model = SnapshotModel(sections: model.sections)
        var change: [SnapshotCommand] = []
        while change.count < 12, try source.chooseBool(probability: 0.85) {
            let command = try SnapshotCommand.generator(for: model).generate(from: &source)
            model.apply(command)
            change.append(command)
        }
        // Valid moves of items and sections, which random operations seldom make.
        if model.allItems.count >= 2 {
            let pick = Gen.element(of: model.allItems)
            for _ in 0..<(try Gen.int(in: 0...3).generate(from: &source)) {
                let (item, target) = (
                    try pick.generate(from: &source), try pick.generate(from: &source)
                )
                let move = SnapshotCommand.moveItem(
                    item, relativeTo: target, after: try Gen.bool.generate(from: &source))
                model.apply(move)
                change.append(move)
            }
        }
        if model.sections.count >= 2, try source.chooseBool(probability: 0.3) {
            let pick = Gen.element(of: model.sectionIDs)
            let (section, target) = (
                try pick.generate(from: &source), try pick.generate(from: &source)
            )
            let move = SnapshotCommand.moveSection(section, relativeTo: target, after: true)
            model.apply(move)
            change.append(move)
        }
        // Sometimes move an item and reload it too, which UIKit cannot do in one batch.
        let items = model.allItems
        if items.count >= 2, try source.chooseBool(probability: 0.3) {
            let pick = Gen.element(of: items)
            let (item, target) = (
                try pick.generate(from: &source), try pick.generate(from: &source)
            )
            let pair: [SnapshotCommand] = [
                .moveItem(item, relativeTo: target, after: true), .reloadItems([item]),
            ]
            for command in pair { model.apply(command) }
            change += pair
        }
        // Sometimes move an item out of its section and then delete or reload that section,
        // so that a survivor comes from a section that does not carry over.
        let sections = model.sections.filter { !$0.items.isEmpty }
        if sections.count >= 2, try source.chooseBool(probability: 0.3) {
            let pick = Gen.element(of: sections.indices)
            let (from, to) = (try pick.generate(from: &source), try pick.generate(from: &source))
            if from != to {
                let emptied = sections[from]
                change += [
                    .moveItem(emptied.items[0], relativeTo: sections[to].items[0], after: false),
                    try Gen.bool.generate(from: &source)
                        ? .deleteSections([emptied.id]) : .reloadSections([emptied.id]),
                ]
            }
        }
        return DiffScenario(build: build, change: change)
    }

    /// Unrelated snapshots over the same identifiers: each a layout of its own.
    static let unrelated = Gen<DiffScenario> { source in
        DiffScenario(
            build: try layout.generate(from: &source),
            change: [.deleteAllItems] + (try layout.generate(from: &source)))
    }
}

/// A section of `count` items, then `moves` random moves of items within it.
struct MoveScenario: CustomStringConvertible {
    var count: Int
    var moves: [(item: Int, target: Int, after: Bool)]

    var old: DiffableDataSourceSnapshot<String, Int> {
        var snapshot = DiffableDataSourceSnapshot<String, Int>()
        snapshot.appendSections(["A", "B"])
        snapshot.appendItems(Array(0..<count / 2), toSection: "A")
        snapshot.appendItems(Array(count / 2..<count), toSection: "B")
        return snapshot
    }

    var new: DiffableDataSourceSnapshot<String, Int> {
        var snapshot = old
        for move in moves {
            if move.after {
                snapshot.moveItem(move.item, afterItem: move.target)
            } else {
                snapshot.moveItem(move.item, beforeItem: move.target)
            }
        }
        return snapshot
    }

    var description: String { "MoveScenario(count: \(count), moves: \(moves))" }

    static let generator = Gen.int(in: 2...80).flatMap { count in
        let item = Gen.int(in: 0..<count)
        let move = Gen.zip(item, item, Gen.bool).filter("distinct item and target") {
            $0.0 != $0.1
        }.map { (item: $0, target: $1, after: $2) }
        return Gen.array(of: move, count: 0...6).map { MoveScenario(count: count, moves: $0) }
    }
}

@Suite("The diff between snapshots")
struct SnapshotDiffProperties {
    @Test func relatedSnapshotsDiffToABatchThatReplaysToTheNewLayout() {
        var tally = BranchTally(
            "item moves", "section moves", "reloads", "reconfigures", "moving reloads",
            "reloaded sections", "sections gone", "survivors of dropped sections")
        let held = checkProperty(
            "for a snapshot changed by random operations, the identifier difference turns the "
                + "old items into the new, the batch replayed by UIKit's rules gives the new "
                + "layout, moves are as few as a longest increasing subsequence allows, and "
                + "reloads and reconfigures reach exactly the marked items",
            using: DiffScenario.related, configuration: PropertyConfiguration(cases: 400)
        ) { scenario in
            let (old, new) = (scenario.old, scenario.new)
            let batch = SnapshotBatchUpdate(from: old, to: new)
            tally.countCase()
            tally.take("item moves", if: !batch.movedItems.isEmpty)
            tally.take("section moves", if: !batch.movedSections.isEmpty)
            tally.take("reloads", if: !batch.reloadedItems.isEmpty)
            tally.take("reconfigures", if: !batch.reconfiguredItems.isEmpty)
            tally.take(
                "moving reloads",
                if: new.reloadedItemIdentifiers.contains { item in
                    batch.insertedItems.contains {
                        new.itemIdentifiers(inSection: new.sectionIdentifiers[$0.section])[$0.item]
                            == item
                    } && old.indexOfItem(item) != nil
                })
            tally.take("reloaded sections", if: !batch.reloadedSections.isEmpty)
            tally.take("sections gone", if: !batch.deletedSections.isEmpty)
            tally.take(
                "survivors of dropped sections",
                if: old.sectionIdentifiers.contains { section in
                    (new.indexOfSection(section) == nil
                        || new.reloadedSectionIdentifiers.contains(section))
                        && old.itemIdentifiers(inSection: section).contains {
                            new.indexOfItem($0) != nil
                                && new.sectionIdentifier(containingItem: $0) != section
                        }
                })
            try checkBatch(batch, from: old, to: new)
            return true
        }
        #expect(!held || tally.untakenBranches == [])
    }

    @Test func unrelatedSnapshotsDiffToAValidBatch() {
        checkProperty(
            "for two snapshots built independently, the diff laws hold",
            using: DiffScenario.unrelated, configuration: PropertyConfiguration(cases: 300)
        ) { scenario in
            let (old, new) = (scenario.old, scenario.new)
            try checkBatch(SnapshotBatchUpdate(from: old, to: new), from: old, to: new)
            return true
        }
    }

    @Test func movingKItemsReportsAtMostKMoves() {
        checkProperty(
            "after k random moveItem calls (0 ≤ k ≤ 6) on up to 80 items in two sections, the "
                + "batch and the identifier difference each report at most k moves, and no "
                + "deletion or insertion",
            using: MoveScenario.generator, configuration: PropertyConfiguration(cases: 300)
        ) { scenario in
            let (old, new) = (scenario.old, scenario.new)
            let batch = SnapshotBatchUpdate(from: old, to: new)
            try checkBatch(batch, from: old, to: new)
            let k = scenario.moves.count
            try require(batch.movedItems.count <= k, "\(batch.movedItems.count) moves for \(k)")
            try require(batch.difference.insertions.count <= k, "difference moves for \(k)")
            try require(batch.deletedItems.isEmpty && batch.insertedItems.isEmpty, "not moves")
            return true
        }
    }
}
