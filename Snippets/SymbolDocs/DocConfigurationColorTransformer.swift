// What the example in ConfigurationColorTransformer's documentation shows: transformers as
// values that compose and print.

// snippet.hide
import ColorTransform

// snippet.show
let pressed = ConfigurationColorTransformer.blended(with: .black, opacity: 0.1)
    .then(.multiplyingAlpha(by: 0.8))
print(pressed)
let color = pressed(.systemBlue)  // resolves per environment

// Prints:
// blended(with: #000000, opacity: 0.1) -> multiplyingAlpha(by: 0.8)
