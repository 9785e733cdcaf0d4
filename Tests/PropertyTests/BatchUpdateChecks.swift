import ConfigStateTesting

@testable import ConfigState

// The checks behind the diff laws: a batch replayed on the old layout the way UIKit performs
// batch updates must give the new layout, its identifier difference must turn the old items
// into the new, and its moves must be as few as a longest increasing subsequence allows.

/// A layout as a collection view holds it: section identifiers and each section's items.
struct Layout: Equatable, CustomStringConvertible {
    var sections: [String]
    var items: [[Int]]

    init(sections: [String], items: [[Int]]) {
        self.sections = sections
        self.items = items
    }

    init(_ snapshot: DiffableDataSourceSnapshot<String, Int>) {
        sections = snapshot.sectionIdentifiers
        items = sections.map { snapshot.itemIdentifiers(inSection: $0) }
    }

    var description: String {
        zip(sections, items).map { "\($0): \($1)" }.joined(separator: ", ")
    }
}

/// Replays `batch` on `old` as `performBatchUpdates` does: deletions (and the sources of
/// moves) at old index paths come out first, then insertions (and the destinations of moves)
/// go in at new index paths, the rest keeping their order. What an insertion brings — a new
/// section's or a reloaded section's content, an inserted item — is read from `new` at its
/// index; everything else comes from `old`. Throws at the first inconsistency UIKit would
/// raise an exception for.
func replay(
    _ batch: SnapshotBatchUpdate<Int>, on old: DiffableDataSourceSnapshot<String, Int>,
    new: DiffableDataSourceSnapshot<String, Int>
) throws -> Layout {
    let before = Layout(old)
    let after = Layout(new)
    func requireDistinct<T: Hashable>(_ values: [T], _ what: String) throws {
        try require(Set(values).count == values.count, "\(what) listed twice: \(values)")
    }
    // Sections.
    let movedFrom = batch.movedSections.map(\.from)
    let movedTo = batch.movedSections.map(\.to)
    try requireDistinct(batch.deletedSections + movedFrom + batch.reloadedSections, "old section")
    try requireDistinct(batch.insertedSections + movedTo, "new section")
    let oldCount = before.sections.count
    try require(
        (batch.deletedSections + movedFrom + batch.reloadedSections).allSatisfy {
            (0..<oldCount).contains($0)
        }, "old section index out of range")
    let newCount = oldCount - batch.deletedSections.count + batch.insertedSections.count
    try requireEqual(newCount, after.sections.count, "number of sections after the batch")
    try require(
        (batch.insertedSections + movedTo).allSatisfy { (0..<newCount).contains($0) },
        "new section index out of range")
    /// Per new section: the old section whose items it carries, or nil for fresh content.
    var origin = [Int?](repeating: nil, count: newCount)
    var filled = [Bool](repeating: false, count: newCount)
    for index in batch.insertedSections { filled[index] = true }
    for move in batch.movedSections {
        origin[move.to] = move.from
        filled[move.to] = true
    }
    let staying = (0..<oldCount).filter {
        !batch.deletedSections.contains($0) && !movedFrom.contains($0)
    }
    var free = (0..<newCount).filter { !filled[$0] }.makeIterator()
    for section in staying {
        guard let slot = free.next() else {
            throw RequirementFailure(
                message: "more sections stay than the new layout has room for", fileID: #fileID,
                line: #line)
        }
        origin[slot] = batch.reloadedSections.contains(section) ? nil : section
        if batch.reloadedSections.contains(section) {
            try requireEqual(
                after.sections[slot], before.sections[section], "a reloaded section's place")
        }
    }
    // Items: out of the old carried sections, then into the new ones.
    let carriedOld = Set(origin.compactMap { $0 })
    let removed = batch.deletedItems + batch.movedItems.map(\.from)
    try requireDistinct(removed + batch.reloadedItems, "old item index path")
    for place in removed + batch.reloadedItems {
        try require(
            carriedOld.contains(place.section), "\(place) is in a section that does not carry over")
        try require(
            before.items[place.section].indices.contains(place.item), "\(place) out of range")
    }
    let added = batch.insertedItems + batch.movedItems.map(\.to)
    try requireDistinct(added, "new item index path")
    var result = Layout(sections: [], items: [])
    for slot in 0..<newCount {
        guard let section = origin[slot] else {
            result.sections.append(after.sections[slot])
            result.items.append(after.items[slot])
            try require(!added.contains { $0.section == slot }, "an item added to a fresh section")
            continue
        }
        var remaining = before.items[section].enumerated().filter { index, _ in
            !removed.contains(ItemPosition(section: section, item: index))
        }.map(\.element).makeIterator()
        let incoming = added.filter { $0.section == slot }
        let count =
            before.items[section].count - removed.filter { $0.section == section }.count
            + incoming.count
        var items: [Int] = []
        for index in 0..<count {
            let place = ItemPosition(section: slot, item: index)
            if let move = batch.movedItems.first(where: { $0.to == place }) {
                items.append(before.items[move.from.section][move.from.item])
            } else if batch.insertedItems.contains(place) {
                try require(
                    after.items.indices.contains(slot) && after.items[slot].indices.contains(index),
                    "insertion \(place) beyond the new layout")
                items.append(after.items[slot][index])
            } else {
                guard let item = remaining.next() else {
                    throw RequirementFailure(
                        message: "section \(slot) ran out of items", fileID: #fileID, line: #line)
                }
                items.append(item)
            }
        }
        try require(remaining.next() == nil, "items of section \(section) left over")
        result.sections.append(before.sections[section])
        result.items.append(items)
    }
    return result
}

/// The length of a longest increasing subsequence, the slow and obvious way.
func longestIncreasingLength(_ values: [Int]) -> Int {
    var best = [Int](repeating: 1, count: values.count)
    for index in values.indices {
        for earlier in 0..<index where values[earlier] < values[index] {
            best[index] = max(best[index], best[earlier] + 1)
        }
    }
    return best.max() ?? 0
}

/// Requires every diff law of `batch`, the diff from `old` to `new`.
func checkBatch(
    _ batch: SnapshotBatchUpdate<Int>, from old: DiffableDataSourceSnapshot<String, Int>,
    to new: DiffableDataSourceSnapshot<String, Int>
) throws {
    let oldItems = old.itemIdentifiers
    let newItems = new.itemIdentifiers
    // The identifier difference is valid, complete about moves, and keeps the most in place.
    try requireEqual(oldItems.applying(batch.difference), newItems, "old items + difference")
    try require(
        batch.difference.inferringMoves() == batch.difference, "a move left unassociated")
    let survivors = newItems.compactMap { oldItems.firstIndex(of: $0) }
    let associated = batch.difference.insertions.filter {
        if case .insert(_, _, let associatedWith) = $0 { return associatedWith != nil }
        return false
    }.count
    try requireEqual(
        associated, survivors.count - longestIncreasingLength(survivors), "moves in the difference")
    // The batch replays to the new layout.
    try requireEqual(try replay(batch, on: old, new: new), Layout(new), "old layout + batch")
    // Section moves are as few as possible.
    let sectionSurvivors = new.sectionIdentifiers.compactMap { old.indexOfSection($0) }
    let sectionMoves = sectionSurvivors.count - longestIncreasingLength(sectionSurvivors)
    let movedOrReplacedSections =
        batch.movedSections.count
        + batch.insertedSections.filter { old.indexOfSection(new.sectionIdentifiers[$0]) != nil }
        .count
    if new.reloadedSectionIdentifiers.isEmpty {
        try requireEqual(batch.movedSections.count, sectionMoves, "section moves")
    } else {
        try requireEqual(movedOrReplacedSections, sectionMoves, "section moves and replacements")
    }
    // Item moves are as few as possible: per kept section, the survivors that stay in it but
    // off its longest run, plus those that change section (reloaded ones become a deletion
    // and an insertion instead).
    let carried = new.sectionIdentifiers.filter {
        old.indexOfSection($0) != nil && !new.reloadedSectionIdentifiers.contains($0)
    }
    var expectedMoves = 0
    for section in carried {
        let inOld = old.itemIdentifiers(inSection: section)
        let inNew = new.itemIdentifiers(inSection: section)
        let same = inNew.compactMap { inOld.firstIndex(of: $0) }
        expectedMoves += same.count - longestIncreasingLength(same)
        expectedMoves +=
            inNew.filter { item in
                guard let from = old.sectionIdentifier(containingItem: item) else { return false }
                return from != section && carried.contains(from)
            }.count
    }
    let reloadedMoves = batch.insertedItems.filter { place in
        let item = new.itemIdentifiers(inSection: new.sectionIdentifiers[place.section])[place.item]
        guard let from = old.sectionIdentifier(containingItem: item) else { return false }
        return carried.contains(from) && new.reloadedItemIdentifiers.contains(item)
    }.count
    try requireEqual(batch.movedItems.count + reloadedMoves, expectedMoves, "item moves")
    try checkReloads(batch, from: old, to: new)
}

/// Requires that reloaded items get new cells and reconfigured items keep theirs.
func checkReloads(
    _ batch: SnapshotBatchUpdate<Int>, from old: DiffableDataSourceSnapshot<String, Int>,
    to new: DiffableDataSourceSnapshot<String, Int>
) throws {
    let before = Layout(old)
    let after = Layout(new)
    let reloaded = batch.reloadedItems.map { before.items[$0.section][$0.item] }
    let inserted = batch.insertedItems.map { after.items[$0.section][$0.item] }
    let reconfigured = batch.reconfiguredItems.map { after.items[$0.section][$0.item] }
    let freshSections = Set(
        batch.insertedSections.map { after.sections[$0] }
            + batch.reloadedSections.map { before.sections[$0] })
    for item in new.reloadedItemIdentifiers where old.indexOfItem(item) != nil {
        let section = new.sectionIdentifier(containingItem: item)!
        try require(
            reloaded.contains(item) || inserted.contains(item) || freshSections.contains(section),
            "reloaded item \(item) keeps its old cell")
    }
    try require(reloaded.allSatisfy(new.reloadedItemIdentifiers.contains), "an unmarked reload")
    for item in new.reconfiguredItemIdentifiers
    where old.indexOfItem(item) != nil && !new.reloadedItemIdentifiers.contains(item) {
        let section = new.sectionIdentifier(containingItem: item)!
        let keepsCell = !inserted.contains(item) && !freshSections.contains(section)
        try requireEqual(reconfigured.contains(item), keepsCell, "reconfigure of \(item)")
    }
    try require(
        reconfigured.allSatisfy(new.reconfiguredItemIdentifiers.contains),
        "an unmarked reconfigure")
}
