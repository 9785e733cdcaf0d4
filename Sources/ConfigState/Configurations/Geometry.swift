// Small geometry values standing in for UIKit types (NSDirectionalEdgeInsets, UIAxis,
// NSDirectionalRectEdge), with UIKit's names and `CGFloat` where UIKit has it. Sizes, points
// and rectangles are Foundation's own `CGSize`, `CGPoint` and `CGRect`.

/// Insets from each edge, named by reading direction: `NSDirectionalEdgeInsets` without the
/// `NS`.
///
/// Leading and trailing follow the layout direction. NaN and infinite values become 0; negative
/// values are outsets.
public struct DirectionalEdgeInsets: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The top inset; NaN and infinite values become 0.
    public var top: CGFloat {
        didSet { top = top.finiteOrZero }
    }
    /// The inset from the leading edge; NaN and infinite values become 0.
    public var leading: CGFloat {
        didSet { leading = leading.finiteOrZero }
    }
    /// The bottom inset; NaN and infinite values become 0.
    public var bottom: CGFloat {
        didSet { bottom = bottom.finiteOrZero }
    }
    /// The inset from the trailing edge; NaN and infinite values become 0.
    public var trailing: CGFloat {
        didSet { trailing = trailing.finiteOrZero }
    }

    /// Creates insets; NaN and infinite values become 0.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top.finiteOrZero
        self.leading = leading.finiteOrZero
        self.bottom = bottom.finiteOrZero
        self.trailing = trailing.finiteOrZero
    }

    /// No insets.
    public static let zero = DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)

    /// The insets with negative values raised to 0 (for margins and paddings, which cannot be
    /// negative).
    var nonNegative: DirectionalEdgeInsets {
        DirectionalEdgeInsets(
            top: max(top, 0), leading: max(leading, 0), bottom: max(bottom, 0),
            trailing: max(trailing, 0))
    }

    /// `{top, leading, bottom, trailing}`, as UIKit logs them.
    public var description: String {
        "{\(formatNumber(top)), \(formatNumber(leading)), \(formatNumber(bottom)), \(formatNumber(trailing))}"
    }

    private enum CodingKeys: String, CodingKey, CaseIterable { case top, leading, bottom, trailing }

    /// Decodes `{"top": t, "leading": l, "bottom": b, "trailing": r}`.
    ///
    /// Unlike the initializer, decoding does not clamp: a value that is not finite is a
    /// `DecodingError.dataCorrupted` naming it. Negative values decode (they are outsets);
    /// margins, which cannot be negative, are checked where they are decoded.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.checkedContainer(keyedBy: CodingKeys.self, what: "edge insets")
        self.init(
            top: try decodeFinite(container, .top, what: "inset"),
            leading: try decodeFinite(container, .leading, what: "inset"),
            bottom: try decodeFinite(container, .bottom, what: "inset"),
            trailing: try decodeFinite(container, .trailing, what: "inset"))
    }

    /// Encodes the four insets as an object.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(top, forKey: .top)
        try container.encode(leading, forKey: .leading)
        try container.encode(bottom, forKey: .bottom)
        try container.encode(trailing, forKey: .trailing)
    }
}

/// A set of layout axes: a stand-in for `UIAxis`.
public struct Axis: OptionSet, Hashable, Sendable, Codable, CustomStringConvertible {
    /// The raw bits.
    public let rawValue: Int

    /// Creates an axis set from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The horizontal axis.
    public static let horizontal = Axis(rawValue: 1 << 0)
    /// The vertical axis.
    public static let vertical = Axis(rawValue: 1 << 1)
    /// Both axes.
    public static let both: Axis = [.horizontal, .vertical]

    /// `[Horizontal]`, `[Vertical]`, `[Horizontal, Vertical]` or `[]`, as UIKit logs them.
    public var description: String {
        var names: [String] = []
        if contains(.horizontal) { names.append("Horizontal") }
        if contains(.vertical) { names.append("Vertical") }
        return "[\(names.joined(separator: ", "))]"
    }

    /// Decodes the raw bits, as encoding writes them (1 horizontal, 2 vertical, 3 both).
    ///
    /// Bits other than these are a `DecodingError.dataCorrupted`: they would make two axis
    /// sets that print and behave alike compare unequal.
    public init(from decoder: any Decoder) throws {
        self.init(rawValue: try decodeBits(decoder, allowed: Axis.both.rawValue, what: "axis set"))
    }
}

/// Decodes option-set bits, refusing any outside `allowed`.
func decodeBits(_ decoder: any Decoder, allowed: Int, what: String) throws -> Int {
    let container = try decoder.singleValueContainer()
    let bits = try container.decodeNumber(Int.self)
    guard bits & ~allowed == 0 else {
        throw DecodingError.dataCorruptedError(
            in: container,
            debugDescription:
                "\(what) \(bits) has bits outside \(allowed), the known ones; expected a whole number from 0 to \(allowed)"
        )
    }
    return bits
}

/// A set of rectangle edges named by reading direction: a stand-in for
/// `NSDirectionalRectEdge`.
public struct DirectionalRectEdge: OptionSet, Hashable, Sendable, Codable {
    /// The raw bits.
    public let rawValue: Int

    /// Creates an edge set from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The top edge.
    public static let top = DirectionalRectEdge(rawValue: 1 << 0)
    /// The leading edge.
    public static let leading = DirectionalRectEdge(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = DirectionalRectEdge(rawValue: 1 << 2)
    /// The trailing edge.
    public static let trailing = DirectionalRectEdge(rawValue: 1 << 3)
    /// Every edge.
    public static let all: DirectionalRectEdge = [.top, .leading, .bottom, .trailing]

    /// Decodes the raw bits, as encoding writes them (1 top, 2 leading, 4 bottom, 8 trailing).
    ///
    /// Bits other than these are a `DecodingError.dataCorrupted`.
    public init(from decoder: any Decoder) throws {
        self.init(
            rawValue: try decodeBits(
                decoder, allowed: DirectionalRectEdge.all.rawValue, what: "edge set"))
    }
}
