extension ListContentConfiguration.TextProperties: Codable {
    private enum CodingKeys: String, CodingKey, CaseIterable {
        case customized, font, color, colorTransformer, alignment, lineBreakMode, numberOfLines
        case adjustsFontSizeToFitWidth, minimumScaleFactor, allowsDefaultTighteningForTruncation
        case adjustsFontForContentSizeCategory, showsExpansionTextWhenTruncated, transform
    }

    /// Encodes every property and the names of the customised ones.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(customizedProperties, forKey: .customized)
        try container.encode(font, forKey: .font)
        try container.encode(color, forKey: .color)
        try container.encode(colorTransformer, forKey: .colorTransformer)
        try container.encode(alignment, forKey: .alignment)
        try container.encode(lineBreakMode, forKey: .lineBreakMode)
        try container.encode(numberOfLines, forKey: .numberOfLines)
        try container.encode(adjustsFontSizeToFitWidth, forKey: .adjustsFontSizeToFitWidth)
        try container.encode(minimumScaleFactor, forKey: .minimumScaleFactor)
        try container.encode(
            allowsDefaultTighteningForTruncation, forKey: .allowsDefaultTighteningForTruncation)
        try container.encode(
            adjustsFontForContentSizeCategory, forKey: .adjustsFontForContentSizeCategory)
        try container.encode(
            showsExpansionTextWhenTruncated, forKey: .showsExpansionTextWhenTruncated)
        try container.encode(transform, forKey: .transform)
    }

    /// Decodes the form ``encode(to:)`` writes; every key is required, numbers are validated
    /// (lines ≥ 0, scale factor in 0…1).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.checkedContainer(
            keyedBy: CodingKeys.self, what: "text properties")
        self.init(
            font: try container.decode(Font.self, forKey: .font),
            color: try container.decode(Color.self, forKey: .color))
        colorTransformer = try container.decodeIfPresent(
            ConfigurationColorTransformer.self, forKey: .colorTransformer)
        alignment = try container.decode(TextAlignment.self, forKey: .alignment)
        lineBreakMode = try container.decode(LineBreakMode.self, forKey: .lineBreakMode)
        let lines = try container.decodeNumber(Int.self, forKey: .numberOfLines)
        guard lines >= 0 else {
            throw DecodingError.dataCorruptedError(
                forKey: .numberOfLines, in: container,
                debugDescription: "numberOfLines \(lines) must be 0 (unlimited) or more")
        }
        numberOfLines = lines
        adjustsFontSizeToFitWidth = try container.decode(
            Bool.self, forKey: .adjustsFontSizeToFitWidth)
        let scale = try container.decodeNumber(Double.self, forKey: .minimumScaleFactor)
        guard scale.isFinite, (0...1).contains(scale) else {
            throw DecodingError.dataCorruptedError(
                forKey: .minimumScaleFactor, in: container,
                debugDescription: "minimumScaleFactor \(scale) is outside 0...1")
        }
        minimumScaleFactor = scale
        allowsDefaultTighteningForTruncation = try container.decode(
            Bool.self, forKey: .allowsDefaultTighteningForTruncation)
        adjustsFontForContentSizeCategory = try container.decode(
            Bool.self, forKey: .adjustsFontForContentSizeCategory)
        showsExpansionTextWhenTruncated = try container.decode(
            Bool.self, forKey: .showsExpansionTextWhenTruncated)
        transform = try container.decode(TextTransform.self, forKey: .transform)
        customized = CustomizationMask(
            try container.decode([Property].self, forKey: .customized))
    }
}

extension ListContentConfiguration.ImageProperties: Codable {
    private enum CodingKeys: String, CodingKey, CaseIterable {
        case customized, preferredSymbolConfiguration, tintColor, tintColorTransformer
        case cornerRadius, maximumSize, reservedLayoutSize, accessibilityIgnoresInvertColors
        case strokeColor, strokeColorTransformer, strokeWidth
    }

    /// Encodes every property and the names of the customised ones; a `nil` tint is `null`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(customizedProperties, forKey: .customized)
        try container.encode(preferredSymbolConfiguration, forKey: .preferredSymbolConfiguration)
        try container.encode(tintColor, forKey: .tintColor)
        try container.encode(tintColorTransformer, forKey: .tintColorTransformer)
        try container.encode(cornerRadius, forKey: .cornerRadius)
        try container.encodeSize(maximumSize, forKey: .maximumSize)
        try container.encodeSize(reservedLayoutSize, forKey: .reservedLayoutSize)
        try container.encode(
            accessibilityIgnoresInvertColors, forKey: .accessibilityIgnoresInvertColors)
        try container.encode(strokeColor, forKey: .strokeColor)
        try container.encode(strokeColorTransformer, forKey: .strokeColorTransformer)
        try container.encode(strokeWidth, forKey: .strokeWidth)
    }

    /// Decodes the form ``encode(to:)`` writes; missing keys keep their defaults; negative
    /// radii and widths are `DecodingError`s.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.checkedContainer(
            keyedBy: CodingKeys.self, what: "image properties")
        self.init()
        preferredSymbolConfiguration = try container.decodeIfPresent(
            Image.SymbolConfiguration.self, forKey: .preferredSymbolConfiguration)
        tintColor = try container.decodeIfPresent(Color.self, forKey: .tintColor)
        tintColorTransformer = try container.decodeIfPresent(
            ConfigurationColorTransformer.self, forKey: .tintColorTransformer)
        cornerRadius = try container.decodeNumberIfPresent(.cornerRadius, .nonNegative) ?? 0
        if let size = try container.decodeSizeIfPresent(forKey: .maximumSize) {
            maximumSize = Self.clamped(size)
        }
        if let size = try container.decodeSizeIfPresent(forKey: .reservedLayoutSize) {
            reservedLayoutSize = Self.clamped(size)
        }
        accessibilityIgnoresInvertColors =
            try container.decodeIfPresent(Bool.self, forKey: .accessibilityIgnoresInvertColors)
            ?? false
        strokeColor = try container.decodeIfPresent(Color.self, forKey: .strokeColor)
        strokeColorTransformer = try container.decodeIfPresent(
            ConfigurationColorTransformer.self, forKey: .strokeColorTransformer)
        strokeWidth = try container.decodeNumberIfPresent(.strokeWidth, .nonNegative) ?? 0
        customized = CustomizationMask(
            try container.decodeIfPresent([Property].self, forKey: .customized) ?? [])
    }
}

extension ListContentConfiguration: Codable {
    private enum CodingKeys: String, CodingKey, CaseIterable {
        case style, customized, image, text, attributedText, secondaryText, secondaryAttributedText
        case textProperties, secondaryTextProperties, imageProperties
        case axesPreservingSuperviewLayoutMargins, directionalLayoutMargins
        case prefersSideBySideTextAndSecondaryText, imageToTextPadding
        case textToSecondaryTextHorizontalPadding, textToSecondaryTextVerticalPadding, alpha
    }

    /// Encodes the style, the content, every styled property and what is customised, so that
    /// a decoded configuration updates exactly like the original.
    ///
    /// - Throws: `EncodingError` when a transformer holds a closure.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(style, forKey: .style)
        try container.encode(customizedProperties, forKey: .customized)
        try container.encodeIfPresent(image, forKey: .image)
        try container.encodeIfPresent(text, forKey: .text)
        try container.encodeIfPresent(attributedText, forKey: .attributedText)
        try container.encodeIfPresent(secondaryText, forKey: .secondaryText)
        try container.encodeIfPresent(secondaryAttributedText, forKey: .secondaryAttributedText)
        try container.encode(textProperties, forKey: .textProperties)
        try container.encode(secondaryTextProperties, forKey: .secondaryTextProperties)
        try container.encode(imageProperties, forKey: .imageProperties)
        try container.encode(
            axesPreservingSuperviewLayoutMargins, forKey: .axesPreservingSuperviewLayoutMargins)
        try container.encode(directionalLayoutMargins, forKey: .directionalLayoutMargins)
        try container.encode(
            prefersSideBySideTextAndSecondaryText, forKey: .prefersSideBySideTextAndSecondaryText)
        try container.encode(imageToTextPadding, forKey: .imageToTextPadding)
        try container.encode(
            textToSecondaryTextHorizontalPadding, forKey: .textToSecondaryTextHorizontalPadding)
        try container.encode(
            textToSecondaryTextVerticalPadding, forKey: .textToSecondaryTextVerticalPadding)
        try container.encode(alpha, forKey: .alpha)
    }

    /// Decodes the form ``encode(to:)`` writes. Only `style` is required: missing styled
    /// properties take the style's values. Unknown style names, negative paddings or margins
    /// and alpha outside 0…1 are `DecodingError`s naming the key.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.checkedContainer(
            keyedBy: CodingKeys.self, what: "a list content configuration")
        self = try container.decode(Style.self, forKey: .style).configuration
        image = try container.decodeIfPresent(Image.self, forKey: .image)
        text = try container.decodeIfPresent(String.self, forKey: .text)
        attributedText = try container.decodeIfPresent(
            AttributedText.self, forKey: .attributedText)
        secondaryText = try container.decodeIfPresent(String.self, forKey: .secondaryText)
        secondaryAttributedText = try container.decodeIfPresent(
            AttributedText.self, forKey: .secondaryAttributedText)
        textProperties = try container.decode(.textProperties, or: textProperties)
        secondaryTextProperties = try container.decode(
            .secondaryTextProperties, or: secondaryTextProperties)
        imageProperties = try container.decode(.imageProperties, or: imageProperties)
        axesPreservingSuperviewLayoutMargins = try container.decode(
            .axesPreservingSuperviewLayoutMargins, or: axesPreservingSuperviewLayoutMargins)
        if let value = try container.decodeIfPresent(
            DirectionalEdgeInsets.self, forKey: .directionalLayoutMargins)
        {
            guard value == value.nonNegative else {
                throw DecodingError.dataCorruptedError(
                    forKey: .directionalLayoutMargins, in: container,
                    debugDescription: "directionalLayoutMargins \(value) must not be negative")
            }
            directionalLayoutMargins = value
        }
        prefersSideBySideTextAndSecondaryText = try container.decode(
            .prefersSideBySideTextAndSecondaryText, or: prefersSideBySideTextAndSecondaryText)
        imageToTextPadding =
            try container.decodeNumberIfPresent(.imageToTextPadding, .nonNegative)
            ?? imageToTextPadding
        textToSecondaryTextHorizontalPadding =
            try container.decodeNumberIfPresent(.textToSecondaryTextHorizontalPadding, .nonNegative)
            ?? textToSecondaryTextHorizontalPadding
        textToSecondaryTextVerticalPadding =
            try container.decodeNumberIfPresent(.textToSecondaryTextVerticalPadding, .nonNegative)
            ?? textToSecondaryTextVerticalPadding
        alpha = try container.decodeNumberIfPresent(.alpha, .unit) ?? alpha
        customized = CustomizationMask(
            try container.decodeIfPresent([Property].self, forKey: .customized) ?? [])
    }
}

extension ListContentConfiguration: CustomStringConvertible {
    /// The style, the content, then what differs from the style's normal state or is customised
    /// (`*`), for example
    /// `ListContentConfiguration(cell; text: "Inbox", textProperties.color: tertiaryLabel)`.
    public var description: String {
        let reference = style.configuration
        var parts: [String] = []
        if let text { parts.append("text: \(String(reflecting: text))") }
        if let attributedText {
            parts.append("attributedText: \(String(reflecting: attributedText.string))")
        }
        if let secondaryText {
            parts.append("secondaryText: \(String(reflecting: secondaryText))")
        }
        if let secondaryAttributedText {
            parts.append(
                "secondaryAttributedText: \(String(reflecting: secondaryAttributedText.string))")
        }
        if let image { parts.append("image: \(image)") }
        func add(_ name: String, _ customized: Bool, _ value: String, _ referenceValue: String) {
            if customized {
                parts.append("\(name)*: \(value)")
            } else if value != referenceValue {
                parts.append("\(name): \(value)")
            }
        }
        func describe<T>(_ value: T?) -> String { value.map { "\($0)" } ?? "nil" }
        for (name, properties, referenceProperties) in [
            ("textProperties", textProperties, reference.textProperties),
            (
                "secondaryTextProperties", secondaryTextProperties,
                reference.secondaryTextProperties
            ),
        ] {
            let custom = properties.isCustomized
            add(
                "\(name).font", custom(.font), "\(properties.font)", "\(referenceProperties.font)"
            )
            add(
                "\(name).color", custom(.color), "\(properties.color)",
                "\(referenceProperties.color)")
            add(
                "\(name).colorTransformer", custom(.colorTransformer),
                describe(properties.colorTransformer),
                describe(referenceProperties.colorTransformer))
            add(
                "\(name).numberOfLines", custom(.numberOfLines), "\(properties.numberOfLines)",
                "\(referenceProperties.numberOfLines)")
            add(
                "\(name).transform", custom(.transform), properties.transform.rawValue,
                referenceProperties.transform.rawValue)
            for property in properties.customizedProperties
            where ![.font, .color, .colorTransformer, .numberOfLines, .transform].contains(property)
            {
                parts.append("\(name).\(property.rawValue)*")
            }
        }
        add(
            "imageProperties.tintColor", imageProperties.isCustomized(.tintColor),
            describe(imageProperties.tintColor), describe(reference.imageProperties.tintColor))
        for property in imageProperties.customizedProperties where property != .tintColor {
            parts.append("imageProperties.\(property.rawValue)*")
        }
        add(
            "directionalLayoutMargins", isCustomized(.directionalLayoutMargins),
            "\(directionalLayoutMargins)", "\(reference.directionalLayoutMargins)")
        add("alpha", isCustomized(.alpha), formatNumber(alpha), formatNumber(reference.alpha))
        for property in customizedProperties
        where property != .directionalLayoutMargins && property != .alpha {
            parts.append("\(property.rawValue)*")
        }
        let detail = parts.isEmpty ? "" : "; " + parts.joined(separator: ", ")
        return "ListContentConfiguration(\(style.rawValue)\(detail))"
    }
}
