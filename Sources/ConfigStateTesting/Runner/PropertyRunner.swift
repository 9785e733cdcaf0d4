/// Runs a property on generated values and returns the failure report, or `nil` if every case
/// passed.
///
/// This is the framework-neutral core: it records nothing and prints nothing, so it works with
/// Swift Testing, XCTest or a plain executable, and the harness can test itself with it. In a
/// Swift Testing `@Test`, use `checkProperty(_:using:configuration:sourceLocation:_:)` instead,
/// which records the report as an issue.
///
///     let failure = findPropertyFailure(
///         "every array of ints sums below 1000",
///         using: Gen.array(of: Gen.int(in: 0...10_000))
///     ) { values in
///         values.reduce(0, +) < 1_000
///     }
///     // failure?.shrunkCounterexample == "[1000]"
///
/// The property fails when it returns `false` or throws; a thrown error's description becomes
/// the report's message (see ``require(_:_:fileID:line:)`` and
/// ``requireEqual(_:_:_:fileID:line:)``). On the first failing case the harness shrinks the
/// case's choices to the simplest failing value and reports both values, the seeds and a
/// replay command. The property must be deterministic: shrinking runs it many times.
///
/// - Parameters:
///   - name: The property, in words.
///   - generator: The generator of inputs.
///   - configuration: Case count, seed and limits; environment variables override them.
///   - testName: The test to name in the replay command; defaults to the calling function.
///   - property: The property; returns `false` or throws when it does not hold.
/// - Returns: The failure report, or `nil` when every case passed.
/// - Complexity: Up to *c* cases, each one run of the generator and of `property`, where *c* is the
///   case count that the configuration and the environment give. After a failure, shrinking adds up
///   to `maximumShrinkAttempts` more runs of both (see ``Shrinker/shrink()``), and each failing run
///   describes its value.
public func findPropertyFailure<Value>(
    _ name: String,
    using generator: Gen<Value>,
    configuration: PropertyConfiguration = PropertyConfiguration(),
    testName: String = #function,
    _ property: (Value) throws -> Bool
) -> PropertyFailure? {
    // The runner outlives no call: it is built, run and dropped here.
    withoutActuallyEscaping(property) { property in
        PropertyRunner(
            name: name, testName: testName, configuration: configuration,
            generate: { source in try generator.generate(from: &source) },
            describe: { value in String(describing: value) },
            property: property
        ).run()
    }
}

/// The engine shared by properties and state machines: generate, run, shrink, report.
struct PropertyRunner<Value> {
    var name: String
    var testName: String
    var configuration: PropertyConfiguration
    var generate: (inout ChoiceSource) throws -> Value
    var describe: (Value) -> String
    var property: (Value) throws -> Bool

    enum CaseOutcome {
        case passed
        case failed(counterexample: String, message: String)
        case rejected(GenerationRejection)
    }

    func run() -> PropertyFailure? {
        let cases: Int
        let masterSeed: UInt64
        do {
            (cases, masterSeed) = try configuration.resolved()
        } catch {
            return PropertyFailure(
                kind: .invalidEnvironment, propertyName: name, testName: testName,
                message: error.description)
        }
        for caseIndex in 0..<max(0, cases) {
            let caseSeed = PropertyConfiguration.caseSeed(
                masterSeed: masterSeed, caseIndex: caseIndex)
            var source = ChoiceSource(
                seed: caseSeed, maximumChoiceCount: configuration.maximumChoiceCount)
            switch runCase(&source) {
            case .passed:
                continue
            case .rejected(let rejection):
                return PropertyFailure(
                    kind: .generatorGaveUp, propertyName: name, testName: testName,
                    message: rejection.description, masterSeed: masterSeed,
                    caseIndex: caseIndex, caseSeed: caseSeed, passedCases: caseIndex,
                    originalChoices: source.choices)
            case .failed(let counterexample, let message):
                var failure = shrink(source.choices)
                failure.masterSeed = masterSeed
                failure.caseIndex = caseIndex
                failure.caseSeed = caseSeed
                failure.passedCases = caseIndex
                failure.originalCounterexample = counterexample
                failure.originalChoices = source.choices
                if failure.shrunkCounterexample == nil {
                    failure.shrunkCounterexample = counterexample
                    failure.message = message
                }
                return failure
            }
        }
        return nil
    }

    private func runCase(_ source: inout ChoiceSource) -> CaseOutcome {
        let value: Value
        do {
            value = try generate(&source)
        } catch let rejection as GenerationRejection {
            return .rejected(rejection)
        } catch {
            return .rejected(.rejected(String(describing: error)))
        }
        do {
            if try property(value) { return .passed }
            return .failed(counterexample: describe(value), message: "the property returned false")
        } catch {
            return .failed(counterexample: describe(value), message: String(describing: error))
        }
    }

    private func shrink(_ failing: [UInt64]) -> PropertyFailure {
        var shrinker = Shrinker(
            failing: failing, maximumAttempts: configuration.maximumShrinkAttempts
        ) { candidate in
            var source = ChoiceSource(replaying: candidate)
            if case .failed = runCase(&source) {
                return .failed(recorded: source.choices)
            }
            return .notFailed
        }
        let shrunk = shrinker.shrink()
        var failure = PropertyFailure(
            kind: .counterexample, propertyName: name, testName: testName, message: "",
            shrunkChoices: shrunk, shrinkSteps: shrinker.improvements,
            shrinkAttempts: shrinker.attempts, reachedShrinkLimit: shrinker.reachedAttemptLimit)
        // Run the shrunk case once more for its value and message; the shrinker keeps only
        // choices.
        var source = ChoiceSource(replaying: shrunk)
        if case .failed(let counterexample, let message) = runCase(&source) {
            failure.shrunkCounterexample = counterexample
            failure.message = message
        }
        return failure
    }
}
