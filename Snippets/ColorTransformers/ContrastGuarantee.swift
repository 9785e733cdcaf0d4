// The contrast guarantee: change lightness as little as possible to reach a target.
import ColorTransform

/// Rounds for printing: the last digits of `pow` and `cbrt` may differ between C libraries.
func rounded(_ value: Double) -> Double { (value * 100).rounded() / 100 }

// systemGray on white is about 3.26:1, below WCAG AA's 4.5:1 for body text.
let gray = Color.Resolved(red8: 142, green8: 142, blue8: 147)
print(rounded(gray.contrastRatio(against: .white)))

let wcag = gray.adjustedForContrast(against: .white, minimum: 4.5)
print(wcag.reachedTarget, wcag.wasAdjusted, wcag.color.hexString, rounded(wcag.contrast))

let apca = gray.adjustedForContrast(against: .white, minimum: 75, metric: .apca)
print(apca.reachedTarget, apca.color.hexString, rounded(apca.contrast))

// When neither white nor black reaches the target, the better extreme is returned, and says so.
let midGray = Color.Resolved(white: 0.5)
let impossible = midGray.adjustedForContrast(against: midGray, minimum: 7)
print(impossible.reachedTarget, impossible.color.hexString, rounded(impossible.contrast))

// As a transformer, per environment, with a report of what each guarantee achieved.
let readable = ConfigurationColorTransformer.ensuringContrast(
    against: .systemBackground, minimum: 4.5)
for environment in ColorEnvironment.standardAppearances {
    let input = Color.systemGray.resolve(in: environment)
    for report in readable.contrastAdjustments(applyingTo: input, in: environment) {
        print(environment, input.hexString, "=>", report.color.hexString, rounded(report.contrast))
    }
}

// Prints:
// 3.26
// true true #76767B 4.5
// true #6E6E73 75.0
// false #000000 5.28
// light #8E8E93 => #76767B 4.5
// dark #8E8E93 => #8E8E93 6.44
// light, high contrast #6C6C70 => #6C6C70 5.23
// dark, high contrast #AEAEB2 => #AEAEB2 9.5
