/// A ``ListView``'s data laid out as rows: the sections as applied, the visible rows of each
/// outline section (through its expanded parents), where each section starts among all rows,
/// and an index from item to location.
///
/// Row look-ups (`item(at:)`, `indexPath(ofRow:)`) cost O(1) or O(log sections). Item look-ups
/// (`location(of:)`, `contains(_:)`) go through the index: built on the first look-up after
/// the data or the expansion changes, in O(items), then O(1) each — so applying data costs
/// nothing per item until something asks where an item is.
struct ListData<Item: Hashable> {
    /// Where an item is: its section, and its row there, or `nil` when it is in the data but
    /// not shown (a child of a collapsed parent).
    struct Location: Equatable {
        /// The section that holds the item.
        var section: Int
        /// The item's row in the section, when shown.
        var row: Int?
    }

    /// The sections, as last applied (with reordering moves since).
    private(set) var sections: [ListSection<Item>] = []
    /// The items of each outline section's visible rows: `nil` when the section has no
    /// children (its items are its rows).
    private var outlineItems: [[Item]?] = []
    /// The depth of each of those rows (0 for top-level items); empty for other sections. Kept
    /// apart from the items so that reading a level touches no value of the generic item type.
    private var outlineLevels: [[Int]] = []
    /// The global row at which each section starts.
    private var sectionStarts: [Int] = []
    /// The number of rows, counting only the children of expanded parents.
    private(set) var rowCount = 0
    /// Item → location; `nil` until a look-up needs it after a change.
    private var index: [Item: Location]?

    // MARK: Changing the data

    /// Replaces the sections and lays out their rows, showing the children of the `expanded`
    /// parents. (An expanded item that is not in the new data cannot be reached by the walk,
    /// so the rows are right before the state of removed items is dropped.)
    mutating func replace(_ sections: [ListSection<Item>], expanded: Set<Item>) {
        self.sections = sections
        layOutRows(expanded: expanded)
    }

    /// Lays out every section's rows, showing the children of the `expanded` parents.
    mutating func layOutRows(expanded: Set<Item>) {
        outlineItems = []
        outlineLevels = []
        outlineItems.reserveCapacity(sections.count)
        outlineLevels.reserveCapacity(sections.count)
        for section in sections {
            if section.children.isEmpty {
                outlineItems.append(nil)
                outlineLevels.append([])
            } else {
                let (items, levels) = Self.outlineRows(of: section, expanded: expanded)
                outlineItems.append(items)
                outlineLevels.append(levels)
            }
        }
        sectionStarts = []
        sectionStarts.reserveCapacity(sections.count)
        var start = 0
        for (index, section) in sections.enumerated() {
            sectionStarts.append(start)
            start += outlineItems[index]?.count ?? section.items.count
        }
        rowCount = start
        index = nil
    }

    /// The depth-first walk of an outline section through its expanded parents.
    private static func outlineRows(
        of section: ListSection<Item>, expanded: Set<Item>
    ) -> (items: [Item], levels: [Int]) {
        var rows: [Item] = []
        var levels: [Int] = []
        // A parent that lists itself among its descendants would loop; stop there.
        var visiting = Set<Item>()
        func add(_ items: [Item], level: Int) {
            for item in items {
                rows.append(item)
                levels.append(level)
                if expanded.contains(item), let children = section.children[item],
                    visiting.insert(item).inserted
                {
                    add(children, level: level + 1)
                    visiting.remove(item)
                }
            }
        }
        add(section.items, level: 0)
        return (rows, levels)
    }

    /// Moves a top-level `item` to `destination` among its section's top-level items
    /// (clamped). Lay the rows out again afterwards.
    ///
    /// - Returns: Whether the item was found among some section's top-level items.
    /// - Complexity: O(*n*).
    mutating func moveTopLevelItem(_ item: Item, to destination: Int) -> Bool {
        for sectionIndex in sections.indices {
            guard let from = sections[sectionIndex].items.firstIndex(of: item) else { continue }
            sections[sectionIndex].items.remove(at: from)
            let to = min(max(destination, 0), sections[sectionIndex].items.count)
            sections[sectionIndex].items.insert(item, at: to)
            index = nil
            return true
        }
        return false
    }

    // MARK: Rows

    /// The number of rows in `section`, or 0 for a section that does not exist.
    func numberOfRows(inSection section: Int) -> Int {
        guard sections.indices.contains(section) else { return 0 }
        return outlineItems[section]?.count ?? sections[section].items.count
    }

    /// The item at `indexPath`, or `nil` when there is none.
    func item(at indexPath: IndexPath) -> Item? {
        guard sections.indices.contains(indexPath.section), indexPath.item >= 0 else { return nil }
        if let rows = outlineItems[indexPath.section] {
            return indexPath.item < rows.count ? rows[indexPath.item] : nil
        }
        let items = sections[indexPath.section].items
        return indexPath.item < items.count ? items[indexPath.item] : nil
    }

    /// The outline level of the row at `indexPath`: `nil` outside outline sections and for a
    /// row that does not exist.
    func outlineLevel(at indexPath: IndexPath) -> Int? {
        guard outlineLevels.indices.contains(indexPath.section) else { return nil }
        let levels = outlineLevels[indexPath.section]
        return levels.indices.contains(indexPath.item) ? levels[indexPath.item] : nil
    }

    /// The index path of a global row number.
    ///
    /// - Complexity: O(log *s*), where *s* is the number of sections.
    func indexPath(ofRow row: Int) -> IndexPath? {
        guard row >= 0, row < rowCount else { return nil }
        // The last section starting at or before `row` (binary search).
        var low = 0
        var high = sectionStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if sectionStarts[middle] <= row { low = middle } else { high = middle - 1 }
        }
        return IndexPath(item: row - sectionStarts[low], section: low)
    }

    // MARK: Items

    /// Where `item` is, or `nil` when it is not in the data. The first shown occurrence wins,
    /// in section then row order; an item only in collapsed parents' children has no row.
    ///
    /// - Complexity: O(1) on average; O(*n*) for the first look-up after a change, which builds
    ///   the index.
    mutating func location(of item: Item) -> Location? {
        if index == nil { index = buildIndex() }
        return index?[item]
    }

    /// Whether `item` is anywhere in the data, shown or not.
    ///
    /// - Complexity: as ``location(of:)``.
    mutating func contains(_ item: Item) -> Bool {
        location(of: item) != nil
    }

    private func buildIndex() -> [Item: Location] {
        var index: [Item: Location] = [:]
        index.reserveCapacity(rowCount)
        // Items only in collapsed parents' children first; then the shown rows, last section
        // and last row first, so that writing unconditionally leaves each item at its first
        // shown occurrence. (One hash operation per row, and loops that index rather than
        // iterate: this code is not specialised for the item type.)
        var section = 0
        while section < sections.count {
            for (parent, children) in sections[section].children {
                index[parent] = Location(section: section, row: nil)
                for child in children { index[child] = Location(section: section, row: nil) }
            }
            section += 1
        }
        section = sections.count - 1
        while section >= 0 {
            if let rows = outlineItems[section] {
                var row = rows.count - 1
                while row >= 0 {
                    index[rows[row]] = Location(section: section, row: row)
                    row -= 1
                }
            } else {
                let items = sections[section].items
                var row = items.count - 1
                while row >= 0 {
                    index[items[row]] = Location(section: section, row: row)
                    row -= 1
                }
            }
            section -= 1
        }
        return index
    }

    /// Which of `candidates` are anywhere in the data.
    ///
    /// For a few candidates (the usual case: the items that have state when data is applied)
    /// one pass compares each item with them and builds nothing, so applying a large list
    /// with one selected item costs no more than reading it; for more, the index answers.
    ///
    /// - Complexity: O(*n*·*k*) for *k* ≤ 4 candidates, else as ``location(of:)`` per candidate.
    mutating func present(among candidates: Set<Item>) -> Set<Item> {
        guard !candidates.isEmpty else { return [] }
        guard candidates.count <= 4 else { return candidates.filter { contains($0) } }
        var missing = Array(candidates)
        var found = Set<Item>()
        // This code is not specialised for the item type: each generic call in the loop asks
        // the runtime for type metadata, so the loop compares with `==` only, indexes rather
        // than iterates, and reaches for the set only on a match.
        func check(_ item: Item) -> Bool {
            var candidate = 0
            while candidate < missing.count {
                if missing[candidate] == item {
                    found.insert(missing.remove(at: candidate))
                    return missing.isEmpty
                }
                candidate += 1
            }
            return false
        }
        for section in sections {
            let items = section.items
            var position = 0
            while position < items.count {
                if check(items[position]) { return found }
                position += 1
            }
            for (parent, children) in section.children {
                if check(parent) { return found }
                for child in children where check(child) { return found }
            }
        }
        return found
    }
}
