/// Text with per-run font and colour: a small stand-in for `NSAttributedString`, which needs
/// Foundation.
///
/// When a configuration's `attributedText` is set, it supersedes `text` and, for each run that
/// sets them, the text properties' font and colour (UIKit's rule).
///
/// <!-- snippet: SymbolDocs/DocAttributedText -->
/// ```swift
/// let title = AttributedText([
///     .init("Due "),
///     .init("today", font: .headline, foregroundColor: .systemRed),
/// ])
/// print(title.string)
///
/// // Prints:
/// // Due today
/// ```
public struct AttributedText: Hashable, Sendable, Codable, CustomStringConvertible {
    /// A stretch of text with its own attributes.
    public struct Run: Hashable, Sendable, Codable {
        /// The text.
        public var text: String
        /// The font; `nil` uses the text properties' font.
        public var font: Font?
        /// The colour; `nil` uses the text properties' colour.
        public var foregroundColor: Color?

        /// Creates a run.
        public init(_ text: String, font: Font? = nil, foregroundColor: Color? = nil) {
            self.text = text
            self.font = font
            self.foregroundColor = foregroundColor
        }

        private enum CodingKeys: String, CodingKey, CaseIterable {
            case text, font, foregroundColor
        }

        /// Decodes `{"text": …, "font": …, "foregroundColor": …}` (font and colour optional);
        /// any other key is a `DecodingError.dataCorrupted` that names it.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.checkedContainer(
                keyedBy: CodingKeys.self, what: "an attributed text run")
            self.init(
                try container.decode(String.self, forKey: .text),
                font: try container.decodeIfPresent(Font.self, forKey: .font),
                foregroundColor: try container.decodeIfPresent(Color.self, forKey: .foregroundColor)
            )
        }
    }

    /// The runs, in order.
    public var runs: [Run]

    /// Text made of `runs`.
    public init(_ runs: [Run]) {
        self.runs = runs
    }

    private enum CodingKeys: String, CodingKey, CaseIterable { case runs }

    /// Decodes `{"runs": […]}`; any other key is a `DecodingError.dataCorrupted` that names
    /// it.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.checkedContainer(
            keyedBy: CodingKeys.self, what: "an attributed text")
        runs = try container.decode([Run].self, forKey: .runs)
    }

    /// Plain text with no attributes.
    public init(_ string: String) {
        self.runs = [Run(string)]
    }

    /// The characters without attributes.
    ///
    /// - Complexity: O(*n*), where *n* is the total length of the runs' text.
    public var string: String { runs.map(\.text).joined() }

    /// The plain string.
    ///
    /// - Complexity: O(*n*), where *n* is the total length of the runs' text.
    public var description: String { string }
}
