// The ColorTransform overview: describe, resolve, transform, measure.
import ColorTransform

let dark = ColorEnvironment(colorScheme: .dark, contrast: .high)
print(Color.systemBlue.resolve(in: dark))

let pressed = ConfigurationColorTransformer.blended(with: .black, opacity: 0.1)
    .then(.ensuringContrast(against: .systemBackground, minimum: 4.5))
let color = pressed(.systemGray)
print(color.resolve(in: ColorEnvironment()).hexString, color.resolve(in: dark).hexString)

let white = Color.Resolved.white
let blue = Color.systemBlue.resolve(in: ColorEnvironment())
print((white.contrastRatio(against: blue) * 100).rounded() / 100)

// Prints:
// #409CFF
// #76767B #9D9DA0
// 4.02
