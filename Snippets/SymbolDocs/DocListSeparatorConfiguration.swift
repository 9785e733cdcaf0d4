// What the example in ListSeparatorConfiguration's documentation shows: a list's separators
// coloured and inset from the leading edge.

// snippet.hide
import ConfigState

// snippet.show
var list = CollectionLayoutListConfiguration(appearance: .insetGrouped)
list.separatorConfiguration.color = .systemRed
list.separatorConfiguration.bottomSeparatorInsets.leading = 60
// snippet.hide
print(list.separatorConfiguration.bottomSeparatorInsets.leading)

// Prints:
// 60.0
