import ConfigState
import ConfigStateTesting
import Testing

/// A list whose registration forgets to start from `defaultContentConfiguration()`: it starts
/// from the cell's previous configuration and sets a secondary text for every third item only,
/// so a reused cell keeps the secondary text of the item it showed before — the stale-state bug
/// the reuse audit exists to catch, found here on dozens of cells.
@MainActor
private func listWithStaleCells() -> (
    CollectionView, CollectionViewDiffableDataSource<Int, Int>
) {
    let collectionView = CollectionView(
        frame: CGRect(x: 0, y: 0, width: 390, height: 440),
        collectionViewLayout: CollectionViewCompositionalLayout.list(
            using: CollectionLayoutListConfiguration(appearance: .plain)))
    let registration = CollectionView.CellRegistration<CollectionViewListCell, Int> {
        cell, _, item in
        var content =
            cell.contentConfiguration as? ListContentConfiguration
            ?? cell.defaultContentConfiguration()
        content.text = "Mailbox \(item) — a name long enough to make each message long"
        if item.isMultiple(of: 3) { content.secondaryText = "\(item) unread" }
        cell.contentConfiguration = content
    }
    let dataSource = CollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
        collectionView, indexPath, item in
        collectionView.dequeueConfiguredReusableCell(
            using: registration, for: indexPath, item: item)
    }
    var snapshot = DiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems(Array(0..<400))
    dataSource.apply(snapshot)
    collectionView.isReuseAuditEnabled = true
    for step in 1...60 {
        collectionView.contentOffset.y = CGFloat(step) * 5 * 44
        collectionView.layoutIfNeeded()
    }
    // The collection view holds its data source weakly: the caller keeps both.
    return (collectionView, dataSource)
}

@MainActor
@Suite("Diagnostic summaries")
struct DiagnosticSummaryTests {
    @Test func aLongAuditFailsInAFewLinesNamingTheFirstCells() throws {
        let (collectionView, dataSource) = listWithStaleCells()
        defer { withExtendedLifetime(dataSource) {} }
        let stale = collectionView.diagnostics.diagnostics(of: .staleState)
        try #require(stale.count > 20, "the planted bug should leave many stale cells")
        let full = stale.map(\.description).joined(separator: "\n")
        #expect(full.utf8.count > 10_000, "each stale cell lists its properties in full")

        let failure = try #require(throws: RequirementFailure.self) {
            try requireNoDiagnostics(in: collectionView)
        }
        let summary = failure.message
        #expect(summary.utf8.count < 2_000, "\(summary.utf8.count) bytes")
        #expect(summary.hasPrefix("\(stale.count) diagnostics (\(stale.count) staleState)\n"))
        let first = try #require(stale.first)
        let indexPath = try #require(first.indexPath)
        #expect(summary.contains("1. [staleState] \(first.source) at \(indexPath): "), "\(summary)")
        #expect(first.source.contains("item"), "the host names its item: \(first.source)")
        #expect(summary.contains("content.secondaryText"), "\(summary)")
        #expect(summary.contains("… and \(stale.count - 3) more."), "\(summary)")
        #expect(summary.contains(fullDiagnosticsEnvironmentVariable), "\(summary)")
    }

    @Test func theFullListingHoldsEveryDiagnostic() {
        let (collectionView, dataSource) = listWithStaleCells()
        defer { withExtendedLifetime(dataSource) {} }
        let stale = collectionView.diagnostics.diagnostics
        let listing = diagnosticSummary(stale, fullListing: true)
        for diagnostic in stale { #expect(listing.contains(diagnostic.message)) }
    }

    @Test func expectNoDiagnosticsRecordsOneShortIssue() {
        let (collectionView, dataSource) = listWithStaleCells()
        defer { withExtendedLifetime(dataSource) {} }
        var held = true
        withKnownIssue {
            held = expectNoDiagnostics(in: collectionView)
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return text.utf8.count < 2_000 && text.contains("staleState")
        }
        #expect(!held)
    }

    @Test func aCleanLogRecordsNothing() {
        let log = DiagnosticLog()
        #expect(expectNoDiagnostics(log))
        log.receive(Diagnostic(kind: .updateLoop, message: "loop", source: "cell"))
        #expect(expectNoDiagnostics(log, allowing: [.updateLoop]))
        #expect(diagnosticSummary([]) == "no diagnostics")
    }

    /// Whatever the diagnostics hold — thousands, huge messages, long non-ASCII values, many
    /// properties — the summary stays under the limit and still counts every one.
    @Test func theSummaryStaysUnderTheLimitForAnyDiagnostics() {
        let word = Gen.element(of: ["a", "é", "→", "🧪", "stale", " "])
        let text = Gen.zip(word, Gen.int(in: 0...300), word).map {
            String(repeating: $0, count: $1) + $2
        }
        let difference = Gen.zip(text, text, text).map {
            RenderDifference(path: $0, expected: $1, actual: $2)
        }
        let diagnostic = Gen.zip(
            Gen.element(of: Diagnostic.Kind.allCases), text, text,
            Gen.array(of: difference, count: 0...12), Gen.int(in: 0...1_000)
        ).map { kind, message, source, differences, item in
            Diagnostic(
                kind: kind, message: message, source: source,
                properties: differences.map(\.path), differences: differences,
                indexPath: item.isMultiple(of: 2) ? IndexPath(item: item, section: 0) : nil)
        }
        var counted = 0
        let held = checkProperty(
            "a summary is under 2 000 bytes and counts every diagnostic",
            using: Gen.zip(Gen.array(of: diagnostic, count: 1...40), Gen.int(in: 0...8))
        ) { diagnostics, shown in
            let summary = diagnosticSummary(diagnostics, showing: shown, fullListing: false)
            counted += 1
            return summary.utf8.count <= diagnosticSummaryByteLimit
                && summary.hasPrefix("\(diagnostics.count) diagnostic")
        }
        #expect(!held || counted >= 100)
    }
}
