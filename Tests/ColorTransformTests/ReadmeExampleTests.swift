import ColorTransform
import Testing

/// The README's first example, statement for statement, with its printed values checked.
@Suite("README example")
struct ReadmeExampleTests {
    @Test func firstExamplePrintsWhatTheReadmeSays() {
        let dark = ColorEnvironment(colorScheme: .dark, contrast: .high)
        #expect(Color.systemBlue.resolve(in: dark).description == "#409CFF")

        let pressed = ConfigurationColorTransformer.blended(with: .black, opacity: 0.1)
            .then(.multiplyingAlpha(by: 0.8))
        #expect(
            pressed.description
                == "blended(with: #000000, opacity: 0.1) -> multiplyingAlpha(by: 0.8)")

        let white = Color.Resolved.white
        let blue = Color.systemBlue.resolve(in: ColorEnvironment())
        #expect(isClose(white.contrastRatio(against: blue), 4.02, 0.005))

        let fixed = Color.Resolved(red8: 142, green8: 142, blue8: 147)
            .adjustedForContrast(against: .white, minimum: 4.5)
        #expect(fixed.reachedTarget)
        #expect(
            fixed.color.relativeLuminance
                < Color.Resolved(red8: 142, green8: 142, blue8: 147).relativeLuminance)
    }
}
