/// A run of text in a render, with its resolved font and colour.
public struct TextRunRender: Hashable, Sendable, Codable {
    /// The characters.
    public var text: String
    /// The resolved font.
    public var font: Font.Resolved
    /// The resolved colour.
    public var color: Color.Resolved

    /// Creates a run render.
    public init(text: String, font: Font.Resolved, color: Color.Resolved) {
        self.text = text
        self.font = font
        self.color = color
    }

    private enum CodingKeys: String, CodingKey, CaseIterable { case text, font, color }

    /// Decodes every property; any other key is a `DecodingError.dataCorrupted` that names it.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.checkedContainer(
            keyedBy: CodingKeys.self, what: "a text run render")
        text = try container.decode(String.self, forKey: .text)
        font = try container.decode(Font.Resolved.self, forKey: .font)
        color = try container.decode(Color.Resolved.self, forKey: .color)
    }
}

/// Text as a screen shows it: the string after its transform, the resolved font (point size
/// for the content size category) and colour, and how it wraps.
public struct TextRender: Hashable, Sendable, Codable, RenderFieldListing {
    /// The string shown, after ``ListContentConfiguration/TextProperties/transform``.
    public var text: String
    /// The resolved font.
    public var font: Font.Resolved
    /// The resolved colour (through any colour transformer).
    public var color: Color.Resolved
    /// The maximum number of lines (0 = unlimited).
    public var numberOfLines: Int
    /// The alignment.
    public var alignment: ListContentConfiguration.TextProperties.TextAlignment
    /// How text that does not fit is broken.
    public var lineBreakMode: LineBreakMode
    /// The attributed runs, when the text is attributed; empty for plain text.
    public var runs: [TextRunRender]

    /// Creates a text render.
    public init(
        text: String, font: Font.Resolved, color: Color.Resolved, numberOfLines: Int,
        alignment: ListContentConfiguration.TextProperties.TextAlignment,
        lineBreakMode: LineBreakMode, runs: [TextRunRender] = []
    ) {
        self.text = text
        self.font = font
        self.color = color
        self.numberOfLines = numberOfLines
        self.alignment = alignment
        self.lineBreakMode = lineBreakMode
        self.runs = runs
    }

    private enum CodingKeys: String, CodingKey, CaseIterable {
        case text, font, color, numberOfLines, alignment, lineBreakMode, runs
    }

    /// Decodes every property; any other key is a `DecodingError.dataCorrupted` that names it.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.checkedContainer(
            keyedBy: CodingKeys.self, what: "a text render")
        text = try container.decode(String.self, forKey: .text)
        font = try container.decode(Font.Resolved.self, forKey: .font)
        color = try container.decode(Color.Resolved.self, forKey: .color)
        numberOfLines = try container.decode(Int.self, forKey: .numberOfLines)
        alignment = try container.decode(
            ListContentConfiguration.TextProperties.TextAlignment.self, forKey: .alignment)
        lineBreakMode = try container.decode(LineBreakMode.self, forKey: .lineBreakMode)
        runs = try container.decode([TextRunRender].self, forKey: .runs)
    }

    func appendFields(to fields: inout [RenderField], prefix: String) {
        fields.appendField(prefix, "text", String(reflecting: text))
        fields.appendField(prefix, "font", font.description)
        fields.appendField(prefix, "color", color.description)
        fields.appendField(prefix, "numberOfLines", String(numberOfLines))
        fields.appendField(prefix, "alignment", alignment.rawValue)
        fields.appendField(prefix, "lineBreakMode", lineBreakMode.rawValue)
        for (index, run) in runs.enumerated() {
            fields.appendField(
                prefix, "runs[\(index)]", "\(String(reflecting: run.text)) \(run.font) \(run.color)"
            )
        }
    }
}

/// An image as a screen shows it.
public struct ImageRender: Hashable, Sendable, Codable, RenderFieldListing {
    /// The image.
    public var image: Image
    /// The resolved tint, for symbol images (asset images draw their own colours).
    public var tintColor: Color.Resolved?
    /// The size it is shown at, after ``ListContentConfiguration/ImageProperties/maximumSize``;
    /// encoded as `{"width": w, "height": h}`.
    public var size: CGSize
    /// The space reserved for it (at least ``size``); encoded as `{"width": w, "height": h}`.
    public var reservedSize: CGSize
    /// The corner radius.
    public var cornerRadius: Double
    /// The stroke colour, when a stroke shows.
    public var strokeColor: Color.Resolved?
    /// The stroke width.
    public var strokeWidth: Double

    /// Creates an image render.
    public init(
        image: Image, tintColor: Color.Resolved?, size: CGSize, reservedSize: CGSize,
        cornerRadius: Double, strokeColor: Color.Resolved?, strokeWidth: Double
    ) {
        self.image = image
        self.tintColor = tintColor
        self.size = size
        self.reservedSize = reservedSize
        self.cornerRadius = cornerRadius
        self.strokeColor = strokeColor
        self.strokeWidth = strokeWidth
    }

    private enum CodingKeys: String, CodingKey, CaseIterable {
        case image, tintColor, size, reservedSize, cornerRadius, strokeColor, strokeWidth
    }

    /// Decodes every property; the sizes' components must be finite.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.checkedContainer(
            keyedBy: CodingKeys.self, what: "an image render")
        image = try container.decode(Image.self, forKey: .image)
        tintColor = try container.decodeIfPresent(Color.Resolved.self, forKey: .tintColor)
        size = try container.decodeSize(forKey: .size)
        reservedSize = try container.decodeSize(forKey: .reservedSize)
        cornerRadius = try container.decode(Double.self, forKey: .cornerRadius)
        strokeColor = try container.decodeIfPresent(Color.Resolved.self, forKey: .strokeColor)
        strokeWidth = try container.decode(Double.self, forKey: .strokeWidth)
    }

    /// Encodes every property, leaving out the colours that are `nil`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(image, forKey: .image)
        try container.encodeIfPresent(tintColor, forKey: .tintColor)
        try container.encodeSize(size, forKey: .size)
        try container.encodeSize(reservedSize, forKey: .reservedSize)
        try container.encode(cornerRadius, forKey: .cornerRadius)
        try container.encodeIfPresent(strokeColor, forKey: .strokeColor)
        try container.encode(strokeWidth, forKey: .strokeWidth)
    }

    func appendFields(to fields: inout [RenderField], prefix: String) {
        fields.appendField(prefix, "image", image.description)
        fields.appendField(prefix, "tintColor", tintColor?.description ?? "none")
        fields.appendField(prefix, "size", formatSize(size))
        fields.appendField(prefix, "reservedSize", formatSize(reservedSize))
        fields.appendField(prefix, "cornerRadius", formatNumber(cornerRadius))
        if let strokeColor {
            fields.appendField(prefix, "stroke", "\(strokeColor) \(formatNumber(strokeWidth))")
        }
    }
}

/// What a ``ListContentView`` shows.
public struct ListContentRender: Hashable, Sendable, Codable, RenderFieldListing {
    /// How the two texts are arranged.
    public enum Layout: String, Hashable, Sendable, Codable {
        /// Secondary text below the text.
        case stacked
        /// Secondary text beside the text, trailing.
        case sideBySide
    }

    /// The primary text, if any.
    public var text: TextRender?
    /// The secondary text, if any.
    public var secondaryText: TextRender?
    /// The image, if any.
    public var image: ImageRender?
    /// How the texts are arranged.
    public var layout: Layout
    /// The margins around the content.
    public var margins: DirectionalEdgeInsets
    /// Space between image and text (0 unless both show).
    public var imageToTextPadding: Double
    /// Space between the texts (0 unless both show), horizontal or vertical by ``layout``.
    public var textToSecondaryTextPadding: Double
    /// The opacity of the whole content.
    public var alpha: Double

    /// Creates a list content render.
    public init(
        text: TextRender?, secondaryText: TextRender?, image: ImageRender?, layout: Layout,
        margins: DirectionalEdgeInsets, imageToTextPadding: Double,
        textToSecondaryTextPadding: Double, alpha: Double
    ) {
        self.text = text
        self.secondaryText = secondaryText
        self.image = image
        self.layout = layout
        self.margins = margins
        self.imageToTextPadding = imageToTextPadding
        self.textToSecondaryTextPadding = textToSecondaryTextPadding
        self.alpha = alpha
    }

    private enum CodingKeys: String, CodingKey, CaseIterable {
        case text, secondaryText, image, layout, margins, imageToTextPadding
        case textToSecondaryTextPadding, alpha
    }

    /// Decodes every property (the texts and the image optional); any other key is a
    /// `DecodingError.dataCorrupted` that names it.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.checkedContainer(
            keyedBy: CodingKeys.self, what: "a list content render")
        text = try container.decodeIfPresent(TextRender.self, forKey: .text)
        secondaryText = try container.decodeIfPresent(TextRender.self, forKey: .secondaryText)
        image = try container.decodeIfPresent(ImageRender.self, forKey: .image)
        layout = try container.decode(Layout.self, forKey: .layout)
        margins = try container.decode(DirectionalEdgeInsets.self, forKey: .margins)
        imageToTextPadding = try container.decode(Double.self, forKey: .imageToTextPadding)
        textToSecondaryTextPadding = try container.decode(
            Double.self, forKey: .textToSecondaryTextPadding)
        alpha = try container.decode(Double.self, forKey: .alpha)
    }

    func appendFields(to fields: inout [RenderField], prefix: String) {
        if let text {
            text.appendFields(to: &fields, prefix: prefix.isEmpty ? "text" : "\(prefix).text")
        }
        if let secondaryText {
            secondaryText.appendFields(
                to: &fields, prefix: prefix.isEmpty ? "secondaryText" : "\(prefix).secondaryText")
        }
        if let image {
            image.appendFields(to: &fields, prefix: prefix.isEmpty ? "image" : "\(prefix).image")
        }
        fields.appendField(prefix, "layout", layout.rawValue)
        fields.appendField(prefix, "margins", margins.description)
        fields.appendField(prefix, "imageToTextPadding", formatNumber(imageToTextPadding))
        fields.appendField(
            prefix, "textToSecondaryTextPadding", formatNumber(textToSecondaryTextPadding))
        fields.appendField(prefix, "alpha", formatNumber(alpha))
    }
}

/// What a custom content view shows, as named properties it reports itself.
///
/// Report what the view *displays*, not what its configuration says: the reuse audit can only
/// find state a view keeps from an earlier configuration if the render shows it.
public struct CustomContentRender: Hashable, Sendable, Codable, RenderFieldListing {
    /// The view's type name.
    public var viewType: String
    /// The visible properties, in the order the view reports them.
    public var properties: [RenderField]

    /// Creates a render for a view of type `viewType`.
    public init(viewType: String, properties: [RenderField] = []) {
        self.viewType = viewType
        self.properties = properties
    }

    private enum CodingKeys: String, CodingKey, CaseIterable { case viewType, properties }

    /// Decodes the view type and the properties; any other key is a
    /// `DecodingError.dataCorrupted` that names it.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.checkedContainer(
            keyedBy: CodingKeys.self, what: "a custom content render")
        viewType = try container.decode(String.self, forKey: .viewType)
        properties = try container.decode([RenderField].self, forKey: .properties)
    }

    /// Adds a property.
    public mutating func add(_ name: String, _ value: some CustomStringConvertible) {
        properties.append(RenderField(path: name, value: value.description))
    }

    func appendFields(to fields: inout [RenderField], prefix: String) {
        fields.appendField(prefix, "viewType", viewType)
        for property in properties { fields.appendField(prefix, property.path, property.value) }
    }
}

/// What a content view shows.
public enum ContentRender: Hashable, Sendable, Codable, RenderFieldListing {
    /// A ``ListContentView``.
    case list(ListContentRender)
    /// Any other content view.
    case custom(CustomContentRender)

    private enum CodingKeys: String, CodingKey, CaseIterable { case list, custom }

    /// Decodes the form Swift's synthesized coding writes: `{"list": {"_0": {…}}}` or
    /// `{"custom": {"_0": {…}}}`.
    ///
    /// An object without exactly one of those keys, or with any other key, is a
    /// `DecodingError` naming what is wrong.
    public init(from decoder: any Decoder) throws {
        let (key, payload) = try decoder.decodeCase(
            keyedBy: CodingKeys.self, article: "a", noun: "content render")
        switch key {
        case .list: self = .list(try payload.decode(ListContentRender.self, forKey: .payload))
        case .custom:
            self = .custom(try payload.decode(CustomContentRender.self, forKey: .payload))
        }
    }

    /// Encodes the form ``init(from:)`` reads.
    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .list(let render): try encoder.encodeCase(CodingKeys.list, payload: render)
        case .custom(let render): try encoder.encodeCase(CodingKeys.custom, payload: render)
        }
    }

    func appendFields(to fields: inout [RenderField], prefix: String) {
        switch self {
        case .list(let render): render.appendFields(to: &fields, prefix: prefix)
        case .custom(let render): render.appendFields(to: &fields, prefix: prefix)
        }
    }
}
