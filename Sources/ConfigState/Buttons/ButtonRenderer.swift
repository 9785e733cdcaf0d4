/// Resolves a button configuration into a ``ButtonRender``: a pure function of the
/// configuration, the traits, the state, the primary action's title and image, the
/// pop-up button's choice and the button's size.
struct ButtonRenderer {
    var configuration: Button.Configuration
    var traits: TraitCollection
    var state: Control.State
    /// The primary action's title and image, shown when the configuration has none.
    var action: (title: String, image: Image?)?
    var size: CGSize
    /// For a pop-up button, the chosen action's title, shown in place of the configuration's;
    /// `nil` for any other button.
    var popUpTitle: String? = nil

    func render() -> ButtonRender {
        let environment = traits.colorEnvironment
        let category = traits.preferredContentSizeCategory
        let foreground = configuration.resolvedForegroundColor
        let fonts = ButtonStyleTable.fonts(for: configuration.buttonSize)
        let actionTitle = action.flatMap { $0.title.isEmpty ? nil : $0.title }
        let isPopUp = popUpTitle != nil
        let title = text(
            popUpTitle ?? configuration.title
                ?? (configuration.attributedTitle == nil ? actionTitle : nil),
            isPopUp ? nil : configuration.attributedTitle, font: fonts.title, color: foreground,
            transformer: configuration.titleTextAttributesTransformer,
            lineBreakMode: configuration.titleLineBreakMode)
        let subtitle = text(
            configuration.subtitle, configuration.attributedSubtitle, font: fonts.subtitle,
            color: foreground, transformer: configuration.subtitleTextAttributesTransformer,
            lineBreakMode: configuration.subtitleLineBreakMode)
        let shownImage =
            configuration.showsActivityIndicator ? nil : configuration.image ?? action?.image
        // `automatic` is the pop-up indicator on a pop-up button, none elsewhere (a pull-down
        // button shows none).
        let indicator: Button.Configuration.Indicator =
            configuration.indicator == .popup || (configuration.indicator == .automatic && isPopUp)
            ? .popup : .none
        let placement = Self.singleEdge(configuration.imagePlacement)
        var background = BackgroundRender(configuration.background, traits: traits)
        background.cornerRadius = cornerRadius(category: category)
        var render = ButtonRender(
            style: configuration.style, state: state, title: title, subtitle: subtitle,
            image: shownImage,
            imageTintColor: shownImage.map { _ in
                colored(foreground, configuration.imageColorTransformer).resolve(in: environment)
            },
            symbolConfiguration: configuration.preferredSymbolConfigurationForImage,
            showsActivityIndicator: configuration.showsActivityIndicator,
            activityIndicatorColor: configuration.showsActivityIndicator
                ? colored(foreground, configuration.activityIndicatorColorTransformer).resolve(
                    in: environment) : nil,
            indicator: indicator,
            indicatorColor: indicator == .popup
                ? colored(foreground, configuration.indicatorColorTransformer).resolve(
                    in: environment) : nil,
            background: background, cornerStyle: configuration.cornerStyle,
            contentInsets: configuration.contentInsets, imagePlacement: placement,
            imagePadding: Double(configuration.imagePadding),
            titlePadding: Double(configuration.titlePadding),
            titleAlignment: alignment(placement: placement, hasImage: shownImage != nil))
        if configuration.cornerStyle == .capsule, !RenderGeometry.hasArea(size) {
            // Without a frame a capsule takes half the height the button would size itself to.
            render.background.cornerRadius = RenderGeometry.bounded(
                Double(ButtonLayout.fittingSize(of: render, width: .infinity).height) / 2)
        }
        return render
    }

    /// `color` through `transformer`, when there is one.
    private func colored(_ color: Color, _ transformer: ConfigurationColorTransformer?) -> Color {
        transformer.map { $0(color) } ?? color
    }

    /// One text, after its attributes transformer and its runs' own attributes; `nil` when
    /// there is no text.
    private func text(
        _ plain: String?, _ attributed: AttributedText?, font: Font, color: Color,
        transformer: ConfigurationTextAttributesTransformer?, lineBreakMode: LineBreakMode
    ) -> TextRender? {
        guard attributed != nil || plain != nil else { return nil }
        var attributes = ConfigurationTextAttributesTransformer.Attributes(
            font: font, foregroundColor: color)
        if let transformer { attributes = transformer(attributes) }
        let environment = traits.colorEnvironment
        let category = traits.preferredContentSizeCategory
        let baseFont = (attributes.font ?? font).resolved(for: category)
        let baseColor = (attributes.foregroundColor ?? color).resolve(in: environment)
        let runs =
            attributed?.runs.map { run in
                TextRunRender(
                    text: run.text, font: run.font?.resolved(for: category) ?? baseFont,
                    color: run.foregroundColor?.resolve(in: environment) ?? baseColor)
            } ?? []
        return TextRender(
            text: attributed?.string ?? plain ?? "", font: baseFont, color: baseColor,
            numberOfLines: 0, alignment: .natural, lineBreakMode: lineBreakMode, runs: runs)
    }

    /// The corner radius the corner style gives, for the content size category and the
    /// button's height.
    private func cornerRadius(category: ContentSizeCategory) -> Double {
        let radius: CGFloat
        switch configuration.cornerStyle {
        case .fixed:
            radius = configuration.background.cornerRadius
        case .dynamic:
            radius = FontMetrics.default.scaledValue(
                for: configuration.background.cornerRadius, compatibleWith: category)
        case .capsule:
            // Replaced by half the fitting height when the button has no frame (`render()`).
            radius =
                RenderGeometry.hasArea(size)
                ? CGFloat(
                    min(
                        RenderGeometry.clamped(Double(size.width)),
                        RenderGeometry.clamped(Double(size.height)))) / 2 : 0
        case .small, .medium, .large:
            radius = ButtonStyleTable.systemCornerRadius(for: configuration.cornerStyle) ?? 0
        }
        return RenderGeometry.bounded(radius)
    }

    /// The alignment `automatic` resolves to: centred when the image is above or below the
    /// text, else leading.
    private func alignment(placement: DirectionalRectEdge, hasImage: Bool)
        -> Button.Configuration.TitleAlignment
    {
        guard configuration.titleAlignment == .automatic else {
            return configuration.titleAlignment
        }
        return hasImage && (placement == .top || placement == .bottom) ? .center : .leading
    }

    /// `edge` when it is one of the four edges, else `.leading`.
    static func singleEdge(_ edge: DirectionalRectEdge) -> DirectionalRectEdge {
        [.top, .leading, .bottom, .trailing].contains(edge) ? edge : .leading
    }
}
