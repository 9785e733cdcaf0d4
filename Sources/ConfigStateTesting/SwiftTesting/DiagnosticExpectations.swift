// The Swift Testing form of `requireNoDiagnostics`: one line in a test that records an issue
// with the short summary instead of throwing, so a test goes on to its other expectations.
#if canImport(Testing)
    import ConfigState
    import Testing

    /// Lays `collectionView` out, then records one issue summarising every diagnostic it
    /// recorded — stale cells found by the reuse audit, refused snapshot operations,
    /// cell-provider misuse, deferred re-entrant updates, update loops, replaced content views —
    /// unless there are none.
    ///
    ///     collectionView.isReuseAuditEnabled = true
    ///     // … scroll, select, edit …
    ///     expectNoDiagnostics(in: collectionView)
    ///
    /// The issue's message is ``diagnosticSummary(_:showing:fullListing:)``: the count of each
    /// kind, the first three with their cell, item, index path and differing properties, and
    /// how to see them all — under 2 KB however many there are.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view to check; its data source's applied snapshots
    ///     report here too.
    ///   - allowed: Kinds a test expects and does not fail on.
    ///   - sourceLocation: Where to record the issue; leave the default.
    /// - Returns: Whether there were none (no issue was recorded).
    /// - Complexity: One layout pass, then O(*d*) for *d* diagnostics.
    @MainActor
    @discardableResult
    public func expectNoDiagnostics(
        in collectionView: CollectionView, allowing allowed: Set<Diagnostic.Kind> = [],
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> Bool {
        collectionView.layoutIfNeeded()
        return expectNoDiagnostics(
            collectionView.diagnostics, allowing: allowed, sourceLocation: sourceLocation)
    }

    /// Records one issue summarising the diagnostics `log` holds, unless there are none.
    ///
    ///     let log = DiagnosticLog()
    ///     cell.diagnosticSink = log
    ///     // … drive the cell …
    ///     expectNoDiagnostics(log)
    ///
    /// - Parameters:
    ///   - log: The log to check.
    ///   - allowed: Kinds a test expects and does not fail on.
    ///   - sourceLocation: Where to record the issue; leave the default.
    /// - Returns: Whether there were none (no issue was recorded).
    /// - Complexity: O(*d*) for *d* diagnostics.
    @MainActor
    @discardableResult
    public func expectNoDiagnostics(
        _ log: DiagnosticLog, allowing allowed: Set<Diagnostic.Kind> = [],
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> Bool {
        let found = log.diagnostics.filter { !allowed.contains($0.kind) }
        guard !found.isEmpty else { return true }
        Issue.record(Comment(rawValue: diagnosticSummary(found)), sourceLocation: sourceLocation)
        return false
    }
#endif
