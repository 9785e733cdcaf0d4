// What the example in StateAwareValue's documentation shows: a text colour with rules, resolved
// in a cell's configuration update handler.

// snippet.hide
import ConfigState

let cell = CollectionViewListCell()

// snippet.show
let textColor = StateAwareValue(Color.label)
    .when(.disabled, .tertiaryLabel)
    .when(.selected || .highlighted, .white)
cell.configurationUpdateHandler = { cell, state in
    var content = ListContentConfiguration.cell()
    content.textProperties.color = textColor.resolve(for: state)
    cell.contentConfiguration = content
}
// snippet.hide
cell.isSelected = true
cell.layoutIfNeeded()
print((cell.contentConfiguration as? ListContentConfiguration)?.textProperties.color ?? .clear)

// Prints:
// #FFFFFF
