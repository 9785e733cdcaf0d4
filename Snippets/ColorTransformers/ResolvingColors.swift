// A colour is a description; an environment resolves it to RGBA values.
import ColorTransform

// The five kinds of description.
let fixed = Color(red8: 10, green8: 132, blue8: 255)
let system = Color.systemBlue
let dynamic = Color(light: .white, dark: Color(white: 0.1))
let tint = Color.tintColor
let transformed = ConfigurationColorTransformer.grayscale(.systemBlue)

// Every argument of ColorEnvironment has UIKit's default: light, normal contrast, base level.
let light = ColorEnvironment()
let dark = ColorEnvironment(colorScheme: .dark)

for color in [fixed, system, dynamic, tint, transformed] {
    let values = [color.resolve(in: light), color.resolve(in: dark)]
    print(color, "=>", values.map(\.hexString).joined(separator: " "))
}

// Equality compares descriptions, not appearances.
print(fixed == system, fixed.resolve(in: dark) == system.resolve(in: dark))

// Prints:
// #0A84FF => #0A84FF #0A84FF
// systemBlue => #007AFF #0A84FF
// dynamic(light: #FFFFFF, dark: rgba(0.1, 0.1, 0.1, 1)) => #FFFFFF #1A1A1A
// tintColor => #007AFF #0A84FF
// systemBlue -> grayscale => #7F7F7F #868686
// false true
