/// What a ``ListView`` keeps about each cell it created: how the cell was last configured (so
/// that the reuse audit can build a fresh twin, and diagnostics can name the item), the
/// indentation its handler gave it, and the audit's bookkeeping.
///
/// One record per cell, kept on the cell and updated in place on every dequeue, so that
/// dequeuing allocates nothing once the cell exists.
protocol _ListCellRecord: AnyObject {
    /// The indentation level the handler gave a list cell, restored when the cell shows a row
    /// outside an outline section.
    var handlerIndentation: Int? { get set }
    /// Whether the handler ran since the audit last checked the cell.
    var configuredSinceAudit: Bool { get set }
    /// The cell's update count when the audit last checked it.
    var auditedUpdateCount: Int? { get set }
    /// The cell's name in diagnostics, such as `ListCell(item 3)`.
    var hostDescription: String { get }
    /// A new cell configured as this one was: same registration, index path, item, traits
    /// and editing state.
    func makeFreshCell() -> Cell
}

final class _TypedListCellRecord<RegisteredCell: Cell, RegisteredItem>: _ListCellRecord {
    var registration: CellRegistration<RegisteredCell, RegisteredItem>
    var indexPath: ListIndexPath
    var item: RegisteredItem
    var traits: TraitCollection
    var isEditing: Bool
    var handlerIndentation: Int?
    var configuredSinceAudit = true
    var auditedUpdateCount: Int?

    init(
        registration: CellRegistration<RegisteredCell, RegisteredItem>, indexPath: ListIndexPath,
        item: RegisteredItem, traits: TraitCollection, isEditing: Bool
    ) {
        self.registration = registration
        self.indexPath = indexPath
        self.item = item
        self.traits = traits
        self.isEditing = isEditing
    }

    var hostDescription: String { "\(RegisteredCell.self)(item \(item))" }

    func makeFreshCell() -> Cell {
        let fresh = RegisteredCell()
        fresh.traitCollection = traits
        fresh.isEditing = isEditing
        registration.handler(fresh, indexPath, item)
        return fresh
    }
}
