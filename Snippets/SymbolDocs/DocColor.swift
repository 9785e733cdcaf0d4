// What the example in Color's documentation shows: colours described, resolved and printed.

// snippet.hide
import ColorTransform

// snippet.show
let label = Color.secondaryLabel
let dark = ColorEnvironment(colorScheme: .dark)
print(label.resolve(in: dark))
print(Color.systemBlue)
print(Color(red: 1, green: 0, blue: 0))

// Prints:
// #EBEBF599
// systemBlue
// #FF0000
