/// What changed when the data source applied an update it made itself — such as the user
/// reordering items — for its reordering handlers (UIKit's
/// `NSDiffableDataSourceTransaction`).
///
/// The data source creates transactions; apps read them, typically in
/// `reorderingHandlers.didReorder` to update their own store:
///
/// <!-- snippet: SymbolDocs/DocDiffableDataSourceTransaction -->
/// ```swift
/// dataSource.reorderingHandlers.didReorder = { [weak self] transaction in
///     guard let self else { return }
///     self.items = self.items.applying(transaction.difference) ?? self.items
/// }
/// ```
///
/// - SeeAlso: [NSDiffableDataSourceTransaction](https://developer.apple.com/documentation/uikit/nsdiffabledatasourcetransaction-swift.struct)
public struct DiffableDataSourceTransaction<
    SectionIdentifierType: Hashable, ItemIdentifierType: Hashable
> {
    /// The snapshot before the transaction.
    public let initialSnapshot:
        DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// The snapshot after the transaction.
    public let finalSnapshot: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// The insertions and removals that take the initial snapshot's item identifiers to the
    /// final snapshot's, with each moved item's removal and insertion associated.
    ///
    /// `initialSnapshot.itemIdentifiers.applying(difference)` equals
    /// `finalSnapshot.itemIdentifiers`.
    public let difference: CollectionDifference<ItemIdentifierType>
    /// A transaction for each section the change touched.
    public let sectionTransactions:
        [DiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>]

    /// A transaction from its parts; only the data source creates transactions, as in UIKit.
    init(
        initialSnapshot: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        finalSnapshot: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        difference: CollectionDifference<ItemIdentifierType>,
        sectionTransactions: [DiffableDataSourceSectionTransaction<
            SectionIdentifierType, ItemIdentifierType
        >]
    ) {
        self.initialSnapshot = initialSnapshot
        self.finalSnapshot = finalSnapshot
        self.difference = difference
        self.sectionTransactions = sectionTransactions
    }

    /// The transaction between two snapshots, its difference computed by hashing.
    ///
    /// - Complexity: O(*n*) average for *n* items mostly in order, plus the section
    ///   transactions' cost.
    init(
        initialSnapshot: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        finalSnapshot: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        sectionTransactions: [DiffableDataSourceSectionTransaction<
            SectionIdentifierType, ItemIdentifierType
        >]
    ) {
        self.init(
            initialSnapshot: initialSnapshot, finalSnapshot: finalSnapshot,
            difference: CollectionDifference(
                identifiersFrom: initialSnapshot.itemList,
                indexedBy: initialSnapshot.itemPositions, to: finalSnapshot.itemList),
            sectionTransactions: sectionTransactions)
    }
}

extension DiffableDataSourceTransaction: Sendable
where SectionIdentifierType: Sendable, ItemIdentifierType: Sendable {}

/// What changed in one section when the data source applied an update it made itself (UIKit's
/// `NSDiffableDataSourceSectionTransaction`).
///
/// - SeeAlso: [NSDiffableDataSourceSectionTransaction](https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesectiontransaction-swift.struct)
public struct DiffableDataSourceSectionTransaction<
    SectionIdentifierType: Hashable, ItemIdentifierType: Hashable
> {
    /// The section the transaction concerns.
    public let sectionIdentifier: SectionIdentifierType
    /// The section's items before the transaction.
    public let initialSnapshot: DiffableDataSourceSectionSnapshot<ItemIdentifierType>
    /// The section's items after the transaction.
    public let finalSnapshot: DiffableDataSourceSectionSnapshot<ItemIdentifierType>
    /// The insertions and removals that take the initial section snapshot's
    /// ``DiffableDataSourceSectionSnapshot/items`` to the final one's, with moves associated.
    public let difference: CollectionDifference<ItemIdentifierType>

    /// A section transaction from its parts.
    init(
        sectionIdentifier: SectionIdentifierType,
        initialSnapshot: DiffableDataSourceSectionSnapshot<ItemIdentifierType>,
        finalSnapshot: DiffableDataSourceSectionSnapshot<ItemIdentifierType>,
        difference: CollectionDifference<ItemIdentifierType>
    ) {
        self.sectionIdentifier = sectionIdentifier
        self.initialSnapshot = initialSnapshot
        self.finalSnapshot = finalSnapshot
        self.difference = difference
    }

    /// The section transaction between two section snapshots, its difference computed by
    /// hashing.
    ///
    /// - Complexity: O(*n*) average for *n* items mostly in order.
    init(
        sectionIdentifier: SectionIdentifierType,
        initialSnapshot: DiffableDataSourceSectionSnapshot<ItemIdentifierType>,
        finalSnapshot: DiffableDataSourceSectionSnapshot<ItemIdentifierType>
    ) {
        self.init(
            sectionIdentifier: sectionIdentifier, initialSnapshot: initialSnapshot,
            finalSnapshot: finalSnapshot,
            difference: CollectionDifference(
                identifiersFrom: initialSnapshot.itemList,
                indexedBy: initialSnapshot.positions, to: finalSnapshot.itemList))
    }
}

extension DiffableDataSourceSectionTransaction: Sendable
where SectionIdentifierType: Sendable, ItemIdentifierType: Sendable {}
