// What the example in View's documentation shows: a subview inheriting its superview's traits.

// snippet.hide
import ConfigState

// snippet.show
let root = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
root.traitCollection = TraitCollection(userInterfaceStyle: .dark)
let child = View()
root.addSubview(child)
print(child.traitCollection.userInterfaceStyle)

// Prints:
// dark
