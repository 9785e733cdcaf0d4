import ConfigStateTesting
import Foundation
import Testing

@testable import ConfigState

// A diffable data source answers "which item is at this index path" for every cell shown,
// from the snapshot it applied: the section starts and, for the last section, the number of
// items, kept beside the snapshot. The realistic bugs are an end of the last section left
// from an earlier, larger snapshot (an index path past the end answered with a position, and
// the item list read out of range), one counted from the wrong snapshot, and an off-by-one at
// a section's end. The property applies runs of snapshots that grow and shrink and checks,
// after each apply, every index path up to one past each section's end and one section past
// the last. Planted: the item count never shrinking fails it on seeds 1–5.

@Suite("A diffable data source finds items at index paths as the snapshot it applied has them")
@MainActor
struct DataSourceLookupProperties {
    /// Runs of snapshots: each its sections' item counts (up to 4 sections of up to 6 items).
    static let runs: Gen<[[Int]]> = Gen.array(
        of: Gen.array(of: Gen.int(in: 0...6), count: 0...4), count: 1...6)

    @Test func itemLookupsAgreeWithTheAppliedSnapshot() {
        // The stale count shows only when an apply shrinks the items: the property expects
        // the runs to shrink them (and to grow them) so that it cannot pass vacuously.
        var tally = BranchTally("an apply with fewer items", "an apply with more items")
        let held = checkProperty(
            "after every apply, each index path up to one past a section's end gives the "
                + "snapshot's item and position, or none",
            using: Self.runs, configuration: Cases.standard
        ) { run in
            tally.countCase()
            var lastTotal = 0
            let (collectionView, dataSource) = makeTextList(
                layout: CollectionViewCompositionalLayout.list(
                    using: CollectionLayoutListConfiguration(appearance: .plain)),
                height: 200
            ) { "Item \($0)" }
            // Items numbered on from run to run, some kept: each snapshot's first section
            // keeps the items the last one's first section began with, so applies both keep
            // and replace items.
            var next = 100
            for counts in run {
                var snapshot = DiffableDataSourceSnapshot<Int, Int>()
                snapshot.appendSections(Array(counts.indices))
                var sections: [[Int]] = []
                for (section, count) in counts.enumerated() {
                    let items =
                        section == 0 ? Array(0..<count) : Array(next..<next + count)
                    if section > 0 { next += count }
                    snapshot.appendItems(items, toSection: section)
                    sections.append(items)
                }
                let total = counts.reduce(0, +)
                tally.take("an apply with fewer items", if: total < lastTotal)
                tally.take("an apply with more items", if: total > lastTotal)
                lastTotal = total
                dataSource.apply(snapshot, animatingDifferences: false)
                try requireEqual(
                    (0..<collectionView.numberOfSections).map(
                        collectionView.numberOfItems(inSection:)), counts,
                    "the collection view's counts after applying \(counts)")
                var start = 0
                for section in 0...sections.count {
                    let items = section < sections.count ? sections[section] : []
                    for item in 0...items.count {
                        let indexPath = IndexPath(item: item, section: section)
                        let inRange = item < items.count
                        try requireEqual(
                            dataSource.itemPosition(for: indexPath), inRange ? start + item : nil,
                            "the position at \(indexPath) after applying \(counts)")
                        if inRange {
                            try requireEqual(
                                dataSource.itemIdentifier(for: indexPath), items[item],
                                "the item at \(indexPath) after applying \(counts)")
                        }
                    }
                    start += items.count
                }
            }
            return true
        }
        #expect(!held || tally.untakenBranches == [])
    }
}
