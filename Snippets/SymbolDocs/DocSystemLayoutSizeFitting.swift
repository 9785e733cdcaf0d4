// What the example in CollectionViewCell.systemLayoutSizeFitting(_:)'s documentation shows: the
// size a one-line list cell needs at a width.

// snippet.hide
import ConfigState

// snippet.show
let cell = CollectionViewListCell()
var content = cell.defaultContentConfiguration()
content.text = "Inbox"
cell.contentConfiguration = content
print(cell.systemLayoutSizeFitting(CGSize(width: 390, height: 0)))

// Prints:
// CGSize(width: 390.0, height: 44.0)
