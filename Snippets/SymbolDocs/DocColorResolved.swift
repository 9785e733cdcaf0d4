// What the example in Color.Resolved's documentation shows: a system colour resolved in an
// environment.

// snippet.hide
import ColorTransform

// snippet.show
let blue = Color.systemBlue.resolve(in: ColorEnvironment(colorScheme: .dark))
print(blue.hexString)

// Prints:
// #0A84FF
