// The tint colour and the accent colour come from the environment.
import ColorTransform

// `Color.tintColor` resolves to the environment's tint, systemBlue by default.
let pink = ColorEnvironment(tintColor: .systemPink)
print(Color.tintColor.resolve(in: ColorEnvironment()), Color.tintColor.resolve(in: pink))

// A tint defined through itself resolves the inner reference to systemBlue.
let halfTint = ColorEnvironment(tintColor: Color.tintColor.withAlphaComponent(0.5))
print(Color.tintColor.resolve(in: halfTint).hexString)

// The accent colour: nil means "multicolour", and preferredTint passes colours through.
let multicolour = ColorEnvironment()
let green = ColorEnvironment(accentColor: .systemGreen)
let icon = ConfigurationColorTransformer.preferredTint(.systemRed)
print(icon.resolve(in: multicolour), icon.resolve(in: green))

// preferredTint keeps the input's alpha.
let faded = ConfigurationColorTransformer.preferredTint(Color.systemRed.withAlphaComponent(0.5))
print(faded.resolve(in: green).hexString)

// Prints:
// #007AFF #FF2D55
// #007AFF80
// #FF3B30 #34C759
// #34C75980
