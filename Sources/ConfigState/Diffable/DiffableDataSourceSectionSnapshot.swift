/// The items of one section, as an outline of parents and children that expand and collapse
/// (UIKit's `NSDiffableDataSourceSectionSnapshot`).
///
/// A section snapshot holds a hierarchy: root items, each with children of its own, to any
/// depth. A parent is *expanded* or *collapsed*; an item is *visible* when every parent
/// above it is expanded. ``items`` lists every item depth-first — each parent followed by
/// its children — and ``visibleItems`` the ones a list shows.
///
/// <!-- snippet: SymbolDocs/DocDiffableDataSourceSectionSnapshot -->
/// ```swift
/// var outline = DiffableDataSourceSectionSnapshot<String>()
/// outline.append(["Fruit", "Vegetables"])
/// outline.append(["Apple", "Pear"], to: "Fruit")
/// outline.expand(["Fruit"])
/// print(outline.visibleItems)
/// print(outline.level(of: "Pear"))
/// print(outline.parent(of: "Pear") ?? "none")
///
/// // Prints:
/// // ["Fruit", "Apple", "Pear", "Vegetables"]
/// // 1
/// // Fruit
/// ```
///
/// As with ``DiffableDataSourceSnapshot``, an operation UIKit raises an exception for leaves
/// the section snapshot unchanged and appends a ``SnapshotDiagnostic`` to ``diagnostics``.
///
/// - SeeAlso: [NSDiffableDataSourceSectionSnapshot](https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesectionsnapshot-swift.struct)
public struct DiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable> {
    /// Every item, depth-first.
    var itemList: [ItemIdentifierType] = []
    /// Each item's depth: 0 for a root item.
    var levels: [Int] = []
    /// Each item's parent; `nil` for a root item.
    var parents: [ItemIdentifierType?] = []
    /// Each item's position in `itemList`.
    var positions: [ItemIdentifierType: Int] = [:]
    /// The expanded items.
    var expandedItems: Set<ItemIdentifierType> = []

    /// The operations this section snapshot refused, oldest first (beyond UIKit).
    ///
    /// Each refused operation left the section snapshot unchanged and added one diagnostic
    /// here. Diagnostics are not part of the value (`==` ignores them).
    public var diagnostics: [SnapshotDiagnostic] = []

    /// Creates an empty section snapshot.
    public init() {}

    // MARK: - Items

    /// Every item, depth-first: each parent followed by its children, expanded or not.
    public var items: [ItemIdentifierType] { itemList }

    /// The items at the top of the hierarchy, in order.
    ///
    /// - Complexity: O(*n*) for *n* items.
    public var rootItems: [ItemIdentifierType] {
        itemList.indices.filter { levels[$0] == 0 }.map { itemList[$0] }
    }

    /// The items a list shows: depth-first, skipping the children of every collapsed item.
    ///
    /// - Complexity: O(*n*) for *n* items.
    public var visibleItems: [ItemIdentifierType] {
        var visible: [ItemIdentifierType] = []
        var position = 0
        while position < itemList.count {
            visible.append(itemList[position])
            position =
                expandedItems.contains(itemList[position])
                ? position + 1 : subtreeEnd(ofPosition: position)
        }
        return visible
    }

    /// Whether the section snapshot contains an item.
    ///
    /// - Parameter item: The item.
    /// - Returns: Whether the item is in the section snapshot, at any level.
    public func contains(_ item: ItemIdentifierType) -> Bool { positions[item] != nil }

    /// An item's index in ``items``.
    ///
    /// - Parameter item: The item.
    /// - Returns: The index, or `nil` when the section snapshot does not contain the item.
    public func index(of item: ItemIdentifierType) -> Int? { positions[item] }

    /// An item's depth in the hierarchy: 0 for a root item, 1 for its children, and so on.
    ///
    /// - Parameter item: The item.
    /// - Returns: The level, or -1 when the section snapshot does not contain the item
    ///   (UIKit's result is undefined there).
    public func level(of item: ItemIdentifierType) -> Int {
        guard let position = positions[item] else { return -1 }
        return levels[position]
    }

    /// An item's parent.
    ///
    /// - Parameter child: The item.
    /// - Returns: The parent, or `nil` for a root item or an item the section snapshot does
    ///   not contain.
    public func parent(of child: ItemIdentifierType) -> ItemIdentifierType? {
        guard let position = positions[child] else { return nil }
        return parents[position]
    }

    // MARK: - Expansion

    /// Whether an item is expanded: its children show when it is visible.
    ///
    /// - Parameter item: The item.
    /// - Returns: Whether the item is expanded; `false` for an item not in the snapshot.
    public func isExpanded(_ item: ItemIdentifierType) -> Bool {
        expandedItems.contains(item)
    }

    /// Whether an item shows: every parent above it is expanded.
    ///
    /// - Parameter item: The item.
    /// - Returns: Whether the item is visible; `false` for an item not in the snapshot.
    /// - Complexity: O(*d*) average for an item *d* levels deep.
    public func isVisible(_ item: ItemIdentifierType) -> Bool {
        guard var position = positions[item] else { return false }
        while let parent = parents[position] {
            guard expandedItems.contains(parent) else { return false }
            position = positions[parent]!
        }
        return true
    }

    /// Expands items, so that their children show.
    ///
    /// Expanding an item without children records the state for when it has some. Refused,
    /// with a ``SnapshotDiagnostic/Kind/unknownItems`` diagnostic, when an item is not in
    /// the section snapshot.
    ///
    /// - Parameter items: The items to expand.
    /// - Complexity: O(*k*) average for *k* items.
    public mutating func expand(_ items: [ItemIdentifierType]) {
        guard requireItems(items, "expand(_:)") else { return }
        expandedItems.formUnion(items)
    }

    /// Collapses items, so that their children are hidden.
    ///
    /// Refused, with a ``SnapshotDiagnostic/Kind/unknownItems`` diagnostic, when an item is
    /// not in the section snapshot.
    ///
    /// - Parameter items: The items to collapse.
    /// - Complexity: O(*k*) average for *k* items.
    public mutating func collapse(_ items: [ItemIdentifierType]) {
        guard requireItems(items, "collapse(_:)") else { return }
        expandedItems.subtract(items)
    }

    // MARK: - Describing

    /// A text picture of the outline: one line per item, indented by level.
    ///
    /// As UIKit documents it, an asterisk (`*`) marks a visible item, a plus sign (`+`) an
    /// expanded item and a minus sign (`-`) a collapsed item with children
    /// ([visualDescription()](https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesectionsnapshot-swift.struct/visualdescription())).
    ///
    /// ```text
    /// *+ Fruit
    /// *    Apple
    /// *-   Citrus
    ///        Lemon
    /// *  Vegetables
    /// ```
    ///
    /// - Returns: The picture, one line per item, each ending in a newline.
    /// - Complexity: O(*n* · *d*) for *n* items at most *d* levels deep.
    public func visualDescription() -> String {
        var text = ""
        var visibleUntil = Int.max  // items nested deeper than this are hidden
        for position in itemList.indices {
            let level = levels[position]
            if level <= visibleUntil { visibleUntil = Int.max }
            let isVisible = level <= visibleUntil
            let item = itemList[position]
            let hasChildren = position + 1 < levels.count && levels[position + 1] > level
            let expansion =
                expandedItems.contains(item) ? "+" : (hasChildren ? "-" : " ")
            text += (isVisible ? "*" : " ") + expansion + " "
            text += String(repeating: "  ", count: level) + "\(item)\n"
            if isVisible && !expandedItems.contains(item) { visibleUntil = level }
        }
        return text
    }

    // MARK: - Internal layout

    /// The position just after the last descendant of the item at `position`.
    func subtreeEnd(ofPosition position: Int) -> Int {
        var end = position + 1
        while end < levels.count, levels[end] > levels[position] { end += 1 }
        return end
    }

    mutating func reindex(from position: Int) {
        for index in position..<itemList.count { positions[itemList[index]] = index }
    }
}

extension DiffableDataSourceSectionSnapshot: Equatable {
    /// Whether two section snapshots have the same items at the same levels, in the same
    /// order, with the same items expanded. ``diagnostics`` do not count.
    ///
    /// - Complexity: O(*n*) for *n* items.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.itemList == rhs.itemList && lhs.levels == rhs.levels
            && lhs.expandedItems == rhs.expandedItems
    }
}

extension DiffableDataSourceSectionSnapshot: Sendable where ItemIdentifierType: Sendable {}

extension DiffableDataSourceSectionSnapshot: CustomStringConvertible {
    /// The ``visualDescription()``.
    public var description: String { visualDescription() }
}
