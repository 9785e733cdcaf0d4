// What the example in DiffableDataSourceSnapshot's documentation shows: sections and items
// appended, then looked up by identifier.

// snippet.hide
import ConfigState

// snippet.show
var snapshot = DiffableDataSourceSnapshot<String, Int>()
snapshot.appendSections(["Favourites", "All"])
snapshot.appendItems([7, 3], toSection: "Favourites")
snapshot.appendItems([1, 2, 4])  // to the last section
print(snapshot.sectionIdentifier(containingItem: 3) ?? "none")
print(snapshot.indexOfItem(4) ?? -1)  // indexes count items across sections

// Prints:
// Favourites
// 4
