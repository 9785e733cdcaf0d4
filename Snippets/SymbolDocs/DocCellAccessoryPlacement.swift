// What the example in CellAccessory.Placement's documentation shows: a custom accessory placed
// relative to a system one.

// snippet.hide
import ConfigState

// snippet.show
// Just after the label, or first on the trailing edge if there is no label:
let badge = CellAccessory.customView(
    configuration: .init(
        customView: CustomView("badge"), placement: .trailing(at: .after(.label))))
// UIKit's spelling works too:
let position = CellAccessory.Placement.position(after: .label(text: "3"))
print(position)

// Prints:
// after(label)
