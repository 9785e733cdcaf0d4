// Text and number formatting shared by the subcommands' reports, usage texts and the gallery.
// Figures use ColorTransform's `formatShort` and `formatFixed`, as the library's
// descriptions do.

/// `items` joined with `, ` and wrapped at `width` columns, every line after the first
/// starting with `indent` — for long lists in usage texts.
func wrapList(_ items: [String], indent: String, width: Int = 92, terminator: String = "")
    -> String
{
    var lines: [String] = []
    var line = ""
    for (index, item) in items.enumerated() {
        let piece = item + (index == items.count - 1 ? terminator : ",")
        if !line.isEmpty && indent.count + line.count + 1 + piece.count > width {
            lines.append(line)
            line = piece
        } else {
            line += (line.isEmpty ? "" : " ") + piece
        }
    }
    lines.append(line)
    return lines.joined(separator: "\n" + indent)
}

/// Pads `text` with spaces to `width` characters (left-aligned), or right-aligns it.
func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
    let count = text.count
    guard count < width else { return text }
    let padding = String(repeating: " ", count: width - count)
    return right ? padding + text : text + padding
}

/// A number rounded to `digits` decimals, so that JSON shows `4.02` rather than
/// `4.0219999…`.
func rounded(_ value: Double, _ digits: Int = 3) -> Double {
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    return (value * scale).rounded() / scale
}
