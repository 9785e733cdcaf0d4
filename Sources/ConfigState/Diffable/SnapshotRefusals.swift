/// What both snapshot types share about the operations UIKit raises an exception for: here
/// they are refused, the snapshot is left as it was, and a ``SnapshotDiagnostic`` records it.
protocol RefusingSnapshot {
    associatedtype ItemIdentifierType: Hashable
    /// The refused operations, oldest first.
    var diagnostics: [SnapshotDiagnostic] { get set }
    /// Whether the snapshot holds `item`.
    func holds(_ item: ItemIdentifierType) -> Bool
}

extension RefusingSnapshot {
    /// Records that `operation` was refused because of `identifiers`, which the diagnostic
    /// names (the first few) and counts.
    mutating func refuse(
        _ kind: SnapshotDiagnostic.Kind, _ operation: String, _ identifiers: some Collection
    ) {
        diagnostics.append(
            SnapshotDiagnostic(kind: kind, operation: operation, faulty: identifiers))
    }

    /// Whether the snapshot holds every item of `items`; records a diagnostic for `operation`
    /// naming the missing ones when it does not.
    mutating func requireItems(_ items: [ItemIdentifierType], _ operation: String) -> Bool {
        guard items.contains(where: { !holds($0) }) else { return true }
        refuse(.unknownItems, operation, items.filter { !holds($0) })
        return false
    }

    /// Whether `moved` and `target` differ; records a diagnostic for `operation` when an item
    /// or section would move relative to itself.
    mutating func requireDistinct<Identifier: Hashable>(
        _ moved: Identifier, _ target: Identifier, _ operation: String
    ) -> Bool {
        guard moved == target else { return true }
        refuse(.relativeToItself, operation, [moved])
        return false
    }
}

extension DiffableDataSourceSnapshot: RefusingSnapshot {
    func holds(_ item: ItemIdentifierType) -> Bool { itemPositions[item] != nil }
}

extension DiffableDataSourceSectionSnapshot: RefusingSnapshot {
    func holds(_ item: ItemIdentifierType) -> Bool { positions[item] != nil }
}
