// What the example in BackgroundConfiguration's documentation shows: unset properties follow
// the style's table for the state, set ones keep their value.

// snippet.hide
import ConfigState

// snippet.show
var background = BackgroundConfiguration.listPlainCell()
background.cornerRadius = 8  // customised: stays 8
var state = CellConfigurationState(traitCollection: TraitCollection())
state.isSelected = true
let selected = background.updated(for: state)
print(selected.backgroundColor == .systemGray4, selected.cornerRadius == 8)

// Prints:
// true true
