import ConfigState
import ConfigStateTesting

// The reference for DiffableDataSourceSnapshot: plain arrays of sections with arrays of items,
// and UIKit's rules for what an operation refuses, written out the simple way. The commands
// and their generator are shared by the model-based test and the diff properties.

/// The identifiers the generated commands use: few, so that operations collide often.
enum SnapshotUniverse {
    static let sections = ["A", "B", "C", "D", "E"]
    static let items = Array(0..<16)
}

/// One operation on a snapshot, printed as Swift code for a regression test.
enum SnapshotCommand: StateMachineCommand, Hashable, Sendable {
    case appendSections([String])
    case insertSections([String], relativeTo: String, after: Bool)
    case deleteSections([String])
    case moveSection(String, relativeTo: String, after: Bool)
    case reloadSections([String])
    case appendItems([Int], toSection: String?)
    case insertItems([Int], relativeTo: Int, after: Bool)
    case deleteItems([Int])
    case deleteAllItems
    case moveItem(Int, relativeTo: Int, after: Bool)
    case reloadItems([Int])
    case reconfigureItems([Int])

    var swiftCode: String {
        switch self {
        case .appendSections(let sections): ".appendSections(\(sections))"
        case .insertSections(let sections, let target, let after):
            ".insertSections(\(sections), relativeTo: \"\(target)\", after: \(after))"
        case .deleteSections(let sections): ".deleteSections(\(sections))"
        case .moveSection(let section, let target, let after):
            ".moveSection(\"\(section)\", relativeTo: \"\(target)\", after: \(after))"
        case .reloadSections(let sections): ".reloadSections(\(sections))"
        case .appendItems(let items, let section):
            ".appendItems(\(items), toSection: \(section.map { "\"\($0)\"" } ?? "nil"))"
        case .insertItems(let items, let target, let after):
            ".insertItems(\(items), relativeTo: \(target), after: \(after))"
        case .deleteItems(let items): ".deleteItems(\(items))"
        case .deleteAllItems: ".deleteAllItems"
        case .moveItem(let item, let target, let after):
            ".moveItem(\(item), relativeTo: \(target), after: \(after))"
        case .reloadItems(let items): ".reloadItems(\(items))"
        case .reconfigureItems(let items): ".reconfigureItems(\(items))"
        }
    }

    /// Performs the command on a real snapshot.
    func perform(on snapshot: inout DiffableDataSourceSnapshot<String, Int>) {
        switch self {
        case .appendSections(let sections): snapshot.appendSections(sections)
        case .insertSections(let sections, let target, let after):
            if after {
                snapshot.insertSections(sections, afterSection: target)
            } else {
                snapshot.insertSections(sections, beforeSection: target)
            }
        case .deleteSections(let sections): snapshot.deleteSections(sections)
        case .moveSection(let section, let target, let after):
            if after {
                snapshot.moveSection(section, afterSection: target)
            } else {
                snapshot.moveSection(section, beforeSection: target)
            }
        case .reloadSections(let sections): snapshot.reloadSections(sections)
        case .appendItems(let items, let section): snapshot.appendItems(items, toSection: section)
        case .insertItems(let items, let target, let after):
            if after {
                snapshot.insertItems(items, afterItem: target)
            } else {
                snapshot.insertItems(items, beforeItem: target)
            }
        case .deleteItems(let items): snapshot.deleteItems(items)
        case .deleteAllItems: snapshot.deleteAllItems()
        case .moveItem(let item, let target, let after):
            if after {
                snapshot.moveItem(item, afterItem: target)
            } else {
                snapshot.moveItem(item, beforeItem: target)
            }
        case .reloadItems(let items): snapshot.reloadItems(items)
        case .reconfigureItems(let items): snapshot.reconfigureItems(items)
        }
    }
}

/// A section of the reference model.
struct ModelSection: Hashable {
    var id: String
    var items: [Int]
}

/// The reference model of a snapshot.
struct SnapshotModel: Hashable {
    var sections: [ModelSection] = []
    var reloadedItems: [Int] = []
    var reconfiguredItems: [Int] = []
    var reloadedSections: [String] = []
    /// The refusals so far: kind and the identifiers named.
    var refusals: [Refusal] = []

    struct Refusal: Hashable, CustomStringConvertible {
        var kind: SnapshotDiagnostic.Kind
        var identifiers: [String]
        var description: String { "\(kind)\(identifiers)" }
    }

    var allItems: [Int] { sections.flatMap(\.items) }
    var sectionIDs: [String] { sections.map(\.id) }

    func sectionIndex(_ id: String) -> Int? { sections.firstIndex { $0.id == id } }

    /// The section index and the item's index in it.
    func place(of item: Int) -> (section: Int, item: Int)? {
        for (index, section) in sections.enumerated() {
            if let position = section.items.firstIndex(of: item) { return (index, position) }
        }
        return nil
    }

    func contains(_ item: Int) -> Bool { place(of: item) != nil }

    mutating func refuse(_ kind: SnapshotDiagnostic.Kind, _ identifiers: [some Any]) {
        refusals.append(Refusal(kind: kind, identifiers: identifiers.map { "\($0)" }))
    }

    /// The identifiers repeated in `identifiers` or already present, each once, in order.
    func duplicates<Identifier: Hashable>(
        _ identifiers: [Identifier], present: (Identifier) -> Bool
    ) -> [Identifier] {
        var found: [Identifier] = []
        for (index, identifier) in identifiers.enumerated()
        where identifiers[..<index].contains(identifier) || present(identifier) {
            if !found.contains(identifier) { found.append(identifier) }
        }
        return found
    }

    /// Applies a command by UIKit's rules, refusing what UIKit raises an exception for.
    mutating func apply(_ command: SnapshotCommand) {
        switch command {
        case .appendSections(let ids): insertSections(ids, at: sections.count)
        case .insertSections(let ids, let target, let after):
            guard let index = sectionIndex(target) else {
                return refuse(.unknownSections, [target])
            }
            insertSections(ids, at: after ? index + 1 : index)
        case .deleteSections(let ids):
            let missing = ids.filter { sectionIndex($0) == nil }
            guard missing.isEmpty else { return refuse(.unknownSections, missing) }
            sections.removeAll { ids.contains($0.id) }
            dropMarks()
        case .moveSection(let id, let target, let after):
            let missing = [id, target].filter { sectionIndex($0) == nil }
            guard missing.isEmpty else { return refuse(.unknownSections, missing) }
            guard id != target else { return refuse(.relativeToItself, [id]) }
            let moved = sections.remove(at: sectionIndex(id)!)
            let index = sectionIndex(target)!
            sections.insert(moved, at: after ? index + 1 : index)
        case .reloadSections(let ids):
            let missing = ids.filter { sectionIndex($0) == nil }
            guard missing.isEmpty else { return refuse(.unknownSections, missing) }
            for id in ids where !reloadedSections.contains(id) { reloadedSections.append(id) }
        case .appendItems(let items, let section):
            let index: Int
            if let section {
                guard let found = sectionIndex(section) else {
                    return refuse(.unknownSections, [section])
                }
                index = found
            } else {
                guard !sections.isEmpty else { return refuse(.noSection, items) }
                index = sections.count - 1
            }
            let duplicated = duplicates(items, present: contains)
            guard duplicated.isEmpty else { return refuse(.duplicateItems, duplicated) }
            sections[index].items += items
        case .insertItems(let items, let target, let after):
            guard let place = place(of: target) else { return refuse(.unknownItems, [target]) }
            let duplicated = duplicates(items, present: contains)
            guard duplicated.isEmpty else { return refuse(.duplicateItems, duplicated) }
            sections[place.section].items.insert(
                contentsOf: items, at: after ? place.item + 1 : place.item)
        case .deleteItems(let items):
            let missing = items.filter { !contains($0) }
            guard missing.isEmpty else { return refuse(.unknownItems, missing) }
            for index in sections.indices { sections[index].items.removeAll(where: items.contains) }
            dropMarks()
        case .deleteAllItems:
            self = SnapshotModel(refusals: refusals)
        case .moveItem(let item, let target, let after):
            let missing = [item, target].filter { !contains($0) }
            guard missing.isEmpty else { return refuse(.unknownItems, missing) }
            guard item != target else { return refuse(.relativeToItself, [item]) }
            let from = place(of: item)!
            sections[from.section].items.remove(at: from.item)
            let to = place(of: target)!
            sections[to.section].items.insert(item, at: after ? to.item + 1 : to.item)
        case .reloadItems(let items):
            let missing = items.filter { !contains($0) }
            guard missing.isEmpty else { return refuse(.unknownItems, missing) }
            for item in items where !reloadedItems.contains(item) { reloadedItems.append(item) }
        case .reconfigureItems(let items):
            let missing = items.filter { !contains($0) }
            guard missing.isEmpty else { return refuse(.unknownItems, missing) }
            for item in items where !reconfiguredItems.contains(item) {
                reconfiguredItems.append(item)
            }
        }
    }

    private mutating func insertSections(_ ids: [String], at index: Int) {
        let duplicated = duplicates(ids) { sectionIndex($0) != nil }
        guard duplicated.isEmpty else { return refuse(.duplicateSections, duplicated) }
        sections.insert(contentsOf: ids.map { ModelSection(id: $0, items: []) }, at: index)
    }

    private mutating func dropMarks() {
        let items = Set(allItems)
        reloadedItems.removeAll { !items.contains($0) }
        reconfiguredItems.removeAll { !items.contains($0) }
        let sectionIDs = Set(self.sectionIDs)
        reloadedSections.removeAll { !sectionIDs.contains($0) }
    }

    /// A real snapshot with the model's layout and marks, built by appending.
    func snapshot() -> DiffableDataSourceSnapshot<String, Int> {
        var snapshot = DiffableDataSourceSnapshot<String, Int>()
        for section in sections {
            snapshot.appendSections([section.id])
            snapshot.appendItems(section.items, toSection: section.id)
        }
        snapshot.reloadItems(reloadedItems)
        snapshot.reconfigureItems(reconfiguredItems)
        snapshot.reloadSections(reloadedSections)
        return snapshot
    }
}

extension SnapshotCommand {
    /// Commands that make sense against `model` — mostly valid, often not: identifiers come
    /// from a small universe, biased towards those present, so that duplicates, unknown
    /// identifiers and self-relative moves come up in most sequences.
    static func generator(for model: SnapshotModel) -> Gen<SnapshotCommand> {
        let sectionIDs = model.sectionIDs
        let items = model.allItems
        let anySection = Gen.element(of: SnapshotUniverse.sections)
        let anyItem = Gen.element(of: SnapshotUniverse.items)
        /// Three times in four from `likely` (when it has anything), else from `other`.
        func mostly<T: Sendable>(_ likely: [T], else other: Gen<T>) -> Gen<T> {
            guard !likely.isEmpty else { return other }
            let pick = Gen.element(of: likely)
            return Gen.oneOf(pick, other, pick, pick)
        }
        let section = mostly(sectionIDs, else: anySection)
        let item = mostly(items, else: anyItem)
        let newItem = mostly(SnapshotUniverse.items.filter { !items.contains($0) }, else: anyItem)
        let newItems = Gen.array(of: newItem, count: 0...4)
        let someItems = Gen.array(of: item, count: 0...3)
        let someSections = Gen.array(of: section, count: 0...2)
        let newSection = mostly(
            SnapshotUniverse.sections.filter { !sectionIDs.contains($0) }, else: anySection)
        let newSections = Gen.array(of: newSection, count: 1...2)
        let append = Gen.zip(newItems, Gen.optional(of: section, probabilityOfSome: 0.5)).map {
            SnapshotCommand.appendItems($0, toSection: $1)
        }
        let insert = Gen.zip(newItems, item, Gen.bool).map {
            SnapshotCommand.insertItems($0, relativeTo: $1, after: $2)
        }
        // Adding is weighted up (appends three times, inserts and new sections twice) so that
        // snapshots grow to several sections of several items despite the deletions.
        return Gen.oneOf(
            append,
            newSections.map { .appendSections($0) },
            insert,
            append,
            newSections.map { .appendSections($0) },
            insert,
            append,
            someItems.map { .deleteItems($0) },
            Gen.zip(item, item, Gen.bool).map { .moveItem($0, relativeTo: $1, after: $2) },
            someItems.map { .reloadItems($0) },
            someItems.map { .reconfigureItems($0) },
            Gen.zip(newSections, section, Gen.bool).map {
                .insertSections($0, relativeTo: $1, after: $2)
            },
            someSections.map { .deleteSections($0) },
            Gen.zip(section, section, Gen.bool).map { .moveSection($0, relativeTo: $1, after: $2) },
            someSections.map { .reloadSections($0) },
            Gen.int(in: 0...9).map { $0 == 0 ? .deleteAllItems : .appendSections([]) }
        )
    }
}
