// Every built-in transformer operation, applied to light-mode systemBlue.
import ColorTransform

let environment = ColorEnvironment()
let blue = Color.systemBlue.resolve(in: environment)

let operations: [ConfigurationColorTransformer] = [
    .grayscale, .monochromeTint, .inverted,
    .multiplyingAlpha(by: 0.5), .settingAlpha(to: 0.25),
    .blended(with: .black, opacity: 0.1), .mixed(with: .white, fraction: 0.5),
    .lightened(by: 0.1), .darkened(by: 0.1), .saturated(by: 0.5), .desaturated(by: 0.5),
    .ensuringContrast(against: .white, minimum: 4.5),
    .ensuringContrast(against: .white, minimum: 75, metric: .apca),
]
print(blue.hexString)
for operation in operations {
    print(operation, "=>", operation.apply(to: blue, in: environment).hexString)
}

// UIKit's closure form: the closure sees the colour description.
let swapBlue = ConfigurationColorTransformer { color in
    color == .systemBlue ? .systemIndigo : color
}
print(swapBlue(.systemBlue), swapBlue(.systemRed))

// Prints:
// #007AFF
// grayscale => #7F7F7F
// monochromeTint => #8181818C
// inverted => #FF8500
// multiplyingAlpha(by: 0.5) => #007AFF80
// settingAlpha(to: 0.25) => #007AFF40
// blended(with: #000000, opacity: 0.1) => #006EE6
// mixed(with: #FFFFFF, fraction: 0.5) => #91C0FF
// lightened(by: 0.1) => #5C9FFF
// darkened(by: 0.1) => #005EC8
// saturated(by: 0.5) => #007AFF
// desaturated(by: 0.5) => #5682C1
// ensuringContrast(against: #FFFFFF, minimum: 4.5, metric: wcag2) => #0072F0
// ensuringContrast(against: #FFFFFF, minimum: 75, metric: apca) => #0068DC
// systemIndigo systemRed
