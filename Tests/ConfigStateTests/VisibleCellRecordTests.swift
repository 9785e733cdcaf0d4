import Testing

@testable import ConfigState

// A collection view keeps a record of each visible cell (its measurement and the frame it
// last gave it). A record is its cell's for good, so that every pass reads the cell without
// retaining it; a cell that leaves the viewport keeps its record for when it shows again, so
// that showing a cell allocates none.
@MainActor
@Suite("Visible-cell records")
struct VisibleCellRecordTests {
    /// Each visible row's record's identity, after laying out, each checked to be its own
    /// cell's. (Identities, not the records: a record held elsewhere is not used again.)
    private func records(_ list: ListHarness<Int, Int>) -> [Int: ObjectIdentifier] {
        let collectionView = list.collectionView
        collectionView.layoutIfNeeded()
        var records: [Int: ObjectIdentifier] = [:]
        for indexPath in collectionView.indexPathsForVisibleItems {
            guard let record = collectionView.visible[indexPath] else { continue }
            #expect(record.cell === collectionView.cellForItem(at: indexPath))
            records[indexPath.item] = ObjectIdentifier(record)
        }
        return records
    }

    @Test func aCellShownAgainHasItsOwnRecordBack() throws {
        let list = ListHarness<Int, Int>(rows: 10)
        list.apply([0: Array(0..<100)])
        let before = records(list)
        // Held weakly, so that it is not held elsewhere, and known to be alive when compared.
        weak let firstRecord = list.collectionView.visible[IndexPath(item: 0, section: 0)]
        let firstCell = try #require(firstRecord?.cell)
        // A row down: row 0's cell leaves and shows row 10, with its record.
        list.collectionView.contentOffset = CGPoint(x: 0, y: 44)
        let scrolled = records(list)
        #expect(scrolled[0] == nil)
        #expect(list.collectionView.cellForItem(at: IndexPath(item: 10, section: 0)) === firstCell)
        #expect(list.collectionView.visible[IndexPath(item: 10, section: 0)] === firstRecord)
        // The rows that stayed kept their records (alive all along: identities compare).
        for row in 1..<10 { #expect(scrolled[row] == before[row]) }
        // Back up: row 10's cell, the same one, shows row 0 again, with the same record.
        list.collectionView.contentOffset = .zero
        _ = records(list)
        #expect(list.collectionView.visible[IndexPath(item: 0, section: 0)] === firstRecord)
        #expect(firstRecord?.cell === firstCell)
    }

    @Test func aRecordShownAgainIsMeasuredAndPlacedAgain() throws {
        let list = ListHarness<Int, Int>(rows: 10)
        list.apply([0: Array(0..<100)])
        weak let record = list.collectionView.visible[IndexPath(item: 0, section: 0)]
        #expect(record?.measuredUpdate != nil)
        list.collectionView.contentOffset = CGPoint(x: 0, y: 44)
        _ = records(list)
        // Shown again for row 10: measured for its new content, and given row 10's frame.
        let shown = try #require(record)
        #expect(list.collectionView.visible[IndexPath(item: 10, section: 0)] === shown)
        let frame = try #require(
            list.collectionView.collectionViewLayout.layoutAttributesForItem(
                at: IndexPath(item: 10, section: 0))?.frame)
        #expect(shown.cell.frame == frame)
        #expect(shown.hasFrame(frame))
        #expect(shown.measuredUpdate?.count == shown.cell.configurationUpdateCount)
    }
}
