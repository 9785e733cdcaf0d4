// State-aware values: first-match rules over state predicates, with value equality.
import ConfigState

let textColor = StateAwareValue(Color.label)
    .when(.disabled, .tertiaryLabel)
    .when(.selected || .highlighted, .white)

var state = CellConfigurationState(traitCollection: TraitCollection())
print(textColor.resolve(for: state))
state.isHighlighted = true
print(textColor.resolve(for: state))
state.isDisabled = true
print(textColor.resolve(for: state))

// Rules are data: equal rules make equal values.
let again = StateAwareValue(Color.label)
    .when(.disabled, .tertiaryLabel)
    .when(.selected || .highlighted, .white)
print(textColor == again)
print(textColor)

// Any Hashable value works, and predicates can test custom states.
extension CustomStateKey where Value == Bool {
    static let isArchived = CustomStateKey("com.example.isArchived", defaultValue: false)
}
let font = StateAwareValue(Font.body).when(
    .custom(.isArchived) && !.selected, Font.body.withWeight(.light))
state[.isArchived] = true
print(font.resolve(for: state))

// Prints:
// label
// #FFFFFF
// tertiaryLabel
// true
// StateAwareValue(disabled: tertiaryLabel; selected || highlighted: #FFFFFF; default: label)
// body light
