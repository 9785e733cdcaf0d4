// What the example in Button's documentation shows: a configuration update handler that reacts
// to the button's state.

// snippet.hide
import ConfigState

// snippet.show
let button = Button(configuration: .filled())
button.configurationUpdateHandler = { button in
    var configuration = button.configuration
    configuration?.showsActivityIndicator = !button.isEnabled
    button.configuration = configuration
}
button.isEnabled = false
print(button.render()?.showsActivityIndicator ?? false)

// Prints:
// true
