// Command-line quirks an attack found, each fixed as a class: help with other words, repeated
// flags, numbers that are not decimal, `-` as an output path, cell states on a header, words
// quoted invisibly, and lists cut mid-name. Each case failed before its fix.

import ConfigStateCLI
import Foundation
import Testing

@MainActor
@Suite("configstate quirks")
struct CommandQuirkTests {
    /// `--help` (or `-h`) with any other word is refused, naming the word, for every subcommand
    /// and at the top level — never shown with exit 0 as if the other words were read.
    @Test(arguments: [
        (
            ["audit", "--help", "extra"],
            "'--help' after 'audit' takes no other arguments (got 'extra')"
        ),
        (["audit", "extra", "--help"], "(got 'extra')"),
        (
            ["gallery", "-h", "--styles", "cell"],
            "'-h' after 'gallery' takes no other arguments (got '--styles')"
        ),
        (
            ["resolve", "cell", "--help"],
            "'--help' after 'resolve' takes no other arguments (got 'cell')"
        ),
        (["demo", "--help", "--help"], "(got '--help')"),
        (["palette", "--category", "gray", "-h"], "(got '--category')"),
        (["--help", "extra"], "'--help' takes no other arguments (got 'extra')"),
        (["-h", "audit"], "'-h' takes no other arguments (got 'audit')"),
        (["--version", "x"], "'--version' takes no other arguments (got 'x')"),
    ])
    func helpWithOtherWordsIsRefused(arguments: [String], message: String) {
        let result = runCommand(arguments)
        #expect(result.status == 2)
        #expect(result.output.isEmpty)
        #expect(result.errors.hasPrefix("error: "))
        #expect(result.errors.contains(message), "stderr: \(result.errors.prefix(300))")
    }

    /// Help alone still works for each subcommand.
    @Test(arguments: ["gallery", "audit", "resolve", "demo", "palette"])
    func helpAloneIsShown(subcommand: String) {
        let result = runCommand([subcommand, "--help"])
        #expect(result.status == 0)
        #expect(result.output.hasPrefix("USAGE: configstate \(subcommand)"))
    }

    /// A flag given twice is refused like an option given twice; no flag or option is
    /// repeatable (lists are comma-separated).
    @Test func aRepeatedFlagIsRefused() {
        let result = runCommand(["audit", "--strict", "--min-contrast", "3", "--strict"])
        #expect(result.status == 2)
        #expect(result.errors.hasPrefix("error: option '--strict' given twice"))
    }

    /// Numbers are decimal and finite: hexadecimal, exponents, `nan` and `inf` are refused for
    /// every numeric option, naming the word and what is expected.
    @Test(arguments: [
        (
            ["audit", "--min-contrast", "0x10"],
            "invalid value '0x10' for '--min-contrast'; expected a decimal number from 1 to 21"
        ),
        (
            ["audit", "--min-contrast", "1e1"],
            "invalid value '1e1' for '--min-contrast'; expected a decimal number"
        ),
        (["audit", "--min-contrast=1e999"], "invalid value '1e999' for '--min-contrast'"),
        (["audit", "--min-contrast", "NaN"], "invalid value 'NaN' for '--min-contrast'"),
        (["audit", "--min-contrast", "+inf"], "invalid value '+inf' for '--min-contrast'"),
        (["audit", "--min-contrast", "4..5"], "invalid value '4..5' for '--min-contrast'"),
        (["audit", "--min-contrast", "."], "invalid value '.' for '--min-contrast'"),
        (
            ["demo", "--items", "0x10"],
            "invalid value '0x10' for '--items'; expected a whole number from 1 to 100000"
        ),
        (["demo", "--viewport", "1_0"], "invalid value '1_0' for '--viewport'"),
        (["demo", "--viewport", "５"], "invalid value '５' for '--viewport'"),
    ])
    func numbersAreDecimalOnly(arguments: [String], message: String) {
        let result = runCommand(arguments)
        #expect(result.status == 2)
        #expect(
            result.errors.hasPrefix("error: " + message), "stderr: \(result.errors.prefix(300))")
    }

    /// Decimal numbers with a sign or a leading or trailing point are read.
    @Test func decimalNumbersAreRead() {
        for value in ["+7", "3."] {
            let result = runCommand(["audit", "--min-contrast", value, "--format", "json"])
            #expect(result.status == 0, "\(value): \(result.errors.prefix(200))")
        }
    }

    /// `--output -` writes the gallery to standard output, not to a file named `-`.
    @Test func galleryOutputDashIsStandardOutput() throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("configstate-dash-\(UInt64.random(in: 0...UInt64.max))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = runCommand(
            ["gallery", "--styles", "cell", "--output", "-"], directory: directory.path)
        #expect(result.status == 0)
        #expect(result.errors.isEmpty)
        #expect(result.output.hasPrefix("<!DOCTYPE html>"))
        #expect(!result.output.contains("wrote "))
        let dash = directory.appendingPathComponent("-").path
        #expect(!FileManager.default.fileExists(atPath: dash))
    }

    /// A header or footer (chosen by content or background style) refuses the states only a
    /// cell has, naming the word and the states that apply; a cell still takes them.
    @Test(arguments: [
        (["header", "--state", "editing,lifting"], "state 'editing' does not apply to 'header'"),
        (
            ["groupedFooter", "--state", "selected,swiped"],
            "state 'swiped' does not apply to 'groupedFooter'"
        ),
        (
            ["listPlainHeaderFooter", "--state", "targeted"],
            "state 'targeted' does not apply to 'listPlainHeaderFooter'"
        ),
        (["sidebarHeader", "--state", "expanded"], "state 'expanded' does not apply"),
        (["listSidebarHeader", "--state", "reordering"], "state 'reordering' does not apply"),
    ])
    func headersRefuseCellStates(arguments: [String], message: String) {
        let result = runCommand(["resolve"] + arguments)
        #expect(result.status == 2)
        #expect(
            result.errors.hasPrefix("error: " + message), "stderr: \(result.errors.prefix(300))")
        #expect(
            result.errors.contains(
                "valid states for it: normal, highlighted, selected, disabled, focused, pinned"))
    }

    /// A cell (chosen by content or background style) refuses `pinned`: only a header or
    /// footer is pinned, and no cell host sets the flag. The message names the word and the
    /// states a cell takes, in the form a header's uses.
    @Test(arguments: [
        (["cell", "--state", "pinned"], "state 'pinned' does not apply to 'cell'"),
        (
            ["valueCell", "--state", "selected,pinned"],
            "state 'pinned' does not apply to 'valueCell'"
        ),
        (
            ["listPlainCell", "--state", "editing,pinned"],
            "state 'pinned' does not apply to 'listPlainCell'"
        ),
        (["sidebarCell", "--state", "pinned"], "state 'pinned' does not apply to 'sidebarCell'"),
        (["clear", "--state", "pinned"], "state 'pinned' does not apply to 'clear'"),
    ])
    func cellsRefusePinned(arguments: [String], message: String) {
        let result = runCommand(["resolve"] + arguments)
        #expect(result.status == 2)
        #expect(
            result.errors.hasPrefix("error: " + message + ", a cell: "),
            "stderr: \(result.errors.prefix(300))")
        #expect(
            result.errors.contains(
                "valid states for it: normal, highlighted, selected, disabled, focused, editing, swiped, expanded, reordering, lifting, dragging, notTargeted, targeted"
            ))
    }

    @Test func headersTakeViewStatesAndCellsTakeCellStates() {
        #expect(
            runCommand(["resolve", "header", "--state", "selected,pinned,focused"]).status == 0)
        #expect(runCommand(["resolve", "listPlainHeaderFooter", "--state", "pinned"]).status == 0)
        #expect(runCommand(["resolve", "cell", "--state", "editing,lifting"]).status == 0)
        #expect(runCommand(["resolve", "listPlainCell", "--state", "swiped"]).status == 0)
    }

    /// Invisible and control characters in a quoted word are escaped, and a leading combining
    /// mark too, wherever a message quotes what the user typed.
    @Test(arguments: [
        (["\u{FEFF}gallery"], "unknown subcommand '\\u{FEFF}gallery'"),
        (["audit", "--format", "json\u{200B}"], "invalid value 'json\\u{200B}' for '--format'"),
        (["audit", "--min-contrast", "4\u{202E}5"], "invalid value '4\\u{202E}5'"),
        (["palette", "\u{301}x"], "unexpected argument '\\u{301}x' for 'palette'"),
        (["resolve", "ce\u{200D}ll"], "unknown style 'ce\\u{200D}ll'"),
        (["resolve", "cell", "--state", "selected\u{2066}"], "unknown state 'selected\\u{2066}'"),
        (["resolve", "cell", "--traits", "tint=\u{1B}[31m"], "invalid colour '\\u{1B}[31m'"),
        (["resolve", "cell", "--traits", "tint=#12\u{FEFF}"], "'\\u{FEFF}' at offset 3"),
        (["gallery", "--styles", "cell,\u{2060}"], "unknown style '\\u{2060}' in '--styles'"),
        (["audit", "--strict=\u{0}"], "(got '\\u{0}')"),
    ])
    func invisibleCharactersAreEscaped(arguments: [String], message: String) {
        let result = runCommand(arguments)
        #expect(result.status == 2)
        #expect(result.errors.contains(message), "stderr: \(result.errors.prefix(300))")
        let firstLine = result.errors.prefix { $0 != "\n" }
        for scalar in firstLine.unicodeScalars {
            let category = scalar.properties.generalCategory
            #expect(category != .format && category != .control, "U+\(scalar.value)")
        }
    }

    /// A long word is quoted in its first 60 characters, the cut marked.
    @Test func aLongWordIsCutAtSixtyCharacters() {
        let result = runCommand(["resolve", String(repeating: "x", count: 100_000)])
        #expect(result.status == 2)
        #expect(
            result.errors.hasPrefix(
                "error: unknown style '\(String(repeating: "x", count: 60))…'; valid styles: cell,")
        )
        #expect(result.errors.prefix { $0 != "\n" }.count < 1_000)
    }

    /// The tint colour error lists system colours by whole names, then how many more, instead
    /// of being cut mid-name by the message cap.
    @Test func theColourListIsCappedByWholeNames() throws {
        let result = runCommand(["resolve", "cell", "--traits", "tint=blurple"])
        #expect(result.status == 2)
        let firstLine = String(result.errors.prefix { $0 != "\n" })
        #expect(!firstLine.contains("characters left out"))
        #expect(firstLine.count < 600)
        #expect(firstLine.contains(" more (configstate palette lists them)"))
        let list = try #require(firstLine.split(separator: "system colour: ").last)
        let names = list.split(separator: " and ")[0].split(separator: ", ")
        for name in names {
            #expect(
                [
                    "systemRed", "systemOrange", "systemYellow", "systemGreen", "systemMint",
                    "systemTeal", "systemCyan", "systemBlue", "systemIndigo", "systemPurple",
                    "systemPink", "systemBrown",
                ].contains(String(name)), "\(name)")
        }
    }
}
