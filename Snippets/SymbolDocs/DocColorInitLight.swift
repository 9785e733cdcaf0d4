// What the example in Color.init(light:dark:…)'s documentation shows: a dynamic colour with a
// light and a dark variant.

// snippet.hide
import ColorTransform

// snippet.show
let surface = Color(light: .white, dark: Color(white: 0.1))
// snippet.hide
print(surface.resolve(in: ColorEnvironment(colorScheme: .light)).hexString)
print(surface.resolve(in: ColorEnvironment(colorScheme: .dark)).hexString)

// Prints:
// #FFFFFF
// #1A1A1A
