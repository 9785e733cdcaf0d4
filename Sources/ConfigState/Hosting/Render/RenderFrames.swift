/// Where the parts of a view are, in the view's own coordinates (beyond UIKit): the content
/// view, the text, the secondary text, the image and the accessories.
///
/// A host's ``ViewRender/frames`` holds them when the view has a size — a cell a collection
/// view laid out, or any view you gave a frame — and is `nil` for a view of zero size, such as
/// a cell made on its own, so that renders of such views print as they always did. The same
/// model answers ``CollectionViewCell/systemLayoutSizeFitting(_:)``, the self-sizing question a
/// list layout asks.
///
/// ## The layout model
///
/// Text is measured with ``TextMeasurement``. Across a list cell, leading to trailing:
///
/// * **Indentation** (``CollectionViewListCell/indentation``, level × width) comes first. The
///   leading accessories move with it unless ``ViewRender/leadingAccessoryIndentation`` is 0
///   (``CollectionViewListCell/indentsAccessories`` off), when they stay at the edge and the
///   content keeps its indentation after them.
/// * **Accessories** take, per edge that has any, a 16-point margin to the view's edge (UIKit's
///   layout margin for list cells on iPhone), one slot per accessory — hidden ones included,
///   since they keep their space — and 8 points between neighbouring slots. A slot is the
///   accessory's reserved width, or its own width when that is larger: ``CellAccessory/LayoutDimension/actual``
///   is its own width, ``CellAccessory/LayoutDimension/standard`` is 44 points (the HIG's
///   minimum touch target, 44 × 44 pt), ``CellAccessory/LayoutDimension/custom(_:)`` its width.
///   Each accessory is centred in its slot and vertically in the view. Its own size, at the
///   default content size category and scaled like Body (``FontMetrics``) at others: disclosure
///   indicator 8 × 14, outline disclosure 12 × 14, checkmark 16 × 16; delete, insert,
///   multiselect and detail 22 × 22; reorder 20 × 14; a pop-up menu's chevrons 10 × 16, after
///   its selected title in Body and 4 points; a label its text on one line in its font; a
///   custom view 24 × 24, unscaled (its stand-in has no size). These are ConfigState's
///   figures, close to the SF Symbols UIKit draws; Apple publishes none.
/// * **The content view** takes the rest: its width is the view's width − indentation − both
///   edges' accessory widths (never below 0), its height the view's.
///
/// Inside a ``ListContentView``, within the configuration's ``ListContentRender/margins``:
///
/// * the **image** is at the leading margin in its reserved box
///   (``ImageRender/reservedSize``), drawn at its ``ImageRender/size`` centred in the box;
/// * the **text** starts ``ListContentRender/imageToTextPadding`` after the box (at the margin
///   without an image) and wraps to the width left; centred alignment centres each text in that
///   column;
/// * the **secondary text** goes below the text, after the vertical padding, or — for
///   ``ListContentRender/Layout/sideBySide`` — at the trailing end of the same line, when both
///   texts take one line each and fit with the horizontal padding between them; otherwise they
///   stack with the configuration's `textToSecondaryTextVerticalPadding`, as UIKit's value cell
///   does;
/// * the content needs top margin + the text block + bottom margin, or the image's box with
///   4 points above and below it (the image may reach into the vertical margins, as a
///   24-point symbol shares a 44-point row with one line of Body text on iOS), whichever is
///   taller. The image and the text block are centred vertically in that space, and the whole
///   is centred in the view when the view is taller. Text frames are as tall as their lines.
///
/// **Heights.** A view's height is what its list content needs; 44 points for a view without
/// list content (a custom content view, or none); at least its tallest accessory; at least 44
/// points for a ``CollectionViewListCell`` (the HIG's minimum touch target and iOS's one-line
/// row: a one-line ``ListContentConfiguration/cell()`` at the default size is 11 + 22 + 11 =
/// 44 points) showing an item — a list cell a list layout makes a header or footer has none.
/// Header and footer views and plain cells have no minimum. Widths and heights
/// are clamped to 0…100 000 points (NaN and negative → 0, larger and +∞ → 100 000), so every
/// answer is finite. Nothing is rounded to pixels.
///
/// **Frames** are rectangles in the view's bounds: the parts are placed leading to trailing
/// without overlapping, then clamped to the bounds — a view smaller than its content clips
/// what does not fit, and parts can shrink to zero size, but none overlaps another or leaves
/// the bounds (beyond floating-point rounding: adding the same offsets in another order can
/// differ in the last bit). In a right-to-left layout (``TraitCollection/layoutDirection``) every frame is
/// mirrored. Content views nested inside the content view (``ViewRender/nestedContents``) have
/// no frames.
public struct RenderFrames: Hashable, Sendable, Codable {
    /// The view's size, clamped to 0…100 000 points; encoded as `{"width": w, "height": h}`.
    public var size: CGSize
    /// The content view's frame: what indentation and accessories leave.
    public var content: CGRect
    /// The text's frame, when a list content view shows text.
    public var text: CGRect?
    /// The secondary text's frame, when a list content view shows one.
    public var secondaryText: CGRect?
    /// The image's frame (its size, centred in its reserved box), when a list content view shows
    /// one.
    public var image: CGRect?
    /// The leading accessories' frames, in the order of ``ViewRender/leadingAccessories``.
    public var leadingAccessories: [CGRect]
    /// The trailing accessories' frames, in the order of ``ViewRender/trailingAccessories``.
    public var trailingAccessories: [CGRect]

    /// Creates frames. Rectangles are encoded as `{"x": x, "y": y, "width": w, "height": h}`.
    public init(
        size: CGSize, content: CGRect, text: CGRect? = nil, secondaryText: CGRect? = nil,
        image: CGRect? = nil, leadingAccessories: [CGRect] = [],
        trailingAccessories: [CGRect] = []
    ) {
        self.size = size
        self.content = content
        self.text = text
        self.secondaryText = secondaryText
        self.image = image
        self.leadingAccessories = leadingAccessories
        self.trailingAccessories = trailingAccessories
    }

    /// Every frame but the content view's, in a fixed order: text, secondary text, image,
    /// leading accessories, trailing accessories — the parts that never overlap.
    ///
    /// - Complexity: O(*a*) for *a* accessories, which are copied into one array.
    public var parts: [CGRect] {
        var parts: [CGRect] = []
        parts.reserveCapacity(3 + leadingAccessories.count + trailingAccessories.count)
        if let text { parts.append(text) }
        if let secondaryText { parts.append(secondaryText) }
        if let image { parts.append(image) }
        parts += leadingAccessories
        parts += trailingAccessories
        return parts
    }

    private enum CodingKeys: String, CodingKey, CaseIterable {
        case size, content, text, secondaryText, image, leadingAccessories, trailingAccessories
    }

    /// Decodes frames; missing optional frames and accessory lists read as none. Every number
    /// must be finite.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.checkedContainer(
            keyedBy: CodingKeys.self, what: "render frames")
        size = try container.decodeSize(forKey: .size)
        content = try container.decodeRect(forKey: .content)
        text = try container.decodeRectIfPresent(forKey: .text)
        secondaryText = try container.decodeRectIfPresent(forKey: .secondaryText)
        image = try container.decodeRectIfPresent(forKey: .image)
        leadingAccessories = try container.decodeRectsIfPresent(forKey: .leadingAccessories)
        trailingAccessories = try container.decodeRectsIfPresent(forKey: .trailingAccessories)
    }

    /// Encodes every frame, leaving out the ones that are `nil`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeSize(size, forKey: .size)
        try container.encodeRect(content, forKey: .content)
        try container.encodeRectIfPresent(text, forKey: .text)
        try container.encodeRectIfPresent(secondaryText, forKey: .secondaryText)
        try container.encodeRectIfPresent(image, forKey: .image)
        try container.encodeRects(leadingAccessories, forKey: .leadingAccessories)
        try container.encodeRects(trailingAccessories, forKey: .trailingAccessories)
    }
}

extension RenderFrames: RenderFieldListing {
    func appendFields(to fields: inout [RenderField], prefix: String) {
        fields.appendField(prefix, "size", formatSize(size))
        fields.appendField(prefix, "content", formatRect(content))
        if let text { fields.appendField(prefix, "text", formatRect(text)) }
        if let secondaryText {
            fields.appendField(prefix, "secondaryText", formatRect(secondaryText))
        }
        if let image { fields.appendField(prefix, "image", formatRect(image)) }
        for (index, frame) in leadingAccessories.enumerated() {
            fields.appendField(prefix, "leadingAccessories[\(index)]", formatRect(frame))
        }
        for (index, frame) in trailingAccessories.enumerated() {
            fields.appendField(prefix, "trailingAccessories[\(index)]", formatRect(frame))
        }
    }
}
