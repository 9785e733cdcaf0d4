// What the example in ColorEnvironment's documentation shows: a colour resolved in a dark,
// high-contrast environment.

// snippet.hide
import ColorTransform

// snippet.show
let environment = ColorEnvironment(colorScheme: .dark, contrast: .high)
let resolved = Color.systemRed.resolve(in: environment)
print(resolved)

// Prints:
// #FF6961
