extension BackgroundConfiguration: Codable {
    private enum CodingKeys: String, CodingKey {
        case style, customized, customView, cornerRadius, backgroundInsets
        case edgesAddingLayoutMarginsToBackgroundInsets, backgroundColor, backgroundColorTransformer
        case visualEffect, image, imageContentMode, strokeColor, strokeColorTransformer
        case strokeWidth, strokeOutset, shadowProperties
    }

    /// Encodes the style, every property, and the names of the customised properties, so that
    /// a decoded configuration updates exactly like the original.
    ///
    /// A `nil` colour (meaning the tint) is written as JSON `null`.
    ///
    /// - Throws: `EncodingError` when a transformer holds a closure.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(_style, forKey: .style)
        try container.encode(customizedProperties, forKey: .customized)
        try container.encode(_customView, forKey: .customView)
        try container.encode(_cornerRadius, forKey: .cornerRadius)
        try container.encode(_backgroundInsets, forKey: .backgroundInsets)
        try container.encode(
            _edgesAddingLayoutMarginsToBackgroundInsets,
            forKey: .edgesAddingLayoutMarginsToBackgroundInsets)
        try container.encode(_backgroundColor, forKey: .backgroundColor)
        try container.encode(_backgroundColorTransformer, forKey: .backgroundColorTransformer)
        try container.encode(_visualEffect, forKey: .visualEffect)
        try container.encode(_image, forKey: .image)
        try container.encode(_imageContentMode, forKey: .imageContentMode)
        try container.encode(_strokeColor, forKey: .strokeColor)
        try container.encode(_strokeColorTransformer, forKey: .strokeColorTransformer)
        try container.encode(_strokeWidth, forKey: .strokeWidth)
        try container.encode(_strokeOutset, forKey: .strokeOutset)
        try container.encode(_shadowProperties, forKey: .shadowProperties)
    }

    /// Decodes the form ``encode(to:)`` writes. Only `style` is required: missing properties
    /// take the style's values and are not customised. A missing key is not the same as
    /// `null`: `"backgroundColor": null` sets the tint colour (and marks it customised if
    /// listed in `customized`). Unknown style or property names and invalid numbers (negative
    /// corner radius or stroke width, non-finite values) are `DecodingError`s naming the key.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let style = try container.decode(Style.self, forKey: .style)
        self = style.configuration
        // A missing key keeps the style's value, and so does `null` except in the optional
        // properties, where it is a value (`nil`: the tint colour, no view, no effect).
        func value<Value: Decodable>(_ key: CodingKeys, or style: Value) throws -> Value {
            try container.decodeIfPresent(Value.self, forKey: key) ?? style
        }
        func optional<Value: Decodable>(_ key: CodingKeys, or style: Value?) throws -> Value? {
            container.contains(key) ? try container.decodeIfPresent(Value.self, forKey: key) : style
        }
        _customView = try optional(.customView, or: _customView)
        _cornerRadius =
            try container.decodeNumberIfPresent(.cornerRadius, .nonNegative) ?? _cornerRadius
        _backgroundInsets = try value(.backgroundInsets, or: _backgroundInsets)
        _edgesAddingLayoutMarginsToBackgroundInsets = try value(
            .edgesAddingLayoutMarginsToBackgroundInsets,
            or: _edgesAddingLayoutMarginsToBackgroundInsets)
        _backgroundColor = try optional(.backgroundColor, or: _backgroundColor)
        _backgroundColorTransformer = try optional(
            .backgroundColorTransformer, or: _backgroundColorTransformer)
        _visualEffect = try optional(.visualEffect, or: _visualEffect)
        _image = try optional(.image, or: _image)
        _imageContentMode = try value(.imageContentMode, or: _imageContentMode)
        _strokeColor = try optional(.strokeColor, or: _strokeColor)
        _strokeColorTransformer = try optional(.strokeColorTransformer, or: _strokeColorTransformer)
        _strokeWidth =
            try container.decodeNumberIfPresent(.strokeWidth, .nonNegative) ?? _strokeWidth
        _strokeOutset = try container.decodeNumberIfPresent(.strokeOutset, .finite) ?? _strokeOutset
        _shadowProperties = try value(.shadowProperties, or: _shadowProperties)
        customized = CustomizationMask(
            try container.decodeIfPresent([Property].self, forKey: .customized) ?? [])
    }
}

extension BackgroundConfiguration: CustomStringConvertible {
    /// The style, then every property that differs from the style's normal state or is
    /// customised (marked `*`), for example
    /// `BackgroundConfiguration(listPlainCell; backgroundColor: systemGray4, cornerRadius*: 8)`.
    /// A `nil` colour prints as `tintColor (inherited)`.
    public var description: String {
        let reference = _style.configuration
        var parts: [String] = []
        func add(_ property: Property, _ value: String, _ referenceValue: String) {
            if isCustomized(property) {
                parts.append("\(property.rawValue)*: \(value)")
            } else if value != referenceValue {
                parts.append("\(property.rawValue): \(value)")
            }
        }
        func text(_ color: Color?) -> String { color.map(\.description) ?? "tintColor (inherited)" }
        func text<T>(_ value: T?) -> String { value.map { "\($0)" } ?? "nil" }
        add(.customView, text(_customView), text(reference._customView))
        add(.cornerRadius, _formatNumber(_cornerRadius), _formatNumber(reference._cornerRadius))
        add(.backgroundInsets, "\(_backgroundInsets)", "\(reference._backgroundInsets)")
        add(
            .edgesAddingLayoutMarginsToBackgroundInsets,
            "\(_edgesAddingLayoutMarginsToBackgroundInsets.rawValue)",
            "\(reference._edgesAddingLayoutMarginsToBackgroundInsets.rawValue)")
        add(.backgroundColor, text(_backgroundColor), text(reference._backgroundColor))
        add(
            .backgroundColorTransformer, text(_backgroundColorTransformer),
            text(reference._backgroundColorTransformer))
        add(.visualEffect, text(_visualEffect), text(reference._visualEffect))
        add(.image, text(_image), text(reference._image))
        add(.imageContentMode, _imageContentMode.rawValue, reference._imageContentMode.rawValue)
        add(.strokeColor, text(_strokeColor), text(reference._strokeColor))
        add(
            .strokeColorTransformer, text(_strokeColorTransformer),
            text(reference._strokeColorTransformer))
        add(.strokeWidth, _formatNumber(_strokeWidth), _formatNumber(reference._strokeWidth))
        add(.strokeOutset, _formatNumber(_strokeOutset), _formatNumber(reference._strokeOutset))
        add(.shadowProperties, "\(_shadowProperties)", "\(reference._shadowProperties)")
        let detail = parts.isEmpty ? "" : "; " + parts.joined(separator: ", ")
        return "BackgroundConfiguration(\(_style.rawValue)\(detail))"
    }
}
