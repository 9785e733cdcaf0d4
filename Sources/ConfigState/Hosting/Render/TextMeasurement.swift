/// A deterministic model of how much room text takes: advance widths per character, greedy
/// word wrapping, a line limit and line heights (beyond UIKit).
///
/// A headless library has no typeface to measure, so self-sizing cells and the frames in
/// renders (``RenderFrames``) measure text with this model instead. It is simple enough to
/// predict by hand, the same on every platform, and close enough to San Francisco that rows
/// wrap about where an iPhone wraps them.
///
/// **Advance widths** are fractions of the font's point size (an *em*), by class of Unicode
/// scalar:
///
/// | Class | Advance | Scalars |
/// |---|---|---|
/// | zero width | 0 | controls other than tab and line breaks, U+00AD soft hyphen, combining marks (U+0300–036F, U+1AB0–1AFF, U+1DC0–1DFF, U+20D0–20FF, U+FE20–FE2F), U+200B–200F, U+202A–202E, U+2060–2064, U+FEFF, variation selectors (U+FE00–FE0F, U+E0100–E01EF), emoji skin-tone modifiers (U+1F3FB–1F3FF), tags (U+E0000–E007F) |
/// | space | 0.25 | U+0020, U+00A0, U+1680, U+2000–200A, U+202F, U+205F |
/// | tab | 1 | U+0009 (four spaces) |
/// | narrow | 0.28 | `!` `"` `'` `(` `)` `,` `-` `.` `/` `:` `;` `I` `[` `\` `]` `f` `i` `j` `l` `r` `t` `{` `\|` `}` and U+0060 (grave accent) |
/// | digit | 0.6 | `0`–`9` (San Francisco's figures are tabular) |
/// | uppercase | 0.65 | `A`–`Z` but `I`, `M`, `W`; U+00C0–00DE but U+00C6 and U+00D7; Greek U+0391–03A9; Cyrillic U+0400–042F |
/// | wide | 0.85 | `m w M W @ %`, U+00C6 Æ, U+00E6 æ, U+0152 Œ, U+0153 œ |
/// | full width | 1 | Hangul Jamo U+1100–115F; CJK U+2E80–303E, U+3041–33FF, U+3400–4DBF, U+4E00–9FFF, U+A000–A4CF, U+AC00–D7A3, U+F900–FAFF, U+FE30–FE4F, U+FF00–FF60, U+FFE0–FFE6, U+20000–3FFFD; emoji U+1F000–1F2FF, U+1F300–1F3FA, U+1F400–1F64F, U+1F680–1F6FF, U+1F900–1F9FF, U+1FA70–1FAFF; U+3000 ideographic space |
/// | other | 0.55 | every other scalar: lowercase Latin, other scripts, punctuation, symbols |
///
/// The classes follow San Francisco's proportions at text sizes (a space is about a quarter of
/// an em, `m` and `W` about 0.85, CJK ideographs and emoji a full em); they are ConfigState's
/// model, not Apple's metrics. **Weight** widens every glyph but full-width ones by 1 % per
/// 0.1 of UIKit's numeric weight (``Font/Weight/value``): ultralight × 0.92, thin × 0.94,
/// light × 0.96, regular × 1, medium × 1.023, semibold × 1.03, bold × 1.04, heavy × 1.056,
/// black × 1.062. Text is measured scalar by scalar, not by grapheme cluster: a base letter and
/// its combining marks take the base's width, and an emoji sequence joined by U+200D takes a
/// full em per emoji.
///
/// **Lines** break greedily: a line takes as many words as fit, whitespace at the start and end
/// of a line takes no room, and a word longer than a whole line is broken between characters
/// (a character wider than the line stands alone on it, clipped). Spaces and tabs separate
/// words; a full-width character is a word of its own (CJK text has no spaces), except right
/// after U+200D; no-break spaces (U+00A0, U+202F) do not separate words. U+000A–000D, U+0085,
/// U+2028 and U+2029 end a line (CR LF counts once); text ending with one has an empty last
/// line. `numberOfLines` above 0 keeps that many lines (0 or a negative count keeps all): the
/// rest is cut off, as UIKit truncates; the model inserts no ellipsis. ``LineBreakMode`` is not
/// consulted: every mode wraps words, as a multi-line `UILabel` does before its last line.
///
/// **Line height** is the resolved font's ``Font/Resolved/lineHeight`` (the Dynamic Type
/// table's leading: 22 points for Body at the default size), or 1.2 × the point size for a
/// fixed-size font, which has none (``defaultLineHeightRatio``). A text's height is its number
/// of lines times its line height; in attributed text every line is as tall as the tallest run
/// with text — a simplification of TextKit's line by line heights that keeps a wider text from
/// ever being taller.
///
/// **Bad input** never traps and never gives NaN or infinity: a width that is NaN or negative
/// counts as 0 (every character on a line of its own), +∞ means no wrapping; a point size or
/// line height that is not finite and non-negative counts as 0. Measuring is linear in the
/// length of the text, stops at the last line kept, and allocates nothing (``lines(of:font:width:numberOfLines:)``
/// allocates its result).
///
/// <!-- snippet: SymbolDocs/DocTextMeasurement -->
/// ```swift
/// let body = Font.body.resolved(for: .large)  // 17 points on 22-point lines
/// print(TextMeasurement.width(of: "Inbox", font: body))  // (0.28 + 4 × 0.55) × 17
/// print(TextMeasurement.lines(of: "Call me when you can", font: body, width: 80))
/// // The widest line ("when you") by three 22-point lines:
/// print(TextMeasurement.size(of: "Call me when you can", font: body, width: 80))
///
/// // Prints:
/// // 42.16
/// // ["Call me", "when you", "can"]
/// // CGSize(width: 74.8, height: 66.0)
/// ```
public enum TextMeasurement {
    /// The line height of a font without one from Apple's table (a fixed-size font), as a
    /// multiple of its point size: 1.2, the common typographic default (CSS's `line-height:
    /// normal` is about 1.2 for most fonts, https://www.w3.org/TR/CSS2/visudet.html#propdef-line-height).
    public static let defaultLineHeightRatio: Double = 1.2

    // MARK: Measuring

    /// The advance width of `scalar` as a fraction of the point size, in `weight`.
    ///
    /// See the table in ``TextMeasurement``. Line breaks and the other zero-width scalars
    /// advance 0.
    public static func advance(of scalar: Unicode.Scalar, weight: Font.Weight = .regular)
        -> Double
    {
        let glyph = Glyph(scalar.value)
        let scale = glyph.kind == .fullWidth ? 1000 : weightPerMille(weight)
        return Double(glyph.units * scale) / 1_000_000
    }

    /// The height of one line in `font`: its leading from the Dynamic Type table, or
    /// ``defaultLineHeightRatio`` × its point size for a fixed-size font.
    public static func lineHeight(of font: Font.Resolved) -> CGFloat {
        CGFloat(FontScale(font).lineHeight)
    }

    /// The width of `text` set in `font` without wrapping: its widest line, where only line
    /// breaks in the text end lines. Whitespace at the start and end of a line takes no room.
    ///
    /// - Complexity: O(*n*) for *n* Unicode scalars; allocates nothing.
    public static func width(of text: String, font: Font.Resolved) -> CGFloat {
        size(of: text, font: font, width: .infinity).width
    }

    /// The lines `text` wraps into in `font` on lines `width` points wide: each line's text
    /// without the whitespace at its ends.
    ///
    /// - Parameters:
    ///   - text: The text.
    ///   - font: The resolved font.
    ///   - width: The width of a line; NaN and negative widths count as 0, +∞ as no limit.
    ///   - numberOfLines: The most lines kept; 0 (or less) keeps all.
    /// - Returns: The lines kept, first to last; none for empty text.
    /// - Complexity: O(*n*) for *n* Unicode scalars, up to the end of the last line kept.
    public static func lines(
        of text: String, font: Font.Resolved, width: CGFloat, numberOfLines: Int = 0
    ) -> [Substring] {
        var breaker = LineBreaker(
            width: width, numberOfLines: numberOfLines, start: text.unicodeScalars.startIndex)
        breaker.lineRanges = []
        breaker.measure(text, in: FontScale(font))
        breaker.finish()
        return (breaker.lineRanges ?? []).map { Substring(text.unicodeScalars[$0]) }
    }

    /// How many lines `text` takes in `font` on lines `width` points wide, at most
    /// `numberOfLines` when that is above 0: the count of ``lines(of:font:width:numberOfLines:)``.
    ///
    /// - Complexity: O(*n*) for *n* Unicode scalars, up to the end of the last line kept;
    ///   allocates nothing.
    public static func lineCount(
        of text: String, font: Font.Resolved, width: CGFloat, numberOfLines: Int = 0
    ) -> Int {
        var breaker = LineBreaker(
            width: width, numberOfLines: numberOfLines, start: text.unicodeScalars.startIndex)
        breaker.measure(text, in: FontScale(font))
        breaker.finish()
        return breaker.lineCount
    }

    /// The size `text` takes in `font` on lines `width` points wide: the widest line kept (never
    /// more than `width`) by the lines kept times the line height.
    ///
    /// - Parameters:
    ///   - text: The text.
    ///   - font: The resolved font.
    ///   - width: The width of a line; NaN and negative widths count as 0, +∞ as no limit.
    ///   - numberOfLines: The most lines kept; 0 (or less) keeps all.
    /// - Returns: A finite, non-negative size; zero for empty text.
    /// - Complexity: O(*n*) for *n* Unicode scalars, up to the end of the last line kept;
    ///   allocates nothing.
    public static func size(
        of text: String, font: Font.Resolved, width: CGFloat, numberOfLines: Int = 0
    ) -> CGSize {
        var breaker = LineBreaker(
            width: width, numberOfLines: numberOfLines, start: text.unicodeScalars.startIndex)
        breaker.measure(text, in: FontScale(font))
        breaker.finish()
        return breaker.size
    }

    /// The size a rendered text takes on lines `width` points wide: attributed text run by
    /// run, each in its own font, on lines as tall as its tallest run; plain text in the
    /// render's font; at most the render's ``TextRender/numberOfLines``.
    ///
    /// - Complexity: O(*n*) for *n* Unicode scalars, up to the end of the last line kept;
    ///   allocates nothing.
    public static func size(of text: TextRender, width: CGFloat) -> CGSize {
        var breaker = LineBreaker(
            width: width, numberOfLines: text.numberOfLines,
            start: text.text.unicodeScalars.startIndex)
        breaker.measure(text)
        return breaker.size
    }

    // MARK: The model's tables

    /// The weight's widening in thousandths: 1000 × (1 + UIKit's weight ÷ 10), as integers so
    /// that widths add up exactly.
    static func weightPerMille(_ weight: Font.Weight) -> Int {
        switch weight {
        case .ultraLight: return 920
        case .thin: return 940
        case .light: return 960
        case .regular: return 1000
        case .medium: return 1023
        case .semibold: return 1030
        case .bold: return 1040
        case .heavy: return 1056
        case .black: return 1062
        }
    }

    /// How a scalar takes part in a line.
    enum GlyphKind {
        /// Advances and belongs to a word.
        case glyph
        /// A word of its own (a full-width character).
        case fullWidth
        /// Separates words; hangs at the end of a line.
        case space
        /// Ends the line.
        case lineBreak
    }

    /// A scalar's class: how it takes part in a line and its advance in thousandths of an em.
    struct Glyph {
        var kind: GlyphKind
        var units: Int

        init(_ kind: GlyphKind, _ units: Int) {
            self.kind = kind
            self.units = units
        }

        /// The class of the scalar `value` (see the table in ``TextMeasurement``).
        init(_ value: UInt32) {
            switch value {
            case 0x20: self.init(.space, 250)
            case 0x09: self.init(.space, 1000)
            case 0x0A...0x0D, 0x85, 0x2028, 0x2029: self.init(.lineBreak, 0)
            case 0x00...0x1F, 0x7F...0x9F, 0xAD: self.init(.glyph, 0)
            case 0x41...0x7E: self.init(.glyph, Glyph.asciiUnits(value))
            case 0x21...0x40: self.init(.glyph, Glyph.asciiUnits(value))
            case 0xA0, 0x202F: self.init(.glyph, 250)
            case 0x1680, 0x2000...0x200A, 0x205F: self.init(.space, 250)
            case 0x3000: self.init(.space, 1000)
            case 0xC6, 0xE6, 0x152, 0x153: self.init(.glyph, 850)
            case 0xD7: self.init(.glyph, 550)
            case 0xC0...0xDE, 0x391...0x3A9, 0x400...0x42F: self.init(.glyph, 650)
            case 0x300...0x36F, 0x1AB0...0x1AFF, 0x1DC0...0x1DFF, 0x200B...0x200F,
                0x202A...0x202E, 0x2060...0x2064, 0x20D0...0x20FF, 0xFE00...0xFE0F,
                0xFE20...0xFE2F, 0xFEFF, 0x1F3FB...0x1F3FF, 0xE0000...0xE007F,
                0xE0100...0xE01EF:
                self.init(.glyph, 0)
            case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF,
                0x4E00...0x9FFF, 0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF,
                0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F000...0x1F2FF,
                0x1F300...0x1F3FA, 0x1F400...0x1F64F, 0x1F680...0x1F6FF, 0x1F900...0x1F9FF,
                0x1FA70...0x1FAFF, 0x20000...0x3FFFD:
                self.init(.fullWidth, 1000)
            default: self.init(.glyph, 550)
            }
        }

        /// The advance of the widest printable ASCII glyph (and space), in thousandths of an
        /// em: no text of them is wider than this many per byte.
        static var widestASCIIUnits: Int { 850 }

        /// Printable ASCII other than the space: narrow, digit, uppercase, wide or other.
        static func asciiUnits(_ value: UInt32) -> Int {
            switch UInt8(value) {
            case UInt8(ascii: "m"), UInt8(ascii: "w"), UInt8(ascii: "M"), UInt8(ascii: "W"),
                UInt8(ascii: "@"), UInt8(ascii: "%"):
                return widestASCIIUnits
            case UInt8(ascii: "!"), UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "("),
                UInt8(ascii: ")"), UInt8(ascii: ","), UInt8(ascii: "-"), UInt8(ascii: "."),
                UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: ";"), UInt8(ascii: "I"),
                UInt8(ascii: "["), UInt8(ascii: "\\"), UInt8(ascii: "]"), UInt8(ascii: "`"),
                UInt8(ascii: "f"), UInt8(ascii: "i"), UInt8(ascii: "j"), UInt8(ascii: "l"),
                UInt8(ascii: "r"), UInt8(ascii: "t"), UInt8(ascii: "{"), UInt8(ascii: "|"),
                UInt8(ascii: "}"):
                return 280
            case UInt8(ascii: "0")...UInt8(ascii: "9"): return 600
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): return 650
            default: return 550
            }
        }
    }

    /// A resolved font's figures for the line breaker, in its units: an advance in thousandths
    /// of an em times `glyphScale` (or `fullWidthScale`) is a width in millionths of a point,
    /// which whole-number sizes keep exact.
    struct FontScale {
        /// Millionths of a point per thousandth of an em, with the weight's widening.
        var glyphScale: Double
        /// Millionths of a point per thousandth of an em, for full-width glyphs.
        var fullWidthScale: Double
        /// The line height in points.
        var lineHeight: Double

        init(_ font: Font.Resolved) {
            let pointSize = font.pointSize.finiteNonNegativeOrZero
            glyphScale = Double(weightPerMille(font.weight)) * pointSize
            fullWidthScale = 1000 * pointSize
            lineHeight =
                font.lineHeight?.finiteNonNegativeOrZero
                ?? TextMeasurement.defaultLineHeightRatio * pointSize
        }
    }
}

/// Greedy line breaking over Unicode scalars, fed one text (or attributed run) at a time.
///
/// Widths are kept in millionths of a point (see ``TextMeasurement/FontScale``). A word grows
/// glyph by glyph; as soon as it would overflow the line it moves to the next line, and if it
/// overflows a line of its own it breaks before the glyph that does not fit — the same
/// decision as placing whole words, found without looking back, so that nothing is stored.
struct LineBreaker {
    /// Millionths of a point a line may hold; +∞ for no limit.
    let available: Double
    /// The most lines kept.
    let maximumLines: Int
    /// The lines' ranges, collected only when not `nil` (for ``TextMeasurement/lines(of:font:width:numberOfLines:)``).
    var lineRanges: [Range<String.UnicodeScalarView.Index>]?

    /// Lines kept so far.
    private(set) var lineCount = 0
    /// The widest of them, in millionths of a point.
    private(set) var widest = 0.0
    /// The tallest line height of the fonts read (of runs with text).
    private(set) var lineHeight = 0.0

    // The line being filled.
    private var lineStart: String.UnicodeScalarView.Index
    private var lineEnd: String.UnicodeScalarView.Index
    private var lineWidth = 0.0
    private var lineHasWords = false
    private var pendingSpace = 0.0
    /// Whether any scalar was seen (empty text has no lines).
    private var hasText = false
    /// Whether the last scalar was a carriage return (CR LF ends one line).
    private var followsCarriageReturn = false
    /// Whether the last scalar was U+200D (a full-width glyph after it joins the word).
    private var followsJoiner = false

    // The word being read.
    private var isInWord = false
    private var wordStart: String.UnicodeScalarView.Index
    private var wordEnd: String.UnicodeScalarView.Index
    private var wordWidth = 0.0

    /// A breaker for lines `width` points wide (NaN and negative → 0), keeping at most
    /// `numberOfLines` lines (0 or less → all).
    init(width: CGFloat, numberOfLines: Int, start: String.UnicodeScalarView.Index) {
        let points = Double(width)
        available = points.isNaN || points < 0 ? 0 : points * 1_000_000
        maximumLines = numberOfLines > 0 ? numberOfLines : .max
        lineStart = start
        lineEnd = start
        wordStart = start
        wordEnd = start
    }

    /// Whether the last line to keep is complete.
    var isFull: Bool { lineCount >= maximumLines }

    /// The size of the lines kept, in points: never wider than a line.
    var size: CGSize {
        let width = Swift.min(widest, available) / 1_000_000
        let height = Double(lineCount) * lineHeight
        return CGSize(width: width.isFinite ? width : 0, height: height.isFinite ? height : 0)
    }

    /// Makes every line at least as tall as a line in `font`.
    mutating func includeLineHeight(of font: TextMeasurement.FontScale) {
        lineHeight = Swift.max(lineHeight, font.lineHeight)
    }

    /// Reads `text`, set in `font`, after what was read before.
    mutating func measure(_ text: String, in font: TextMeasurement.FontScale) {
        if !measuresOnOneLine(text, in: font) { measureScalars(text, in: font) }
    }

    /// Reads `text` scalar by scalar: what ``measure(_:in:)`` does for any text (it takes a
    /// shorter way for most rows' texts, to the same result).
    mutating func measureScalars(_ text: String, in font: TextMeasurement.FontScale) {
        let scalars = text.unicodeScalars
        if !scalars.isEmpty { includeLineHeight(of: font) }
        var index = scalars.startIndex
        while index < scalars.endIndex, !isFull {
            let value = scalars[index].value
            let next = scalars.index(after: index)
            let glyph = TextMeasurement.Glyph(value)
            hasText = true
            switch glyph.kind {
            case .glyph:
                add(Double(glyph.units) * font.glyphScale, at: index, end: next)
            case .fullWidth:
                if !followsJoiner { endWord() }
                add(Double(glyph.units) * font.fullWidthScale, at: index, end: next)
                endWord()
            case .space:
                endWord()
                let advance =
                    Double(glyph.units) * (value == 0x3000 ? font.fullWidthScale : font.glyphScale)
                if lineHasWords { pendingSpace += advance } else { lineStart = next }
            case .lineBreak:
                if !(value == 0x0A && followsCarriageReturn) {
                    endWord()
                    endLine()
                }
                beginLine(at: next)
            }
            followsCarriageReturn = value == 0x0D
            followsJoiner = value == 0x200D
            index = next
        }
    }

    /// Reads `text` as ``measure(_:in:)`` does — the same steps, the same sums in the same
    /// order — when it is the first text read, only printable ASCII and spaces, no line
    /// ranges are collected, and it fits on the first line: most rows' texts. It reads UTF-8
    /// bytes without the scalar walk's indices and classification.
    ///
    /// - Returns: Whether it read `text`; if not, nothing changed.
    private mutating func measuresOnOneLine(
        _ text: String, in font: TextMeasurement.FontScale
    ) -> Bool {
        guard !hasText, lineRanges == nil, !isFull, !text.isEmpty else { return false }
        var isInWord = false
        var wordWidth = 0.0
        var lineWidth = 0.0
        var lineHasWords = false
        var pendingSpace = 0.0
        let spaceAdvance = 250 * font.glyphScale
        let available = available
        // Read in place (`withUTF8` copies a small string out first); a string without
        // contiguous UTF-8 takes the scalar walk.
        let fits = text.utf8.withContiguousStorageIfAvailable { bytes in
            for byte in bytes {
                if byte == 0x20 {
                    if isInWord {
                        isInWord = false
                        lineWidth =
                            lineHasWords ? lineWidth + (pendingSpace + wordWidth) : wordWidth
                        lineHasWords = true
                        pendingSpace = 0
                    }
                    if lineHasWords { pendingSpace += spaceAdvance }
                } else if byte > 0x20, byte < 0x7F {
                    let advance =
                        Double(TextMeasurement.Glyph.asciiUnits(UInt32(byte))) * font.glyphScale
                    if !isInWord {
                        isInWord = true
                        wordWidth = 0
                    }
                    let before = lineHasWords ? lineWidth + pendingSpace : 0
                    guard before + wordWidth + advance <= available else { return false }
                    wordWidth += advance
                } else {
                    return false
                }
            }
            return true
        }
        guard fits == true else { return false }
        includeLineHeight(of: font)
        hasText = true
        followsCarriageReturn = false
        followsJoiner = false
        self.isInWord = isInWord
        self.wordWidth = wordWidth
        self.lineWidth = lineWidth
        self.lineHasWords = lineHasWords
        self.pendingSpace = pendingSpace
        return true
    }

    /// Ends the text: the last line is kept, even an empty one after a line break.
    mutating func finish() {
        guard hasText, !isFull else { return }
        endWord()
        endLine()
    }

    /// Adds a glyph of `advance` to the word, moving the word to a new line or breaking it
    /// first when it would overflow.
    private mutating func add(
        _ advance: Double, at start: String.UnicodeScalarView.Index,
        end: String.UnicodeScalarView.Index
    ) {
        if !isInWord {
            isInWord = true
            wordStart = start
            wordWidth = 0
        }
        // Zero-width glyphs (combining marks, joiners) never break a line: they stay with the
        // glyph before them.
        if advance > 0 {
            let before = lineHasWords ? lineWidth + pendingSpace : 0
            if before + wordWidth + advance > available {
                if lineHasWords {
                    keep(lineStart, lineEnd, width: lineWidth)
                    beginLine(at: wordStart)
                    if isFull { return }
                }
                if wordWidth > 0, wordWidth + advance > available {
                    keep(wordStart, start, width: wordWidth)
                    beginLine(at: start)
                    wordStart = start
                    wordWidth = 0
                    if isFull { return }
                }
            }
        }
        wordWidth += advance
        wordEnd = end
    }

    /// Places the word read so far on the line.
    private mutating func endWord() {
        guard isInWord else { return }
        isInWord = false
        if lineHasWords {
            lineWidth += pendingSpace + wordWidth
        } else {
            lineWidth = wordWidth
            lineStart = wordStart
        }
        lineEnd = wordEnd
        lineHasWords = true
        pendingSpace = 0
    }

    /// Keeps the line being filled, empty or not.
    private mutating func endLine() {
        keep(lineStart, lineHasWords ? lineEnd : lineStart, width: lineHasWords ? lineWidth : 0)
    }

    private mutating func beginLine(at start: String.UnicodeScalarView.Index) {
        lineStart = start
        lineEnd = start
        lineWidth = 0
        lineHasWords = false
        pendingSpace = 0
    }

    private mutating func keep(
        _ start: String.UnicodeScalarView.Index, _ end: String.UnicodeScalarView.Index,
        width: Double
    ) {
        guard !isFull else { return }
        lineCount += 1
        widest = Swift.max(widest, width)
        // Only one text is read when ranges are collected, so its indices are ordered.
        if lineRanges != nil { lineRanges?.append(start..<Swift.max(start, end)) }
    }
}

extension LineBreaker {
    /// Reads a rendered text: its runs in their fonts, or the text in the render's font.
    mutating func measure(_ text: TextRender) {
        if text.runs.isEmpty {
            measure(text.text, in: TextMeasurement.FontScale(text.font))
        } else {
            // Every line is as tall as the tallest run, including runs after the last line
            // kept, so that the height does not depend on where the lines break.
            for run in text.runs where !run.text.isEmpty {
                includeLineHeight(of: TextMeasurement.FontScale(run.font))
            }
            for run in text.runs where !isFull {
                measure(run.text, in: TextMeasurement.FontScale(run.font))
            }
        }
        finish()
    }
}
