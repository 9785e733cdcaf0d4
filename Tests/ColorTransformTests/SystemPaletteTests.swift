import ColorTransform
import Testing

/// Apple's system palette as transcribed from the reference notes §8
/// (`reference/uikit-configuration-api.md`), written out a second time, independently of
/// `SystemColor+Values.swift`, as RRGGBBAA per variant:
/// light, dark, high-contrast light, high-contrast dark, elevated dark, high-contrast elevated
/// dark.
let referencePalette: [SystemColor: [String]] = [
    // §8.1 accent colours (elevated = base).
    .systemRed: ["FF3B30FF", "FF453AFF", "D70015FF", "FF6961FF", "FF453AFF", "FF6961FF"],
    .systemOrange: ["FF9500FF", "FF9F0AFF", "C93400FF", "FFB340FF", "FF9F0AFF", "FFB340FF"],
    .systemYellow: ["FFCC00FF", "FFD60AFF", "B25000FF", "FFD426FF", "FFD60AFF", "FFD426FF"],
    .systemGreen: ["34C759FF", "30D158FF", "248A3DFF", "30DB5BFF", "30D158FF", "30DB5BFF"],
    .systemMint: ["00C7BEFF", "63E6E2FF", "0C817BFF", "66D4CFFF", "63E6E2FF", "66D4CFFF"],
    .systemTeal: ["30B0C7FF", "40C8E0FF", "008299FF", "5DE6FFFF", "40C8E0FF", "5DE6FFFF"],
    .systemCyan: ["32ADE6FF", "64D2FFFF", "0071A4FF", "70D7FFFF", "64D2FFFF", "70D7FFFF"],
    .systemBlue: ["007AFFFF", "0A84FFFF", "0040DDFF", "409CFFFF", "0A84FFFF", "409CFFFF"],
    .systemIndigo: ["5856D6FF", "5E5CE6FF", "3634A3FF", "7D7AFFFF", "5E5CE6FF", "7D7AFFFF"],
    .systemPurple: ["AF52DEFF", "BF5AF2FF", "8944ABFF", "DA8FFFFF", "BF5AF2FF", "DA8FFFFF"],
    .systemPink: ["FF2D55FF", "FF375FFF", "D30F45FF", "FF6482FF", "FF375FFF", "FF6482FF"],
    .systemBrown: ["A2845EFF", "AC8E68FF", "7F6545FF", "B59469FF", "AC8E68FF", "B59469FF"],
    .link: ["007AFFFF", "0984FFFF", "007AFFFF", "0984FFFF", "0984FFFF", "0984FFFF"],
    // §8.2 grays.
    .systemGray: ["8E8E93FF", "8E8E93FF", "6C6C70FF", "AEAEB2FF", "8E8E93FF", "AEAEB2FF"],
    .systemGray2: ["AEAEB2FF", "636366FF", "8E8E93FF", "7C7C80FF", "636366FF", "7C7C80FF"],
    .systemGray3: ["C7C7CCFF", "48484AFF", "AEAEB2FF", "545456FF", "48484AFF", "545456FF"],
    .systemGray4: ["D1D1D6FF", "3A3A3CFF", "BCBCC0FF", "444446FF", "3A3A3CFF", "444446FF"],
    .systemGray5: ["E5E5EAFF", "2C2C2EFF", "D8D8DCFF", "363638FF", "2C2C2EFF", "363638FF"],
    .systemGray6: ["F2F2F7FF", "1C1C1EFF", "EBEBF0FF", "242426FF", "1C1C1EFF", "242426FF"],
    // §8.3 labels, separators, fills; alpha bytes 153/173, 76/96, 45/40/66/61, 73/94/153/173,
    // 51/91/71/112, 40/81/61/102, 30/61/51/81, 20/45/40/66.
    .label: ["000000FF", "FFFFFFFF", "000000FF", "FFFFFFFF", "FFFFFFFF", "FFFFFFFF"],
    .secondaryLabel: ["3C3C4399", "EBEBF599", "3C3C43AD", "EBEBF5AD", "EBEBF599", "EBEBF5AD"],
    .tertiaryLabel: ["3C3C434C", "EBEBF54C", "3C3C4360", "EBEBF560", "EBEBF54C", "EBEBF560"],
    .quaternaryLabel: ["3C3C432D", "EBEBF528", "3C3C4342", "EBEBF53D", "EBEBF528", "EBEBF53D"],
    .placeholderText: ["3C3C434C", "EBEBF54C", "3C3C4360", "EBEBF560", "EBEBF54C", "EBEBF560"],
    .separator: ["3C3C4349", "54545899", "3C3C435E", "545458AD", "54545899", "545458AD"],
    .opaqueSeparator: ["C6C6C8FF", "38383AFF", "C6C6C8FF", "38383AFF", "38383AFF", "38383AFF"],
    .systemFill: ["78788033", "7878805B", "78788047", "78788070", "7878805B", "78788070"],
    .secondarySystemFill: ["78788028", "78788051", "7878803D", "78788066", "78788051", "78788066"],
    .tertiarySystemFill: ["7676801E", "7676803D", "76768033", "76768051", "7676803D", "76768051"],
    .quaternarySystemFill: [
        "74748014", "7676802D", "74748028", "76768042", "7676802D", "76768042",
    ],
    // §8.4 backgrounds with elevated dark variants.
    .systemBackground: ["FFFFFFFF", "000000FF", "FFFFFFFF", "000000FF", "1C1C1EFF", "242426FF"],
    .secondarySystemBackground: [
        "F2F2F7FF", "1C1C1EFF", "EBEBF0FF", "242426FF", "2C2C2EFF", "363638FF",
    ],
    .tertiarySystemBackground: [
        "FFFFFFFF", "2C2C2EFF", "FFFFFFFF", "363638FF", "3A3A3CFF", "444446FF",
    ],
    .systemGroupedBackground: [
        "F2F2F7FF", "000000FF", "EBEBF0FF", "000000FF", "1C1C1EFF", "242426FF",
    ],
    .secondarySystemGroupedBackground: [
        "FFFFFFFF", "1C1C1EFF", "FFFFFFFF", "242426FF", "2C2C2EFF", "363638FF",
    ],
    .tertiarySystemGroupedBackground: [
        "F2F2F7FF", "2C2C2EFF", "EBEBF0FF", "363638FF", "3A3A3CFF", "444446FF",
    ],
]

let paletteEnvironments: [ColorEnvironment] = [
    ColorEnvironment(colorScheme: .light),
    ColorEnvironment(colorScheme: .dark),
    ColorEnvironment(colorScheme: .light, contrast: .high),
    ColorEnvironment(colorScheme: .dark, contrast: .high),
    ColorEnvironment(colorScheme: .dark, level: .elevated),
    ColorEnvironment(colorScheme: .dark, contrast: .high, level: .elevated),
]

@Suite("System palette")
struct SystemPaletteTests {
    @Test func referenceCoversEveryCase() {
        #expect(Set(referencePalette.keys) == Set(SystemColor.allCases))
        #expect(SystemColor.allCases.count == 36)
    }

    @Test(arguments: SystemColor.allCases)
    func everyVariantMatchesTheReferenceTable(color: SystemColor) throws {
        let expected = try #require(referencePalette[color])
        // `zip` stops at the shorter list: a row missing a variant would check fewer.
        #expect(expected.count == paletteEnvironments.count)
        for (environment, value) in zip(paletteEnvironments, expected) {
            let resolved = color.resolve(in: environment)
            var hex = resolved.hexString.dropFirst()
            if hex.count == 6 { hex += "FF" }
            #expect(String(hex) == value, "\(color) in \(environment)")
            #expect(Color(color).resolve(in: environment) == resolved)
        }
    }

    @Test(arguments: SystemColor.allCases)
    func lightModeIgnoresTheLevel(color: SystemColor) {
        for contrast in ColorEnvironment.Contrast.allCases {
            let base = ColorEnvironment(colorScheme: .light, contrast: contrast, level: .base)
            let elevated = ColorEnvironment(
                colorScheme: .light, contrast: contrast, level: .elevated)
            #expect(color.resolve(in: base) == color.resolve(in: elevated))
        }
    }

    @Test func staticAccessorsNameTheirColour() {
        #expect(Color.systemBlue == Color(.systemBlue))
        #expect(Color.systemBlue.systemColor == .systemBlue)
        #expect(
            Color.tertiarySystemGroupedBackground.description == "tertiarySystemGroupedBackground")
    }

    @Test func whiteOnLightSystemBlueIsAboutFourToOne() {
        // SPEC §6: UIKit's own selected sidebar falls short of AA in light mode.
        let blue = SystemColor.systemBlue.resolve(in: ColorEnvironment())
        #expect(isClose(Color.Resolved.white.contrastRatio(against: blue), 4.02, 0.01))
    }

    @Test func categoriesPartitionThePalette() {
        #expect(SystemColor.allCases.filter { $0.category == .background }.count == 6)
        #expect(SystemColor.allCases.filter { $0.category == .gray }.count == 6)
        #expect(SystemColor.allCases.filter { $0.category == .fill }.count == 4)
        #expect(SystemColor.link.category == .accent)
    }
}
