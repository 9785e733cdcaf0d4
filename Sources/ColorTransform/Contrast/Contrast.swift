/// A way of measuring text contrast.
public enum ContrastMetric: String, Hashable, Sendable, Codable, CaseIterable {
    /// The WCAG 2.x contrast ratio, 1…21 (``Color/Resolved/contrastRatio(against:)``).
    /// AA asks 4.5 for body text and 3 for large text.
    case wcag2
    /// The magnitude of APCA Lc, 0…≈108 (``Color/Resolved/apcaContrast(against:)``). Lc 75 is
    /// the suggested minimum for body text, 60 for other content text.
    case apca

    /// Measures `text` on `background` with this metric.
    ///
    /// Translucent text is first composited over the background; the background is treated
    /// as opaque. The result is always non-negative (APCA's sign, which only says which side is
    /// lighter, is dropped).
    public func measure(text: Color.Resolved, background: Color.Resolved) -> Double {
        switch self {
        case .wcag2: return text.contrastRatio(against: background)
        case .apca: return abs(text.apcaContrast(against: background))
        }
    }

    /// A short label: `WCAG` or `APCA Lc`.
    public var label: String {
        switch self {
        case .wcag2: return "WCAG"
        case .apca: return "APCA Lc"
        }
    }
}

extension Color.Resolved {
    /// The WCAG 2.x contrast ratio of this colour, as text, against `background`:
    /// `(L₁ + 0.05) / (L₂ + 0.05)` with `L₁` the lighter relative luminance
    /// (https://www.w3.org/TR/WCAG21/#dfn-contrast-ratio).
    ///
    /// When this colour is translucent it is first composited over `background`
    /// (``composited(over:)``); `background`'s own alpha is ignored (treated as opaque).
    /// Components are clipped to the sRGB gamut. Black on white is 21; any colour on itself is 1.
    ///
    /// - Parameter background: The colour behind the text.
    /// - Returns: A ratio in 1…21.
    public func contrastRatio(against background: Color.Resolved) -> Double {
        let opaqueBackground = background.withAlphaComponent(1)
        let foreground = composited(over: opaqueBackground)
        let first = foreground.relativeLuminance
        let second = opaqueBackground.relativeLuminance
        return (max(first, second) + 0.05) / (min(first, second) + 0.05)
    }

    /// The APCA lightness contrast Lc of this colour, as text, on `background` — SAPC/APCA
    /// 0.0.98G-4g, the algorithm of the `apca-w3` 0.1.x package (Myndex/apca-w3
    /// `src/apca-w3.js`).
    ///
    /// 1. Screen luminance with a plain 2.4 power (no linear toe):
    ///    `Y = 0.2126729·R^2.4 + 0.7151522·G^2.4 + 0.0721750·B^2.4`.
    /// 2. Soft-clamp near black: if `Y ≤ 0.022`, `Y += (0.022 − Y)^1.414`.
    /// 3. If `|Y_bg − Y_text| < 0.0005` the result is 0.
    /// 4. Dark text on a light background: `S = (Y_bg^0.56 − Y_text^0.57)·1.14`,
    ///    `Lc = S < 0.1 ? 0 : S − 0.027`. Light text on a dark background:
    ///    `S = (Y_bg^0.65 − Y_text^0.62)·1.14`, `Lc = S > −0.1 ? 0 : S + 0.027`.
    /// 5. Multiply by 100.
    ///
    /// Positive values mean dark text on a light background, negative values light text on a
    /// dark background. Translucent text is composited over `background` first; components
    /// are clipped to 0…1.
    ///
    /// - Parameter background: The colour behind the text.
    /// - Returns: Lc, roughly −108…106.
    public func apcaContrast(against background: Color.Resolved) -> Double {
        let opaqueBackground = background.withAlphaComponent(1)
        let text = composited(over: opaqueBackground)
        return Self.apca(textY: text.apcaLuminance, backgroundY: opaqueBackground.apcaLuminance)
    }

    var apcaLuminance: Double {
        func channel(_ value: Double) -> Double { power(min(max(value, 0), 1), 2.4) }
        return 0.212_672_9 * channel(red) + 0.715_152_2 * channel(green)
            + 0.072_175_0 * channel(blue)
    }

    static func apca(textY: Double, backgroundY: Double) -> Double {
        let blackThreshold = 0.022
        let blackClamp = 1.414
        func softClamp(_ y: Double) -> Double {
            y > blackThreshold ? y : y + power(blackThreshold - y, blackClamp)
        }
        let text = softClamp(textY)
        let background = softClamp(backgroundY)
        guard abs(background - text) >= 0.000_5 else { return 0 }
        let scale = 1.14
        let lowClip = 0.1
        let offset = 0.027
        let lc: Double
        if background > text {
            let sapc = (power(background, 0.56) - power(text, 0.57)) * scale
            lc = sapc < lowClip ? 0 : sapc - offset
        } else {
            let sapc = (power(background, 0.65) - power(text, 0.62)) * scale
            lc = sapc > -lowClip ? 0 : sapc + offset
        }
        return lc * 100
    }
}
