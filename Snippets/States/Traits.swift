// A trait collection, its colour environment, and how it resolves colours.
import ConfigState

var traits = TraitCollection()
print(traits)
traits.userInterfaceStyle = .dark
traits.accessibilityContrast = .high
traits.listEnvironment = .sidebar
print(traits)
print(traits.colorEnvironment)
print(traits.resolve(.systemBlue), traits.resolve(.secondaryLabel))

// Unspecified traits resolve as UIKit's do: light, normal contrast, base level.
let unspecified = TraitCollection(userInterfaceStyle: .unspecified)
print(unspecified.resolve(.label))

// Out-of-range numbers are clamped, never trapped.
traits.displayScale = .nan
print(traits.displayScale)

// Prints:
// TraitCollection(default)
// TraitCollection(dark, high contrast, listEnvironment: sidebar)
// dark, high contrast
// #409CFF #EBEBF5AD
// #000000
// 1.0
