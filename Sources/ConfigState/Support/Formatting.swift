// Formatting shared by descriptions and renders across the module.

/// A short decimal: `16` rather than `16.0`.
func formatNumber(_ value: Double) -> String {
    var text = String(value)
    if text.hasSuffix(".0") { text.removeLast(2) }
    return text
}
