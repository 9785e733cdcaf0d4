/// A visual effect behind content: a stand-in for `UIVisualEffect` (`UIBlurEffect`,
/// `UIVibrancyEffect`).
public enum VisualEffect: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The blur styles of `UIBlurEffect.Style`.
    public enum BlurStyle: String, Hashable, Sendable, Codable, CaseIterable {
        /// The adaptive ultra-thin material.
        case systemUltraThinMaterial
        /// The adaptive thin material.
        case systemThinMaterial
        /// The adaptive standard material.
        case systemMaterial
        /// The adaptive thick material.
        case systemThickMaterial
        /// The adaptive chrome material.
        case systemChromeMaterial
        /// The regular (adaptive) blur.
        case regular
        /// The prominent (adaptive) blur.
        case prominent
        /// A light blur.
        case light
        /// An extra-light blur.
        case extraLight
        /// A dark blur.
        case dark
    }

    /// A material blur, as `UIBlurEffect(style:)`.
    case blur(BlurStyle)
    /// A Gaussian blur of the given radius in points, as UIKit's private
    /// `UIBlurEffect(blurRadius:)` that reordering cells use.
    case blurRadius(CGFloat)
    /// Vibrancy over a blur, as `UIVibrancyEffect(blurEffect:)`.
    case vibrancy(BlurStyle)

    /// `blur(systemMaterial)`, `blur(radius: 4)`, `vibrancy(regular)`.
    public var description: String {
        switch self {
        case .blur(let style): return "blur(\(style.rawValue))"
        case .blurRadius(let radius): return "blur(radius: \(formatNumber(radius)))"
        case .vibrancy(let style): return "vibrancy(\(style.rawValue))"
        }
    }

    /// The effect with a usable radius: a ``blurRadius(_:)`` that is NaN or negative becomes
    /// 0 and +∞ the largest finite value, so that the effect equals itself and renders a
    /// finite number. ``BackgroundConfiguration/visualEffect`` applies this when set.
    var clamped: VisualEffect {
        if case .blurRadius(let radius) = self { return .blurRadius(radius.clampedNonNegative) }
        return self
    }

    private enum CodingKeys: String, CodingKey, CaseIterable { case blur, blurRadius, vibrancy }

    /// Decodes the form Swift's synthesized coding writes: `{"blur": {"_0": "regular"}}`,
    /// `{"blurRadius": {"_0": 4}}` or `{"vibrancy": {"_0": "regular"}}`.
    ///
    /// An object without exactly one of those keys, any other key, an unknown style name, or a
    /// blur radius that is negative or not finite is a `DecodingError` naming what is wrong.
    public init(from decoder: any Decoder) throws {
        let (key, payload) = try decoder.decodeCase(
            keyedBy: CodingKeys.self, article: "a", noun: "visual effect")
        switch key {
        case .blur: self = .blur(try payload.decode(BlurStyle.self, forKey: .payload))
        case .vibrancy: self = .vibrancy(try payload.decode(BlurStyle.self, forKey: .payload))
        case .blurRadius:
            let radius = try payload.decodeNumber(Double.self, forKey: .payload)
            guard radius.isFinite, radius >= 0 else {
                throw DecodingError.dataCorruptedError(
                    forKey: .payload, in: payload,
                    debugDescription: "blur radius \(radius) must be a finite number of points ≥ 0")
            }
            self = .blurRadius(radius)
        }
    }

    /// Encodes the form ``init(from:)`` reads.
    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .blur(let style): try encoder.encodeCase(CodingKeys.blur, payload: style)
        case .blurRadius(let radius): try encoder.encodeCase(CodingKeys.blurRadius, payload: radius)
        case .vibrancy(let style): try encoder.encodeCase(CodingKeys.vibrancy, payload: style)
        }
    }
}

/// How an image fills its bounds: a stand-in for `UIView.ContentMode`.
public enum ContentMode: String, Hashable, Sendable, Codable, CaseIterable {
    /// Stretch to fill, ignoring the aspect ratio (UIKit's default).
    case scaleToFill
    /// Scale to fit, keeping the aspect ratio.
    case scaleAspectFit
    /// Scale to fill, keeping the aspect ratio and cropping.
    case scaleAspectFill
    /// Redisplay when the bounds change.
    case redraw
    /// Centred, unscaled.
    case center
    /// Top-centred, unscaled.
    case top
    /// Bottom-centred, unscaled.
    case bottom
    /// Left-centred, unscaled.
    case left
    /// Right-centred, unscaled.
    case right
    /// Top-left, unscaled.
    case topLeft
    /// Top-right, unscaled.
    case topRight
    /// Bottom-left, unscaled.
    case bottomLeft
    /// Bottom-right, unscaled.
    case bottomRight
}

/// A shadow: `UIShadowProperties` (iOS 18) without the `UI`.
///
/// The default has opacity 0, so no shadow shows. The bezier `path` of UIKit has no stand-in
/// here; shadows follow the background's shape.
public struct ShadowProperties: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The shadow colour. Default black.
    public var color: Color
    /// The opacity, 0…1 (clamped; NaN becomes 0). Default 0.
    public var opacity: CGFloat {
        didSet { opacity = opacity.clampedUnit }
    }
    /// The blur radius in points, ≥ 0 (negative and NaN become 0, +∞ the largest finite
    /// value). Default 0.
    public var radius: CGFloat {
        didSet { radius = radius.clampedNonNegative }
    }
    /// The offset in points; NaN and infinite components become 0. Default zero.
    public var offset: CGSize {
        didSet { offset = offset.finiteOrZero }
    }

    /// Creates shadow properties; every argument has UIKit's default, and each is clamped as
    /// its property is.
    public init(
        color: Color = .black, opacity: CGFloat = 0, radius: CGFloat = 0, offset: CGSize = .zero
    ) {
        self.color = color
        self.opacity = opacity.clampedUnit
        self.radius = radius.clampedNonNegative
        self.offset = offset.finiteOrZero
    }

    /// Decodes `{"color": …, "opacity": …, "radius": …, "offset": {…}}`.
    ///
    /// Unlike the initializer, decoding does not clamp: an opacity outside 0…1 or a radius that
    /// is negative, and any value that is not finite, is a `DecodingError.dataCorrupted` naming
    /// the key.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.checkedContainer(
            keyedBy: ShadowCodingKeys.self, what: "shadow properties")
        color = try container.decode(Color.self, forKey: .color)
        opacity = try container.decodeNumber(Double.self, forKey: .opacity)
        guard opacity.isFinite, (0...1).contains(opacity) else {
            throw DecodingError.dataCorruptedError(
                forKey: .opacity, in: container,
                debugDescription: "shadow opacity \(opacity) must lie in 0...1")
        }
        radius = try container.decodeNumber(Double.self, forKey: .radius)
        guard radius.isFinite, radius >= 0 else {
            throw DecodingError.dataCorruptedError(
                forKey: .radius, in: container,
                debugDescription: "shadow radius \(radius) must be a finite number of points ≥ 0")
        }
        offset = try container.decodeSize(forKey: .offset)
    }

    /// Encodes every property.
    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeShadow(
            color: color, opacity: Double(opacity), radius: Double(radius), offset: offset)
    }

    /// Whether the shadow shows (opacity above 0).
    public var isVisible: Bool { opacity > 0 }

    /// `none`, or `shadow(#000000 @0.2, radius 8, offset {0, 2})`.
    public var description: String {
        guard isVisible else { return "none" }
        return
            "shadow(\(color) @\(formatNumber(opacity)), radius \(formatNumber(radius)), offset \(formatSize(offset)))"
    }
}
