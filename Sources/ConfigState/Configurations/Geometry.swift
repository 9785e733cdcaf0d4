// Small geometry values standing in for CoreGraphics and UIKit types (CGSize,
// NSDirectionalEdgeInsets, UIAxis, NSDirectionalRectEdge). They use `Double` for CGFloat.
// Foundation on Linux defines CGSize, so these take distinct names.

/// A width and a height in points: a stand-in for `CGSize`.
///
/// Components that are NaN or infinite become 0; negative components are kept only where a
/// property documents that it accepts them.
public struct Size: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The width in points.
    public var width: Double
    /// The height in points.
    public var height: Double

    /// Creates a size; NaN and infinite components become 0.
    public init(width: Double, height: Double) {
        self.width = width.isFinite ? width : 0
        self.height = height.isFinite ? height : 0
    }

    /// Zero width and height.
    public static let zero = Size(width: 0, height: 0)

    /// The size with negative components raised to 0.
    var _nonNegative: Size { Size(width: max(width, 0), height: max(height, 0)) }

    /// `{width, height}`, as `NSStringFromCGSize` prints.
    public var description: String { "{\(_formatNumber(width)), \(_formatNumber(height))}" }
}

/// Insets from each edge, named by reading direction: a stand-in for
/// `NSDirectionalEdgeInsets`.
///
/// Leading and trailing follow the layout direction. NaN and infinite values become 0; negative
/// values are outsets.
public struct DirectionalEdgeInsets: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The top inset.
    public var top: Double
    /// The inset from the leading edge.
    public var leading: Double
    /// The bottom inset.
    public var bottom: Double
    /// The inset from the trailing edge.
    public var trailing: Double

    /// Creates insets; NaN and infinite values become 0.
    public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
        self.top = top.isFinite ? top : 0
        self.leading = leading.isFinite ? leading : 0
        self.bottom = bottom.isFinite ? bottom : 0
        self.trailing = trailing.isFinite ? trailing : 0
    }

    /// No insets.
    public static let zero = DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)

    /// The insets with negative values raised to 0 (for margins and paddings, which cannot be
    /// negative).
    var _nonNegative: DirectionalEdgeInsets {
        DirectionalEdgeInsets(
            top: max(top, 0), leading: max(leading, 0), bottom: max(bottom, 0),
            trailing: max(trailing, 0))
    }

    /// `{top, leading, bottom, trailing}`, as UIKit logs them.
    public var description: String {
        "{\(_formatNumber(top)), \(_formatNumber(leading)), \(_formatNumber(bottom)), \(_formatNumber(trailing))}"
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
}

/// A short decimal: `16` rather than `16.0`.
func _formatNumber(_ value: Double) -> String {
    var text = String(value)
    if text.hasSuffix(".0") { text.removeLast(2) }
    return text
}
