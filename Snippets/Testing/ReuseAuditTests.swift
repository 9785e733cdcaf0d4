// A collection view test with the reuse audit on: no stale state, no replaced views, bounded
// cells.
import ConfigState
import ConfigStateTesting
import Testing

/// The app's list of mailboxes, built the way the app builds it.
@MainActor
final class MailboxList {
    let collectionView: CollectionView
    let dataSource: CollectionViewDiffableDataSource<Int, Int>

    init(count: Int, visibleRows: Int) {
        collectionView = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: CGFloat(visibleRows) * 44),
            collectionViewLayout: CollectionViewCompositionalLayout.list(
                using: CollectionLayoutListConfiguration(appearance: .plain)))
        let registration = CollectionView.CellRegistration<CollectionViewListCell, Int> {
            cell, indexPath, item in
            var content = cell.defaultContentConfiguration()
            content.text = "Mailbox \(item)"
            if item.isMultiple(of: 4) { content.secondaryText = "\(item) unread" }
            cell.contentConfiguration = content
            cell.accessories = [.delete(), .disclosureIndicator(displayed: .whenNotEditing)]
        }
        dataSource = CollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
            collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(
                using: registration, for: indexPath, item: item)
        }
        var snapshot = DiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0..<count))
        dataSource.apply(snapshot)
    }
}

@MainActor
@Suite struct MailboxListTests {
    @Test func reuseLeavesNothingBehind() throws {
        let mailboxes = MailboxList(count: 500, visibleRows: 12)
        let collectionView = mailboxes.collectionView
        collectionView.isReuseAuditEnabled = true
        collectionView.allowsMultipleSelection = true
        for step in 0..<300 {
            let offset = collectionView.contentOffset.y + (step.isMultiple(of: 3) ? -5 : 9) * 44
            collectionView.contentOffset.y = min(max(offset, 0), (500 - 12) * 44)
            if step.isMultiple(of: 4) {
                collectionView.selectItem(
                    at: IndexPath(item: step, section: 0), animated: false, scrollPosition: [])
            }
            if step.isMultiple(of: 25) { collectionView.isEditing.toggle() }
            if step.isMultiple(of: 40) {
                collectionView.traitCollection.userInterfaceStyle = .dark
            }
            collectionView.layoutIfNeeded()
        }
        let statistics = collectionView.statistics
        // Fails on any stale cell the audit found — or any other diagnostic — with a summary:
        // how many, the first three with item, index path and differing properties.
        expectNoDiagnostics(in: collectionView)
        #expect(statistics.cellsAudited > 300)
        #expect(statistics.contentViewsReplaced == 0)
        #expect(statistics.cellsCreated <= 12 + 9, "\(statistics)")
    }

    @Test func everyFourthMailboxShowsItsUnreadCount() throws {
        let mailboxes = MailboxList(count: 500, visibleRows: 12)
        // Each visible row with the item it shows: find rows by item, not by their text.
        for shown in mailboxes.dataSource.renderedItems() {
            let content = try #require(shown.row.render.listContent)
            #expect(content.text?.text == "Mailbox \(shown.item)")
            #expect((content.secondaryText != nil) == shown.item.isMultiple(of: 4))
        }
        let row = try #require(mailboxes.dataSource.render(of: 8))
        #expect(row.indexPath == IndexPath(item: 8, section: 0))
    }
}

// snippet.hide
// Runs the tests above with Swift Testing, as `swift test` runs a test target, and reports the
// result on standard output, which DocExampleTests compares with the `Prints:` block. Failures
// are printed on standard error.
var arguments = __CommandLineArguments_v0()
arguments.quiet = true
let status: CInt = await __swiftPMEntryPoint(passing: arguments)
print(status == 0 ? "The tests passed." : "A test failed; exit status \(status).")

// Prints:
// The tests passed.
