// What the example in ListContentConfiguration's documentation shows: content set on a cell
// configuration, and the style's colour for the disabled state.

// snippet.hide
import ConfigState

// snippet.show
var content = ListContentConfiguration.cell()
content.text = "Inbox"
content.secondaryText = "3 unread"
content.image = Image(systemName: "tray")

var state = CellConfigurationState(traitCollection: TraitCollection())
state.isDisabled = true
let disabled = content.updated(for: state)
print(disabled.textProperties.color)

// Prints:
// tertiaryLabel
