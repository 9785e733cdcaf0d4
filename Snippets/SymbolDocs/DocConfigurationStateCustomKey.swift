// What the example in ConfigurationStateCustomKey's documentation shows: UIKit's own custom
// key example, without the `UI`.

// snippet.hide
import ConfigState

// snippet.show
extension ConfigurationStateCustomKey {
    static let isArchived = ConfigurationStateCustomKey("com.my-app.MyCell.isArchived")
}

extension CellConfigurationState {
    var isArchived: Bool {
        get { return self[.isArchived] as? Bool ?? false }
        set { self[.isArchived] = newValue }
    }
}
// snippet.hide

var state = CellConfigurationState()
state.isArchived = true
print(state.isArchived, state)

// Prints:
// true CellConfigurationState(custom: [com.my-app.MyCell.isArchived: true])
