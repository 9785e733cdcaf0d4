/// How many cases a property runs, from which seed, and how hard it shrinks.
///
/// The environment variables described in ``PropertyEnvironment`` take precedence over these
/// values, so a command line can replay or lengthen any property without editing it.
public struct PropertyConfiguration: Hashable, Sendable {
    /// Where the harness reads its environment variables from.
    public enum EnvironmentSource: Hashable, Sendable {
        /// The test process's environment, read with `getenv` when the property runs.
        case process
        /// A fixed dictionary; the harness's own tests use it to ignore the process.
        case variables([String: String])
    }

    /// The number of cases to run, before long mode or `CONFIGSTATE_PROPERTY_CASES` apply.
    ///
    /// Keep it modest: the default `swift test` of a whole suite should finish in seconds.
    public var cases: Int
    /// A master seed fixed in code, used when `CONFIGSTATE_PROPERTY_SEED` is not set.
    ///
    /// `nil` (the default) uses one fresh random seed per test process, printed on failure.
    public var seed: UInt64?
    /// The most property runs shrinking may take before it reports what it has.
    public var maximumShrinkAttempts: Int
    /// The most choices one generated value may draw.
    public var maximumChoiceCount: Int
    /// Where environment variables are read from.
    public var environment: EnvironmentSource

    /// Creates a configuration.
    ///
    /// - Parameters:
    ///   - cases: The number of cases to run by default.
    ///   - seed: A fixed master seed, or `nil` for a fresh one per test process.
    ///   - maximumShrinkAttempts: The most property runs shrinking may take.
    ///   - maximumChoiceCount: The most choices one generated value may draw.
    ///   - environment: Where environment variables are read from.
    public init(
        cases: Int = 100,
        seed: UInt64? = nil,
        maximumShrinkAttempts: Int = 5_000,
        maximumChoiceCount: Int = 10_000,
        environment: EnvironmentSource = .process
    ) {
        self.cases = cases
        self.seed = seed
        self.maximumShrinkAttempts = maximumShrinkAttempts
        self.maximumChoiceCount = maximumChoiceCount
        self.environment = environment
    }

    /// The seed of case `caseIndex` of a run with master seed `masterSeed`.
    ///
    /// Case 0 uses the master seed itself and case `k` the `k`-th output of
    /// `SplitMix64(seed: masterSeed)`. Because case 0 is the master seed, a failing case's own
    /// seed given as `CONFIGSTATE_PROPERTY_SEED` runs that case first.
    ///
    /// - Parameters:
    ///   - masterSeed: The run's master seed.
    ///   - caseIndex: The case's position in the run, from 0.
    /// - Returns: The case seed.
    public static func caseSeed(masterSeed: UInt64, caseIndex: Int) -> UInt64 {
        if caseIndex == 0 { return masterSeed }
        return SplitMix64.mix(masterSeed &+ UInt64(caseIndex) &* SplitMix64.increment)
    }

    /// The seed used by every property in this test process when none is set.
    static let processSeed: UInt64 = {
        var generator = SystemRandomNumberGenerator()
        return generator.next()
    }()

    /// The case count and master seed after applying the environment.
    func resolved() throws(PropertyEnvironmentError) -> (cases: Int, masterSeed: UInt64) {
        let environment: PropertyEnvironment
        switch self.environment {
        case .process: environment = try PropertyEnvironment.current()
        case .variables(let variables): environment = try PropertyEnvironment.parse(variables)
        }
        let defaultCases =
            environment.isLongMode ? cases * PropertyEnvironment.longModeMultiplier : cases
        return (
            cases: environment.caseCount ?? defaultCases,
            masterSeed: environment.seed ?? seed ?? Self.processSeed
        )
    }
}
