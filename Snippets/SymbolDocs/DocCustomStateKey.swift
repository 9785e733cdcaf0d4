// What the example in CustomStateKey's documentation shows: a typed key, read without a cast.

// snippet.hide
import ConfigState

// snippet.show
extension CustomStateKey where Value == Bool {
    static let isArchived = CustomStateKey("com.my-app.MyCell.isArchived", defaultValue: false)
}

var state = CellConfigurationState(traitCollection: TraitCollection())
state[.isArchived] = true  // no cast when reading either:
let archived: Bool = state[.isArchived]
// snippet.hide
print(archived)

// Prints:
// true
