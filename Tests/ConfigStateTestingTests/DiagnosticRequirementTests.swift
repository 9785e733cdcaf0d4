import ConfigState
import ConfigStateTesting
import Testing

@MainActor
@Suite("requireNoDiagnostics")
struct DiagnosticRequirementTests {
    static func makeList(
        provider: @escaping @MainActor (CollectionView, IndexPath, Int) -> CollectionViewCell? =
            { _, _, _ in nil }
    ) -> (CollectionView, CollectionViewDiffableDataSource<Int, Int>) {
        let collectionView = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 440),
            collectionViewLayout: CollectionViewCompositionalLayout.list(
                using: CollectionLayoutListConfiguration(appearance: .plain)))
        let registration = CollectionView.CellRegistration<CollectionViewListCell, Int> {
            cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = "\(item)"
            cell.contentConfiguration = content
        }
        let dataSource = CollectionViewDiffableDataSource<Int, Int>(
            collectionView: collectionView
        ) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(
                using: registration, for: indexPath, item: item)
        }
        return (collectionView, dataSource)
    }

    @Test func aCleanCollectionViewPasses() throws {
        let (collectionView, dataSource) = Self.makeList()
        var snapshot = DiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems([1, 2, 3])
        try requireNoDiagnostics(in: snapshot)
        dataSource.apply(snapshot)
        try requireNoDiagnostics(in: collectionView)
    }

    @Test func aRefusedEditFailsNamingItWhereItWasApplied() throws {
        let (collectionView, dataSource) = Self.makeList()
        var snapshot = DiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems([1, 2])
        snapshot.appendItems([2])  // a duplicate: UIKit raises
        let unapplied = try #require(throws: RequirementFailure.self) {
            try requireNoDiagnostics(in: snapshot)
        }
        #expect(unapplied.message.hasPrefix("1 refused operation: "), "\(unapplied)")
        dataSource.apply(snapshot)
        let failure = try #require(throws: RequirementFailure.self) {
            try requireNoDiagnostics(in: collectionView)
        }
        #expect(failure.message.contains("[invalidDataOperation]"), "\(failure)")
        #expect(failure.fileID.hasSuffix("DiagnosticRequirementTests.swift"))
    }

    @Test func kindsATestExpectsCanBeAllowed() throws {
        let log = DiagnosticLog()
        log.receive(Diagnostic(kind: .contentViewReplaced, message: "replaced", source: "test"))
        try requireNoDiagnostics(log, allowing: [.contentViewReplaced])
        log.receive(Diagnostic(kind: .staleState, message: "stale", source: "test"))
        let failure = try #require(throws: RequirementFailure.self) {
            try requireNoDiagnostics(log, allowing: [.contentViewReplaced])
        }
        #expect(
            failure.message.hasPrefix("1 diagnostic (1 staleState)\n1. [staleState] test: stale\n"),
            "\(failure)")
    }

    @Test func sectionSnapshotsReportTheirRefusedOperations() throws {
        var outline = DiffableDataSourceSectionSnapshot<String>()
        outline.append(["A"])
        try requireNoDiagnostics(in: outline)
        outline.append(["B"], to: "missing parent")
        #expect(throws: RequirementFailure.self) { try requireNoDiagnostics(in: outline) }
    }
}
