/// The item state a collection view keeps, by index path, as UIKit does: selection,
/// highlight, focus, the swiped item, the item being moved, and a drag and its drop target. Updates move it
/// with the items (``translated(by:)``).
struct CollectionViewItemState: Equatable {
    /// The phase of a headless drag session.
    enum DragPhase: Equatable {
        case lifting, dragging
    }

    var selected: Set<IndexPath> = []
    var highlighted: IndexPath?
    var focused: IndexPath?
    /// The item whose swipe actions are showing; UIKit shows one at a time.
    var swiped: IndexPath?
    /// The item being moved interactively, where it is now.
    var moving: IndexPath?
    var dragged: Set<IndexPath> = []
    var dragPhase: DragPhase?
    var dropTarget: IndexPath?

    /// The state with every index path moved by `newIndexPath`, which answers `nil` for an item
    /// that is gone (its state is dropped).
    ///
    /// - Complexity: O(*k*) calls of `newIndexPath` for *k* index paths with state.
    func translated(by newIndexPath: (IndexPath) -> IndexPath?) -> CollectionViewItemState {
        var state = CollectionViewItemState()
        state.selected = Set(selected.compactMap(newIndexPath))
        state.highlighted = highlighted.flatMap(newIndexPath)
        state.focused = focused.flatMap(newIndexPath)
        state.swiped = swiped.flatMap(newIndexPath)
        state.moving = moving.flatMap(newIndexPath)
        state.dragged = Set(dragged.compactMap(newIndexPath))
        state.dragPhase = state.dragged.isEmpty ? nil : dragPhase
        state.dropTarget = state.dragPhase == nil ? nil : dropTarget.flatMap(newIndexPath)
        return state
    }

    /// The list-level state a cell showing the item at `indexPath` is given.
    func cellState(
        for indexPath: IndexPath, isEditing: Bool, isExpanded: Bool,
        separators: ListItemSeparators
    ) -> ListItemState {
        // Made with its separators, not given them after: assigning an optional of a large
        // value destroys the old one through the runtime's value witnesses.
        var state = ListItemState(separators: separators)
        state.isEditing = isEditing
        // Most items are not selected: an empty set answers without hashing.
        state.isSelected = !selected.isEmpty && selected.contains(indexPath)
        state.isHighlighted = highlighted == indexPath
        state.isFocused = focused == indexPath
        state.isSwiped = swiped == indexPath
        state.isExpanded = isExpanded
        state.isReordering = moving == indexPath
        if let dragPhase {
            state.dragState =
                dragged.contains(indexPath) ? (dragPhase == .lifting ? .lifting : .dragging) : .none
            state.dropState = dropTarget == indexPath ? .targeted : .notTargeted
        }
        return state
    }
}

/// What one update of a collection view's data changed: the batch a `UICollectionView` would
/// animate (beyond UIKit, so tests can assert on it).
///
/// Index paths of deleted, reloaded and reconfigured items and moves' sources are in the data
/// before the update; inserted items and moves' destinations in the data after it — UIKit's
/// batch-update convention.
public struct CollectionViewUpdate: Hashable, Sendable, CustomStringConvertible {
    /// An item that moved, from where it was to where it is.
    public struct Move<Place: Hashable & Sendable>: Hashable, Sendable {
        /// Where it was, before the update.
        public var from: Place
        /// Where it is, after the update.
        public var to: Place

        /// A move from `from` to `to`.
        public init(from: Place, to: Place) {
            self.from = from
            self.to = to
        }
    }

    /// Sections deleted, by their index before the update.
    public var deletedSections: [Int] = []
    /// Sections inserted, by their index after the update.
    public var insertedSections: [Int] = []
    /// Sections moved.
    public var movedSections: [Move<Int>] = []
    /// Sections reloaded, by their index before the update.
    public var reloadedSections: [Int] = []
    /// Items deleted (not counting those of deleted sections).
    public var deletedItems: [IndexPath] = []
    /// Items inserted (not counting those of inserted sections).
    public var insertedItems: [IndexPath] = []
    /// Items moved.
    public var movedItems: [Move<IndexPath>] = []
    /// Items reloaded: dequeued anew through the data source.
    public var reloadedItems: [IndexPath] = []
    /// Items reconfigured: the data source run again on the cell that shows them.
    public var reconfiguredItems: [IndexPath] = []
    /// Whether the update replaced everything without a diff (`reloadData()`, or
    /// `applySnapshotUsingReloadData(_:completion:)`).
    public var isReload = false

    /// An empty update.
    public init() {}

    /// Whether nothing changed.
    public var isEmpty: Bool {
        !isReload && deletedSections.isEmpty && insertedSections.isEmpty && movedSections.isEmpty
            && reloadedSections.isEmpty && deletedItems.isEmpty && insertedItems.isEmpty
            && movedItems.isEmpty && reloadedItems.isEmpty && reconfiguredItems.isEmpty
    }

    /// One line per kind of change that happened.
    public var description: String {
        var lines: [String] = []
        if isReload { lines.append("reload") }
        func add(_ name: String, _ values: [String]) {
            if !values.isEmpty { lines.append("\(name): \(values.joined(separator: ", "))") }
        }
        add("deleted sections", deletedSections.map(String.init))
        add("inserted sections", insertedSections.map(String.init))
        add("moved sections", movedSections.map { "\($0.from)→\($0.to)" })
        add("reloaded sections", reloadedSections.map(String.init))
        add("deleted items", deletedItems.map(\.description))
        add("inserted items", insertedItems.map(\.description))
        add("moved items", movedItems.map { "\($0.from)→\($0.to)" })
        add("reloaded items", reloadedItems.map(\.description))
        add("reconfigured items", reconfiguredItems.map(\.description))
        return lines.isEmpty ? "no change" : lines.joined(separator: "\n")
    }
}
