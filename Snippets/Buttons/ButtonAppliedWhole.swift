// A configuration is applied whole: filled() after bordered() keeps nothing of bordered.
import ConfigState

var bordered = Button.Configuration.bordered()
bordered.title = "Save"
bordered.cornerStyle = .capsule
let button = Button(configuration: bordered)
button.frame = CGRect(x: 0, y: 0, width: 120, height: 44)
print(button.render()!.background.color.hexString, button.render()!.background.cornerRadius)

var filled = Button.Configuration.filled()
filled.title = "Save"
button.configuration = filled
print(button.render()!.background.color.hexString, button.render()!.background.cornerRadius)

// Prints:
// #E5E5EA 22.0
// #007AFF 8.0
