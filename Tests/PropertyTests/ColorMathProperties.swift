import ConfigStateTesting
import Foundation
import Testing

// Invariant 5 (SPEC §8): colour maths. Round trips sRGB ↔ linear ↔ OKLab ↔ OKLCH within the
// tolerances named in each property, over random colours in the sRGB gamut and in the extended
// range (−1…2); WCAG contrast symmetric and within 1…21; APCA's sign following polarity; hex
// formatting and parsing; mixing endpoints. The published reference vectors themselves are
// checked example by example in `Tests/ColorTransformTests/ColorMathTests.swift`.

/// Extended-range colours: components in −1…2 (the clamp range), any alpha.
let extendedColors = Gen.resolvedColor(components: Color.Resolved.extendedComponentRange)

/// APCA's screen luminance (`apca-w3` 0.1.x, as `Color.Resolved.apcaContrast` documents it):
/// `0.2126729·R^2.4 + 0.7151522·G^2.4 + 0.0721750·B^2.4` on components clipped to 0…1.
func apcaLuminance(_ color: Color.Resolved) -> Double {
    func channel(_ value: Double) -> Double { pow(min(max(value, 0), 1), 2.4) }
    return 0.212_672_9 * channel(color.red) + 0.715_152_2 * channel(color.green)
        + 0.072_175_0 * channel(color.blue)
}

@Suite("Invariant 5: colour maths")
struct ColorMathProperties {
    @Test func transferFunctionRoundTripsWithinOneInATrillion() {
        checkProperty(
            "the sRGB transfer function round-trips encoded → linear → encoded within 1e-12 "
                + "over −1…2, is odd (f(−x) = −f(x) exactly) and increasing",
            using: Gen.zip(
                Gen.double(in: Color.Resolved.extendedComponentRange),
                Gen.double(in: Color.Resolved.extendedComponentRange)),
            configuration: Cases.cheap
        ) { value, other in
            let linear = SRGBTransferFunction.linearize(value)
            try requireClose(
                SRGBTransferFunction.encode(linear), value, within: 1e-12, "encode(linearize(x))")
            try requireEqual(SRGBTransferFunction.linearize(-value), -linear, "odd linearize")
            try requireEqual(
                SRGBTransferFunction.encode(-linear), -SRGBTransferFunction.encode(linear),
                "odd encode")
            if value < other {
                try require(
                    linear <= SRGBTransferFunction.linearize(other), "not increasing at \(value)")
            }
            return true
        }
    }

    @Test func linearRoundTripsWithinOneInATrillion() {
        checkProperty(
            "sRGB → linear → sRGB round-trips within 1e-12 per component, alpha exactly, over "
                + "extended-range colours",
            using: extendedColors, configuration: Cases.cheap
        ) { color in
            let back = color.linear.encoded
            try requireClose(back, color, within: 1e-12, "sRGB → linear → sRGB")
            try requireEqual(back.alpha, color.alpha, "alpha")
            return true
        }
    }

    @Test func okLabRoundTripsWithinOneInATrillion() {
        checkProperty(
            "linear → OKLab → linear within 1e-12, and sRGB → OKLab → sRGB within 1e-12, per "
                + "component (alpha exactly), over extended-range colours",
            using: extendedColors, configuration: Cases.cheap
        ) { color in
            let linear = color.linear
            let lab = OKLab(linear)
            let back = lab.linearRGB
            for (name, a, e) in [
                ("red", back.red, linear.red), ("green", back.green, linear.green),
                ("blue", back.blue, linear.blue),
            ] {
                try requireClose(a, e, within: 1e-12, "linear → OKLab → linear (\(name))")
            }
            try requireEqual(back.alpha, linear.alpha, "alpha")
            try requireClose(lab.resolved, color, within: 1e-12, "sRGB → OKLab → sRGB")
            return true
        }
    }

    @Test func okLCHRoundTripsWithinOneInATrillion() {
        checkProperty(
            "OKLab → OKLCH → OKLab within 1e-12 per coordinate, with chroma ≥ 0 and hue in "
                + "0..<360; the whole chain sRGB → linear → OKLab → OKLCH → OKLab → linear → "
                + "sRGB within 1e-12",
            using: extendedColors, configuration: Cases.cheap
        ) { color in
            let lab = color.oklab
            let lch = OKLCH(lab)
            try require(lch.chroma >= 0, "chroma \(lch.chroma)")
            try require(lch.hue >= 0 && lch.hue < 360, "hue \(lch.hue)")
            let back = lch.oklab
            try requireClose(back.lightness, lab.lightness, within: 1e-12, "L")
            try requireClose(back.a, lab.a, within: 1e-12, "a")
            try requireClose(back.b, lab.b, within: 1e-12, "b")
            try requireEqual(back.alpha, lab.alpha, "alpha")
            try requireClose(back.resolved, color, within: 1e-12, "the whole chain")
            return true
        }
    }

    @Test func wcagContrastIsSymmetricAndBounded() {
        checkProperty(
            "the WCAG contrast ratio lies in 1…21 for any colours, is symmetric for opaque "
                + "colours, and is 1 for a colour against itself",
            using: Gen.zip(extendedColors, extendedColors), configuration: Cases.cheap
        ) { first, second in
            let ratio = first.contrastRatio(against: second)
            try require(ratio >= 1 && ratio <= 21 + 1e-12, "ratio \(ratio)")
            let opaqueFirst = first.withAlphaComponent(1)
            let opaqueSecond = second.withAlphaComponent(1)
            try requireEqual(
                opaqueFirst.contrastRatio(against: opaqueSecond),
                opaqueSecond.contrastRatio(against: opaqueFirst), "symmetry")
            try requireEqual(opaqueFirst.contrastRatio(against: opaqueFirst), 1, "self contrast")
            return true
        }
    }

    @Test func apcaSignFollowsPolarity() {
        var tally = BranchTally("positive Lc", "negative Lc")
        let held = checkProperty(
            "APCA Lc is positive only for darker text on a lighter background and negative "
                + "only for lighter text on a darker one, flips sign (or is 0) when text and "
                + "background swap, and stays within ±108",
            using: Gen.zip(Gen.resolvedColor(alpha: 1...1), Gen.resolvedColor(alpha: 1...1)),
            configuration: Cases.cheap
        ) { text, background in
            let lc = text.apcaContrast(against: background)
            let swapped = background.apcaContrast(against: text)
            tally.countCase()
            tally.take("positive Lc", if: lc > 0)
            tally.take("negative Lc", if: lc < 0)
            if lc > 0 {
                try require(apcaLuminance(text) < apcaLuminance(background), "positive Lc \(lc)")
            }
            if lc < 0 {
                try require(apcaLuminance(text) > apcaLuminance(background), "negative Lc \(lc)")
            }
            try require(lc * swapped <= 0, "Lc \(lc) and swapped \(swapped) share a sign")
            try require(abs(lc) <= 108 && abs(swapped) <= 108, "Lc \(lc), swapped \(swapped)")
            return true
        }
        #expect(!held || tally.untakenBranches == [])
    }

    @Test func hexFormattingRoundTripsEightBitColours() {
        checkProperty(
            "an 8-bit colour formats as #RRGGBB (opaque) or #RRGGBBAA and parses back exactly, "
                + "in upper or lower case",
            using: Gen.zip(Gen.eightBitResolvedColor, Gen.bool), configuration: Cases.cheap
        ) { color, lowercased in
            let hex = color.hexString
            try requireEqual(hex.count, color.isOpaque ? 7 : 9, "length of \(hex)")
            try requireEqual(
                try Color.Resolved(hex: lowercased ? hex.lowercased() : hex), color, "parse \(hex)")
            try requireEqual(color.description, hex, "description")
            return true
        }
    }

    @Test func hexShortFormsRepeatEachDigit() {
        let nibble = Gen.int(in: UInt8(0)...15)
        checkProperty(
            "#RGB and #RGBA parse as #RRGGBB and #RRGGBBAA with each digit repeated",
            using: Gen.zip(nibble, nibble, nibble, nibble), configuration: Cases.cheap
        ) { red, green, blue, alpha in
            let digits = [red, green, blue, alpha].map { String($0, radix: 16) }
            let short = try Color.Resolved(hex: "#" + digits[0] + digits[1] + digits[2])
            let shortAlpha = try Color.Resolved(hex: "#" + digits.joined())
            let long = try Color.Resolved(hex: "#" + digits.map { $0 + $0 }.joined())
            try requireEqual(short, long.withAlphaComponent(1), "#RGB")
            try requireEqual(shortAlpha, long, "#RGBA")
            try requireEqual(
                long,
                Color.Resolved(
                    red8: red * 17, green8: green * 17, blue8: blue * 17, alpha8: alpha * 17),
                "#RRGGBBAA")
            return true
        }
    }

    @Test func hexParsingAcceptsExactlyTheFourFormats() {
        let characters: [Character] = ["#", "0", "9", "a", "F", "g", " ", "é", "x"]
        // Random strings of these characters are almost never valid, so half the cases are
        // well-formed: # and 3, 4, 6 or 8 hex digits, either case.
        let hexDigits = Array("0123456789abcdefABCDEF")
        let wellFormed = Gen.element(of: [3, 4, 6, 8]).flatMap { count in
            Gen.array(of: Gen.element(of: hexDigits), count: count...count).map { "#" + String($0) }
        }
        var tally = BranchTally("accepted", "rejected")
        let held = checkProperty(
            "any string parses exactly when it is # and 3, 4, 6 or 8 hex digits; otherwise the "
                + "error points inside the string",
            using: Gen.oneOf(
                Gen.array(of: Gen.element(of: characters), count: 0...10).map { String($0) },
                wellFormed),
            configuration: Cases.cheap
        ) { text in
            tally.countCase()
            let digits = text.dropFirst()
            let isValid =
                text.first == "#" && [3, 4, 6, 8].contains(digits.count)
                && digits.allSatisfy { $0.isASCII && $0.isHexDigit }
            switch Result(catching: { () throws(HexColorError) in try Color.Resolved(hex: text) }) {
            case .success(let color):
                tally.take("accepted")
                try require(isValid, "accepted \(String(reflecting: text))")
                try require(color.isInStandardGamut, "\(color)")
            case .failure(let error):
                tally.take("rejected")
                try require(!isValid, "rejected \(String(reflecting: text)): \(error)")
                try require(
                    error.offset >= 0 && error.offset <= text.count,
                    "offset \(error.offset) outside \(String(reflecting: text))")
                try require(!error.description.isEmpty, "empty message")
            }
            return true
        }
        #expect(!held || tally.untakenBranches == [])
    }

    @Test func mixingEndpointsAreExact() {
        checkProperty(
            "mixing with fraction 0 (or less, or NaN) gives the first colour exactly, with 1 "
                + "(or more) the second exactly; a colour mixed with itself stays within 1e-12; "
                + "every mix is finite with alpha between the two",
            using: Gen.zip(extendedColors, extendedColors, Gen.double(in: 0...1)),
            configuration: Cases.cheap
        ) { first, second, fraction in
            try requireEqual(first.mixed(with: second, fraction: 0), first, "fraction 0")
            try requireEqual(first.mixed(with: second, fraction: -1), first, "fraction −1")
            try requireEqual(first.mixed(with: second, fraction: .nan), first, "fraction NaN")
            try requireEqual(first.mixed(with: second, fraction: 1), second, "fraction 1")
            try requireEqual(first.mixed(with: second, fraction: 2), second, "fraction 2")
            let mix = first.mixed(with: second, fraction: fraction)
            try require(isFinite(mix), "mix \(mix)")
            let alphas = [first.alpha, second.alpha]
            try require(
                mix.alpha >= alphas.min()! - 1e-15 && mix.alpha <= alphas.max()! + 1e-15,
                "alpha \(mix.alpha) outside \(alphas)")
            if first.alpha > 0 {
                try requireClose(
                    first.mixed(with: first, fraction: fraction), first, within: 1e-12,
                    "mixed with itself")
            }
            return true
        }
    }

    @Test func compositingFollowsSourceOver() {
        checkProperty(
            "an opaque colour composited over anything is itself; otherwise alpha is "
                + "a + b(1 − a) within 1e-15",
            using: Gen.zip(extendedColors, extendedColors), configuration: Cases.cheap
        ) { top, bottom in
            try requireEqual(
                top.withAlphaComponent(1).composited(over: bottom), top.withAlphaComponent(1),
                "opaque over")
            let result = top.composited(over: bottom)
            try requireClose(
                result.alpha, top.alpha + bottom.alpha * (1 - top.alpha), within: 1e-15, "alpha")
            try require(isFinite(result), "\(result)")
            return true
        }
    }
}
