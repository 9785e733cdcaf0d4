// Showing what a user typed, and lists of things, inside an error message.
//
// Every message in ColorTransform, ConfigState and the `configstate` command that quotes user
// input goes through `quotedForMessage(_:limit:)`, and every message that lists offending items or
// many valid names goes through `listedForMessage(_:shownAtMost:lastSeparator:)`, so that the
// rules below hold everywhere and are written once:
//
// * What is quoted is what was typed, made visible. A character that shows nothing or moves
//   the text around — controls (U+0000–U+001F, U+007F–U+009F), format characters such as the
//   byte-order mark U+FEFF, zero-width spaces and joiners (U+200B–U+200D, U+2060) and the bidi
//   controls (U+200E, U+200F, U+202A–U+202E, U+2066–U+2069), any other default-ignorable code
//   point, line and paragraph separators, unassigned code points, and every space but U+0020
//   — is written as a Swift
//   escape, `\u{FEFF}`; a backslash is written `\\`, so that an escape is never ambiguous. A
//   combining mark with nothing to combine with (at the start of the text, or after a
//   control) is escaped too: it would otherwise sit on the message's opening quote. Inside an
//   emoji (👨‍👩‍👧, ❤️, 🏴󠁧󠁢󠁳󠁣󠁴󠁿) the joiners, variation selectors and tags that build it are kept.
// * What is quoted is short: at most `quotedTextLimit` (60) characters are shown, an escape
//   counting as many as it is long (so a thousand combining marks on one letter, or a run of
//   invisible characters, makes no longer a message than 60 letters); a cut is marked with `…`.
// * A list shows whole items only, a few of them, and says how many it left out:
//   `0, 1, 2, 3, 4, 5, 6, 7 and 19992 more`.

/// The most characters of user text an error message quotes: 60.
///
/// Longer text is cut, and the cut marked with `…`, by ``quotedForMessage(_:limit:)``.
package let quotedTextLimit = 60

/// The most items an error message lists, by default: 8.
///
/// ``listedForMessage(_:shownAtMost:lastSeparator:)`` says how many more there are.
package let listedItemLimit = 8

/// `text` as an error message shows it between quotes: invisible and control characters
/// escaped, cut to ``quotedTextLimit`` characters shown.
///
/// <!-- uncompiled: quotedForMessage is package, not public, API; snippets cannot call it -->
/// ```swift
/// quotedForMessage("\u{FEFF}cell")  // \u{FEFF}cell
/// quotedForMessage(String(repeating: "x", count: 1000))  // 60 x's, then …
/// ```
///
/// The caller adds the quote marks its message uses (`'…'` on the command line, `"…"` in the
/// libraries' decoding errors). What is escaped is listed at the top of `MessageQuoting.swift`:
/// controls, format and other default-ignorable characters, separators and spaces other than
/// U+0020 become `\u{XXXX}` (hexadecimal, upper case), a backslash becomes `\\`, and a
/// combining mark with nothing before it to combine with is escaped. An escape counts as
/// many characters as it is long towards the limit of ``quotedTextLimit``, and so does each
/// combining mark.
///
/// - Parameters:
///   - text: What the user gave.
///   - limit: The most characters shown: ``quotedTextLimit`` unless the text is one whose
///     every part matters, such as a file path (the command line quotes paths up to four
///     times as long).
/// - Returns: The text to put between quotes, with a trailing `…` when it was cut.
/// - Complexity: O(*k*), where *k* is at most `limit` Unicode scalars: the rest of
///   a long text is not read (apart from the grapheme cluster that straddles the cut).
package func quotedForMessage(_ text: some StringProtocol, limit: Int = quotedTextLimit)
    -> String
{
    var result = ""
    var shown = 0
    for character in text {
        let scalars = character.unicodeScalars
        let emoji = isEmojiSequence(character)
        var position = scalars.startIndex
        while position != scalars.endIndex {
            let scalar = scalars[position]
            let next = scalars.index(after: position)
            let isFirst = position == scalars.startIndex
            position = next
            let piece: String
            if scalar == "\\" {
                piece = "\\\\"
            } else if isFirst && isCombiningMark(scalar) {
                piece = escaped(scalar)
            } else if isInvisible(scalar)
                && !(emoji && !isFirst
                    && buildsEmoji(
                        scalar, after: scalars[scalars.startIndex],
                        isLast: next == scalars.endIndex))
            {
                piece = escaped(scalar)
            } else {
                piece = String(scalar)
            }
            // An escape counts as long as it is, so that a text of invisible characters makes
            // a message no longer than a text of letters.
            let length = piece.unicodeScalars.count
            if shown + length > limit { return result + "…" }
            shown += length
            result += piece
        }
    }
    return result
}

/// `items` joined for a message, whole items only: all of them when there are at most
/// `limit`, otherwise the first `limit` and how many more.
///
/// <!-- uncompiled: listedForMessage is package, not public, API; snippets cannot call it -->
/// ```swift
/// listedForMessage(["0", "2"], lastSeparator: " and ")  // 0 and 2
/// listedForMessage((0..<20_000).map(String.init))  // 0, 1, 2, 3, 4, 5, 6, 7 and 19992 more
/// ```
///
/// The items are shown as given: quote user text with ``quotedForMessage(_:limit:)`` first.
///
/// - Parameters:
///   - items: What to list, in order.
///   - limit: The most items shown; at least 1. By default ``listedItemLimit``.
///   - lastSeparator: What goes before the last item when every item is shown: `", "` (the
///     default) or `" and "`, `" or "`.
/// - Returns: The list, ending `and N more` when items were left out.
/// - Complexity: O(*k*) for the *k* items shown, plus O(*n*) to count the rest when `items`
///   is not a random-access collection.
package func listedForMessage(
    _ items: some Collection<String>, shownAtMost limit: Int = listedItemLimit,
    lastSeparator: String = ", "
) -> String {
    let limit = max(limit, 1)
    let shown = Array(items.prefix(limit))
    let remaining = items.count - shown.count
    if remaining > 0 {
        return shown.joined(separator: ", ") + " and \(remaining) more"
    }
    guard let last = shown.last else { return "" }
    if shown.count == 1 { return last }
    return shown.dropLast().joined(separator: ", ") + lastSeparator + last
}

/// Whether `scalar` shows nothing, or changes how the text around it shows, when printed.
private func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
    let properties = scalar.properties
    switch properties.generalCategory {
    case .control, .format, .lineSeparator, .paragraphSeparator, .unassigned:
        return true
    case .spaceSeparator:
        return scalar != " "
    default:
        // Variation selectors, Hangul fillers, the combining grapheme joiner and the like.
        return properties.isDefaultIgnorableCodePoint
    }
}

/// `\\u{XXXX}`: the scalar's value in upper-case hexadecimal, as a Swift string literal writes it.
private func escaped(_ scalar: Unicode.Scalar) -> String {
    "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
}

/// Whether the invisible `scalar`, inside an emoji that starts with `first`, is part of how
/// the emoji draws: a variation selector, a joiner between two pictographs (not `isLast`), or a
/// tag of a subdivision flag (🏴󠁧󠁢󠁳󠁣󠁴󠁿: U+1F3F4, then tags). Anything else invisible in an emoji is
/// escaped.
private func buildsEmoji(_ scalar: Unicode.Scalar, after first: Unicode.Scalar, isLast: Bool)
    -> Bool
{
    switch scalar.value {
    case 0xFE0E, 0xFE0F: return true
    case 0x200D: return !isLast
    case 0xE0020...0xE007F: return first.value == 0x1F3F4
    default: return false
    }
}

/// Whether `scalar` is a combining mark, which draws on the character before it.
private func isCombiningMark(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .spacingMark, .enclosingMark: return true
    default: return false
    }
}

/// Whether `character` is an emoji, whose joiners (U+200D), variation selectors and tag
/// characters are part of how it draws rather than invisible extras.
private func isEmojiSequence(_ character: Character) -> Bool {
    guard let first = character.unicodeScalars.first else { return false }
    // Digits, `#` and `*` are emoji only as keycaps (1️⃣): U+FE0F then U+20E3.
    if first.isASCII {
        return character.unicodeScalars.dropFirst().elementsEqual(["\u{FE0F}", "\u{20E3}"])
    }
    return first.properties.isEmoji
}
