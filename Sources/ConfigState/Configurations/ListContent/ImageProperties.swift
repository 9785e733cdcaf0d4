extension ListContentConfiguration {
    /// How a list's image looks: `UIListContentConfiguration.ImageProperties`.
    ///
    /// As with ``TextProperties``, properties you set are customised and keep their value in
    /// every state; ``resetToStyle(_:)`` hands one back to the style.
    public struct ImageProperties: Hashable, Sendable {
        /// The value that asks for the system's standard dimension in ``maximumSize`` and
        /// ``reservedLayoutSize`` (`UIListContentImageStandardDimension`). UIKit stores a NaN
        /// placeholder; ConfigState uses −1, which no real size can be, so that equality and
        /// hashing stay lawful.
        public static let standardDimension: CGFloat = -1

        /// The properties ``ListContentConfiguration/updated(for:)-(ConfigurationState)`` manages.
        public enum Property: String, Hashable, Sendable, Codable, CaseIterable {
            /// ``ImageProperties/preferredSymbolConfiguration``.
            case preferredSymbolConfiguration
            /// ``ImageProperties/tintColor``.
            case tintColor
            /// ``ImageProperties/tintColorTransformer``.
            case tintColorTransformer
            /// ``ImageProperties/cornerRadius``.
            case cornerRadius
            /// ``ImageProperties/maximumSize``.
            case maximumSize
            /// ``ImageProperties/reservedLayoutSize``.
            case reservedLayoutSize
            /// ``ImageProperties/accessibilityIgnoresInvertColors``.
            case accessibilityIgnoresInvertColors
            /// ``ImageProperties/strokeColor``.
            case strokeColor
            /// ``ImageProperties/strokeColorTransformer``.
            case strokeColorTransformer
            /// ``ImageProperties/strokeWidth``.
            case strokeWidth
        }

        var customized = CustomizationMask<Property>()

        // Setting a property customises it: its observer adds it to `customized`, after
        // clamping the value where the property documents a range.

        /// The symbol configuration for symbol images; `nil` uses the text's style.
        public var preferredSymbolConfiguration: Image.SymbolConfiguration? {
            didSet { customized.insert(.preferredSymbolConfiguration) }
        }

        /// The tint colour; `nil` means the view's inherited tint.
        public var tintColor: Color? { didSet { customized.insert(.tintColor) } }

        /// A transformer applied to the tint colour.
        public var tintColorTransformer: ConfigurationColorTransformer? {
            didSet { customized.insert(.tintColorTransformer) }
        }

        /// The tint to draw: ``tintColor`` (or the inherited `tintColor` when `nil`) through
        /// ``tintColorTransformer``.
        ///
        /// - Parameter tintColor: The view's inherited tint colour.
        /// - Complexity: O(1) with no transformer; otherwise the cost of calling the transformer on
        ///   the colour (`ConfigurationColorTransformer.callAsFunction(_:)`), linear in their
        ///   steps.
        public func resolvedTintColor(for tintColor: Color) -> Color {
            let color = self.tintColor ?? tintColor
            return tintColorTransformer.map { $0(color) } ?? color
        }

        /// The corner radius (continuous curve); ≥ 0 (negative, NaN and infinite become 0).
        public var cornerRadius: CGFloat = 0 {
            didSet {
                cornerRadius = cornerRadius.finiteNonNegativeOrZero
                customized.insert(.cornerRadius)
            }
        }

        /// The largest size the image is shown at; 0 in a dimension means unconstrained, and
        /// ``standardDimension`` asks for the system's. Other negative values, and NaN and
        /// infinite components, become 0.
        public var maximumSize = CGSize.zero {
            didSet {
                maximumSize = Self.clamped(maximumSize)
                customized.insert(.maximumSize)
            }
        }

        /// The space reserved for the image even when it is smaller; 0 reserves nothing extra,
        /// ``standardDimension`` reserves the system's standard box. Other negative values, and
        /// NaN and infinite components, become 0.
        public var reservedLayoutSize = CGSize.zero {
            didSet {
                reservedLayoutSize = Self.clamped(reservedLayoutSize)
                customized.insert(.reservedLayoutSize)
            }
        }

        /// Whether the image keeps its colours under Smart Invert. Default `false`.
        public var accessibilityIgnoresInvertColors = false {
            didSet { customized.insert(.accessibilityIgnoresInvertColors) }
        }

        /// The stroke colour (iOS 18); `nil` means the view's tint colour.
        public var strokeColor: Color? { didSet { customized.insert(.strokeColor) } }

        /// A transformer applied to the stroke colour (iOS 18).
        public var strokeColorTransformer: ConfigurationColorTransformer? {
            didSet { customized.insert(.strokeColorTransformer) }
        }

        /// The stroke width (iOS 18); ≥ 0 (negative, NaN and infinite become 0). Default 0.
        public var strokeWidth: CGFloat = 0 {
            didSet {
                strokeWidth = strokeWidth.finiteNonNegativeOrZero
                customized.insert(.strokeWidth)
            }
        }

        /// The stroke colour to draw: ``strokeColor`` (or `tintColor` when `nil`) through
        /// ``strokeColorTransformer``.
        ///
        /// - Complexity: O(1) with no transformer; otherwise the cost of calling the transformer on
        ///   the colour (`ConfigurationColorTransformer.callAsFunction(_:)`), linear in their
        ///   steps.
        public func resolvedStrokeColor(for tintColor: Color) -> Color {
            let color = strokeColor ?? tintColor
            return strokeColorTransformer.map { $0(color) } ?? color
        }

        /// `size` with each dimension that is negative (other than ``standardDimension``), NaN
        /// or infinite replaced by 0: what ``maximumSize`` and ``reservedLayoutSize`` store.
        static func clamped(_ size: CGSize) -> CGSize {
            func clamp(_ value: CGFloat) -> CGFloat {
                value == standardDimension ? value : value.finiteNonNegativeOrZero
            }
            return CGSize(width: clamp(size.width), height: clamp(size.height))
        }

        /// The properties with the spec's value for a state in every property that is not
        /// customised (see ``StyledByTable``).
        func styledByRules(
            _ spec: ImageStyleSpec, word: UInt32, _ state: CellConfigurationState
        ) -> Self {
            Self(
                customized: customized,
                preferredSymbolConfiguration: customized.contains(.preferredSymbolConfiguration)
                    ? preferredSymbolConfiguration : nil,
                tintColor: customized.contains(.tintColor)
                    ? tintColor : spec.tintColor.resolve(word: word, state),
                tintColorTransformer: customized.contains(.tintColorTransformer)
                    ? tintColorTransformer : nil,
                cornerRadius: customized.contains(.cornerRadius) ? cornerRadius : 0,
                maximumSize: customized.contains(.maximumSize) ? maximumSize : .zero,
                reservedLayoutSize: customized.contains(.reservedLayoutSize)
                    ? reservedLayoutSize : .zero,
                accessibilityIgnoresInvertColors: customized.contains(
                    .accessibilityIgnoresInvertColors)
                    ? accessibilityIgnoresInvertColors : false,
                strokeColor: customized.contains(.strokeColor) ? strokeColor : nil,
                strokeColorTransformer: customized.contains(.strokeColorTransformer)
                    ? strokeColorTransformer : nil,
                strokeWidth: customized.contains(.strokeWidth) ? strokeWidth : 0)
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

extension Image {
    /// How a symbol image is drawn: a stand-in for `UIImage.SymbolConfiguration`.
    public struct SymbolConfiguration: Hashable, Sendable, Codable, CustomStringConvertible {
        /// The symbol scale relative to the text: `UIImage.SymbolScale`.
        public enum Scale: String, Hashable, Sendable, Codable, CaseIterable {
            /// The system's choice.
            case `default`
            /// Smaller than the text.
            case small
            /// Matching the text.
            case medium
            /// Larger than the text.
            case large
        }

        /// A text style whose size the symbol follows, if any.
        public var textStyle: Font.TextStyle?
        /// A fixed point size, if any (ignored when ``textStyle`` is set); negative, NaN and
        /// infinite sizes become 0.
        public var pointSize: CGFloat? {
            didSet {
                if let pointSize, !(pointSize.isFinite && pointSize >= 0) { self.pointSize = 0 }
            }
        }
        /// A weight, if any.
        public var weight: Font.Weight?
        /// The scale.
        public var scale: Scale

        /// A configuration following a text style, like
        /// `UIImage.SymbolConfiguration(textStyle:scale:)`.
        public init(textStyle: Font.TextStyle, scale: Scale = .default) {
            self.textStyle = textStyle
            self.scale = scale
        }

        /// A configuration with a fixed size, like `UIImage.SymbolConfiguration(pointSize:weight:scale:)`.
        /// Negative, NaN and infinite sizes become 0.
        public init(pointSize: CGFloat, weight: Font.Weight = .regular, scale: Scale = .default) {
            self.pointSize = pointSize.finiteNonNegativeOrZero
            self.weight = weight
            self.scale = scale
        }

        /// A configuration with only a scale.
        public init(scale: Scale) {
            self.scale = scale
        }

        private enum CodingKeys: String, CodingKey, CaseIterable {
            case textStyle, pointSize, weight, scale
        }

        /// Decodes `{"textStyle": …, "pointSize": …, "weight": …, "scale": …}`; only `scale`
        /// is required.
        ///
        /// Unlike ``init(pointSize:weight:scale:)``, decoding does not clamp: a point size that
        /// is negative or not finite is a `DecodingError.dataCorrupted` naming it.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.checkedContainer(
                keyedBy: CodingKeys.self, what: "a symbol configuration")
            textStyle = try container.decodeIfPresent(Font.TextStyle.self, forKey: .textStyle)
            // Read as a `Double`, as every number is, so that errors read alike.
            pointSize = try container.decodeNumberIfPresent(Double.self, forKey: .pointSize)
                .map { CGFloat($0) }
            if let pointSize, !(pointSize.isFinite && pointSize >= 0) {
                throw DecodingError.dataCorruptedError(
                    forKey: .pointSize, in: container,
                    debugDescription:
                        "symbol pointSize \(pointSize) must be a finite number of points ≥ 0")
            }
            weight = try container.decodeIfPresent(Font.Weight.self, forKey: .weight)
            scale = try container.decode(Scale.self, forKey: .scale)
        }

        /// Encodes the properties that are set, and the scale.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encodeIfPresent(textStyle, forKey: .textStyle)
            try container.encodeIfPresent(pointSize, forKey: .pointSize)
            try container.encodeIfPresent(weight, forKey: .weight)
            try container.encode(scale, forKey: .scale)
        }

        /// For example `symbol(body, large)` or `symbol(20pt bold)`.
        public var description: String {
            var parts: [String] = []
            if let textStyle { parts.append(textStyle.rawValue) }
            if let pointSize { parts.append("\(formatNumber(pointSize))pt") }
            if let weight { parts.append(weight.rawValue) }
            if scale != .default { parts.append(scale.rawValue) }
            return "symbol(\(parts.joined(separator: " ")))"
        }
    }
}
