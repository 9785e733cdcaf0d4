/// How to configure cells of one type for items of one type: `UICollectionView.CellRegistration`
/// without the `UI`.
///
/// A ``ListView`` keeps one reuse pool per registration, so cells configured by different
/// registrations never meet — the way to avoid content-view replacement.
///
/// ```swift
/// let registration = CellRegistration<CollectionViewListCell, String> { cell, indexPath, item in
///     var content = cell.defaultContentConfiguration()
///     content.text = item
///     cell.contentConfiguration = content
/// }
/// let list = ListView<String> { list, indexPath, item in
///     list.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
/// }
/// ```
public struct CellRegistration<Cell: CollectionViewCell, Item> {
    /// The closure type that configures a cell for an item.
    public typealias Handler =
        @MainActor (_ cell: Cell, _ indexPath: IndexPath, _ item: Item) -> Void

    /// Identifies the registration: copies share it, separate registrations differ.
    final class Identity {}

    let identity = Identity()
    let handler: Handler

    /// Creates a registration with the handler that configures each cell.
    public init(handler: @escaping Handler) {
        self.handler = handler
    }

    /// The key of this registration's reuse pool.
    var reuseKey: ObjectIdentifier { ObjectIdentifier(identity) }
}
