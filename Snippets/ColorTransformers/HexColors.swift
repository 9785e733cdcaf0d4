// Hex strings, and what happens to values that are out of range.
import ColorTransform

print(try Color(hex: "#0A84FF"), try Color(hex: "#F80"), try Color(hex: "#0a84ff80"))

// A malformed string throws a HexColorError that says what is wrong and where.
for text in ["#12G", "0A84FF", "#0A84F"] {
    do {
        _ = try Color(hex: text)
    } catch {
        print(error)
    }
}

// Initializers clamp: NaN becomes 0, components stay in -1...2 and alpha in 0...1.
print(Color.Resolved(red: .nan, green: 3, blue: -5, alpha: 2))

// The validating initializer throws instead.
do {
    _ = try Color.Resolved(validatingRed: 0.5, green: 3, blue: 0)
} catch {
    print(error)
}

// Prints:
// #0A84FF #FF8800 #0A84FF80
// "#12G": 'G' at offset 3 is not a hexadecimal digit (0-9, a-f, A-F)
// "0A84FF": expected '#' at offset 0 but found '0'; hex colours look like #RRGGBB
// "#0A84F": 5 hex digits after '#'; expected 3 (#RGB), 4 (#RGBA), 6 (#RRGGBB) or 8 (#RRGGBBAA)
// rgba(0, 2, -1, 1)
// colour component green is 3; it must lie in -1...2
