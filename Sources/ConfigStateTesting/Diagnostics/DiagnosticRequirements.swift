import ConfigState

// One line to fail a test on what UIKit would have crashed on, warned about or left to a
// device to show: every diagnostic a collection view, a host or a snapshot recorded. Each
// throws a ``RequirementFailure`` summarising them (``diagnosticSummary(_:showing:fullListing:)``:
// under 2 KB however many there are), so it works in a throwing Swift Testing or XCTest test,
// and inside properties and state machines, which shrink on it. `expectNoDiagnostics` records
// the same summary as a Swift Testing issue instead of throwing.

/// Throws a ``RequirementFailure`` summarising the diagnostics `log` holds, unless there are
/// none.
///
///     let log = DiagnosticLog()
///     cell.diagnosticSink = log
///     // … drive the cell …
///     try requireNoDiagnostics(log)
///
/// - Parameters:
///   - log: The log to check.
///   - allowed: Kinds a test expects and does not fail on, such as
///     `Diagnostic.Kind.contentViewReplaced` for a registration that mixes content types.
///   - fileID: The caller's file; leave the default.
///   - line: The caller's line; leave the default.
/// - Throws: ``RequirementFailure`` whose message is ``diagnosticSummary(_:showing:fullListing:)``
///   of the diagnostics not allowed: their count by kind, the first three with host, index
///   path and differing properties, and how to see them all.
/// - Complexity: O(*d*) for *d* diagnostics.
@MainActor
public func requireNoDiagnostics(
    _ log: DiagnosticLog, allowing allowed: Set<Diagnostic.Kind> = [],
    fileID: String = #fileID, line: Int = #line
) throws {
    let found = log.diagnostics.filter { !allowed.contains($0.kind) }
    try require(found.isEmpty, diagnosticSummary(found), fileID: fileID, line: line)
}

/// Lays `collectionView` out, then throws a ``RequirementFailure`` summarising every diagnostic it
/// recorded — refused snapshot operations, cell-provider misuse, deferred re-entrant updates,
/// stale cells found by the reuse audit, update loops, replaced content views — unless there
/// are none.
///
///     dataSource.apply(snapshot)
///     try requireNoDiagnostics(in: collectionView)
///
/// - Parameters:
///   - collectionView: The collection view to check; its data source's applied snapshots
///     report here too.
///   - allowed: Kinds a test expects and does not fail on.
///   - fileID: The caller's file; leave the default.
///   - line: The caller's line; leave the default.
/// - Throws: ``RequirementFailure`` whose message is ``diagnosticSummary(_:showing:fullListing:)``
///   of the diagnostics not allowed.
/// - Complexity: One layout pass, then O(*d*) for *d* diagnostics.
@MainActor
public func requireNoDiagnostics(
    in collectionView: CollectionView, allowing allowed: Set<Diagnostic.Kind> = [],
    fileID: String = #fileID, line: Int = #line
) throws {
    collectionView.layoutIfNeeded()
    try requireNoDiagnostics(
        collectionView.diagnostics, allowing: allowed, fileID: fileID, line: line)
}

/// Throws a ``RequirementFailure`` listing the operations `snapshot` refused (each with its
/// `SnapshotDiagnostic`), unless there are none — for a snapshot built before it is applied.
///
/// - Parameters:
///   - snapshot: The snapshot to check.
///   - fileID: The caller's file; leave the default.
///   - line: The caller's line; leave the default.
/// - Throws: ``RequirementFailure`` naming each refused operation and its identifiers.
/// - Complexity: O(*d*) for *d* diagnostics.
public func requireNoDiagnostics<Section: Hashable, Item: Hashable>(
    in snapshot: DiffableDataSourceSnapshot<Section, Item>,
    fileID: String = #fileID, line: Int = #line
) throws {
    try require(
        snapshot.diagnostics.isEmpty, report(snapshot.diagnostics.map(\.description)),
        fileID: fileID, line: line)
}

/// Throws a ``RequirementFailure`` listing the operations a section snapshot refused, unless
/// there are none.
///
/// - Parameters:
///   - snapshot: The section snapshot to check.
///   - fileID: The caller's file; leave the default.
///   - line: The caller's line; leave the default.
/// - Throws: ``RequirementFailure`` naming each refused operation and its identifiers.
/// - Complexity: O(*d*) for *d* diagnostics.
public func requireNoDiagnostics<Item: Hashable>(
    in snapshot: DiffableDataSourceSectionSnapshot<Item>,
    fileID: String = #fileID, line: Int = #line
) throws {
    try require(
        snapshot.diagnostics.isEmpty, report(snapshot.diagnostics.map(\.description)),
        fileID: fileID, line: line)
}

/// "2 refused operations: …; …" for the failure's message: the first three, and how many
/// more (every one with ``fullDiagnosticsEnvironmentVariable`` set to `1`).
private func report(_ descriptions: [String]) -> String {
    let noun = descriptions.count == 1 ? "refused operation" : "refused operations"
    let shown = fullDiagnosticsRequested() ? descriptions : Array(descriptions.prefix(3))
    var report = "\(descriptions.count) \(noun): " + shown.joined(separator: "; ")
    if shown.count < descriptions.count {
        report +=
            "; and \(descriptions.count - shown.count) more (all of them with \(fullDiagnosticsEnvironmentVariable)=1, or in the snapshot's diagnostics)"
    }
    return report
}
