import ColorTransform
import Testing

/// `a` and `b` agree within `tolerance`.
func isClose(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool {
    abs(a - b) <= tolerance
}

func hex(_ text: String) -> Color.Resolved { try! Color.Resolved(hex: text) }

@Suite("sRGB transfer function and luminance")
struct TransferFunctionTests {
    @Test func linearizeMatchesTheFormulaOnBothSegments() {
        #expect(isClose(SRGBTransferFunction.linearize(0.04), 0.04 / 12.92))
        #expect(isClose(SRGBTransferFunction.linearize(0.5), 0.214_041_140_482_232_55, 1e-12))
        #expect(SRGBTransferFunction.linearize(0) == 0)
        #expect(isClose(SRGBTransferFunction.linearize(1), 1, 1e-15))
    }

    @Test func encodeMatchesTheFormulaOnBothSegments() {
        #expect(isClose(SRGBTransferFunction.encode(0.003), 0.003 * 12.92))
        #expect(isClose(SRGBTransferFunction.encode(0.214_041_140_482_232_55), 0.5, 1e-12))
    }

    @Test(arguments: [-1.5, -0.7, -0.02, 0.01, 0.3, 0.9, 1.4, 2.0])
    func transferIsSignSymmetricAndRoundTrips(value: Double) {
        let linear = SRGBTransferFunction.linearize(value)
        #expect(SRGBTransferFunction.linearize(-value) == -linear)
        #expect(isClose(SRGBTransferFunction.encode(linear), value, 1e-12))
        #expect(SRGBTransferFunction.encode(-linear) == -SRGBTransferFunction.encode(linear))
    }

    @Test func linearRGBRoundTrips() {
        let color = Color.Resolved(red: 0.2, green: 0.6, blue: 0.9, alpha: 0.5)
        let back = LinearRGB(color).encoded
        #expect(isClose(back.red, 0.2, 1e-12) && isClose(back.green, 0.6, 1e-12))
        #expect(isClose(back.blue, 0.9, 1e-12) && back.alpha == 0.5)
    }

    // culori test/wcag.test.js: luminance('#999') = 0.31854677812509186.
    @Test func relativeLuminanceOf999() {
        #expect(isClose(hex("#999").relativeLuminance, 0.318_546_778_125_091_86, 1e-12))
        #expect(Color.Resolved.white.relativeLuminance == 1)
        #expect(Color.Resolved.black.relativeLuminance == 0)
    }
}

@Suite("WCAG 2 contrast ratio")
struct WCAGContrastTests {
    // Vectors: culori test/wcag.test.js (black/white 21, red/red 1) and Color.js
    // test/contrast.js (epsilon 1e-4), as listed in the reference notes §6.2.
    @Test(arguments: [
        ("#000000", "#FFFFFF", 21.0),
        ("#FF0000", "#FF0000", 1.0),
        ("#ffe", "#fff", 1.010_07),
        ("#afbaae", "#fff", 2.008_125),
        ("#8b9986", "#fff", 3.000_644),
        ("#765", "#fff", 5.502_984),
    ])
    func referenceVectors(text: String, background: String, expected: Double) {
        #expect(isClose(hex(text).contrastRatio(against: hex(background)), expected, 1e-4))
        // The ratio of two opaque colours is symmetric.
        #expect(isClose(hex(background).contrastRatio(against: hex(text)), expected, 1e-4))
    }

    @Test func translucentTextIsCompositedFirst() {
        let halfBlack = Color.Resolved(red: 0, green: 0, blue: 0, alpha: 0.5)
        let composite = halfBlack.composited(over: .white)
        #expect(isClose(composite.red, 0.5))
        #expect(
            halfBlack.contrastRatio(against: .white) == composite.contrastRatio(against: .white))
    }

    @Test func extendedComponentsAreClippedNotNaN() {
        let wide = Color.Resolved(red: 1.8, green: -0.5, blue: 0.2)
        let ratio = wide.contrastRatio(against: .black)
        #expect(ratio.isFinite && ratio >= 1 && ratio <= 21)
    }
}

@Suite("APCA")
struct APCATests {
    // Vectors: Myndex/apca-w3 test/index.js (0.0.98G-4g), reproduced by Color.js.
    @Test(arguments: [
        ("#888", "#fff", 63.056_469_930_209_424),
        ("#fff", "#888", -68.541_464_366_449_62),
        ("#000", "#aaa", 58.146_262_578_561_334),
        ("#aaa", "#000", -56.241_133_368_397_42),
        ("#123", "#def", 91.668_308_114_816_31),
        ("#def", "#123", -93.067_700_494_842_75),
        ("#123", "#444", 8.323_261_369_573_93),
        ("#444", "#123", -7.526_878_460_278_154),
    ])
    func referenceVectors(text: String, background: String, expected: Double) {
        #expect(isClose(hex(text).apcaContrast(against: hex(background)), expected, 1e-9))
    }

    @Test func nearlyEqualLuminanceIsZero() {
        #expect(hex("#777").apcaContrast(against: hex("#777")) == 0)
    }

    @Test func metricMeasuresMagnitude() {
        #expect(
            isClose(
                ContrastMetric.apca.measure(text: hex("#fff"), background: hex("#888")),
                68.541_464_366_449_62, 1e-9))
        #expect(isClose(ContrastMetric.wcag2.measure(text: .black, background: .white), 21))
    }
}

@Suite("OKLab and OKLCH")
struct OKLabTests {
    // Color.js test/conversions.js (epsilon 1e-4), reference notes §6.5.
    @Test(arguments: [
        ("#FFFFFF", 1.0, 0.0, 0.0),
        ("#FF0000", 0.627_955, 0.224_863, 0.125_846),
        ("#00FF00", 0.866_44, -0.233_888, 0.179_498),
        ("#0000FF", 0.452_014, -0.032_457, -0.311_528),
        ("#00FFFF", 0.905_399, -0.149_444, -0.039_398),
        ("#FF00FF", 0.701_674, 0.274_566, -0.169_156),
        ("#FFFF00", 0.967_983, -0.071_369, 0.198_57),
    ])
    func colorJSVectors(color: String, lightness: Double, a: Double, b: Double) {
        let lab = hex(color).oklab
        #expect(isClose(lab.lightness, lightness, 1e-4))
        #expect(isClose(lab.a, a, 1e-4))
        #expect(isClose(lab.b, b, 1e-4))
    }

    // Rust palette `palette/src/oklab.rs`, values from Ottosson's ok_color.h. ok_color.h uses
    // the 10-digit matrices, culori's full-precision ones differ by up to 2.1e-8 in b; 5e-8
    // is the tolerance that separates the two matrix sets from any other (the original
    // 0.4121656120 set is off by 1e-4).
    @Test func highPrecisionVectorsFromOkColor() {
        let red = hex("#FF0000").oklab
        #expect(isClose(red.lightness, 0.627_955_360_614_551_6, 5e-8))
        #expect(isClose(red.a, 0.224_863_061_065_973_95, 5e-8))
        #expect(isClose(red.b, 0.125_846_298_530_735_1, 5e-8))
        let green = hex("#00FF00").oklab
        #expect(isClose(green.lightness, 0.866_439_611_535_669_4, 5e-8))
        #expect(isClose(green.a, -0.233_887_574_187_908_12, 5e-8))
        #expect(isClose(green.b, 0.179_498_479_896_729_85, 5e-8))
        let blue = hex("#0000FF").oklab
        #expect(isClose(blue.lightness, 0.452_013_718_385_342_9, 5e-8))
        #expect(isClose(blue.a, -0.032_456_984_168_764_0, 5e-8))
        #expect(isClose(blue.b, -0.311_528_147_678_375_1, 5e-8))
    }

    @Test func achromaticStaysAchromatic() {
        let gray = hex("#111").oklab
        #expect(abs(gray.a) < 1e-6 && abs(gray.b) < 1e-6)
        #expect(OKLCH(hex("#777")).hue == 0)
    }

    // WPT css/css-color/oklch-006.html: oklch(80% 0.15 160) ≡ rgb(32.022% 85.805% 61.147%).
    @Test func oklchToSRGBMatchesWebPlatformTest() {
        let color = OKLCH(lightness: 0.8, chroma: 0.15, hue: 160).oklab.resolved
        #expect(isClose(color.red, 0.320_22, 1e-4))
        #expect(isClose(color.green, 0.858_05, 1e-4))
        #expect(isClose(color.blue, 0.611_47, 1e-4))
    }

    @Test(arguments: ["#FF0000", "#123456", "#C0FFEE", "#00000080", "#7F7F7F"])
    func roundTripsThroughLinearOKLabAndOKLCH(text: String) {
        let color = hex(text)
        let viaLab = color.oklab.resolved
        let viaLCH = OKLCH(color).oklab.resolved
        for back in [viaLab, viaLCH] {
            #expect(isClose(back.red, color.red, 1e-9))
            #expect(isClose(back.green, color.green, 1e-9))
            #expect(isClose(back.blue, color.blue, 1e-9))
            #expect(back.alpha == color.alpha)
        }
    }

    @Test func hueIsInDegreesWithinZeroTo360() {
        let lch = hex("#0000FF").oklch
        #expect(lch.hue >= 0 && lch.hue < 360)
        #expect(isClose(lch.hue, 264.052, 1e-3))
    }

    @Test func gamutMappingReducesChromaOnly() {
        let outside = OKLCH(lightness: 0.7, chroma: 0.4, hue: 150)
        let mapped = outside.gamutMapped
        #expect(mapped.isInStandardGamut)
        let back = mapped.oklch
        #expect(isClose(back.lightness, 0.7, 1e-4))
        #expect(isClose(back.hue, 150, 0.5))
        #expect(back.chroma < 0.4)
    }

    @Test func mixingInOKLab() {
        let white = Color.Resolved.white
        let black = Color.Resolved.black
        #expect(white.mixed(with: black, fraction: 0) == white)
        #expect(white.mixed(with: black, fraction: 1) == black)
        let middle = white.mixed(with: black, fraction: 0.5)
        #expect(isClose(middle.oklab.lightness, 0.5, 1e-9))
        #expect(
            isClose(middle.red, middle.green, 1e-12) && isClose(middle.green, middle.blue, 1e-12))
        // NaN fraction counts as 0; out-of-range fractions clamp.
        #expect(white.mixed(with: black, fraction: .nan) == white)
        #expect(white.mixed(with: black, fraction: 7) == black)
    }

    @Test func mixingIsPremultiplied() {
        // Mixing with transparent keeps the hue of the opaque colour (CSS color-mix).
        let red = hex("#FF0000")
        let mixed = red.mixed(with: .clear, fraction: 0.5)
        #expect(isClose(mixed.alpha, 0.5))
        #expect(isClose(mixed.red, 1, 1e-9) && isClose(mixed.green, 0, 1e-9))
    }
}
