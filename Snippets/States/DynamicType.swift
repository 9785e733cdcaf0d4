// Dynamic Type: text-style fonts resolve per content size category from Apple's table.
import ConfigState

let categories: [ContentSizeCategory] = [
    .extraSmall, .large, .extraExtraExtraLarge, .accessibilityExtraExtraExtraLarge,
]
for category in categories {
    let body = Font.body.resolved(for: category)
    let footnote = Font.footnote.resolved(for: category)
    print(category, body, footnote, separator: " | ")
}

let title = Font.title3.emphasized()
print(title, title.weight, title.pointSize(for: .accessibilityExtraLarge))
print(Font.headline.withWeight(.semibold) == Font.headline)

// A fixed size does not scale; FontMetrics scales your own sizes like a text style.
let fixed = Font.systemFont(ofSize: 14, weight: .medium)
print(fixed.resolved(for: .accessibilityLarge))
let metrics = FontMetrics(forTextStyle: .body)
print(metrics.scaledValue(for: 44, compatibleWith: .accessibilityExtraExtraExtraLarge))
print(ContentSizeCategory.accessibilityMedium.isAccessibilityCategory)

// Prints:
// extraSmall | body 14/19pt regular | footnote 12/16pt regular
// large | body 17/22pt regular | footnote 13/18pt regular
// extraExtraExtraLarge | body 23/29pt regular | footnote 19/24pt regular
// accessibilityExtraExtraExtraLarge | body 53/62pt regular | footnote 44/52pt regular
// title3 (emphasized) semibold 43.0
// true
// system 14pt medium
// 137.1764705882353
// true
