// What the example in TextMeasurement's documentation shows: a text's width, its lines at a
// width, and the size they take.

// snippet.hide
import ConfigState

// snippet.show
let body = Font.body.resolved(for: .large)  // 17 points on 22-point lines
print(TextMeasurement.width(of: "Inbox", font: body))  // (0.28 + 4 × 0.55) × 17
print(TextMeasurement.lines(of: "Call me when you can", font: body, width: 80))
// The widest line ("when you") by three 22-point lines:
print(TextMeasurement.size(of: "Call me when you can", font: body, width: 80))

// Prints:
// 42.16
// ["Call me", "when you", "can"]
// CGSize(width: 74.8, height: 66.0)
