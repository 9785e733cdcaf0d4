import Foundation

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
    /// Whether standard error is a terminal: only then does a long run show its progress
    /// there (see ``withProgress(_:_:)``).
    public var isErrorTerminal: Bool
    /// The time since a fixed start, on a monotonic clock, that progress lines are timed by;
    /// a test substitutes a fake.
    public var elapsed: @Sendable () -> Duration
    /// Environment variables the command consults (`NO_COLOR`).
    public var environment: [String: String]
    /// The directory relative paths are resolved against.
    public var currentDirectory: String

    /// A context that captures output, for tests.
    ///
    /// - Parameters:
    ///   - isTerminal: Whether standard output counts as a terminal (for colour).
    ///   - isErrorTerminal: Whether standard error counts as a terminal (for progress).
    ///   - environment: The environment variables the command sees.
    ///   - currentDirectory: The directory relative paths are resolved against.
    ///   - elapsed: The clock progress lines are timed by (by default the process's
    ///     monotonic clock, from the call).
    public init(
        isTerminal: Bool = false, isErrorTerminal: Bool = false,
        environment: [String: String] = [:], currentDirectory: String = ".",
        elapsed: (@Sendable () -> Duration)? = nil
    ) {
        self.echoes = false
        self.isTerminal = isTerminal
        self.isErrorTerminal = isErrorTerminal
        self.elapsed = elapsed ?? ProgressReporter.monotonicElapsed()
        self.environment = environment
        self.currentDirectory = currentDirectory
    }

    /// The process's own streams, terminal and environment.
    public static func live() -> CommandContext {
        var context = CommandContext()
        context.echoes = true
        context.isTerminal = isatty(STDOUT_FILENO) != 0
        context.isErrorTerminal = isatty(STDERR_FILENO) != 0
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
            Self.writeToStandardError(text + "\n")
        } else {
            standardError += text + "\n"
        }
    }

    /// Runs `body` with a reporter that shows `command`'s progress on standard error, and
    /// clears the line when `body` returns.
    ///
    /// The reporter writes only when ``isErrorTerminal`` is true, and only once the run has
    /// gone on for a second (timed by ``elapsed``), so that quick runs, pipes and tests see
    /// nothing. Captured writes are added to ``standardError``.
    mutating func withProgress<Result, Failure: Error>(
        _ command: String, _ body: (ProgressReporter) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        let captured = CapturedText()
        let echoes = echoes
        let reporter = ProgressReporter(
            command: command, isTerminal: isErrorTerminal, elapsed: elapsed,
            write: { text in
                if echoes { Self.writeToStandardError(text) } else { captured.append(text) }
            })
        defer {
            reporter.finish()
            standardError += captured.text
        }
        return try body(reporter)
    }

    /// Writes `text` to the process's standard error, unbuffered.
    private static func writeToStandardError(_ text: String) {
        var text = text
        text.withUTF8 { bytes in _ = write(STDERR_FILENO, bytes.baseAddress, bytes.count) }
    }
}

/// Text a closure collects for a ``CommandContext`` that cannot be captured `inout`, from
/// whichever thread writes.
private final class CapturedText: @unchecked Sendable {
    private let lock = NSLock()
    private var collected = ""

    /// Adds `more` to the end.
    func append(_ more: String) { lock.withLock { collected += more } }

    /// Everything added so far.
    var text: String { lock.withLock { collected } }
}
