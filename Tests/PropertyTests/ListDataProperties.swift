import ConfigState
import ConfigStateTesting
import Testing

// The list's data and item state against a plain reference: applying data keeps the state of
// exactly the items still present (whichever way the list checks presence: one pass for a few
// items with state, its item index for more), and item look-ups agree with a linear search of
// the rows a depth-first walk through the expanded parents gives.

/// One data set: which of the ids 0..<20 are top-level items and in which section, and
/// whether parents have children (ids 1 000 + 2 × id and the next).
struct ListDataScenario: CustomStringConvertible {
    /// Per id: 0 absent, else the section (1…3) it belongs to.
    var sectionOfID: [Int]
    /// Whether items whose id is a multiple of 3 have two children.
    var outline: Bool

    var sections: [ListSection<Int>] {
        let sectionCount = sectionOfID.max() ?? 0
        return (0..<max(sectionCount, 1)).map { section in
            let items = sectionOfID.indices.filter { sectionOfID[$0] == section + 1 }
            var children: [Int: [Int]] = [:]
            if outline {
                for item in items where item % 3 == 0 {
                    children[item] = [1_000 + 2 * item, 1_001 + 2 * item]
                }
            }
            return ListSection(items, children: children)
        }
    }

    var description: String { "ListDataScenario(sectionOfID: \(sectionOfID), outline: \(outline))" }

    static let generator = Gen.zip(
        Gen.array(of: Gen.int(in: 0...3), count: 20...20), Gen.bool
    ).map { ListDataScenario(sectionOfID: $0, outline: $1) }
}

/// The state given to items before the second apply: ids drawn from the first data (and
/// their children), any number of them.
struct ListStateScenario: CustomStringConvertible {
    var selected: [Int]
    var expanded: [Int]
    var highlighted: Int?
    var swiped: Int?

    var description: String {
        "ListStateScenario(selected: \(selected), expanded: \(expanded), highlighted: \(String(describing: highlighted)), swiped: \(String(describing: swiped)))"
    }

    static let ids = Array(0..<20) + (0..<20).flatMap { [1_000 + 2 * $0, 1_001 + 2 * $0] }

    static let generator = Gen.zip(
        Gen.array(of: Gen.element(of: ids), count: 0...8),
        Gen.array(of: Gen.element(of: ids), count: 0...4),
        Gen.optional(of: Gen.element(of: ids)),
        Gen.optional(of: Gen.element(of: ids))
    ).map { ListStateScenario(selected: $0, expanded: $1, highlighted: $2, swiped: $3) }
}

/// The rows of `sections` with `expanded` parents open, as the list documents them: each
/// section's top-level items, each followed depth-first by the rows of its children while it
/// is expanded.
func referenceRows(_ sections: [ListSection<Int>], expanded: Set<Int>) -> [[Int]] {
    sections.map { section in
        var rows: [Int] = []
        func walk(_ items: [Int], visiting: Set<Int>) {
            for item in items {
                rows.append(item)
                if expanded.contains(item), !visiting.contains(item),
                    let children = section.children[item]
                {
                    walk(children, visiting: visiting.union([item]))
                }
            }
        }
        walk(section.items, visiting: [])
        return rows
    }
}

@MainActor
@Suite("The list's data and item state against a reference")
struct ListDataProperties {
    @Test func applyingDataKeepsTheStateOfExactlyThePresentItems() {
        var tally = BranchTally("a few items with state", "many items with state", "outline")
        checkProperty(
            "after apply, state is kept for exactly the items still in the data, and every "
                + "look-up agrees with a linear search of the reference rows",
            using: Gen.zip(
                ListDataScenario.generator, ListStateScenario.generator,
                ListDataScenario.generator),
            configuration: Cases.standard
        ) { first, given, second in
            tally.countCase()
            let list = ListView<Int>(visibleRowCount: 4) { list, indexPath, item in
                list.dequeueConfiguredReusableCell(
                    using: CellRegistration<CollectionViewListCell, Int> { _, _, _ in },
                    for: indexPath,
                    item: item)
            }
            list.allowsMultipleSelection = true
            list.apply(first.sections)
            for item in given.expanded { list.expandItem(item) }
            for item in given.selected { list.selectItem(item) }
            list.highlightItem(given.highlighted)
            list.swipeItem(given.swiped)
            let withState =
                list.selectedItems.union(list.expandedItems)
                .union([list.highlightedItem, list.swipedItem].compactMap { $0 })
            tally.take("a few items with state", if: (1...4).contains(withState.count))
            tally.take("many items with state", if: withState.count > 4)
            tally.take("outline", if: second.outline && !list.expandedItems.isEmpty)

            let before = (
                list.selectedItems, list.expandedItems, list.highlightedItem, list.swipedItem
            )
            let sections = second.sections
            list.apply(sections)
            var present = Set<Int>()
            for section in sections {
                present.formUnion(section.items)
                for (parent, children) in section.children {
                    present.insert(parent)
                    present.formUnion(children)
                }
            }
            try requireEqual(list.selectedItems, before.0.intersection(present), "selected items")
            try requireEqual(list.expandedItems, before.1.intersection(present), "expanded items")
            try requireEqual(
                list.highlightedItem, before.2.flatMap { present.contains($0) ? $0 : nil },
                "highlighted item")
            try requireEqual(
                list.swipedItem, before.3.flatMap { present.contains($0) ? $0 : nil },
                "swiped item")

            let rows = referenceRows(sections, expanded: list.expandedItems)
            try requireEqual(list.numberOfRows, rows.map(\.count).reduce(0, +), "row count")
            for id in ListStateScenario.ids {
                var expected: IndexPath?
                for (section, items) in rows.enumerated() {
                    if let row = items.firstIndex(of: id) {
                        expected = IndexPath(item: row, section: section)
                        break
                    }
                }
                try requireEqual(list.indexPath(for: id), expected, "index path of \(id)")
                if let expected {
                    try requireEqual(list.item(at: expected), id, "item at \(expected)")
                }
                // Selecting succeeds exactly for items in the data, shown or not.
                list.selectItem(id)
                try requireEqual(
                    list.selectedItems.contains(id), present.contains(id), "selecting \(id)")
            }
            return true
        }
        #expect(tally.untakenBranches == [])
    }
}
