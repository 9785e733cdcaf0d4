// Fuzzes colours built in code, level by level: the input is read as a program over a pool of
// colours — make a dynamic colour from two or eight of them, blend, mix or ensure contrast
// against another (itself included), set the alpha, lighten, wrap one in itself many times,
// compose transformers step by step — the deep and self-reusing values that overflowed the
// stack or doubled in size at every level before the depth and size policy
// (`Color.maximumNestingDepth`, `Color.maximumNestedColorCount`).
//
// Invariants after every step: nothing traps; the new colour is equal to itself, prints in
// under 200 000 characters, resolves to finite values in every environment (and through a
// trait collection whose tint it is), and survives an exact JSON round trip.

import ConfigState
import Foundation
import FuzzSupport

/// libFuzzer's entry point: runs one program, `count` bytes at `bytes`; always returns 0.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzColorProgram(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    var input = ByteReader(bytes: Array(Fuzz.data(bytes, count)))
    var pool: [Color] = [.systemRed, .tintColor, Color(red: 0.2, green: 0.4, blue: 0.6), .label]
    var transformer = ConfigurationColorTransformer.grayscale
    var steps = 0
    while !input.isAtEnd, steps < 400 {
        steps += 1
        let op = input.next() % 10
        func pick() -> Color { pool[input.next() % pool.count] }
        let fraction = Double(input.next()) / 255
        let made: Color
        switch op {
        case 0:
            made = Color(light: pick(), dark: pick())
        case 1:
            made = Color(
                light: pick(), dark: pick(), highContrastLight: pick(), highContrastDark: pick(),
                elevatedLight: pick(), elevatedDark: pick(), highContrastElevatedLight: pick(),
                highContrastElevatedDark: pick())
        case 2:
            let other = pick()
            made = ConfigurationColorTransformer.blended(with: other, opacity: fraction)(pick())
        case 3:
            let other = pick()
            made = ConfigurationColorTransformer.mixed(with: other, fraction: fraction)(pick())
        case 4:
            let background = pick()
            made = ConfigurationColorTransformer.ensuringContrast(
                against: background, minimum: 1 + fraction * 20)(pick())
        case 5:
            made = pick().withAlphaComponent(fraction)
        case 6:
            transformer = transformer.then(.lightened(by: fraction / 10))
            made = transformer(pick())
        case 7:
            // A colour wrapped in itself, both variants, many levels in one step.
            var color = pick()
            for _ in 0..<(1 + input.next() % 64) { color = Color(light: color, dark: color) }
            made = color
        case 8:
            var color = pick()
            for _ in 0..<(1 + input.next() % 64) {
                color = ConfigurationColorTransformer.blended(with: color, opacity: 0.5)(color)
            }
            made = color
        default:
            var color = pick()
            for _ in 0..<(1 + input.next() * 40) { color = Color(light: color) }
            made = color
        }
        Fuzz.check(made == made, "a colour is not equal to itself")
        Fuzz.check(
            made.description.count < 200_000,
            "a colour prints \(made.description.count) characters")
        Fuzz.checkResolves(made, "step \(steps)")
        let traits = TraitCollection(tintColor: made)
        Fuzz.checkFinite(traits.resolve(Color.tintColor), "the tint of step \(steps)")
        Fuzz.roundTrip(made)
        if pool.count < 16 { pool.append(made) } else { pool[input.next() % pool.count] = made }
    }
    return 0
}
