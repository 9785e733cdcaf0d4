// What the example in RenderedItem's documentation shows: a test that finds the rows of a list
// by their items.

// snippet.hide
import ConfigState
import Testing

struct Mailbox: Hashable {
    var name: String
}

let mailbox1 = Mailbox(name: "Inbox")
let mailbox2 = Mailbox(name: "Archive")

// swift-format-ignore
@Test @MainActor func rowsAreFoundByTheirItems() throws {
    let collectionView = CollectionView(
        frame: CGRect(x: 0, y: 0, width: 390, height: 844),
        collectionViewLayout: CollectionViewCompositionalLayout.list(
            using: CollectionLayoutListConfiguration(appearance: .plain)))
    let registration = CollectionView.CellRegistration<CollectionViewListCell, Mailbox> {
        cell, indexPath, mailbox in
        var content = cell.defaultContentConfiguration()
        content.text = mailbox.name
        cell.contentConfiguration = content
    }
    let dataSource = CollectionViewDiffableDataSource<Int, Mailbox>(
        collectionView: collectionView
    ) { collectionView, indexPath, mailbox in
        collectionView.dequeueConfiguredReusableCell(
            using: registration, for: indexPath, item: mailbox)
    }
    var snapshot = DiffableDataSourceSnapshot<Int, Mailbox>()
    snapshot.appendSections([0])
    snapshot.appendItems([mailbox1, mailbox2])
    dataSource.apply(snapshot)
// snippet.show
let shown = dataSource.renderedItems()
#expect(shown.map(\.item) == [mailbox1, mailbox2])
let row = try #require(dataSource.render(of: mailbox2))
#expect(row.render.listContent?.text?.text == "Archive")
// snippet.hide
}

// Runs the test above with Swift Testing, as `swift test` runs a test target, and reports the
// result on standard output. Failures are printed on standard error.
var arguments = __CommandLineArguments_v0()
arguments.quiet = true
let status: CInt = await __swiftPMEntryPoint(passing: arguments)
print(status == 0 ? "The tests passed." : "A test failed; exit status \(status).")

// Prints:
// The tests passed.
