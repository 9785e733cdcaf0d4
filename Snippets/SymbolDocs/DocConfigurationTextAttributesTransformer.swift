// What the example in ConfigurationTextAttributesTransformer's documentation shows: a title
// transformer that sets the font, ported from UIKit.

// snippet.hide
import ConfigState

// snippet.show
var configuration = Button.Configuration.filled()
configuration.titleTextAttributesTransformer = ConfigurationTextAttributesTransformer {
    incoming in
    var outgoing = incoming
    outgoing.font = Font.preferredFont(forTextStyle: .headline)
    return outgoing
}
