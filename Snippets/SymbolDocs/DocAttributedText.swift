// What the example in AttributedText's documentation shows: runs with their own font and colour.

// snippet.hide
import ConfigState

// snippet.show
let title = AttributedText([
    .init("Due "),
    .init("today", font: .headline, foregroundColor: .systemRed),
])
print(title.string)

// Prints:
// Due today
