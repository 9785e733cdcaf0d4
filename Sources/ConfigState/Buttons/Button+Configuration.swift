extension Button {
    /// A button's title, subtitle, image, colours and background, as one value:
    /// `UIButton.Configuration` (iOS 15) without the `UI`.
    ///
    /// Start from a style — ``plain()``, ``gray()``, ``tinted()``, ``filled()``, or the
    /// bordered names ``borderless()``, ``bordered()``, ``borderedTinted()`` and
    /// ``borderedProminent()`` — and set what you need. A configuration is **applied whole**:
    /// assigning ``filled()`` to a button that showed ``bordered()`` keeps nothing of the
    /// bordered look, because the new value carries all of its own properties.
    ///
    /// ``updated(for:)`` gives the style's look for a control state: the background's colour,
    /// stroke and corner radius (each unless you set it on ``background``) and the foreground
    /// colour (unless you set ``baseForegroundColor``). What you set keeps its value in every
    /// state. The per-state table is in `Button+Configuration+Styles.swift` and the Buttons
    /// guide.
    ///
    /// <!-- snippet: SymbolDocs/DocButtonConfiguration -->
    /// ```swift
    /// var configuration = Button.Configuration.filled()
    /// configuration.title = "Checkout"
    /// configuration.subtitle = "2 items"
    /// let button = Button(configuration: configuration)
    /// button.isHighlighted = true
    /// print(button.render()?.title?.text ?? "")
    ///
    /// // Prints:
    /// // Checkout
    /// ```
    public struct Configuration: Hashable, Sendable {
        /// The look a configuration was created with (beyond UIKit, which keeps it private).
        public enum Style: String, Hashable, Sendable, Codable, CaseIterable {
            /// ``Configuration/plain()``.
            case plain
            /// ``Configuration/tinted()``.
            case tinted
            /// ``Configuration/gray()``.
            case gray
            /// ``Configuration/filled()``.
            case filled
            /// ``Configuration/borderless()``.
            case borderless
            /// ``Configuration/bordered()``.
            case bordered
            /// ``Configuration/borderedTinted()``.
            case borderedTinted
            /// ``Configuration/borderedProminent()``.
            case borderedProminent
        }

        /// How the background's corner radius is used: `UIButton.Configuration.CornerStyle`.
        public enum CornerStyle: String, Hashable, Sendable, Codable, CaseIterable {
            /// The background's corner radius as it is.
            case fixed
            /// The background's corner radius scaled for Dynamic Type (the default).
            case dynamic
            /// A small system radius, in place of the background's (4 points, chosen).
            case small
            /// A medium system radius (8 points, chosen).
            case medium
            /// A large system radius (12 points, chosen).
            case large
            /// Half the button's height: a capsule.
            case capsule
        }

        /// A predefined size for a button's elements: `UIButton.Configuration.Size`.
        public enum Size: String, Hashable, Sendable, Codable, CaseIterable {
            /// The smallest size.
            case mini
            /// A small size.
            case small
            /// The standard size (the default).
            case medium
            /// A large size.
            case large
        }

        /// How the title and subtitle align with each other:
        /// `UIButton.Configuration.TitleAlignment`.
        public enum TitleAlignment: String, Hashable, Sendable, Codable, CaseIterable {
            /// Leading, or centred when the image is above or below the text (the default).
            case automatic
            /// Aligned on the leading edge.
            case leading
            /// Centred.
            case center
            /// Aligned on the trailing edge.
            case trailing
        }

        /// The indicator a button shows beside its title: `UIButton.Configuration.Indicator`.
        public enum Indicator: String, Hashable, Sendable, Codable, CaseIterable {
            /// The system's choice: the pop-up indicator on a pop-up button
            /// (``Button/isPopUpButton``), none otherwise.
            case automatic
            /// No indicator.
            case none
            /// A pop-up (up-and-down chevrons) indicator.
            case popup
        }

        /// The style the configuration was created with.
        public internal(set) var style: Style

        // MARK: Background and colours

        /// The background. Its colour, stroke and corner radius come from the style for the
        /// state unless you set them on it (each is kept in every state once set; see
        /// ``BackgroundConfiguration/isCustomized(_:)``).
        public var background: BackgroundConfiguration

        /// How the background's corner radius is used. Default ``CornerStyle/dynamic``.
        public var cornerStyle: CornerStyle {
            get { storage.value.cornerStyle }
            set { storage.value.cornerStyle = newValue }
        }

        /// The size of the button's elements: its fonts, default content insets and corner
        /// radius. Default ``Size/medium``.
        public var buttonSize: Size {
            get { storage.value.buttonSize }
            set { storage.value.buttonSize = newValue }
        }

        /// The colour of the title, subtitle, image and indicators; `nil` (the default) takes
        /// the style's colour for the state. A colour you set is kept in every state.
        public var baseForegroundColor: Color? {
            get { storage.value.baseForegroundColor }
            set { storage.value.baseForegroundColor = newValue }
        }

        /// The colour the style builds the background from; `nil` (the default) is the
        /// style's own (the tint colour, or grey for ``gray()``).
        public var baseBackgroundColor: Color? {
            get { storage.value.baseBackgroundColor }
            set { storage.value.baseBackgroundColor = newValue }
        }

        /// The foreground colour the style chose for the state at the last `updated(for:)`.
        var styleForegroundColor: Color?

        // MARK: Image

        /// The image beside the text, if any.
        public var image: Image? {
            get { storage.value.image }
            set { storage.value.image = newValue }
        }

        /// Applied to the foreground colour to tint the image; `nil` is none.
        public var imageColorTransformer: ConfigurationColorTransformer? {
            get { storage.value.imageColorTransformer }
            set { storage.value.imageColorTransformer = newValue }
        }

        /// How a symbol image is drawn; `nil` follows the title's font.
        public var preferredSymbolConfigurationForImage: Image.SymbolConfiguration? {
            get { storage.value.preferredSymbolConfigurationForImage }
            set { storage.value.preferredSymbolConfigurationForImage = newValue }
        }

        /// Whether an activity indicator takes the image's place. Default `false`.
        public var showsActivityIndicator: Bool {
            get { storage.value.showsActivityIndicator }
            set { storage.value.showsActivityIndicator = newValue }
        }

        /// Applied to the foreground colour to colour the activity indicator; `nil` is none.
        public var activityIndicatorColorTransformer: ConfigurationColorTransformer? {
            get { storage.value.activityIndicatorColorTransformer }
            set { storage.value.activityIndicatorColorTransformer = newValue }
        }

        // MARK: Text

        /// The title; ``attributedTitle`` supersedes it when set.
        public var title: String? {
            get { storage.value.title }
            set { storage.value.title = newValue }
        }

        /// The title with per-run fonts and colours; it supersedes ``title``. (UIKit's type
        /// is Foundation's `AttributedString`; the library's ``AttributedText`` carries the
        /// two attributes a headless button shows, the font and the colour.)
        public var attributedTitle: AttributedText? {
            get { storage.value.attributedTitle }
            set { storage.value.attributedTitle = newValue }
        }

        /// Applied to the title's attributes (font and colour) before display; `nil` is none.
        public var titleTextAttributesTransformer: ConfigurationTextAttributesTransformer? {
            get { storage.value.titleTextAttributesTransformer }
            set { storage.value.titleTextAttributesTransformer = newValue }
        }

        /// The subtitle, below the title; ``attributedSubtitle`` supersedes it when set.
        public var subtitle: String? {
            get { storage.value.subtitle }
            set { storage.value.subtitle = newValue }
        }

        /// The subtitle with per-run fonts and colours; it supersedes ``subtitle``.
        public var attributedSubtitle: AttributedText? {
            get { storage.value.attributedSubtitle }
            set { storage.value.attributedSubtitle = newValue }
        }

        /// Applied to the subtitle's attributes before display; `nil` is none.
        public var subtitleTextAttributesTransformer: ConfigurationTextAttributesTransformer? {
            get { storage.value.subtitleTextAttributesTransformer }
            set { storage.value.subtitleTextAttributesTransformer = newValue }
        }

        // MARK: Layout

        /// The content insets set, or `nil` for the defaults of ``buttonSize``.
        var customContentInsets: DirectionalEdgeInsets? {
            get { storage.value.customContentInsets }
            set { storage.value.customContentInsets = newValue }
        }

        /// The distance from the button's edges to its content: the defaults for
        /// ``buttonSize`` until you set them (``setDefaultContentInsets()`` restores those).
        /// Negative and NaN insets become 0.
        public var contentInsets: DirectionalEdgeInsets {
            get { customContentInsets ?? Self.defaultContentInsets(for: buttonSize) }
            set { customContentInsets = newValue.finiteNonNegativeOrZero }
        }

        /// Restores the default content insets, those of ``buttonSize``.
        public mutating func setDefaultContentInsets() {
            customContentInsets = nil
        }

        /// Which side of the text the image is on: `.leading` (default), `.trailing`, `.top` or
        /// `.bottom`. Any other value, or several edges, counts as `.leading`.
        public var imagePlacement: DirectionalRectEdge {
            get { storage.value.imagePlacement }
            set { storage.value.imagePlacement = newValue }
        }

        /// The distance between the image and the text, in points. Default 0; negative and
        /// non-finite values become 0.
        public var imagePadding: CGFloat {
            get { storage.value.imagePadding }
            set { storage.value.imagePadding = newValue.finiteNonNegativeOrZero }
        }

        /// The distance between the title and the subtitle, in points. Default 0; negative and
        /// non-finite values become 0.
        public var titlePadding: CGFloat {
            get { storage.value.titlePadding }
            set { storage.value.titlePadding = newValue.finiteNonNegativeOrZero }
        }

        /// How the title and subtitle align. Default ``TitleAlignment/automatic``.
        public var titleAlignment: TitleAlignment {
            get { storage.value.titleAlignment }
            set { storage.value.titleAlignment = newValue }
        }

        /// How the title is truncated. Default ``LineBreakMode/byTruncatingTail``.
        public var titleLineBreakMode: LineBreakMode {
            get { storage.value.titleLineBreakMode }
            set { storage.value.titleLineBreakMode = newValue }
        }

        /// How the subtitle is truncated. Default ``LineBreakMode/byTruncatingTail``.
        public var subtitleLineBreakMode: LineBreakMode {
            get { storage.value.subtitleLineBreakMode }
            set { storage.value.subtitleLineBreakMode = newValue }
        }

        /// Whether ``updated(for:)`` gives a selected button the style's selected look.
        /// Default `true`.
        public var automaticallyUpdateForSelection: Bool {
            get { storage.value.automaticallyUpdateForSelection }
            set { storage.value.automaticallyUpdateForSelection = newValue }
        }

        /// The indicator beside the title. Default ``Indicator/automatic``.
        public var indicator: Indicator {
            get { storage.value.indicator }
            set { storage.value.indicator = newValue }
        }

        /// Applied to the foreground colour to colour the indicator; `nil` is none.
        public var indicatorColorTransformer: ConfigurationColorTransformer? {
            get { storage.value.indicatorColorTransformer }
            set { storage.value.indicatorColorTransformer = newValue }
        }

        /// A configuration of `style` with the style's normal look and UIKit's defaults.
        /// Everything but the style, the background and the style's foreground colour, in one
        /// shared copy-on-write box: copying a configuration retains one reference for all of it,
        /// and updating it for a state — which changes only the background and the foreground
        /// colour — leaves the box shared.
        struct Storage: Hashable, Sendable {
            var cornerStyle: CornerStyle = CornerStyle.dynamic
            var buttonSize: Size = Size.medium
            var baseForegroundColor: Color?
            var baseBackgroundColor: Color?
            var image: Image?
            var imageColorTransformer: ConfigurationColorTransformer?
            var preferredSymbolConfigurationForImage: Image.SymbolConfiguration?
            var showsActivityIndicator: Bool = false
            var activityIndicatorColorTransformer: ConfigurationColorTransformer?
            var title: String?
            var attributedTitle: AttributedText?
            var titleTextAttributesTransformer: ConfigurationTextAttributesTransformer?
            var subtitle: String?
            var attributedSubtitle: AttributedText?
            var subtitleTextAttributesTransformer: ConfigurationTextAttributesTransformer?
            var customContentInsets: DirectionalEdgeInsets?
            var imagePlacement: DirectionalRectEdge = DirectionalRectEdge.leading
            var imagePadding: CGFloat = 0
            var titlePadding: CGFloat = 0
            var titleAlignment: TitleAlignment = TitleAlignment.automatic
            var titleLineBreakMode: LineBreakMode = LineBreakMode.byTruncatingTail
            var subtitleLineBreakMode: LineBreakMode = LineBreakMode.byTruncatingTail
            var automaticallyUpdateForSelection: Bool = true
            var indicator: Indicator = Indicator.automatic
            var indicatorColorTransformer: ConfigurationColorTransformer?
        }

        /// The other properties (``Storage``); factories share one box until a property is set.
        var storage = Self.defaultStorage

        /// The box every factory-made configuration starts with.
        static let defaultStorage = SharedValue(Storage())

        // MARK: Updating

        /// The configuration as the style shows it for `button`'s state and role: UIKit's
        /// `updated(for:)`.
        ///
        /// - Parameter button: The button whose ``Control/state`` and ``Button/role`` to use.
        /// - Returns: The updated configuration; see ``updated(for:role:)``.
        @MainActor
        public func updated(for button: Button) -> Configuration {
            updated(for: button.state, role: button.role)
        }

        /// The configuration as the style shows it for a control state and role (beyond UIKit,
        /// a pure form of ``updated(for:)-(Button)``).
        ///
        /// Sets the background's colour, colour transformer, stroke and corner radius — each
        /// one you have not set on ``background`` — and the foreground colour used when
        /// ``baseForegroundColor`` is `nil`, from the per-state table. Everything else is
        /// kept. It is pure and idempotent: `c.updated(for: s).updated(for: s) ==
        /// c.updated(for: s)`, and updating for another state later gives that state's look
        /// (the style's values are not marked as set).
        ///
        /// - Parameters:
        ///   - state: The control state.
        ///   - role: The button's role; ``Button/Role/destructive`` uses red in place of the tint.
        /// - Returns: The updated configuration.
        public func updated(for state: Control.State, role: Button.Role = .normal)
            -> Configuration
        {
            if baseBackgroundColor == nil, background.style == .clear,
                background.values.value.customized.isEmpty
            {
                // Nothing customised: the precomputed look, shared (no allocation).
                let entry = ButtonStyleTable.compiled.entries[
                    ButtonStyleTable.Compiled.index(
                        family: ButtonStyleTable.Family(style), destructive: role == .destructive,
                        size: buttonSize, updatesForSelection: automaticallyUpdateForSelection,
                        state: state)]
                // Built by the memberwise initialiser, in place. Changing a copy of `self`
                // copied and destroyed the background and colour the look replaces, and
                // copied the result once more where it was returned (so did an initialiser
                // written out): about 530 instructions of the 700 an update cost.
                return Configuration(
                    style: style, background: entry.background,
                    styleForegroundColor: entry.foreground, storage: storage)
            }
            var result = self
            result.applyLookByRules(for: state, role: role)
            return result
        }

        /// Writes the state's look rule by rule (``ButtonStyleTable/look(style:state:role:baseBackgroundColor:updatesForSelection:)``):
        /// the path of a customised configuration, and what the precomputed looks are held to.
        mutating func applyLookByRules(for state: Control.State, role: Button.Role) {
            let look = ButtonStyleTable.look(
                style: style, state: state, role: role, baseBackgroundColor: baseBackgroundColor,
                updatesForSelection: automaticallyUpdateForSelection)
            look.apply(to: &background, size: buttonSize)
            styleForegroundColor = look.foreground
        }

        /// The foreground colour in effect: ``baseForegroundColor``, or else the style's for
        /// the state the configuration was last updated for.
        public var resolvedForegroundColor: Color {
            baseForegroundColor ?? styleForegroundColor ?? .tintColor
        }

        /// The default content insets of a button size.
        ///
        /// Medium is UIKit's published default, 7 points top and bottom and 12 leading and
        /// trailing (Apple Developer Forums, "Clarity on UIButtonConfiguration contentInsets
        /// default value", https://developer.apple.com/forums/thread/733541, answered by a
        /// Frameworks Engineer); the other sizes are chosen, in proportion.
        ///
        /// - Parameter size: The button size.
        /// - Returns: The insets.
        static func defaultContentInsets(for size: Size) -> DirectionalEdgeInsets {
            switch size {
            case .mini: DirectionalEdgeInsets(top: 3, leading: 6, bottom: 3, trailing: 6)
            case .small: DirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
            case .medium: DirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
            case .large: DirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
            }
        }
    }
}

extension Button.Configuration {
    // In an extension, so that the configuration keeps its memberwise initialiser, which
    // the update uses.

    /// A configuration of `style` as its factory makes it, in the normal state's look.
    init(style: Style) {
        self.style = style
        background = .clear()
        let look = ButtonStyleTable.look(
            style: style, state: .normal, role: .normal, baseBackgroundColor: nil,
            updatesForSelection: true)
        look.apply(to: &background, size: .medium)
        styleForegroundColor = look.foreground
    }
}

extension Button.Configuration {
    /// A transparent background and the tint colour's text: UIKit's `plain()`.
    public static func plain() -> Self { Self(style: .plain) }

    /// A light tint-coloured background and tint-coloured text: UIKit's `tinted()`.
    public static func tinted() -> Self { Self(style: .tinted) }

    /// A grey background and tint-coloured text: UIKit's `gray()`.
    public static func gray() -> Self { Self(style: .gray) }

    /// A background filled with the tint colour and white text: UIKit's `filled()`.
    public static func filled() -> Self { Self(style: .filled) }

    /// The borderless style: the same look as ``plain()``, under the name SwiftUI's
    /// `.borderless` uses.
    public static func borderless() -> Self { Self(style: .borderless) }

    /// The bordered style: the same look as ``gray()``, under the name SwiftUI's `.bordered`
    /// uses.
    public static func bordered() -> Self { Self(style: .bordered) }

    /// The bordered tinted style: the same look as ``tinted()`` (Apple documents it as "an
    /// alternative name for the tinted() style").
    public static func borderedTinted() -> Self { Self(style: .borderedTinted) }

    /// The bordered prominent style: the same look as ``filled()``, under the name SwiftUI's
    /// `.borderedProminent` uses.
    public static func borderedProminent() -> Self { Self(style: .borderedProminent) }
}

extension DirectionalEdgeInsets {
    /// The insets with each side that is negative, NaN or infinite made 0.
    var finiteNonNegativeOrZero: DirectionalEdgeInsets {
        DirectionalEdgeInsets(
            top: top.finiteNonNegativeOrZero, leading: leading.finiteNonNegativeOrZero,
            bottom: bottom.finiteNonNegativeOrZero, trailing: trailing.finiteNonNegativeOrZero)
    }
}

extension Button.Configuration.Style {
    /// A fresh configuration of this style, as its factory makes it (`.filled` →
    /// ``Button/Configuration/filled()``), as ``ListContentConfiguration/Style/configuration``
    /// is for list content.
    public var configuration: Button.Configuration { Button.Configuration(style: self) }
}
