// A list test with the reuse audit on: no stale state, no replaced views, bounded cells.
import ConfigState
import Testing

/// The app's list of mailboxes, built the way the app builds it.
@MainActor
func makeMailboxList(count: Int, visibleRowCount: Int) -> ListView<Int> {
    let registration = CellRegistration<CollectionViewListCell, Int> { cell, indexPath, item in
        var content = cell.defaultContentConfiguration()
        content.text = "Mailbox \(item)"
        if item.isMultiple(of: 4) { content.secondaryText = "\(item) unread" }
        cell.contentConfiguration = content
        cell.accessories = [.delete(), .disclosureIndicator(displayed: .whenNotEditing)]
    }
    let list = ListView<Int>(visibleRowCount: visibleRowCount) { list, indexPath, item in
        list.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
    }
    list.apply([ListSection(Array(0..<count))])
    return list
}

@MainActor
@Suite struct MailboxListTests {
    @Test func reuseLeavesNothingBehind() {
        let list = makeMailboxList(count: 500, visibleRowCount: 12)
        list.isReuseAuditEnabled = true
        list.allowsMultipleSelection = true
        for step in 0..<300 {
            list.scroll(by: step.isMultiple(of: 3) ? -5 : 9)
            if step.isMultiple(of: 4) { list.selectItem(step) }
            if step.isMultiple(of: 25) { list.isEditing.toggle() }
            if step.isMultiple(of: 40) { list.traitCollection.userInterfaceStyle = .dark }
            list.layoutIfNeeded()
        }
        #expect(list.diagnostics.diagnostics(of: .staleState).isEmpty)
        #expect(list.statistics.cellsAudited > 300)
        #expect(list.statistics.contentViewsReplaced == 0)
        #expect(list.statistics.cellsCreated <= 12 + 9, "\(list.statistics)")
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
