// What the example in TraitCollection's documentation shows: changing traits, and a dynamic
// colour resolved in them.

// snippet.hide
import ConfigState

// snippet.show
var traits = TraitCollection()
traits.userInterfaceStyle = .dark
traits.listEnvironment = .sidebar
let label = Color.label.resolve(in: traits.colorEnvironment)
print(label)

// Prints:
// #FFFFFF
