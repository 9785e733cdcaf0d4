#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where a command writes, and what it knows about its terminal and environment.
///
/// `main` uses ``live()``; tests build one by hand and read ``standardOutput`` and
/// ``standardError`` afterwards.
public struct CommandContext: Sendable {
    /// Everything written to standard output, when ``echoes`` is false.
    public var standardOutput = ""
    /// Everything written to standard error, when ``echoes`` is false.
    public var standardError = ""
    /// Whether writes go straight to the process's streams (true for ``live()``).
    public var echoes: Bool
    /// Whether standard output is a terminal.
    public var isTerminal: Bool
    /// Environment variables the command consults (`NO_COLOR`).
    public var environment: [String: String]
    /// The directory relative paths are resolved against.
    public var currentDirectory: String

    /// A context that captures output, for tests.
    public init(
        isTerminal: Bool = false, environment: [String: String] = [:],
        currentDirectory: String = "."
    ) {
        self.echoes = false
        self.isTerminal = isTerminal
        self.environment = environment
        self.currentDirectory = currentDirectory
    }

    /// The process's own streams, terminal and environment.
    public static func live() -> CommandContext {
        var context = CommandContext()
        context.echoes = true
        context.isTerminal = isatty(STDOUT_FILENO) != 0
        if let value = getenv("NO_COLOR") {
            context.environment["NO_COLOR"] = String(cString: value)
        }
        if let value = getenv("TERM") { context.environment["TERM"] = String(cString: value) }
        var buffer = [CChar](repeating: 0, count: 4096)
        if getcwd(&buffer, buffer.count) != nil {
            context.currentDirectory = String(
                decoding: buffer.prefix(while: { $0 != 0 }).map { UInt8(bitPattern: $0) },
                as: UTF8.self)
        }
        return context
    }

    /// Whether to use ANSI colour: only on a terminal, only when `NO_COLOR` is unset
    /// (https://no-color.org) and `TERM` is not `dumb`.
    public var usesColor: Bool {
        isTerminal && environment["NO_COLOR"] == nil && environment["TERM"] != "dumb"
    }

    /// Writes a line (or text without a newline) to standard output.
    public mutating func print(_ text: String = "", terminator: String = "\n") {
        if echoes {
            Swift.print(text, terminator: terminator)
        } else {
            standardOutput += text + terminator
        }
    }

    /// Writes a line to standard error.
    public mutating func printError(_ text: String) {
        if echoes {
            var line = text + "\n"
            line.withUTF8 { bytes in _ = write(STDERR_FILENO, bytes.baseAddress, bytes.count) }
        } else {
            standardError += text + "\n"
        }
    }
}
