extension ConfigurationColorTransformer {
    /// A gray of the same luminance: UIKit's `grayscale`.
    ///
    /// Maths: relative luminance with Rec. 709 coefficients on *linear* light,
    /// `Y = 0.2126·R + 0.7152·G + 0.0722·B` (R, G, B linearised with the sRGB transfer
    /// function, sign-symmetric), then every channel becomes `encode(Y)`. Alpha is kept.
    /// A colour that is already gray (R = G = B) is returned unchanged, so the operation is
    /// exactly idempotent.
    public static let grayscale = ConfigurationColorTransformer(.grayscale)

    /// The environment's accent colour, or the input unchanged when there is none
    /// ("multicolour"): UIKit's `preferredTint`.
    ///
    /// Maths: when ``ColorEnvironment/accentColor`` is set, the output is that colour
    /// (resolved with no accent, so an accent defined through this transformer cannot recurse)
    /// with its alpha multiplied by the input's alpha, so that de-emphasised inputs stay
    /// de-emphasised.
    public static let preferredTint = ConfigurationColorTransformer(.preferredTint)

    /// A neutral, de-emphasised tint that ignores the accent colour: UIKit's `monochromeTint`.
    ///
    /// Maths: the input's OKLab lightness is kept and its chroma set to 0 (a neutral gray of
    /// the same perceived lightness), and alpha is multiplied by 140/255 ≈ 0.549. UIKit
    /// documents no maths for it; the alpha is borrowed from an unconfirmed third-party
    /// measurement (reference notes §4), which saw white at alpha 140/255 for every input on one
    /// host — ConfigState keeps the input's lightness instead of forcing white.
    public static let monochromeTint = ConfigurationColorTransformer(.monochromeTint)

    /// The photographic negative: each gamma-encoded channel `c` becomes `1 − c`; alpha is
    /// kept. Applying it twice gives the input back, up to floating-point rounding.
    public static let inverted = ConfigurationColorTransformer(.invert)

    /// Multiplies alpha: `alpha′ = alpha · factor`.
    ///
    /// - Parameter factor: Clamped to 0…1; NaN counts as 1 (no change).
    public static func multiplyingAlpha(by factor: Double) -> ConfigurationColorTransformer {
        ConfigurationColorTransformer(.multiplyAlpha(factor.clamped(to: 0...1, nan: 1)))
    }

    /// Replaces alpha, as `withAlphaComponent(_:)` does.
    ///
    /// - Parameter alpha: Clamped to 0…1; NaN counts as 0.
    public static func settingAlpha(to alpha: Double) -> ConfigurationColorTransformer {
        ConfigurationColorTransformer(.setAlpha(alpha.clamped(to: 0...1, nan: 0)))
    }

    /// Draws `color` at `opacity` over the input — a Material-style "state layer".
    ///
    /// Maths: source-over compositing in gamma-encoded sRGB (``Color/Resolved/composited(over:)``)
    /// of `color` with its alpha multiplied by `opacity`, over the input. With an opaque input
    /// this is `out = input·(1 − a) + color·a`, `a = opacity · color.alpha`.
    ///
    /// Material 3 uses the content colour at 0.08 (hover), 0.10 (focus, press) and 0.16 (drag).
    ///
    /// - Parameters:
    ///   - color: The layer colour, resolved in the same environment.
    ///   - opacity: Clamped to 0…1; NaN counts as 0 (no change).
    public static func blended(with color: Color, opacity: Double)
        -> ConfigurationColorTransformer
    {
        ConfigurationColorTransformer(.blend(color, opacity: opacity.clamped(to: 0...1, nan: 0)))
    }

    /// Mixes the input with `color` in OKLab, like CSS `color-mix(in oklab, input, color t)`.
    ///
    /// Maths: ``Color/Resolved/mixed(with:fraction:)`` — premultiplied linear interpolation of
    /// L, a, b and alpha.
    ///
    /// - Parameters:
    ///   - color: The colour to mix in, resolved in the same environment.
    ///   - fraction: 0 keeps the input, 1 gives `color`. Clamped to 0…1; NaN counts as 0.
    public static func mixed(with color: Color, fraction: Double) -> ConfigurationColorTransformer {
        ConfigurationColorTransformer(.mix(color, fraction: fraction.clamped(to: 0...1, nan: 0)))
    }

    /// Raises OKLCH lightness: `L′ = min(L + amount, 1)`, hue and chroma kept, then mapped into
    /// the sRGB gamut (``OKLCH/gamutMapped``).
    ///
    /// - Parameter amount: Clamped to 0…1; NaN counts as 0.
    public static func lightened(by amount: Double) -> ConfigurationColorTransformer {
        ConfigurationColorTransformer(.adjustLightness(amount.clamped(to: 0...1, nan: 0)))
    }

    /// Lowers OKLCH lightness: `L′ = max(L − amount, 0)`, hue and chroma kept, then mapped into
    /// the sRGB gamut.
    ///
    /// - Parameter amount: Clamped to 0…1; NaN counts as 0.
    public static func darkened(by amount: Double) -> ConfigurationColorTransformer {
        ConfigurationColorTransformer(.adjustLightness(-amount.clamped(to: 0...1, nan: 0)))
    }

    /// Raises OKLCH chroma: `C′ = C · (1 + amount)`, lightness and hue kept, then mapped into
    /// the sRGB gamut (so very large amounts saturate to the gamut edge).
    ///
    /// - Parameter amount: Clamped to 0…10; NaN counts as 0.
    public static func saturated(by amount: Double) -> ConfigurationColorTransformer {
        ConfigurationColorTransformer(.adjustChroma(amount.clamped(to: 0...10, nan: 0)))
    }

    /// Lowers OKLCH chroma: `C′ = C · (1 − amount)`; 1 gives a gray of the same OKLab
    /// lightness.
    ///
    /// - Parameter amount: Clamped to 0…1; NaN counts as 0.
    public static func desaturated(by amount: Double) -> ConfigurationColorTransformer {
        ConfigurationColorTransformer(.adjustChroma(-amount.clamped(to: 0...1, nan: 0)))
    }

    /// Adjusts OKLCH lightness, as little as needed, until the input reaches `minimum`
    /// contrast against `background`.
    ///
    /// Maths: ``Color/Resolved/adjustedForContrast(against:minimum:metric:)``. When the target
    /// cannot be reached the result is the attainable colour with the most contrast; use
    /// ``contrastAdjustments(applyingTo:in:)`` to learn whether the target was met.
    ///
    /// - Parameters:
    ///   - background: The colour the result is drawn on, resolved in the same environment.
    ///   - minimum: The contrast to reach: a WCAG ratio (clamped to 1…21) or an APCA |Lc|
    ///     (clamped to 0…110). NaN counts as the lowest value (no adjustment).
    ///   - metric: ``ContrastMetric/wcag2`` (default) or ``ContrastMetric/apca``.
    public static func ensuringContrast(
        against background: Color, minimum: Double, metric: ContrastMetric = .wcag2
    ) -> ConfigurationColorTransformer {
        let range: ClosedRange<Double> = metric == .wcag2 ? 1...21 : 0...110
        return ConfigurationColorTransformer(
            .contrast(
                background, minimum: minimum.clamped(to: range, nan: range.lowerBound),
                metric: metric))
    }
}

extension ConfigurationColorTransformer.Step {
    var isClosure: Bool {
        if case .closure = self { return true }
        return false
    }

    var dependsOnEnvironment: Bool {
        switch self {
        case .preferredTint, .closure: return true
        case .blend(let color, _), .mix(let color, _), .contrast(let color, _, _):
            return !color.isFixed
        case .grayscale, .monochromeTint, .invert, .multiplyAlpha, .setAlpha, .adjustLightness,
            .adjustChroma:
            return false
        }
    }

    func apply(to color: Color.Resolved, in environment: ColorEnvironment) -> Color.Resolved {
        switch self {
        case .grayscale:
            return Self.grayscaled(color)
        case .preferredTint:
            guard let accent = environment.accentColor else { return color }
            var inner = environment
            inner.accentColor = nil
            var result = accent.resolve(in: inner)
            result.alpha *= color.alpha
            return result
        case .monochromeTint:
            var lab = color.oklab
            lab.a = 0
            lab.b = 0
            var result = lab.resolved
            result.alpha = color.alpha * (140.0 / 255.0)
            return result
        case .invert:
            return Color.Resolved(
                red: 1 - color.red, green: 1 - color.green, blue: 1 - color.blue,
                alpha: color.alpha)
        case .multiplyAlpha(let factor):
            return color.withAlphaComponent(color.alpha * factor)
        case .setAlpha(let alpha):
            return color.withAlphaComponent(alpha)
        case .adjustLightness(let amount):
            var lch = color.oklch
            lch.lightness = min(max(lch.lightness + amount, 0), 1)
            return lch.gamutMapped
        case .adjustChroma(let amount):
            var lch = color.oklch
            lch.chroma = max(lch.chroma * (1 + amount), 0)
            return lch.gamutMapped
        case .blend(let layer, let opacity):
            var top = layer.resolve(in: environment)
            top.alpha *= opacity
            return top.composited(over: color)
        case .mix(let other, let fraction):
            return color.mixed(with: other.resolve(in: environment), fraction: fraction)
        case .contrast(let background, let minimum, let metric):
            return color.adjustedForContrast(
                against: background.resolve(in: environment), minimum: minimum, metric: metric
            ).color
        case .closure(let box):
            return box.transform(Color(color)).resolve(in: environment)
        }
    }

    static func grayscaled(_ color: Color.Resolved) -> Color.Resolved {
        if color.red == color.green && color.green == color.blue { return color }
        let luminance =
            0.2126 * SRGBTransferFunction.linearize(color.red) + 0.7152
            * SRGBTransferFunction.linearize(color.green) + 0.0722
            * SRGBTransferFunction.linearize(color.blue)
        let gray = SRGBTransferFunction.encode(luminance)
        return Color.Resolved(red: gray, green: gray, blue: gray, alpha: color.alpha)
    }
}
