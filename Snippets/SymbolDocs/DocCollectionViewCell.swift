// What the example in CollectionViewCell's documentation shows: a configuration update handler
// that the update pass runs when the cell's state changes.

// snippet.hide
import ConfigState

// snippet.show
let cell = CollectionViewListCell()
cell.configurationUpdateHandler = { cell, state in
    var content = ListContentConfiguration.cell().updated(for: state)
    content.text = state.isSelected ? "Selected" : "Not selected"
    cell.contentConfiguration = content
}
cell.isSelected = true
cell.layoutIfNeeded()
// snippet.hide
print((cell.contentConfiguration as? ListContentConfiguration)?.text ?? "none")

// Prints:
// Selected
