/// A button as a screen shows it, with resolved colours and fonts: what ``Button/render()``
/// returns.
///
/// Colours are resolved in the button's traits (appearance, contrast, tint); fonts at its
/// content size category; the corner radius from the corner style, the button size and —
/// for a capsule — the button's height.
public struct ButtonRender: Hashable, Sendable, Codable {
    /// The configuration's style.
    public var style: Button.Configuration.Style
    /// The control state the button was rendered in.
    public var state: Control.State
    /// The title, after the text attributes transformer; `nil` when there is none.
    public var title: TextRender?
    /// The subtitle, after its transformer; `nil` when there is none.
    public var subtitle: TextRender?
    /// The image; `nil` when there is none or the activity indicator takes its place.
    public var image: Image?
    /// The image's tint: the foreground colour through the image colour transformer.
    public var imageTintColor: Color.Resolved?
    /// How a symbol image is drawn, when set.
    public var symbolConfiguration: Image.SymbolConfiguration?
    /// Whether an activity indicator shows in the image's place.
    public var showsActivityIndicator: Bool
    /// The activity indicator's colour, when it shows.
    public var activityIndicatorColor: Color.Resolved?
    /// The indicator shown: ``Button/Configuration/Indicator/none`` or
    /// ``Button/Configuration/Indicator/popup`` (``Button/Configuration/Indicator/automatic``
    /// is resolved).
    public var indicator: Button.Configuration.Indicator
    /// The indicator's colour, when one shows.
    public var indicatorColor: Color.Resolved?
    /// The background, with the corner radius the corner style gives.
    public var background: BackgroundRender
    /// The corner style the radius came from.
    public var cornerStyle: Button.Configuration.CornerStyle
    /// The content insets.
    public var contentInsets: DirectionalEdgeInsets
    /// Which side of the text the image is on (one edge).
    public var imagePlacement: DirectionalRectEdge
    /// The distance between the image and the text.
    public var imagePadding: Double
    /// The distance between the title and the subtitle.
    public var titlePadding: Double
    /// How the title and subtitle align (``Button/Configuration/TitleAlignment/automatic`` is
    /// resolved: centred when the image is above or below the text, else leading).
    public var titleAlignment: Button.Configuration.TitleAlignment

    /// Creates a button render.
    ///
    /// - Parameters:
    ///   - style: The configuration's style.
    ///   - state: The control state.
    ///   - title: The title.
    ///   - subtitle: The subtitle.
    ///   - image: The image.
    ///   - imageTintColor: The image's tint.
    ///   - symbolConfiguration: How a symbol image is drawn.
    ///   - showsActivityIndicator: Whether an activity indicator shows.
    ///   - activityIndicatorColor: Its colour.
    ///   - indicator: The indicator shown.
    ///   - indicatorColor: Its colour.
    ///   - background: The background.
    ///   - cornerStyle: The corner style.
    ///   - contentInsets: The content insets.
    ///   - imagePlacement: The image's side.
    ///   - imagePadding: The image-to-text distance.
    ///   - titlePadding: The title-to-subtitle distance.
    ///   - titleAlignment: The text alignment.
    public init(
        style: Button.Configuration.Style, state: Control.State, title: TextRender?,
        subtitle: TextRender?, image: Image?, imageTintColor: Color.Resolved?,
        symbolConfiguration: Image.SymbolConfiguration?, showsActivityIndicator: Bool,
        activityIndicatorColor: Color.Resolved?, indicator: Button.Configuration.Indicator,
        indicatorColor: Color.Resolved?, background: BackgroundRender,
        cornerStyle: Button.Configuration.CornerStyle, contentInsets: DirectionalEdgeInsets,
        imagePlacement: DirectionalRectEdge, imagePadding: Double, titlePadding: Double,
        titleAlignment: Button.Configuration.TitleAlignment
    ) {
        self.style = style
        self.state = state
        self.title = title
        self.subtitle = subtitle
        self.image = image
        self.imageTintColor = imageTintColor
        self.symbolConfiguration = symbolConfiguration
        self.showsActivityIndicator = showsActivityIndicator
        self.activityIndicatorColor = activityIndicatorColor
        self.indicator = indicator
        self.indicatorColor = indicatorColor
        self.background = background
        self.cornerStyle = cornerStyle
        self.contentInsets = contentInsets
        self.imagePlacement = imagePlacement
        self.imagePadding = imagePadding
        self.titlePadding = titlePadding
        self.titleAlignment = titleAlignment
    }

    private enum CodingKeys: String, CodingKey, CaseIterable {
        case style, state, title, subtitle, image, imageTintColor, symbolConfiguration
        case showsActivityIndicator, activityIndicatorColor, indicator, indicatorColor
        case background, cornerStyle, contentInsets, imagePlacement, imagePadding, titlePadding
        case titleAlignment
    }

    /// Decodes every property (the optional ones may be missing); any other key is a
    /// `DecodingError.dataCorrupted` that names it. Paddings that are negative or not finite
    /// become 0.
    ///
    /// - Parameter decoder: The decoder to read from.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.checkedContainer(
            keyedBy: CodingKeys.self, what: "a button render")
        self.init(
            style: try container.decode(Button.Configuration.Style.self, forKey: .style),
            state: try container.decode(Control.State.self, forKey: .state),
            title: try container.decodeIfPresent(TextRender.self, forKey: .title),
            subtitle: try container.decodeIfPresent(TextRender.self, forKey: .subtitle),
            image: try container.decodeIfPresent(Image.self, forKey: .image),
            imageTintColor: try container.decodeIfPresent(
                Color.Resolved.self, forKey: .imageTintColor),
            symbolConfiguration: try container.decodeIfPresent(
                Image.SymbolConfiguration.self, forKey: .symbolConfiguration),
            showsActivityIndicator: try container.decode(
                Bool.self, forKey: .showsActivityIndicator),
            activityIndicatorColor: try container.decodeIfPresent(
                Color.Resolved.self, forKey: .activityIndicatorColor),
            indicator: try container.decode(
                Button.Configuration.Indicator.self, forKey: .indicator),
            indicatorColor: try container.decodeIfPresent(
                Color.Resolved.self, forKey: .indicatorColor),
            background: try container.decode(BackgroundRender.self, forKey: .background),
            cornerStyle: try container.decode(
                Button.Configuration.CornerStyle.self, forKey: .cornerStyle),
            contentInsets: try container.decode(
                DirectionalEdgeInsets.self, forKey: .contentInsets),
            imagePlacement: try container.decode(
                DirectionalRectEdge.self, forKey: .imagePlacement),
            imagePadding: try container.decode(Double.self, forKey: .imagePadding)
                .finiteNonNegativeOrZero,
            titlePadding: try container.decode(Double.self, forKey: .titlePadding)
                .finiteNonNegativeOrZero,
            titleAlignment: try container.decode(
                Button.Configuration.TitleAlignment.self, forKey: .titleAlignment))
    }
}
