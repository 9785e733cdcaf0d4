// What the example in Button.Configuration's documentation shows: a filled configuration with a
// title and subtitle, rendered while highlighted.

// snippet.hide
import ConfigState

// snippet.show
var configuration = Button.Configuration.filled()
configuration.title = "Checkout"
configuration.subtitle = "2 items"
let button = Button(configuration: configuration)
button.isHighlighted = true
print(button.render()?.title?.text ?? "")

// Prints:
// Checkout
