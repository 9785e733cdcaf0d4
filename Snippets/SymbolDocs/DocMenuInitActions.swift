// What the example in Menu.init(title:subtitle:image:identifier:options:children:)'s
// documentation shows: a single-selection menu of actions.

// snippet.hide
import ConfigState

// snippet.show
let sort = Menu(
    title: "Sort by", options: .singleSelection,
    children: [
        Action(title: "Name", state: .on) { _ in },
        Action(title: "Date") { _ in },
    ])
// snippet.hide
print(sort)

// Prints:
// Menu(Sort by: [*Name*, Date])
