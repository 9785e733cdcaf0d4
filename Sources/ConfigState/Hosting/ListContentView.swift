/// The headless view that shows a ``ListContentConfiguration``: `UIListContentView` without
/// the `UI`.
///
/// It holds nothing but its configuration, so setting a new configuration replaces everything
/// it shows — there is no state for a previous item to leave behind. ``render(in:)`` resolves
/// what a screen would show: text after its transform, fonts at the content size category,
/// colours in the traits' colour environment, the image with its tint and size.
public final class ListContentView: View, ContentView {
    // Set for every cell a list shows and read by every measure, on the main actor and never
    // across a call out: the runtime's exclusivity check, dearer than the access, is off.
    /// The configuration shown, with its concrete type.
    @exclusivity(unchecked)
    public private(set) var listContentConfiguration: ListContentConfiguration

    /// Creates a view showing `configuration`.
    public init(configuration: ListContentConfiguration) {
        self.listContentConfiguration = configuration
        super.init(frame: .zero)
    }

    /// Creates a view from an archive: a headless view decodes nothing, so it shows
    /// ``ListContentConfiguration/cell()``.
    public required init?(coder: NSCoder) {
        self.listContentConfiguration = .cell()
        super.init(coder: coder)
    }

    /// The configuration shown. Setting a ``ListContentConfiguration`` replaces everything the
    /// view shows; setting any other type is ignored, because ``supports(_:)`` tells hosts to
    /// replace the view instead.
    public var configuration: any ContentConfiguration {
        get { listContentConfiguration }
        set {
            // The existential opened and its type compared, then the value taken out as the
            // type it is: a cast (`as?`) asks the runtime, about 450 instructions for every
            // cell a list shows, and `type(of:)` about 100.
            guard let list = Self.listConfiguration(newValue) else { return }
            // Set by other code than its host: the host's configuration stays what it set.
            if keepsHostConfiguration, case .none = replacedHostConfiguration {
                replacedHostConfiguration = listContentConfiguration
            }
            listContentConfiguration = list
        }
    }

    // A host whose content view this is keeps its configuration here, not twice (see
    // `ContentSlot`): what it set is what the view shows, unless other code set the view's
    // configuration since — then the host's is kept aside, as a host keeps its own in UIKit.
    /// Whether a host keeps its content configuration in this view.
    @exclusivity(unchecked) var keepsHostConfiguration = false
    /// The host's configuration, when other code replaced it since the host set it.
    @exclusivity(unchecked) private var replacedHostConfiguration: ListContentConfiguration?

    /// The configuration the host that keeps it here last set.
    var hostConfiguration: ListContentConfiguration {
        replacedHostConfiguration ?? listContentConfiguration
    }

    /// Shows `configuration`, set by the host that keeps it here.
    ///
    /// - Returns: Whether the view supports it (else the host replaces the view).
    func showHostConfiguration(_ configuration: any ContentConfiguration) -> Bool {
        guard let list = Self.listConfiguration(configuration) else { return false }
        showHostConfiguration(list: list)
        return true
    }

    /// Shows `configuration`, set by the host that keeps it here, which has it as its type.
    func showHostConfiguration(list configuration: consuming ListContentConfiguration) {
        if case .some = replacedHostConfiguration { replacedHostConfiguration = nil }
        listContentConfiguration = configuration
    }

    /// Stops keeping a host's configuration: the host let the view go.
    func releaseHostConfiguration() {
        keepsHostConfiguration = false
        replacedHostConfiguration = nil
    }

    /// `configuration` when its type is ``ListContentConfiguration``, else `nil`: the type
    /// comes with the opened existential, so finding it costs a comparison.
    private static func listConfiguration<Configuration: ContentConfiguration>(
        _ configuration: Configuration
    ) -> ListContentConfiguration? {
        guard Configuration.self == ListContentConfiguration.self else { return nil }
        return unsafeBitCast(configuration, to: ListContentConfiguration.self)
    }

    /// `configuration` when it is a ``ListContentConfiguration``, else `nil`, found as
    /// ``listConfiguration(_:)`` finds it.
    static func listConfiguration(of configuration: any ContentConfiguration)
        -> ListContentConfiguration?
    {
        listConfiguration(configuration)
    }

    /// Whether `Configuration` is ``ListContentConfiguration``.
    private static func isList<Configuration: ContentConfiguration>(
        _: Configuration
    ) -> Bool {
        Configuration.self == ListContentConfiguration.self
    }

    /// Supports exactly ``ListContentConfiguration``.
    public func supports(_ configuration: any ContentConfiguration) -> Bool {
        // The type compared, not cast: a struct has no subclasses, so the answers agree, and
        // a cast of the existential copies the configuration out to test it.
        Self.isList(configuration)
    }

    /// Whether the text is shown (UIKit's `textLayoutGuide` is non-nil exactly then).
    ///
    /// - Complexity: O(1) for plain text; O(*n*) for attributed text of *n* characters, whose runs
    ///   are joined.
    public var hasText: Bool {
        Self.visibleText(listContentConfiguration.text, listContentConfiguration.attributedText)
            != nil
    }
    /// Whether the secondary text is shown (UIKit's `secondaryTextLayoutGuide`).
    ///
    /// - Complexity: O(1) for plain text; O(*n*) for attributed text of *n* characters, whose runs
    ///   are joined.
    public var hasSecondaryText: Bool {
        Self.visibleText(
            listContentConfiguration.secondaryText, listContentConfiguration.secondaryAttributedText
        ) != nil
    }
    /// Whether the image is shown (UIKit's `imageLayoutGuide`).
    public var hasImage: Bool { listContentConfiguration.image != nil }

    /// The standard symbol box at the default size: 24 points (ConfigState's stand-in for
    /// UIKit's scaled symbol box), scaled with Body for the content size category.
    nonisolated static let standardSymbolDimension = 24.0

    /// Resolves what the view shows in `traitCollection`.
    ///
    /// - Complexity: O(*n*) for texts of *n* characters in total, which are transformed (and
    ///   joined, for attributed runs), plus resolving the colours through their transformers.
    public func render(in traitCollection: TraitCollection) -> ContentRender {
        Self.render(listContentConfiguration, in: traitCollection)
    }

    /// What a list content view showing `configuration` shows in `traitCollection`: the
    /// render as a pure function, for code that has no view (the gallery's swatches, which
    /// are made off the main actor).
    nonisolated package static func render(
        _ configuration: ListContentConfiguration, in traitCollection: TraitCollection
    ) -> ContentRender {
        render(configuration, in: traitCollection, resolvingColors: true)
    }

    /// The size the view needs to show its configuration at `targetSize`'s width, as
    /// `UIListContentView` answers Auto Layout standing alone (a table header, a custom view):
    /// that width, clamped to 0…100 000 points, and the height the configuration's margins, image and
    /// texts take at it in the view's traits — what a cell showing the configuration measures,
    /// without a cell's accessories or least height. (The base class answers with the frame's
    /// height.)
    public override func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        let traits = traitCollection
        return fittingSize(in: traits, context: layoutContext(in: traits), target: targetSize)
    }

    /// The layout context the view's content starts from in `traits`: the layout direction,
    /// and the vertical padding side-by-side texts take when they stack. A host adds its
    /// accessories, indentation and least height to it.
    @inline(__always)
    func layoutContext(in traits: TraitCollection) -> LayoutContext {
        var context = LayoutContext()
        context.isRightToLeft = traits.layoutDirection == .rightToLeft
        context.stackedSecondaryTextPadding =
            listContentConfiguration.textToSecondaryTextVerticalPadding
        return context
    }

    /// The size a cell showing this view needs, fitted to `target`'s width with `context`, in
    /// `traitCollection`: ``RenderGeometry/height(list:context:width:)`` of the view's render,
    /// found without building the render. Measuring a row builds only what its height depends
    /// on — the texts without their colours, the image's sizes — where the render would also
    /// resolve colours and the symbol's tint and be copied whole on its way to the layout.
    func fittingSize(in traitCollection: TraitCollection, context: LayoutContext, target: CGSize)
        -> CGSize
    {
        let configuration = listContentConfiguration
        let content = configuration.content.value
        guard content.attributedText == nil, content.secondaryAttributedText == nil else {
            let (text, secondary) = Self.textRenders(
                configuration, in: traitCollection, resolvingColors: false)
            return RenderGeometry.fittingSize(context: context, target: target) { width in
                Self.layout(
                    configuration, text: text, secondary: secondary, in: traitCollection,
                    width: width, stackedSecondaryTextPadding: context.stackedSecondaryTextPadding
                ).height
            }
        }
        // Plain texts, the common case, measured from their strings and the properties the
        // layout reads: building their renders (and destroying them) cost about as much as
        // measuring them. Their text properties are read once for the appearance the rows
        // share (see `MeasuringText`).
        readMeasuringTexts(
            of: configuration.appearance, traitCollection.preferredContentSizeCategory)
        let text = measuringText.layoutText(content.text)
        let secondary = measuringSecondaryText.layoutText(content.secondaryText)
        return RenderGeometry.fittingSize(context: context, target: target) { width in
            plainContentHeight(
                configuration, text: text, secondary: secondary, in: traitCollection,
                width: width, stackedSecondaryTextPadding: context.stackedSecondaryTextPadding)
        }
    }

    /// The height of plain-text list content at a content width `width`: the one the last row
    /// like it measured (see ``OneLineHeight``), or laid out.
    @inline(__always)
    private func plainContentHeight(
        _ configuration: ListContentConfiguration, text: PlainLayoutText?,
        secondary: PlainLayoutText?, in traitCollection: TraitCollection, width: Double,
        stackedSecondaryTextPadding: Double?
    ) -> Double {
        let image = OneLineHeight.ImageKey(configuration.content.value.image)
        if let last = oneLineHeight,
            last.matches(
                width: width, image: image, text: text, secondary: secondary,
                stackedSecondaryTextPadding: stackedSecondaryTextPadding)
        {
            oneLineHeightsReused &+= 1
            return last.height
        }
        let layout = Self.layout(
            configuration, text: text, secondary: secondary, in: traitCollection, width: width,
            stackedSecondaryTextPadding: stackedSecondaryTextPadding)
        oneLineHeight = OneLineHeight(
            layout, of: configuration, width: width, image: image, text: text,
            secondary: secondary, stackedSecondaryTextPadding: stackedSecondaryTextPadding)
        return layout.height
    }

    /// The height of the last row measured whose texts each took one line by their bound
    /// (``PlainLayoutText/oneLineBound(width:)``), and what that height depends on besides
    /// the measured appearance and content size category, which clear it when they change.
    ///
    /// Such a row is one line height per text tall whatever its characters: its height
    /// depends on the appearance (fonts, margins, paddings, image properties), the category,
    /// the width, the image's natural size and kind, which texts show and the stacked
    /// padding — so the next row with all of those the same and texts that take one line
    /// at the same column has it, without being laid out (most rows of a list). Texts side
    /// by side are not kept: whether they fit beside each other depends on their widths.
    struct OneLineHeight {
        /// What an image contributes to the height: whether there is one, its natural size
        /// and whether it is a symbol (scaled with Dynamic Type).
        struct ImageKey: Equatable {
            var size: CGSize
            var isSymbol: Bool
            var exists: Bool

            @inline(__always)
            init(_ image: Image?) {
                if let image {
                    size = image.size
                    isSymbol = image.isSymbolImage
                    exists = true
                } else {
                    size = .zero
                    isSymbol = false
                    exists = false
                }
            }
        }

        var width: Double
        var columnWidth: Double
        var image: ImageKey
        var hasText: Bool
        var hasSecondary: Bool
        var stackedSecondaryTextPadding: Double?
        var height: Double

        /// The height `layout` found for a row with these parts, kept when every text took
        /// one line by its bound at the layout's column and the texts did not sit side by
        /// side; else `nil`.
        init?(
            _ layout: ListContentLayout, of configuration: ListContentConfiguration,
            width: Double, image: ImageKey, text: PlainLayoutText?, secondary: PlainLayoutText?,
            stackedSecondaryTextPadding: Double?
        ) {
            var hasText = false
            var hasSecondary = false
            if case .some = text { hasText = true }
            if case .some = secondary { hasSecondary = true }
            guard !(hasText && hasSecondary && configuration.prefersSideBySideTextAndSecondaryText),
                Self.takesOneLine(text, layout.columnWidth),
                Self.takesOneLine(secondary, layout.columnWidth)
            else { return nil }
            self.width = width
            columnWidth = layout.columnWidth
            self.image = image
            self.hasText = hasText
            self.hasSecondary = hasSecondary
            self.stackedSecondaryTextPadding = stackedSecondaryTextPadding
            height = layout.height
        }

        /// Whether a row with these parts has this height: the same width, image, texts that
        /// show, stacked padding, and each text taking one line by its bound at the column.
        @inline(__always)
        func matches(
            width: Double, image: ImageKey, text: PlainLayoutText?, secondary: PlainLayoutText?,
            stackedSecondaryTextPadding: Double?
        ) -> Bool {
            guard width == self.width, image == self.image,
                stackedSecondaryTextPadding == self.stackedSecondaryTextPadding
            else { return false }
            var hasText = false
            var hasSecondary = false
            if case .some = text { hasText = true }
            if case .some = secondary { hasSecondary = true }
            return hasText == self.hasText && hasSecondary == self.hasSecondary
                && Self.takesOneLine(text, columnWidth) && Self.takesOneLine(secondary, columnWidth)
        }

        /// Whether `text` is missing or takes one line by its bound in a column `width` wide.
        @inline(__always)
        static func takesOneLine(_ text: PlainLayoutText?, _ width: Double) -> Bool {
            guard let text else { return true }
            return text.oneLineBound(width: width) != nil
        }
    }

    /// The last row measured whose texts each took one line (see ``OneLineHeight``).
    @exclusivity(unchecked) private var oneLineHeight: OneLineHeight?
    /// How many measures took the last row's height, for the tests.
    @exclusivity(unchecked) private(set) var oneLineHeightsReused = 0

    /// What measuring reads of one of a configuration's text properties, in one content size
    /// category: the font's figures, the line limit, the alignment and the transform.
    /// Resolving a font and reading its figures cost about 250 instructions a row; the rows
    /// of a list share their style's appearance (one for each state), so a list content view
    /// keeps the last appearance's (see `measuredAppearance`).
    struct MeasuringText {
        var font: TextMeasurement.FontScale
        var numberOfLines: Int
        var alignment: ListContentConfiguration.TextProperties.TextAlignment
        var transform: ListContentConfiguration.TextProperties.TextTransform

        init(
            _ properties: ListContentConfiguration.TextProperties, _ category: ContentSizeCategory
        ) {
            font = TextMeasurement.FontScale(
                properties.font.resolved(
                    for: properties.adjustsFontForContentSizeCategory ? category : .large))
            numberOfLines = properties.numberOfLines
            alignment = properties.alignment
            transform = properties.transform
        }

        /// `text` as the layout measures it: what ``textRender(_:_:_:_:_:resolvingColors:)``
        /// makes of it without attributes, less what the layout does not read.
        @inline(__always)
        func layoutText(_ text: String?) -> PlainLayoutText? {
            guard let text, !text.isEmpty else { return nil }
            return PlainLayoutText(
                text: transform.apply(to: text), font: font, numberOfLines: numberOfLines,
                alignment: alignment)
        }
    }

    /// The appearance whose texts were last read for measuring, and the content size category
    /// they were read in. The appearance's box is kept, so it cannot change (it is copied on
    /// write while shared): the same box is the same properties.
    @exclusivity(unchecked) private var measuredAppearance:
        SharedValue<ListContentConfiguration.Appearance>?
    @exclusivity(unchecked) private var measuredCategory = ContentSizeCategory.large
    /// What measuring read of the measured appearance's text and secondary text properties.
    @exclusivity(unchecked) private var measuringText = MeasuringText(
        ListContentConfiguration.TextProperties(font: .body, color: .label), .large)
    @exclusivity(unchecked) private var measuringSecondaryText = MeasuringText(
        ListContentConfiguration.TextProperties(font: .body, color: .label), .large)

    /// Makes ``measuringText`` and ``measuringSecondaryText`` those of `appearance` in
    /// `category`, reading them unless they already are.
    @inline(__always)
    private func readMeasuringTexts(
        of appearance: SharedValue<ListContentConfiguration.Appearance>,
        _ category: ContentSizeCategory
    ) {
        if measuredCategory == category, measuredAppearance?.isIdentical(to: appearance) == true {
            return
        }
        oneLineHeight = nil
        measuringText = MeasuringText(appearance.value.textProperties, category)
        measuringSecondaryText = MeasuringText(appearance.value.secondaryTextProperties, category)
        measuredAppearance = appearance
        measuredCategory = category
    }

    /// The layout of `configuration`'s texts, given as `text` and `secondary`, with its image
    /// and spacing, in `traitCollection` at `width`.
    @inline(__always)
    nonisolated private static func layout<Text: ListLayoutText>(
        _ configuration: ListContentConfiguration, text: Text?, secondary: Text?,
        in traitCollection: TraitCollection, width: Double, stackedSecondaryTextPadding: Double?
    ) -> ListContentLayout {
        var imageSize: CGSize?
        var imageReservedSize: CGSize?
        if let image = configuration.image {
            // The two sizes read from the box on their own: passing the image properties on
            // copies all of them out of it.
            let sizes = Self.boundedImageSizes(
                image, maximumSize: configuration.appearance.value.imageProperties.maximumSize,
                reservedLayoutSize: configuration.appearance.value.imageProperties
                    .reservedLayoutSize, traitCollection)
            imageSize = sizes.size
            imageReservedSize = sizes.reserved
        }
        var hasText = false
        var hasSecondary = false
        if case .some = text { hasText = true }
        if case .some = secondary { hasSecondary = true }
        let spacing = Self.spacing(
            configuration, hasText: hasText, hasSecondary: hasSecondary,
            hasImage: imageSize != nil)
        return RenderGeometry.layout(
            text: text, secondaryText: secondary, imageSize: imageSize,
            imageReservedSize: imageReservedSize, layout: spacing.layout, margins: spacing.margins,
            imageToTextPadding: spacing.imageToText,
            textToSecondaryTextPadding: spacing.textToSecondary, width: width,
            stackedSecondaryTextPadding: stackedSecondaryTextPadding)
    }

    /// How list content is spaced in its render: its layout, its margins, and the paddings,
    /// each only between parts that show.
    nonisolated private static func spacing(
        _ configuration: ListContentConfiguration, hasText: Bool, hasSecondary: Bool,
        hasImage: Bool
    ) -> (
        layout: ListContentRender.Layout, margins: DirectionalEdgeInsets, imageToText: Double,
        textToSecondary: Double
    ) {
        let layout: ListContentRender.Layout =
            configuration.prefersSideBySideTextAndSecondaryText ? .sideBySide : .stacked
        let textPadding =
            hasText && hasSecondary
            ? (layout == .sideBySide
                ? configuration.textToSecondaryTextHorizontalPadding
                : configuration.textToSecondaryTextVerticalPadding) : 0
        return (
            layout, RenderGeometry.bounded(configuration.directionalLayoutMargins),
            hasImage && (hasText || hasSecondary)
                ? RenderGeometry.bounded(configuration.imageToTextPadding) : 0,
            RenderGeometry.bounded(textPadding)
        )
    }

    nonisolated private static func render(
        _ configuration: ListContentConfiguration, in traitCollection: TraitCollection,
        resolvingColors: Bool
    ) -> ContentRender {
        .list(listRender(configuration, in: traitCollection, resolvingColors: resolvingColors))
    }

    nonisolated private static func listRender(
        _ configuration: ListContentConfiguration, in traitCollection: TraitCollection,
        resolvingColors: Bool
    ) -> ListContentRender {
        let (text, secondary) = Self.textRenders(
            configuration, in: traitCollection, resolvingColors: resolvingColors)
        let image = configuration.image.map {
            Self.imageRender(
                $0, configuration.imageProperties, traitCollection,
                resolvingTint: resolvingColors)
        }
        // Which parts there are, by their cases: comparing a text render with `nil` copies it
        // (its string, font and runs) only to compare.
        var hasText = false
        var hasSecondary = false
        var hasImage = false
        if case .some = text { hasText = true }
        if case .some = secondary { hasSecondary = true }
        if case .some = image { hasImage = true }
        let spacing = Self.spacing(
            configuration, hasText: hasText, hasSecondary: hasSecondary, hasImage: hasImage)
        return ListContentRender(
            text: text, secondaryText: secondary, image: image, layout: spacing.layout,
            margins: spacing.margins, imageToTextPadding: spacing.imageToText,
            textToSecondaryTextPadding: spacing.textToSecondary, alpha: configuration.alpha)
    }

    nonisolated static func visibleText(_ text: String?, _ attributed: AttributedText?) -> String? {
        let string = attributed?.string ?? text
        guard let string, !string.isEmpty else { return nil }
        return string
    }

    /// The renders of `configuration`'s text and secondary text in `traitCollection`, `nil`
    /// for a text that does not show; colours left clear unless `resolvingColors`.
    @inline(__always)
    nonisolated private static func textRenders(
        _ configuration: ListContentConfiguration, in traitCollection: TraitCollection,
        resolvingColors: Bool
    ) -> (text: TextRender?, secondary: TextRender?) {
        let environment = traitCollection.colorEnvironment
        let category = traitCollection.preferredContentSizeCategory
        return (
            textRender(
                configuration.text, configuration.attributedText, configuration.textProperties,
                environment, category, resolvingColors: resolvingColors),
            textRender(
                configuration.secondaryText, configuration.secondaryAttributedText,
                configuration.secondaryTextProperties, environment, category,
                resolvingColors: resolvingColors)
        )
    }

    @inline(__always)
    nonisolated static func textRender(
        _ text: String?, _ attributed: AttributedText?,
        _ properties: ListContentConfiguration.TextProperties, _ environment: ColorEnvironment,
        _ category: ContentSizeCategory, resolvingColors: Bool = true
    ) -> TextRender? {
        guard let string = visibleText(text, attributed) else { return nil }
        let sizeCategory = properties.adjustsFontForContentSizeCategory ? category : .large
        let font = properties.font.resolved(for: sizeCategory)
        let unresolved = Color.Resolved.clear
        let color =
            resolvingColors ? properties.resolvedColor().resolve(in: environment) : unresolved
        var runs: [TextRunRender] = []
        if let attributed {
            // A loop, not `map`: the closure's context cost more than the loop (about 80
            // instructions a measured row), though almost every text has no runs.
            runs.reserveCapacity(attributed.runs.count)
            for run in attributed.runs {
                runs.append(
                    TextRunRender(
                        text: properties.transform.apply(to: run.text),
                        font: run.font?.resolved(for: sizeCategory) ?? font,
                        color: resolvingColors
                            ? run.foregroundColor?.resolve(in: environment) ?? color : unresolved))
            }
        }
        return TextRender(
            text: properties.transform.apply(to: string), font: font, color: color,
            numberOfLines: properties.numberOfLines, alignment: properties.alignment,
            lineBreakMode: properties.lineBreakMode, runs: runs)
    }

    nonisolated static func imageRender(
        _ image: Image, _ properties: ListContentConfiguration.ImageProperties,
        _ traits: TraitCollection, resolvingTint: Bool = true
    ) -> ImageRender {
        let environment = traits.colorEnvironment
        let (size, reservedSize) = boundedImageSizes(
            image, maximumSize: properties.maximumSize,
            reservedLayoutSize: properties.reservedLayoutSize, traits)
        let tint =
            image.isSymbolImage && resolvingTint
            ? properties.resolvedTintColor(for: traits.tintColor).resolve(in: environment) : nil
        var strokeColor: Color.Resolved?
        if properties.strokeWidth > 0 {
            let color = properties.resolvedStrokeColor(for: traits.tintColor).resolve(
                in: environment)
            if color.alpha > 0 { strokeColor = color }
        }
        return ImageRender(
            image: image, tintColor: tint, size: size, reservedSize: reservedSize,
            cornerRadius: RenderGeometry.bounded(properties.cornerRadius),
            strokeColor: strokeColor,
            strokeWidth: strokeColor == nil ? 0 : RenderGeometry.bounded(properties.strokeWidth))
    }

    /// ``imageSizes(_:maximumSize:reservedLayoutSize:_:)`` bounded as a render holds them.
    nonisolated static func boundedImageSizes(
        _ image: Image, maximumSize: CGSize, reservedLayoutSize: CGSize,
        _ traits: TraitCollection
    ) -> (size: CGSize, reserved: CGSize) {
        let (size, reserved) = imageSizes(
            image, maximumSize: maximumSize, reservedLayoutSize: reservedLayoutSize, traits)
        return (RenderGeometry.bounded(size), RenderGeometry.bounded(reserved))
    }

    /// The image's size after its image properties' `maximumSize`, and the box their
    /// `reservedLayoutSize` reserves for it, in `traits`.
    @inline(__always)
    nonisolated static func imageSizes(
        _ image: Image, maximumSize: CGSize, reservedLayoutSize: CGSize,
        _ traits: TraitCollection
    ) -> (size: CGSize, reserved: CGSize) {
        let category = traits.preferredContentSizeCategory
        let standard = FontMetrics(forTextStyle: .body).scaledValue(
            for: standardSymbolDimension, compatibleWith: category)
        var size = image.size
        if image.isSymbolImage {
            size = CGSize(
                width: FontMetrics(forTextStyle: .body).scaledValue(
                    for: size.width, compatibleWith: category),
                height: FontMetrics(forTextStyle: .body).scaledValue(
                    for: size.height, compatibleWith: category))
        }
        // A maximum of 0 leaves a dimension unconstrained; the standard dimension means the
        // standard box. Shrinking keeps the aspect ratio.
        func limit(_ value: CGFloat) -> CGFloat? {
            value == ListContentConfiguration.ImageProperties.standardDimension
                ? standard : (value > 0 ? value : nil)
        }
        var scale: CGFloat = 1
        if let maximum = limit(maximumSize.width), size.width > maximum, size.width > 0 {
            scale = min(scale, maximum / size.width)
        }
        if let maximum = limit(maximumSize.height), size.height > maximum,
            size.height > 0
        {
            scale = min(scale, maximum / size.height)
        }
        size = CGSize(width: size.width * scale, height: size.height * scale)
        func reserved(_ value: CGFloat, _ actual: CGFloat) -> CGFloat {
            let wanted =
                value == ListContentConfiguration.ImageProperties.standardDimension
                ? standard : value
            return max(wanted, actual)
        }
        return (
            size,
            CGSize(
                width: reserved(reservedLayoutSize.width, size.width),
                height: reserved(reservedLayoutSize.height, size.height))
        )
    }

    /// Where the text starts, measured from the view's leading edge: the leading offset of
    /// UIKit's `textLayoutGuide`, which a list cell's separator follows. With an image beside
    /// text, the text starts after the image's reserved box and its padding.
    func textLeadingOffset(in traits: TraitCollection) -> Double {
        // Each term bounded as the render bounds it, so that the sum cannot overflow.
        let configuration = listContentConfiguration
        var leading = RenderGeometry.bounded(configuration.directionalLayoutMargins.leading)
        if let image = configuration.image, hasText || hasSecondaryText {
            leading +=
                RenderGeometry.bounded(
                    Self.imageSizes(
                        image, maximumSize: configuration.imageProperties.maximumSize,
                        reservedLayoutSize: configuration.imageProperties.reservedLayoutSize,
                        traits
                    ).reserved.width)
                + RenderGeometry.bounded(configuration.imageToTextPadding)
        }
        return RenderGeometry.bounded(leading)
    }
}
