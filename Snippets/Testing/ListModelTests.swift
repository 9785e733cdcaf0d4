// A model-based test of a collection view: random sequences of user actions checked against a
// model.
import ConfigStateTesting
import Testing

/// Whatever the user does, the list shows the rows the model predicts, each cell selected and
/// editing exactly when the model says so, with nothing left over from reuse.
@MainActor
struct MailboxListMachine: @MainActor StateMachineTest {
    static let mailboxes = (0..<40).map { "Mailbox \($0)" }
    static let visibleRowCount = 8

    enum Command: StateMachineCommand {
        case scroll(toRow: Int)
        case select(Int)
        case deselect(Int)
        case setEditing(Bool)
    }

    struct Model {
        var firstRow = 0
        var selected: Set<Int> = []
        var isEditing = false
    }

    func makeModel() -> Model { Model() }

    /// The collection view and its data source, which the test keeps alive.
    struct Mailboxes {
        let collectionView: CollectionView
        let dataSource: CollectionViewDiffableDataSource<Int, String>
    }

    func makeSystem() -> Mailboxes {
        let collectionView = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: CGFloat(Self.visibleRowCount) * 44),
            collectionViewLayout: CollectionViewCompositionalLayout.list(
                using: CollectionLayoutListConfiguration(appearance: .plain)))
        let registration = CollectionView.CellRegistration<CollectionViewListCell, String> {
            cell, indexPath, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            cell.accessories = [.multiselect(), .disclosureIndicator(displayed: .whenNotEditing)]
        }
        let dataSource = CollectionViewDiffableDataSource<Int, String>(
            collectionView: collectionView
        ) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(
                using: registration, for: indexPath, item: item)
        }
        collectionView.allowsMultipleSelection = true
        collectionView.isReuseAuditEnabled = true
        var snapshot = DiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(Self.mailboxes)
        dataSource.apply(snapshot)
        return Mailboxes(collectionView: collectionView, dataSource: dataSource)
    }

    func commands(for model: Model) -> Gen<Command> {
        let mailbox = Gen.int(in: 0..<Self.mailboxes.count)
        let lastFirstRow = Self.mailboxes.count - Self.visibleRowCount
        return Gen.oneOf(
            Gen.int(in: 0...lastFirstRow).map { .scroll(toRow: $0) },
            mailbox.map { .select($0) },
            mailbox.map { .deselect($0) },
            Gen.bool.map { .setEditing($0) }
        )
    }

    func run(_ command: Command, on system: inout Mailboxes, model: Model) throws {
        let collectionView = system.collectionView
        switch command {
        case .scroll(let row):
            collectionView.contentOffset.y = CGFloat(row) * 44
        case .select(let index):
            collectionView.selectItem(
                at: IndexPath(item: index, section: 0), animated: false, scrollPosition: [])
        case .deselect(let index):
            collectionView.deselectItem(at: IndexPath(item: index, section: 0), animated: false)
        case .setEditing(let isEditing):
            collectionView.isEditing = isEditing
        }
        collectionView.layoutIfNeeded()
    }

    func apply(_ command: Command, to model: inout Model) {
        switch command {
        case .scroll(let row): model.firstRow = row
        case .select(let index): model.selected.insert(index)
        case .deselect(let index): model.selected.remove(index)
        case .setEditing(let isEditing): model.isEditing = isEditing
        }
    }

    func checkInvariants(model: Model, system: Mailboxes) throws {
        let collectionView = system.collectionView
        let rows = model.firstRow..<(model.firstRow + Self.visibleRowCount)
        let visible = collectionView.indexPathsForVisibleItems.compactMap {
            system.dataSource.itemIdentifier(for: $0)
        }
        try requireEqual(visible, Array(Self.mailboxes[rows]), "visible mailboxes")
        for (index, cell) in zip(rows, collectionView.visibleCells) {
            let item = Self.mailboxes[index]
            try requireEqual(cell.isSelected, model.selected.contains(index), "\(item) selected")
            try requireEqual(cell.isEditing, model.isEditing, "\(item) editing")
        }
        try requireNoDiagnostics(collectionView.diagnostics)
        try require(
            collectionView.statistics.cellsCreated <= Self.visibleRowCount,
            "\(collectionView.statistics)")
    }
}

@MainActor
@Suite struct MailboxListModelTests {
    @Test func listMatchesItsModel() {
        checkStateMachine("the mailbox list matches its model", MailboxListMachine())
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
