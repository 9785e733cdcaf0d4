/// Everything needed to understand and replay a failed property.
///
/// Its ``description`` is the report the harness prints:
///
///     Property "every array of ints sums below 1000" failed after 12 passing cases.
///     Shrunk counterexample: [1000]
///     Original counterexample: [4937, 10, 66]
///     Failure: the property returned false
///     Shrunk in 9 steps (148 attempts); choices [1, 1000, 0].
///     Master seed 0x5EED5EED5EED5EED, case 12 (case seed 0x8C61A04F3E2D2A77).
///     Replay: CONFIGSTATE_PROPERTY_SEED=0x8C61A04F3E2D2A77 swift test --filter SumTests/sums
public struct PropertyFailure: Error, Hashable, Sendable, CustomStringConvertible {
    /// What kind of failure this is.
    public enum Kind: Hashable, Sendable {
        /// The property failed on a generated value.
        case counterexample
        /// The generator could not produce a value (a filter or precondition that rejects
        /// nearly everything, or a generator that draws too many choices).
        case generatorGaveUp
        /// An environment variable could not be read, so no case ran.
        case invalidEnvironment
    }

    /// What kind of failure this is.
    public var kind: Kind
    /// The property's name, in words.
    public var propertyName: String
    /// The test that ran the property, as given to `swift test --filter`.
    public var testName: String
    /// Why the property failed: its thrown error, "the property returned false", why the
    /// generator gave up, or the environment error.
    public var message: String
    /// The run's master seed (`nil` when no case ran).
    public var masterSeed: UInt64?
    /// The index of the failing case in the run (`nil` when no case ran).
    public var caseIndex: Int?
    /// The failing case's own seed; as `CONFIGSTATE_PROPERTY_SEED` it replays that case first.
    public var caseSeed: UInt64?
    /// The number of cases that passed before the failing one.
    public var passedCases: Int
    /// The value the failing case generated, before shrinking.
    public var originalCounterexample: String?
    /// The simplest failing value the shrinker found.
    public var shrunkCounterexample: String?
    /// The choices that generated ``originalCounterexample``.
    public var originalChoices: [UInt64]
    /// The choices that generate ``shrunkCounterexample``; `Gen.value(replaying:)` rebuilds it.
    public var shrunkChoices: [UInt64]
    /// How many times shrinking found a simpler failing value.
    public var shrinkSteps: Int
    /// How many times shrinking ran the property.
    public var shrinkAttempts: Int
    /// Whether shrinking stopped at its attempt limit rather than at a local minimum.
    public var reachedShrinkLimit: Bool

    /// Creates a failure report; the harness creates these, tests of reports may too.
    ///
    /// - Parameters:
    ///   - kind: What kind of failure this is.
    ///   - propertyName: The property's name.
    ///   - testName: The test that ran the property.
    ///   - message: Why the property failed.
    ///   - masterSeed: The run's master seed.
    ///   - caseIndex: The failing case's index.
    ///   - caseSeed: The failing case's seed.
    ///   - passedCases: The cases that passed before it.
    ///   - originalCounterexample: The value before shrinking.
    ///   - shrunkCounterexample: The value after shrinking.
    ///   - originalChoices: The choices before shrinking.
    ///   - shrunkChoices: The choices after shrinking.
    ///   - shrinkSteps: The improvements shrinking made.
    ///   - shrinkAttempts: The property runs shrinking took.
    ///   - reachedShrinkLimit: Whether shrinking stopped at its limit.
    public init(
        kind: Kind,
        propertyName: String,
        testName: String,
        message: String,
        masterSeed: UInt64? = nil,
        caseIndex: Int? = nil,
        caseSeed: UInt64? = nil,
        passedCases: Int = 0,
        originalCounterexample: String? = nil,
        shrunkCounterexample: String? = nil,
        originalChoices: [UInt64] = [],
        shrunkChoices: [UInt64] = [],
        shrinkSteps: Int = 0,
        shrinkAttempts: Int = 0,
        reachedShrinkLimit: Bool = false
    ) {
        self.kind = kind
        self.propertyName = propertyName
        self.testName = testName
        self.message = message
        self.masterSeed = masterSeed
        self.caseIndex = caseIndex
        self.caseSeed = caseSeed
        self.passedCases = passedCases
        self.originalCounterexample = originalCounterexample
        self.shrunkCounterexample = shrunkCounterexample
        self.originalChoices = originalChoices
        self.shrunkChoices = shrunkChoices
        self.shrinkSteps = shrinkSteps
        self.shrinkAttempts = shrinkAttempts
        self.reachedShrinkLimit = reachedShrinkLimit
    }

    /// The one-line shell command that replays the failing case, or `nil` when no case ran.
    ///
    /// It sets `CONFIGSTATE_PROPERTY_SEED` to the case seed, which makes the failing case the
    /// first one the property runs; the case then fails and shrinks exactly as before.
    public var replayCommand: String? {
        guard let caseSeed else { return nil }
        let filter = Self.filter(forTestName: testName)
        return "\(PropertyEnvironment.seedVariable)=\(Self.hexadecimal(caseSeed)) swift test"
            + (filter.isEmpty ? "" : " --filter \(filter)")
    }

    /// The report, several lines long.
    ///
    /// - Complexity: O(*n*) for *n* shrunk choices, which are printed, plus the length of the
    ///   counterexamples and the message.
    public var description: String {
        var lines: [String] = []
        switch kind {
        case .counterexample:
            lines.append(
                "Property \"\(propertyName)\" failed after \(passedCases) passing "
                    + (passedCases == 1 ? "case." : "cases."))
            if let shrunkCounterexample {
                lines.append(Self.labelled("Shrunk counterexample", shrunkCounterexample))
            }
            if let originalCounterexample {
                lines.append(Self.labelled("Original counterexample", originalCounterexample))
            }
            lines.append(Self.labelled("Failure", message))
            let limit = reachedShrinkLimit ? ", stopped at the attempt limit" : ""
            lines.append(
                "Shrunk in \(Self.count(shrinkSteps, "step")) "
                    + "(\(Self.count(shrinkAttempts, "attempt"))\(limit)); choices \(shrunkChoices)."
            )
        case .generatorGaveUp:
            lines.append(
                "Property \"\(propertyName)\" could not generate case \(caseIndex ?? 0): \(message)"
            )
        case .invalidEnvironment:
            lines.append("Property \"\(propertyName)\" could not run: \(message)")
        }
        if let masterSeed, let caseIndex, let caseSeed {
            lines.append(
                "Master seed \(Self.hexadecimal(masterSeed)), case \(caseIndex) "
                    + "(case seed \(Self.hexadecimal(caseSeed))).")
        }
        if let replayCommand {
            lines.append("Replay: \(replayCommand)")
        }
        return lines.joined(separator: "\n")
    }

    /// "1 step", "2 steps".
    static func count(_ value: Int, _ noun: String) -> String {
        "\(value) \(noun)\(value == 1 ? "" : "s")"
    }

    /// `0x` and sixteen hexadecimal digits: fixed width, so seeds line up and copy cleanly.
    static func hexadecimal(_ value: UInt64) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return "0x" + String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// Puts a multi-line value on its own indented lines.
    static func labelled(_ label: String, _ text: String) -> String {
        guard text.contains("\n") else { return "\(label): \(text)" }
        let indented = text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { "    " + $0 }
        return "\(label):\n" + indented.joined(separator: "\n")
    }

    /// A `--filter` pattern for a test name such as `Module.Suite/test()` or `testFoo()`.
    ///
    /// The argument list is dropped: parentheses are regular-expression syntax.
    static func filter(forTestName testName: String) -> String {
        guard let parenthesis = testName.firstIndex(of: "(") else { return testName }
        return String(testName[..<parenthesis])
    }
}
