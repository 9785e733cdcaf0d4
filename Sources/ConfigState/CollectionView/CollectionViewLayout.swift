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

    // Read on the main actor by every layout pass, never across a call: the runtime's
    // exclusivity check, dearer than the read, is off.
    /// The collection view that uses this layout, if any.
    @exclusivity(unchecked) public internal(set) weak var collectionView: CollectionView?

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

    /// The attributes of the supplementary view of `elementKind` at `indexPath`. The base
    /// class says none.
    open func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> CollectionViewLayoutAttributes? {
        nil
    }

    /// Asks the collection view to lay out again.
    open func invalidateLayout() {
        collectionView?.layoutNeedsUpdate()
    }

    // MARK: What the collection view asks (internal: the seam a layout plugs into)

    /// Called when the collection view's width changed or the layout was given to a
    /// collection view: a layout whose answers depend on the width builds them again.
    func collectionViewWidthDidChange() {}

    /// The list environment this layout gives the whole collection view's traits, if it is one
    /// list.
    var listEnvironment: ListEnvironment? { nil }

    /// The list configuration of `section`, for list layouts.
    func listConfiguration(forSection section: Int) -> ListSectionConfiguration? { nil }

    /// The elements visible in `rect`, top to bottom.
    func elements(in rect: CGRect) -> [LayoutElement] {
        var placed = PlacedElements()
        placedElements(in: rect, into: &placed)
        var elements: [LayoutElement] = []
        for offset in 0..<placed.count { elements.append(placed.element(at: offset)) }
        return elements
    }

    /// Appends the elements visible in `rect` to `placed`, top to bottom, with their frames.
    func placedElements(in rect: CGRect, into placed: inout PlacedElements) {
        let found = (layoutAttributesForElements(in: rect) ?? [])
            .filter { !$0.isHidden }
            .compactMap { attributes -> (LayoutElement, CGRect)? in
                switch attributes.representedElementCategory {
                case .cell: return (.cell(attributes.indexPath), attributes.frame)
                case .supplementaryView:
                    guard let kind = attributes.representedElementKind else { return nil }
                    return (.supplementary(kind, attributes.indexPath), attributes.frame)
                case .decorationView: return nil
                }
            }
            .sorted { ($0.1.minY, $0.0) < ($1.1.minY, $1.0) }
        for (element, frame) in found { placed.append(element, frame: frame) }
    }

    /// A number that changes whenever where the layout places its elements may have changed
    /// (it was rebuilt, or a height changed), or `nil` when elements it placed cannot be moved
    /// to another rect (``movePlacedElements(_:to:)``) or it must be prepared first.
    var placementVersion: Int? { nil }

    /// Makes `placed` — the elements this layout placed in another rect, at the
    /// ``placementVersion`` it has now — its elements in `rect`, as
    /// ``placedElements(in:into:)`` would place them, placing only those that came in.
    ///
    /// - Returns: `false` when it cannot; then `placed` is unchanged and the caller places
    ///   the elements from scratch. The base class never can.
    func movePlacedElements(_ placed: inout PlacedElements, to rect: CGRect) -> Bool { false }

    /// Makes `placed` — this layout's elements in `rect`, placed before the height of the
    /// element at `offset` changed, and nothing else since — its elements in `rect` again,
    /// when that is only that element's new frame, and none after it: its top stays and its
    /// new bottom reaches the bottom of `rect`.
    ///
    /// - Returns: `false` when it cannot; then `placed` is unchanged and the caller places
    ///   the elements again another way. The base class never can.
    func placeElementsAgain(_ placed: inout PlacedElements, from offset: Int, in rect: CGRect)
        -> Bool
    { false }

    /// In a layout that ``placesElementsInRows``, the row after the cell with the two-long
    /// index path whose key is `key` and whose bottom is `top`, with the frame
    /// ``placedElements(in:into:)`` would give it, while the ``placementVersion`` is what it
    /// is: `nil` when the element after it is not a row of its section, or the layout cannot
    /// say without placing. The base class never can.
    func row(after key: VisibleCells.Key, top: CGFloat) -> PlacedElements.Element? { nil }

    /// The frame of `element` in the content, if the layout places it.
    func frame(of element: LayoutElement) -> CGRect? {
        switch element {
        case .cell(let indexPath): return layoutAttributesForItem(at: indexPath)?.frame
        case .supplementary(let kind, let indexPath):
            return layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)?.frame
        }
    }

    /// Whether the layout places its elements in rows, top to bottom, each as wide as its
    /// section and below the one before: then a height changes the frames of the elements
    /// after it only, and the elements in a rect from an element's top down are that element
    /// and those after it that meet the rect (``placedElements(in:into:)`` of that rect).
    var placesElementsInRows: Bool { false }

    /// Whether the layout sizes its elements from their views
    /// (``View/systemLayoutSizeFitting(_:)``).
    var isSelfSizing: Bool { false }

    /// Records the height `element`'s view asked for.
    ///
    /// - Returns: How much the element's height changed (0 when the layout did not change):
    ///   in a layout that ``placesElementsInRows``, how far every element below it moved.
    func setMeasuredHeight(_ height: CGFloat, of element: LayoutElement) -> CGFloat { 0 }

    /// Records the height asked for by the view of the cell whose two-long index path's key
    /// is `key` (`element`): ``setMeasuredHeight(_:of:)``, for a caller that has the key at
    /// hand, so that a layout that indexes its items by section and item need not read the
    /// index path's parts (Foundation's accessors are calls).
    func setMeasuredHeight(
        _ height: CGFloat, ofCellWithKey key: VisibleCells.Key,
        element: @autoclosure () -> LayoutElement
    ) -> CGFloat {
        setMeasuredHeight(height, of: element())
    }

    /// Tells the layout the data changed: `newIndexPath` says where an item before the change
    /// is after it (`nil`: gone), `sectionsMoved` whether sections were inserted, deleted or
    /// moved, and `reloadedItems` which items (by their new index paths) were reloaded.
    func dataDidChange(
        newIndexPath: (IndexPath) -> IndexPath?, sectionsMoved: Bool, reloadedItems: Set<IndexPath>
    ) {}
}

/// An element a layout places: a cell, or a supplementary view of a kind.
enum LayoutElement: Hashable, Comparable {
    case cell(IndexPath)
    case supplementary(String, IndexPath)

    static func < (lhs: LayoutElement, rhs: LayoutElement) -> Bool {
        switch (lhs, rhs) {
        case (.cell(let a), .cell(let b)): return a < b
        case (.cell, .supplementary): return true
        case (.supplementary, .cell): return false
        case (.supplementary(let kindA, let a), .supplementary(let kindB, let b)):
            return (kindA, a) < (kindB, b)
        }
    }
}

/// The elements a layout places in a rect, top to bottom, with their frames — the cells of
/// two-long index paths as plain values (their keys), everything else aside — so that a
/// layout pass walks them, and keeps the buffers from one pass to the next, without copying
/// an index path or a kind string.
struct PlacedElements {
    /// One element: a cell by its index path's key when `other` is −1, else `others[other]`.
    struct Element {
        var key: VisibleCells.Key
        var frame: CGRect
        var other: Int

        /// Whether the element is a cell with a two-long index path, known by `key`.
        var isPlainCell: Bool { other < 0 }
    }

    private(set) var elements: [Element] = []
    private var others: [LayoutElement] = []
    /// Whether every cell is a plain one and the cells came in increasing key order (a list
    /// layout's): then the cells leaving and staying are found in one walk beside the visible
    /// cells. Kept as elements are appended, so that no pass walks the elements to find out.
    private(set) var cellsInOrder = true
    /// The key of the last cell appended, or one below every key (a plain tuple, compared
    /// with each key appended: an optional would cost more than the comparison).
    private var lastCellKey: VisibleCells.Key = (Int.min, Int.min)

    /// Whether any element is not a plain cell (a supplementary view, or a cell whose index
    /// path is not two long).
    var hasOthers: Bool { !others.isEmpty }

    var count: Int { elements.count }

    /// The element at `offset`, with its frame.
    subscript(offset: Int) -> Element { elements[offset] }

    /// The element at `offset` as a layout element.
    func element(at offset: Int) -> LayoutElement {
        let element = elements[offset]
        guard element.isPlainCell else { return others[element.other] }
        return .cell(IndexPath(item: element.key.item, section: element.key.section))
    }

    /// Appends the cell whose index path's key is `key`.
    mutating func appendCell(key: VisibleCells.Key, frame: CGRect) {
        if !(lastCellKey < key) { cellsInOrder = false }
        lastCellKey = key
        elements.append(Element(key: key, frame: frame, other: -1))
    }

    /// Appends `element`.
    mutating func append(_ element: LayoutElement, frame: CGRect) {
        if case .cell(let indexPath) = element, indexPath.count == 2 {
            appendCell(key: VisibleCells.key(indexPath), frame: frame)
        } else {
            if case .cell = element { cellsInOrder = false }
            others.append(element)
            elements.append(Element(key: (Int.min, Int.min), frame: frame, other: others.count - 1))
        }
    }

    /// Removes the elements from `offset` on, keeping the room.
    mutating func removeLast(from offset: Int) {
        guard offset < elements.count else { return }
        for removed in offset..<elements.count where elements[removed].other >= 0 {
            others.removeSubrange(elements[removed].other...)
            break
        }
        // One at a time: a pass removes a few, and `removeSubrange` takes the general path
        // of replacing a range (about 150 instructions).
        while elements.count > offset { elements.removeLast() }
        // Cells in order stay in order; out of order, they are taken to stay so (a walk
        // would tell, but only a layout that places out of order gets here).
        guard cellsInOrder else { return }
        lastCellKey = (Int.min, Int.min)
        for remaining in elements.indices.reversed() where elements[remaining].isPlainCell {
            lastCellKey = elements[remaining].key
            break
        }
    }

    /// Removes the first `count` elements, keeping the room.
    mutating func removeFirst(_ count: Int) {
        guard count > 0 else { return }
        var removedOthers = 0
        for removed in 0..<count where elements[removed].other >= 0 { removedOthers += 1 }
        // One at a time (a scroll removes one): `removeFirst(_:)` of an array takes the
        // general path of replacing a range, about 300 instructions.
        for _ in 0..<count { elements.remove(at: 0) }
        guard removedOthers > 0 else { return }
        // The others are in the elements' order: the removed elements had the first ones.
        others.removeFirst(removedOthers)
        for offset in elements.indices where elements[offset].other >= 0 {
            elements[offset].other -= removedOthers
        }
    }

    /// Moves the elements from `offset` on — appended after the others, though they come
    /// before them — to the front, keeping the others in the elements' order.
    mutating func moveToFront(from offset: Int) {
        guard offset > 0, offset < elements.count else { return }
        var keptOthers = 0
        for kept in 0..<offset where elements[kept].other >= 0 { keptOthers += 1 }
        let movedOthers = others.count - keptOthers
        Self.rotate(&elements, toStartAt: offset)
        Self.rotate(&others, toStartAt: keptOthers)
        let moved = elements.count - offset
        for index in elements.indices where elements[index].other >= 0 {
            elements[index].other += index < moved ? -keptOthers : movedOthers
        }
        // Whether the cells are in order, and the last one's key, from the elements as they
        // are now.
        cellsInOrder = true
        lastCellKey = (Int.min, Int.min)
        for element in elements {
            if element.isPlainCell {
                if !(lastCellKey < element.key) { cellsInOrder = false }
                lastCellKey = element.key
            } else if case .cell = others[element.other] {
                cellsInOrder = false
            }
        }
    }

    /// Rotates `array` so that its element `start` comes first, in place.
    private static func rotate<Element>(_ array: inout [Element], toStartAt start: Int) {
        guard start > 0, start < array.count else { return }
        array[..<start].reverse()
        array[start...].reverse()
        array.reverse()
    }

    /// Gives the element at `offset` a frame `height` points high, from the same top.
    mutating func setHeight(_ height: CGFloat, at offset: Int) {
        elements[offset].frame.size.height = height
    }

    /// Empties the buffers, keeping their room.
    mutating func removeAll() {
        elements.removeAll(keepingCapacity: true)
        others.removeAll(keepingCapacity: true)
        cellsInOrder = true
        lastCellKey = (Int.min, Int.min)
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
