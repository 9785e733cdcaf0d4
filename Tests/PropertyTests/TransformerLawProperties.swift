import ConfigStateTesting
import Testing

// Invariant 4 (SPEC §8): transformer laws — identity, associativity of composition (as values
// and as functions), grayscale idempotent and achromatic, inversion an involution, alpha
// operations composing multiplicatively within their clamps, contrast guarantees that reach
// their target or say they cannot, and no NaN from any transformer.

/// Colours for the laws: in the sRGB gamut or the extended range, any alpha.
let lawColors = Gen.oneOf(
    Gen.resolvedColor(), Gen.resolvedColor(components: Color.Resolved.extendedComponentRange))

/// Transformers built from named operations, with colours of every kind as parameters.
let lawTransformers = Gen.colorTransformer(steps: 0...3, colors: Gen.color(depth: 1))

/// Every factory with parameters drawn from anything a caller might pass, NaN and ±∞
/// included: the clamps must keep every output finite.
let hostileTransformers: Gen<ConfigurationColorTransformer> = {
    let number = Gen.doubleIncludingNonFinite(in: -50...50)
    let color = Gen.color(depth: 1)
    let operation = Gen<ConfigurationColorTransformer>.oneOf(
        number.map { .multiplyingAlpha(by: $0) }, number.map { .settingAlpha(to: $0) },
        number.map { .lightened(by: $0) }, number.map { .darkened(by: $0) },
        number.map { .saturated(by: $0) }, number.map { .desaturated(by: $0) },
        Gen.zip(color, number).map { .blended(with: $0, opacity: $1) },
        Gen.zip(color, number).map { .mixed(with: $0, fraction: $1) },
        Gen.zip(color, number, Gen<ContrastMetric>.anyCase).map {
            .ensuringContrast(against: $0, minimum: $1, metric: $2)
        },
        Gen.element(of: [.grayscale, .inverted, .preferredTint, .monochromeTint, .identity]))
    return Gen.array(of: operation, count: 1...4).map { $0.reduce(.identity) { $0.then($1) } }
}()

/// Components a caller might pass, NaN and ±∞ included; `Color.Resolved` clamps them.
let hostileColors = Gen.zip(
    Gen.doubleIncludingNonFinite(in: -3...3), Gen.doubleIncludingNonFinite(in: -3...3),
    Gen.doubleIncludingNonFinite(in: -3...3), Gen.doubleIncludingNonFinite(in: -1...2)
).map { Color.Resolved(red: $0, green: $1, blue: $2, alpha: $3) }

/// Requires two resolved colours to agree within `tolerance` in every component.
func requireClose(
    _ actual: Color.Resolved, _ expected: Color.Resolved, within tolerance: Double,
    _ what: String, fileID: String = #fileID, line: Int = #line
) throws {
    let components = [
        ("red", actual.red, expected.red), ("green", actual.green, expected.green),
        ("blue", actual.blue, expected.blue), ("alpha", actual.alpha, expected.alpha),
    ]
    for (name, a, e) in components {
        try requireClose(a, e, within: tolerance, "\(what) (\(name))", fileID: fileID, line: line)
    }
}

@Suite("Invariant 4: transformer laws")
struct TransformerLawProperties {
    @Test func identityIsNeutralOnBothSides() {
        checkProperty(
            "identity composed on either side of a transformer is that transformer, as a value "
                + "and as a function",
            using: Gen.zip(lawTransformers, lawColors, Gen.colorEnvironment),
            configuration: Cases.standard
        ) { transformer, color, environment in
            let identity = ConfigurationColorTransformer.identity
            try requireEqual(identity.then(transformer), transformer, "identity then t")
            try requireEqual(transformer.then(identity), transformer, "t then identity")
            try require(
                identity.then(transformer).hashValue == transformer.hashValue, "hash differs")
            try requireEqual(identity.apply(to: color, in: environment), color, "identity(x)")
            try requireEqual(
                identity.then(transformer).apply(to: color, in: environment),
                transformer.apply(to: color, in: environment), "(identity then t)(x)")
            return true
        }
    }

    @Test func compositionIsAssociative() {
        checkProperty(
            "(a then b) then c equals a then (b then c) as values, and both apply a, b and c "
                + "in turn",
            using: Gen.zip(
                lawTransformers, lawTransformers, lawTransformers, lawColors,
                Gen.colorEnvironment),
            configuration: Cases.standard
        ) { a, b, c, color, environment in
            let left = a.then(b).then(c)
            let right = a.then(b.then(c))
            try requireEqual(left, right, "associativity")
            try require(left.hashValue == right.hashValue, "equal composites hash differently")
            let stepwise = c.apply(
                to: b.apply(to: a.apply(to: color, in: environment), in: environment),
                in: environment)
            try requireEqual(
                left.apply(to: color, in: environment), stepwise, "(a then b then c)(x)")
            return true
        }
    }

    @Test func transformingADescriptionMatchesTransformingItsValue() {
        checkProperty(
            "a transformer applied to a colour description resolves to the transformer applied "
                + "to the resolved colour",
            using: Gen.zip(lawTransformers, Gen.color(depth: 1), Gen.colorEnvironment),
            configuration: Cases.standard
        ) { transformer, color, environment in
            try requireEqual(
                transformer(color).resolve(in: environment),
                transformer.apply(to: color.resolve(in: environment), in: environment),
                "t(colour) resolved vs t(resolved colour)")
            return true
        }
    }

    @Test func grayscaleIsIdempotentAndAchromatic() {
        checkProperty(
            "grayscale gives a gray (R = G = B exactly) with the input's alpha, grayscale of a "
                + "gray is that gray, and in the sRGB gamut it keeps relative luminance within "
                + "1e-12",
            using: Gen.zip(lawColors, Gen.colorEnvironment), configuration: Cases.cheap
        ) { color, environment in
            let grayscale = ConfigurationColorTransformer.grayscale
            let gray = grayscale.apply(to: color, in: environment)
            try require(gray.red == gray.green && gray.green == gray.blue, "not gray: \(gray)")
            try requireEqual(gray.alpha, color.alpha, "alpha")
            try requireEqual(grayscale.apply(to: gray, in: environment), gray, "grayscale twice")
            if color.isInStandardGamut {
                try requireClose(
                    gray.relativeLuminance, color.relativeLuminance, within: 1e-12, "luminance")
            }
            return true
        }
    }

    @Test func inversionIsAnInvolution() {
        checkProperty(
            "inverting twice gives the input back within 1e-15 per component, alpha exactly",
            using: Gen.zip(lawColors, Gen.colorEnvironment), configuration: Cases.cheap
        ) { color, environment in
            let twice = ConfigurationColorTransformer.inverted.then(.inverted)
                .apply(to: color, in: environment)
            try requireClose(twice, color, within: 1e-15, "inverted twice")
            try requireEqual(twice.alpha, color.alpha, "alpha")
            return true
        }
    }

    @Test func alphaOperationsComposeMultiplicatively() {
        let factor = Gen.doubleIncludingNonFinite(in: -1...2)
        checkProperty(
            "multiplying alpha by a then b multiplies it by clamp(a)·clamp(b) (within 1e-15), "
                + "setting alpha then multiplying gives clamp(s)·clamp(m), the last setting "
                + "wins, and the colour channels never change",
            using: Gen.zip(lawColors, factor, factor, Gen.colorEnvironment),
            configuration: Cases.cheap
        ) { color, a, b, environment in
            func clamp(_ value: Double, nan: Double) -> Double {
                value.isNaN ? nan : min(max(value, 0), 1)
            }
            let twice = ConfigurationColorTransformer.multiplyingAlpha(by: a)
                .then(.multiplyingAlpha(by: b)).apply(to: color, in: environment)
            try requireClose(
                twice.alpha, color.alpha * clamp(a, nan: 1) * clamp(b, nan: 1), within: 1e-15,
                "alpha after two multiplications")
            try require(
                twice.red == color.red && twice.green == color.green && twice.blue == color.blue,
                "channels changed")
            let setThenMultiply = ConfigurationColorTransformer.settingAlpha(to: a)
                .then(.multiplyingAlpha(by: b)).apply(to: color, in: environment)
            try requireClose(
                setThenMultiply.alpha, clamp(a, nan: 0) * clamp(b, nan: 1), within: 1e-15,
                "set then multiply")
            try requireEqual(
                ConfigurationColorTransformer.settingAlpha(to: a).then(.settingAlpha(to: b))
                    .apply(to: color, in: environment),
                ConfigurationColorTransformer.settingAlpha(to: b).apply(to: color, in: environment),
                "the last setting wins")
            return true
        }
    }

    @Test func withAlphaComponentCommutesWithResolution() {
        checkProperty(
            "a colour description with its alpha replaced resolves to the resolved colour with "
                + "its alpha replaced, for every kind of colour and any alpha (clamped to 0…1)",
            using: Gen.zip(
                Gen.color(depth: 1), Gen.doubleIncludingNonFinite(in: -1...2),
                Gen.colorEnvironment),
            configuration: Cases.standard
        ) { color, alpha, environment in
            try requireEqual(
                color.withAlphaComponent(alpha).resolve(in: environment),
                color.resolve(in: environment).withAlphaComponent(alpha), "withAlphaComponent")
            return true
        }
    }

    @Test func contrastGuaranteeReachesItsTargetOrSaysItCannot() {
        var tally = BranchTally(
            "left as it was", "adjusted to reach the target", "cannot reach the target")
        let targets = Gen.oneOf(
            Gen.zip(Gen.always(ContrastMetric.wcag2), Gen.double(in: 1...21)),
            Gen.zip(Gen.always(ContrastMetric.apca), Gen.double(in: 0...110)))
        let held = checkProperty(
            "a contrast adjustment reports the contrast its colour really has; when it says "
                + "it reached the target the measured WCAG ratio or APCA |Lc| is at least the "
                + "target, and when it says it cannot, neither black nor white would",
            using: Gen.zip(lawColors, Gen.resolvedColor(), targets),
            configuration: Cases.expensive
        ) { text, background, target in
            let (metric, minimum) = target
            let adjustment = text.adjustedForContrast(
                against: background, minimum: minimum, metric: metric)
            tally.countCase()
            tally.take("left as it was", if: !adjustment.wasAdjusted)
            tally.take(
                "adjusted to reach the target",
                if: adjustment.wasAdjusted && adjustment.reachedTarget)
            tally.take("cannot reach the target", if: !adjustment.reachedTarget)
            let color = adjustment.color
            try require(isFinite(color), "colour \(color)")
            try requireEqual(color.alpha, text.alpha, "alpha is kept")
            // Measured independently of `ContrastMetric.measure`.
            let measured =
                metric == .wcag2
                ? color.contrastRatio(against: background)
                : abs(color.apcaContrast(against: background))
            try requireEqual(adjustment.contrast, measured, "reported contrast")
            try requireEqual(adjustment.reachedTarget, measured >= minimum, "reachedTarget")
            if !adjustment.wasAdjusted { try requireEqual(color, text, "unadjusted colour") }
            if !adjustment.reachedTarget {
                for extreme in [Color.Resolved.black, .white] {
                    let best = extreme.withAlphaComponent(text.alpha)
                    let reachable = metric.measure(text: best, background: background)
                    try require(
                        reachable < minimum + 1e-9,
                        "said it cannot reach \(minimum), but \(best) gives \(reachable)")
                }
            }
            return true
        }
        #expect(!held || tally.untakenBranches == [])
    }

    @Test func contrastGuaranteeAlwaysReachesFourAndAHalfForOpaqueText() {
        checkProperty(
            "opaque text can always be adjusted to WCAG 4.5:1 against an opaque background "
                + "(black or white gives at least √21 ≈ 4.58), and the transformer applies "
                + "exactly that adjustment",
            using: Gen.zip(
                Gen.resolvedColor(alpha: 1...1), Gen.resolvedColor(alpha: 1...1),
                Gen.double(in: 1...4.5)),
            configuration: Cases.expensive
        ) { text, background, minimum in
            let adjustment = text.adjustedForContrast(against: background, minimum: minimum)
            try require(adjustment.reachedTarget, "did not reach \(minimum): \(adjustment)")
            try require(
                text.contrastRatio(against: background) >= minimum || adjustment.wasAdjusted,
                "not adjusted though below the target")
            let transformer = ConfigurationColorTransformer.ensuringContrast(
                against: Color(background), minimum: minimum)
            let environment = ColorEnvironment()
            try requireEqual(
                transformer.apply(to: text, in: environment), adjustment.color, "transformer")
            try requireEqual(
                transformer.contrastAdjustments(applyingTo: text, in: environment), [adjustment],
                "contrastAdjustments")
            return true
        }
    }

    @Test func transformersNeverProduceNaN() {
        checkProperty(
            "any transformer, with any parameters (NaN and ±∞ included), applied to any colour "
                + "in any environment gives finite components in −1…2 and alpha in 0…1",
            using: Gen.zip(hostileTransformers, hostileColors, Gen.colorEnvironment),
            configuration: Cases.standard
        ) { transformer, color, environment in
            let result = transformer.apply(to: color, in: environment)
            try require(isFinite(result), "\(transformer) gives \(result)")
            let range = Color.Resolved.extendedComponentRange
            try require(
                range.contains(result.red) && range.contains(result.green)
                    && range.contains(result.blue) && (0...1).contains(result.alpha),
                "\(transformer) gives \(result) outside the documented ranges")
            let description = transformer(Color(color)).resolve(in: environment)
            try require(isFinite(description), "description-level result \(description)")
            return true
        }
    }

    @Test func lightnessAdjustmentsMoveTheRightWay() {
        checkProperty(
            "lightening never lowers OKLab lightness and darkening never raises it (within "
                + "1e-6), for colours in the sRGB gamut",
            using: Gen.zip(Gen.resolvedColor(), Gen.double(in: 0...1)),
            configuration: Cases.cheap
        ) { color, amount in
            let environment = ColorEnvironment()
            let lightness = color.oklab.lightness
            let lighter = ConfigurationColorTransformer.lightened(by: amount)
                .apply(to: color, in: environment)
            let darker = ConfigurationColorTransformer.darkened(by: amount)
                .apply(to: color, in: environment)
            try require(
                lighter.oklab.lightness >= lightness - 1e-6,
                "lightened \(color) by \(amount) to \(lighter)")
            try require(
                darker.oklab.lightness <= lightness + 1e-6,
                "darkened \(color) by \(amount) to \(darker)")
            return true
        }
    }

    @Test func neutralisingOperationsGiveGrays() {
        checkProperty(
            "desaturating fully and monochrome tint give grays (channels within 1e-9); "
                + "monochrome tint scales alpha by 140/255; preferred tint without an accent is "
                + "the identity",
            using: Gen.zip(Gen.resolvedColor(), Gen.colorEnvironment),
            configuration: Cases.cheap
        ) { color, environment in
            for transformer in [
                ConfigurationColorTransformer.desaturated(by: 1), .monochromeTint,
            ] {
                let gray = transformer.apply(to: color, in: environment)
                try requireClose(gray.red, gray.green, within: 1e-9, "\(transformer) red/green")
                try requireClose(gray.green, gray.blue, within: 1e-9, "\(transformer) green/blue")
            }
            try requireClose(
                ConfigurationColorTransformer.monochromeTint.apply(to: color, in: environment)
                    .alpha, color.alpha * 140 / 255, within: 1e-15, "monochrome alpha")
            var multicolour = environment
            multicolour.accentColor = nil
            try requireEqual(
                ConfigurationColorTransformer.preferredTint.apply(to: color, in: multicolour),
                color, "preferredTint without an accent")
            return true
        }
    }
}
