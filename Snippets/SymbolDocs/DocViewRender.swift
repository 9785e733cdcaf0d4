// What the example in ViewRender's documentation shows: everything a list cell shows, printed.

// snippet.hide
import ConfigState

// snippet.show
let cell = CollectionViewListCell()
var content = cell.defaultContentConfiguration()
content.text = "Inbox"
cell.contentConfiguration = content
print(cell.render())

// Prints:
// content.text.text = "Inbox"
// content.text.font = body 17/22pt regular
// content.text.color = #000000
// content.text.numberOfLines = 0
// content.text.alignment = natural
// content.text.lineBreakMode = byTruncatingTail
// content.layout = stacked
// content.margins = {11, 16, 11, 8}
// content.imageToTextPadding = 0
// content.textToSecondaryTextPadding = 0
// content.alpha = 1
// background.color = #FFFFFF
// background.cornerRadius = 0
// background.insets = {0, 0, 0, 0}
// indentation = 0
// separatorInsets = {0, 16, 0, 0}
