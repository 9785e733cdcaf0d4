// What the example in Font's documentation shows: a text-style font's sizes across categories,
// and a fixed-size font.

// snippet.hide
import ConfigState

// snippet.show
let title = Font.title3.emphasized()
print(title.pointSize(for: .large))
print(title.pointSize(for: .accessibilityExtraLarge))
print(title.weight)
print(Font.systemFont(ofSize: 14, weight: .medium).pointSize(for: .extraSmall))

// Prints:
// 20.0
// 43.0
// semibold
// 14.0
