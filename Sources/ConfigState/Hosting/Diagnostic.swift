/// Something a host noticed that a developer should know: a content view replaced because it
/// could not show a new configuration (UIKit's console warning), stale state found by the
/// reuse audit, rejected accessories, a configuration update loop, or a misuse of the data or
/// the collection view that UIKit would crash on.
///
/// Hosts deliver diagnostics to a ``DiagnosticSink`` — never only to standard output — so that
/// tests can assert on them.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    /// What kind of problem it is.
    public enum Kind: String, Hashable, Sendable, Codable, CaseIterable {
        /// A cell's content view was replaced because it did not support the new
        /// configuration (UIKit's `UIContentConfigurationAlertForReplacedContentView`).
        case contentViewReplaced
        /// The reuse audit found a configured cell that differs from a fresh one.
        case staleState
        /// Accessories were rejected (for example two system accessories of one kind).
        case invalidAccessories
        /// Configuration updates kept requesting further updates.
        case updateLoop
        /// A snapshot or data-source operation UIKit raises an exception for — a duplicate or
        /// unknown identifier, an item placed relative to one that is missing or to itself —
        /// was refused and left the data as it was.
        case invalidDataOperation
        /// A cell provider misbehaved: it returned a cell it did not dequeue, dequeued more
        /// than one cell for one item, returned one cell for two items, or returned none.
        case cellProviderMisuse
        /// Data was applied, reloaded or reconfigured from inside a cell provider or a
        /// registration handler; the change was deferred until the collection view finished
        /// laying out.
        case reentrantUpdate
        /// A control was asked to do what it cannot: a button asked to choose a menu action
        /// that is not in its menu, or that is disabled or hidden
        /// (``Button/chooseMenuAction(_:)``). Nothing was performed.
        case controlMisuse
    }

    /// The kind of problem.
    public var kind: Kind
    /// The full message, in UIKit's words where UIKit has them.
    public var message: String
    /// The host the problem concerns, described (for example `CollectionViewListCell(item 3)`).
    public var source: String
    /// For ``Kind/staleState``: the render paths that differ from a fresh cell.
    public var properties: [String]
    /// For ``Kind/staleState``: each property that differs from a fresh cell, with the fresh
    /// cell's value and the value shown — the same paths as ``properties``, in the same order.
    public var differences: [RenderDifference]
    /// The index path of the item the host showed, when the problem concerns one item's
    /// cell (a collection view's stale cell); otherwise `nil`.
    public var indexPath: IndexPath?

    /// Creates a diagnostic.
    ///
    /// - Parameters:
    ///   - kind: The kind of problem.
    ///   - message: The full message.
    ///   - source: The host the problem concerns, described.
    ///   - properties: The render paths that differ from a fresh cell (stale state).
    ///   - differences: The differing properties with both values (stale state).
    ///   - indexPath: The index path of the item the host showed, when there is one.
    public init(
        kind: Kind, message: String, source: String, properties: [String] = [],
        differences: [RenderDifference] = [], indexPath: IndexPath? = nil
    ) {
        self.kind = kind
        self.message = message
        self.source = source
        self.properties = properties
        self.differences = differences
        self.indexPath = indexPath
    }

    /// `[kind] message`.
    public var description: String { "[\(kind.rawValue)] \(message)" }
}

/// Receives diagnostics from hosts.
@MainActor
public protocol DiagnosticSink: AnyObject {
    /// Called once per diagnostic, synchronously, on the host's thread.
    func receive(_ diagnostic: Diagnostic)
}

/// A sink that keeps every diagnostic and optionally forwards it.
///
/// <!-- snippet: SymbolDocs/DocDiagnosticLog -->
/// ```swift
/// let log = DiagnosticLog()
/// let cell = CollectionViewListCell()
/// cell.diagnosticSink = log
/// // … configure the cell …
/// #expect(log.diagnostics(of: .contentViewReplaced).isEmpty)
/// ```
@MainActor
public final class DiagnosticLog: DiagnosticSink {
    /// Everything received, oldest first.
    public private(set) var diagnostics: [Diagnostic] = []
    /// Called for each diagnostic as it arrives, after it is stored.
    public var onDiagnostic: ((Diagnostic) -> Void)?

    /// Creates an empty log.
    public init() {}

    /// Stores `diagnostic` and calls ``onDiagnostic``.
    ///
    /// - Complexity: Amortized O(1), plus the cost of ``onDiagnostic``.
    public func receive(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
        onDiagnostic?(diagnostic)
    }

    /// The diagnostics of one kind.
    ///
    /// - Complexity: O(*n*), where *n* is the number of diagnostics received.
    public func diagnostics(of kind: Diagnostic.Kind) -> [Diagnostic] {
        diagnostics.filter { $0.kind == kind }
    }

    /// Forgets every diagnostic.
    ///
    /// - Complexity: O(*n*), where *n* is the number of diagnostics received.
    public func removeAll() {
        diagnostics.removeAll()
    }
}
