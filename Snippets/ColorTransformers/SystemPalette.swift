// Apple's system palette: 36 colours, six variants each.
import ColorTransform

let variants = [
    ColorEnvironment(colorScheme: .light),
    ColorEnvironment(colorScheme: .dark),
    ColorEnvironment(colorScheme: .light, contrast: .high),
    ColorEnvironment(colorScheme: .dark, contrast: .high),
    ColorEnvironment(colorScheme: .dark, level: .elevated),
    ColorEnvironment(colorScheme: .dark, contrast: .high, level: .elevated),
]
for color in [SystemColor.systemBlue, .secondaryLabel, .secondarySystemBackground] {
    print(color, variants.map { color.resolve(in: $0).hexString }.joined(separator: " "))
}

for category in SystemColor.Category.allCases {
    print(category, SystemColor.allCases.filter { $0.category == category }.count)
}

// Prints:
// systemBlue #007AFF #0A84FF #0040DD #409CFF #0A84FF #409CFF
// secondaryLabel #3C3C4399 #EBEBF599 #3C3C43AD #EBEBF5AD #EBEBF599 #EBEBF5AD
// secondarySystemBackground #F2F2F7 #1C1C1E #EBEBF0 #242426 #2C2C2E #363638
// accent 13
// gray 6
// label 5
// separator 2
// fill 4
// background 6
