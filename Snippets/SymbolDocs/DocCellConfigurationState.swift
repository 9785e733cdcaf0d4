// What the example in CellConfigurationState's documentation shows: flags set on a state.

// snippet.hide
import ConfigState

// snippet.show
var state = CellConfigurationState(traitCollection: TraitCollection())
state.isSelected = true
state.isEditing = true
print(state)

// Prints:
// CellConfigurationState(selected, editing)
