/// A background as a screen shows it: from a ``BackgroundConfiguration``, or from the legacy
/// `backgroundColor` and background views.
public struct BackgroundRender: Hashable, Sendable, Codable, RenderFieldListing {
    /// A stroke that shows.
    public struct Stroke: Hashable, Sendable, Codable {
        /// The resolved colour.
        public var color: Color.Resolved
        /// The width.
        public var width: Double
        /// The outset (negative: inset).
        public var outset: Double

        private enum CodingKeys: String, CodingKey, CaseIterable { case color, width, outset }
    }

    /// A shadow that shows.
    public struct Shadow: Hashable, Sendable, Codable {
        /// The resolved colour.
        public var color: Color.Resolved
        /// The opacity.
        public var opacity: Double
        /// The blur radius.
        public var radius: Double
        /// The offset; encoded as `{"width": w, "height": h}`.
        public var offset: CGSize
    }

    /// The resolved fill colour (`#00000000` when clear).
    public var color: Color.Resolved
    /// The corner radius.
    public var cornerRadius: Double
    /// The insets from the view's edges.
    public var insets: DirectionalEdgeInsets
    /// The stroke, when one shows (width above 0 and a visible colour).
    public var stroke: Stroke?
    /// The shadow, when one shows.
    public var shadow: Shadow?
    /// The visual effect.
    public var visualEffect: VisualEffect?
    /// The image and how it fills.
    public var image: Image?
    /// How the image fills (meaningful with an image).
    public var imageContentMode: ContentMode
    /// The custom (or legacy background) view.
    public var customView: CustomView?

    private enum CodingKeys: String, CodingKey, CaseIterable {
        case color, cornerRadius, insets, stroke, shadow, visualEffect, image, imageContentMode
        case customView
    }

    /// Creates a background render.
    public init(
        color: Color.Resolved, cornerRadius: Double = 0, insets: DirectionalEdgeInsets = .zero,
        stroke: Stroke? = nil, shadow: Shadow? = nil, visualEffect: VisualEffect? = nil,
        image: Image? = nil, imageContentMode: ContentMode = .scaleToFill,
        customView: CustomView? = nil
    ) {
        self.color = color
        self.cornerRadius = cornerRadius
        self.insets = insets
        self.stroke = stroke
        self.shadow = shadow
        self.visualEffect = visualEffect
        self.image = image
        self.imageContentMode = imageContentMode
        self.customView = customView
    }

    /// Renders `configuration` in `traits`.
    ///
    /// - Complexity: The cost of resolving the background, stroke and shadow colours, the first two
    ///   through their transformers (see
    ///   ``BackgroundConfiguration/resolvedBackgroundColor(for:)``).
    public init(_ configuration: BackgroundConfiguration, traits: TraitCollection) {
        let environment = traits.colorEnvironment
        let tint = traits.tintColor
        var stroke: Stroke?
        if configuration.strokeWidth > 0 {
            let color = configuration.resolvedStrokeColor(for: tint).resolve(in: environment)
            if color.alpha > 0 {
                stroke = Stroke(
                    color: color, width: RenderGeometry.bounded(configuration.strokeWidth),
                    outset: RenderGeometry.bounded(configuration.strokeOutset))
            }
        }
        let shadowProperties = configuration.shadowProperties
        let shadow =
            shadowProperties.isVisible
            ? Shadow(
                color: shadowProperties.color.resolve(in: environment),
                opacity: shadowProperties.opacity,
                radius: RenderGeometry.bounded(shadowProperties.radius),
                offset: RenderGeometry.bounded(shadowProperties.offset)) : nil
        self.init(
            color: configuration.resolvedBackgroundColor(for: tint).resolve(in: environment),
            cornerRadius: RenderGeometry.bounded(configuration.cornerRadius),
            insets: RenderGeometry.bounded(configuration.backgroundInsets),
            stroke: stroke, shadow: shadow, visualEffect: configuration.visualEffect,
            image: configuration.image, imageContentMode: configuration.imageContentMode,
            customView: configuration.customView)
    }

    func appendFields(to fields: inout [RenderField], prefix: String) {
        fields.appendField(prefix, "color", color.description)
        fields.appendField(prefix, "cornerRadius", formatNumber(cornerRadius))
        fields.appendField(prefix, "insets", insets.description)
        if let stroke {
            fields.appendField(
                prefix, "stroke",
                "\(stroke.color) \(formatNumber(stroke.width)) outset \(formatNumber(stroke.outset))"
            )
        }
        if let shadow {
            fields.appendField(
                prefix, "shadow",
                "\(shadow.color) @\(formatNumber(shadow.opacity)) radius \(formatNumber(shadow.radius)) offset \(formatSize(shadow.offset))"
            )
        }
        if let visualEffect { fields.appendField(prefix, "visualEffect", visualEffect.description) }
        if let image {
            fields.appendField(prefix, "image", image.description)
            fields.appendField(prefix, "imageContentMode", imageContentMode.rawValue)
        }
        if let customView { fields.appendField(prefix, "customView", customView.identifier) }
    }
}

/// An accessory as a screen shows it, with resolved colours.
public struct AccessoryRender: Hashable, Sendable, Codable {
    /// The accessory's kind.
    public var accessoryType: CellAccessory.AccessoryType
    /// The resolved tint.
    public var tintColor: Color.Resolved
    /// The resolved background colour, for kinds that have one.
    public var backgroundColor: Color.Resolved?
    /// The symbol drawn, for system accessories.
    public var systemImageName: String?
    /// The label text, for label accessories.
    public var text: String?
    /// The resolved label font.
    public var font: Font.Resolved?
    /// Whether a multiselect accessory is checked.
    public var isChecked: Bool
    /// Whether an outline disclosure points down.
    public var isExpanded: Bool
    /// The custom view, for custom accessories.
    public var customView: CustomView?
    /// The selected item of a pop-up menu.
    public var menuSelection: String?

    private enum CodingKeys: String, CodingKey, CaseIterable {
        case accessoryType, tintColor, backgroundColor, systemImageName, text, font, isChecked
        case isExpanded, customView, menuSelection
    }

    /// Creates an accessory render.
    public init(
        accessoryType: CellAccessory.AccessoryType, tintColor: Color.Resolved,
        backgroundColor: Color.Resolved? = nil, systemImageName: String? = nil, text: String? = nil,
        font: Font.Resolved? = nil, isChecked: Bool = false, isExpanded: Bool = false,
        customView: CustomView? = nil, menuSelection: String? = nil
    ) {
        self.accessoryType = accessoryType
        self.tintColor = tintColor
        self.backgroundColor = backgroundColor
        self.systemImageName = systemImageName
        self.text = text
        self.font = font
        self.isChecked = isChecked
        self.isExpanded = isExpanded
        self.customView = customView
        self.menuSelection = menuSelection
    }

    /// Resolves a layout item as a list cell shows it: colours in the traits' colour
    /// environment, the font at the content size category (when the label adjusts), and — as
    /// UIKit does on a selected sidebar cell — a default tint turned white when the cell's
    /// background is the tint colour.
    ///
    /// - Parameters:
    ///   - item: The item from ``CellAccessory/layout(_:for:)``.
    ///   - explicitTintColor: The tint the accessory was given, if any; an explicit tint never
    ///     turns white.
    ///   - traitCollection: The cell's traits.
    ///   - backgroundUsesTintColor: Whether the cell's background is the tint colour.
    public init(
        _ item: CellAccessoryLayout.Item, explicitTintColor: Color?,
        traitCollection: TraitCollection,
        backgroundUsesTintColor: Bool
    ) {
        let environment = traitCollection.colorEnvironment
        let tint =
            backgroundUsesTintColor && explicitTintColor == nil ? Color.white : item.tintColor
        let sizeCategory =
            item.adjustsFontForContentSizeCategory
            ? traitCollection.preferredContentSizeCategory : .large
        self.init(
            accessoryType: item.accessoryType, tintColor: tint.resolve(in: environment),
            backgroundColor: item.backgroundColor?.resolve(in: environment),
            systemImageName: item.systemImageName, text: item.text,
            font: item.font?.resolved(for: sizeCategory), isChecked: item.isChecked,
            isExpanded: item.isExpanded, customView: item.customView,
            menuSelection: item.menu?.selectedChild)
    }

    var summary: String {
        var parts = ["\(accessoryType)", "tint \(tintColor)"]
        if let backgroundColor { parts.append("background \(backgroundColor)") }
        if let systemImageName { parts.append("symbol \(systemImageName)") }
        if let text { parts.append("text \(String(reflecting: text))") }
        if let font { parts.append("font \(font)") }
        if isChecked { parts.append("checked") }
        if isExpanded { parts.append("expanded") }
        if let customView { parts.append("view \(customView.identifier)") }
        if let menuSelection { parts.append("menu \(String(reflecting: menuSelection))") }
        return parts.joined(separator: ", ")
    }
}

/// Everything a host shows — content, background, accessories, indentation, separator — as one
/// Hashable, Codable, printable value. This is what tests compare.
///
/// <!-- snippet: SymbolDocs/DocViewRender -->
/// ```swift
/// let cell = CollectionViewListCell()
/// var content = cell.defaultContentConfiguration()
/// content.text = "Inbox"
/// cell.contentConfiguration = content
/// print(cell.render())
///
/// // Prints:
/// // content.text.text = "Inbox"
/// // content.text.font = body 17/22pt regular
/// // content.text.color = #000000
/// // content.text.numberOfLines = 0
/// // content.text.alignment = natural
/// // content.text.lineBreakMode = byTruncatingTail
/// // content.layout = stacked
/// // content.margins = {11, 16, 11, 8}
/// // content.imageToTextPadding = 0
/// // content.textToSecondaryTextPadding = 0
/// // content.alpha = 1
/// // background.color = #FFFFFF
/// // background.cornerRadius = 0
/// // background.insets = {0, 0, 0, 0}
/// // indentation = 0
/// // separatorInsets = {0, 16, 0, 0}
/// ```
public struct ViewRender: Hashable, Sendable, Codable, CustomStringConvertible, RenderFieldListing {
    /// What the content view shows, when it is a content view (one made by a content
    /// configuration).
    public var content: ContentRender?
    /// What the content view shows when it is a ``ListContentView``; `nil` for any other
    /// content view or none — so a test reads `render.listContent?.text?.text` without a
    /// `case` pattern.
    public var listContent: ListContentRender? {
        guard case .list(let render) = content else { return nil }
        return render
    }
    /// What the content views among the content view's descendants show, depth-first: a
    /// `ListContentView` a cell subclass added to its content view, as Apple's custom-cell
    /// samples do.
    public var nestedContents: [ContentRender]
    /// The background, if any shows.
    public var background: BackgroundRender?
    /// Accessories on the leading edge, in order.
    public var leadingAccessories: [AccessoryRender]
    /// Accessories on the trailing edge, in order.
    public var trailingAccessories: [AccessoryRender]
    /// The leading indentation of the content, in points.
    public var indentation: Double
    /// How far the leading accessories are indented, in points: ``indentation`` when they move
    /// with the content (``CollectionViewListCell/indentsAccessories``, UIKit's default), 0 when they stay at
    /// the edge. Equal to ``indentation`` when there are no leading accessories.
    public var leadingAccessoryIndentation: Double
    /// Where the separator starts and ends, for list cells.
    public var separatorInsets: DirectionalEdgeInsets?
    /// Where the content view, texts, image and accessories are, in the view's own coordinates
    /// (beyond UIKit); `nil` when the view has zero size, as a cell made on its own has. See
    /// ``RenderFrames`` for the layout model.
    public var frames: RenderFrames?
    /// The separator above the view, when its list shows one.
    public var topSeparator: SeparatorRender?
    /// The separator below the view, when its list shows one.
    public var bottomSeparator: SeparatorRender?
    /// The swipe actions the view reveals, when it is swiped open with actions.
    public var swipeActions: SwipeActionsRender?

    private enum CodingKeys: String, CodingKey, CaseIterable {
        case content, nestedContents, background, leadingAccessories, trailingAccessories
        case indentation, leadingAccessoryIndentation, separatorInsets, frames, topSeparator
        case bottomSeparator, swipeActions
    }

    /// Creates a render.
    ///
    /// - Parameters:
    ///   - content: What the content view shows.
    ///   - nestedContents: What the content views below the content view show, depth-first.
    ///   - background: The background.
    ///   - leadingAccessories: Accessories on the leading edge, in order.
    ///   - trailingAccessories: Accessories on the trailing edge, in order.
    ///   - indentation: The leading indentation of the content, in points.
    ///   - leadingAccessoryIndentation: How far the leading accessories are indented; `nil`
    ///     (the default) indents them with the content, by `indentation`.
    ///   - separatorInsets: Where the separator starts and ends.
    ///   - frames: Where the parts are; `nil` for a view of zero size.
    public init(
        content: ContentRender? = nil, nestedContents: [ContentRender] = [],
        background: BackgroundRender? = nil, leadingAccessories: [AccessoryRender] = [],
        trailingAccessories: [AccessoryRender] = [],
        indentation: Double = 0, leadingAccessoryIndentation: Double? = nil,
        separatorInsets: DirectionalEdgeInsets? = nil, frames: RenderFrames? = nil
    ) {
        self.content = content
        self.nestedContents = nestedContents
        self.background = background
        self.leadingAccessories = leadingAccessories
        self.trailingAccessories = trailingAccessories
        self.indentation = indentation
        self.leadingAccessoryIndentation = leadingAccessoryIndentation ?? indentation
        self.separatorInsets = separatorInsets
        self.frames = frames
    }

    /// Decodes a render; a missing `leadingAccessoryIndentation`, `nestedContents`, `frames`,
    /// separator or `swipeActions` (a render stored before they existed) reads as
    /// `indentation` or none.
    ///
    /// - Complexity: O(*f*), where *f* is the size of the render: a fixed number of properties,
    ///   plus its text runs, custom content properties and accessories.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.checkedContainer(keyedBy: CodingKeys.self, what: "a render")
        content = try container.decodeIfPresent(ContentRender.self, forKey: .content)
        nestedContents =
            try container.decodeIfPresent([ContentRender].self, forKey: .nestedContents) ?? []
        background = try container.decodeIfPresent(BackgroundRender.self, forKey: .background)
        leadingAccessories = try container.decode(
            [AccessoryRender].self, forKey: .leadingAccessories)
        trailingAccessories = try container.decode(
            [AccessoryRender].self, forKey: .trailingAccessories)
        indentation = try container.decode(Double.self, forKey: .indentation)
        leadingAccessoryIndentation =
            try container.decodeIfPresent(Double.self, forKey: .leadingAccessoryIndentation)
            ?? indentation
        separatorInsets = try container.decodeIfPresent(
            DirectionalEdgeInsets.self, forKey: .separatorInsets)
        frames = try container.decodeIfPresent(RenderFrames.self, forKey: .frames)
        topSeparator = try container.decodeIfPresent(SeparatorRender.self, forKey: .topSeparator)
        bottomSeparator = try container.decodeIfPresent(
            SeparatorRender.self, forKey: .bottomSeparator)
        swipeActions = try container.decodeIfPresent(
            SwipeActionsRender.self, forKey: .swipeActions)
    }

    func appendFields(to fields: inout [RenderField], prefix: String) {
        if let content { content.appendFields(to: &fields, prefix: "content") }
        for (index, nested) in nestedContents.enumerated() {
            nested.appendFields(to: &fields, prefix: "nestedContents[\(index)]")
        }
        if let background { background.appendFields(to: &fields, prefix: "background") }
        for (index, accessory) in leadingAccessories.enumerated() {
            fields.appendField("accessories", "leading[\(index)]", accessory.summary)
        }
        for (index, accessory) in trailingAccessories.enumerated() {
            fields.appendField("accessories", "trailing[\(index)]", accessory.summary)
        }
        fields.appendField("", "indentation", formatNumber(indentation))
        if leadingAccessoryIndentation != indentation {
            fields.appendField(
                "accessories", "leadingIndentation", formatNumber(leadingAccessoryIndentation))
        }
        if let separatorInsets {
            fields.appendField("", "separatorInsets", separatorInsets.description)
        }
        if let topSeparator { fields.appendField("separators", "top", topSeparator.summary) }
        if let bottomSeparator {
            fields.appendField("separators", "bottom", bottomSeparator.summary)
        }
        if let swipeActions {
            for (index, summary) in swipeActions.summaries.enumerated() {
                fields.appendField(
                    "swipeActions", "\(swipeActions.edge.rawValue)[\(index)]", summary)
            }
        }
        if let frames { frames.appendFields(to: &fields, prefix: "frames") }
    }

    /// Every visible property as a path and a value, in a fixed order; the frames, when there
    /// are some, last (`frames.text = {{16, 11}, {42.16, 22}}`).
    ///
    /// - Complexity: O(*f*), where *f* is the number of fields: a fixed number, plus one per text
    ///   run, custom content property and accessory.
    public var fields: [RenderField] { allFields }

    /// The properties whose values differ from `expected` (for example a fresh cell's render),
    /// including properties only one of the two has.
    ///
    /// - Complexity: O(*f* + *e*) on average, for *f* fields in this render and *e* in `expected`,
    ///   which are indexed by path.
    public func differences(from expected: ViewRender) -> [RenderDifference] {
        renderDifferences(expected: expected.fields, actual: fields)
    }

    /// One `path = value` line per field.
    ///
    /// - Complexity: O(*f*), where *f* is the number of fields: a fixed number, plus one per text
    ///   run, custom content property and accessory.
    public var description: String { fields.map(\.description).joined(separator: "\n") }
}

extension ViewRender {
    /// Shows `accessories` as a list cell in `state` does: the visible ones in UIKit's order,
    /// leading and trailing, each resolved by
    /// ``AccessoryRender/init(_:explicitTintColor:traitCollection:backgroundUsesTintColor:)``.
    /// Accessories that are not valid together show nothing (the cell reported them when they
    /// were set).
    ///
    /// - Returns: The accessories' layout, hidden ones included (they keep their space), or
    ///   `nil` when they are not valid together.
    @discardableResult
    package mutating func showAccessories(
        _ accessories: [CellAccessory], in state: CellConfigurationState,
        traitCollection: TraitCollection, backgroundUsesTintColor: Bool
    ) -> CellAccessoryLayout? {
        guard let layout = try? CellAccessory.layout(accessories, for: state) else { return nil }
        func resolve(_ item: CellAccessoryLayout.Item) -> AccessoryRender {
            AccessoryRender(
                item,
                explicitTintColor: accessories.indices.contains(item.sourceIndex)
                    ? accessories[item.sourceIndex].tintColor : nil,
                traitCollection: traitCollection, backgroundUsesTintColor: backgroundUsesTintColor)
        }
        leadingAccessories = layout.leading.filter { !$0.isHidden }.map(resolve)
        trailingAccessories = layout.trailing.filter { !$0.isHidden }.map(resolve)
        return layout
    }
}

// Decoding in extensions, so that `Stroke` and `Shadow` keep their memberwise initializers.
extension BackgroundRender {
    /// Decodes every property (all but the colour, corner radius, insets and content mode
    /// optional); any other key is a `DecodingError.dataCorrupted` that names it.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.checkedContainer(
            keyedBy: CodingKeys.self, what: "a background render")
        color = try container.decode(Color.Resolved.self, forKey: .color)
        cornerRadius = try container.decode(Double.self, forKey: .cornerRadius)
        insets = try container.decode(DirectionalEdgeInsets.self, forKey: .insets)
        stroke = try container.decodeIfPresent(Stroke.self, forKey: .stroke)
        shadow = try container.decodeIfPresent(Shadow.self, forKey: .shadow)
        visualEffect = try container.decodeIfPresent(VisualEffect.self, forKey: .visualEffect)
        image = try container.decodeIfPresent(Image.self, forKey: .image)
        imageContentMode = try container.decode(ContentMode.self, forKey: .imageContentMode)
        customView = try container.decodeIfPresent(CustomView.self, forKey: .customView)
    }
}

extension BackgroundRender.Stroke {
    /// Decodes every property; any other key is a `DecodingError.dataCorrupted` that names it.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.checkedContainer(
            keyedBy: CodingKeys.self, what: "a stroke render")
        color = try container.decode(Color.Resolved.self, forKey: .color)
        width = try container.decode(Double.self, forKey: .width)
        outset = try container.decode(Double.self, forKey: .outset)
    }
}

extension AccessoryRender {
    /// Decodes every property (the kind, tint and flags required, the rest optional); any
    /// other key is a `DecodingError.dataCorrupted` that names it.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.checkedContainer(
            keyedBy: CodingKeys.self, what: "an accessory render")
        accessoryType = try container.decode(
            CellAccessory.AccessoryType.self, forKey: .accessoryType)
        tintColor = try container.decode(Color.Resolved.self, forKey: .tintColor)
        backgroundColor = try container.decodeIfPresent(
            Color.Resolved.self, forKey: .backgroundColor)
        systemImageName = try container.decodeIfPresent(String.self, forKey: .systemImageName)
        text = try container.decodeIfPresent(String.self, forKey: .text)
        font = try container.decodeIfPresent(Font.Resolved.self, forKey: .font)
        isChecked = try container.decode(Bool.self, forKey: .isChecked)
        isExpanded = try container.decode(Bool.self, forKey: .isExpanded)
        customView = try container.decodeIfPresent(CustomView.self, forKey: .customView)
        menuSelection = try container.decodeIfPresent(String.self, forKey: .menuSelection)
    }
}

// Codable in an extension so that `Shadow` keeps its memberwise initializer.
extension BackgroundRender.Shadow {
    /// Decodes every property; the offset's components must be finite.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.checkedContainer(
            keyedBy: ShadowCodingKeys.self, what: "a shadow render")
        color = try container.decode(Color.Resolved.self, forKey: .color)
        opacity = try container.decode(Double.self, forKey: .opacity)
        radius = try container.decode(Double.self, forKey: .radius)
        offset = try container.decodeSize(forKey: .offset)
    }

    /// Encodes every property.
    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeShadow(color: color, opacity: opacity, radius: radius, offset: offset)
    }
}
