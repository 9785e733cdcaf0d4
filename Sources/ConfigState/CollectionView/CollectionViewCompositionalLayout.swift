/// A layout built from sections: `UICollectionViewCompositionalLayout` without the `UI`.
///
/// ``list(using:)`` makes the list layout: one full-width row per item, top to bottom, section
/// after section, whose appearance becomes the cells' `listEnvironment` trait — so default
/// content and background configurations follow it, as on iOS. Rows are the list cell's
/// estimated height, 44 points; self-sizing rows, headers, footers, separators and swipe
/// actions are the list configuration's to come.
@MainActor
open class CollectionViewCompositionalLayout: CollectionViewLayout {
    /// The list configuration, for a list layout.
    let listConfiguration: CollectionLayoutListConfiguration?

    /// The height of a row, in points: a list cell's estimated height in UIKit.
    static let estimatedRowHeight: CGFloat = 44

    init(listConfiguration: CollectionLayoutListConfiguration) {
        self.listConfiguration = listConfiguration
        super.init()
    }

    /// A list layout with `configuration`'s appearance.
    public static func list(using configuration: CollectionLayoutListConfiguration)
        -> CollectionViewCompositionalLayout
    {
        CollectionViewCompositionalLayout(listConfiguration: configuration)
    }

    override var listEnvironment: ListEnvironment? {
        listConfiguration?.appearance.listEnvironment
    }

    /// One row per item: the collection view's width by the number of rows times a row's
    /// height.
    open override var collectionViewContentSize: CGSize {
        guard let collectionView else { return .zero }
        return CGSize(
            width: collectionView.bounds.width,
            height: CGFloat(collectionView.itemCounts.total) * Self.estimatedRowHeight)
    }

    /// The rows whose frames meet `rect`.
    ///
    /// - Complexity: O(*v* log *s*) for *v* rows in `rect` and *s* sections.
    open override func layoutAttributesForElements(in rect: CGRect)
        -> [CollectionViewLayoutAttributes]?
    {
        indexPathsOfItems(in: rect).compactMap(layoutAttributesForItem(at:))
    }

    /// The row of `indexPath`: full width, at its place among all rows.
    ///
    /// - Complexity: O(1).
    open override func layoutAttributesForItem(at indexPath: IndexPath)
        -> CollectionViewLayoutAttributes?
    {
        guard let collectionView, let row = collectionView.itemCounts.row(of: indexPath) else {
            return nil
        }
        let attributes = CollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = CGRect(
            x: 0, y: CGFloat(row) * Self.estimatedRowHeight, width: collectionView.bounds.width,
            height: Self.estimatedRowHeight)
        return attributes
    }

    override func indexPathsOfItems(in rect: CGRect) -> [IndexPath] {
        guard let collectionView, collectionView.itemCounts.total > 0, rect.height > 0,
            rect.minY.isFinite, rect.maxY.isFinite
        else { return [] }
        let height = Self.estimatedRowHeight
        let total = collectionView.itemCounts.total
        let first = max(Int((rect.minY / height).rounded(.down)), 0)
        let end = min(Int(min((rect.maxY / height).rounded(.up), CGFloat(total))), total)
        guard first < end else { return [] }
        return (first..<end).compactMap(collectionView.itemCounts.indexPath(ofRow:))
    }
}

/// How a list layout looks: `UICollectionLayoutListConfiguration` without the `UI`.
public struct CollectionLayoutListConfiguration: Hashable, Sendable {
    /// A list's overall look; it becomes the cells' `listEnvironment` trait.
    public enum Appearance: Hashable, Sendable, CaseIterable {
        /// A plain list.
        case plain
        /// A grouped list.
        case grouped
        /// A grouped list with inset, rounded sections.
        case insetGrouped
        /// A sidebar (iPad).
        case sidebar
        /// A plain sidebar.
        case sidebarPlain

        /// The list environment this appearance gives cells.
        var listEnvironment: ListEnvironment {
            switch self {
            case .plain: return .plain
            case .grouped: return .grouped
            case .insetGrouped: return .insetGrouped
            case .sidebar: return .sidebar
            case .sidebarPlain: return .sidebarPlain
            }
        }
    }

    /// The list's appearance.
    public let appearance: Appearance

    /// A list configuration with `appearance`.
    public init(appearance: Appearance) {
        self.appearance = appearance
    }
}
