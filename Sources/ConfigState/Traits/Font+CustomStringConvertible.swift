extension Font: CustomStringConvertible {
    /// A short description: the text style (`body`), marked when emphasized
    /// (`headline (emphasized)`) or followed by a weight set on it (`body bold`); or
    /// `system`, the size in points and the weight for a fixed-size font (`system 14 semibold`).
    public var description: String {
        switch kind {
        case .textStyle(let style, .standard): return style.rawValue
        case .textStyle(let style, .emphasized): return "\(style.rawValue) (emphasized)"
        case .textStyle(let style, .explicit(let weight)):
            return "\(style.rawValue) \(weight.rawValue)"
        case .system(let size, let weight):
            return "system \(Font.formatPoints(size)) \(weight.rawValue)"
        }
    }
}

extension Font.Resolved: CustomStringConvertible {
    /// What a render prints: the text style (or `system`), size/leading in points and the
    /// weight — `body 17/22pt regular`, `system 14pt semibold`.
    public var description: String {
        let size =
            lineHeight.map { "\(Font.formatPoints(pointSize))/\(Font.formatPoints($0))" }
            ?? Font.formatPoints(pointSize)
        return "\(textStyle?.rawValue ?? "system") \(size)pt \(weight.rawValue)"
    }
}

extension Font {
    /// `value` as the shortest decimal that reads back the same, without a trailing `.0`
    /// (`17`, `14.5`).
    fileprivate static func formatPoints(_ value: Double) -> String {
        var text = String(value)
        if text.hasSuffix(".0") { text.removeLast(2) }
        return text
    }
}
