/// How much room a button's content takes: the measurement behind ``Button/sizeThatFits(_:)``,
/// ``Button/intrinsicContentSize`` and a frameless capsule's radius.
///
/// The content is the image (or the activity indicator in its place) beside, above or below
/// the text, ``ButtonRender/imagePadding`` apart; the text is the title above the subtitle,
/// ``ButtonRender/titlePadding`` apart, each measured with ``TextMeasurement`` and wrapped to
/// the width left; a pop-up indicator follows on the trailing side; the content insets go
/// around it all. Sizes are ConfigState's model: the image at its ``Image/size``, the
/// activity indicator 20 × 20 points (UIKit's medium `UIActivityIndicatorView`), the pop-up
/// indicator the pop-up menu accessory's glyph, 10 × 16, 4 points after the text.
enum ButtonLayout {
    /// The activity indicator's size.
    static let activityIndicatorSize = CGSize(width: 20, height: 20)

    /// The size `render` needs on a width of `width`: a finite size within
    /// 0…``RenderGeometry/maximumDimension`` points.
    ///
    /// - Parameters:
    ///   - render: The button's render.
    ///   - width: The width offered; 0, negative, NaN and +∞ offer no limit (the text does
    ///     not wrap), as UIKit's `sizeThatFits(_:)` with `.zero` asks for the natural size.
    /// - Returns: The size.
    /// - Complexity: O(*n*) for *n* Unicode scalars in the title and subtitle.
    static func fittingSize(of render: ButtonRender, width: CGFloat) -> CGSize {
        let insets = RenderGeometry.bounded(render.contentInsets)
        let horizontalInsets = max(0, insets.leading) + max(0, insets.trailing)
        let verticalInsets = max(0, insets.top) + max(0, insets.bottom)
        let image: CGSize? =
            render.showsActivityIndicator ? activityIndicatorSize : render.image?.size
        let imageSize = image.map(RenderGeometry.bounded) ?? .zero
        let indicator =
            render.indicator == .popup ? RenderGeometry.glyphSize(.popUpMenu) : CGSize.zero
        let indicatorWidth =
            render.indicator == .popup
            ? indicator.width + RenderGeometry.popUpMenuTitleSpacing : 0
        let hasText = render.title != nil || render.subtitle != nil
        let imagePadding = image != nil && hasText ? RenderGeometry.clamped(render.imagePadding) : 0
        let isBeside = render.imagePlacement != .top && render.imagePlacement != .bottom

        // The width left for the text, or no limit.
        let offered = Double(width)
        var textWidth = Double.infinity
        if offered.isFinite, offered > 0 {
            var taken = horizontalInsets + indicatorWidth
            if isBeside { taken += imageSize.width + imagePadding }
            textWidth = max(0, offered - taken)
        }
        let title = render.title.map { TextMeasurement.size(of: $0, width: textWidth) } ?? .zero
        let subtitle =
            render.subtitle.map { TextMeasurement.size(of: $0, width: textWidth) } ?? .zero
        let titlePadding =
            render.title != nil && render.subtitle != nil
            ? RenderGeometry.clamped(render.titlePadding) : 0
        let text = CGSize(
            width: max(title.width, subtitle.width),
            height: title.height + titlePadding + subtitle.height)

        var content: CGSize
        if isBeside {
            content = CGSize(
                width: imageSize.width + imagePadding + text.width,
                height: max(imageSize.height, text.height))
        } else {
            content = CGSize(
                width: max(imageSize.width, text.width),
                height: imageSize.height + imagePadding + text.height)
        }
        content.width += indicatorWidth
        content.height = max(content.height, render.indicator == .popup ? indicator.height : 0)
        return CGSize(
            width: RenderGeometry.clamped(content.width + horizontalInsets),
            height: RenderGeometry.clamped(content.height + verticalInsets))
    }
}
