// Typed custom keys: declared once with a type and a default, read without casts.
import ConfigState

extension CustomStateKey where Value == Bool {
    static let isArchived = CustomStateKey("com.my-app.MyCell.isArchived", defaultValue: false)
}

extension CustomStateKey where Value == Int {
    static let unreadCount = CustomStateKey("com.my-app.MyCell.unreadCount", defaultValue: 0)
}

var state = CellConfigurationState()
state[.isArchived] = true
state[.unreadCount] = 3
let isArchived: Bool = state[.isArchived]
print(isArchived, state[.unreadCount] + 1)
print(state)

// A typed key shares the untyped subscript's storage under the same name.
let untyped = ConfigurationStateCustomKey("com.my-app.MyCell.unreadCount")
print(state[untyped] == AnyHashable(3))
state[untyped] = "three"
print(state[.unreadCount])

// Setting the default removes the entry: the state equals one that never had the key.
state[.isArchived] = false
state[.unreadCount] = 0
print(state, state == CellConfigurationState())

// Typed keys work in state predicates too.
state[.isArchived] = true
print(StatePredicate.custom(.isArchived).matches(state))

// Prints:
// true 4
// CellConfigurationState(custom: [com.my-app.MyCell.isArchived: true, com.my-app.MyCell.unreadCount: 3])
// true
// 0
// CellConfigurationState(normal) true
// true
