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
/// <!-- snippet: SymbolDocs/DocSnapshotDiagnostic -->
/// ```swift
/// var snapshot = DiffableDataSourceSnapshot<String, Int>()
/// snapshot.appendItems([1, 2])  // no section yet
/// print(snapshot.numberOfItems)  // nothing changed
/// print(snapshot.diagnostics.map(\.kind) == [.noSection])
///
/// // Prints:
/// // 0
/// // true
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
    /// The identifiers at fault that the message names, each described with
    /// `String(describing:)` and shown as messages show user text (invisible characters
    /// escaped, at most 60 characters). A snapshot names the first eight at most, as every list
    /// in a message does, and ``omittedIdentifierCount`` says how many more there were.
    public var identifiers: [String]
    /// How many identifiers at fault ``identifiers`` leaves out: 0 unless more than eight were.
    public var omittedIdentifierCount: Int
    /// A sentence that says what went wrong and that the snapshot did not change.
    public var message: String

    /// Creates a diagnostic.
    ///
    /// ``omittedIdentifierCount`` is 0: `identifiers` are all the identifiers at fault.
    ///
    /// - Parameters:
    ///   - kind: What was wrong with the operation.
    ///   - operation: The operation, as UIKit names it.
    ///   - identifiers: The identifiers at fault, described.
    ///   - message: The sentence to show; by default one built from the other values, which
    ///     names the first eight identifiers and says how many more there are:
    ///     `deleteItems(_:): item identifiers not in the snapshot: 0, 1, 2, 3, 4, 5, 6, 7 and 17
    ///     more; the snapshot did not change`.
    public init(
        kind: Kind, operation: String, identifiers: [String], message: String? = nil
    ) {
        self.kind = kind
        self.operation = operation
        self.identifiers = identifiers
        self.omittedIdentifierCount = 0
        self.message =
            message ?? Self.defaultMessage(kind, operation, listedForMessage(identifiers))
    }

    /// A diagnostic naming `faulty`, the identifiers at fault: the first eight, each described
    /// as ``identifiers`` says, and a count of the rest, so that a diagnostic about a million
    /// duplicates is short and quick to make.
    ///
    /// - Complexity: O(1) for the identifiers past the first eight, when `faulty` is a
    ///   random-access collection.
    init(kind: Kind, operation: String, faulty: some Collection) {
        let described = faulty.lazy.map { quotedForMessage(String(describing: $0)) }
        self.init(
            kind: kind, operation: operation,
            identifiers: Array(described.prefix(listedItemLimit)),
            message: Self.defaultMessage(kind, operation, listedForMessage(described)))
        omittedIdentifierCount = faulty.count - identifiers.count
    }

    /// `[kind] message`.
    public var description: String { "[\(kind.rawValue)] \(message)" }

    /// The sentence for `kind` and `operation`, naming `list`, the identifiers as a message
    /// lists them.
    private static func defaultMessage(_ kind: Kind, _ operation: String, _ list: String) -> String
    {
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
