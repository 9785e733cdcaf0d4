/// The first combination on which an exhaustive check failed, with its labelled trace.
///
/// Its ``description`` is the report:
///
///     Exhaustive check "no state hides the label" failed on combination 6 of 8.
///     Combination: highlighted: true, selected: true, disabled: false
///     Failure: the check returned false
public struct ExhaustiveFailure: Error, Hashable, Sendable, CustomStringConvertible {
    /// One labelled value of the failing combination.
    public struct Entry: Hashable, Sendable, CustomStringConvertible {
        /// The domain's label.
        public var label: String
        /// The value, as `String(describing:)` prints it.
        public var value: String

        /// Creates an entry.
        ///
        /// - Parameters:
        ///   - label: The domain's label.
        ///   - value: The value's description.
        public init(label: String, value: String) {
            self.label = label
            self.value = value
        }

        /// `label: value`.
        public var description: String { "\(label): \(value)" }
    }

    /// The check's name, or `nil` for nested ``withEvery(_:in:_:)`` loops.
    public var checkName: String?
    /// The failing combination, outermost domain first.
    public var trace: [Entry]
    /// The combination's position in enumeration order, from 1, when known.
    public var combinationNumber: Int?
    /// The total number of combinations, when known.
    public var combinationCount: Int?
    /// Why the check failed: "the check returned false" or the thrown error's description.
    public var message: String

    /// Creates a failure report.
    ///
    /// - Parameters:
    ///   - checkName: The check's name.
    ///   - trace: The failing combination.
    ///   - combinationNumber: Its position, from 1.
    ///   - combinationCount: The total number of combinations.
    ///   - message: Why the check failed.
    public init(
        checkName: String?,
        trace: [Entry],
        combinationNumber: Int? = nil,
        combinationCount: Int? = nil,
        message: String
    ) {
        self.checkName = checkName
        self.trace = trace
        self.combinationNumber = combinationNumber
        self.combinationCount = combinationCount
        self.message = message
    }

    /// The combination on one line: `highlighted: true, selected: false`.
    ///
    /// - Complexity: O(*m*), where *m* is the number of entries in the trace.
    public var traceDescription: String {
        trace.map(\.description).joined(separator: ", ")
    }

    /// The report, three lines long.
    ///
    /// - Complexity: O(*m*), where *m* is the number of entries in the trace.
    public var description: String {
        var heading =
            checkName.map { "Exhaustive check \"\($0)\" failed" } ?? "Exhaustive check failed"
        if let combinationNumber, let combinationCount {
            heading += " on combination \(combinationNumber) of \(combinationCount)"
        }
        return heading + ".\nCombination: \(traceDescription)\nFailure: \(message)"
    }
}
