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
                return fail(extraArgumentsError("--version", arguments.dropFirst()), &context)
            }
            context.print("configstate \(version)")
            return ExitStatus.success
        } else if arguments.first == "-h" || arguments.first == "--help" {
            guard arguments.count == 1 else {
                return fail(extraArgumentsError(arguments[0], arguments.dropFirst()), &context)
            }
            context.print(usage)
            return ExitStatus.success
        } else if let first = arguments.first, case let option = String(first.prefix { $0 != "=" }),
            !suggestions(for: option, among: ["--version"]).isEmpty
        {
            // Otherwise `--verison` would go to the default subcommand, which would list its
            // own options and not the one meant.
            return fail(
                .unknownWord(
                    "unknown option '\(quotedForMessage(first))'",
                    word: option, candidates: ["--help", "--version"],
                    valid: "valid options before a subcommand: --help, --version", subcommand: nil),
                &context)
        } else {
            name = defaultSubcommand
        }
        guard let subcommand = subcommands.first(where: { $0.name == name }) else {
            let names = subcommands.map { $0.name }
            return fail(
                .unknownWord(
                    "unknown subcommand '\(quotedForMessage(name))'", word: name, candidates: names,
                    valid: "valid subcommands: \(names.joined(separator: ", "))", subcommand: nil),
                &context)
        }
        if let help = arguments.first(where: { $0 == "-h" || $0 == "--help" }) {
            // Help with anything else is refused rather than shown: `audit --help --strict`
            // may be a command the user meant to run, and exiting 0 would hide that it did not.
            let others = arguments.filter { $0 != help }
            guard others.isEmpty, arguments.count == 1 else {
                return fail(
                    extraArgumentsError(help, others.isEmpty ? [help] : others, subcommand: name),
                    &context)
            }
            context.print(subcommand.usage)
            return ExitStatus.success
        }
        do {
            return try subcommand.run(arguments, &context)
        } catch {
            return fail(error, &context)
        }
    }

    /// The refusal of `option` (`--help`, `-h`, `--version`) given with `others`, naming the
    /// first of them.
    static func extraArgumentsError(
        _ option: String, _ others: some Collection<String>, subcommand: String? = nil
    ) -> CommandLineError {
        let first = others.first.map { " (got '\(quotedForMessage($0))')" } ?? ""
        let place = subcommand.map { " after '\($0)'" } ?? ""
        return CommandLineError(
            "'\(option)'\(place) takes no other arguments\(first)", subcommand: subcommand)
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
