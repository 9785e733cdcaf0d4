// What the example in CellAccessory.layout(_:for:)'s documentation shows: accessories laid out
// for a selected cell in editing mode.

// snippet.hide
import ConfigState

// snippet.show
var state = CellConfigurationState()
state.isEditing = true
state.isSelected = true
let accessories: [CellAccessory] = [.reorder(), .multiselect(), .checkmark()]
let layout = try CellAccessory.layout(accessories, for: state)
print(layout.leading)
print(layout.trailing)

// Prints:
// [multiselect(checked, tint: tintColor)]
// [checkmark(tint: tintColor), reorder(tint: tertiaryLabel, separator: separator)]
