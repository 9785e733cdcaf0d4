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
            // The dynamic type compared, then the value taken out as the type it is: a cast
            // (`as?`) asks the runtime, about 450 instructions for every cell a list shows.
            guard type(of: newValue) == ListContentConfiguration.self else { return }
            listContentConfiguration = Self.listConfiguration(newValue)
        }
    }

    /// `configuration`, whose type the caller checked is ``ListContentConfiguration``.
    private static func listConfiguration<Configuration: ContentConfiguration>(
        _ configuration: Configuration
    ) -> ListContentConfiguration {
        unsafeBitCast(configuration, to: ListContentConfiguration.self)
    }

    /// Supports exactly ``ListContentConfiguration``.
    public func supports(_ configuration: any ContentConfiguration) -> Bool {
        // The dynamic type compared, not cast: a struct has no subclasses, so the answers
        // agree, and a cast of the existential copies the configuration out to test it.
        type(of: configuration) == ListContentConfiguration.self
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

    /// What the view shows in `traitCollection` as far as its size goes: the render without
    /// its text colours and symbol tint (left clear), which a cell measuring its height does
    /// not need — resolving them through their transformers is much of a render's cost.
    func layoutRender(in traitCollection: TraitCollection) -> ListContentRender {
        Self.listRender(listContentConfiguration, in: traitCollection, resolvingColors: false)
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
        let environment = traitCollection.colorEnvironment
        let category = traitCollection.preferredContentSizeCategory
        let text = Self.textRender(
            configuration.text, configuration.attributedText, configuration.textProperties,
            environment, category, resolvingColors: resolvingColors)
        let secondary = Self.textRender(
            configuration.secondaryText, configuration.secondaryAttributedText,
            configuration.secondaryTextProperties, environment, category,
            resolvingColors: resolvingColors)
        let image = configuration.image.map {
            Self.imageRender(
                $0, configuration.imageProperties, traitCollection,
                resolvingTint: resolvingColors)
        }
        let layout: ListContentRender.Layout =
            configuration.prefersSideBySideTextAndSecondaryText ? .sideBySide : .stacked
        // Which parts there are, by their cases: comparing a text render with `nil` copies it
        // (its string, font and runs) only to compare.
        var hasText = false
        var hasSecondary = false
        var hasImage = false
        if case .some = text { hasText = true }
        if case .some = secondary { hasSecondary = true }
        if case .some = image { hasImage = true }
        let textPadding =
            hasText && hasSecondary
            ? (layout == .sideBySide
                ? configuration.textToSecondaryTextHorizontalPadding
                : configuration.textToSecondaryTextVerticalPadding) : 0
        return ListContentRender(
            text: text, secondaryText: secondary, image: image, layout: layout,
            margins: RenderGeometry.bounded(configuration.directionalLayoutMargins),
            imageToTextPadding: hasImage && (hasText || hasSecondary)
                ? RenderGeometry.bounded(configuration.imageToTextPadding) : 0,
            textToSecondaryTextPadding: RenderGeometry.bounded(textPadding),
            alpha: configuration.alpha)
    }

    nonisolated static func visibleText(_ text: String?, _ attributed: AttributedText?) -> String? {
        let string = attributed?.string ?? text
        guard let string, !string.isEmpty else { return nil }
        return string
    }

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
            runs = attributed.runs.map { run in
                TextRunRender(
                    text: properties.transform.apply(to: run.text),
                    font: run.font?.resolved(for: sizeCategory) ?? font,
                    color: resolvingColors
                        ? run.foregroundColor?.resolve(in: environment) ?? color : unresolved)
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
        let (size, reservedSize) = imageSizes(image, properties, traits)
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
            image: image, tintColor: tint, size: RenderGeometry.bounded(size),
            reservedSize: RenderGeometry.bounded(reservedSize),
            cornerRadius: RenderGeometry.bounded(properties.cornerRadius),
            strokeColor: strokeColor,
            strokeWidth: strokeColor == nil ? 0 : RenderGeometry.bounded(properties.strokeWidth))
    }

    /// The image's size after its maximum size, and the box reserved for it, in `traits`.
    nonisolated static func imageSizes(
        _ image: Image, _ properties: ListContentConfiguration.ImageProperties,
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
        if let maximum = limit(properties.maximumSize.width), size.width > maximum, size.width > 0 {
            scale = min(scale, maximum / size.width)
        }
        if let maximum = limit(properties.maximumSize.height), size.height > maximum,
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
                width: reserved(properties.reservedLayoutSize.width, size.width),
                height: reserved(properties.reservedLayoutSize.height, size.height))
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
                    Self.imageSizes(image, configuration.imageProperties, traits).reserved.width)
                + RenderGeometry.bounded(configuration.imageToTextPadding)
        }
        return RenderGeometry.bounded(leading)
    }
}
