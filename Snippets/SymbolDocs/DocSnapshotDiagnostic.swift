// What the example in SnapshotDiagnostic's documentation shows: items appended to a snapshot
// without a section, recorded instead of trapping.

// snippet.hide
import ConfigState

// snippet.show
var snapshot = DiffableDataSourceSnapshot<String, Int>()
snapshot.appendItems([1, 2])  // no section yet
print(snapshot.numberOfItems)  // nothing changed
print(snapshot.diagnostics.map(\.kind) == [.noSection])

// Prints:
// 0
// true
