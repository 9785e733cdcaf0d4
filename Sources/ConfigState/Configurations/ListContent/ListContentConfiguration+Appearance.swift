extension ListContentConfiguration {
    /// What a configuration shows — the image and texts — which ``updated(for:)`` never
    /// changes, so that every update of a configuration shares its box.
    struct Content: Hashable, Sendable {
        var image: Image? {
            get { hasImage ? storedImage : nil }
            set {
                if let newValue {
                    storedImage = newValue
                    hasImage = true
                } else {
                    storedImage = Self.noImage
                    hasImage = false
                }
            }
        }
        // The image kept as an image and a flag, not an optional: Swift assigns an optional
        // image through the runtime's value witnesses (about 100 instructions a configured
        // cell), a plain one inline. Without an image, the stored one is always `noImage`,
        // so that equal contents compare and hash equal.
        private var storedImage = Self.noImage
        private var hasImage = false
        private static let noImage = Image(named: "", size: .zero)
        var text: String?
        var attributedText: AttributedText?
        var secondaryText: String?
        var secondaryAttributedText: AttributedText?

        /// No content, in one box that every factory-made configuration shares until its
        /// content is set.
        static let none = SharedValue(Content())
    }

    /// Everything about a configuration that its style decides — the text and image
    /// properties, margins, paddings and alpha, and what the caller has customised — kept
    /// apart from the content (texts, image) so that configurations can share it.
    ///
    /// A configuration holds its appearance in a ``SharedValue``: the style tables precompute
    /// the uncustomised appearance of every style for every state they distinguish
    /// (`ListContentStyleTable.uncustomized`), so updating a configuration that customises
    /// nothing reads one shared box from the table, and copying a configuration copies one
    /// reference for the whole appearance. Setting a styled property copies the appearance
    /// into the configuration's own box first (copy on write).
    struct Appearance: Hashable, Sendable {
        var customized = CustomizationMask<Property>()
        var textProperties = TextProperties(font: .body, color: .label)
        var secondaryTextProperties = TextProperties(font: .body, color: .label)
        var imageProperties = ImageProperties()
        var axesPreservingSuperviewLayoutMargins: Axis = .horizontal
        var directionalLayoutMargins: DirectionalEdgeInsets = .zero
        var prefersSideBySideTextAndSecondaryText = false
        var imageToTextPadding: CGFloat = 0
        var textToSecondaryTextHorizontalPadding: CGFloat = 0
        var textToSecondaryTextVerticalPadding: CGFloat = 0
        var alpha: CGFloat = 1

        /// Whether no property at any level (configuration, texts, image) is customised: the
        /// appearance is then the style table's for the state, shared.
        var isUncustomized: Bool {
            customized.isEmpty && textProperties.customized.isEmpty
                && secondaryTextProperties.customized.isEmpty && imageProperties.customized.isEmpty
        }

        /// The appearance with the table's values for a state in every property that is not
        /// customised, at every level, built property by property (see ``StyledByTable``).
        func styledByRules(
            _ table: ListContentStyleTable, word: UInt32, _ state: CellConfigurationState
        ) -> Appearance {
            Appearance(
                customized: customized,
                textProperties: textProperties.styled(by: table.text, word: word, state),
                secondaryTextProperties: secondaryTextProperties.styled(
                    by: table.secondaryText, word: word, state),
                imageProperties: imageProperties.styled(by: table.image, word: word, state),
                axesPreservingSuperviewLayoutMargins: customized.contains(
                    .axesPreservingSuperviewLayoutMargins)
                    ? axesPreservingSuperviewLayoutMargins
                    : table.axesPreservingSuperviewLayoutMargins,
                directionalLayoutMargins: customized.contains(.directionalLayoutMargins)
                    ? directionalLayoutMargins : table.directionalLayoutMargins,
                prefersSideBySideTextAndSecondaryText: customized.contains(
                    .prefersSideBySideTextAndSecondaryText)
                    ? prefersSideBySideTextAndSecondaryText
                    : table.prefersSideBySideTextAndSecondaryText,
                imageToTextPadding: customized.contains(.imageToTextPadding)
                    ? imageToTextPadding : table.imageToTextPadding,
                textToSecondaryTextHorizontalPadding: customized.contains(
                    .textToSecondaryTextHorizontalPadding)
                    ? textToSecondaryTextHorizontalPadding
                    : table.textToSecondaryTextHorizontalPadding,
                textToSecondaryTextVerticalPadding: customized.contains(
                    .textToSecondaryTextVerticalPadding)
                    ? textToSecondaryTextVerticalPadding : table.textToSecondaryTextVerticalPadding,
                alpha: customized.contains(.alpha) ? alpha : table.alpha.resolve(word: word, state))
        }
    }

    /// The configuration with the table's values for a state in every styled property that is
    /// not customised: the table's shared appearance when nothing is customised and the table
    /// has it precomputed (every library style does), else one built rule by rule in a box of
    /// its own. The content's box is shared either way.
    @inline(__always)
    func styled(
        by table: ListContentStyleTable, word: UInt32, _ state: CellConfigurationState
    ) -> ListContentConfiguration {
        if appearance.value.isUncustomized, let shared = table.uncustomized {
            return ListContentConfiguration(
                style: style, content: content, appearance: shared[word])
        }
        return ListContentConfiguration(
            style: style, content: content,
            appearance: SharedValue(appearance.value.styledByRules(table, word: word, state)))
    }
}
