// What the example in DiagnosticLog's documentation shows: a test that fails when a cell's
// content view is replaced.

// snippet.hide
import ConfigState
import Testing

// swift-format-ignore
@Test @MainActor func theContentViewIsNeverReplaced() {
// snippet.show
let log = DiagnosticLog()
let cell = CollectionViewListCell()
cell.diagnosticSink = log
// … configure the cell …
// snippet.hide
var content = cell.defaultContentConfiguration()
content.text = "Inbox"
cell.contentConfiguration = content
cell.layoutIfNeeded()
content.secondaryText = "3 unread"
cell.contentConfiguration = content
cell.layoutIfNeeded()
// snippet.show
#expect(log.diagnostics(of: .contentViewReplaced).isEmpty)
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
