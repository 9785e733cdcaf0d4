// What the example in Color.init(hex:)'s documentation shows: a fixed colour from a hex string.

// snippet.hide
import ColorTransform

// snippet.show
let brand = try Color(hex: "#0A84FF")
// snippet.hide
print(brand)

// Prints:
// #0A84FF
