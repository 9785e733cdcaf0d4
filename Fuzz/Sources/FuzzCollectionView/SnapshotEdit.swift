// One snapshot operation read from the input — valid or a misuse UIKit raises an exception
// for (a duplicate, an unknown item or section, a move relative to itself) — with the oracle
// that says which it is and what a valid one must have done.

import ConfigState
import FuzzSupport

/// Items 0 to 899 are the data's own and the ones edits add; 900 to 999 are never in a
/// snapshot, so naming one is a misuse.
let unknownItems = 900..<1_000
/// A section no snapshot contains.
let unknownSection = 5_000

/// A snapshot operation and the identifiers it names.
enum SnapshotEdit {
    case appendItems([Int], toSection: Int?)
    case insertItemsBefore([Int], item: Int)
    case insertItemsAfter([Int], item: Int)
    case deleteItems([Int])
    case moveItemBefore(Int, item: Int)
    case moveItemAfter(Int, item: Int)
    case appendSections([Int])
    case insertSections([Int], beforeSection: Int)
    case deleteSections([Int])
    case moveSectionBefore(Int, section: Int)
    case moveSectionAfter(Int, section: Int)
    case deleteAllItems
    case reloadSections([Int])

    /// Reads an operation whose identifiers are taken from `snapshot` (or, for one byte in
    /// eight, are unknown or repeated), and `fresh` for new ones.
    static func read(
        _ reader: inout ByteReader, in snapshot: DiffableDataSourceSnapshot<Int, Int>,
        fresh: inout Int
    ) -> SnapshotEdit {
        let kind = reader.next() % 13
        let first = reader.next()
        let second = reader.next()
        func item(_ byte: Int) -> Int {
            let items = snapshot.itemIdentifiers
            return byte % 8 == 7 || items.isEmpty
                ? unknownItems.lowerBound + byte % unknownItems.count : items[byte % items.count]
        }
        func section(_ byte: Int) -> Int {
            let sections = snapshot.sectionIdentifiers
            return byte % 8 == 7 || sections.isEmpty
                ? unknownSection : sections[byte % sections.count]
        }
        /// New items — or, for one byte in eight, an item that is already there, or one
        /// repeated within the call.
        func newItems(_ byte: Int) -> [Int] {
            fresh += 1
            switch byte % 8 {
            case 6: return [item(byte >> 3)]
            case 5: return [fresh, fresh]
            default: return [fresh]
            }
        }
        func newSections(_ byte: Int) -> [Int] {
            fresh += 1
            return byte % 8 == 6 ? [section(byte >> 3)] : [100 + fresh]
        }
        switch kind {
        case 0:
            return .appendItems(newItems(first), toSection: second & 1 == 0 ? nil : section(second))
        case 1: return .insertItemsBefore(newItems(first), item: item(second))
        case 2: return .insertItemsAfter(newItems(first), item: item(second))
        case 3: return .deleteItems([item(first)])
        case 4: return .moveItemBefore(item(first), item: item(second))
        case 5: return .moveItemAfter(item(first), item: item(second))
        case 6: return .appendSections(newSections(first))
        case 7: return .insertSections(newSections(first), beforeSection: section(second))
        case 8: return .deleteSections([section(first)])
        case 9: return .moveSectionBefore(section(first), section: section(second))
        case 10: return .moveSectionAfter(section(first), section: section(second))
        case 11: return .deleteAllItems
        default: return .reloadSections([section(first)])
        }
    }

    /// Performs the operation on `snapshot`.
    func perform(on snapshot: inout DiffableDataSourceSnapshot<Int, Int>) {
        switch self {
        case .appendItems(let items, let section?): snapshot.appendItems(items, toSection: section)
        case .appendItems(let items, nil): snapshot.appendItems(items)
        case .insertItemsBefore(let items, let before):
            snapshot.insertItems(items, beforeItem: before)
        case .insertItemsAfter(let items, let after): snapshot.insertItems(items, afterItem: after)
        case .deleteItems(let items): snapshot.deleteItems(items)
        case .moveItemBefore(let item, let before): snapshot.moveItem(item, beforeItem: before)
        case .moveItemAfter(let item, let after): snapshot.moveItem(item, afterItem: after)
        case .appendSections(let sections): snapshot.appendSections(sections)
        case .insertSections(let sections, let before):
            snapshot.insertSections(sections, beforeSection: before)
        case .deleteSections(let sections): snapshot.deleteSections(sections)
        case .moveSectionBefore(let section, let before):
            snapshot.moveSection(section, beforeSection: before)
        case .moveSectionAfter(let section, let after):
            snapshot.moveSection(section, afterSection: after)
        case .deleteAllItems: snapshot.deleteAllItems()
        case .reloadSections(let sections): snapshot.reloadSections(sections)
        }
    }

    /// Whether UIKit accepts the operation on `snapshot`, worked out from the identifiers
    /// alone: new identifiers distinct and absent, named ones present, nothing placed relative
    /// to itself, and a section to append items to.
    func isValid(on snapshot: DiffableDataSourceSnapshot<Int, Int>) -> Bool {
        func absent(_ items: [Int]) -> Bool {
            Set(items).count == items.count && items.allSatisfy { snapshot.indexOfItem($0) == nil }
        }
        func present(_ item: Int) -> Bool { snapshot.indexOfItem(item) != nil }
        func newSections(_ sections: [Int]) -> Bool {
            Set(sections).count == sections.count
                && sections.allSatisfy { snapshot.indexOfSection($0) == nil }
        }
        func hasSection(_ section: Int) -> Bool { snapshot.indexOfSection(section) != nil }
        switch self {
        case .appendItems(let items, let section):
            return absent(items) && (section.map(hasSection) ?? (snapshot.numberOfSections > 0))
        case .insertItemsBefore(let items, let other), .insertItemsAfter(let items, let other):
            return absent(items) && present(other)
        case .deleteItems(let items): return items.allSatisfy(present)
        case .moveItemBefore(let item, let other), .moveItemAfter(let item, let other):
            return item != other && present(item) && present(other)
        case .appendSections(let sections): return newSections(sections)
        case .insertSections(let sections, let before):
            return newSections(sections) && hasSection(before)
        case .deleteSections(let sections): return sections.allSatisfy(hasSection)
        case .moveSectionBefore(let section, let other), .moveSectionAfter(let section, let other):
            return section != other && hasSection(section) && hasSection(other)
        case .deleteAllItems: return true
        case .reloadSections(let sections): return sections.allSatisfy(hasSection)
        }
    }

    /// Stops unless `after` is what the valid operation makes of `before`, checked by where
    /// the named identifiers ended up.
    func checkEffect(
        from before: DiffableDataSourceSnapshot<Int, Int>,
        to after: DiffableDataSourceSnapshot<Int, Int>, step: Int
    ) {
        func position(_ item: Int) -> (section: Int?, index: Int?) {
            (after.sectionIdentifier(containingItem: item), after.indexOfItem(item))
        }
        let claim: Bool
        switch self {
        case .appendItems(let items, let section):
            let target = section ?? before.sectionIdentifiers.last
            claim =
                target.map {
                    after.itemIdentifiers(inSection: $0).suffix(items.count) == items[...]
                }
                ?? false
        case .insertItemsBefore(let items, let other):
            claim =
                position(items.last!).index.map { $0 + 1 } == position(other).index
                && position(items[0]).section == position(other).section
        case .insertItemsAfter(let items, let other):
            claim =
                position(other).index.map { $0 + 1 } == position(items[0]).index
                && position(items[0]).section == position(other).section
        case .deleteItems(let items): claim = items.allSatisfy { after.indexOfItem($0) == nil }
        case .moveItemBefore(let item, let other):
            claim =
                position(item).index.map { $0 + 1 } == position(other).index
                && position(item).section == position(other).section
        case .moveItemAfter(let item, let other):
            claim =
                position(other).index.map { $0 + 1 } == position(item).index
                && position(item).section == position(other).section
        case .appendSections(let sections):
            claim = after.sectionIdentifiers.suffix(sections.count) == sections[...]
        case .insertSections(let sections, let before):
            claim =
                after.indexOfSection(sections.last!).map { $0 + 1 }
                == after.indexOfSection(before)
        case .deleteSections(let sections):
            claim = sections.allSatisfy { after.indexOfSection($0) == nil }
        case .moveSectionBefore(let section, let other):
            claim = after.indexOfSection(section).map { $0 + 1 } == after.indexOfSection(other)
        case .moveSectionAfter(let section, let other):
            claim = after.indexOfSection(other).map { $0 + 1 } == after.indexOfSection(section)
        case .deleteAllItems: claim = after.numberOfItems == 0
        case .reloadSections(let sections):
            claim = Set(sections).isSubset(of: after.reloadedSectionIdentifiers)
        }
        Fuzz.check(claim, "step \(step): \(self) did not do what it says: \(after)")
        let removed =
            switch self {
            case .deleteItems(let items): items.count
            case .deleteAllItems: before.numberOfItems
            case .deleteSections(let sections):
                sections.reduce(0) { $0 + before.numberOfItems(inSection: $1) }
            default: 0
            }
        let added =
            switch self {
            case .appendItems(let items, _), .insertItemsBefore(let items, _),
                .insertItemsAfter(let items, _):
                items.count
            default: 0
            }
        Fuzz.check(
            after.numberOfItems == before.numberOfItems - removed + added,
            "step \(step): \(self) left \(after.numberOfItems) items of \(before.numberOfItems)")
    }
}
