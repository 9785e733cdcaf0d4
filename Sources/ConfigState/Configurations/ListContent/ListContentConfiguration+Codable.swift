extension ListContentConfiguration.TextProperties: Codable {
    private enum CodingKeys: String, CodingKey {
        case customized, font, color, colorTransformer, alignment, lineBreakMode, numberOfLines
        case adjustsFontSizeToFitWidth, minimumScaleFactor, allowsDefaultTighteningForTruncation
        case adjustsFontForContentSizeCategory, showsExpansionTextWhenTruncated, transform
    }

    /// Encodes every property and the names of the customised ones.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(customizedProperties, forKey: .customized)
        try container.encode(_font, forKey: .font)
        try container.encode(_color, forKey: .color)
        try container.encode(_colorTransformer, forKey: .colorTransformer)
        try container.encode(_alignment, forKey: .alignment)
        try container.encode(_lineBreakMode, forKey: .lineBreakMode)
        try container.encode(_numberOfLines, forKey: .numberOfLines)
        try container.encode(_adjustsFontSizeToFitWidth, forKey: .adjustsFontSizeToFitWidth)
        try container.encode(_minimumScaleFactor, forKey: .minimumScaleFactor)
        try container.encode(
            _allowsDefaultTighteningForTruncation, forKey: .allowsDefaultTighteningForTruncation)
        try container.encode(
            _adjustsFontForContentSizeCategory, forKey: .adjustsFontForContentSizeCategory)
        try container.encode(
            _showsExpansionTextWhenTruncated, forKey: .showsExpansionTextWhenTruncated)
        try container.encode(_transform, forKey: .transform)
    }

    /// Decodes the form ``encode(to:)`` writes; every key is required, numbers are validated
    /// (lines ≥ 0, scale factor in 0…1).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            font: try container.decode(Font.self, forKey: .font),
            color: try container.decode(Color.self, forKey: .color))
        _colorTransformer = try container.decodeIfPresent(
            ConfigurationColorTransformer.self, forKey: .colorTransformer)
        _alignment = try container.decode(TextAlignment.self, forKey: .alignment)
        _lineBreakMode = try container.decode(LineBreakMode.self, forKey: .lineBreakMode)
        let lines = try container._decodeNumber(Int.self, forKey: .numberOfLines)
        guard lines >= 0 else {
            throw DecodingError.dataCorruptedError(
                forKey: .numberOfLines, in: container,
                debugDescription: "numberOfLines \(lines) must be 0 (unlimited) or more")
        }
        _numberOfLines = lines
        _adjustsFontSizeToFitWidth = try container.decode(
            Bool.self, forKey: .adjustsFontSizeToFitWidth)
        let scale = try container._decodeNumber(Double.self, forKey: .minimumScaleFactor)
        guard scale.isFinite, (0...1).contains(scale) else {
            throw DecodingError.dataCorruptedError(
                forKey: .minimumScaleFactor, in: container,
                debugDescription: "minimumScaleFactor \(scale) is outside 0...1")
        }
        _minimumScaleFactor = scale
        _allowsDefaultTighteningForTruncation = try container.decode(
            Bool.self, forKey: .allowsDefaultTighteningForTruncation)
        _adjustsFontForContentSizeCategory = try container.decode(
            Bool.self, forKey: .adjustsFontForContentSizeCategory)
        _showsExpansionTextWhenTruncated = try container.decode(
            Bool.self, forKey: .showsExpansionTextWhenTruncated)
        _transform = try container.decode(TextTransform.self, forKey: .transform)
        customized = CustomizationMask(
            try container.decode([Property].self, forKey: .customized))
    }
}

extension ListContentConfiguration.ImageProperties: Codable {
    private enum CodingKeys: String, CodingKey {
        case customized, preferredSymbolConfiguration, tintColor, tintColorTransformer
        case cornerRadius, maximumSize, reservedLayoutSize, accessibilityIgnoresInvertColors
        case strokeColor, strokeColorTransformer, strokeWidth
    }

    /// Encodes every property and the names of the customised ones; a `nil` tint is `null`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(customizedProperties, forKey: .customized)
        try container.encode(_preferredSymbolConfiguration, forKey: .preferredSymbolConfiguration)
        try container.encode(_tintColor, forKey: .tintColor)
        try container.encode(_tintColorTransformer, forKey: .tintColorTransformer)
        try container.encode(_cornerRadius, forKey: .cornerRadius)
        try container.encode(_maximumSize, forKey: .maximumSize)
        try container.encode(_reservedLayoutSize, forKey: .reservedLayoutSize)
        try container.encode(
            _accessibilityIgnoresInvertColors, forKey: .accessibilityIgnoresInvertColors)
        try container.encode(_strokeColor, forKey: .strokeColor)
        try container.encode(_strokeColorTransformer, forKey: .strokeColorTransformer)
        try container.encode(_strokeWidth, forKey: .strokeWidth)
    }

    /// Decodes the form ``encode(to:)`` writes; missing keys keep their defaults; negative
    /// radii and widths are `DecodingError`s.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init()
        _preferredSymbolConfiguration = try container.decodeIfPresent(
            Image.SymbolConfiguration.self, forKey: .preferredSymbolConfiguration)
        _tintColor = try container.decodeIfPresent(Color.self, forKey: .tintColor)
        _tintColorTransformer = try container.decodeIfPresent(
            ConfigurationColorTransformer.self, forKey: .tintColorTransformer)
        _cornerRadius = try container.decodeNumberIfPresent(.cornerRadius, .nonNegative) ?? 0
        if let size = try container.decodeIfPresent(Size.self, forKey: .maximumSize) {
            _maximumSize = Self._dimension(size)
        }
        if let size = try container.decodeIfPresent(Size.self, forKey: .reservedLayoutSize) {
            _reservedLayoutSize = Self._dimension(size)
        }
        _accessibilityIgnoresInvertColors =
            try container.decodeIfPresent(Bool.self, forKey: .accessibilityIgnoresInvertColors)
            ?? false
        _strokeColor = try container.decodeIfPresent(Color.self, forKey: .strokeColor)
        _strokeColorTransformer = try container.decodeIfPresent(
            ConfigurationColorTransformer.self, forKey: .strokeColorTransformer)
        _strokeWidth = try container.decodeNumberIfPresent(.strokeWidth, .nonNegative) ?? 0
        customized = CustomizationMask(
            try container.decodeIfPresent([Property].self, forKey: .customized) ?? [])
    }
}

extension ListContentConfiguration: Codable {
    private enum CodingKeys: String, CodingKey {
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
        try container.encode(_style, forKey: .style)
        try container.encode(customizedProperties, forKey: .customized)
        try container.encodeIfPresent(_image, forKey: .image)
        try container.encodeIfPresent(_text, forKey: .text)
        try container.encodeIfPresent(_attributedText, forKey: .attributedText)
        try container.encodeIfPresent(_secondaryText, forKey: .secondaryText)
        try container.encodeIfPresent(_secondaryAttributedText, forKey: .secondaryAttributedText)
        try container.encode(_textProperties, forKey: .textProperties)
        try container.encode(_secondaryTextProperties, forKey: .secondaryTextProperties)
        try container.encode(_imageProperties, forKey: .imageProperties)
        try container.encode(
            _axesPreservingSuperviewLayoutMargins, forKey: .axesPreservingSuperviewLayoutMargins)
        try container.encode(_directionalLayoutMargins, forKey: .directionalLayoutMargins)
        try container.encode(
            _prefersSideBySideTextAndSecondaryText, forKey: .prefersSideBySideTextAndSecondaryText)
        try container.encode(_imageToTextPadding, forKey: .imageToTextPadding)
        try container.encode(
            _textToSecondaryTextHorizontalPadding, forKey: .textToSecondaryTextHorizontalPadding)
        try container.encode(
            _textToSecondaryTextVerticalPadding, forKey: .textToSecondaryTextVerticalPadding)
        try container.encode(_alpha, forKey: .alpha)
    }

    /// Decodes the form ``encode(to:)`` writes. Only `style` is required: missing styled
    /// properties take the style's values. Unknown style names, negative paddings or margins
    /// and alpha outside 0…1 are `DecodingError`s naming the key.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self = try container.decode(Style.self, forKey: .style).configuration
        // A missing key, or `null`, keeps the style's value.
        func value<Value: Decodable>(_ key: CodingKeys, or style: Value) throws -> Value {
            try container.decodeIfPresent(Value.self, forKey: key) ?? style
        }
        _image = try container.decodeIfPresent(Image.self, forKey: .image)
        _text = try container.decodeIfPresent(String.self, forKey: .text)
        _attributedText = try container.decodeIfPresent(
            AttributedText.self, forKey: .attributedText)
        _secondaryText = try container.decodeIfPresent(String.self, forKey: .secondaryText)
        _secondaryAttributedText = try container.decodeIfPresent(
            AttributedText.self, forKey: .secondaryAttributedText)
        _textProperties = try value(.textProperties, or: _textProperties)
        _secondaryTextProperties = try value(.secondaryTextProperties, or: _secondaryTextProperties)
        _imageProperties = try value(.imageProperties, or: _imageProperties)
        _axesPreservingSuperviewLayoutMargins = try value(
            .axesPreservingSuperviewLayoutMargins, or: _axesPreservingSuperviewLayoutMargins)
        if let value = try container.decodeIfPresent(
            DirectionalEdgeInsets.self, forKey: .directionalLayoutMargins)
        {
            guard value == value._nonNegative else {
                throw DecodingError.dataCorruptedError(
                    forKey: .directionalLayoutMargins, in: container,
                    debugDescription: "directionalLayoutMargins \(value) must not be negative")
            }
            _directionalLayoutMargins = value
        }
        _prefersSideBySideTextAndSecondaryText = try value(
            .prefersSideBySideTextAndSecondaryText, or: _prefersSideBySideTextAndSecondaryText)
        _imageToTextPadding =
            try container.decodeNumberIfPresent(.imageToTextPadding, .nonNegative)
            ?? _imageToTextPadding
        _textToSecondaryTextHorizontalPadding =
            try container.decodeNumberIfPresent(.textToSecondaryTextHorizontalPadding, .nonNegative)
            ?? _textToSecondaryTextHorizontalPadding
        _textToSecondaryTextVerticalPadding =
            try container.decodeNumberIfPresent(.textToSecondaryTextVerticalPadding, .nonNegative)
            ?? _textToSecondaryTextVerticalPadding
        _alpha = try container.decodeNumberIfPresent(.alpha, .unit) ?? _alpha
        customized = CustomizationMask(
            try container.decodeIfPresent([Property].self, forKey: .customized) ?? [])
    }
}

extension ListContentConfiguration: CustomStringConvertible {
    /// The style, the content, then what differs from the style's normal state or is customised
    /// (`*`), for example
    /// `ListContentConfiguration(cell; text: "Inbox", textProperties.color: tertiaryLabel)`.
    public var description: String {
        let reference = _style.configuration
        var parts: [String] = []
        if let _text { parts.append("text: \(String(reflecting: _text))") }
        if let _attributedText {
            parts.append("attributedText: \(String(reflecting: _attributedText.string))")
        }
        if let _secondaryText {
            parts.append("secondaryText: \(String(reflecting: _secondaryText))")
        }
        if let _secondaryAttributedText {
            parts.append(
                "secondaryAttributedText: \(String(reflecting: _secondaryAttributedText.string))")
        }
        if let _image { parts.append("image: \(_image)") }
        func add(_ name: String, _ customized: Bool, _ value: String, _ referenceValue: String) {
            if customized {
                parts.append("\(name)*: \(value)")
            } else if value != referenceValue {
                parts.append("\(name): \(value)")
            }
        }
        func text<T>(_ value: T?) -> String { value.map { "\($0)" } ?? "nil" }
        for (name, properties, referenceProperties) in [
            ("textProperties", _textProperties, reference._textProperties),
            (
                "secondaryTextProperties", _secondaryTextProperties,
                reference._secondaryTextProperties
            ),
        ] {
            let custom = properties.isCustomized
            add(
                "\(name).font", custom(.font), "\(properties._font)", "\(referenceProperties._font)"
            )
            add(
                "\(name).color", custom(.color), "\(properties._color)",
                "\(referenceProperties._color)")
            add(
                "\(name).colorTransformer", custom(.colorTransformer),
                text(properties._colorTransformer),
                text(referenceProperties._colorTransformer))
            add(
                "\(name).numberOfLines", custom(.numberOfLines), "\(properties._numberOfLines)",
                "\(referenceProperties._numberOfLines)")
            add(
                "\(name).transform", custom(.transform), properties._transform.rawValue,
                referenceProperties._transform.rawValue)
            for property in properties.customizedProperties
            where ![.font, .color, .colorTransformer, .numberOfLines, .transform].contains(property)
            {
                parts.append("\(name).\(property.rawValue)*")
            }
        }
        let image = _imageProperties
        add(
            "imageProperties.tintColor", image.isCustomized(.tintColor), text(image._tintColor),
            text(reference._imageProperties._tintColor))
        for property in image.customizedProperties where property != .tintColor {
            parts.append("imageProperties.\(property.rawValue)*")
        }
        add(
            "directionalLayoutMargins", isCustomized(.directionalLayoutMargins),
            "\(_directionalLayoutMargins)", "\(reference._directionalLayoutMargins)")
        add("alpha", isCustomized(.alpha), _formatNumber(_alpha), _formatNumber(reference._alpha))
        for property in customizedProperties
        where property != .directionalLayoutMargins && property != .alpha {
            parts.append("\(property.rawValue)*")
        }
        let detail = parts.isEmpty ? "" : "; " + parts.joined(separator: ", ")
        return "ListContentConfiguration(\(_style.rawValue)\(detail))"
    }
}
