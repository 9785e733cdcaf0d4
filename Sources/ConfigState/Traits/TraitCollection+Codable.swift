extension TraitCollection: Codable {
    private enum CodingKeys: String, CodingKey, CaseIterable {
        case userInterfaceStyle, accessibilityContrast, userInterfaceLevel, userInterfaceIdiom
        case preferredContentSizeCategory, layoutDirection, horizontalSizeClass
        case verticalSizeClass, legibilityWeight, displayScale, listEnvironment, accentColor
        case tintColor
    }

    /// Decodes the object ``encode(to:)`` writes. Missing keys take the defaults of `init()`;
    /// an unknown enum value or a display scale outside 1…10 is a `DecodingError` naming the
    /// key.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.checkedContainer(
            keyedBy: CodingKeys.self, what: "a trait collection")
        func value<T: RawRepresentable & CaseIterable>(
            _ key: CodingKeys, default defaultValue: T
        ) throws -> T where T.RawValue == String {
            try container.decodeNameIfPresent(T.self, forKey: key, what: key.stringValue)
                ?? defaultValue
        }
        let scale = try container.decodeNumberIfPresent(Double.self, forKey: .displayScale) ?? 3
        guard scale.isFinite, (1...10).contains(scale) else {
            throw DecodingError.dataCorruptedError(
                forKey: .displayScale, in: container,
                debugDescription: "displayScale \(scale) is outside 1...10")
        }
        self.init(
            userInterfaceStyle: try value(.userInterfaceStyle, default: .light),
            accessibilityContrast: try value(.accessibilityContrast, default: .normal),
            userInterfaceLevel: try value(.userInterfaceLevel, default: .base),
            userInterfaceIdiom: try value(.userInterfaceIdiom, default: .phone),
            preferredContentSizeCategory: try value(.preferredContentSizeCategory, default: .large),
            layoutDirection: try value(.layoutDirection, default: .leftToRight),
            horizontalSizeClass: try value(.horizontalSizeClass, default: .compact),
            verticalSizeClass: try value(.verticalSizeClass, default: .regular),
            legibilityWeight: try value(.legibilityWeight, default: .regular),
            displayScale: scale,
            listEnvironment: try value(.listEnvironment, default: .none),
            accentColor: try container.decodeIfPresent(Color.self, forKey: .accentColor),
            tintColor: try container.decodeIfPresent(Color.self, forKey: .tintColor) ?? .systemBlue)
    }

    /// Encodes every trait by name.
    public func encode(to encoder: any Encoder) throws {
        try storage.fields.encode(to: encoder)
    }
}

extension TraitCollection: CustomStringConvertible {
    /// The traits that differ from `init()`'s defaults, for example
    /// `TraitCollection(dark, high contrast, listEnvironment: sidebar)`;
    /// `TraitCollection(default)` when none do.
    public var description: String {
        let parts = differencesFromDefault
        return "TraitCollection(\(parts.isEmpty ? "default" : parts.joined(separator: ", ")))"
    }

    /// Short phrases for each trait that differs from the default.
    var differencesFromDefault: [String] {
        let defaults = TraitCollection()
        var parts: [String] = []
        if userInterfaceStyle != defaults.userInterfaceStyle {
            parts.append(
                userInterfaceStyle == .dark ? "dark" : "style: \(userInterfaceStyle.rawValue)")
        }
        if accessibilityContrast != defaults.accessibilityContrast {
            parts.append(
                accessibilityContrast == .high
                    ? "high contrast" : "contrast: \(accessibilityContrast.rawValue)")
        }
        if userInterfaceLevel != defaults.userInterfaceLevel {
            parts.append(
                userInterfaceLevel == .elevated
                    ? "elevated" : "level: \(userInterfaceLevel.rawValue)")
        }
        if userInterfaceIdiom != defaults.userInterfaceIdiom {
            parts.append("idiom: \(userInterfaceIdiom.rawValue)")
        }
        if preferredContentSizeCategory != defaults.preferredContentSizeCategory {
            parts.append("size: \(preferredContentSizeCategory.rawValue)")
        }
        if layoutDirection != defaults.layoutDirection { parts.append(layoutDirection.rawValue) }
        if horizontalSizeClass != defaults.horizontalSizeClass {
            parts.append("horizontal: \(horizontalSizeClass.rawValue)")
        }
        if verticalSizeClass != defaults.verticalSizeClass {
            parts.append("vertical: \(verticalSizeClass.rawValue)")
        }
        if legibilityWeight != defaults.legibilityWeight {
            parts.append("legibility: \(legibilityWeight.rawValue)")
        }
        if displayScale != defaults.displayScale { parts.append("scale: \(displayScale)") }
        if listEnvironment != defaults.listEnvironment {
            parts.append("listEnvironment: \(listEnvironment.rawValue)")
        }
        if let accentColor { parts.append("accent: \(accentColor)") }
        if tintColor != defaults.tintColor { parts.append("tint: \(tintColor)") }
        return parts
    }
}
