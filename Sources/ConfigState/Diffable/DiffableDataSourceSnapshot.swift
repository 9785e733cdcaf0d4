/// The sections and items a collection view shows, at one point in time, identified by
/// values (UIKit's `NSDiffableDataSourceSnapshot`).
///
/// Build a snapshot with the sections and items to show, in order, and apply it to a data
/// source; the data source works out what changed since the last one. Each section and each
/// item must have an identifier unique in the snapshot.
///
/// <!-- snippet: SymbolDocs/DocDiffableDataSourceSnapshot -->
/// ```swift
/// var snapshot = DiffableDataSourceSnapshot<String, Int>()
/// snapshot.appendSections(["Favourites", "All"])
/// snapshot.appendItems([7, 3], toSection: "Favourites")
/// snapshot.appendItems([1, 2, 4])  // to the last section
/// print(snapshot.sectionIdentifier(containingItem: 3) ?? "none")
/// print(snapshot.indexOfItem(4) ?? -1)  // indexes count items across sections
///
/// // Prints:
/// // Favourites
/// // 4
/// ```
///
/// **Misuse never traps.** Where UIKit raises an exception — duplicate identifiers, an
/// identifier the snapshot does not contain, items appended when there is no section, an
/// item moved relative to itself — the operation leaves the snapshot as it was and appends a
/// ``SnapshotDiagnostic`` naming the identifiers to ``diagnostics``.
///
/// Look-ups by identifier use an index kept beside the data, so ``indexOfItem(_:)``,
/// ``indexOfSection(_:)`` and the validity checks of every operation take constant time on
/// average; operations that shift items say what they cost.
///
/// - SeeAlso: [NSDiffableDataSourceSnapshot](https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct)
public struct DiffableDataSourceSnapshot<
    SectionIdentifierType: Hashable, ItemIdentifierType: Hashable
> {
    /// The section identifiers, in order.
    var sectionList: [SectionIdentifierType] = []
    /// Each section's position in `sectionList`.
    var sectionOrdinals: [SectionIdentifierType: Int] = [:]
    /// The position in `itemList` of each section's first item (its end, when empty).
    @usableFromInline var sectionStarts: [Int] = []
    /// Every item, section after section.
    @usableFromInline var itemList: [ItemIdentifierType] = []
    /// Each item's position in `itemList`.
    @usableFromInline var itemPositions: [ItemIdentifierType: Int] = [:]
    var reloadedItemMarks = OrderedMarks<ItemIdentifierType>()
    var reconfiguredItemMarks = OrderedMarks<ItemIdentifierType>()
    var reloadedSectionMarks = OrderedMarks<SectionIdentifierType>()

    /// The operations this snapshot refused, oldest first (beyond UIKit).
    ///
    /// Each refused operation — one UIKit would have raised an exception for — left the
    /// snapshot unchanged and added one diagnostic here. The data source forwards them to
    /// its collection view's diagnostic log when the snapshot is applied. Diagnostics are
    /// not part of the snapshot's value (`==` ignores them); set this to `[]` to forget them.
    public var diagnostics: [SnapshotDiagnostic] = []

    /// Creates an empty snapshot.
    public init() {}

    // MARK: - Counts and identifiers

    /// The number of items in the snapshot, in every section.
    public var numberOfItems: Int { itemList.count }

    /// The number of sections in the snapshot.
    public var numberOfSections: Int { sectionList.count }

    /// The identifiers of the sections, in order.
    public var sectionIdentifiers: [SectionIdentifierType] { sectionList }

    /// The identifiers of every item, section after section.
    public var itemIdentifiers: [ItemIdentifierType] { itemList }

    /// The number of items in a section.
    ///
    /// UIKit raises an exception for a section the snapshot does not contain
    /// ([numberOfItems(inSection:)](https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshotreference/numberofitems(insection:)));
    /// this returns 0. A query cannot record a diagnostic: the snapshot does not change.
    ///
    /// - Parameter identifier: The section.
    /// - Returns: The number of items in the section; 0 when it is empty or absent.
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        guard let ordinal = sectionOrdinals[identifier] else { return 0 }
        return itemRange(ofSectionAt: ordinal).count
    }

    /// The identifiers of the items in a section, in order.
    ///
    /// - Parameter identifier: The section.
    /// - Returns: The section's items; empty when the section is empty or absent.
    /// - Complexity: O(*k*) for the *k* items of the section.
    public func itemIdentifiers(inSection identifier: SectionIdentifierType)
        -> [ItemIdentifierType]
    {
        guard let ordinal = sectionOrdinals[identifier] else { return [] }
        return Array(itemList[itemRange(ofSectionAt: ordinal)])
    }

    /// The section that contains an item.
    ///
    /// - Parameter identifier: The item.
    /// - Returns: The item's section, or `nil` when the snapshot does not contain the item.
    /// - Complexity: O(log *s*) for *s* sections.
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType)
        -> SectionIdentifierType?
    {
        guard let position = itemPositions[identifier] else { return nil }
        return sectionList[sectionOrdinal(containingPosition: position)]
    }

    /// An item's index among all the items of the snapshot, counted from 0 across sections
    /// (its index in ``itemIdentifiers``).
    ///
    /// - Parameter identifier: The item.
    /// - Returns: The index, or `nil` when the snapshot does not contain the item.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        itemPositions[identifier]
    }

    /// A section's index among the sections of the snapshot, counted from 0.
    ///
    /// - Parameter identifier: The section.
    /// - Returns: The index, or `nil` when the snapshot does not contain the section.
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
        sectionOrdinals[identifier]
    }

    // MARK: - Reloads and reconfigures

    /// The items marked with ``reloadItems(_:)`` and still in the snapshot, in the order
    /// they were first marked: applying the snapshot gives them new cells.
    public var reloadedItemIdentifiers: [ItemIdentifierType] { reloadedItemMarks.order }

    /// The items marked with ``reconfigureItems(_:)`` and still in the snapshot, in the
    /// order they were first marked: applying the snapshot runs the cell provider again on
    /// their existing cells.
    public var reconfiguredItemIdentifiers: [ItemIdentifierType] {
        reconfiguredItemMarks.order
    }

    /// The sections marked with ``reloadSections(_:)`` and still in the snapshot, in the
    /// order they were first marked.
    public var reloadedSectionIdentifiers: [SectionIdentifierType] {
        reloadedSectionMarks.order
    }

    /// Marks items for a reload: applying the snapshot replaces their cells with freshly
    /// dequeued ones.
    ///
    /// Items already marked stay marked once. An item the snapshot does not contain is
    /// refused (UIKit raises an exception), with a ``SnapshotDiagnostic/Kind/unknownItems``
    /// diagnostic.
    ///
    /// - Parameter identifiers: The items to reload.
    /// - Complexity: O(*k*) average for *k* identifiers.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        guard requireItems(identifiers, "reloadItems(_:)") else { return }
        reloadedItemMarks.mark(identifiers)
    }

    /// Marks items for a reconfigure: applying the snapshot runs the cell provider again on
    /// the items' existing cells, keeping the cells
    /// ([reconfigureItems(_:)](https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/reconfigureitems(_:))).
    ///
    /// An item the snapshot does not contain is refused, with a
    /// ``SnapshotDiagnostic/Kind/unknownItems`` diagnostic.
    ///
    /// - Parameter identifiers: The items to reconfigure.
    /// - Complexity: O(*k*) average for *k* identifiers.
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        guard requireItems(identifiers, "reconfigureItems(_:)") else { return }
        reconfiguredItemMarks.mark(identifiers)
    }

    /// Marks sections for a reload: applying the snapshot reloads them whole.
    ///
    /// A section the snapshot does not contain is refused, with a
    /// ``SnapshotDiagnostic/Kind/unknownSections`` diagnostic.
    ///
    /// - Parameter identifiers: The sections to reload.
    /// - Complexity: O(*k*) average for *k* identifiers.
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        guard requireSections(identifiers, "reloadSections(_:)") else { return }
        reloadedSectionMarks.mark(identifiers)
    }

    // MARK: - Internal layout

    /// The positions in `itemList` of the items of the section at `ordinal`.
    @inlinable
    func itemRange(ofSectionAt ordinal: Int) -> Range<Int> {
        let end = ordinal + 1 < sectionStarts.count ? sectionStarts[ordinal + 1] : itemList.count
        return sectionStarts[ordinal]..<end
    }

    /// The ordinal of the section holding the item at `position` (a valid item position).
    ///
    /// The last section whose start is at or before the position: an empty section has the
    /// same start as the next, so the later one — the one that holds items — wins.
    @usableFromInline
    func sectionOrdinal(containingPosition position: Int) -> Int {
        var low = 0
        var high = sectionStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if sectionStarts[middle] <= position { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// Whether the snapshot contains every section of `identifiers`; records a diagnostic
    /// for `operation` naming the missing ones when it does not.
    mutating func requireSections(
        _ identifiers: [SectionIdentifierType], _ operation: String
    ) -> Bool {
        let missing = identifiers.filter { sectionOrdinals[$0] == nil }
        guard missing.isEmpty else {
            refuse(.unknownSections, operation, missing)
            return false
        }
        return true
    }

    /// Sets the index entries of the items at `positions`.
    @inlinable
    mutating func reindexItems(_ positions: Range<Int>) {
        for position in positions {
            itemPositions[itemList[position]] = position
        }
    }

    /// Sets the index entries of the sections from `ordinal` on.
    mutating func reindexSections(from ordinal: Int) {
        for index in ordinal..<sectionList.count {
            sectionOrdinals[sectionList[index]] = index
        }
    }
}

extension DiffableDataSourceSnapshot: Equatable {
    /// Whether two snapshots have the same sections, the same items in each section, and the
    /// same reload and reconfigure marks in the same order. ``diagnostics`` do not count.
    ///
    /// - Complexity: O(*n* + *s*) for *n* items and *s* sections.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.sectionList == rhs.sectionList && lhs.sectionStarts == rhs.sectionStarts
            && lhs.itemList == rhs.itemList && lhs.reloadedItemMarks == rhs.reloadedItemMarks
            && lhs.reconfiguredItemMarks == rhs.reconfiguredItemMarks
            && lhs.reloadedSectionMarks == rhs.reloadedSectionMarks
    }
}

extension DiffableDataSourceSnapshot: Sendable
where SectionIdentifierType: Sendable, ItemIdentifierType: Sendable {}

extension DiffableDataSourceSnapshot: CustomStringConvertible {
    /// Each section with its items, such as `["A": [1, 2], "B": []]`.
    ///
    /// - Complexity: O(*n* + *s*) for *n* items and *s* sections.
    public var description: String {
        let sections = sectionList.indices.map { ordinal in
            "\(String(reflecting: sectionList[ordinal])): "
                + String(describing: Array(itemList[itemRange(ofSectionAt: ordinal)]))
        }
        return "[" + sections.joined(separator: ", ") + "]"
    }
}
