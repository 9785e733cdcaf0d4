// View and cell configuration states: flags, traits, equality and conversion.
import ConfigState

var state = CellConfigurationState(traitCollection: TraitCollection(userInterfaceStyle: .dark))
print(state)
state.isSelected = true
state.isEditing = true
state.cellDragState = .lifting
print(state)

// The view part keeps the five view flags, the traits and the custom states.
let view = state.viewConfigurationState
print(view)
print(view.cellConfigurationState == state)

// Equality and hashing cover every flag, the traits and the custom states.
var same = CellConfigurationState(traitCollection: TraitCollection(userInterfaceStyle: .dark))
same.cellDragState = .lifting
same.isEditing = true
same.isSelected = true
print(same == state, same.hashValue == state.hashValue)

// Prints:
// CellConfigurationState(traits: [dark])
// CellConfigurationState(selected, editing, drag: lifting, traits: [dark])
// ViewConfigurationState(selected, traits: [dark])
// false
// true true
