import ConfigState

/// A small, strict command-line reader: flags (`--strict`), options with a value
/// (`--output PATH` or `--output=PATH`) and positional words, each checked against what the
/// subcommand declares.
///
/// No flag or option may be given twice: none of `configstate`'s is a list built up by
/// repetition (lists are comma-separated values), so a repeat is a mistake — often an edit
/// that left the old value behind — and silently keeping one of the two would hide it.
/// Numbers are decimal and finite (see ``number(_:in:)``). Every word a message quotes goes
/// through `quotedForMessage(_:limit:)`.
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
    ///   flag or option.
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
                if let inlineValue {
                    throw CommandLineError(
                        "option '--\(name)' takes no value (got '\(quotedForMessage(inlineValue))')",
                        subcommand: subcommand)
                }
                guard flags.insert(name).inserted else {
                    throw CommandLineError("option '--\(name)' given twice", subcommand: subcommand)
                }
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

    /// The refusal of `argument`, an option `subcommand` does not take, suggesting the
    /// nearest of `flags` and `options` when one is close (`--stirct` → `--strict`).
    private static func unknownArgumentError(
        _ argument: String, _ subcommand: String, _ flags: Set<String>, _ options: Set<String>
    ) -> CommandLineError {
        let valid = flags.union(options).union(["help"]).sorted().map { "--\($0)" }
        // Compared without any `=value`, so that `--outptu=x.html` finds `--output`.
        return .unknownWord(
            "unknown option '\(quotedForMessage(argument))' for '\(subcommand)'",
            word: String(argument.prefix { $0 != "=" }), candidates: valid,
            valid: "valid options: \(valid.joined(separator: ", "))", subcommand: subcommand)
    }

    /// Rejects any positional word: the subcommand takes none.
    func expectNoPositionals() throws(CommandLineError) {
        if let first = positionals.first {
            throw CommandLineError(
                "unexpected argument '\(quotedForMessage(first))' for '\(subcommand)'",
                subcommand: subcommand)
        }
    }

    /// Reads `--name` as one of `choices`.
    func choice(_ name: String, in choices: [String], default defaultValue: String)
        throws(CommandLineError) -> String
    {
        guard let value = options[name] else { return defaultValue }
        guard choices.contains(value) else {
            throw .unknownWord(
                "invalid value '\(quotedForMessage(value))' for '--\(name)'", word: value,
                candidates: choices, valid: "valid values: \(choices.joined(separator: ", "))",
                subcommand: subcommand)
        }
        return value
    }

    /// Reads `--name` as a decimal number within `range`.
    ///
    /// Only decimal notation is read: an optional sign, digits, and an optional decimal point
    /// with more digits (`4.5`, `7`, `.5`). Swift's `Double(_:)` would also take `0x10`
    /// (hexadecimal 16), `1e1`, `nan`, `inf` and `1e999` (infinity); on a command line those
    /// are far more likely slips than intent, so they are refused.
    func number(_ name: String, in range: ClosedRange<Double>) throws(CommandLineError)
        -> Double?
    {
        guard let text = options[name] else { return nil }
        guard Self.isDecimal(text, fraction: true), let value = Double(text), value.isFinite,
            range.contains(value)
        else {
            throw CommandLineError(
                "invalid value '\(quotedForMessage(text))' for '--\(name)'; expected a decimal number from \(formatShort(range.lowerBound)) to \(formatShort(range.upperBound))",
                subcommand: subcommand)
        }
        return value
    }

    /// Reads `--name` as a whole number within `range`, in decimal digits with an optional
    /// sign.
    func integer(_ name: String, in range: ClosedRange<Int>) throws(CommandLineError) -> Int? {
        guard let text = options[name] else { return nil }
        guard Self.isDecimal(text, fraction: false), let value = Int(text), range.contains(value)
        else {
            throw CommandLineError(
                "invalid value '\(quotedForMessage(text))' for '--\(name)'; expected a whole number from \(range.lowerBound) to \(range.upperBound)",
                subcommand: subcommand)
        }
        return value
    }

    /// Whether `text` is an optional `+` or `-`, then ASCII digits with, when `fraction`
    /// allows, one decimal point among or before them; at least one digit.
    static func isDecimal(_ text: String, fraction: Bool) -> Bool {
        var digits = 0
        var points = 0
        for (offset, byte) in text.utf8.enumerated() {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digits += 1
            case UInt8(ascii: "."):
                points += 1
                if !fraction || points > 1 { return false }
            case UInt8(ascii: "+"), UInt8(ascii: "-"):
                if offset != 0 { return false }
            default: return false
            }
        }
        return digits > 0
    }
}
