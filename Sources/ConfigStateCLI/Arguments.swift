import ConfigState

/// A small, strict command-line reader: flags (`--strict`), options with a value
/// (`--output PATH` or `--output=PATH`) and positional words, each checked against what the
/// subcommand declares.
struct ParsedArguments {
    /// The subcommand the arguments are for, named in error messages.
    let subcommand: String
    var flags: Set<String> = []
    var options: [String: String] = [:]
    var positionals: [String] = []

    /// Parses `arguments` for a subcommand that accepts `flags` and `options` (names without
    /// the leading `--`; short aliases map to long names).
    ///
    /// - Throws: ``CommandLineError`` for an unknown option, a missing value, or a repeated
    ///   option.
    init(
        _ arguments: [String], subcommand: String, flags allowedFlags: Set<String>,
        options allowedOptions: Set<String>, aliases: [String: String] = [:]
    ) throws(CommandLineError) {
        self.subcommand = subcommand
        var index = 0
        var onlyPositionals = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if onlyPositionals || !argument.hasPrefix("-") || argument == "-" {
                positionals.append(argument)
                continue
            }
            if argument == "--" {
                onlyPositionals = true
                continue
            }
            var name: String
            var inlineValue: String?
            if argument.hasPrefix("--") {
                name = String(argument.dropFirst(2))
                if let equals = name.firstIndex(of: "=") {
                    inlineValue = String(name[name.index(after: equals)...])
                    name = String(name[..<equals])
                }
            } else if let long = aliases[argument] {
                name = long
            } else {
                throw Self.unknownArgumentError(argument, subcommand, allowedFlags, allowedOptions)
            }
            if allowedFlags.contains(name) {
                guard inlineValue == nil else {
                    throw CommandLineError(
                        "option '--\(name)' takes no value (got '\(inlineValue!)')",
                        subcommand: subcommand)
                }
                flags.insert(name)
            } else if allowedOptions.contains(name) {
                guard options[name] == nil else {
                    throw CommandLineError("option '--\(name)' given twice", subcommand: subcommand)
                }
                if let inlineValue {
                    options[name] = inlineValue
                } else {
                    guard index < arguments.count else {
                        throw CommandLineError(
                            "option '--\(name)' needs a value", subcommand: subcommand)
                    }
                    options[name] = arguments[index]
                    index += 1
                }
            } else {
                throw Self.unknownArgumentError(argument, subcommand, allowedFlags, allowedOptions)
            }
        }
    }

    private static func unknownArgumentError(
        _ argument: String, _ subcommand: String, _ flags: Set<String>, _ options: Set<String>
    ) -> CommandLineError {
        let valid = (flags.union(options).union(["help"])).sorted().map { "--\($0)" }
        return CommandLineError(
            "unknown option '\(argument)' for '\(subcommand)'; valid options: \(valid.joined(separator: ", "))",
            subcommand: subcommand)
    }

    /// Rejects any positional word: the subcommand takes none.
    func expectNoPositionals() throws(CommandLineError) {
        if let first = positionals.first {
            throw CommandLineError(
                "unexpected argument '\(first)' for '\(subcommand)'", subcommand: subcommand)
        }
    }

    /// Reads `--name` as one of `choices`.
    func choice(_ name: String, in choices: [String], default defaultValue: String)
        throws(CommandLineError) -> String
    {
        guard let value = options[name] else { return defaultValue }
        guard choices.contains(value) else {
            throw CommandLineError(
                "invalid value '\(value)' for '--\(name)'; valid values: \(choices.joined(separator: ", "))",
                subcommand: subcommand)
        }
        return value
    }

    /// Reads `--name` as a finite number within `range`.
    func number(_ name: String, in range: ClosedRange<Double>) throws(CommandLineError)
        -> Double?
    {
        guard let text = options[name] else { return nil }
        guard let value = Double(text), value.isFinite, range.contains(value) else {
            throw CommandLineError(
                "invalid value '\(text)' for '--\(name)'; expected a number from \(formatShort(range.lowerBound)) to \(formatShort(range.upperBound))",
                subcommand: subcommand)
        }
        return value
    }

    /// Reads `--name` as a whole number within `range`.
    func integer(_ name: String, in range: ClosedRange<Int>) throws(CommandLineError) -> Int? {
        guard let text = options[name] else { return nil }
        guard let value = Int(text), range.contains(value) else {
            throw CommandLineError(
                "invalid value '\(text)' for '--\(name)'; expected a whole number from \(range.lowerBound) to \(range.upperBound)",
                subcommand: subcommand)
        }
        return value
    }
}
