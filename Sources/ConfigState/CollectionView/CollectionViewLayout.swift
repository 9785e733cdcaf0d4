/// The object that places a collection view's items: `UICollectionViewLayout` without the
/// `UI`.
///
/// Subclass it to lay items out your own way: override ``prepare()``,
/// ``collectionViewContentSize``, ``layoutAttributesForElements(in:)`` and
/// ``layoutAttributesForItem(at:)``. ``CollectionViewCompositionalLayout/list(using:)`` gives
/// the list layout most code uses.
@MainActor
open class CollectionViewLayout {
    /// Creates a layout.
    public init() {}

    /// The collection view that uses this layout, if any.
    public internal(set) weak var collectionView: CollectionView?

    /// Called before the collection view asks for attributes, after the data or the bounds
    /// changed; work out and cache what the other methods answer. The base class does nothing.
    open func prepare() {}

    /// The size of everything the collection view can show. The base class says zero.
    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of every item whose frame meets `rect`. The base class says none.
    open func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        nil
    }

    /// The attributes of the item at `indexPath`. The base class says none.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        nil
    }

    /// Asks the collection view to lay out again.
    open func invalidateLayout() {
        collectionView?.layoutNeedsUpdate()
    }

    /// The list environment this layout gives its cells' traits, if it is a list.
    var listEnvironment: ListEnvironment? { nil }

    /// The items visible in `rect`, in index-path order; layouts with a faster way than asking
    /// for every element's attributes override it.
    func indexPathsOfItems(in rect: CGRect) -> [IndexPath] {
        (layoutAttributesForElements(in: rect) ?? [])
            .filter { $0.representedElementCategory == .cell && !$0.isHidden }
            .map(\.indexPath)
            .sorted()
    }
}

/// Where an element is and how it looks: `UICollectionViewLayoutAttributes` without the `UI`.
@MainActor
open class CollectionViewLayoutAttributes {
    /// The kinds of element a layout places.
    public enum ElementCategory: Int, Hashable, Sendable {
        /// A cell.
        case cell
        /// A supplementary view, such as a header or footer.
        case supplementaryView
        /// A decoration view.
        case decorationView
    }

    /// The element's index path.
    public var indexPath: IndexPath
    /// What kind of element it is.
    public private(set) var representedElementCategory: ElementCategory
    /// The element's kind, for supplementary and decoration views.
    public private(set) var representedElementKind: String?
    /// The element's frame in the collection view's content.
    public var frame: CGRect
    /// The element's opacity. Default 1.
    public var alpha: CGFloat = 1
    /// Whether the element is hidden. Default `false`.
    public var isHidden = false
    /// The element's position on the z axis. Default 0.
    public var zIndex = 0

    /// Attributes for the cell at `indexPath`.
    public init(forCellWith indexPath: IndexPath) {
        self.indexPath = indexPath
        self.representedElementCategory = .cell
        self.frame = .zero
    }

    /// Attributes for a supplementary view of `elementKind` at `indexPath`.
    public init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.indexPath = indexPath
        self.representedElementCategory = .supplementaryView
        self.representedElementKind = elementKind
        self.frame = .zero
    }
}
