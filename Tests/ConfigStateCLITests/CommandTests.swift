import ConfigState
import ConfigStateCLI
import Testing

/// Runs `configstate` with `arguments` in `directory`, capturing its output.
@MainActor
func runCommand(
    _ arguments: [String], isTerminal: Bool = false, environment: [String: String] = [:],
    directory: String = "."
)
    -> (status: Int32, output: String, errors: String)
{
    var context = CommandContext(
        isTerminal: isTerminal, environment: environment, currentDirectory: directory)
    let status = ConfigStateCommand.run(arguments, context: &context)
    return (status, context.standardOutput, context.standardError)
}

@MainActor
@Suite("configstate palette")
struct PaletteCommandTests {
    @Test func listsEveryColourWithEveryVariant() {
        let result = runCommand(["palette"])
        #expect(result.status == 0)
        #expect(result.errors.isEmpty)
        for color in SystemColor.allCases {
            let line = result.output.split(separator: "\n").first {
                $0.hasPrefix(color.rawValue + " ")
            }
            #expect(line != nil, "\(color) missing")
        }
        let blue =
            result.output.split(separator: "\n").first { $0.hasPrefix("systemBlue ") }.map(
                String.init) ?? ""
        #expect(
            blue.contains("#007AFF") && blue.contains("#0A84FF") && blue.contains("#0040DD")
                && blue.contains("#409CFF"))
        // White-on-blue is not what this column shows; systemBlue on white is 4.02:1.
        #expect(blue.contains("4.02"))
        #expect(!result.output.contains("\u{1B}["), "no ANSI colour when not a terminal")
    }

    @Test func colourOnlyOnATerminalWithoutNoColor() {
        #expect(runCommand(["palette"], isTerminal: true).output.contains("\u{1B}[48;2;"))
        #expect(
            !runCommand(["palette"], isTerminal: true, environment: ["NO_COLOR": "1"]).output
                .contains("\u{1B}["))
    }

    @Test func categoryFilter() {
        let result = runCommand(["palette", "--category", "background"])
        #expect(result.status == 0)
        #expect(result.output.contains("systemGroupedBackground"))
        #expect(!result.output.contains("systemRed"))
        let equals = runCommand(["palette", "--category=gray"])
        #expect(equals.output.contains("systemGray6") && !equals.output.contains("label "))
    }

    @Test func contrastColumnsUseTheDocumentedPairs() {
        let light = ColorEnvironment()
        // label on secondarySystemBackground, in light mode.
        let expected = SystemColor.label.resolve(in: light).contrastRatio(
            against: SystemColor.secondarySystemBackground.resolve(in: light))
        let line = runCommand(["palette"]).output.split(separator: "\n").first {
            $0.hasPrefix("secondarySystemBackground ")
        }
        let rounded = (expected * 100).rounded() / 100
        #expect(line?.contains(String(rounded)) == true)
    }
}

@MainActor
@Suite("configstate arguments")
struct CommandArgumentTests {
    @Test func help() {
        for flag in ["-h", "--help"] {
            let result = runCommand([flag])
            #expect(result.status == 0)
            #expect(result.output.contains("USAGE: configstate"))
            for name in ["gallery", "audit", "resolve", "palette"] {
                #expect(result.output.contains("  \(name) "))
            }
            #expect(result.output.contains("With no subcommand, runs 'gallery'."))
        }
        for name in ["gallery", "audit", "resolve", "palette"] {
            for flag in ["-h", "--help"] {
                let result = runCommand([name, flag])
                #expect(result.status == 0)
                #expect(result.output.contains("USAGE: configstate \(name)"))
                #expect(result.errors.isEmpty)
            }
        }
    }

    @Test func version() {
        #expect(runCommand(["--version"]).output == "configstate \(ConfigStateCommand.version)\n")
        #expect(runCommand(["--version", "x"]).status == 2)
    }

    @Test func unknownSubcommandNamesTheWordAndTheValidOnes() {
        let result = runCommand(["paint"])
        #expect(result.status == 2)
        #expect(result.output.isEmpty)
        #expect(
            result.errors.contains(
                "error: unknown subcommand 'paint'; valid subcommands: gallery, audit, resolve, demo, palette"
            ))
        #expect(result.errors.contains("USAGE: configstate"))
    }

    @Test func unknownOptionNamesTheWordAndTheValidOnes() {
        let result = runCommand(["palette", "--colour"])
        #expect(result.status == 2)
        #expect(
            result.errors.contains(
                "unknown option '--colour' for 'palette'; valid options: --category, --help"))
        #expect(result.errors.contains("USAGE: configstate palette"))
        #expect(runCommand(["--frobnicate"]).status == 2)
        #expect(runCommand(["palette", "-x"]).status == 2)
    }

    @Test func badOptionValues() {
        let result = runCommand(["palette", "--category", "neon"])
        #expect(result.status == 2)
        #expect(
            result.errors.contains(
                "invalid value 'neon' for '--category'; valid values: accent, gray, label, separator, fill, background"
            ))
        #expect(
            runCommand(["palette", "--category"]).errors.contains(
                "option '--category' needs a value"))
        #expect(
            runCommand(["palette", "--category", "gray", "--category", "fill"]).errors.contains(
                "given twice"))
        #expect(
            runCommand(["palette", "extra"]).errors.contains(
                "unexpected argument 'extra' for 'palette'"))
    }
}
