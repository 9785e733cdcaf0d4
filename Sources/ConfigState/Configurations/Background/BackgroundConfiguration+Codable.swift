extension BackgroundConfiguration: Codable {
    private enum CodingKeys: String, CodingKey, CaseIterable {
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
        try container.encode(style, forKey: .style)
        try container.encode(customizedProperties, forKey: .customized)
        try container.encode(customView, forKey: .customView)
        try container.encode(cornerRadius, forKey: .cornerRadius)
        try container.encode(backgroundInsets, forKey: .backgroundInsets)
        try container.encode(
            edgesAddingLayoutMarginsToBackgroundInsets,
            forKey: .edgesAddingLayoutMarginsToBackgroundInsets)
        try container.encode(backgroundColor, forKey: .backgroundColor)
        try container.encode(backgroundColorTransformer, forKey: .backgroundColorTransformer)
        try container.encode(visualEffect, forKey: .visualEffect)
        try container.encode(image, forKey: .image)
        try container.encode(imageContentMode, forKey: .imageContentMode)
        try container.encode(strokeColor, forKey: .strokeColor)
        try container.encode(strokeColorTransformer, forKey: .strokeColorTransformer)
        try container.encode(strokeWidth, forKey: .strokeWidth)
        try container.encode(strokeOutset, forKey: .strokeOutset)
        try container.encode(shadowProperties, forKey: .shadowProperties)
    }

    /// Decodes the form ``encode(to:)`` writes. Only `style` is required: missing properties
    /// take the style's values and are not customised. A missing key is not the same as
    /// `null`: `"backgroundColor": null` sets the tint colour (and marks it customised if
    /// listed in `customized`). Unknown style or property names and invalid numbers (negative
    /// corner radius or stroke width, non-finite values) are `DecodingError`s naming the key.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.checkedContainer(
            keyedBy: CodingKeys.self, what: "a background configuration")
        let style = try container.decode(Style.self, forKey: .style)
        self = style.configuration
        // A missing key keeps the style's value, and so does `null` except in the optional
        // properties, where it is a value (`nil`: the tint colour, no view, no effect).
        func optional<Value: Decodable>(_ key: CodingKeys, or style: Value?) throws -> Value? {
            container.contains(key) ? try container.decodeIfPresent(Value.self, forKey: key) : style
        }
        customView = try optional(.customView, or: customView)
        cornerRadius =
            try container.decodeNumberIfPresent(.cornerRadius, .nonNegative) ?? cornerRadius
        backgroundInsets = try container.decode(.backgroundInsets, or: backgroundInsets)
        edgesAddingLayoutMarginsToBackgroundInsets = try container.decode(
            .edgesAddingLayoutMarginsToBackgroundInsets,
            or: edgesAddingLayoutMarginsToBackgroundInsets)
        backgroundColor = try optional(.backgroundColor, or: backgroundColor)
        backgroundColorTransformer = try optional(
            .backgroundColorTransformer, or: backgroundColorTransformer)
        visualEffect = try optional(.visualEffect, or: visualEffect)
        image = try optional(.image, or: image)
        imageContentMode = try container.decode(.imageContentMode, or: imageContentMode)
        strokeColor = try optional(.strokeColor, or: strokeColor)
        strokeColorTransformer = try optional(.strokeColorTransformer, or: strokeColorTransformer)
        strokeWidth =
            try container.decodeNumberIfPresent(.strokeWidth, .nonNegative) ?? strokeWidth
        strokeOutset = try container.decodeNumberIfPresent(.strokeOutset, .finite) ?? strokeOutset
        shadowProperties = try container.decode(.shadowProperties, or: shadowProperties)
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
        let reference = style.configuration
        var parts: [String] = []
        func add<Value>(
            _ property: Property, _ value: KeyPath<BackgroundConfiguration, Value>,
            _ format: (Value) -> String
        ) {
            let text = format(self[keyPath: value])
            if isCustomized(property) {
                parts.append("\(property.rawValue)*: \(text)")
            } else if text != format(reference[keyPath: value]) {
                parts.append("\(property.rawValue): \(text)")
            }
        }
        func color(_ color: Color?) -> String {
            color.map(\.description) ?? "tintColor (inherited)"
        }
        func optional<T>(_ value: T?) -> String { value.map { "\($0)" } ?? "nil" }
        func plain<T>(_ value: T) -> String { "\(value)" }
        add(.customView, \.customView, optional)
        add(.cornerRadius, \.cornerRadius, formatNumber)
        add(.backgroundInsets, \.backgroundInsets, plain)
        add(
            .edgesAddingLayoutMarginsToBackgroundInsets,
            \.edgesAddingLayoutMarginsToBackgroundInsets,
            { "\($0.rawValue)" })
        add(.backgroundColor, \.backgroundColor, color)
        add(.backgroundColorTransformer, \.backgroundColorTransformer, optional)
        add(.visualEffect, \.visualEffect, optional)
        add(.image, \.image, optional)
        add(.imageContentMode, \.imageContentMode, \.rawValue)
        add(.strokeColor, \.strokeColor, color)
        add(.strokeColorTransformer, \.strokeColorTransformer, optional)
        add(.strokeWidth, \.strokeWidth, formatNumber)
        add(.strokeOutset, \.strokeOutset, formatNumber)
        add(.shadowProperties, \.shadowProperties, plain)
        let detail = parts.isEmpty ? "" : "; " + parts.joined(separator: ", ")
        return "BackgroundConfiguration(\(style.rawValue)\(detail))"
    }
}
