/// A usage mistake on the command line; it exits with status 2 after printing the message
/// and the relevant usage.
///
/// Messages quote the bad word. So that a pasted megabyte does not come back as a megabyte of
/// error, a message longer than ``maximumMessageLength`` characters keeps its first and last
/// parts and says how many characters it left out between them.
public struct CommandLineError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The sentence to print, naming the bad word and the valid ones.
    public var message: String
    /// The subcommand whose usage to print, or `nil` for the top-level usage.
    public var subcommand: String?

    /// The longest message kept whole: 600 characters.
    public static let maximumMessageLength = 600

    /// Creates an error, shortening a message longer than ``maximumMessageLength``.
    public init(_ message: String, subcommand: String? = nil) {
        self.message = Self.shortened(message)
        self.subcommand = subcommand
    }

    /// `message`, or its first and last 280 characters around a note of what was left out.
    static func shortened(_ message: String) -> String {
        let count = message.count
        guard count > maximumMessageLength else { return message }
        let kept = 280
        return message.prefix(kept) + "…[\(count - 2 * kept) characters left out]…"
            + message.suffix(kept)
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
