// Generators for ColorTransform's values: resolved colours, colour descriptions of every kind,
// colour environments and transformers. The public members forward to `ConfigStateGenerators`,
// where `Gen` is not bound to one value type and the generic combinators infer theirs.

extension Gen where Value == Color.Resolved {
    /// Resolved colours with every component in `components` and alpha in `alpha`, shrinking
    /// towards opaque black (each component towards the value in `components` closest to 0,
    /// alpha towards its upper bound).
    ///
    /// Component bounds, 0 and fully opaque and transparent alphas come up often, because
    /// that is where colour maths goes wrong. Values outside `Color.Resolved`'s ranges are
    /// clamped as it documents.
    ///
    ///     Gen.resolvedColor()                                          // the sRGB gamut
    ///     Gen.resolvedColor(components: Color.Resolved.extendedComponentRange)
    ///     Gen.resolvedColor(alpha: 1...1)                              // opaque only
    ///
    /// - Parameters:
    ///   - components: The range of the red, green and blue components; must be finite.
    ///   - alpha: The range of alpha; must be finite.
    /// - Returns: The generator.
    public static func resolvedColor(
        components: ClosedRange<Double> = 0...1, alpha: ClosedRange<Double> = 0...1
    ) -> Gen<Color.Resolved> {
        ConfigStateGenerators.resolvedColor(components: components, alpha: alpha)
    }

    /// Resolved colours whose four channels are exact 8-bit values (`k / 255`), which a hex
    /// string describes without loss; shrinks towards opaque black.
    public static var eightBitResolvedColor: Gen<Color.Resolved> {
        ConfigStateGenerators.eightBitResolvedColor
    }
}

extension Gen where Value == Color {
    /// Colour descriptions of every kind, nested up to two levels; see ``color(depth:)``.
    public static var color: Gen<Color> { ConfigStateGenerators.color(depth: 2) }

    /// Colour descriptions of every storage kind: fixed (in the sRGB gamut, or now and then in
    /// the extended range), named system colours, the tint colour, dynamic colours with a
    /// random subset of their eight variants, and colours with a transformer applied.
    ///
    /// Dynamic and transformed colours nest other colours, down to `depth` levels; at depth 0
    /// only fixed, system and tint colours are made. Transformers are built from named
    /// operations only (see ``colorTransformer(steps:colors:)``), so every generated colour is
    /// `Codable` and compares by value. Shrinks towards fixed opaque black.
    ///
    ///     checkProperty("colours survive JSON", using: Gen.color(depth: 1)) { color in
    ///         let data = try JSONEncoder().encode(color)
    ///         return try JSONDecoder().decode(Color.self, from: data) == color
    ///     }
    ///
    /// - Parameter depth: How many levels dynamic and transformed colours may nest.
    /// - Returns: The generator.
    /// - Complexity: O(*d*) to create. A dynamic colour nests up to eight colours and a transformed
    ///   one up to three, so a generated colour holds at most 8ᵈ colours at its deepest level:
    ///   generating one is exponential in *d* in the worst case, though most are small.
    public static func color(depth: Int) -> Gen<Color> {
        ConfigStateGenerators.color(depth: depth)
    }
}

extension Gen where Value == ColorEnvironment {
    /// Colour environments: light or dark, normal or high contrast, base or elevated, with or
    /// without an accent colour, and the default or another tint. Shrinks towards
    /// `ColorEnvironment()`.
    public static var colorEnvironment: Gen<ColorEnvironment> {
        ConfigStateGenerators.colorEnvironment
    }
}

extension Gen where Value == ConfigurationColorTransformer {
    /// Transformers of up to three named operations; see ``colorTransformer(steps:colors:)``.
    public static var colorTransformer: Gen<ConfigurationColorTransformer> {
        ConfigStateGenerators.colorTransformer(
            steps: 0...3, colors: ConfigStateGenerators.color(depth: 1))
    }

    /// Transformers built from named operations with random parameters: grayscale, inversion,
    /// alpha multiplication and replacement, lightening, darkening, saturation, desaturation,
    /// blending, mixing, contrast guarantees (WCAG and APCA), preferred and monochrome tint.
    ///
    /// The number of operations is in `steps`; no operation at all is
    /// `ConfigurationColorTransformer.identity`, the simplest value, and a single operation
    /// shrinks towards `.grayscale`. Parameters stay inside each
    /// factory's documented range, so every generated transformer round-trips through
    /// `Codable`. Closure transformers are never generated: they compare by identity and
    /// cannot be encoded.
    ///
    /// - Parameters:
    ///   - steps: The allowed numbers of operations; the lower bound must not be negative.
    ///   - colors: The colours that blending, mixing and contrast operations refer to.
    /// - Returns: The generator.
    /// - Complexity: Generating a transformer of *s* steps costs O(*s*²), because the steps are
    ///   joined one by one with `then(_:)`, which copies them; plus generating the colours the
    ///   steps refer to.
    public static func colorTransformer(
        steps: ClosedRange<Int>, colors: Gen<Color>
    ) -> Gen<ConfigurationColorTransformer> {
        ConfigStateGenerators.colorTransformer(steps: steps, colors: colors)
    }
}

extension ConfigStateGenerators {
    static func resolvedColor(
        components: ClosedRange<Double>, alpha: ClosedRange<Double>
    ) -> Gen<Color.Resolved> {
        let component = Gen.double(in: components)
        let alphaWidth = alpha.upperBound - alpha.lowerBound
        let transparency = Gen.double(in: 0...max(alphaWidth, 0))
        return Gen { source in
            let red = try component.generate(from: &source)
            let green = try component.generate(from: &source)
            let blue = try component.generate(from: &source)
            // A fixed alpha draws nothing, so that opaque colours cost three choices.
            let opacity =
                alphaWidth <= 0
                ? alpha.upperBound : alpha.upperBound - (try transparency.generate(from: &source))
            return Color.Resolved(red: red, green: green, blue: blue, alpha: opacity)
        }
    }

    static let eightBitResolvedColor: Gen<Color.Resolved> = {
        let channel = Gen.int(in: UInt8.min...UInt8.max)
        return Gen.zip(channel, channel, channel, channel).map { red, green, blue, transparency in
            Color.Resolved(red8: red, green8: green, blue8: blue, alpha8: 255 - transparency)
        }
    }()

    static func color(depth: Int) -> Gen<Color> {
        let fixed = Gen.oneOf(
            resolvedColor(components: 0...1, alpha: 0...1),
            resolvedColor(components: Color.Resolved.extendedComponentRange, alpha: 0...1)
        ).map { Color($0) }
        let system = Gen<SystemColor>.anyCase.map { Color($0) }
        let tint = Gen.always(Color.tintColor)
        guard depth > 0 else { return Gen.oneOf(fixed, system, tint) }
        let inner = color(depth: depth - 1)
        let variant = Gen.optional(of: inner, probabilityOfSome: 0.3)
        let dynamic = Gen { source in
            Color(
                variants: Color.Variants(
                    light: try inner.generate(from: &source),
                    dark: try variant.generate(from: &source),
                    highContrastLight: try variant.generate(from: &source),
                    highContrastDark: try variant.generate(from: &source),
                    elevatedLight: try variant.generate(from: &source),
                    elevatedDark: try variant.generate(from: &source),
                    highContrastElevatedLight: try variant.generate(from: &source),
                    highContrastElevatedDark: try variant.generate(from: &source)))
        }
        // A transformer applied to a fixed colour is computed at once and gives a fixed colour;
        // a system or dynamic base keeps the transformed form, so half the bases are system.
        let base = Gen.oneOf(system, inner)
        let transformer = colorTransformer(steps: 1...2, colors: inner)
        let transformed = Gen.zip(base, transformer).map { base, transformer in
            transformer(base)
        }
        return Gen.oneOf(fixed, system, tint, dynamic, transformed)
    }

    static let colorEnvironment: Gen<ColorEnvironment> = {
        let accent = Gen.optional(of: color(depth: 1), probabilityOfSome: 0.3)
        let tint = Gen.usually(
            Color.systemBlue, otherwise: color(depth: 1), probabilityOfOther: 0.3)
        return Gen.zip(
            Gen<ColorEnvironment.ColorScheme>.anyCase, Gen<ColorEnvironment.Contrast>.anyCase,
            Gen<ColorEnvironment.Level>.anyCase, accent, tint
        ).map {
            ColorEnvironment(
                colorScheme: $0, contrast: $1, level: $2, accentColor: $3, tintColor: $4)
        }
    }()

    static func colorTransformer(
        steps: ClosedRange<Int>, colors: Gen<Color>
    ) -> Gen<ConfigurationColorTransformer> {
        let unit = Gen.double(in: 0...1)
        let operation = Gen<ConfigurationColorTransformer>.oneOf(
            Gen.always(.grayscale),
            Gen.always(.inverted),
            unit.map { .multiplyingAlpha(by: $0) },
            unit.map { .settingAlpha(to: $0) },
            unit.map { .lightened(by: $0) },
            unit.map { .darkened(by: $0) },
            Gen.double(in: 0...10).map { .saturated(by: $0) },
            unit.map { .desaturated(by: $0) },
            Gen.zip(colors, unit).map { .blended(with: $0, opacity: $1) },
            Gen.zip(colors, unit).map { .mixed(with: $0, fraction: $1) },
            Gen.zip(colors, Gen.double(in: 1...21)).map {
                .ensuringContrast(against: $0, minimum: $1, metric: .wcag2)
            },
            Gen.zip(colors, Gen.double(in: 0...110)).map {
                .ensuringContrast(against: $0, minimum: $1, metric: .apca)
            },
            Gen.always(.preferredTint),
            Gen.always(.monochromeTint)
        )
        return Gen.array(of: operation, count: steps).map { $0.reduce(.identity) { $0.then($1) } }
    }
}
