// What the example in FontMetrics's documentation shows: a size scaled like the Body style.

// snippet.hide
import ConfigState

// snippet.show
let metrics = FontMetrics(forTextStyle: .body)
print(metrics.scaledValue(for: 44, compatibleWith: .large))
// 44 × 53/17: Body's point size at this category over its size at Large.
print(metrics.scaledValue(for: 44, compatibleWith: .accessibilityExtraExtraExtraLarge))

// Prints:
// 44.0
// 137.1764705882353
