/// The object that gives a collection view its data as snapshots:
/// `UICollectionViewDiffableDataSource` without the `UI`.
///
/// Create it with the collection view — it becomes the collection view's ``CollectionView/dataSource``
/// (held weakly, as in UIKit: keep a strong reference) — and a cell provider, then
/// ``apply(_:animatingDifferences:completion:)`` snapshots. Applying diffs the new snapshot
/// against the current one and updates the collection view as UIKit does: the cells of deleted
/// items go back to their pools, moved items keep their cells, reloaded items are dequeued
/// anew, reconfigured items are run through the cell provider again on the cell that shows
/// them, and the item state — selection, highlight, focus — follows the items. The batch a
/// `UICollectionView` would animate is the collection view's ``CollectionView/lastUpdate``.
///
/// Section snapshots (``apply(_:to:animatingDifferences:completion:)``) give a section an
/// outline: its visible items are what the collection view shows, an outline disclosure
/// accessory expands and collapses its parents through ``sectionSnapshotHandlers``, and the
/// cells of children are indented by their level. Reordering — interactive movement, which
/// ``reorderingHandlers`` allow — updates the data source's snapshot and tells the app in
/// `didReorder`, with a transaction.
///
/// What UIKit raises an exception for never traps here: a snapshot operation that was refused
/// (see ``SnapshotDiagnostic``), a cell provider that returns no cell, and an `apply` from
/// inside a cell provider are reported in the collection view's
/// ``CollectionView/diagnostics``; a refused operation left the snapshot as it was, and a
/// re-entrant `apply` runs after the collection view finishes laying out.
@MainActor
open class CollectionViewDiffableDataSource<
    SectionIdentifierType: Hashable, ItemIdentifierType: Hashable
>: CollectionViewDataSource, CollectionViewItemStateSource {
    /// The snapshot type the data source applies.
    public typealias Snapshot = DiffableDataSourceSnapshot<
        SectionIdentifierType, ItemIdentifierType
    >
    /// The section snapshot type of its outlines.
    public typealias SectionSnapshot = DiffableDataSourceSectionSnapshot<ItemIdentifierType>

    /// Makes the cell for an item, usually with
    /// ``CollectionView/dequeueConfiguredReusableCell(using:for:item:)``; `nil` is a misuse (a
    /// placeholder shows the item and a diagnostic says so).
    public typealias CellProvider =
        @MainActor (
            _ collectionView: CollectionView, _ indexPath: IndexPath,
            _ itemIdentifier: ItemIdentifierType
        ) -> CollectionViewCell?

    /// Makes a supplementary view — a header or footer — of `elementKind` for the section at
    /// `indexPath`.
    public typealias SupplementaryViewProvider =
        @MainActor (
            _ collectionView: CollectionView, _ elementKind: String, _ indexPath: IndexPath
        ) -> CollectionReusableView?

    /// The collection view the data source feeds.
    public private(set) weak var collectionView: CollectionView?
    let cellProvider: CellProvider

    /// Makes headers and footers for layouts that show supplementary views — a list whose
    /// configuration's ``CollectionLayoutListConfiguration/headerMode`` or
    /// ``CollectionLayoutListConfiguration/footerMode`` is `supplementary`. Without one, or
    /// when it returns `nil`, a placeholder shows the view and a diagnostic says so (UIKit
    /// raises an exception).
    public var supplementaryViewProvider: SupplementaryViewProvider?

    /// The handlers that decide and hear about expanding and collapsing outline items.
    public var sectionSnapshotHandlers = SectionSnapshotHandlers<ItemIdentifierType>()

    /// The handlers that allow reordering and hear about it. Reordering is allowed only when
    /// ``ReorderingHandlers/canReorderItem`` is set, as in UIKit.
    public var reorderingHandlers = ReorderingHandlers()

    /// What the collection view shows.
    private(set) var current = Snapshot()
    /// The number of items in ``current``, kept beside it (``setCurrent(_:)``): asked for
    /// every cell shown, and this code, not specialised for the identifier types, counts the
    /// item list through a call (across which the section starts would be retained).
    private var itemCount = 0

    /// Makes `snapshot` what the collection view shows.
    func setCurrent(_ snapshot: Snapshot) {
        current = snapshot
        itemCount = snapshot.numberOfItems
    }
    /// The outlines of the sections applied with section snapshots.
    var outlines: [SectionIdentifierType: SectionSnapshot] = [:] {
        didSet { hasOutlines = !outlines.isEmpty }
    }
    /// Whether any section has an outline: asked for every cell shown, and a plain flag
    /// answers without the dictionary's generic metadata (this code is not specialised for
    /// the identifier types).
    private var hasOutlines = false

    /// Creates a data source and makes it `collectionView`'s data source.
    public init(collectionView: CollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        collectionView.dataSource = self
    }

    // MARK: Reading the data

    /// A copy of the current snapshot, without the reload and reconfigure marks of the last
    /// apply.
    ///
    /// - Complexity: O(1); the copy shares storage until either side changes.
    public func snapshot() -> Snapshot { current }

    /// The snapshot of `section`: its outline when it was applied as a section snapshot, else
    /// its items as a flat list; empty for a section that does not exist.
    ///
    /// - Complexity: O(*n*) for the section's *n* items, when it has no outline.
    public func snapshot(for section: SectionIdentifierType) -> SectionSnapshot {
        if let outline = outlines[section] { return outline }
        var flat = SectionSnapshot()
        flat.append(current.itemIdentifiers(inSection: section))
        return flat
    }

    /// The item at `indexPath`, or `nil` when there is none.
    ///
    /// - Complexity: O(1).
    public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        guard let position = itemPosition(for: indexPath) else { return nil }
        return current.itemList[position]
    }

    /// Where the item at `indexPath` is in the snapshot's item list, or `nil` when there is
    /// none. Asked for every cell shown: it reads the section starts in place and uses no
    /// item-typed value, so that this code (not specialised for the identifier types) neither
    /// copies the snapshot nor looks up generic metadata.
    func itemPosition(for indexPath: IndexPath) -> Int? {
        // The index path's parts read first, by subscript: Foundation's accessors are calls
        // (`count` calls `endIndex`), which the arrays read below would be retained across.
        guard indexPath.endIndex == 2 else { return nil }
        let section = indexPath[0]
        let item = indexPath[1]
        let starts = current.sectionStarts
        guard section >= 0, section < starts.count, item >= 0 else { return nil }
        let end = section + 1 < starts.count ? starts[section + 1] : itemCount
        let position = starts[section] + item
        return position < end ? position : nil
    }

    /// The index path of `itemIdentifier`, or `nil` when the snapshot does not contain it.
    ///
    /// - Complexity: O(log *s*) for *s* sections.
    public func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        guard let position = current.itemPositions[itemIdentifier] else { return nil }
        let section = current.sectionOrdinal(containingPosition: position)
        return IndexPath(
            item: position - current.itemRange(ofSectionAt: section).lowerBound, section: section)
    }

    /// The section at `index`, or `nil` when there is none.
    public func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        current.sectionList.indices.contains(index) ? current.sectionList[index] : nil
    }

    /// The index of `sectionIdentifier`, or `nil` when the snapshot does not contain it.
    public func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
        current.indexOfSection(sectionIdentifier)
    }

    // MARK: CollectionViewDataSource

    /// The number of sections in the current snapshot.
    public func numberOfSections(in collectionView: CollectionView) -> Int {
        current.numberOfSections
    }

    /// The number of items in the section at `section`.
    public func collectionView(
        _ collectionView: CollectionView, numberOfItemsInSection section: Int
    ) -> Int {
        current.sectionList.indices.contains(section)
            ? current.itemRange(ofSectionAt: section).count : 0
    }

    /// The cell provider's cell for the item at `indexPath`.
    public func collectionView(
        _ collectionView: CollectionView, cellForItemAt indexPath: IndexPath
    ) -> CollectionViewCell {
        guard let position = itemPosition(for: indexPath) else {
            return collectionView.placeholderCell(at: indexPath).cell
        }
        let item = current.itemList[position]
        guard let cell = cellProvider(collectionView, indexPath, item) else {
            collectionView.reportMisuse(
                "the cell provider returned no cell for item \(item) at \(indexPath); a placeholder shows it",
                at: indexPath)
            return collectionView.placeholderCell(at: indexPath).cell
        }
        return cell
    }

    /// The supplementary view provider's view of `kind` at `indexPath`; without a provider, or
    /// when it returns `nil`, a placeholder and a diagnostic.
    public func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
        at indexPath: IndexPath
    ) -> CollectionReusableView {
        let key = SupplementaryKey(kind: kind, indexPath: indexPath)
        guard let provider = supplementaryViewProvider else {
            collectionView.reportMisuse(
                "the layout shows a \(key) but the data source has no supplementaryViewProvider; a placeholder shows it",
                at: indexPath)
            return collectionView.placeholderSupplementary(at: key).view
        }
        guard let view = provider(collectionView, kind, indexPath) else {
            collectionView.reportMisuse(
                "the supplementary view provider returned no view for the \(key); a placeholder shows it",
                at: indexPath)
            return collectionView.placeholderSupplementary(at: key).view
        }
        return view
    }

    /// Whether the item at `indexPath` may be reordered: ``ReorderingHandlers/canReorderItem``'s
    /// answer, or `false` without one.
    public func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath)
        -> Bool
    {
        guard let canReorder = reorderingHandlers.canReorderItem,
            let item = itemIdentifier(for: indexPath)
        else { return false }
        return canReorder(item)
    }

    /// Moves the item in the snapshot after the user reordered it, telling the reordering
    /// handlers before and after with the transaction.
    public func collectionView(
        _ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath,
        to destinationIndexPath: IndexPath
    ) {
        reorderItem(from: sourceIndexPath, to: destinationIndexPath)
    }

    // MARK: CollectionViewItemStateSource

    func isExpanded(at indexPath: IndexPath) -> Bool {
        // Most lists have no outline: asked for every cell shown, this answers without
        // hashing the section, and without the optional identifiers the outline's answer
        // declares (their generic metadata is looked up on entry to the function).
        hasOutlines ? isExpandedInOutline(at: indexPath) : false
    }

    @inline(never)
    private func isExpandedInOutline(at indexPath: IndexPath) -> Bool {
        guard let section = sectionIdentifier(for: indexPath.section),
            let outline = outlines[section], let item = itemIdentifier(for: indexPath)
        else { return false }
        return outline.isExpanded(item)
    }

    func outlineLevel(at indexPath: IndexPath) -> Int? {
        hasOutlines ? outlineLevelInOutline(at: indexPath) : nil
    }

    @inline(never)
    private func outlineLevelInOutline(at indexPath: IndexPath) -> Int? {
        guard let section = sectionIdentifier(for: indexPath.section),
            let outline = outlines[section], let item = itemIdentifier(for: indexPath)
        else { return nil }
        let level = outline.level(of: item)
        return level >= 0 ? level : nil
    }

    func itemDescription(at indexPath: IndexPath) -> String? {
        itemIdentifier(for: indexPath).map { String(describing: $0) }
    }

    func toggleExpansion(at indexPath: IndexPath) {
        guard let section = sectionIdentifier(for: indexPath.section),
            let item = itemIdentifier(for: indexPath)
        else { return }
        var outline = snapshot(for: section)
        if outline.isExpanded(item) {
            guard sectionSnapshotHandlers.shouldCollapseItem?(item) ?? true else { return }
            sectionSnapshotHandlers.willCollapseItem?(item)
            outline.collapse([item])
        } else {
            guard sectionSnapshotHandlers.shouldExpandItem?(item) ?? true else { return }
            sectionSnapshotHandlers.willExpandItem?(item)
            if let provide = sectionSnapshotHandlers.snapshotForExpandingParent {
                outline.replace(childrenOf: item, using: provide(item, outline.snapshot(of: item)))
            }
            outline.expand([item])
        }
        apply(outline, to: section, animatingDifferences: true, completion: nil)
    }
}

extension CollectionViewDiffableDataSource {
    /// The handlers that decide and hear about expanding and collapsing outline items:
    /// `UICollectionViewDiffableDataSource.SectionSnapshotHandlers`.
    public struct SectionSnapshotHandlers<Item: Hashable> {
        /// Whether an item may expand; `nil` allows every item.
        public var shouldExpandItem: (@MainActor (Item) -> Bool)?
        /// Called before an item expands.
        public var willExpandItem: (@MainActor (Item) -> Void)?
        /// Whether an item may collapse; `nil` allows every item.
        public var shouldCollapseItem: (@MainActor (Item) -> Bool)?
        /// Called before an item collapses.
        public var willCollapseItem: (@MainActor (Item) -> Void)?
        /// Gives the children of a parent about to expand: it receives the parent and its
        /// current children's section snapshot and returns the children to show — load them
        /// lazily here.
        public var snapshotForExpandingParent:
            (
                @MainActor (Item, DiffableDataSourceSectionSnapshot<Item>) ->
                    DiffableDataSourceSectionSnapshot<Item>
            )?

        /// Handlers that are all `nil`.
        public init() {}
    }

    /// The handlers that allow reordering and hear about it:
    /// `UICollectionViewDiffableDataSource.ReorderingHandlers`.
    public struct ReorderingHandlers {
        /// Whether an item may be reordered; reordering is off while it is `nil`.
        public var canReorderItem: (@MainActor (ItemIdentifierType) -> Bool)?
        /// Called before the reorder is applied to the data source's snapshot.
        public var willReorder:
            (
                @MainActor (
                    DiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>
                ) -> Void
            )?
        /// Called after the reorder is applied: update the app's own store here, so that the
        /// next snapshot the app applies keeps the new order.
        public var didReorder:
            (
                @MainActor (
                    DiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>
                ) -> Void
            )?

        /// Handlers that are all `nil`.
        public init() {}
    }
}
