import ConfigState
import Testing

@testable import ConfigStateCLI

@Suite("edit distance")
struct EditDistanceTests {
    @Test func identicalWordsAreNoEditsApart() {
        #expect(editDistance("highlighted", "highlighted") == 0)
        #expect(editDistance("", "") == 0)
    }

    /// From or to an empty string, every character is one insertion or deletion.
    @Test func anEmptyStringIsItsPartnersLengthAway() {
        #expect(editDistance("", "cell") == 4)
        #expect(editDistance("cell", "") == 4)
        #expect(editDistance("", "👍🏽") == 1)
    }

    @Test func anInsertionADeletionAndASubstitutionAreOneEditEach() {
        #expect(editDistance("resolv", "resolve") == 1)
        #expect(editDistance("resolve", "resolv") == 1)
        #expect(editDistance("darj", "dark") == 1)
        // The textbook example (Levenshtein distance): kitten → sitting is 3 edits.
        #expect(editDistance("kitten", "sitting") == 3)
    }

    @Test func swappingTwoAdjacentCharactersIsOneEdit() {
        #expect(editDistance("dmeo", "demo") == 1)
        #expect(editDistance("stirct", "strict") == 1)
        #expect(editDistance("ab", "ba") == 1)
        // Optimal string alignment edits no substring twice: `ca` → `abc` takes 3 edits, where
        // the unrestricted Damerau–Levenshtein distance would be 2 (swap, then insert between).
        #expect(editDistance("ca", "abc") == 3)
    }

    /// Characters, not bytes or scalars: an accented letter, an emoji with a skin-tone
    /// modifier, and a letter with a combining accent are each one character.
    @Test func unicodeCharactersCountAsOne() {
        #expect(editDistance("café", "cafe") == 1)
        #expect(editDistance("naïve", "naive") == 1)
        #expect(editDistance("👍🏽", "👍") == 1)
        #expect(editDistance("ok👍🏽", "ok") == 1)
        // Canonically equivalent spellings of é are the same character to Swift.
        #expect(editDistance("caf\u{E9}", "cafe\u{301}") == 0)
    }

    @Test func comparesCaseSensitively() {
        #expect(editDistance("Cell", "cell") == 1)
    }

    /// The distance from one word to another is the distance back.
    @Test(arguments: [
        ("dmeo", "demo"), ("resolv", "resolve"), ("ca", "abc"), ("", "x"), ("kitten", "sitting"),
    ])
    func isSymmetric(_ pair: (String, String)) {
        #expect(editDistance(pair.0, pair.1) == editDistance(pair.1, pair.0))
    }
}

@Suite("did you mean")
struct SuggestionTests {
    @Test func suggestsTheNearestCandidate() {
        #expect(
            suggestions(for: "selectd", among: StateWord.allCases.map(\.rawValue)) == ["selected"])
        #expect(
            suggestions(for: "resolv", among: ["gallery", "audit", "resolve", "demo"]) == [
                "resolve"
            ])
    }

    /// Equally near candidates come in the order given, three at most.
    @Test func breaksTiesInDeclarationOrderAndSuggestsAtMostThree() {
        #expect(suggestions(for: "cat", among: ["cut", "bat", "cast"]) == ["cut", "bat", "cast"])
        #expect(
            suggestions(for: "cat", among: ["cut", "bat", "cast", "at"]) == ["cut", "bat", "cast"])
        #expect(suggestions(for: "cat", among: ["cut", "bat"], limit: 1) == ["cut"])
        // A nearer candidate later in the list replaces the farther ones before it.
        #expect(suggestions(for: "abcdef", among: ["abcdxy", "abcdex"]) == ["abcdex"])
    }

    @Test func comparesWithoutRegardToCase() {
        #expect(suggestions(for: "Gallery", among: ["gallery", "audit"]) == ["gallery"])
        #expect(suggestions(for: "SIDEBARCELL", among: StyleContext.styleNames) == ["sidebarCell"])
    }

    /// Close means at most a third of the typed word's length, and at least one edit.
    @Test func suggestsOnlyWhatIsClose() {
        #expect(suggestions(for: "highligted", among: ["highlighted"]) == ["highlighted"])
        #expect(suggestions(for: "hgihligted", among: ["highlighted"]) == ["highlighted"])
        #expect(suggestions(for: "hghlgtd", among: ["highlighted"]).isEmpty)
        // One edit past the limit: `--vers` (6 characters, 2 edits allowed) is 3 from `--help`.
        #expect(suggestions(for: "--vers", among: ["--help"]).isEmpty)
        #expect(suggestions(for: "--versoin", among: ["--help", "--version"]) == ["--version"])
        #expect(suggestions(for: "xyzzy", among: StyleContext.styleNames).isEmpty)
        #expect(
            suggestions(for: "paint", among: ["gallery", "audit", "resolve", "demo", "palette"])
                .isEmpty)
        #expect(
            suggestions(for: "", among: ["a", "b"]).isEmpty, "an empty word is no candidate's slip")
    }

    @Test func theWordItselfIsNeverSuggested() {
        #expect(suggestions(for: "cell", among: ["cell", "cel"]) == ["cel"])
        #expect(suggestions(for: "demo", among: ["demo"]).isEmpty)
    }

    /// A pasted megabyte is rejected by its length, not compared character by character.
    @Test func aHugeWordSuggestsNothing() {
        let huge = String(repeating: "cell", count: 250_000)
        #expect(suggestions(for: huge, among: StyleContext.styleNames).isEmpty)
    }

    @Test func quotesAlternativesAsASentence() {
        #expect(quotedAlternatives(["a"]) == "'a'")
        #expect(quotedAlternatives(["a", "b"]) == "'a' or 'b'")
        #expect(quotedAlternatives(["a", "b", "c"]) == "'a', 'b' or 'c'")
        #expect(quotedAlternatives([]).isEmpty)
    }

    /// The suggestion comes before the list of valid words, so that shortening a long message
    /// — which keeps its start and end — keeps it.
    @Test func theSuggestionSurvivesShortening() {
        let words = (0..<200).map { "word\($0)" }
        let error = CommandLineError.unknownWord(
            "unknown word 'wrod7'", word: "wrod7", candidates: words,
            valid: "valid words: \(words.joined(separator: ", "))", subcommand: nil)
        #expect(error.message.contains("characters left out]"))
        #expect(
            error.message.hasPrefix(
                "unknown word 'wrod7'; did you mean 'word7'? Valid words: word0,"))
    }
}

/// A typo and the suggestion its message must make, or a far-off word and the message's start,
/// which must then make none.
struct Typo: Sendable, CustomTestStringConvertible {
    var arguments: [String]
    /// The start of the error message (after `error: `), through the suggestion.
    var message: String

    init(_ arguments: [String], _ message: String) {
        self.arguments = arguments
        self.message = message
    }

    var testDescription: String { "configstate " + arguments.joined(separator: " ") }
}

@MainActor
@Suite("configstate did you mean")
struct CommandSuggestionTests {
    /// Every kind of word the command line takes — subcommands, options, option values, style
    /// names, state words, trait words and their values, colour names — suggests the valid
    /// word a typo was meant to be, and still lists the valid ones.
    @Test(arguments: [
        Typo(
            ["resolv"],
            "unknown subcommand 'resolv'; did you mean 'resolve'? Valid subcommands: gallery, "),
        Typo(["Audit"], "unknown subcommand 'Audit'; did you mean 'audit'? Valid subcommands: "),
        Typo(
            ["audit", "--stirct"],
            "unknown option '--stirct' for 'audit'; did you mean '--strict'? Valid options: --format, "
        ),
        Typo(
            ["--verison"],
            "unknown option '--verison'; did you mean '--version'? Valid options before a subcommand: --help, --version"
        ),
        Typo(
            ["audit", "-strict"],
            "unknown option '-strict' for 'audit'; did you mean '--strict'? Valid options: "),
        Typo(
            ["gallery", "--outptu=x.html"],
            "unknown option '--outptu=x.html' for 'gallery'; did you mean '--output'? Valid options: "
        ),
        Typo(
            ["demo", "--item", "5"],
            "unknown option '--item' for 'demo'; did you mean '--items'? Valid options: "),
        Typo(
            ["audit", "--format", "jsn"],
            "invalid value 'jsn' for '--format'; did you mean 'json'? Valid values: text, json"),
        Typo(
            ["palette", "--category", "gary"],
            "invalid value 'gary' for '--category'; did you mean 'gray'? Valid values: accent, "),
        Typo(
            ["resolve", "subtitelCell"],
            "unknown style 'subtitelCell'; did you mean 'subtitleCell'? Valid styles: cell, "),
        Typo(
            ["gallery", "--styles", "cell,listPlainCel"],
            "unknown style 'listPlainCel' in '--styles'; did you mean 'listPlainCell'? Valid styles: "
        ),
        Typo(
            ["resolve", "cell", "--state", "highligted"],
            "unknown state 'highligted'; did you mean 'highlighted'? Valid states: normal, "),
        Typo(
            ["resolve", "cell", "--state", "selected,notTargetted"],
            "unknown state 'notTargetted'; did you mean 'notTargeted'? Valid states: "),
        Typo(
            ["resolve", "cell", "--traits", "darkk"],
            "unknown trait 'darkk'; did you mean 'dark'? Valid traits: light, "),
        Typo(
            ["resolve", "cell", "--traits", "hihgContrast"],
            "unknown trait 'hihgContrast'; did you mean 'highContrast'? Valid traits: "),
        Typo(
            ["resolve", "cell", "--traits", "lisEnvironment=sidebar"],
            "unknown trait 'lisEnvironment=sidebar'; did you mean 'listEnvironment=sidebar'? Valid traits: "
        ),
        Typo(
            ["resolve", "cell", "--traits", "listEnvironment=insetgrouped"],
            "invalid value 'insetgrouped' for trait 'listEnvironment'; did you mean 'insetGrouped'? Valid values: none, "
        ),
        Typo(
            ["resolve", "cell", "--traits", "size=accessibilityLarg"],
            "invalid value 'accessibilityLarg' for trait 'size'; did you mean 'accessibilityLarge'? Valid values: extraSmall, "
        ),
        Typo(
            ["resolve", "cell", "--traits", "idiom=phon"],
            "invalid value 'phon' for trait 'idiom'; did you mean 'phone'? Valid values: "),
        Typo(
            ["resolve", "cell", "--traits", "tint=systemBlu"],
            "invalid colour 'systemBlu' for trait 'tint'; did you mean 'systemBlue'? Use a hex string such as #0A84FF"
        ),
    ])
    func aTypoSuggestsTheWordMeant(_ typo: Typo) {
        let result = runCommand(typo.arguments)
        #expect(result.status == 2)
        #expect(result.errors.hasPrefix("error: " + typo.message), "stderr: \(result.errors)")
    }

    /// A word close to no valid one gets no suggestion, only the list.
    @Test(arguments: [
        Typo(["paint"], "unknown subcommand 'paint'; valid subcommands: gallery, "),
        Typo(["--vers"], "unknown option '--vers' for 'gallery'; valid options: "),
        Typo(["audit", "--colour"], "unknown option '--colour' for 'audit'; valid options: "),
        Typo(["audit", "--format", "xml"], "invalid value 'xml' for '--format'; valid values: "),
        Typo(["resolve", "xyzzy"], "unknown style 'xyzzy'; valid styles: cell, "),
        Typo(
            ["resolve", "cell", "--state", "asleep"],
            "unknown state 'asleep'; valid states: normal, "),
        Typo(["resolve", "cell", "--traits", "purple"], "unknown trait 'purple'; valid traits: "),
        Typo(
            ["resolve", "cell", "--traits", "size=huge"],
            "invalid value 'huge' for trait 'size'; valid values: "),
        Typo(
            ["resolve", "cell", "--traits", "tint=blurple"],
            "invalid colour 'blurple' for trait 'tint'; use a hex string"),
    ])
    func aFarOffWordSuggestsNothing(_ typo: Typo) {
        let result = runCommand(typo.arguments)
        #expect(result.status == 2)
        #expect(result.errors.hasPrefix("error: " + typo.message), "stderr: \(result.errors)")
        #expect(!result.errors.contains("did you mean"))
    }

    /// `normal` in a list of states is explained, not "corrected" to itself.
    @Test func normalAmongOtherStatesIsExplainedNotSuggested() {
        let result = runCommand(["resolve", "cell", "--state", "selected,normal"])
        #expect(result.status == 2)
        #expect(
            result.errors.hasPrefix(
                "error: unknown state 'normal' ('normal' stands alone); valid states: "))
        #expect(!result.errors.contains("did you mean"))
    }
}
