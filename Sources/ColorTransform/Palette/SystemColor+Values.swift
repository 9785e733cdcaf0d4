// Apple's system colour values, sRGB 0–255 with 8-bit alpha.
//
// Source: the project's reference notes, `reference/uikit-configuration-api.md` §8
// ("System colour values"), which take them from Flutter's CupertinoColors
// (flutter/flutter packages/flutter/lib/src/cupertino/colors.dart: light / dark /
// high-contrast light / high-contrast dark, plus "elevated" variants), corresponding to Apple's
// Human Interface Guidelines tables for iOS 13–18. `systemBackground` and
// `tertiarySystemFill` are confirmed by decompiled UIKit dynamic-colour blocks (same notes).
// Accent colours are the iOS 15–18 values (§8.1; systemYellow high-contrast light is the newer
// 178,80,0); systemTeal uses the iOS 15+ row.

@inline(__always)
func rgb(_ red: UInt32, _ green: UInt32, _ blue: UInt32, _ alpha: UInt32 = 255) -> UInt32 {
    red << 24 | green << 16 | blue << 8 | alpha
}

extension PaletteEntry {
    /// A colour with no elevated variants: elevated dark equals dark.
    @inline(__always)
    static func flat(_ light: UInt32, _ dark: UInt32, _ hcLight: UInt32, _ hcDark: UInt32) -> Self {
        Self(
            light: light, dark: dark, highContrastLight: hcLight, highContrastDark: hcDark,
            elevatedDark: dark, highContrastElevatedDark: hcDark)
    }

    /// A background with elevated dark variants (§8.4 columns: light, HC light, dark, HC dark,
    /// dark elevated, HC dark elevated).
    @inline(__always)
    static func layered(
        light: UInt32, hcLight: UInt32, dark: UInt32, hcDark: UInt32, elevatedDark: UInt32,
        hcElevatedDark: UInt32
    ) -> Self {
        Self(
            light: light, dark: dark, highContrastLight: hcLight, highContrastDark: hcDark,
            elevatedDark: elevatedDark, highContrastElevatedDark: hcElevatedDark)
    }
}

extension SystemColor {
    // Columns of `.flat`: light, dark, high-contrast light, high-contrast dark.
    var entry: PaletteEntry {
        switch self {
        // §8.1 Accent colours.
        case .systemRed:
            return .flat(rgb(255, 59, 48), rgb(255, 69, 58), rgb(215, 0, 21), rgb(255, 105, 97))
        case .systemOrange:
            return .flat(
                rgb(255, 149, 0), rgb(255, 159, 10), rgb(201, 52, 0), rgb(255, 179, 64))
        case .systemYellow:
            return .flat(
                rgb(255, 204, 0), rgb(255, 214, 10), rgb(178, 80, 0), rgb(255, 212, 38))
        case .systemGreen:
            return .flat(rgb(52, 199, 89), rgb(48, 209, 88), rgb(36, 138, 61), rgb(48, 219, 91))
        case .systemMint:
            return .flat(
                rgb(0, 199, 190), rgb(99, 230, 226), rgb(12, 129, 123), rgb(102, 212, 207))
        case .systemTeal:
            return .flat(
                rgb(48, 176, 199), rgb(64, 200, 224), rgb(0, 130, 153), rgb(93, 230, 255))
        case .systemCyan:
            return .flat(
                rgb(50, 173, 230), rgb(100, 210, 255), rgb(0, 113, 164), rgb(112, 215, 255))
        case .systemBlue:
            return .flat(
                rgb(0, 122, 255), rgb(10, 132, 255), rgb(0, 64, 221), rgb(64, 156, 255))
        case .systemIndigo:
            return .flat(
                rgb(88, 86, 214), rgb(94, 92, 230), rgb(54, 52, 163), rgb(125, 122, 255))
        case .systemPurple:
            return .flat(
                rgb(175, 82, 222), rgb(191, 90, 242), rgb(137, 68, 171), rgb(218, 143, 255))
        case .systemPink:
            return .flat(
                rgb(255, 45, 85), rgb(255, 55, 95), rgb(211, 15, 69), rgb(255, 100, 130))
        case .systemBrown:
            return .flat(
                rgb(162, 132, 94), rgb(172, 142, 104), rgb(127, 101, 69), rgb(181, 148, 105))
        case .link:
            // High-contrast variants are the same as normal ones ("same | same").
            return .flat(rgb(0, 122, 255), rgb(9, 132, 255), rgb(0, 122, 255), rgb(9, 132, 255))

        // §8.2 Grays.
        case .systemGray:
            return .flat(
                rgb(142, 142, 147), rgb(142, 142, 147), rgb(108, 108, 112), rgb(174, 174, 178))
        case .systemGray2:
            return .flat(
                rgb(174, 174, 178), rgb(99, 99, 102), rgb(142, 142, 147), rgb(124, 124, 128))
        case .systemGray3:
            return .flat(
                rgb(199, 199, 204), rgb(72, 72, 74), rgb(174, 174, 178), rgb(84, 84, 86))
        case .systemGray4:
            return .flat(
                rgb(209, 209, 214), rgb(58, 58, 60), rgb(188, 188, 192), rgb(68, 68, 70))
        case .systemGray5:
            return .flat(
                rgb(229, 229, 234), rgb(44, 44, 46), rgb(216, 216, 220), rgb(54, 54, 56))
        case .systemGray6:
            return .flat(
                rgb(242, 242, 247), rgb(28, 28, 30), rgb(235, 235, 240), rgb(36, 36, 38))

        // §8.3 Labels, separators, fills (Flutter's 8-bit alphas).
        case .label:
            return .flat(
                rgb(0, 0, 0), rgb(255, 255, 255), rgb(0, 0, 0), rgb(255, 255, 255))
        case .secondaryLabel:
            return .flat(
                rgb(60, 60, 67, 153), rgb(235, 235, 245, 153), rgb(60, 60, 67, 173),
                rgb(235, 235, 245, 173))
        case .tertiaryLabel:
            return .flat(
                rgb(60, 60, 67, 76), rgb(235, 235, 245, 76), rgb(60, 60, 67, 96),
                rgb(235, 235, 245, 96))
        case .quaternaryLabel:
            return .flat(
                rgb(60, 60, 67, 45), rgb(235, 235, 245, 40), rgb(60, 60, 67, 66),
                rgb(235, 235, 245, 61))
        case .placeholderText:
            return .flat(
                rgb(60, 60, 67, 76), rgb(235, 235, 245, 76), rgb(60, 60, 67, 96),
                rgb(235, 235, 245, 96))
        case .separator:
            return .flat(
                rgb(60, 60, 67, 73), rgb(84, 84, 88, 153), rgb(60, 60, 67, 94),
                rgb(84, 84, 88, 173))
        case .opaqueSeparator:
            return .flat(
                rgb(198, 198, 200), rgb(56, 56, 58), rgb(198, 198, 200), rgb(56, 56, 58))
        case .systemFill:
            return .flat(
                rgb(120, 120, 128, 51), rgb(120, 120, 128, 91), rgb(120, 120, 128, 71),
                rgb(120, 120, 128, 112))
        case .secondarySystemFill:
            return .flat(
                rgb(120, 120, 128, 40), rgb(120, 120, 128, 81), rgb(120, 120, 128, 61),
                rgb(120, 120, 128, 102))
        case .tertiarySystemFill:
            return .flat(
                rgb(118, 118, 128, 30), rgb(118, 118, 128, 61), rgb(118, 118, 128, 51),
                rgb(118, 118, 128, 81))
        case .quaternarySystemFill:
            return .flat(
                rgb(116, 116, 128, 20), rgb(118, 118, 128, 45), rgb(116, 116, 128, 40),
                rgb(118, 118, 128, 66))

        // §8.4 Backgrounds (base / elevated).
        case .systemBackground:
            return .layered(
                light: rgb(255, 255, 255), hcLight: rgb(255, 255, 255), dark: rgb(0, 0, 0),
                hcDark: rgb(0, 0, 0), elevatedDark: rgb(28, 28, 30),
                hcElevatedDark: rgb(36, 36, 38))
        case .secondarySystemBackground:
            return .layered(
                light: rgb(242, 242, 247), hcLight: rgb(235, 235, 240), dark: rgb(28, 28, 30),
                hcDark: rgb(36, 36, 38), elevatedDark: rgb(44, 44, 46),
                hcElevatedDark: rgb(54, 54, 56))
        case .tertiarySystemBackground:
            return .layered(
                light: rgb(255, 255, 255), hcLight: rgb(255, 255, 255), dark: rgb(44, 44, 46),
                hcDark: rgb(54, 54, 56), elevatedDark: rgb(58, 58, 60),
                hcElevatedDark: rgb(68, 68, 70))
        case .systemGroupedBackground:
            return .layered(
                light: rgb(242, 242, 247), hcLight: rgb(235, 235, 240), dark: rgb(0, 0, 0),
                hcDark: rgb(0, 0, 0), elevatedDark: rgb(28, 28, 30),
                hcElevatedDark: rgb(36, 36, 38))
        case .secondarySystemGroupedBackground:
            return .layered(
                light: rgb(255, 255, 255), hcLight: rgb(255, 255, 255), dark: rgb(28, 28, 30),
                hcDark: rgb(36, 36, 38), elevatedDark: rgb(44, 44, 46),
                hcElevatedDark: rgb(54, 54, 56))
        case .tertiarySystemGroupedBackground:
            return .layered(
                light: rgb(242, 242, 247), hcLight: rgb(235, 235, 240), dark: rgb(44, 44, 46),
                hcDark: rgb(54, 54, 56), elevatedDark: rgb(58, 58, 60),
                hcElevatedDark: rgb(68, 68, 70))
        }
    }
}
