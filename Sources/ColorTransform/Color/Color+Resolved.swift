extension Color {
    /// Concrete RGBA values: gamma-encoded, extended-range sRGB with straight (unpremultiplied)
    /// alpha.
    ///
    /// A `Color` is a description; resolving it in a ``ColorEnvironment`` gives a `Resolved`
    /// value, the numbers a screen would show.
    ///
    /// <!-- snippet: SymbolDocs/DocColorResolved -->
    /// ```swift
    /// let blue = Color.systemBlue.resolve(in: ColorEnvironment(colorScheme: .dark))
    /// print(blue.hexString)
    ///
    /// // Prints:
    /// // #0A84FF
    /// ```
    ///
    /// ## Bad input
    ///
    /// Every initializer and setter applies one documented clamp, so that no NaN or infinity
    /// ever reaches the colour maths:
    /// - a colour component that is NaN becomes 0; otherwise it is limited to
    ///   ``extendedComponentRange`` (−1…2, wide enough for Display P3 and most of Rec. 2020
    ///   expressed in extended sRGB);
    /// - alpha that is NaN becomes 0; otherwise it is limited to 0…1.
    ///
    /// Use ``init(validatingRed:green:blue:alpha:)`` to get a ``ColorComponentError`` instead
    /// of a clamp.
    public struct Resolved: Hashable, Sendable {
        /// The range a colour component is clamped to: −1…2 in gamma-encoded extended sRGB.
        public static let extendedComponentRange: ClosedRange<Double> = -1.0...2.0

        /// The red component, gamma-encoded sRGB (0…1 in gamut; extended values allowed).
        public var red: Double { didSet { red = Self.clampComponent(red) } }

        /// The green component, gamma-encoded sRGB (0…1 in gamut; extended values allowed).
        public var green: Double { didSet { green = Self.clampComponent(green) } }

        /// The blue component, gamma-encoded sRGB (0…1 in gamut; extended values allowed).
        public var blue: Double { didSet { blue = Self.clampComponent(blue) } }

        /// The opacity, 0 (transparent) … 1 (opaque).
        public var alpha: Double { didSet { alpha = Self.clampAlpha(alpha) } }

        /// Creates resolved values, clamping them as the type's documentation describes.
        ///
        /// - Parameters:
        ///   - red: The red component in gamma-encoded extended sRGB.
        ///   - green: The green component in gamma-encoded extended sRGB.
        ///   - blue: The blue component in gamma-encoded extended sRGB.
        ///   - alpha: The opacity, 0…1. Defaults to 1.
        public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
            // Observers do not run in an initializer, so the clamps are applied here too.
            self.red = Self.clampComponent(red)
            self.green = Self.clampComponent(green)
            self.blue = Self.clampComponent(blue)
            self.alpha = Self.clampAlpha(alpha)
        }

        /// Creates resolved values, throwing instead of clamping when a value is not finite or
        /// is out of range.
        ///
        /// - Throws: ``ColorComponentError`` naming the first offending component.
        public init(validatingRed red: Double, green: Double, blue: Double, alpha: Double = 1)
            throws(ColorComponentError)
        {
            let components: [(ColorComponentError.Component, Double)] = [
                (.red, red), (.green, green), (.blue, blue),
            ]
            for (component, value) in components {
                try Self.validate(value, component: component, range: Self.extendedComponentRange)
            }
            try Self.validate(alpha, component: .alpha, range: 0...1)
            self.init(red: red, green: green, blue: blue, alpha: alpha)
        }

        /// Creates a gray with the given white level (0 black … 1 white).
        public init(white: Double, alpha: Double = 1) {
            self.init(red: white, green: white, blue: white, alpha: alpha)
        }

        /// Creates resolved values from 8-bit channels (0…255), as design tools show them.
        public init(
            red8 red: UInt8, green8 green: UInt8, blue8 blue: UInt8, alpha8 alpha: UInt8 = 255
        ) {
            self.init(
                red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255,
                alpha: Double(alpha) / 255)
        }

        static func clampComponent(_ value: Double) -> Double {
            value.clamped(to: extendedComponentRange, nan: 0)
        }

        static func clampAlpha(_ value: Double) -> Double {
            value.clamped(to: 0...1, nan: 0)
        }

        static func validate(
            _ value: Double, component: ColorComponentError.Component, range: ClosedRange<Double>
        ) throws(ColorComponentError) {
            guard value.isFinite else {
                throw ColorComponentError(component: component, value: value, reason: .notFinite)
            }
            guard range.contains(value) else {
                throw ColorComponentError(
                    component: component, value: value, reason: .outOfRange(range))
            }
        }

        /// Opaque black.
        public static let black = Resolved(red: 0, green: 0, blue: 0)
        /// Opaque white.
        public static let white = Resolved(red: 1, green: 1, blue: 1)
        /// Transparent black.
        public static let clear = Resolved(red: 0, green: 0, blue: 0, alpha: 0)

        /// Whether alpha is exactly 1.
        public var isOpaque: Bool { alpha == 1 }

        /// Whether every component lies in 0…1, the sRGB gamut.
        public var isInStandardGamut: Bool {
            (0...1).contains(red) && (0...1).contains(green) && (0...1).contains(blue)
        }

        /// The same colour with its components clipped to the sRGB gamut (0…1).
        public var clippedToStandardGamut: Resolved {
            Resolved(
                red: min(max(red, 0), 1), green: min(max(green, 0), 1),
                blue: min(max(blue, 0), 1), alpha: alpha)
        }

        /// The same colour with a different alpha (clamped to 0…1).
        ///
        /// As with `UIColor.withAlphaComponent(_:)`, this replaces alpha; it does not multiply.
        public func withAlphaComponent(_ alpha: Double) -> Resolved {
            var copy = self
            copy.alpha = alpha
            return copy
        }

        /// This colour drawn over `background` with ordinary source-over compositing, in
        /// gamma-encoded sRGB as Core Graphics and browsers composite by default.
        ///
        /// With straight alpha `a` (this colour) and `b` (the background):
        /// `alpha = a + b(1 − a)` and
        /// `rgb = (rgb₁·a + rgb₂·b(1 − a)) / alpha` (0 where `alpha` is 0).
        ///
        /// - Parameter background: The colour underneath.
        /// - Returns: The composite colour.
        public func composited(over background: Resolved) -> Resolved {
            let top = alpha
            if top == 1 { return self }
            let bottom = background.alpha * (1 - top)
            let outAlpha = top + bottom
            guard outAlpha > 0 else { return .clear }
            return Resolved(
                red: (red * top + background.red * bottom) / outAlpha,
                green: (green * top + background.green * bottom) / outAlpha,
                blue: (blue * top + background.blue * bottom) / outAlpha,
                alpha: outAlpha)
        }

        /// The colour as `#RRGGBB`, or `#RRGGBBAA` when it is not opaque, rounding each
        /// channel to 8 bits after clipping to the sRGB gamut.
        public var hexString: String {
            func byte(_ value: Double) -> UInt8 { UInt8((min(max(value, 0), 1) * 255).rounded()) }
            var text = "#" + hexByte(byte(red)) + hexByte(byte(green)) + hexByte(byte(blue))
            if alpha != 1 { text += hexByte(byte(alpha)) }
            return text
        }

        /// Whether every channel (alpha included) is exactly an 8-bit value `k/255` in 0…1, so
        /// that ``hexString`` describes the colour without loss.
        var isExactlyEightBit: Bool {
            func exact(_ value: Double) -> Bool {
                guard (0...1).contains(value) else { return false }
                return Double(UInt8((value * 255).rounded())) / 255 == value
            }
            return exact(red) && exact(green) && exact(blue) && exact(alpha)
        }
    }
}

func hexByte(_ value: UInt8) -> String {
    let digits: [Character] = [
        "0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "A", "B", "C", "D", "E", "F",
    ]
    return String(digits[Int(value >> 4)]) + String(digits[Int(value & 0xF)])
}

extension Color.Resolved: CustomStringConvertible {
    /// `#RRGGBB`/`#RRGGBBAA` when the value is exactly 8-bit, otherwise
    /// `rgba(red, green, blue, alpha)` with the full values.
    public var description: String {
        if isExactlyEightBit { return hexString }
        return
            "rgba(\(formatShort(red)), \(formatShort(green)), \(formatShort(blue)), \(formatShort(alpha)))"
    }
}

/// The error thrown by ``Color/Resolved/init(validatingRed:green:blue:alpha:)`` and by decoding
/// when a colour component is not finite or out of range.
public struct ColorComponentError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A channel of an RGBA colour.
    public enum Component: String, Hashable, Sendable {
        /// The red channel.
        case red
        /// The green channel.
        case green
        /// The blue channel.
        case blue
        /// The opacity.
        case alpha
    }

    /// What is wrong with the value.
    public enum Reason: Hashable, Sendable {
        /// The value is NaN or infinite.
        case notFinite
        /// The value lies outside the allowed range.
        case outOfRange(ClosedRange<Double>)
    }

    /// The channel whose value was rejected.
    public var component: Component
    /// The rejected value.
    public var value: Double
    /// Why it was rejected.
    public var reason: Reason

    /// A sentence naming the component, the value and the allowed range.
    public var description: String {
        // Values that are not finite print as `nan`, `inf` and `-inf`.
        let subject = "colour component \(component.rawValue) is \(formatShort(value))"
        switch reason {
        case .notFinite:
            return "\(subject); it must be a finite number"
        case .outOfRange(let range):
            let bounds = "\(formatShort(range.lowerBound))...\(formatShort(range.upperBound))"
            return "\(subject); it must lie in \(bounds)"
        }
    }

    /// Creates an error for `component`.
    public init(component: Component, value: Double, reason: Reason) {
        self.component = component
        self.value = value
        self.reason = reason
    }

    // Hashable by hand: ClosedRange<Double> payloads hash fine, but NaN values must compare
    // equal to themselves for the error to be usable in tests.
    /// Two errors are equal when they name the same component, reason and value (NaN equals NaN).
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.component == rhs.component && lhs.reason == rhs.reason
            && (lhs.value == rhs.value || (lhs.value.isNaN && rhs.value.isNaN))
    }

    /// Hashes the component and reason.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(component)
        hasher.combine(reason)
    }
}
