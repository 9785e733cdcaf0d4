// The reuse audit (beyond UIKit): each configured or updated cell is compared with a fresh
// cell configured with the same registration, item and state.
extension ListView {
    /// Compares the cell in `slot`, showing `item`, with a fresh twin, when it was configured or
    /// updated since it was last checked, and reports any difference as stale state.
    func audit(_ slot: any ListCellSlot, item: Item) {
        let cell = slot.cell
        let updateCount = cell.configurationUpdateCount
        guard slot.configuredSinceAudit || slot.auditedUpdateCount != updateCount else { return }
        slot.configuredSinceAudit = false
        slot.auditedUpdateCount = updateCount
        let fresh = slot.makeFreshCell()
        fresh.applyListItemState(
            state.state(for: item), traitCollection: traitCollection,
            indentationLevel: layout.levels[item])
        let expected = fresh.render()
        let actual = cell.render()
        counters.cellsAudited += 1
        let differences = actual.differences(from: expected)
        guard !differences.isEmpty else { return }
        counters.staleCells += 1
        diagnostics.receive(
            Diagnostic(
                kind: .staleState,
                message:
                    "stale state in the cell showing item \(item): it differs from a fresh cell in \(differences.map(\.description).joined(separator: "; "))",
                source: cell.hostDescription, properties: differences.map(\.path)))
    }
}
