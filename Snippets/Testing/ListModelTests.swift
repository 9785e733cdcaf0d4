// A model-based test of a list: random sequences of user actions checked against a model.
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

    func makeSystem() -> ListView<String> {
        let registration = CellRegistration<CollectionViewListCell, String> {
            cell, indexPath, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            cell.accessories = [.multiselect(), .disclosureIndicator(displayed: .whenNotEditing)]
        }
        let list = ListView<String>(visibleRowCount: Self.visibleRowCount) { list, path, item in
            list.dequeueConfiguredReusableCell(using: registration, for: path, item: item)
        }
        list.allowsMultipleSelection = true
        list.isReuseAuditEnabled = true
        list.apply([ListSection(Self.mailboxes)])
        return list
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

    func run(_ command: Command, on list: inout ListView<String>, model: Model) throws {
        switch command {
        case .scroll(let row): list.scroll(toRow: row)
        case .select(let index): list.selectItem(Self.mailboxes[index])
        case .deselect(let index): list.deselectItem(Self.mailboxes[index])
        case .setEditing(let isEditing): list.isEditing = isEditing
        }
        list.layoutIfNeeded()
    }

    func apply(_ command: Command, to model: inout Model) {
        switch command {
        case .scroll(let row): model.firstRow = row
        case .select(let index): model.selected.insert(index)
        case .deselect(let index): model.selected.remove(index)
        case .setEditing(let isEditing): model.isEditing = isEditing
        }
    }

    func checkInvariants(model: Model, system list: ListView<String>) throws {
        let rows = model.firstRow..<(model.firstRow + Self.visibleRowCount)
        try requireEqual(list.visibleItems, Array(Self.mailboxes[rows]), "visible mailboxes")
        for (index, (item, cell)) in zip(rows, list.visibleCells) {
            try requireEqual(cell.isSelected, model.selected.contains(index), "\(item) selected")
            try requireEqual(cell.isEditing, model.isEditing, "\(item) editing")
        }
        let stale = list.diagnostics.diagnostics(of: .staleState)
        try require(stale.isEmpty, "stale state: \(stale)")
        try require(list.statistics.cellsCreated <= Self.visibleRowCount, "\(list.statistics)")
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
