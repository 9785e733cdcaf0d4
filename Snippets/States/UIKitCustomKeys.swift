// UIKit's documented custom-state pattern, ported by deleting `UI`.
import ConfigState

extension ConfigurationStateCustomKey {
    static let isArchived = ConfigurationStateCustomKey("com.my-app.MyCell.isArchived")
}

extension CellConfigurationState {
    var isArchived: Bool {
        get { return self[.isArchived] as? Bool ?? false }
        set { self[.isArchived] = newValue }
    }
}

var state = CellConfigurationState()
state.isArchived = true
print(state)
print(state.isArchived, state[.isArchived] == AnyHashable(true))

// The pattern's weak spots: a misspelt name or a value of another type reads as the default.
let misspelt = ConfigurationStateCustomKey("com.my-app.MyCell.isArchve")
print(state[misspelt] as? Bool ?? false)
state[.isArchived] = "yes"
print(state.isArchived)

// Prints:
// CellConfigurationState(custom: [com.my-app.MyCell.isArchived: true])
// true true
// false
// false
