// What the example in HexColorError's documentation shows: the message for a bad hex digit.

// snippet.hide
import ColorTransform

// snippet.show
do {
    _ = try Color(hex: "#12G")
} catch {
    print(error)
}

// Prints:
// "#12G": 'G' at offset 3 is not a hexadecimal digit (0-9, a-f, A-F)
