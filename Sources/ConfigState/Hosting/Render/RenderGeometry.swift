// The layout model of hosts: where a cell's content, texts, image and accessories go, and how
// tall a cell or a header or footer view needs to be. `RenderFrames` documents the model and
// its numbers for readers; this file computes it. Everything is a pure function of a render,
// the host's layout context and a size, so that a reused view and a fresh one agree.

/// What a host knows about its layout beyond its content view's render.
struct LayoutContext {
    /// The content's leading indentation, in points.
    var indentation: Double = 0
    /// How far the leading accessories are indented (``indentation`` or 0).
    var leadingAccessoryIndentation: Double = 0
    /// The leading accessories.
    var leading = AccessoryEdge()
    /// The trailing accessories.
    var trailing = AccessoryEdge()
    /// The least height the host has: 44 for list cells, 0 otherwise.
    var minimumHeight: Double = 0
    /// The vertical gap between side-by-side texts that do not fit on one line and stack:
    /// the configuration's `textToSecondaryTextVerticalPadding`; `nil` uses the render's
    /// padding.
    var stackedSecondaryTextPadding: Double?
    /// Whether frames are mirrored, for right-to-left layouts.
    var isRightToLeft = false
}

/// The accessories of one edge, laid out from the edge's start.
struct AccessoryEdge {
    /// The width the edge takes, its margin included; 0 without accessories.
    var width: Double = 0
    /// The tallest accessory, hidden ones included.
    var height: Double = 0
    /// The visible accessories' glyphs, in order: `x` from the start of the edge, `y` 0.
    var frames: [CGRect] = []

    /// No accessories.
    init() {}

    /// Lays out `items` (hidden ones keep their space) on the leading or trailing edge.
    init(_ items: [CellAccessoryLayout.Item], isLeading: Bool, traits: TraitCollection) {
        guard !items.isEmpty else { return }
        let margin = RenderGeometry.accessoryEdgeMargin
        var x = isLeading ? margin : 0
        frames.reserveCapacity(items.count)
        for (position, item) in items.enumerated() {
            if position > 0 { x += RenderGeometry.accessorySpacing }
            // Clamped like the slot, so that an enormous label stays inside its own slot.
            let natural = RenderGeometry.accessorySize(item, traits: traits)
            let size = CGSize(
                width: RenderGeometry.clamped(natural.width),
                height: RenderGeometry.clamped(natural.height))
            let slot = RenderGeometry.slotWidth(item.reservedLayoutWidth, actual: size.width)
            if !item.isHidden {
                frames.append(
                    CGRect(
                        x: x + (slot - size.width) / 2, y: 0, width: size.width,
                        height: size.height))
            }
            height = Swift.max(height, size.height)
            x += slot
        }
        width = isLeading ? x : x + margin
    }
}

/// Where a list content render's parts go inside its content view, for a content view of
/// ``height`` points (the height the content needs).
struct ListContentLayout {
    /// The height the content needs: top margin, image or text block, bottom margin.
    var height: Double
    /// The text's frame.
    var text: CGRect?
    /// The secondary text's frame.
    var secondaryText: CGRect?
    /// The image's frame: its size, centred in its reserved box.
    var image: CGRect?
    /// The width of the column the texts share: what the margins, the image's reserved box
    /// and its padding leave.
    var columnWidth: Double
}

/// The layout model (see ``RenderFrames`` for the prose).
enum RenderGeometry {
    /// The least space an image keeps above and below it when it reaches into the content's
    /// vertical margins: 4 points (or the margin, when that is smaller).
    static let imageMarginFloor = 4.0

    /// The largest width or height the model gives: 100 000 points, about 2 000 rows of 44
    /// points — more than any screen, small enough that sums of many stay exact.
    static let maximumDimension: Double = 100_000
    /// The height of a view without list content (a custom content view, or none): 44 points,
    /// the HIG's minimum touch target and iOS's default row height.
    static let defaultHeight: Double = 44
    /// The least height of a list cell: 44 points, the HIG's minimum touch target ("Provide
    /// ample touch targets … at least 44x44 pt",
    /// https://developer.apple.com/design/human-interface-guidelines/accessibility#Buttons-and-controls)
    /// and the height of a one-line iOS list cell.
    static let minimumListCellHeight: Double = 44
    /// `CellAccessory.LayoutDimension.standard`: 44 points, the HIG's minimum touch target.
    static let standardAccessoryWidth: Double = 44
    /// The margin between the outermost accessory and the view's edge: 16 points, UIKit's
    /// layout margin for list cells in a compact width (20 in a regular width is not modelled).
    static let accessoryEdgeMargin: Double = 16
    /// The space between neighbouring accessories: 8 points (UIKit's standard spacing).
    static let accessorySpacing: Double = 8
    /// The space between a pop-up menu's title and its chevrons: 4 points.
    static let popUpMenuTitleSpacing: Double = 4

    /// A width or height made safe: NaN and negative → 0, above the maximum (+∞ included) →
    /// the maximum.
    static func clamped(_ value: Double) -> Double {
        value.isNaN ? 0 : Swift.min(Swift.max(value, 0), maximumDimension)
    }

    /// A length a render shows, made safe: NaN → 0, and within −``maximumDimension``…
    /// ``maximumDimension`` (±∞ included). Configurations keep the numbers they are given (as
    /// UIKit's do); renders show them bounded, so that nothing downstream gets a number a
    /// strict encoder refuses or a sum that overflows.
    static func bounded(_ value: Double) -> Double {
        value.isNaN ? 0 : Swift.min(Swift.max(value, -maximumDimension), maximumDimension)
    }

    /// ``bounded(_:)`` of each inset.
    static func bounded(_ insets: DirectionalEdgeInsets) -> DirectionalEdgeInsets {
        DirectionalEdgeInsets(
            top: bounded(Double(insets.top)), leading: bounded(Double(insets.leading)),
            bottom: bounded(Double(insets.bottom)), trailing: bounded(Double(insets.trailing)))
    }

    /// ``bounded(_:)`` of each dimension.
    static func bounded(_ size: CGSize) -> CGSize {
        CGSize(width: bounded(Double(size.width)), height: bounded(Double(size.height)))
    }

    /// Whether a view of `size` has frames: whether its width or height, clamped, is above 0.
    static func hasArea(_ size: CGSize) -> Bool {
        clamped(Double(size.width)) > 0 || clamped(Double(size.height)) > 0
    }

    // MARK: Accessories

    /// A system glyph's size at the default content size category (`.large`), before Dynamic
    /// Type scaling; see ``RenderFrames``.
    static func glyphSize(_ type: CellAccessory.AccessoryType) -> CGSize {
        switch type {
        case .disclosureIndicator: return CGSize(width: 8, height: 14)
        case .outlineDisclosure: return CGSize(width: 12, height: 14)
        case .checkmark: return CGSize(width: 16, height: 16)
        case .delete, .insert, .multiselect, .detail: return CGSize(width: 22, height: 22)
        case .reorder: return CGSize(width: 20, height: 14)
        case .popUpMenu: return CGSize(width: 10, height: 16)
        case .label: return .zero
        case .customView: return customViewSize
        }
    }

    /// A custom accessory's size: 24 × 24 points, ``ListContentView``'s standard symbol box
    /// (a custom view's stand-in has no size of its own).
    static let customViewSize = CGSize(width: 24, height: 24)

    /// The size an accessory is drawn at in `traits`: its glyph scaled like Body, a label's or a
    /// pop-up menu's title measured in its font, a custom view at its fixed 24 × 24.
    static func accessorySize(_ item: CellAccessoryLayout.Item, traits: TraitCollection)
        -> CGSize
    {
        let category = traits.preferredContentSizeCategory
        func scaled(_ size: CGSize) -> CGSize {
            let metrics = FontMetrics.default
            return CGSize(
                width: metrics.scaledValue(for: size.width, compatibleWith: category),
                height: metrics.scaledValue(for: size.height, compatibleWith: category))
        }
        switch item.accessoryType {
        case .label:
            let font = (item.font ?? .body).resolved(
                for: item.adjustsFontForContentSizeCategory ? category : .large)
            return CGSize(
                width: TextMeasurement.width(of: item.text ?? "", font: font),
                height: TextMeasurement.lineHeight(of: font))
        case .popUpMenu:
            let chevrons = scaled(glyphSize(.popUpMenu))
            guard let title = item.menu?.selectedChild, !title.isEmpty else { return chevrons }
            let font = Font.body.resolved(for: category)
            return CGSize(
                width: TextMeasurement.width(of: title, font: font) + popUpMenuTitleSpacing
                    + chevrons.width,
                height: Swift.max(TextMeasurement.lineHeight(of: font), chevrons.height))
        case .customView:
            return customViewSize
        default:
            return scaled(glyphSize(item.accessoryType))
        }
    }

    /// The width of an accessory's slot: its reserved width, or its own width when that is
    /// larger.
    static func slotWidth(_ reserved: CellAccessory.LayoutDimension, actual: Double) -> Double {
        let wanted: Double
        switch reserved {
        case .actual: wanted = actual
        case .standard: wanted = standardAccessoryWidth
        case .custom(let width): wanted = Double(width)
        }
        return clamped(Swift.max(wanted, actual))
    }

    // MARK: List content

    /// Lays out `content` in a content view `width` points wide.
    static func layout(
        _ content: ListContentRender, width: Double, stackedSecondaryTextPadding: Double?
    ) -> ListContentLayout {
        // The image's sizes, read in place: binding or comparing the render with `nil`
        // copies all of it.
        layout(
            text: content.text, secondaryText: content.secondaryText,
            imageSize: content.image?.size, imageReservedSize: content.image?.reservedSize,
            layout: content.layout, margins: content.margins,
            imageToTextPadding: content.imageToTextPadding,
            textToSecondaryTextPadding: content.textToSecondaryTextPadding, width: width,
            stackedSecondaryTextPadding: stackedSecondaryTextPadding)
    }

    /// Lays out list content given as its parts — what a ``ListContentRender`` holds that the
    /// layout reads: the texts, the image's size and reserved size (both `nil` without an
    /// image), and the spacing — in a content view `width` points wide. Measuring a row
    /// passes the parts it built, without a render to build and copy (colours, tints, the
    /// image itself).
    static func layout<Text: ListLayoutText>(
        text: Text?, secondaryText: Text?, imageSize givenImageSize: CGSize?,
        imageReservedSize: CGSize?, layout: ListContentRender.Layout,
        margins: DirectionalEdgeInsets, imageToTextPadding: Double,
        textToSecondaryTextPadding: Double, width: Double, stackedSecondaryTextPadding: Double?
    ) -> ListContentLayout {
        let top = clamped(margins.top)
        let bottom = clamped(margins.bottom)
        let leading = clamped(margins.leading)
        let innerWidth = Swift.max(0, width - leading - clamped(margins.trailing))
        var imageBox = CGSize.zero
        var imageSize = CGSize.zero
        var imagePadding = 0.0
        var hasImage = false
        if let size = givenImageSize, let reservedSize = imageReservedSize {
            hasImage = true
            imageSize = CGSize(width: clamped(size.width), height: clamped(size.height))
            imageBox = CGSize(
                width: Swift.max(clamped(reservedSize.width), imageSize.width),
                height: Swift.max(clamped(reservedSize.height), imageSize.height))
            imagePadding = clamped(imageToTextPadding)
        }
        // The column the texts share. Constants, so that the helper below captures values, not
        // boxes: measuring allocates nothing.
        let columnX = leading + imageBox.width + imagePadding
        let columnWidth = Swift.max(0, innerWidth - imageBox.width - imagePadding)

        // The texts, relative to the top of the text block.
        var textFrame: CGRect?
        var secondaryFrame: CGRect?
        var blockHeight = 0.0
        func aligned(_ size: CGSize, _ text: Text, y: Double) -> CGRect {
            let offset = text.alignment == .center ? (columnWidth - size.width) / 2 : 0
            return CGRect(
                x: columnX + Swift.max(offset, 0), y: y, width: size.width, height: size.height)
        }
        if layout == .sideBySide, let text, let secondary = secondaryText,
            let pair = sideBySide(
                text, secondary, padding: clamped(textToSecondaryTextPadding),
                columnWidth: columnWidth)
        {
            blockHeight = Swift.max(pair.text.height, pair.secondary.height)
            textFrame = CGRect(
                x: columnX, y: (blockHeight - pair.text.height) / 2, width: pair.text.width,
                height: pair.text.height)
            secondaryFrame = CGRect(
                x: columnX + columnWidth - pair.secondary.width,
                y: (blockHeight - pair.secondary.height) / 2, width: pair.secondary.width,
                height: pair.secondary.height)
        } else {
            if let text {
                let size = text.size(width: columnWidth)
                textFrame = aligned(size, text, y: 0)
                blockHeight = size.height
            }
            if let secondary = secondaryText {
                if case .some = textFrame {
                    let padding =
                        layout == .stacked
                        ? textToSecondaryTextPadding
                        : stackedSecondaryTextPadding ?? textToSecondaryTextPadding
                    blockHeight += clamped(padding)
                }
                let size = secondary.size(width: columnWidth)
                secondaryFrame = aligned(size, secondary, y: blockHeight)
                blockHeight += size.height
            }
        }

        // The text block sits within the margins; the image may reach into them, down to
        // `imageMarginFloor` points a side, as iOS lets a 24-point symbol share a 44-point row
        // with one line of Body text.
        let textHeight = top + blockHeight + bottom
        let imageFloor = Swift.min(Self.imageMarginFloor, Swift.min(top, bottom))
        let imageHeight = hasImage ? imageBox.height + 2 * imageFloor : 0
        let height = Swift.max(textHeight, imageHeight)
        let textOffset = (height - blockHeight - top - bottom) / 2 + top
        var imageFrame: CGRect?
        if hasImage {
            let boxY = (height - imageBox.height) / 2
            imageFrame = CGRect(
                x: leading + (imageBox.width - imageSize.width) / 2,
                y: boxY + (imageBox.height - imageSize.height) / 2, width: imageSize.width,
                height: imageSize.height)
        }
        return ListContentLayout(
            height: height, text: textFrame?.offsetBy(dx: 0, dy: textOffset),
            secondaryText: secondaryFrame?.offsetBy(dx: 0, dy: textOffset), image: imageFrame,
            columnWidth: columnWidth)
    }

    /// The two texts' sizes side by side, when each takes one line and both fit in the column
    /// with the padding between them; `nil` when they must stack.
    private static func sideBySide<Text: ListLayoutText>(
        _ text: Text, _ secondary: Text, padding: Double, columnWidth: Double
    ) -> (text: CGSize, secondary: CGSize)? {
        guard let textSize = text.oneLineSize(), let secondarySize = secondary.oneLineSize(),
            textSize.width + padding + secondarySize.width <= columnWidth
        else { return nil }
        return (textSize, secondarySize)
    }

    // MARK: Views

    /// The content view's width in a view `width` points wide: what indentation and
    /// accessories leave.
    private static func contentWidth(_ width: Double, _ context: LayoutContext) -> Double {
        Swift.max(
            0,
            width - clamped(context.indentation) - context.leading.width - context.trailing.width)
    }

    /// The height a view showing `content` needs at `width`.
    static func height(content: ContentRender?, context: LayoutContext, width: Double) -> Double {
        guard case .list(let list) = content else {
            return height(contentHeight: defaultHeight, context: context)
        }
        return height(list: list, context: context, width: width)
    }

    /// ``height(content:context:width:)`` of list content, given as such: a list content view
    /// measuring itself does not wrap its render in a ``ContentRender`` (and unwrap a copy).
    static func height(list: ListContentRender, context: LayoutContext, width: Double) -> Double {
        height(
            contentHeight: layout(
                list, width: contentWidth(clamped(width), context),
                stackedSecondaryTextPadding: context.stackedSecondaryTextPadding
            ).height, context: context)
    }

    /// The height of a view whose content needs `contentHeight`: at least its accessories'
    /// and the context's minimum.
    private static func height(contentHeight: Double, context: LayoutContext) -> Double {
        clamped(
            Swift.max(
                contentHeight, context.leading.height, context.trailing.height,
                context.minimumHeight))
    }

    /// The size a view answers to `systemLayoutSizeFitting(_:)`: the target's width, clamped,
    /// and the height the content needs at that width.
    static func fittingSize(content: ContentRender?, context: LayoutContext, target: CGSize)
        -> CGSize
    {
        let width = clamped(Double(target.width))
        return CGSize(
            width: width, height: height(content: content, context: context, width: width))
    }

    /// ``fittingSize(content:context:target:)`` of content whose height at a content view's
    /// width `contentHeight` gives (list content measured from its parts, without a render).
    static func fittingSize(
        context: LayoutContext, target: CGSize, contentHeight: (Double) -> Double
    ) -> CGSize {
        let width = clamped(Double(target.width))
        return CGSize(
            width: width,
            height: height(
                contentHeight: contentHeight(contentWidth(width, context)), context: context))
    }

    /// The interval from `origin` of `length` clamped to 0…`limit`; untouched (no rounding
    /// error from subtracting the ends) when it is inside.
    private static func clamp(_ origin: Double, _ length: Double, to limit: Double) -> (
        Double, Double
    ) {
        var start = origin
        var length = Swift.max(length, 0)
        if start < 0 {
            length = Swift.max(length + start, 0)
            start = 0
        }
        if start > limit {
            start = limit
            length = 0
        }
        if start + length > limit { length = limit - start }
        return (start, length)
    }

    /// The frames of a view of `size` showing `content`, in the view's own coordinates. The
    /// context's accessory frames are moved into the result.
    static func frames(content: ContentRender?, context: inout LayoutContext, size: CGSize)
        -> RenderFrames
    {
        let width = clamped(Double(size.width))
        let height = clamped(Double(size.height))
        let indentation = clamped(context.indentation)
        let contentX = indentation + context.leading.width
        let contentWidth = contentWidth(width, context)
        let isRightToLeft = context.isRightToLeft
        // Everything is placed left to right without overlapping, then clamped to the bounds
        // (a monotone map, which keeps it from overlapping) and mirrored for right-to-left.
        // The content's own parts are first clamped to the content view, so that a content
        // view narrower than its margins and image cannot push them into the accessories.
        func place(_ rect: CGRect, within lower: Double = 0, _ upper: Double? = nil) -> CGRect {
            let upper = Swift.min(upper ?? width, width)
            let lower = Swift.min(lower, upper)
            let (x, rectWidth) = clamp(
                Double(rect.origin.x) - lower, Double(rect.size.width), to: upper - lower)
            let (y, rectHeight) = clamp(
                Double(rect.origin.y), Double(rect.size.height), to: height)
            let minX = lower + x
            return CGRect(
                x: isRightToLeft ? width - minX - rectWidth : minX, y: y,
                width: rectWidth, height: rectHeight)
        }
        // The edges' own arrays are taken and placed in place: frames allocate nothing more.
        func placeAccessories(_ rects: inout [CGRect], from x: Double) -> [CGRect] {
            var placed: [CGRect] = []
            swap(&placed, &rects)
            for index in placed.indices {
                let rect = placed[index]
                placed[index] = place(rect.offsetBy(dx: x, dy: (height - Double(rect.height)) / 2))
            }
            return placed
        }
        let leadingX = Swift.min(clamped(context.leadingAccessoryIndentation), indentation)
        var frames = RenderFrames(
            size: CGSize(width: width, height: height),
            content: place(CGRect(x: contentX, y: 0, width: contentWidth, height: height)),
            leadingAccessories: placeAccessories(&context.leading.frames, from: leadingX),
            trailingAccessories: placeAccessories(
                &context.trailing.frames, from: contentX + contentWidth))
        if case .list(let list) = content {
            let layout = layout(
                list, width: contentWidth,
                stackedSecondaryTextPadding: context.stackedSecondaryTextPadding)
            let dy = (height - layout.height) / 2
            func placeInContent(_ rect: CGRect) -> CGRect {
                place(
                    rect.offsetBy(dx: contentX, dy: dy), within: contentX, contentX + contentWidth)
            }
            frames.text = layout.text.map(placeInContent)
            frames.secondaryText = layout.secondaryText.map(placeInContent)
            frames.image = layout.image.map(placeInContent)
        }
        return frames
    }
}

/// A text as the list content layout reads it (``RenderGeometry/layout(text:secondaryText:imageSize:imageReservedSize:layout:margins:imageToTextPadding:textToSecondaryTextPadding:width:stackedSecondaryTextPadding:)``):
/// a render's text, or a row's plain text as measuring reads it without building a render.
protocol ListLayoutText {
    /// How the text sits in its column.
    var alignment: ListContentConfiguration.TextProperties.TextAlignment { get }
    /// The size it takes on lines `width` points wide, with its own line limit. The height is
    /// exact; a text measured only for a row's height may give a bound for the width
    /// (``PlainLayoutText``): the layout's height reads no width of it.
    func size(width: Double) -> CGSize
    /// Its size on one unbounded line, or `nil` when its line breaks make more than one.
    func oneLineSize() -> CGSize?
}

extension TextRender: ListLayoutText {
    func size(width: Double) -> CGSize { TextMeasurement.size(of: self, width: width) }

    func oneLineSize() -> CGSize? {
        var breaker = LineBreaker(
            width: .infinity, numberOfLines: 2, start: text.unicodeScalars.startIndex)
        breaker.measure(self)
        return breaker.lineCount == 1 ? breaker.size : nil
    }
}

/// A plain (not attributed) text measured as its ``TextRender`` is, from what the layout
/// reads: the string, the font's figures, the line limit and the alignment — without the
/// render's colour, line break mode and runs, which measuring a row would build and destroy.
///
/// It is measured for a row's height only: ``size(width:)`` of a text that surely fits on one
/// line gives the bound its widest glyphs put on its width, not its width (the layout's
/// height reads a text's width only to put two texts side by side, from ``oneLineSize()``,
/// which is exact). Its frames are not a render's.
struct PlainLayoutText: ListLayoutText {
    var text: String
    var font: TextMeasurement.FontScale
    var numberOfLines: Int
    var alignment: ListContentConfiguration.TextProperties.TextAlignment

    /// The most bytes a text may have for ``size(width:)`` to bound its width instead of
    /// measuring it: far from where the bound's rounding could matter (see ``oneLineBound(width:)``).
    static var boundedLength: Int { 4_096 }

    func size(width: Double) -> CGSize {
        if let bound = oneLineBound(width: width) {
            return CGSize(width: bound, height: font.lineHeight)
        }
        var breaker = LineBreaker(
            width: width, numberOfLines: numberOfLines, start: text.unicodeScalars.startIndex)
        breaker.measure(text, in: font)
        breaker.finish()
        return breaker.size
    }

    func oneLineSize() -> CGSize? {
        var breaker = LineBreaker(
            width: .infinity, numberOfLines: 2, start: text.unicodeScalars.startIndex)
        breaker.measure(text, in: font)
        breaker.finish()
        return breaker.lineCount == 1 ? breaker.size : nil
    }

    /// A bound on the text's width, in points, when it surely takes one line `width` points
    /// wide — it is printable ASCII and spaces, and as many of the widest ASCII glyph would
    /// fit — or `nil` when it has to be measured. A text that takes one line is one line
    /// height tall, whatever its width: this is the height ``size(width:)`` gives without
    /// reading the text glyph by glyph (a row's text, most often).
    ///
    /// The line breaker sums the glyphs' advances, each at most the widest's, and breaks only
    /// where a sum passes the width; the bound is their count times the widest advance, with
    /// a margin far above the rounding of a sum of at most ``boundedLength`` terms.
    func oneLineBound(width: Double) -> Double? {
        let count = text.utf8.count
        guard count <= Self.boundedLength else { return nil }
        let available = width.isNaN || width < 0 ? 0 : width * 1_000_000
        let bound =
            Double(count) * Double(TextMeasurement.Glyph.widestASCIIUnits) * font.glyphScale
        guard bound * (1 + 1e-9) <= available else { return nil }
        let isPrintable = text.utf8.withContiguousStorageIfAvailable { bytes in
            // One pass, no branch a byte: a byte outside 0x20…0x7E sets a bit no printable
            // byte does (0x80 for ≥ 0x80 and 0x7F; 0x20 subtracted wraps the control bytes).
            // Read in place: `withUTF8` copies a small string out first. A string without
            // contiguous UTF-8 (none a row makes) is measured.
            var outside: UInt8 = 0
            for byte in bytes { outside |= (byte &- 0x20) | (byte &+ 1) }
            return outside & 0x80 == 0
        }
        guard isPrintable == true else { return nil }
        return Swift.min(bound, available) / 1_000_000
    }
}
