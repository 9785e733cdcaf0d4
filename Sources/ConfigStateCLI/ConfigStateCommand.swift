import ConfigState

/// The `configstate` command: dispatches to its subcommands.
///
/// `main(arguments:)` is what the executable calls; ``run(_:context:)`` is the same with the
/// output captured, for tests.
public enum ConfigStateCommand {
    /// The version `--version` prints.
    public static let version = "0.1.0"

    /// The subcommands, in the order the usage lists them.
    static let subcommands: [any Subcommand.Type] = [
        GalleryCommand.self, AuditCommand.self, ResolveCommand.self, DemoCommand.self,
        PaletteCommand.self,
    ]

    /// The subcommand run when no arguments are given.
    static let defaultSubcommand = "gallery"

    static var usage: String {
        let width = subcommands.map { $0.name.count }.max() ?? 0
        let lines = subcommands.map { "  \(pad($0.name, width))  \($0.summary)" }
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
    @MainActor public static func main(arguments: [String]) -> Int32 {
        var context = CommandContext.live()
        return run(arguments, context: &context)
    }

    /// Runs the command, writing into `context`, and returns the exit status: 0 success,
    /// 1 problems found, 2 usage error.
    @MainActor public static func run(_ arguments: [String], context: inout CommandContext) -> Int32
    {
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
                    "unknown subcommand '\(name)'; valid subcommands: \(subcommands.map { $0.name }.joined(separator: ", "))"
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
