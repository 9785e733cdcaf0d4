extension ListContentConfiguration {
    /// How a list's text looks: `UIListContentConfiguration.TextProperties`.
    ///
    /// You get one from a configuration (``ListContentConfiguration/textProperties``,
    /// ``ListContentConfiguration/secondaryTextProperties``) and change what you need; every
    /// property you set is customised and keeps your value in every state, the rest follow the
    /// style (see ``ListContentConfiguration/updated(for:)-(ConfigurationState)``). ``resetToStyle(_:)`` hands a
    /// property back.
    public struct TextProperties: Hashable, Sendable {
        /// Horizontal alignment: `UIListContentConfiguration.TextProperties.TextAlignment`.
        public enum TextAlignment: String, Hashable, Sendable, Codable, CaseIterable {
            /// Leading in the layout direction (the default).
            case natural
            /// Centred.
            case center
            /// Justified.
            case justified
        }

        /// A case change applied when the text is shown:
        /// `UIListContentConfiguration.TextProperties.TextTransform`.
        public enum TextTransform: String, Hashable, Sendable, Codable, CaseIterable {
            /// The text as given.
            case none
            /// ALL CAPITALS (grouped headers use this).
            case uppercase
            /// all lower case.
            case lowercase
            /// Each Word Capitalised.
            case capitalized

            /// Applies the transform to `text`.
            ///
            /// - Complexity: O(*n*), where *n* is the length of `text`; O(1) for ``none``.
            public func apply(to text: String) -> String {
                switch self {
                case .none: return text
                case .uppercase: return text.uppercased()
                case .lowercase: return text.lowercased()
                case .capitalized: return capitalizedWords(text)
                }
            }
        }

        /// The properties ``ListContentConfiguration/updated(for:)-(ConfigurationState)`` manages.
        public enum Property: String, Hashable, Sendable, Codable, CaseIterable {
            /// ``TextProperties/font``.
            case font
            /// ``TextProperties/color``.
            case color
            /// ``TextProperties/colorTransformer``.
            case colorTransformer
            /// ``TextProperties/alignment``.
            case alignment
            /// ``TextProperties/lineBreakMode``.
            case lineBreakMode
            /// ``TextProperties/numberOfLines``.
            case numberOfLines
            /// ``TextProperties/adjustsFontSizeToFitWidth``.
            case adjustsFontSizeToFitWidth
            /// ``TextProperties/minimumScaleFactor``.
            case minimumScaleFactor
            /// ``TextProperties/allowsDefaultTighteningForTruncation``.
            case allowsDefaultTighteningForTruncation
            /// ``TextProperties/adjustsFontForContentSizeCategory``.
            case adjustsFontForContentSizeCategory
            /// ``TextProperties/showsExpansionTextWhenTruncated``.
            case showsExpansionTextWhenTruncated
            /// ``TextProperties/transform``.
            case transform
        }

        var customized = CustomizationMask<Property>()

        // Setting a property customises it: its observer adds it to `customized`, after
        // clamping the value where the property documents a range.

        /// The font. Text-style fonts scale with the content size category when
        /// ``adjustsFontForContentSizeCategory`` is on.
        public var font: Font { didSet { customized.insert(.font) } }

        /// The text colour.
        public var color: Color { didSet { customized.insert(.color) } }

        /// A transformer applied to ``color``; `nil` uses the colour as is.
        public var colorTransformer: ConfigurationColorTransformer? {
            didSet { customized.insert(.colorTransformer) }
        }

        /// The colour to draw: ``color`` through ``colorTransformer``.
        ///
        /// - Complexity: O(1) with no transformer; otherwise the cost of calling the transformer on
        ///   the colour (`ConfigurationColorTransformer.callAsFunction(_:)`), linear in their
        ///   steps.
        public func resolvedColor() -> Color {
            colorTransformer.map { $0(color) } ?? color
        }

        /// Horizontal alignment. Default ``TextAlignment/natural``.
        public var alignment: TextAlignment = .natural { didSet { customized.insert(.alignment) } }

        /// How text that does not fit is wrapped or truncated. Default
        /// ``LineBreakMode/byTruncatingTail``.
        public var lineBreakMode: LineBreakMode = .byTruncatingTail {
            didSet { customized.insert(.lineBreakMode) }
        }

        /// The maximum number of lines; 0 means unlimited. Negative values become 0.
        public var numberOfLines = 0 {
            didSet {
                numberOfLines = max(numberOfLines, 0)
                customized.insert(.numberOfLines)
            }
        }

        /// Whether the font shrinks to fit the width. Default `false`.
        public var adjustsFontSizeToFitWidth = false {
            didSet { customized.insert(.adjustsFontSizeToFitWidth) }
        }

        /// The smallest scale ``adjustsFontSizeToFitWidth`` may use, 0…1 (clamped; NaN becomes 0).
        public var minimumScaleFactor: CGFloat = 0 {
            didSet {
                minimumScaleFactor = minimumScaleFactor.clampedUnit
                customized.insert(.minimumScaleFactor)
            }
        }

        /// Whether letters may tighten before truncating. Default `false`.
        public var allowsDefaultTighteningForTruncation = false {
            didSet { customized.insert(.allowsDefaultTighteningForTruncation) }
        }

        /// Whether a text-style font follows the content size category. Default `true`.
        public var adjustsFontForContentSizeCategory = true {
            didSet { customized.insert(.adjustsFontForContentSizeCategory) }
        }

        /// Whether hovering a pointer over truncated text shows it in full. Default `false`.
        public var showsExpansionTextWhenTruncated = false {
            didSet { customized.insert(.showsExpansionTextWhenTruncated) }
        }

        /// A case change applied when shown. Default ``TextTransform/none``.
        public var transform: TextTransform = .none { didSet { customized.insert(.transform) } }

        /// The properties with the spec's value for a state in every property that is not
        /// customised (see ``StyledByTable``).
        func styledByRules(
            _ spec: TextStyleSpec, word: UInt32, _ state: CellConfigurationState
        ) -> Self {
            Self(
                customized: customized,
                font: customized.contains(.font) ? font : spec.font,
                color: customized.contains(.color) ? color : spec.color.resolve(word: word, state),
                colorTransformer: customized.contains(.colorTransformer) ? colorTransformer : nil,
                alignment: customized.contains(.alignment) ? alignment : .natural,
                lineBreakMode: customized.contains(.lineBreakMode)
                    ? lineBreakMode : .byTruncatingTail,
                numberOfLines: customized.contains(.numberOfLines)
                    ? numberOfLines : spec.numberOfLines.resolve(word: word, state),
                adjustsFontSizeToFitWidth: customized.contains(.adjustsFontSizeToFitWidth)
                    ? adjustsFontSizeToFitWidth : false,
                minimumScaleFactor: customized.contains(.minimumScaleFactor)
                    ? minimumScaleFactor : spec.minimumScaleFactor.resolve(word: word, state),
                allowsDefaultTighteningForTruncation: customized.contains(
                    .allowsDefaultTighteningForTruncation)
                    ? allowsDefaultTighteningForTruncation
                    : spec.allowsTightening.resolve(word: word, state),
                adjustsFontForContentSizeCategory: customized.contains(
                    .adjustsFontForContentSizeCategory) ? adjustsFontForContentSizeCategory : true,
                showsExpansionTextWhenTruncated: customized.contains(
                    .showsExpansionTextWhenTruncated)
                    ? showsExpansionTextWhenTruncated : false,
                transform: customized.contains(.transform) ? transform : spec.transform)
        }

        /// Whether `property` has been set by the caller.
        public func isCustomized(_ property: Property) -> Bool { customized.contains(property) }

        /// The properties set by the caller, in declaration order.
        public var customizedProperties: [Property] { customized.properties }

        /// Hands `property` back to the style: the next `updated(for:)` sets the style's value.
        public mutating func resetToStyle(_ property: Property) { customized.remove(property) }

        /// Hands every property back to the style.
        public mutating func resetAllToStyle() { customized.removeAll() }
    }
}

/// How text that does not fit wraps or truncates: a stand-in for `NSLineBreakMode`.
public enum LineBreakMode: String, Hashable, Sendable, Codable, CaseIterable {
    /// Wrap at word boundaries.
    case byWordWrapping
    /// Wrap at character boundaries.
    case byCharWrapping
    /// Cut off at the edge.
    case byClipping
    /// Truncate the start with an ellipsis.
    case byTruncatingHead
    /// Truncate the end with an ellipsis (UIKit's default for labels).
    case byTruncatingTail
    /// Truncate the middle with an ellipsis.
    case byTruncatingMiddle
}

/// Capitalises the first letter of each word and lower-cases the rest, as
/// `String.capitalized` does for ASCII and most scripts.
func capitalizedWords(_ text: String) -> String {
    var result = ""
    var atWordStart = true
    for character in text {
        if character.isLetter || character.isNumber {
            result += atWordStart ? character.uppercased() : character.lowercased()
            atWordStart = false
        } else {
            result.append(character)
            atWordStart = true
        }
    }
    return result
}
