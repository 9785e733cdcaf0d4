/// Reuse pools, one per registration, of any reusable host: cells and supplementary views.
/// Each pool is a class, so that taking a member or returning one mutates it in place rather
/// than through the dictionary.
struct ReusePools<Reusable> {
    private final class Pool {
        // Changed by a dequeue and a return only, on the main actor, never across a call:
        // the runtime's exclusivity check, dearer than the change, is off.
        @exclusivity(unchecked) var members: [Reusable] = []
    }

    /// Every registration's pool. The current one's members are not in it but in
    /// ``currentMembers``.
    private var pools: [ObjectIdentifier: Pool] = [:]
    /// The key last used, and its pool: most lists have one registration, and a scroll takes
    /// from and returns to its pool once each, so the dictionary is asked only on a change.
    private var currentKey: ObjectIdentifier?
    private var currentPool: Pool?
    /// The current pool's members, held here rather than in the pool, so that a dequeue or a
    /// return for its key changes them in place: no call, and no retain and release of the
    /// pool (about 75 instructions each).
    private var currentMembers: [Reusable] = []

    /// Makes `key`'s pool the current one, made when `creating` and there is none.
    ///
    /// - Returns: Whether `key`'s pool is now the current one.
    private mutating func makeCurrent(_ key: ObjectIdentifier, creating: Bool) -> Bool {
        let pool: Pool
        if let existing = pools[key] {
            pool = existing
        } else if creating {
            pool = Pool()
            pools[key] = pool
        } else {
            return false
        }
        // The current members back into their pool (whose own are empty), the new pool's out.
        if let currentPool { swap(&currentPool.members, &currentMembers) }
        swap(&pool.members, &currentMembers)
        currentKey = key
        currentPool = pool
        return true
    }

    /// Takes the most recently returned member of `key`'s pool, if any.
    mutating func dequeue(for key: ObjectIdentifier) -> Reusable? {
        guard key == currentKey || makeCurrent(key, creating: false) else { return nil }
        return currentMembers.popLast()
    }

    /// Returns `member` to `key`'s pool.
    mutating func enqueue(_ member: Reusable, for key: ObjectIdentifier) {
        if key != currentKey { _ = makeCurrent(key, creating: true) }
        currentMembers.append(member)
    }

    /// How many members wait in all the pools.
    ///
    /// - Complexity: O(*r*), where *r* is the number of registrations.
    var count: Int {
        var count = currentMembers.count
        for pool in pools.values { count += pool.members.count }
        return count
    }
}

/// The slots a provider dequeued while answering one request: almost always one, kept
/// inline, so that answering a request allocates nothing.
struct DequeuedSlots<Slot>: Sequence {
    private var first: Slot?
    private var rest: [Slot] = []

    init() {}

    /// Records a dequeued slot.
    mutating func append(_ slot: Slot) {
        if first == nil { first = slot } else { rest.append(slot) }
    }

    /// The slot dequeued first, if any.
    var firstSlot: Slot? { first }

    /// The slot dequeued, when exactly one was.
    var onlySlot: Slot? { rest.isEmpty ? first : nil }

    func makeIterator() -> Iterator { Iterator(first: first, rest: rest.makeIterator()) }

    /// The slots in the order they were dequeued.
    struct Iterator: IteratorProtocol {
        fileprivate var first: Slot?
        fileprivate var rest: IndexingIterator<[Slot]>

        mutating func next() -> Slot? {
            if let slot = first {
                first = nil
                return slot
            }
            return rest.next()
        }
    }
}

/// What a ``CollectionView`` keeps about each cell it created — kept by the list, not on the cell:
/// the registration's reuse key, how the cell was last configured (so that the reuse audit
/// can build a fresh twin, and diagnostics can name the item), the indentation its handler
/// gave it, and the audit's bookkeeping.
///
/// One slot per cell, updated in place on every dequeue, so that dequeuing allocates nothing
/// once the cell exists.
@MainActor
@usableFromInline
protocol ListCellSlot: HostNameSource {
    /// The cell.
    var cell: CollectionViewCell { get }
    /// The registration the cell was made by.
    var reuseKey: ObjectIdentifier { get }
    /// Where and how the cell was last dequeued: with the item, when it was dequeued with
    /// one, what a fresh twin is configured with. Not optional: Swift assigns an optional of
    /// it through the runtime's value witnesses (about 150 instructions a dequeue).
    var context: DequeueContext { get set }
    /// The indentation level the handler gave a list cell, restored when the cell shows a row
    /// outside an outline section.
    var handlerIndentation: Int? { get set }
    /// Whether the handler ran since the audit last checked the cell.
    var configuredSinceAudit: Bool { get set }
    /// The cell's update count when the audit last checked it.
    var auditedUpdateCount: Int? { get set }
    /// A new cell configured as this one was: same registration, index path, item, traits
    /// and editing state.
    func makeFreshCell() -> CollectionViewCell
    /// Takes the cell out of its pool: what it counts of its changes from now on is this
    /// showing's, and its `prepareForReuse()` runs. (Through the slot, which holds the cell
    /// with its type: reading ``cell`` retains the cell, on the runtime's slow path, as a cell
    /// has a side table.)
    ///
    /// A change made to the cell while it waited in the pool (by code holding on to it) came
    /// before the layout pass that shows it took its count of changes, and would otherwise be
    /// taken for another view's (`CollectionView.noteShown(_:changesBefore:measured:)`).
    func prepareCellForReuse()
    /// Records the indentation level the handler left on the cell in ``handlerIndentation``.
    func recordHandlerIndentation()
}

/// Where and how a cell was dequeued for an item, besides the item: what the registration's
/// handler saw.
@usableFromInline
struct DequeueContext {
    var indexPath: IndexPath
    var traits: TraitCollection
    var isEditing: Bool
    var listRole: ListRole
}

/// A ``ListCellSlot`` for one registration's cell and item types.
///
/// Its item is kept apart from the rest of what the cell was configured with, so that code
/// specialised for the registration's types (``CollectionView/dequeueConfiguredReusableCell(using:for:item:)``,
/// inlined into the app) sets it, and the rest is set by code that knows no item type.
/// Its stored properties are read and written once or twice per cell shown, on the main
/// actor, never across a call out: the runtime's exclusivity check, dearer than the access,
/// is off for them.
@MainActor
@usableFromInline
final class TypedListCellSlot<RegisteredCell: CollectionViewCell, RegisteredItem>: ListCellSlot {
    @usableFromInline let typedCell: RegisteredCell
    let registration: CollectionView.CellRegistration<RegisteredCell, RegisteredItem>
    /// The item the cell was last configured with; `nil` when it was dequeued without one.
    @exclusivity(unchecked) @usableFromInline var item: RegisteredItem?
    @exclusivity(unchecked) @usableFromInline var context = DequeueContext(
        indexPath: IndexPath(), traits: TraitCollection(), isEditing: false, listRole: .item)
    @exclusivity(unchecked) @usableFromInline var handlerIndentation: Int?
    @exclusivity(unchecked) @usableFromInline var configuredSinceAudit = true
    @exclusivity(unchecked) @usableFromInline var auditedUpdateCount: Int?

    @usableFromInline
    init(
        cell: RegisteredCell,
        registration: CollectionView.CellRegistration<RegisteredCell, RegisteredItem>
    ) {
        self.typedCell = cell
        self.registration = registration
    }

    @usableFromInline var cell: CollectionViewCell { typedCell }
    @usableFromInline var reuseKey: ObjectIdentifier { registration.reuseKey }
    @usableFromInline var hostDescription: String {
        guard let item else { return "\(RegisteredCell.self)" }
        return "\(RegisteredCell.self)(item \(item))"
    }

    @usableFromInline func prepareCellForReuse() {
        typedCell.countChangesFromNow()
        typedCell.prepareForReuse()
    }

    @usableFromInline func recordHandlerIndentation() {
        handlerIndentation = typedCell.handlerIndentationLevel
    }

    @usableFromInline func makeFreshCell() -> CollectionViewCell {
        let fresh = RegisteredCell()
        guard let item else { return fresh }
        fresh.traitCollection = context.traits
        fresh.listRole = context.listRole
        fresh.isEditing = context.isEditing
        registration.handler(fresh, context.indexPath, item)
        return fresh
    }
}
