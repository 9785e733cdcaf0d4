import ConfigState
import ConfigStateCLI
import Testing

/// A command line that must be refused, and what the refusal must say.
struct BadCommandLine: Sendable, CustomTestStringConvertible {
    var arguments: [String]
    /// A part of the error message (after `error: `).
    var message: String
    /// The subcommand whose usage follows the message, or `nil` for the top-level usage.
    var usage: String?

    init(_ arguments: [String], _ message: String, usage: String?) {
        self.arguments = arguments
        self.message = message
        self.usage = usage
    }

    var testDescription: String { "configstate " + arguments.joined(separator: " ") }
}

let allStyleNames =
    "cell, subtitleCell, valueCell, header, footer, plainHeader, plainFooter, groupedHeader, groupedFooter, prominentInsetGroupedHeader, extraProminentInsetGroupedHeader, sidebarCell, sidebarSubtitleCell, accompaniedSidebarCell, accompaniedSidebarSubtitleCell, sidebarHeader, listCell, listHeader, listFooter, listPlainCell, listGroupedCell, listSidebarCell, listAccompaniedSidebarCell, listPlainHeaderFooter, listGroupedHeaderFooter, listSidebarHeader, clear, and button-STYLE for a button style (see --help)"

let allStateWords =
    "normal, highlighted, selected, disabled, focused, pinned, editing, swiped, expanded, reordering, lifting, dragging, notTargeted, targeted"

let allTraits =
    "light, dark, highContrast, elevated, rtl, bold, listEnvironment=NAME, size=NAME, idiom=NAME, tint=COLOR, accent=COLOR"

let badCommandLines: [BadCommandLine] = [
    // The command itself.
    BadCommandLine(
        ["dmeo"],
        "unknown subcommand 'dmeo'; did you mean 'demo'? Valid subcommands: gallery, audit, resolve, demo, palette",
        usage: nil),
    BadCommandLine(["Gallery"], "unknown subcommand 'Gallery'", usage: nil),
    BadCommandLine(["-h", "audit"], "'-h' takes no other arguments", usage: nil),
    BadCommandLine(["--version", "--help"], "'--version' takes no other arguments", usage: nil),

    // gallery (also the default subcommand).
    BadCommandLine(["gallery", "--styles"], "option '--styles' needs a value", usage: "gallery"),
    BadCommandLine(["gallery", "--output"], "option '--output' needs a value", usage: "gallery"),
    BadCommandLine(
        ["gallery", "--styles", "cell", "--styles", "header"], "option '--styles' given twice",
        usage: "gallery"),
    BadCommandLine(
        ["gallery", "--output", "a.html", "--output=b.html"], "option '--output' given twice",
        usage: "gallery"),
    BadCommandLine(
        ["gallery", "--styles", "sidebarcell"],
        "unknown style 'sidebarcell' in '--styles'; did you mean 'sidebarCell'? Valid styles: \(allStyleNames)",
        usage: "gallery"),
    BadCommandLine(
        ["--styles", "Cell"],
        "unknown style 'Cell' in '--styles'; did you mean 'cell'? Valid styles: cell,",
        usage: "gallery"),
    BadCommandLine(
        ["gallery", "--styles", "cell,,header"],
        "empty item in '--styles cell,,header'; separate words with single commas",
        usage: "gallery"),
    BadCommandLine(
        ["gallery", "--styles", "cell,"], "empty item in '--styles cell,'", usage: "gallery"),
    BadCommandLine(
        ["gallery", "--styles", "cell,header,cell"], "style 'cell' given twice in '--styles'",
        usage: "gallery"),
    BadCommandLine(
        ["gallery", "--output", ""], "option '--output' needs a file path", usage: "gallery"),
    BadCommandLine(
        ["gallery", "--output=", "--styles", "cell"], "option '--output' needs a file path",
        usage: "gallery"),
    BadCommandLine(
        ["gallery", "extra.html"], "unexpected argument 'extra.html' for 'gallery'",
        usage: "gallery"),
    BadCommandLine(
        ["gallery", "--strict"],
        "unknown option '--strict' for 'gallery'; valid options: --help, --output, --styles",
        usage: "gallery"),
    BadCommandLine(
        ["gallery", "-o", "x.html"], "unknown option '-o' for 'gallery'", usage: "gallery"),
    BadCommandLine(
        ["--outptu", "x.html"], "unknown option '--outptu' for 'gallery'", usage: "gallery"),

    // audit.
    BadCommandLine(
        ["audit", "--min-contrast"], "option '--min-contrast' needs a value", usage: "audit"),
    BadCommandLine(
        ["audit", "--min-contrast", "abc"],
        "invalid value 'abc' for '--min-contrast'; expected a decimal number from 1 to 21",
        usage: "audit"),
    BadCommandLine(
        ["audit", "--min-contrast", "-1"], "invalid value '-1' for '--min-contrast'", usage: "audit"
    ),
    BadCommandLine(
        ["audit", "--min-contrast", "nan"], "invalid value 'nan' for '--min-contrast'",
        usage: "audit"),
    BadCommandLine(
        ["audit", "--min-contrast", "inf"], "invalid value 'inf' for '--min-contrast'",
        usage: "audit"),
    BadCommandLine(
        ["audit", "--min-contrast", "30"], "invalid value '30' for '--min-contrast'", usage: "audit"
    ),
    BadCommandLine(
        ["audit", "--min-contrast", "0.5"], "invalid value '0.5' for '--min-contrast'",
        usage: "audit"),
    BadCommandLine(
        ["audit", "--min-contrast", "4.5:1"], "invalid value '4.5:1' for '--min-contrast'",
        usage: "audit"),
    BadCommandLine(
        ["audit", "--min-contrast="], "invalid value '' for '--min-contrast'", usage: "audit"),
    BadCommandLine(
        ["audit", "--min-contrast", "3", "--min-contrast", "4"],
        "option '--min-contrast' given twice",
        usage: "audit"),
    BadCommandLine(
        ["audit", "--format", "xml"],
        "invalid value 'xml' for '--format'; valid values: text, json",
        usage: "audit"),
    BadCommandLine(
        ["audit", "--format", "JSON"], "invalid value 'JSON' for '--format'", usage: "audit"),
    BadCommandLine(["audit", "--format"], "option '--format' needs a value", usage: "audit"),
    BadCommandLine(
        ["audit", "--format", "json", "--format", "text"], "option '--format' given twice",
        usage: "audit"),
    BadCommandLine(
        ["audit", "--strict=yes"], "option '--strict' takes no value (got 'yes')", usage: "audit"),
    BadCommandLine(
        ["audit", "strict"], "unexpected argument 'strict' for 'audit'", usage: "audit"),
    BadCommandLine(
        ["audit", "--styles", "cell"],
        "unknown option '--styles' for 'audit'; valid options: --format, --help, --min-contrast, --strict",
        usage: "audit"),

    // resolve: the style.
    BadCommandLine(["resolve"], "missing STYLE; valid styles: \(allStyleNames)", usage: "resolve"),
    BadCommandLine(["resolve", "--state", "selected"], "missing STYLE", usage: "resolve"),
    BadCommandLine(
        ["resolve", "cel"],
        "unknown style 'cel'; did you mean 'cell'? Valid styles: \(allStyleNames)", usage: "resolve"
    ),
    BadCommandLine(
        ["resolve", "cell", "header"],
        "unexpected argument 'header' for 'resolve' (one STYLE only)",
        usage: "resolve"),
    BadCommandLine(
        ["resolve", "cell", "--format", "json"], "unknown option '--format' for 'resolve'",
        usage: "resolve"),

    // resolve: the state.
    BadCommandLine(
        ["resolve", "cell", "--state"], "option '--state' needs a value", usage: "resolve"),
    BadCommandLine(
        ["resolve", "cell", "--state", "selectd"],
        "unknown state 'selectd'; did you mean 'selected'? Valid states: \(allStateWords)",
        usage: "resolve"),
    BadCommandLine(
        ["resolve", "cell", "--state", "Selected"], "unknown state 'Selected'", usage: "resolve"),
    BadCommandLine(
        ["resolve", "cell", "--state", "selected,selected"], "state 'selected' given twice",
        usage: "resolve"),
    BadCommandLine(
        ["resolve", "cell", "--state", "lifting,dragging"],
        "states 'lifting' and 'dragging' conflict: a cell has one drag state at a time",
        usage: "resolve"),
    BadCommandLine(
        ["resolve", "cell", "--state", "targeted,notTargeted"],
        "states 'targeted' and 'notTargeted' conflict: a cell has one drop state at a time",
        usage: "resolve"),
    BadCommandLine(
        ["resolve", "cell", "--state", "normal,selected"],
        "unknown state 'normal' ('normal' stands alone)", usage: "resolve"),
    BadCommandLine(
        ["resolve", "cell", "--state", "selected,"], "empty item in '--state selected,'",
        usage: "resolve"),
    BadCommandLine(
        ["resolve", "cell", "--state", ""], "empty item in '--state '", usage: "resolve"),
    BadCommandLine(
        ["resolve", "cell", "--state", "selected", "--state", "focused"],
        "option '--state' given twice", usage: "resolve"),

    // resolve: the traits.
    BadCommandLine(
        ["resolve", "cell", "--traits"], "option '--traits' needs a value", usage: "resolve"),
    BadCommandLine(
        ["resolve", "cell", "--traits", "darkk"],
        "unknown trait 'darkk'; did you mean 'dark'? Valid traits: \(allTraits)", usage: "resolve"),
    BadCommandLine(
        ["resolve", "cell", "--traits", "style=dark"], "unknown trait 'style=dark'",
        usage: "resolve"),
    BadCommandLine(
        ["resolve", "cell", "--traits", "dark,light"],
        "traits 'dark' and 'light' conflict: both set the appearance", usage: "resolve"),
    BadCommandLine(
        ["resolve", "cell", "--traits", "dark,dark"], "trait 'dark' given twice", usage: "resolve"),
    BadCommandLine(
        ["resolve", "cell", "--traits", "dark=yes"], "trait 'dark' takes no value (got 'yes')",
        usage: "resolve"),
    BadCommandLine(
        ["resolve", "cell", "--traits", "listEnvironment"],
        "trait 'listEnvironment' needs a value (listEnvironment=NAME)", usage: "resolve"),
    BadCommandLine(
        ["resolve", "cell", "--traits", "size="], "trait 'size' needs a value (size=NAME)",
        usage: "resolve"),
    BadCommandLine(
        ["resolve", "cell", "--traits", "listEnvironment=table"],
        "invalid value 'table' for trait 'listEnvironment'; valid values: none, plain, grouped, insetGrouped, sidebar, sidebarPlain",
        usage: "resolve"),
    BadCommandLine(
        ["resolve", "cell", "--traits", "size=huge"],
        "invalid value 'huge' for trait 'size'; valid values: extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge, accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge",
        usage: "resolve"),
    BadCommandLine(
        ["resolve", "cell", "--traits", "size=unspecified"],
        "invalid value 'unspecified' for trait 'size'", usage: "resolve"),
    BadCommandLine(
        ["resolve", "cell", "--traits", "idiom=watch"],
        "invalid value 'watch' for trait 'idiom'; valid values: phone, pad, tv, carPlay, mac, vision",
        usage: "resolve"),
    BadCommandLine(
        ["resolve", "cell", "--traits", "size=large,size=small"], "trait 'size' given twice",
        usage: "resolve"),
    BadCommandLine(
        ["resolve", "cell", "--traits", "tint=#GG0000"],
        "invalid colour '#GG0000' for trait 'tint': ",
        usage: "resolve"),
    BadCommandLine(
        ["resolve", "cell", "--traits", "accent=blurple"],
        "invalid colour 'blurple' for trait 'accent'; use a hex string such as #0A84FF or a system colour: systemRed,",
        usage: "resolve"),
    BadCommandLine(
        ["resolve", "cell", "--traits", "dark,,rtl"], "empty item in '--traits dark,,rtl'",
        usage: "resolve"),
    BadCommandLine(
        ["resolve", "cell", "--traits", "dark", "--traits", "rtl"], "option '--traits' given twice",
        usage: "resolve"),

    // demo.
    BadCommandLine(["demo", "--items"], "option '--items' needs a value", usage: "demo"),
    BadCommandLine(
        ["demo", "--items", "0"],
        "invalid value '0' for '--items'; expected a whole number from 1 to 100000", usage: "demo"),
    BadCommandLine(
        ["demo", "--items", "100001"], "invalid value '100001' for '--items'", usage: "demo"),
    BadCommandLine(["demo", "--items", "1e3"], "invalid value '1e3' for '--items'", usage: "demo"),
    BadCommandLine(
        ["demo", "--items", "12.5"], "invalid value '12.5' for '--items'", usage: "demo"),
    BadCommandLine(["demo", "--items", "-5"], "invalid value '-5' for '--items'", usage: "demo"),
    BadCommandLine(
        ["demo", "--items", "99999999999999999999"],
        "invalid value '99999999999999999999' for '--items'", usage: "demo"),
    BadCommandLine(
        ["demo", "--viewport", "0"],
        "invalid value '0' for '--viewport'; expected a whole number from 1 to 200", usage: "demo"),
    BadCommandLine(
        ["demo", "--viewport=201"], "invalid value '201' for '--viewport'", usage: "demo"),
    BadCommandLine(
        ["demo", "--viewport", "ten"], "invalid value 'ten' for '--viewport'", usage: "demo"),
    BadCommandLine(
        ["demo", "--items", "5", "--items", "6"], "option '--items' given twice", usage: "demo"),
    BadCommandLine(
        ["demo", "--format", "html"],
        "invalid value 'html' for '--format'; valid values: text, json",
        usage: "demo"),
    BadCommandLine(
        ["demo", "100"], "unexpected argument '100' for 'demo'", usage: "demo"),
    BadCommandLine(
        ["demo", "--strict"],
        "unknown option '--strict' for 'demo'; valid options: --format, --help, --html, --items, --viewport",
        usage: "demo"),

    // palette.
    BadCommandLine(
        ["palette", "--category", "neon"], "invalid value 'neon' for '--category'; valid values: ",
        usage: "palette"),
    BadCommandLine(
        ["palette", "--category"], "option '--category' needs a value", usage: "palette"),
    BadCommandLine(
        ["palette", "systemBlue"], "unexpected argument 'systemBlue' for 'palette'",
        usage: "palette"),
    BadCommandLine(
        ["palette", "--format", "json"],
        "unknown option '--format' for 'palette'; valid options: --category, --help",
        usage: "palette"),
]

@MainActor
@Suite("configstate bad arguments")
struct CommandArgumentErrorTests {
    /// Every refusal exits 2, writes nothing to standard output, names the bad word (and the
    /// valid ones) after `error: `, and follows with the relevant usage.
    @Test(arguments: badCommandLines)
    func isRefusedWithStatus2TheBadWordAndTheUsage(_ line: BadCommandLine) {
        let result = runCommand(line.arguments)
        #expect(result.status == 2)
        #expect(result.output.isEmpty)
        #expect(result.errors.hasPrefix("error: "))
        #expect(result.errors.contains(line.message), "stderr: \(result.errors)")
        if let usage = line.usage {
            #expect(result.errors.contains("\n\nUSAGE: configstate \(usage) "))
        } else {
            #expect(result.errors.contains("\n\nUSAGE: configstate [SUBCOMMAND]"))
        }
    }

    /// A huge bad argument is quoted in its first 60 characters, the cut marked; a message
    /// that is still too long keeps its ends, with the count of what was left out.
    @Test func aHugeBadWordIsShortenedInTheMessage() {
        let huge = String(repeating: "x", count: 100_000)
        let result = runCommand(["resolve", huge])
        #expect(result.status == 2)
        let firstLine = result.errors.prefix { $0 != "\n" }
        #expect(firstLine.count < 700, "stderr starts: \(result.errors.prefix(200))")
        #expect(firstLine.contains("'\(String(repeating: "x", count: 60))…'"))
        #expect(firstLine.hasPrefix("error: "))
        let long = CommandLineError(String(repeating: "y", count: 10_000))
        #expect(long.message.count < 700)
        #expect(long.message.contains("characters left out]"))
        let short = CommandLineError("unknown subcommand 'dmeo'")
        #expect(short.message == "unknown subcommand 'dmeo'", "short messages are kept whole")
    }

    @Test func everySubcommandsUsageListsItsOptions() {
        let gallery = runCommand(["gallery", "--help"]).output
        #expect(gallery.contains("--styles NAMES") && gallery.contains("--output PATH"))
        #expect(
            gallery.contains(
                "EXIT STATUS: 0 written, 1 the file could not be written, 2 usage error."))
        let audit = runCommand(["audit", "-h"]).output
        #expect(
            audit.contains("--strict") && audit.contains("--min-contrast R")
                && audit.contains("--format FORMAT"))
        let resolve = runCommand(["resolve", "--help"]).output
        #expect(resolve.contains("--state WORDS") && resolve.contains("--traits TRAITS"))
        #expect(resolve.contains("highlighted, selected, disabled, focused, pinned, editing"))
        let demo = runCommand(["demo", "--help"]).output
        #expect(
            demo.contains("--items N") && demo.contains("--viewport N")
                && demo.contains("--format FORMAT"))
        let palette = runCommand(["palette", "--help"]).output
        #expect(palette.contains("--category NAME"))
        let top = runCommand(["--help"]).output
        for name in ["gallery", "audit", "resolve", "demo", "palette"] {
            #expect(top.contains("\n  \(name) "), "top-level usage lists \(name)")
        }
    }
}
