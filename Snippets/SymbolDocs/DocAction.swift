// What the example in Action's documentation shows: an action as a button's primary action.

// snippet.hide
import ConfigState

// snippet.show
let save = Action(title: "Save") { action in
    print("saved by", action.sender as? Button as Any)
}
let button = Button(configuration: .filled(), primaryAction: save)
button.tap()
// snippet.hide

// Prints:
// saved by Optional(ConfigState.Button)
