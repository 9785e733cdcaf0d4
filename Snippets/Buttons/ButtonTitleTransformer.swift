// A title text attributes transformer: the title in the headline font, whatever the size.
import ConfigState

var configuration = Button.Configuration.tinted()
configuration.title = "Add to Cart"
configuration.buttonSize = .small
configuration.titleTextAttributesTransformer = ConfigurationTextAttributesTransformer {
    incoming in
    var outgoing = incoming
    outgoing.font = Font.preferredFont(forTextStyle: .headline)
    return outgoing
}
let button = Button(configuration: configuration)
let title = button.render()!.title!
print(title.text, "—", title.font)

// Prints:
// Add to Cart — headline 17/22pt semibold
