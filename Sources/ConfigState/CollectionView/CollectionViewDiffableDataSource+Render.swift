// Renders that lead back to the items (beyond UIKit): a collection view's render describes
// each row's item as text, for reports and JSON; a test wants the item itself, so the data
// source, which knows the identifiers, pairs each rendered row with its identifier.

/// One visible item and what its cell shows: a row of a ``CollectionViewRender`` with the
/// item identifier the data source showed at its index path (beyond UIKit).
///
/// <!-- snippet: SymbolDocs/DocRenderedItem -->
/// ```swift
/// let shown = dataSource.renderedItems()
/// #expect(shown.map(\.item) == [mailbox1, mailbox2])
/// let row = try #require(dataSource.render(of: mailbox2))
/// #expect(row.render.listContent?.text?.text == "Archive")
/// ```
public struct RenderedItem<Item: Hashable>: Hashable {
    /// The item identifier.
    public var item: Item
    /// The row showing it: its index path, frame and render.
    public var row: CollectionViewRender.Row

    /// Creates a rendered item.
    public init(item: Item, row: CollectionViewRender.Row) {
        self.item = item
        self.row = row
    }
}

extension RenderedItem: Sendable where Item: Sendable {}

extension CollectionViewDiffableDataSource {
    /// Lays the collection view out and renders it, each visible row paired with the item
    /// identifier at its index path, in index-path order (beyond UIKit) — so that a test finds
    /// a row by its item, never by matching the row's text.
    ///
    /// - Returns: The visible items and their rows; empty when the collection view is gone.
    /// - Complexity: As ``CollectionView/render()``, plus O(1) per row.
    public func renderedItems() -> [RenderedItem<ItemIdentifierType>] {
        guard let collectionView else { return [] }
        return collectionView.render().rows.compactMap { row in
            itemIdentifier(for: row.indexPath).map { RenderedItem(item: $0, row: row) }
        }
    }

    /// Lays the collection view out and returns the row showing `item` — its index path,
    /// frame and render — or `nil` when the item is not visible (beyond UIKit).
    ///
    /// - Parameter item: The item identifier.
    /// - Returns: The row, or `nil` when the item is not in the snapshot or not on screen.
    /// - Complexity: As ``CollectionView/render()``.
    public func render(of item: ItemIdentifierType) -> CollectionViewRender.Row? {
        guard let collectionView, let indexPath = indexPath(for: item) else { return nil }
        return collectionView.render().rows.first { $0.indexPath == indexPath }
    }
}
