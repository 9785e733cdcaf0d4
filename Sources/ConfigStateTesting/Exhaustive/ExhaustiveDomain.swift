/// A labelled, finite set of values for exhaustive small-scope checks.
///
///     findFailingCombination(
///         "every state resolves",
///         of: .flag("highlighted"), .flag("selected"), .allCases("style", of: Style.self)
///     ) { isHighlighted, isSelected, style in
///         ...
///     }
public struct ExhaustiveDomain<Value> {
    /// The label printed in a failing combination's trace, such as `highlighted`.
    public var label: String
    /// Every value to check, in order.
    public var values: [Value]

    /// Creates a domain from explicit values.
    ///
    /// - Parameters:
    ///   - label: The label printed in a failing combination's trace.
    ///   - values: Every value to check, in order.
    /// - Complexity: O(*n*), where *n* is the number of values, which are copied into an array.
    public init(_ label: String, values: some Sequence<Value>) {
        self.label = label
        self.values = Array(values)
    }
}

extension ExhaustiveDomain: Sendable where Value: Sendable {}

extension ExhaustiveDomain where Value == Bool {
    /// The domain `[false, true]`: one Boolean flag.
    ///
    /// - Parameter label: The flag's name, such as `highlighted`.
    /// - Returns: The domain.
    public static func flag(_ label: String) -> ExhaustiveDomain<Bool> {
        ExhaustiveDomain(label, values: [false, true])
    }
}

extension ExhaustiveDomain where Value: CaseIterable {
    /// The domain of every case of a `CaseIterable` type.
    ///
    /// - Parameters:
    ///   - label: The label printed in a failing combination's trace.
    ///   - type: The type whose cases to check.
    /// - Returns: The domain.
    /// - Complexity: O(*n*), where *n* is the number of cases.
    public static func allCases(_ label: String, of type: Value.Type = Value.self)
        -> ExhaustiveDomain<Value>
    {
        ExhaustiveDomain(label, values: Value.allCases)
    }
}

/// The number of combinations of `domains`: the product of their sizes.
///
/// - Parameter domains: The domains to combine.
/// - Returns: The number of combinations a check over them runs.
/// - Complexity: O(*m*), where *m* is the number of domains.
public func combinationCount<each Value>(of domains: repeat ExhaustiveDomain<each Value>) -> Int {
    var count = 1
    for domain in repeat each domains {
        let (product, overflow) = count.multipliedReportingOverflow(by: domain.values.count)
        precondition(!overflow, "too many combinations to enumerate")
        count = product
    }
    return count
}
