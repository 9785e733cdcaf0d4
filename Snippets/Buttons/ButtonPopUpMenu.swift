// A pop-up button: a menu of actions shown as the primary action, with the selection shown as
// the title, as UIKit code writes it with `UI` deleted.
import ConfigState

var sortOrder = "Name"
let choose: Action.Handler = { action in sortOrder = action.title }
let byName = Action(title: "Name", state: .on, handler: choose)
let byDate = Action(title: "Date", handler: choose)
let bySize = Action(title: "Size", handler: choose)

let button = Button(configuration: .bordered())
button.menu = Menu(title: "Sort by", children: [byName, byDate, bySize])
button.showsMenuAsPrimaryAction = true
button.changesSelectionAsPrimaryAction = true

var render = button.render()!
print(render.title!.text, render.indicator)

button.tap()  // presents the menu (headless: counted)
button.chooseMenuAction(byDate)  // what the user's choice does
render = button.render()!
print(render.title!.text, sortOrder, button.menuPresentationCount)
print(button.menu!.selectedElements.map(\.title), byName.state, byDate.state)
let size = button.intrinsicContentSize
print("fits in", size.width.rounded(.up), "×", size.height)

// Prints:
// Name popup
// Date Date 1
// ["Date"] off on
// fits in 73.0 × 36.0
