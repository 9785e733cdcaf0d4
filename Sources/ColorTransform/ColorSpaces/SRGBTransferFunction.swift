/// The sRGB transfer function (IEC 61966-2-1), in both directions.
///
/// Decoding (gamma-encoded → linear light):
/// `c ≤ 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055)^2.4`.
/// Encoding (linear → gamma-encoded):
/// `c ≤ 0.0031308 ? 12.92·c : 1.055·c^(1/2.4) − 0.055`.
///
/// Both are applied sign-symmetrically — `f(−c) = −f(c)` — so that extended-range values
/// outside 0…1 round-trip, as culori does (`src/lrgb/convertRgbToLrgb.js`) and as Apple's
/// extended sRGB colour space specifies. The 0.04045 threshold is the one WCAG has used since
/// May 2021 (https://w3c.github.io/wcag/guidelines/relative-luminance.html).
public enum SRGBTransferFunction {
    /// Converts one gamma-encoded sRGB component to linear light.
    public static func linearize(_ encoded: Double) -> Double {
        let magnitude = abs(encoded)
        let linear =
            magnitude <= 0.040_45 ? magnitude / 12.92 : power((magnitude + 0.055) / 1.055, 2.4)
        return encoded < 0 ? -linear : linear
    }

    /// Converts one linear-light component to gamma-encoded sRGB.
    public static func encode(_ linear: Double) -> Double {
        let magnitude = abs(linear)
        let encoded =
            magnitude <= 0.003_130_8
            ? magnitude * 12.92 : 1.055 * power(magnitude, 1 / 2.4) - 0.055
        return linear < 0 ? -encoded : encoded
    }
}

/// A colour in linear-light sRGB (the same primaries and white point as sRGB, without the
/// transfer function), extended range, straight alpha.
public struct LinearRGB: Hashable, Sendable {
    /// Linear red.
    public var red: Double
    /// Linear green.
    public var green: Double
    /// Linear blue.
    public var blue: Double
    /// Opacity, 0…1.
    public var alpha: Double

    /// Creates a linear-light colour. Values are stored as given; converting back to
    /// ``Color/Resolved`` applies its clamps.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Linearises a gamma-encoded colour with ``SRGBTransferFunction/linearize(_:)``.
    public init(_ color: Color.Resolved) {
        self.init(
            red: SRGBTransferFunction.linearize(color.red),
            green: SRGBTransferFunction.linearize(color.green),
            blue: SRGBTransferFunction.linearize(color.blue), alpha: color.alpha)
    }

    /// The gamma-encoded colour, via ``SRGBTransferFunction/encode(_:)``.
    public var encoded: Color.Resolved {
        Color.Resolved(
            red: SRGBTransferFunction.encode(red), green: SRGBTransferFunction.encode(green),
            blue: SRGBTransferFunction.encode(blue), alpha: alpha)
    }
}

extension Color.Resolved {
    /// The colour in linear-light sRGB.
    public var linear: LinearRGB { LinearRGB(self) }

    /// WCAG 2.x relative luminance: `0.2126·R + 0.7152·G + 0.0722·B` on linearised sRGB
    /// (Rec. 709 coefficients; https://w3c.github.io/wcag/guidelines/relative-luminance.html).
    ///
    /// Components are clipped to 0…1 first, as a display would show them; alpha is ignored.
    public var relativeLuminance: Double {
        let red = SRGBTransferFunction.linearize(min(max(red, 0), 1))
        let green = SRGBTransferFunction.linearize(min(max(green, 0), 1))
        let blue = SRGBTransferFunction.linearize(min(max(blue, 0), 1))
        return 0.2126 * red + 0.7152 * green + 0.0722 * blue
    }
}
