// Unit tests of a cell through its render: colours, accessories, reuse and diagnostics.
import ConfigState
import Testing

/// The app's registration handler, as a function that tests can call on any cell.
@MainActor
func configureMailbox(_ cell: CollectionViewListCell, name: String, unread: Int) {
    var content = cell.defaultContentConfiguration()
    content.text = name
    content.image = Image(systemName: "tray")
    cell.contentConfiguration = content
    cell.accessories =
        unread > 0 ? [.label(text: "\(unread)"), .disclosureIndicator()] : [.disclosureIndicator()]
}

/// The primary text's resolved colour in a render.
func textColor(_ render: ViewRender) -> Color.Resolved? {
    guard case .list(let content)? = render.content else { return nil }
    return content.text?.color
}

@MainActor
@Suite struct MailboxCellTests {
    @Test func selectedSidebarCellIsWhiteOnTheTint() {
        let cell = CollectionViewListCell()
        cell.traitCollection = TraitCollection(userInterfaceStyle: .dark, listEnvironment: .sidebar)
        configureMailbox(cell, name: "Inbox", unread: 3)
        cell.isSelected = true
        let render = cell.render()
        #expect(textColor(render) == .white)
        #expect(render.background?.color == cell.traitCollection.resolve(.tintColor))
        #expect(render.trailingAccessories.map(\.tintColor) == [.white, .white])
    }

    @Test(arguments: ListEnvironment.allCases)
    func disabledTextIsDimmedInEveryList(environment: ListEnvironment) throws {
        let cell = CollectionViewListCell()
        cell.traitCollection = TraitCollection(listEnvironment: environment)
        configureMailbox(cell, name: "Inbox", unread: 0)
        let normal = try #require(textColor(cell.render()))
        cell.isUserInteractionEnabled = false
        let disabled = try #require(textColor(cell.render()))
        #expect(disabled.alpha < normal.alpha)
    }

    @Test func aReusedCellLooksLikeAFreshOne() {
        let reused = CollectionViewListCell()
        configureMailbox(reused, name: "Inbox", unread: 3)
        reused.isSelected = true
        _ = reused.render()
        reused.prepareForReuse()
        configureMailbox(reused, name: "Archive", unread: 0)

        let fresh = CollectionViewListCell()
        configureMailbox(fresh, name: "Archive", unread: 0)
        #expect(reused.render().differences(from: fresh.render()) == [])
    }

    @Test func configuringTwiceNeverReplacesTheContentView() {
        let log = DiagnosticLog()
        let cell = CollectionViewListCell()
        cell.diagnosticSink = log
        configureMailbox(cell, name: "Inbox", unread: 3)
        configureMailbox(cell, name: "Archive", unread: 0)
        #expect(log.diagnostics.isEmpty)
        #expect(cell.contentViewCreationCount == 1)
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
