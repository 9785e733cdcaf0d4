/// A usage mistake on the command line; it exits with status 2 after printing the message
/// and the relevant usage.
public struct CommandLineError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The sentence to print, naming the bad word and the valid ones.
    public var message: String
    /// The subcommand whose usage to print, or `nil` for the top-level usage.
    public var subcommand: String?

    /// Creates an error.
    public init(_ message: String, subcommand: String? = nil) {
        self.message = message
        self.subcommand = subcommand
    }

    /// The message.
    public var description: String { message }
}

/// Exit statuses of `configstate`.
public enum ExitStatus {
    /// Success.
    public static let success: Int32 = 0
    /// The work ran but found problems (for example `audit --strict` below its threshold).
    public static let failure: Int32 = 1
    /// The command line was wrong.
    public static let usage: Int32 = 2
}
