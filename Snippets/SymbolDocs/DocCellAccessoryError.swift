// What the example in CellAccessoryError's documentation shows: the message for two checkmarks.

// snippet.hide
import ConfigState

let state = CellConfigurationState()

// snippet.show
do {
    _ = try CellAccessory.layout([.checkmark(), .label(text: "2"), .checkmark()], for: state)
} catch {
    print(error)
    // the accessories hold 2 checkmark accessories that would be displayed together, at
    // positions 0 and 2; …
}
// snippet.hide

// Prints:
// the accessories hold 2 checkmark accessories that would be displayed together, at positions 0 and 2; a cell shows each system accessory at most once (UIKit throws "Accessories array contains more than one system accessory of the same type") — keep one, give the others displayed states that never overlap (.whenEditing and .whenNotEditing), or use customView(configuration:) for a repeated accessory
