extension Button.Configuration: Codable {
    private enum CodingKeys: String, CodingKey, CaseIterable {
        case style, background, cornerStyle, buttonSize, baseForegroundColor
        case baseBackgroundColor, styleForegroundColor, image, imageColorTransformer
        case preferredSymbolConfigurationForImage, showsActivityIndicator
        case activityIndicatorColorTransformer, title, attributedTitle, subtitle
        case attributedSubtitle, contentInsets, imagePlacement, imagePadding, titlePadding
        case titleAlignment, titleLineBreakMode, subtitleLineBreakMode
        case automaticallyUpdateForSelection, indicator, indicatorColorTransformer
    }

    /// Encodes the style and every property; `contentInsets` only when set (not the size's
    /// defaults), `nil` properties not at all.
    ///
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: `EncodingError.invalidValue` when a text attributes transformer is set, or a
    ///   colour transformer made from a closure: neither has a portable form.
    public func encode(to encoder: any Encoder) throws {
        if titleTextAttributesTransformer != nil || subtitleTextAttributesTransformer != nil {
            throw EncodingError.invalidValue(
                self,
                EncodingError.Context(
                    codingPath: encoder.codingPath,
                    debugDescription:
                        "a text attributes transformer is a closure and cannot be encoded; set it again after decoding"
                ))
        }
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(style, forKey: .style)
        try container.encode(background, forKey: .background)
        try container.encode(cornerStyle, forKey: .cornerStyle)
        try container.encode(buttonSize, forKey: .buttonSize)
        try container.encodeIfPresent(baseForegroundColor, forKey: .baseForegroundColor)
        try container.encodeIfPresent(baseBackgroundColor, forKey: .baseBackgroundColor)
        try container.encodeIfPresent(styleForegroundColor, forKey: .styleForegroundColor)
        try container.encodeIfPresent(image, forKey: .image)
        try container.encodeIfPresent(imageColorTransformer, forKey: .imageColorTransformer)
        try container.encodeIfPresent(
            preferredSymbolConfigurationForImage, forKey: .preferredSymbolConfigurationForImage)
        try container.encode(showsActivityIndicator, forKey: .showsActivityIndicator)
        try container.encodeIfPresent(
            activityIndicatorColorTransformer, forKey: .activityIndicatorColorTransformer)
        try container.encodeIfPresent(title, forKey: .title)
        try container.encodeIfPresent(attributedTitle, forKey: .attributedTitle)
        try container.encodeIfPresent(subtitle, forKey: .subtitle)
        try container.encodeIfPresent(attributedSubtitle, forKey: .attributedSubtitle)
        try container.encodeIfPresent(customContentInsets, forKey: .contentInsets)
        try container.encode(imagePlacement, forKey: .imagePlacement)
        try container.encode(imagePadding, forKey: .imagePadding)
        try container.encode(titlePadding, forKey: .titlePadding)
        try container.encode(titleAlignment, forKey: .titleAlignment)
        try container.encode(titleLineBreakMode, forKey: .titleLineBreakMode)
        try container.encode(subtitleLineBreakMode, forKey: .subtitleLineBreakMode)
        try container.encode(
            automaticallyUpdateForSelection, forKey: .automaticallyUpdateForSelection)
        try container.encode(indicator, forKey: .indicator)
        try container.encodeIfPresent(
            indicatorColorTransformer, forKey: .indicatorColorTransformer)
    }

    /// Decodes a configuration: `style` is required; every other property may be missing and
    /// then has the style's default. Any other key is a `DecodingError.dataCorrupted` that
    /// names it. Negative and non-finite paddings and insets become 0.
    ///
    /// - Parameter decoder: The decoder to read from.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.checkedContainer(
            keyedBy: CodingKeys.self, what: "a button configuration")
        self.init(style: try container.decode(Style.self, forKey: .style))
        func read<Value: Decodable>(_ key: CodingKeys, into value: inout Value) throws {
            if let decoded = try container.decodeIfPresent(Value.self, forKey: key) {
                value = decoded
            }
        }
        try read(.background, into: &background)
        try read(.cornerStyle, into: &cornerStyle)
        try read(.buttonSize, into: &buttonSize)
        baseForegroundColor = try container.decodeIfPresent(
            Color.self, forKey: .baseForegroundColor)
        baseBackgroundColor = try container.decodeIfPresent(
            Color.self, forKey: .baseBackgroundColor)
        try read(.styleForegroundColor, into: &styleForegroundColor)
        image = try container.decodeIfPresent(Image.self, forKey: .image)
        imageColorTransformer = try container.decodeIfPresent(
            ConfigurationColorTransformer.self, forKey: .imageColorTransformer)
        preferredSymbolConfigurationForImage = try container.decodeIfPresent(
            Image.SymbolConfiguration.self, forKey: .preferredSymbolConfigurationForImage)
        try read(.showsActivityIndicator, into: &showsActivityIndicator)
        activityIndicatorColorTransformer = try container.decodeIfPresent(
            ConfigurationColorTransformer.self, forKey: .activityIndicatorColorTransformer)
        title = try container.decodeIfPresent(String.self, forKey: .title)
        attributedTitle = try container.decodeIfPresent(
            AttributedText.self, forKey: .attributedTitle)
        subtitle = try container.decodeIfPresent(String.self, forKey: .subtitle)
        attributedSubtitle = try container.decodeIfPresent(
            AttributedText.self, forKey: .attributedSubtitle)
        customContentInsets = try container.decodeIfPresent(
            DirectionalEdgeInsets.self, forKey: .contentInsets)?.finiteNonNegativeOrZero
        try read(.imagePlacement, into: &imagePlacement)
        // An initializer's own assignments skip the setters' clamps: clamp here.
        try read(.imagePadding, into: &imagePadding)
        imagePadding = imagePadding.finiteNonNegativeOrZero
        try read(.titlePadding, into: &titlePadding)
        titlePadding = titlePadding.finiteNonNegativeOrZero
        try read(.titleAlignment, into: &titleAlignment)
        try read(.titleLineBreakMode, into: &titleLineBreakMode)
        try read(.subtitleLineBreakMode, into: &subtitleLineBreakMode)
        try read(.automaticallyUpdateForSelection, into: &automaticallyUpdateForSelection)
        try read(.indicator, into: &indicator)
        indicatorColorTransformer = try container.decodeIfPresent(
            ConfigurationColorTransformer.self, forKey: .indicatorColorTransformer)
    }
}
