/// A `configstate` subcommand: what the top-level usage lists for it, its own usage, and what
/// it does.
///
/// ``ConfigStateCommand`` dispatches on ``name``, prints ``usage`` for `--help` and after a
/// usage error, and lists ``name`` and ``summary`` in its own usage.
protocol Subcommand: Sendable {
    /// The word that selects the subcommand.
    static var name: String { get }
    /// One line for the top-level usage.
    static var summary: String { get }
    /// The subcommand's usage text.
    static var usage: String { get }

    /// Runs the subcommand with the arguments after its name, writing into `context`, and
    /// returns the exit status.
    ///
    /// - Throws: ``CommandLineError`` for a usage mistake.
    @MainActor static func run(_ arguments: [String], _ context: inout CommandContext)
        throws(CommandLineError) -> Int32
}
