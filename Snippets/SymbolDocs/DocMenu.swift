// What the example in Menu's documentation shows: a menu of titles with a selection.

// snippet.hide
import ConfigState

// snippet.show
let sort = Menu(title: "Sort By", children: ["Name", "Date", "Size"], selectedIndex: 1)
print(sort.selectedChild ?? "none")
print(sort)

// Prints:
// Date
// Menu(Sort By: [Name, *Date*, Size])
