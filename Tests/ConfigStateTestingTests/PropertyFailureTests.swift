import ConfigStateTesting
import Testing

@Suite struct PropertyReplayTests {
    static let generator = Gen.array(of: Gen.int(in: 0...1_000), count: 0...8)

    static func findFailure(environment: [String: String], seed: UInt64) -> PropertyFailure? {
        findPropertyFailure(
            "every array avoids values above 990", using: generator,
            configuration: PropertyConfiguration(seed: seed, environment: .variables(environment))
        ) { values in values.allSatisfy { $0 <= 990 } }
    }

    /// The seed printed in a replay command such as `CONFIGSTATE_PROPERTY_SEED=0x… swift test`.
    static func printedSeed(in command: String) throws -> String {
        let assignment = try #require(command.split(separator: " ").first)
        let parts = assignment.split(separator: "=")
        try #require(parts.count == 2 && parts[0] == "CONFIGSTATE_PROPERTY_SEED")
        return String(parts[1])
    }

    @Test func printedReplaySeedRunsTheFailingCaseFirstAndShrinksIdentically() throws {
        // Find a run whose first failure is not its first case, so replay visibly skips ahead.
        let (masterSeed, original) = try #require(
            (UInt64(1)...50).lazy.compactMap { seed in
                Self.findFailure(environment: [:], seed: seed).map { (seed, $0) }
            }.first { $0.1.caseIndex ?? 0 > 0 })
        #expect(original.masterSeed == masterSeed)

        let seed = try Self.printedSeed(in: try #require(original.replayCommand))
        let replayed = try #require(
            Self.findFailure(environment: ["CONFIGSTATE_PROPERTY_SEED": seed], seed: 12_345))

        #expect(replayed.caseIndex == 0)
        #expect(replayed.caseSeed == original.caseSeed)
        #expect(replayed.originalCounterexample == original.originalCounterexample)
        #expect(replayed.shrunkCounterexample == original.shrunkCounterexample)
        #expect(replayed.shrunkChoices == original.shrunkChoices)
        #expect(replayed.shrunkCounterexample == "[991]")
    }

    @Test func caseSeedRegeneratesTheOriginalCounterexample() throws {
        let failure = try #require(Self.findFailure(environment: [:], seed: 3))
        let value = try Self.generator.value(seed: try #require(failure.caseSeed))
        #expect(String(describing: value) == failure.originalCounterexample)
    }

    @Test func passingPropertyReturnsNoFailure() {
        let failure = findPropertyFailure(
            "ints in range stay in range", using: Gen.int(in: -5...5),
            configuration: isolatedConfiguration()
        ) { (-5...5).contains($0) }
        #expect(failure == nil)
    }

    @Test func thrownErrorIsTheFailureMessage() throws {
        let failure = try #require(
            findPropertyFailure(
                "small numbers", using: Gen.int(in: 0...100), configuration: isolatedConfiguration()
            ) { value in
                try requireEqual(value / 50, 0, "value / 50")
                return true
            })
        #expect(failure.shrunkCounterexample == "50")
        #expect(
            failure.message.hasPrefix("value / 50: got 1, expected 0 (ConfigStateTestingTests/"))
    }
}

@Suite struct PropertyFailureReportTests {
    static let failure = PropertyFailure(
        kind: .counterexample, propertyName: "sums stay small",
        testName: "ConfigStateTestingTests.PlantedBugTests/arraySum(seed:)",
        message: "the property returned false", masterSeed: 0x5EED, caseIndex: 3,
        caseSeed: 0xABC, passedCases: 3, originalCounterexample: "[600, 700]",
        shrunkCounterexample: "[1000]", originalChoices: [1, 600, 1, 700, 0],
        shrunkChoices: [1, 1_000, 0], shrinkSteps: 4, shrinkAttempts: 57)

    @Test func reportNamesEverythingNeededToUnderstandAndReplay() {
        #expect(
            Self.failure.description == """
                Property "sums stay small" failed after 3 passing cases.
                Shrunk counterexample: [1000]
                Original counterexample: [600, 700]
                Failure: the property returned false
                Shrunk in 4 steps (57 attempts); choices [1, 1000, 0].
                Master seed 0x0000000000005EED, case 3 (case seed 0x0000000000000ABC).
                Replay: CONFIGSTATE_PROPERTY_SEED=0x0000000000000ABC swift test --filter ConfigStateTestingTests.PlantedBugTests/arraySum
                """)
    }

    @Test func replayCommandDropsTheArgumentListFromTheFilter() {
        var failure = Self.failure
        failure.testName = "testSomething()"
        #expect(
            failure.replayCommand
                == "CONFIGSTATE_PROPERTY_SEED=0x0000000000000ABC swift test --filter testSomething")
    }

    @Test func replayCommandWithoutATestNameRunsEveryTest() {
        var failure = Self.failure
        failure.testName = ""
        #expect(failure.replayCommand == "CONFIGSTATE_PROPERTY_SEED=0x0000000000000ABC swift test")
    }

    @Test func shrinkLimitIsMentionedWhenReached() {
        var failure = Self.failure
        failure.reachedShrinkLimit = true
        #expect(failure.description.contains("(57 attempts, stopped at the attempt limit)"))
    }

    @Test func defaultTestNameIsTheCallingFunction() throws {
        let failure = try #require(
            findPropertyFailure(
                "always false", using: Gen.bool, configuration: isolatedConfiguration()
            ) { _ in false })
        #expect(failure.testName == "defaultTestNameIsTheCallingFunction()")
        #expect(
            failure.replayCommand?.hasSuffix("--filter defaultTestNameIsTheCallingFunction") == true
        )
    }
}
