// Swift Testing can be imported by a library target on this toolchain (Swift 6.3, Linux; and
// SwiftPM on macOS), so these entry points record failures as issues directly. Where the
// module is unavailable the framework-neutral `find…` functions remain.
#if canImport(Testing)
    import Testing

    /// Runs a property in a Swift Testing test and records its failure report as an issue.
    ///
    ///     @Test func arraySumsStayBelowLimit() {
    ///         checkProperty(
    ///             "every array of small ints sums below 1000",
    ///             using: Gen.array(of: Gen.int(in: 0...99), count: 0...10)
    ///         ) { values in
    ///             values.reduce(0, +) < 1_000
    ///         }
    ///     }
    ///
    /// The issue's message is the full ``PropertyFailure`` report, with the replay command,
    /// and its location is the call. See ``findPropertyFailure(_:using:configuration:testName:_:)``
    /// for how properties run and shrink.
    ///
    /// - Parameters:
    ///   - name: The property, in words.
    ///   - generator: The generator of inputs.
    ///   - configuration: Case count, seed and limits; environment variables override them.
    ///   - sourceLocation: Where to record the issue; leave the default.
    ///   - property: The property; returns `false` or throws when it does not hold.
    /// - Returns: Whether the property held (no issue was recorded). A test that also checks
    ///   what its cases covered skips that check after a failure, whose shrinking runs
    ///   cases of its own.
    /// - Complexity: As ``findPropertyFailure(_:using:configuration:testName:_:)``.
    @discardableResult
    public func checkProperty<Value>(
        _ name: String,
        using generator: Gen<Value>,
        configuration: PropertyConfiguration = PropertyConfiguration(),
        sourceLocation: SourceLocation = #_sourceLocation,
        _ property: (Value) throws -> Bool
    ) -> Bool {
        let failure = findPropertyFailure(
            name, using: generator, configuration: configuration,
            testName: currentTestName(), property)
        return record(failure, at: sourceLocation)
    }

    /// Runs a model-based test in a Swift Testing test and records its failure report, with
    /// the minimal failing command sequence as Swift code, as an issue.
    ///
    ///     @Test func counterMatchesItsModel() {
    ///         checkStateMachine("the counter matches an Int", CounterMachine())
    ///     }
    ///
    /// - Parameters:
    ///   - name: The property the machine checks, in words.
    ///   - machine: The model-based test.
    ///   - steps: The allowed command-sequence lengths.
    ///   - configuration: Case count, seed and limits; environment variables override them.
    ///   - sourceLocation: Where to record the issue; leave the default.
    /// - Returns: Whether the machine matched its model (no issue was recorded).
    /// - Complexity: As ``findStateMachineFailure(_:_:steps:configuration:testName:)``.
    @discardableResult
    public func checkStateMachine<Machine: StateMachineTest>(
        _ name: String,
        _ machine: Machine,
        steps: ClosedRange<Int> = StateMachineDefaults.steps,
        configuration: PropertyConfiguration = PropertyConfiguration(),
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> Bool {
        let failure = findStateMachineFailure(
            name, machine, steps: steps, configuration: configuration,
            testName: currentTestName())
        return record(failure, at: sourceLocation)
    }

    /// Runs a check on every combination of labelled domains in a Swift Testing test and
    /// records the first failure, with its labelled trace, as an issue.
    ///
    ///     @Test func everyFlagCombinationResolves() {
    ///         checkEveryCombination(
    ///             "every combination resolves", of: .flag("highlighted"), .flag("selected")
    ///         ) { isHighlighted, isSelected in
    ///             resolve(highlighted: isHighlighted, selected: isSelected) != nil
    ///         }
    ///     }
    ///
    /// - Parameters:
    ///   - name: The check, in words.
    ///   - domains: The labelled domains to combine.
    ///   - sourceLocation: Where to record the issue; leave the default.
    ///   - check: Returns `false` or throws when a combination fails.
    /// - Returns: Whether every combination passed (no issue was recorded).
    /// - Complexity: As ``findFailingCombination(_:of:check:)``.
    @discardableResult
    public func checkEveryCombination<each Value>(
        _ name: String,
        of domains: repeat ExhaustiveDomain<each Value>,
        sourceLocation: SourceLocation = #_sourceLocation,
        check: (repeat each Value) throws -> Bool
    ) -> Bool {
        record(
            findFailingCombination(name, of: repeat each domains, check: check),
            at: sourceLocation)
    }

    /// Runs a check on every combination of Boolean flags in a Swift Testing test and records
    /// the first failure, with its labelled trace, as an issue.
    ///
    /// - Parameters:
    ///   - name: The check, in words.
    ///   - labels: The flags' names, printed in the trace.
    ///   - sourceLocation: Where to record the issue; leave the default.
    ///   - check: Receives the flags in the order of `labels`; returns `false` or throws when
    ///     a combination fails.
    /// - Returns: Whether every combination passed (no issue was recorded).
    /// - Complexity: As ``findFailingCombination(_:ofFlags:_:)``.
    @discardableResult
    public func checkEveryCombination(
        _ name: String,
        ofFlags labels: [String],
        sourceLocation: SourceLocation = #_sourceLocation,
        _ check: ([Bool]) throws -> Bool
    ) -> Bool {
        record(findFailingCombination(name, ofFlags: labels, check), at: sourceLocation)
    }

    /// Records `failure`, if any, as an issue at `sourceLocation`; returns whether there was
    /// none.
    private func record(
        _ failure: (some CustomStringConvertible)?, at sourceLocation: SourceLocation
    )
        -> Bool
    {
        guard let failure else { return true }
        Issue.record(Comment(rawValue: failure.description), sourceLocation: sourceLocation)
        return false
    }

    /// The running test's name as `Module.Suite/test()`, which `swift test --filter` matches.
    ///
    /// Swift Testing prints a test's identifier as `Module.Suite/test()/File.swift:12:6`; the
    /// source location is dropped. Outside a test there is nothing to filter by.
    func currentTestName() -> String {
        guard let test = Test.current else { return "" }
        var components = String(describing: test.id).split(separator: "/").map(String.init)
        if let last = components.last, last.contains(".swift:") {
            components.removeLast()
        }
        return components.isEmpty ? test.name : components.joined(separator: "/")
    }
#endif
