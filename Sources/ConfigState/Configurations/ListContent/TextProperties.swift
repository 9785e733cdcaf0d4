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
            public func apply(to text: String) -> String {
                switch self {
                case .none: return text
                case .uppercase: return text.uppercased()
                case .lowercase: return text.lowercased()
                case .capitalized: return _capitalized(text)
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
        var _font: Font
        var _color: Color
        var _colorTransformer: ConfigurationColorTransformer?
        var _alignment: TextAlignment = .natural
        var _lineBreakMode: LineBreakMode = .byTruncatingTail
        var _numberOfLines = 0
        var _adjustsFontSizeToFitWidth = false
        var _minimumScaleFactor = 0.0
        var _allowsDefaultTighteningForTruncation = false
        var _adjustsFontForContentSizeCategory = true
        var _showsExpansionTextWhenTruncated = false
        var _transform: TextTransform = .none

        init(font: Font, color: Color) {
            _font = font
            _color = color
        }

        /// The font. Text-style fonts scale with the content size category when
        /// ``adjustsFontForContentSizeCategory`` is on.
        public var font: Font {
            get { _font }
            set {
                _font = newValue
                customized.insert(.font)
            }
        }

        /// The text colour.
        public var color: Color {
            get { _color }
            set {
                _color = newValue
                customized.insert(.color)
            }
        }

        /// A transformer applied to ``color``; `nil` uses the colour as is.
        public var colorTransformer: ConfigurationColorTransformer? {
            get { _colorTransformer }
            set {
                _colorTransformer = newValue
                customized.insert(.colorTransformer)
            }
        }

        /// The colour to draw: ``color`` through ``colorTransformer``.
        public func resolvedColor() -> Color {
            _colorTransformer.map { $0(_color) } ?? _color
        }

        /// Horizontal alignment. Default ``TextAlignment/natural``.
        public var alignment: TextAlignment {
            get { _alignment }
            set {
                _alignment = newValue
                customized.insert(.alignment)
            }
        }

        /// How text that does not fit is wrapped or truncated. Default
        /// ``LineBreakMode/byTruncatingTail``.
        public var lineBreakMode: LineBreakMode {
            get { _lineBreakMode }
            set {
                _lineBreakMode = newValue
                customized.insert(.lineBreakMode)
            }
        }

        /// The maximum number of lines; 0 means unlimited. Negative values become 0.
        public var numberOfLines: Int {
            get { _numberOfLines }
            set {
                _numberOfLines = max(newValue, 0)
                customized.insert(.numberOfLines)
            }
        }

        /// Whether the font shrinks to fit the width. Default `false`.
        public var adjustsFontSizeToFitWidth: Bool {
            get { _adjustsFontSizeToFitWidth }
            set {
                _adjustsFontSizeToFitWidth = newValue
                customized.insert(.adjustsFontSizeToFitWidth)
            }
        }

        /// The smallest scale ``adjustsFontSizeToFitWidth`` may use, 0…1 (clamped; NaN becomes 0).
        public var minimumScaleFactor: Double {
            get { _minimumScaleFactor }
            set {
                _minimumScaleFactor = newValue._clampedUnit
                customized.insert(.minimumScaleFactor)
            }
        }

        /// Whether letters may tighten before truncating. Default `false`.
        public var allowsDefaultTighteningForTruncation: Bool {
            get { _allowsDefaultTighteningForTruncation }
            set {
                _allowsDefaultTighteningForTruncation = newValue
                customized.insert(.allowsDefaultTighteningForTruncation)
            }
        }

        /// Whether a text-style font follows the content size category. Default `true`.
        public var adjustsFontForContentSizeCategory: Bool {
            get { _adjustsFontForContentSizeCategory }
            set {
                _adjustsFontForContentSizeCategory = newValue
                customized.insert(.adjustsFontForContentSizeCategory)
            }
        }

        /// Whether hovering a pointer over truncated text shows it in full. Default `false`.
        public var showsExpansionTextWhenTruncated: Bool {
            get { _showsExpansionTextWhenTruncated }
            set {
                _showsExpansionTextWhenTruncated = newValue
                customized.insert(.showsExpansionTextWhenTruncated)
            }
        }

        /// A case change applied when shown. Default ``TextTransform/none``.
        public var transform: TextTransform {
            get { _transform }
            set {
                _transform = newValue
                customized.insert(.transform)
            }
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

extension ListContentConfiguration.TextProperties {
    /// Gives every property that is not customised the spec's value for a state: a copy of the
    /// precomputed result when nothing is customised, else ``applyRules(_:word:_:)``.
    mutating func apply(_ spec: _TextStyleSpec, word: UInt32, _ state: CellConfigurationState) {
        if customized.isEmpty, let uncustomized = spec.uncustomized {
            self = uncustomized[word]
        } else {
            applyRules(spec, word: word, state)
        }
    }

    /// Gives every property that is not customised the spec's value for a state, one property
    /// at a time.
    mutating func applyRules(
        _ spec: _TextStyleSpec, word: UInt32, _ state: CellConfigurationState
    ) {
        let customized = customized
        func isFree(_ property: Property) -> Bool { !customized.contains(property) }
        if isFree(.font) { _font = spec.font }
        if isFree(.color) { _color = spec.color.resolve(word: word, state) }
        if isFree(.colorTransformer) { _colorTransformer = nil }
        if isFree(.alignment) { _alignment = .natural }
        if isFree(.lineBreakMode) { _lineBreakMode = .byTruncatingTail }
        if isFree(.numberOfLines) { _numberOfLines = spec.numberOfLines.resolve(word: word, state) }
        if isFree(.adjustsFontSizeToFitWidth) { _adjustsFontSizeToFitWidth = false }
        if isFree(.minimumScaleFactor) {
            _minimumScaleFactor = spec.minimumScaleFactor.resolve(word: word, state)
        }
        if isFree(.allowsDefaultTighteningForTruncation) {
            _allowsDefaultTighteningForTruncation = spec.allowsTightening.resolve(word: word, state)
        }
        if isFree(.adjustsFontForContentSizeCategory) { _adjustsFontForContentSizeCategory = true }
        if isFree(.showsExpansionTextWhenTruncated) { _showsExpansionTextWhenTruncated = false }
        if isFree(.transform) { _transform = spec.transform }
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
func _capitalized(_ text: String) -> String {
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
