// The colour maths: transfer function, luminance, contrast, OKLab, OKLCH, gamut mapping, mixing.
import ColorTransform

/// Rounds for printing: the last digits of `pow` and `cbrt` may differ between C libraries.
func rounded(_ value: Double, places: Int = 4) -> Double {
    var scale = 1.0
    for _ in 0..<places { scale *= 10 }
    return (value * scale).rounded() / scale
}

// The sRGB transfer function, both ways.
print(rounded(SRGBTransferFunction.linearize(0.5)), rounded(SRGBTransferFunction.encode(0.5)))

// WCAG 2: relative luminance and contrast ratio.
let blue = Color.Resolved(red8: 0, green8: 122, blue8: 255)
print(rounded(blue.relativeLuminance), rounded(blue.contrastRatio(against: .white)))

// APCA Lc: positive for dark text on a light background, negative for light text on dark.
let gray = try Color.Resolved(hex: "#888")
let white = Color.Resolved.white
print(rounded(gray.apcaContrast(against: white)), rounded(white.apcaContrast(against: gray)))

// OKLab and OKLCH.
let lab = blue.oklab
print(rounded(lab.lightness), rounded(lab.a), rounded(lab.b))
let lch = blue.oklch
print(rounded(lch.lightness), rounded(lch.chroma), rounded(lch.hue, places: 2))

// Gamut mapping: reduce chroma at constant lightness and hue until the colour fits in sRGB.
let vivid = OKLCH(lightness: 0.7, chroma: 0.4, hue: 30)
print(vivid.oklab.resolved.isInStandardGamut, vivid.gamutMapped.hexString)
print(rounded(vivid.gamutMapped.oklch.lightness), rounded(vivid.gamutMapped.oklch.chroma))

// Mixing in OKLab is premultiplied: transparent white does not lighten black.
print(blue.mixed(with: .white, fraction: 0.5).hexString)
print(Color.Resolved.black.mixed(with: Color.Resolved.white.withAlphaComponent(0), fraction: 0.5))

// Compositing is source-over in gamma-encoded sRGB.
print(Color.Resolved.black.withAlphaComponent(0.1).composited(over: blue).hexString)

// Prints:
// 0.214 0.7354
// 0.2114 4.017
// 63.0565 -68.5415
// 0.6028 -0.0474 -0.2125
// 0.6028 0.2177 257.42
// false #FF6551
// 0.7 0.1915
// #91C0FF
// rgba(0, 0, 0, 0.5)
// #006EE6
