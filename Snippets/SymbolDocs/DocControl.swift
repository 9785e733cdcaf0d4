// What the example in Control's documentation shows: target–action with a closure.

// snippet.hide
import ConfigState

// snippet.show
let button = Button(configuration: .filled())
button.addAction(Action { _ in print("tapped") }, for: .touchUpInside)
button.tap()

// Prints:
// tapped
