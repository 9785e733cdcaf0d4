import ConfigState

/// The `configstate` command: dispatches to its subcommands.
///
/// `main(arguments:)` is what the executable calls; ``run(_:context:)`` is the same with the
/// output captured, for tests.
public enum ConfigStateCommand {
    /// The version `--version` prints.
    public static let version = "0.1.0"

    /// One subcommand: its name, one-line summary and usage text.
    struct Subcommand: Sendable {
        var name: String
        var summary: String
        var usage: String
        var run: @Sendable ([String], inout CommandContext) throws(CommandLineError) -> Int32
    }

    static let subcommands: [Subcommand] = [
        Subcommand(
            name: "gallery",
            summary: "Write the state gallery: every style in every state, as one HTML file.",
            usage: GalleryCommand.usage, run: GalleryCommand.run),
        Subcommand(
            name: "audit",
            summary: "Check the text contrast of every style in every state (WCAG and APCA).",
            usage: AuditCommand.usage, run: AuditCommand.run),
        Subcommand(
            name: "resolve",
            summary: "Print one style in one state, resolved and rendered, as JSON.",
            usage: ResolveCommand.usage, run: ResolveCommand.run),
        Subcommand(
            name: "demo",
            summary: "Scroll a scripted list and log what reuse did: cells, replacements, audit.",
            usage: DemoCommand.usage, run: DemoCommand.run),
        Subcommand(
            name: "palette",
            summary: "Print Apple's system palette with every variant and its contrast.",
            usage: PaletteCommand.usage, run: PaletteCommand.run),
    ]

    /// The subcommand run when no arguments are given.
    static let defaultSubcommand = "gallery"

    static var usage: String {
        let width = subcommands.map(\.name.count).max() ?? 0
        let lines = subcommands.map { "  \(_pad($0.name, width))  \($0.summary)" }
        return """
            USAGE: configstate [SUBCOMMAND] [OPTIONS]

            With no subcommand, runs '\(defaultSubcommand)'.

            SUBCOMMANDS:
            \(lines.joined(separator: "\n"))

            OPTIONS:
              -h, --help     Show help (also after a subcommand).
              --version      Print the version.
            """
    }

    /// Runs the command with the process's streams and returns the exit status.
    public static func main(arguments: [String]) -> Int32 {
        var context = CommandContext.live()
        return run(arguments, context: &context)
    }

    /// Runs the command, writing into `context`, and returns the exit status: 0 success,
    /// 1 problems found, 2 usage error.
    public static func run(_ arguments: [String], context: inout CommandContext) -> Int32 {
        var arguments = arguments
        let name: String
        if let first = arguments.first, !first.hasPrefix("-") {
            name = first
            arguments.removeFirst()
        } else if arguments.first == "--version" {
            guard arguments.count == 1 else {
                return fail(CommandLineError("'--version' takes no other arguments"), &context)
            }
            context.print("configstate \(version)")
            return ExitStatus.success
        } else if arguments.first == "-h" || arguments.first == "--help" {
            guard arguments.count == 1 else {
                return fail(
                    CommandLineError("'\(arguments[0])' takes no other arguments"), &context)
            }
            context.print(usage)
            return ExitStatus.success
        } else {
            name = defaultSubcommand
        }
        guard let subcommand = subcommands.first(where: { $0.name == name }) else {
            return fail(
                CommandLineError(
                    "unknown subcommand '\(name)'; valid subcommands: \(subcommands.map(\.name).joined(separator: ", "))"
                ), &context)
        }
        if arguments.contains("-h") || arguments.contains("--help") {
            context.print(subcommand.usage)
            return ExitStatus.success
        }
        do {
            return try subcommand.run(arguments, &context)
        } catch {
            return fail(error, &context)
        }
    }

    static func fail(_ error: CommandLineError, _ context: inout CommandContext) -> Int32 {
        context.printError("error: \(error.message)")
        context.printError("")
        if let name = error.subcommand,
            let subcommand = subcommands.first(where: { $0.name == name })
        {
            context.printError(subcommand.usage)
        } else {
            context.printError(usage)
        }
        return ExitStatus.usage
    }
}
