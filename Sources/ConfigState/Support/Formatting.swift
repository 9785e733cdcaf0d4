// Formatting shared by descriptions and renders across the module.

/// A short decimal: `16` rather than `16.0`, and at most four decimal places (`0.3333` for a
/// third of a point, a 3× display's hairline), so that binary fractions do not print as
/// `61.666666666666664`.
func formatNumber(_ value: Double) -> String {
    let shown =
        value.isFinite && abs(value) < 1e11 ? (value * 10_000).rounded() / 10_000 : value
    var text = String(shown == 0 ? 0 : shown)
    if text.hasSuffix(".0") { text.removeLast(2) }
    return text
}

/// A short decimal for a `CGFloat`, as `formatNumber(_:)` writes a `Double`; an
/// overload rather than an implicit conversion so that it also serves as a `(CGFloat) -> String`
/// function value.
func formatNumber(_ value: CGFloat) -> String { formatNumber(Double(value)) }

/// `{width, height}` with short decimals, as `NSStringFromCGSize` prints a size: how
/// descriptions, renders and error messages show a `CGSize` (whose own description,
/// `CGSize(width: 1.0, height: 2.0)`, is longer and platform-dependent).
func formatSize(_ size: CGSize) -> String {
    "{\(formatNumber(size.width)), \(formatNumber(size.height))}"
}
