// What the example in DiffableDataSourceSectionSnapshot's documentation shows: an outline of
// parents and children, one parent expanded.

// snippet.hide
import ConfigState

// snippet.show
var outline = DiffableDataSourceSectionSnapshot<String>()
outline.append(["Fruit", "Vegetables"])
outline.append(["Apple", "Pear"], to: "Fruit")
outline.expand(["Fruit"])
print(outline.visibleItems)
print(outline.level(of: "Pear"))
print(outline.parent(of: "Pear") ?? "none")

// Prints:
// ["Fruit", "Apple", "Pear", "Vegetables"]
// 1
// Fruit
