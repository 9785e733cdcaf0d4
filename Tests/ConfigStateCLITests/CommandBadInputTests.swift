// The bad-input policy of `Docs/Reliability.md`, the `configstate` command's row: each test
// names its row. Every bad command line gets a usage error that names the bad word — never a
// crash. The library's rows are in Tests/ConfigStateTests/BadInputTests.swift.

import ConfigStateCLI
import Testing

@MainActor
@Suite("Bad input: the configstate command")
struct CommandBadInputTests {
    /// Row "CLI arguments": a usage error (status 2) whose first line names the bad word,
    /// followed by the usage; nothing on standard output.
    @Test(arguments: [
        (["bogus"], "error: unknown subcommand 'bogus'; valid subcommands: "),
        ([""], "error: unknown subcommand ''"),
        (["\u{0}"], "error: unknown subcommand '\\u{0}'"),
        (
            ["palette", "--bogus"],
            "error: unknown option '--bogus' for 'palette'; valid options: --category, --help"
        ),
        (["palette", "-x"], "error: unknown option '-x' for 'palette'"),
        (["palette", "--category"], "error: option '--category' needs a value"),
        (
            ["palette", "--category", "gray", "--category=fill"],
            "error: option '--category' given twice"
        ),
        (
            ["palette", "--category=nope"],
            "error: invalid value 'nope' for '--category'; valid values: accent, gray, label, separator, fill, background"
        ),
        (["palette", "--category="], "error: invalid value '' for '--category'"),
        (["palette", "extra"], "error: unexpected argument 'extra' for 'palette'"),
        (["palette", "-"], "error: unexpected argument '-' for 'palette'"),
        (["palette", "--", "--category"], "error: unexpected argument '--category' for 'palette'"),
        (["--version", "x"], "error: '--version' takes no other arguments"),
        (["--bogus"], "error: unknown option '--bogus' for '"),
    ])
    func garbageIsAUsageError(arguments: [String], message: String) {
        var context = CommandContext()
        let status = ConfigStateCommand.run(arguments, context: &context)
        #expect(status == ExitStatus.usage)
        #expect(context.standardError.hasPrefix(message), "\(context.standardError.prefix(300))")
        #expect(context.standardError.contains("USAGE: configstate"))
        #expect(context.standardOutput.isEmpty)
    }

    /// Row "CLI arguments", very long input: a megabyte argument is refused like any other.
    @Test func megabyteArguments() {
        var context = CommandContext()
        let long = String(repeating: "x", count: 1 << 20)
        #expect(
            ConfigStateCommand.run(["palette", "--category", long], context: &context)
                == ExitStatus.usage)
        #expect(context.standardError.hasPrefix("error: invalid value 'xxxx"))
    }
}
