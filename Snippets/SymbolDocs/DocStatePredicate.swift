// What the example in StatePredicate's documentation shows: predicates combined with `&&`,
// `||` and `!`, and one on a Boolean custom state.

// snippet.hide
import ConfigState

extension CustomStateKey where Value == Bool {
    static let isArchived = CustomStateKey("com.my-app.MyCell.isArchived", defaultValue: false)
}

// snippet.show
let pressedButNotDisabled: StatePredicate = .highlighted && !.disabled
let active: StatePredicate = .selected || .dropTargeted
let archived: StatePredicate = .custom(.isArchived)
// snippet.hide
var state = CellConfigurationState()
state.isHighlighted = true
print(pressedButNotDisabled.matches(state), active.matches(state), archived.matches(state))

// Prints:
// true false false
