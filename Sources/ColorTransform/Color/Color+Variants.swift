extension Color {
    /// The variants of a dynamic colour: light/dark × normal/high contrast × base/elevated.
    ///
    /// Only ``light`` is required. When the variant for an environment is missing, resolution
    /// falls back in this order, stopping at the first variant that exists:
    /// 1. the exact variant (for example high-contrast elevated dark);
    /// 2. the same scheme and contrast at the base level;
    /// 3. the same scheme and level at normal contrast;
    /// 4. the same scheme at normal contrast and base level;
    /// 5. the light variants, by the same four steps.
    ///
    /// This mirrors how `UIColor(dynamicProvider:)` colours in asset catalogs fall back to
    /// "Any Appearance", and how Flutter's `CupertinoDynamicColor` defaults missing traits.
    public struct Variants: Hashable, Sendable, Codable {
        /// Light appearance, normal contrast, base level. Required.
        public var light: Color
        /// Dark appearance, normal contrast, base level.
        public var dark: Color?
        /// Light appearance, high contrast, base level.
        public var highContrastLight: Color?
        /// Dark appearance, high contrast, base level.
        public var highContrastDark: Color?
        /// Light appearance, normal contrast, elevated level.
        public var elevatedLight: Color?
        /// Dark appearance, normal contrast, elevated level.
        public var elevatedDark: Color?
        /// Light appearance, high contrast, elevated level.
        public var highContrastElevatedLight: Color?
        /// Dark appearance, high contrast, elevated level.
        public var highContrastElevatedDark: Color?

        private enum CodingKeys: String, CodingKey, CaseIterable {
            case light, dark, highContrastLight, highContrastDark, elevatedLight, elevatedDark
            case highContrastElevatedLight, highContrastElevatedDark
        }

        /// Creates variants; only `light` is required.
        public init(
            light: Color, dark: Color? = nil, highContrastLight: Color? = nil,
            highContrastDark: Color? = nil, elevatedLight: Color? = nil,
            elevatedDark: Color? = nil, highContrastElevatedLight: Color? = nil,
            highContrastElevatedDark: Color? = nil
        ) {
            self.light = light
            self.dark = dark
            self.highContrastLight = highContrastLight
            self.highContrastDark = highContrastDark
            self.elevatedLight = elevatedLight
            self.elevatedDark = elevatedDark
            self.highContrastElevatedLight = highContrastElevatedLight
            self.highContrastElevatedDark = highContrastElevatedDark
        }

        /// Decodes `{"light": …, "dark": …, …}`: `light` is required, the other variants are
        /// optional, and a key that names no variant is a `DecodingError.dataCorrupted` that
        /// names it.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.checkedContainer(
                keyedBy: CodingKeys.self, what: "a dynamic colour")
            self.init(
                light: try container.decode(Color.self, forKey: .light),
                dark: try container.decodeIfPresent(Color.self, forKey: .dark),
                highContrastLight: try container.decodeIfPresent(
                    Color.self, forKey: .highContrastLight),
                highContrastDark: try container.decodeIfPresent(
                    Color.self, forKey: .highContrastDark),
                elevatedLight: try container.decodeIfPresent(Color.self, forKey: .elevatedLight),
                elevatedDark: try container.decodeIfPresent(Color.self, forKey: .elevatedDark),
                highContrastElevatedLight: try container.decodeIfPresent(
                    Color.self, forKey: .highContrastElevatedLight),
                highContrastElevatedDark: try container.decodeIfPresent(
                    Color.self, forKey: .highContrastElevatedDark))
        }

        /// The variant used in `environment`, after fallback.
        public func color(for environment: ColorEnvironment) -> Color {
            let isHigh = environment.contrast == .high
            let isElevated = environment.level == .elevated
            if environment.colorScheme == .dark,
                let dark = Self.pick(
                    isHigh: isHigh, isElevated: isElevated, normal: dark,
                    high: highContrastDark, elevated: elevatedDark,
                    highElevated: highContrastElevatedDark)
            {
                return dark
            }
            return Self.pick(
                isHigh: isHigh, isElevated: isElevated, normal: light,
                high: highContrastLight, elevated: elevatedLight,
                highElevated: highContrastElevatedLight) ?? light
        }

        private static func pick(
            isHigh: Bool, isElevated: Bool, normal: Color?, high: Color?, elevated: Color?,
            highElevated: Color?
        ) -> Color? {
            switch (isHigh, isElevated) {
            case (true, true): return highElevated ?? high ?? elevated ?? normal
            case (true, false): return high ?? normal
            case (false, true): return elevated ?? normal
            case (false, false): return normal
            }
        }
    }
}
