extension Color: CustomStringConvertible {
    /// A readable description: the system name (`systemBlue`), `tintColor`, a hex value
    /// (`#0A84FF`) or `rgba(…)` for a fixed colour, `dynamic(light: …, dark: …)` for variants,
    /// and `base -> step -> step` for a transformed colour.
    ///
    /// - Complexity: O(*n*), where *n* is the number of colours and transformer steps in the
    ///   description, nested ones included.
    public var description: String {
        switch storage {
        case .fixed(let resolved):
            return resolved.description
        case .system(let systemColor):
            return systemColor.rawValue
        case .tint:
            return "tintColor"
        case .dynamic(let variants):
            var parts = ["light: \(variants.light)"]
            let optional: [(String, Color?)] = [
                ("dark", variants.dark), ("highContrastLight", variants.highContrastLight),
                ("highContrastDark", variants.highContrastDark),
                ("elevatedLight", variants.elevatedLight), ("elevatedDark", variants.elevatedDark),
                ("highContrastElevatedLight", variants.highContrastElevatedLight),
                ("highContrastElevatedDark", variants.highContrastElevatedDark),
            ]
            for case (let name, let color?) in optional { parts.append("\(name): \(color)") }
            return "dynamic(\(parts.joined(separator: ", ")))"
        case .transformed(let base, let transformer):
            return "\(base) -> \(transformer)"
        }
    }
}
