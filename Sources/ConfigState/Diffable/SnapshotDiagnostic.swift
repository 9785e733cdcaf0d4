/// A snapshot operation that UIKit would have ended with an exception, recorded instead.
///
/// UIKit's diffable snapshots raise an Objective-C exception — which ends the app — when an
/// operation names an identifier that is not there, adds one that already is, or has nowhere
/// to put its items. ConfigState's snapshots never trap: an operation with any such problem
/// leaves the snapshot exactly as it was and appends one diagnostic to the snapshot's
/// `diagnostics`, naming the operation and the identifiers at fault. The data source forwards
/// a snapshot's diagnostics to its collection view's diagnostic log when the snapshot is
/// applied, so tests can fail on them.
///
/// ```swift
/// var snapshot = DiffableDataSourceSnapshot<String, Int>()
/// snapshot.appendItems([1, 2])  // no section yet
/// snapshot.numberOfItems  // 0: nothing changed
/// snapshot.diagnostics.first?.kind  // .noSection
/// ```
///
/// Diagnostics are not part of a snapshot's value: two snapshots with the same sections,
/// items and reload marks are equal whatever their diagnostics.
public struct SnapshotDiagnostic: Hashable, Sendable, CustomStringConvertible {
    /// What was wrong with the operation.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// Items that are already in the snapshot, or repeated within one call.
        case duplicateItems
        /// Sections that are already in the snapshot, or repeated within one call.
        case duplicateSections
        /// Items that the operation names but the snapshot does not contain.
        case unknownItems
        /// Sections that the operation names but the snapshot does not contain.
        case unknownSections
        /// Items appended without a section to append them to: the snapshot has no
        /// sections yet.
        case noSection
        /// An item or section moved, or inserted, relative to itself.
        case relativeToItself
    }

    /// What was wrong with the operation.
    public var kind: Kind
    /// The operation, as UIKit names it: `appendItems(_:toSection:)`, `moveItem(_:beforeItem:)`.
    public var operation: String
    /// The identifiers at fault, each described with `String(describing:)` and shown as messages
    /// show user text (invisible characters escaped, at most 60 characters); at most 20, then `…`.
    public var identifiers: [String]
    /// A sentence that says what went wrong and that the snapshot did not change.
    public var message: String

    /// Creates a diagnostic.
    ///
    /// - Parameters:
    ///   - kind: What was wrong with the operation.
    ///   - operation: The operation, as UIKit names it.
    ///   - identifiers: The identifiers at fault, described.
    ///   - message: The sentence to show; by default one built from the other values.
    public init(
        kind: Kind, operation: String, identifiers: [String], message: String? = nil
    ) {
        self.kind = kind
        self.operation = operation
        self.identifiers = identifiers
        self.message = message ?? Self.defaultMessage(kind, operation, identifiers)
    }

    /// `[kind] message`.
    public var description: String { "[\(kind.rawValue)] \(message)" }

    private static func defaultMessage(
        _ kind: Kind, _ operation: String, _ identifiers: [String]
    ) -> String {
        let list = identifiers.joined(separator: ", ")
        let problem: String
        switch kind {
        case .duplicateItems: problem = "item identifiers are not unique: \(list)"
        case .duplicateSections: problem = "section identifiers are not unique: \(list)"
        case .unknownItems: problem = "item identifiers not in the snapshot: \(list)"
        case .unknownSections: problem = "section identifiers not in the snapshot: \(list)"
        case .noSection: problem = "there are no sections to append the items to (\(list))"
        case .relativeToItself:
            problem = "an identifier cannot be placed relative to itself: \(list)"
        }
        return "\(operation): \(problem); the snapshot did not change"
    }
}

extension SnapshotDiagnostic {
    /// The descriptions of `identifiers`, at most 20 of them, so that a message about a
    /// million duplicates stays readable; each is shown as `quotedForMessage(_:limit:)` shows user
    /// text (invisible characters escaped, at most 60 characters), so that one huge identifier
    /// does not make a huge message either.
    static func describe<Identifier>(_ identifiers: some Sequence<Identifier>) -> [String] {
        var described: [String] = []
        for identifier in identifiers {
            if described.count == 20 {
                described.append("…")
                break
            }
            described.append(quotedForMessage(String(describing: identifier)))
        }
        return described
    }
}
