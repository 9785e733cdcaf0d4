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
func _rgb(_ red: UInt32, _ green: UInt32, _ blue: UInt32, _ alpha: UInt32 = 255) -> UInt32 {
    red << 24 | green << 16 | blue << 8 | alpha
}

extension _PaletteEntry {
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
    var _entry: _PaletteEntry {
        switch self {
        // §8.1 Accent colours.
        case .systemRed:
            return .flat(_rgb(255, 59, 48), _rgb(255, 69, 58), _rgb(215, 0, 21), _rgb(255, 105, 97))
        case .systemOrange:
            return .flat(
                _rgb(255, 149, 0), _rgb(255, 159, 10), _rgb(201, 52, 0), _rgb(255, 179, 64))
        case .systemYellow:
            return .flat(
                _rgb(255, 204, 0), _rgb(255, 214, 10), _rgb(178, 80, 0), _rgb(255, 212, 38))
        case .systemGreen:
            return .flat(_rgb(52, 199, 89), _rgb(48, 209, 88), _rgb(36, 138, 61), _rgb(48, 219, 91))
        case .systemMint:
            return .flat(
                _rgb(0, 199, 190), _rgb(99, 230, 226), _rgb(12, 129, 123), _rgb(102, 212, 207))
        case .systemTeal:
            return .flat(
                _rgb(48, 176, 199), _rgb(64, 200, 224), _rgb(0, 130, 153), _rgb(93, 230, 255))
        case .systemCyan:
            return .flat(
                _rgb(50, 173, 230), _rgb(100, 210, 255), _rgb(0, 113, 164), _rgb(112, 215, 255))
        case .systemBlue:
            return .flat(
                _rgb(0, 122, 255), _rgb(10, 132, 255), _rgb(0, 64, 221), _rgb(64, 156, 255))
        case .systemIndigo:
            return .flat(
                _rgb(88, 86, 214), _rgb(94, 92, 230), _rgb(54, 52, 163), _rgb(125, 122, 255))
        case .systemPurple:
            return .flat(
                _rgb(175, 82, 222), _rgb(191, 90, 242), _rgb(137, 68, 171), _rgb(218, 143, 255))
        case .systemPink:
            return .flat(
                _rgb(255, 45, 85), _rgb(255, 55, 95), _rgb(211, 15, 69), _rgb(255, 100, 130))
        case .systemBrown:
            return .flat(
                _rgb(162, 132, 94), _rgb(172, 142, 104), _rgb(127, 101, 69), _rgb(181, 148, 105))
        case .link:
            // High-contrast variants are the same as normal ones ("same | same").
            return .flat(_rgb(0, 122, 255), _rgb(9, 132, 255), _rgb(0, 122, 255), _rgb(9, 132, 255))

        // §8.2 Grays.
        case .systemGray:
            return .flat(
                _rgb(142, 142, 147), _rgb(142, 142, 147), _rgb(108, 108, 112), _rgb(174, 174, 178))
        case .systemGray2:
            return .flat(
                _rgb(174, 174, 178), _rgb(99, 99, 102), _rgb(142, 142, 147), _rgb(124, 124, 128))
        case .systemGray3:
            return .flat(
                _rgb(199, 199, 204), _rgb(72, 72, 74), _rgb(174, 174, 178), _rgb(84, 84, 86))
        case .systemGray4:
            return .flat(
                _rgb(209, 209, 214), _rgb(58, 58, 60), _rgb(188, 188, 192), _rgb(68, 68, 70))
        case .systemGray5:
            return .flat(
                _rgb(229, 229, 234), _rgb(44, 44, 46), _rgb(216, 216, 220), _rgb(54, 54, 56))
        case .systemGray6:
            return .flat(
                _rgb(242, 242, 247), _rgb(28, 28, 30), _rgb(235, 235, 240), _rgb(36, 36, 38))

        // §8.3 Labels, separators, fills (Flutter's 8-bit alphas).
        case .label:
            return .flat(
                _rgb(0, 0, 0), _rgb(255, 255, 255), _rgb(0, 0, 0), _rgb(255, 255, 255))
        case .secondaryLabel:
            return .flat(
                _rgb(60, 60, 67, 153), _rgb(235, 235, 245, 153), _rgb(60, 60, 67, 173),
                _rgb(235, 235, 245, 173))
        case .tertiaryLabel:
            return .flat(
                _rgb(60, 60, 67, 76), _rgb(235, 235, 245, 76), _rgb(60, 60, 67, 96),
                _rgb(235, 235, 245, 96))
        case .quaternaryLabel:
            return .flat(
                _rgb(60, 60, 67, 45), _rgb(235, 235, 245, 40), _rgb(60, 60, 67, 66),
                _rgb(235, 235, 245, 61))
        case .placeholderText:
            return .flat(
                _rgb(60, 60, 67, 76), _rgb(235, 235, 245, 76), _rgb(60, 60, 67, 96),
                _rgb(235, 235, 245, 96))
        case .separator:
            return .flat(
                _rgb(60, 60, 67, 73), _rgb(84, 84, 88, 153), _rgb(60, 60, 67, 94),
                _rgb(84, 84, 88, 173))
        case .opaqueSeparator:
            return .flat(
                _rgb(198, 198, 200), _rgb(56, 56, 58), _rgb(198, 198, 200), _rgb(56, 56, 58))
        case .systemFill:
            return .flat(
                _rgb(120, 120, 128, 51), _rgb(120, 120, 128, 91), _rgb(120, 120, 128, 71),
                _rgb(120, 120, 128, 112))
        case .secondarySystemFill:
            return .flat(
                _rgb(120, 120, 128, 40), _rgb(120, 120, 128, 81), _rgb(120, 120, 128, 61),
                _rgb(120, 120, 128, 102))
        case .tertiarySystemFill:
            return .flat(
                _rgb(118, 118, 128, 30), _rgb(118, 118, 128, 61), _rgb(118, 118, 128, 51),
                _rgb(118, 118, 128, 81))
        case .quaternarySystemFill:
            return .flat(
                _rgb(116, 116, 128, 20), _rgb(118, 118, 128, 45), _rgb(116, 116, 128, 40),
                _rgb(118, 118, 128, 66))

        // §8.4 Backgrounds (base / elevated).
        case .systemBackground:
            return .layered(
                light: _rgb(255, 255, 255), hcLight: _rgb(255, 255, 255), dark: _rgb(0, 0, 0),
                hcDark: _rgb(0, 0, 0), elevatedDark: _rgb(28, 28, 30),
                hcElevatedDark: _rgb(36, 36, 38))
        case .secondarySystemBackground:
            return .layered(
                light: _rgb(242, 242, 247), hcLight: _rgb(235, 235, 240), dark: _rgb(28, 28, 30),
                hcDark: _rgb(36, 36, 38), elevatedDark: _rgb(44, 44, 46),
                hcElevatedDark: _rgb(54, 54, 56))
        case .tertiarySystemBackground:
            return .layered(
                light: _rgb(255, 255, 255), hcLight: _rgb(255, 255, 255), dark: _rgb(44, 44, 46),
                hcDark: _rgb(54, 54, 56), elevatedDark: _rgb(58, 58, 60),
                hcElevatedDark: _rgb(68, 68, 70))
        case .systemGroupedBackground:
            return .layered(
                light: _rgb(242, 242, 247), hcLight: _rgb(235, 235, 240), dark: _rgb(0, 0, 0),
                hcDark: _rgb(0, 0, 0), elevatedDark: _rgb(28, 28, 30),
                hcElevatedDark: _rgb(36, 36, 38))
        case .secondarySystemGroupedBackground:
            return .layered(
                light: _rgb(255, 255, 255), hcLight: _rgb(255, 255, 255), dark: _rgb(28, 28, 30),
                hcDark: _rgb(36, 36, 38), elevatedDark: _rgb(44, 44, 46),
                hcElevatedDark: _rgb(54, 54, 56))
        case .tertiarySystemGroupedBackground:
            return .layered(
                light: _rgb(242, 242, 247), hcLight: _rgb(235, 235, 240), dark: _rgb(44, 44, 46),
                hcDark: _rgb(54, 54, 56), elevatedDark: _rgb(58, 58, 60),
                hcElevatedDark: _rgb(68, 68, 70))
        }
    }
}
