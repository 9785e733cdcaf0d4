/// A colour in Björn Ottosson's OKLab perceptual colour space
/// (https://bottosson.github.io/posts/oklab/).
///
/// ## Matrices
///
/// ConfigState uses Ottosson's *updated* matrices (the set that replaced his first published
/// `0.4121656120…` one; also used by his `ok_color.h`, culori and Rust's `palette`), going
/// straight from linear sRGB to LMS:
///
/// ```
/// l = ∛(0.4122214695·R + 0.5363325373·G + 0.0514459933·B)
/// m = ∛(0.2119034958·R + 0.6806995506·G + 0.1073969535·B)
/// s = ∛(0.0883024592·R + 0.2817188391·G + 0.6299787017·B)
/// L = 0.2104542683·l + 0.7936177747·m − 0.0040720430·s
/// a = 1.9779985324·l − 2.4285922420·m + 0.4505937096·s
/// b = 0.0259040425·l + 0.7827717125·m − 0.8086757549·s
/// ```
///
/// (full-precision values as in culori's `convertLrgbToOklab.js`), not the CSS Color 4 set
/// recomputed through XYZ-D65; the two differ below 1e-4. Cube roots are real cube roots, so
/// extended-range colours convert too.
public struct OKLab: Hashable, Sendable {
    /// Perceived lightness, 0 (black) … 1 (white).
    public var lightness: Double
    /// Green (−) … red (+) axis.
    public var a: Double
    /// Blue (−) … yellow (+) axis.
    public var b: Double
    /// Opacity, 0…1.
    public var alpha: Double

    /// Creates an OKLab colour.
    public init(lightness: Double, a: Double, b: Double, alpha: Double = 1) {
        self.lightness = lightness
        self.a = a
        self.b = b
        self.alpha = alpha
    }

    /// Converts a linear-light sRGB colour.
    public init(_ linear: LinearRGB) {
        let (red, green, blue) = (linear.red, linear.green, linear.blue)
        // M1 (linear sRGB → LMS), culori `convertLrgbToOklab.js`.
        let l = cubeRoot(
            0.412_221_469_470_763 * red + 0.536_332_537_261_734_8 * green
                + 0.051_445_993_267_502_2 * blue)
        let m = cubeRoot(
            0.211_903_495_817_825_2 * red + 0.680_699_550_645_234_4 * green
                + 0.107_396_953_536_940_6 * blue)
        let s = cubeRoot(
            0.088_302_459_190_056_4 * red + 0.281_718_839_136_121_5 * green
                + 0.629_978_701_673_822_2 * blue)
        // M2 (LMS′ → Lab).
        self.init(
            lightness: 0.210_454_268_309_314 * l + 0.793_617_774_702_305_4 * m
                - 0.004_072_043_011_619_3 * s,
            a: 1.977_998_532_431_168_4 * l - 2.428_592_242_048_579_9 * m
                + 0.450_593_709_617_411 * s,
            b: 0.025_904_042_465_547_8 * l + 0.782_771_712_457_529_6 * m
                - 0.808_675_754_923_077_4 * s,
            alpha: linear.alpha)
    }

    /// Converts a gamma-encoded sRGB colour.
    public init(_ color: Color.Resolved) {
        self.init(LinearRGB(color))
    }

    /// The colour in linear-light sRGB.
    ///
    /// The inverse matrices are the exact inverses of the forward ones above (computed to 40
    /// digits and rounded to 17 significant digits), so that sRGB → OKLab → sRGB round-trips
    /// to within 1e-14. They agree with culori's `convertOklabToLrgb.js` to 1e-9.
    public var linearRGB: LinearRGB {
        let l = lightness + 0.396_337_777_376_174_96 * a + 0.215_803_757_309_913_6 * b
        let m = lightness - 0.105_561_345_815_658_55 * a - 0.063_854_172_825_813_333 * b
        let s = lightness - 0.089_484_177_529_811_821 * a - 1.291_485_548_019_409_3 * b
        let (l3, m3, s3) = (l * l * l, m * m * m, s * s * s)
        return LinearRGB(
            red: 4.076_741_636_075_957_5 * l3 - 3.307_711_539_258_061_5 * m3
                + 0.230_969_903_182_104_63 * s3,
            green: -1.268_437_973_285_031_4 * l3 + 2.609_757_349_287_688_4 * m3
                - 0.341_319_376_002_657_42 * s3,
            blue: -0.004_196_076_138_675_418_8 * l3 - 0.703_418_617_935_936_27 * m3
                + 1.707_614_694_074_611_7 * s3,
            alpha: alpha)
    }

    /// The gamma-encoded sRGB colour (clamped as ``Color/Resolved`` documents).
    public var resolved: Color.Resolved { linearRGB.encoded }
}

/// OKLab in polar form: lightness, chroma and hue.
///
/// `C = √(a² + b²)`, `h = atan2(b, a)` in degrees, normalised to 0..<360 (CSS Color 4). An
/// achromatic colour (chroma below 1e-12) gets hue 0 rather than CSS's "none", so that no NaN
/// appears.
public struct OKLCH: Hashable, Sendable {
    /// Perceived lightness, 0…1.
    public var lightness: Double
    /// Colourfulness, 0 for grays; about 0.32 at most inside sRGB (magenta, `#FF00FF`).
    public var chroma: Double
    /// Hue angle in degrees, 0..<360.
    public var hue: Double
    /// Opacity, 0…1.
    public var alpha: Double

    /// Creates an OKLCH colour.
    public init(lightness: Double, chroma: Double, hue: Double, alpha: Double = 1) {
        self.lightness = lightness
        self.chroma = chroma
        self.hue = hue
        self.alpha = alpha
    }

    /// Converts from OKLab.
    public init(_ lab: OKLab) {
        let chroma = (lab.a * lab.a + lab.b * lab.b).squareRoot()
        var hue = chroma < 1e-12 ? 0 : arcTangent(lab.b, lab.a) * 180 / Double.pi
        if hue < 0 { hue += 360 }
        if hue >= 360 { hue -= 360 }
        self.init(lightness: lab.lightness, chroma: chroma, hue: hue, alpha: lab.alpha)
    }

    /// Converts a gamma-encoded sRGB colour.
    public init(_ color: Color.Resolved) {
        self.init(OKLab(color))
    }

    /// The colour in OKLab.
    public var oklab: OKLab {
        let radians = hue * Double.pi / 180
        return OKLab(
            lightness: lightness, a: chroma * cosine(radians), b: chroma * sine(radians),
            alpha: alpha)
    }

    /// The colour in sRGB, brought into the gamut by reducing chroma at constant lightness and
    /// hue.
    ///
    /// Lightness is first limited to 0…1, chroma to 0…0.5 (above any sRGB colour) and a
    /// non-finite hue becomes 0; NaN lightness or chroma becomes 0. If the colour lies outside 0…1 in sRGB, chroma is
    /// reduced by bisection (24 steps) to the largest value that fits — CSS Color 4's gamut
    /// mapping without its ΔE shortcut — and what remains outside by rounding is clipped.
    ///
    /// - Complexity: O(1): at most 25 conversions from OKLCH to linear sRGB, one check and then a
    ///   24-step bisection of the chroma.
    public var gamutMapped: Color.Resolved {
        var candidate = self
        candidate.lightness = min(max(lightness.isNaN ? 0 : lightness, 0), 1)
        // No colour in sRGB has chroma above 0.33; 0.5 bounds the search and tames +∞.
        candidate.chroma = min(max(chroma.isNaN ? 0 : chroma, 0), 0.5)
        candidate.hue = hue.isFinite ? hue : 0
        if let inGamut = candidate.standardGamutColor(tolerance: 1e-9) { return inGamut }
        var low = 0.0
        var high = candidate.chroma
        for _ in 0..<24 {
            let middle = (low + high) / 2
            candidate.chroma = middle
            if candidate.standardGamutColor(tolerance: 1e-9) != nil {
                low = middle
            } else {
                high = middle
            }
        }
        candidate.chroma = low
        return candidate.oklab.resolved.clippedToStandardGamut
    }

    func standardGamutColor(tolerance: Double) -> Color.Resolved? {
        let linear = oklab.linearRGB
        let range = -tolerance...(1 + tolerance)
        guard range.contains(linear.red), range.contains(linear.green),
            range.contains(linear.blue)
        else { return nil }
        var color = linear.encoded.clippedToStandardGamut
        // Snap rounding dust (1e-46 instead of 0) so that black and white come out exact.
        func snap(_ value: Double) -> Double {
            value < 1e-12 ? 0 : (value > 1 - 1e-12 ? 1 : value)
        }
        color.red = snap(color.red)
        color.green = snap(color.green)
        color.blue = snap(color.blue)
        return color
    }
}

extension Color.Resolved {
    /// The colour in OKLab.
    public var oklab: OKLab { OKLab(self) }

    /// The colour in OKLCH.
    public var oklch: OKLCH { OKLCH(self) }

    /// Mixes this colour with `other` in OKLab, like CSS `color-mix(in oklab, …)`.
    ///
    /// Interpolation is premultiplied: `L`, `a` and `b` are multiplied by alpha, interpolated
    /// linearly by `fraction`, then divided by the interpolated alpha (CSS Color 4 §12.3).
    /// The result is clamped as ``Color/Resolved`` documents.
    ///
    /// - Parameters:
    ///   - other: The colour to mix in.
    ///   - fraction: How much of `other`: 0 gives this colour, 1 gives `other`. Clamped to
    ///     0…1; NaN counts as 0.
    /// - Returns: The mixed colour.
    public func mixed(with other: Color.Resolved, fraction: Double) -> Color.Resolved {
        let t = fraction.clamped(to: 0...1, nan: 0)
        if t == 0 { return self }
        if t == 1 { return other }
        let first = oklab
        let second = other.oklab
        let alpha = first.alpha + (second.alpha - first.alpha) * t
        guard alpha > 0 else { return .clear }
        func blend(_ x: Double, _ y: Double) -> Double {
            (x * first.alpha + (y * second.alpha - x * first.alpha) * t) / alpha
        }
        return OKLab(
            lightness: blend(first.lightness, second.lightness), a: blend(first.a, second.a),
            b: blend(first.b, second.b), alpha: alpha
        ).resolved
    }
}
