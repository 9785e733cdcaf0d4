// What the example in CellAccessory's documentation shows: which accessories a cell shows, and
// how, out of editing mode and in it.

// snippet.hide
import ConfigState

// snippet.show
let accessories: [CellAccessory] = [
    .disclosureIndicator(),
    .label(text: "12"),
    .delete(),
    .customView(configuration: .init(customView: CustomView("badge"), placement: .trailing())),
]
var state = CellConfigurationState()
for item in try CellAccessory.layout(accessories, for: state).trailing {
    print(item)
}
state.isEditing = true
print(try CellAccessory.layout(accessories, for: state).leading)

// Prints:
// customView(badge, tint: tintColor)
// label("12", tint: secondaryLabel, font: body)
// disclosureIndicator(tint: tertiaryLabel)
// [delete(tint: systemRed)]
