// A dynamic colour picks a variant per environment; missing variants fall back.
import ColorTransform

// Only `light` is required.
let surface = Color(light: .white, dark: Color(white: 0.1), highContrastDark: .black)

for scheme in ColorEnvironment.ColorScheme.allCases {
    for contrast in ColorEnvironment.Contrast.allCases {
        for level in ColorEnvironment.Level.allCases {
            let environment = ColorEnvironment(
                colorScheme: scheme, contrast: contrast, level: level)
            print(environment, "=>", surface.resolve(in: environment).hexString)
        }
    }
}

// With no dark variant at all, dark environments use the light ones.
let lightOnly = Color.Variants(light: .white, highContrastLight: .black)
print(lightOnly.color(for: ColorEnvironment(colorScheme: .dark, contrast: .high)))

// Prints:
// light => #FFFFFF
// light, elevated => #FFFFFF
// light, high contrast => #FFFFFF
// light, high contrast, elevated => #FFFFFF
// dark => #1A1A1A
// dark, elevated => #1A1A1A
// dark, high contrast => #000000
// dark, high contrast, elevated => #000000
// #000000
