import ColorTransform
import Foundation
import Testing

typealias Transformer = ConfigurationColorTransformer

@Suite("ConfigurationColorTransformer")
struct TransformerTests {
    let light = ColorEnvironment()
    let samples: [Color.Resolved] = [
        hex("#FF3B30"), hex("#0A84FF"), hex("#34C759"), hex("#777777"), hex("#FFFFFF"),
        hex("#000000"), hex("#3C3C4399"), Color.Resolved(red: 1.3, green: -0.2, blue: 0.4),
    ]

    @Test func closureInitAndCallAsFunction() {
        let toRed = Transformer { _ in .systemRed }
        #expect(toRed(.systemBlue) == .systemRed)
        #expect(toRed.apply(to: .white, in: light) == SystemColor.systemRed.resolve(in: light))
        // The closure sees the description when called on a Color.
        let seesDescription = Transformer { color in color == .systemBlue ? .black : .white }
        #expect(seesDescription(.systemBlue) == .black)
    }

    @Test func closureTransformersHaveIdentityEquality() {
        let a = Transformer { $0 }
        let copy = a
        let b = Transformer { $0 }
        #expect(a == copy)
        #expect(a != b)
        #expect(a.hashValue == copy.hashValue)
        #expect(a.description == "closure")
    }

    @Test func valueTransformersHaveValueEquality() {
        #expect(Transformer.multiplyingAlpha(by: 0.5) == .multiplyingAlpha(by: 0.5))
        #expect(Transformer.multiplyingAlpha(by: 0.5) != .multiplyingAlpha(by: 0.6))
        #expect(Transformer.grayscale.then(.inverted) == Transformer.grayscale.then(.inverted))
        #expect(Transformer.grayscale.then(.inverted) != Transformer.inverted.then(.grayscale))
        // Built separately, equal transformers hash alike; a different one stays apart.
        #expect(
            Set([
                Transformer.grayscale.then(.multiplyingAlpha(by: 0.5)),
                Transformer.grayscale.then(.multiplyingAlpha(by: 0.5)),
                Transformer.grayscale.then(.multiplyingAlpha(by: 0.6)),
            ]).count == 2)
    }

    @Test func compositionLaws() {
        let a = Transformer.lightened(by: 0.1)
        let b = Transformer.blended(with: .black, opacity: 0.2)
        let c = Transformer.multiplyingAlpha(by: 0.5)
        #expect(a.then(b).then(c) == a.then(b.then(c)))
        #expect(Transformer.identity.then(a) == a)
        #expect(a.then(.identity) == a)
        #expect(Transformer.identity.isIdentity)
        for sample in samples {
            #expect(
                a.then(b).apply(to: sample, in: light)
                    == b.apply(to: a.apply(to: sample, in: light), in: light))
            #expect(Transformer.identity.apply(to: sample, in: light) == sample)
        }
        #expect(Transformer.identity(.systemBlue) == .systemBlue)
    }

    @Test func grayscaleUsesRec709LuminanceOnLinearLight() {
        let red = Transformer.grayscale.apply(to: hex("#FF0000"), in: light)
        let expected = SRGBTransferFunction.encode(0.2126)
        #expect(isClose(red.red, expected, 1e-12) && red.green == red.red && red.blue == red.red)
        for sample in samples {
            let gray = Transformer.grayscale.apply(to: sample, in: light)
            #expect(gray.red == gray.green && gray.green == gray.blue, "achromatic")
            #expect(Transformer.grayscale.apply(to: gray, in: light) == gray, "idempotent")
            #expect(gray.alpha == sample.alpha)
            #expect(
                isClose(gray.relativeLuminance, sample.relativeLuminance, 1e-9)
                    || !sample.isInStandardGamut)
        }
    }

    @Test func preferredTintUsesTheAccentOrPassesThrough() {
        let input = hex("#FF3B30").withAlphaComponent(0.5)
        #expect(Transformer.preferredTint.apply(to: input, in: light) == input)
        let accented = ColorEnvironment(accentColor: .systemPurple)
        let result = Transformer.preferredTint.apply(to: input, in: accented)
        #expect(result == SystemColor.systemPurple.resolve(in: accented).withAlphaComponent(0.5))
        // An accent defined through preferredTint does not recurse.
        let recursive = ColorEnvironment(accentColor: Transformer.preferredTint(.systemGreen))
        #expect(
            Transformer.preferredTint.apply(to: .white, in: recursive)
                == SystemColor.systemGreen.resolve(in: recursive))
    }

    @Test func monochromeTintIsNeutralAndDeemphasised() {
        for sample in samples where sample.isInStandardGamut {
            let result = Transformer.monochromeTint.apply(
                to: sample, in: ColorEnvironment(accentColor: .systemRed))
            let lab = result.oklab
            #expect(abs(lab.a) < 1e-3 && abs(lab.b) < 1e-3)
            #expect(isClose(lab.lightness, sample.oklab.lightness, 1e-3))
            #expect(isClose(result.alpha, sample.alpha * 140 / 255, 1e-12))
        }
    }

    @Test func invertIsAnInvolution() {
        for sample in samples {
            let once = Transformer.inverted.apply(to: sample, in: light)
            let twice = Transformer.inverted.apply(to: once, in: light)
            #expect(
                isClose(twice.red, sample.red, 1e-12) && isClose(twice.blue, sample.blue, 1e-12))
        }
        #expect(Transformer.inverted.apply(to: .white, in: light) == .black)
    }

    @Test func alphaOperations() {
        let color = hex("#FF000080")
        #expect(
            isClose(
                Transformer.multiplyingAlpha(by: 0.5).apply(to: color, in: light).alpha,
                128.0 / 255 / 2))
        #expect(Transformer.settingAlpha(to: 0.3).apply(to: color, in: light).alpha == 0.3)
        #expect(Transformer.multiplyingAlpha(by: .nan) == .multiplyingAlpha(by: 1))
        #expect(Transformer.multiplyingAlpha(by: 5) == .multiplyingAlpha(by: 1))
        #expect(Transformer.settingAlpha(to: .nan) == .settingAlpha(to: 0))
    }

    @Test func blendIsSourceOverAtTheGivenOpacity() {
        let result = Transformer.blended(with: .black, opacity: 0.25).apply(to: .white, in: light)
        #expect(isClose(result.red, 0.75) && isClose(result.green, 0.75) && result.alpha == 1)
        #expect(
            Transformer.blended(with: .black, opacity: 0).apply(to: hex("#123456"), in: light)
                == hex("#123456"))
        // The layer colour resolves in the environment.
        let dark = ColorEnvironment(colorScheme: .dark)
        let layered = Transformer.blended(with: .label, opacity: 1).apply(to: .black, in: dark)
        #expect(layered == .white)
    }

    @Test func lightenAndDarkenMoveOKLCHLightness() {
        let blue = hex("#0A84FF")
        let lighter = Transformer.lightened(by: 0.1).apply(to: blue, in: light)
        let darker = Transformer.darkened(by: 0.1).apply(to: blue, in: light)
        #expect(isClose(lighter.oklch.lightness, blue.oklch.lightness + 0.1, 1e-6))
        #expect(isClose(darker.oklch.lightness, blue.oklch.lightness - 0.1, 1e-6))
        #expect(isClose(darker.oklch.hue, blue.oklch.hue, 0.5))
        #expect(lighter.isInStandardGamut && darker.isInStandardGamut)
        #expect(Transformer.lightened(by: 1).apply(to: blue, in: light).relativeLuminance > 0.999)
        #expect(Transformer.darkened(by: 1).apply(to: blue, in: light).relativeLuminance < 1e-6)
    }

    @Test func saturationScalesOKLCHChroma() {
        let muted = hex("#8090A0")
        let desaturated = Transformer.desaturated(by: 0.5).apply(to: muted, in: light)
        #expect(isClose(desaturated.oklch.chroma, muted.oklch.chroma * 0.5, 1e-6))
        let saturated = Transformer.saturated(by: 0.5).apply(to: muted, in: light)
        #expect(isClose(saturated.oklch.chroma, muted.oklch.chroma * 1.5, 1e-6))
        let gray = Transformer.desaturated(by: 1).apply(to: muted, in: light)
        #expect(gray.oklch.chroma < 1e-6)
        // Huge saturation stays inside the gamut.
        #expect(Transformer.saturated(by: 10).apply(to: muted, in: light).isInStandardGamut)
    }

    @Test func mixIsOKLabMixing() {
        let mixed = Transformer.mixed(with: .black, fraction: 0.5).apply(to: .white, in: light)
        #expect(mixed == Color.Resolved.white.mixed(with: .black, fraction: 0.5))
    }

    @Test(arguments: [
        ("#8E8E93", "#FFFFFF", 4.5), ("#0A84FF", "#FFFFFF", 4.5), ("#0A84FF", "#000000", 7.0),
        ("#FFCC00", "#FFFFFF", 3.0), ("#3A3A3C", "#1C1C1E", 4.5), ("#FF3B30", "#FF3B30", 4.5),
    ])
    func contrastGuaranteeReachesItsTarget(text: String, background: String, target: Double) {
        let adjustment = hex(text).adjustedForContrast(against: hex(background), minimum: target)
        #expect(adjustment.reachedTarget)
        #expect(adjustment.contrast >= target)
        #expect(adjustment.color.contrastRatio(against: hex(background)) >= target)
        let transformer = Transformer.ensuringContrast(
            against: Color(hex(background)), minimum: target)
        #expect(transformer.apply(to: hex(text), in: light) == adjustment.color)
    }

    @Test func contrastGuaranteeLeavesPassingColoursAlone() {
        let adjustment = Color.Resolved.black.adjustedForContrast(against: .white, minimum: 4.5)
        #expect(!adjustment.wasAdjusted && adjustment.color == .black && adjustment.reachedTarget)
    }

    @Test func contrastGuaranteeChangesLightnessAsLittleAsPossible() {
        let adjustment = hex("#8E8E93").adjustedForContrast(against: .white, minimum: 4.5)
        #expect(adjustment.contrast < 4.6)
        #expect(adjustment.color.oklch.lightness < hex("#8E8E93").oklch.lightness)
    }

    @Test func contrastGuaranteeSaysWhenItCannot() {
        // Against mid gray, neither black (≈5.3:1) nor white (≈4:1) reaches 7:1.
        let midGray = hex("#777777")
        let adjustment = hex("#808080").adjustedForContrast(against: midGray, minimum: 7)
        #expect(!adjustment.reachedTarget)
        #expect(adjustment.contrast < 7)
        #expect(
            isClose(adjustment.contrast, Color.Resolved.black.contrastRatio(against: midGray), 1e-9)
        )
        let transformer = Transformer.ensuringContrast(against: Color(midGray), minimum: 7)
        let reports = transformer.contrastAdjustments(applyingTo: hex("#808080"), in: light)
        #expect(reports.count == 1 && reports[0].reachedTarget == false)
    }

    @Test func contrastGuaranteeWithAPCA() {
        let adjustment = hex("#8E8E93").adjustedForContrast(
            against: .white, minimum: 75, metric: .apca)
        #expect(adjustment.reachedTarget)
        #expect(abs(adjustment.color.apcaContrast(against: .white)) >= 75)
        let impossible = hex("#8E8E93").adjustedForContrast(
            against: hex("#777777"), minimum: 90, metric: .apca)
        #expect(!impossible.reachedTarget)
    }

    @Test func callingOnFixedColoursComputesEagerly() {
        let gray = Transformer.grayscale(Color(red: 1, green: 0, blue: 0))
        #expect(gray.isFixed)
        let lazy = Transformer.grayscale(.systemRed)
        #expect(!lazy.isFixed)
        #expect(
            lazy.resolve(in: light)
                == Transformer.grayscale.apply(
                    to: SystemColor.systemRed.resolve(in: light), in: light))
        // Environment-dependent operations stay lazy even on fixed input.
        #expect(!Transformer.preferredTint(.white).isFixed)
        // Transforming a transformed colour flattens into one chain.
        let twice = Transformer.inverted(Transformer.grayscale(.systemRed))
        #expect(twice == Transformer.grayscale.then(.inverted)(.systemRed))
    }

    @Test func closuresInAChainRunOnTheDescription() {
        let swap = Transformer { $0 == .systemRed ? .systemGreen : $0 }
        let chain = swap.then(.grayscale)
        let result = chain(.systemRed)
        #expect(result == Transformer.grayscale(.systemGreen))
    }

    @Test func descriptions() {
        #expect(Transformer.identity.description == "identity")
        #expect(
            Transformer.blended(with: .black, opacity: 0.1).then(.multiplyingAlpha(by: 0.8))
                .description == "blended(with: #000000, opacity: 0.1) -> multiplyingAlpha(by: 0.8)")
        #expect(Transformer.darkened(by: 0.2).description == "darkened(by: 0.2)")
        #expect(Transformer.desaturated(by: 0.3).description == "desaturated(by: 0.3)")
        #expect(
            Transformer.ensuringContrast(against: .systemBackground, minimum: 4.5).description
                == "ensuringContrast(against: systemBackground, minimum: 4.5, metric: wcag2)")
    }

    @Test func codableRoundTrips() throws {
        let transformers: [Transformer] = [
            .identity, .grayscale, .preferredTint, .monochromeTint, .inverted,
            .multiplyingAlpha(by: 0.4), .settingAlpha(to: 0.2), .lightened(by: 0.1),
            .darkened(by: 0.3),
            .saturated(by: 2), .desaturated(by: 0.5), .blended(with: .label, opacity: 0.12),
            .mixed(with: Color(red: 0.2, green: 0.3, blue: 0.4), fraction: 0.25),
            .ensuringContrast(against: .systemBackground, minimum: 60, metric: .apca),
            Transformer.grayscale.then(.darkened(by: 0.1)).then(
                .blended(with: .tintColor, opacity: 0.5)),
        ]
        for transformer in transformers {
            #expect(try roundTrip(transformer) == transformer)
        }
        let json = String(
            decoding: try JSONEncoder().encode(
                Transformer.grayscale.then(.multiplyingAlpha(by: 0.5))), as: UTF8.self)
        #expect(json == "[\"grayscale\",{\"multiplyingAlpha\":0.5}]")
    }

    @Test func closuresCannotBeEncoded() {
        #expect(throws: EncodingError.self) { try JSONEncoder().encode(Transformer { $0 }) }
    }

    @Test(arguments: [
        ("[\"sparkle\"]", "unknown transformer step \"sparkle\""),
        ("[{\"multiplyingAlpha\": 2}]", "step 0 (multiplyingAlpha): 2.0 is outside 0...1"),
        ("[\"grayscale\", {\"lightened\": -1}]", "step 1 (lightened)"),
        ("[{\"a\": 1, \"b\": 2}]", "exactly one key"),
        ("[{\"blended\": {\"color\": \"systemBlue\", \"opacity\": 9}}]", "outside 0...1"),
        ("[{\"ensuringContrast\": {\"against\": \"label\", \"minimum\": 30}}]", "outside 1...21"),
    ])
    func decodingRejectsBadSteps(json: String, expected: String) {
        do {
            _ = try decode(Transformer.self, json)
            Issue.record("decoded \(json)")
        } catch let DecodingError.dataCorrupted(context) {
            #expect(context.debugDescription.contains(expected), "\(context.debugDescription)")
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test func parametersAreClamped() {
        #expect(Transformer.lightened(by: .nan) == .lightened(by: 0))
        #expect(
            Transformer.blended(with: .black, opacity: -3) == .blended(with: .black, opacity: 0))
        #expect(
            Transformer.ensuringContrast(against: .white, minimum: 99)
                == .ensuringContrast(against: .white, minimum: 21))
        for sample in samples {
            let result = Transformer.lightened(by: .infinity).then(.saturated(by: .infinity)).apply(
                to: sample, in: light)
            #expect(
                !result.red.isNaN && !result.green.isNaN && !result.blue.isNaN
                    && !result.alpha.isNaN)
        }
    }
}
