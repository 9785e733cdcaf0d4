// `quotedForMessage(_:limit:)` and `listedForMessage(_:shownAtMost:lastSeparator:)`: the one place
// that decides how user text and lists appear in every error message of the package.

import ColorTransform
import Testing

@Suite("Quoting user text in messages")
struct MessageQuotingTests {
    @Test(arguments: [
        ("\u{FEFF}", "\\u{FEFF}"),
        ("a\u{200B}b\u{200C}c\u{200D}d\u{2060}e", "a\\u{200B}b\\u{200C}c\\u{200D}d\\u{2060}e"),
        (
            "\u{200E}\u{200F}\u{202A}\u{202E}\u{2066}\u{2069}",
            "\\u{200E}\\u{200F}\\u{202A}\\u{202E}\\u{2066}\\u{2069}"
        ),
        ("tab\there\nnul\u{0}del\u{7F}c1\u{85}", "tab\\u{9}here\\u{A}nul\\u{0}del\\u{7F}c1\\u{85}"),
        ("\u{301}e", "\\u{301}e"),
        ("\u{0}\u{301}", "\\u{0}\\u{301}"),
        ("non\u{A0}break", "non\\u{A0}break"),
        ("soft\u{AD}hyphen", "soft\\u{AD}hyphen"),
        ("line\u{2028}sep", "line\\u{2028}sep"),
        ("a\u{FE0F}", "a\\u{FE0F}"),
        ("back\\slash", "back\\\\slash"),
    ])
    func invisibleCharactersAreEscaped(text: String, shown: String) {
        #expect(quotedForMessage(text) == shown)
    }

    @Test(arguments: [
        "cell", "café", "e\u{301}", "日本語", "👨‍👩‍👧", "❤️", "1️⃣",
        "🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}",
        "with space", "",
    ])
    func visibleTextIsShownAsItIs(text: String) {
        #expect(quotedForMessage(text) == text)
    }

    @Test func tagsHideNothingOutsideAFlag() {
        #expect(quotedForMessage("😀\u{E0068}\u{E0069}") == "😀\\u{E0068}\\u{E0069}")
    }

    @Test func longTextIsCutAtSixtyCharactersWithAMark() {
        #expect(quotedTextLimit == 60)
        let sixty = String(repeating: "x", count: 60)
        #expect(quotedForMessage(sixty) == sixty)
        #expect(quotedForMessage(sixty + "y") == sixty + "…")
        #expect(quotedForMessage(String(repeating: "é", count: 1 << 20)).count == 61)
        #expect(quotedForMessage(sixty + "y", limit: 240) == sixty + "y")
        #expect(quotedForMessage(String(repeating: "z", count: 300), limit: 240).count == 241)
    }

    /// Escapes count as long as they are, so no input makes a long quotation: not a run of
    /// invisible characters, nor one letter under a million combining marks.
    @Test func noInputMakesALongQuotation() {
        let invisible = quotedForMessage(String(repeating: "\u{E0020}", count: 10_000))
        #expect(invisible.count <= 61 && invisible.hasSuffix("…"))
        let zalgo = quotedForMessage("e" + String(repeating: "\u{301}", count: 1 << 20))
        #expect(zalgo.unicodeScalars.count <= 61 && zalgo.hasSuffix("…"))
    }
}

@Suite("Listing items in messages")
struct MessageListTests {
    @Test func shortListsAreWhole() {
        #expect(listedForMessage([String]()) == "")
        #expect(listedForMessage(["a"]) == "a")
        #expect(listedForMessage(["0", "2"], lastSeparator: " and ") == "0 and 2")
        #expect(listedForMessage(["a", "b", "c"]) == "a, b, c")
        #expect(listedForMessage(["a", "b", "c"], lastSeparator: " or ") == "a, b or c")
    }

    @Test func longListsShowAFewWholeItemsAndCountTheRest() {
        let numbers = (0..<20_000).map(String.init)
        #expect(listedForMessage(numbers) == "0, 1, 2, 3, 4, 5, 6, 7 and 19992 more")
        #expect(listedForMessage(numbers, shownAtMost: 2) == "0, 1 and 19998 more")
        #expect(listedForMessage(["alpha", "beta"], shownAtMost: 1) == "alpha and 1 more")
    }
}
