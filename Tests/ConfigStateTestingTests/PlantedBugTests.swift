import ConfigStateTesting
import Testing

/// Properties with a planted bug whose minimal counterexample is known exactly: the harness
/// must find the bug and shrink to that counterexample from many different starting points.
@Suite struct PlantedBugTests {
    static let seeds: ClosedRange<UInt64> = 1...12

    @Test(arguments: seeds)
    func arraySumBugShrinksToExactlyOneThousand(seed: UInt64) throws {
        let generator = Gen.array(of: Gen.int(in: 0...1_000), count: 0...20)
        let failure = try #require(
            findPropertyFailure(
                "every array of ints sums below 1000", using: generator,
                configuration: isolatedConfiguration(seed: seed)
            ) { values in values.reduce(0, +) < 1_000 })
        #expect(failure.kind == .counterexample)
        #expect(failure.shrunkCounterexample == "[1000]")
        #expect(try generator.value(replaying: failure.shrunkChoices) == [1_000])
        #expect(failure.message == "the property returned false")
    }

    @Test(arguments: seeds)
    func pairBugShrinksToElevenAndZero(seed: UInt64) throws {
        let generator = Gen.zip(Gen.int(in: 0...1_000), Gen.int(in: 0...1_000))
        let failure = try #require(
            findPropertyFailure(
                "no pair has a > b + 10", using: generator,
                configuration: isolatedConfiguration(seed: seed)
            ) { a, b in a <= b + 10 })
        #expect(failure.shrunkCounterexample == "(11, 0)")
        #expect(failure.shrunkChoices == [11, 0])
    }

    @Test(arguments: seeds)
    func signedIntegerBugShrinksTowardsZero(seed: UInt64) throws {
        let failure = try #require(
            findPropertyFailure(
                "every int has magnitude below 50", using: Gen.int(in: -1_000...1_000),
                configuration: isolatedConfiguration(seed: seed)
            ) { value in abs(value) < 50 })
        // 50 and -50 are equally far from zero; the choice order puts the positive one first.
        #expect(failure.shrunkCounterexample == "50")
    }

    @Test(arguments: seeds)
    func counterBugShrinksToResetThenIncrement(seed: UInt64) throws {
        let machine = CounterMachine()
        let failure = try #require(
            findStateMachineFailure(
                "the counter matches an Int", machine,
                configuration: isolatedConfiguration(seed: seed)))
        #expect(try machine.commands(replaying: failure.shrunkChoices) == [.reset, .increment])
        #expect(
            failure.shrunkCounterexample == """
                let commands: [CounterMachine.Command] = [
                    .reset,
                    .increment,
                ]
                try CounterMachine().execute(commands)
                """)
        #expect(failure.message.hasPrefix("step 2 (.increment): counter value: got 2, expected 1"))
    }

    @Test(arguments: seeds)
    func stackBugShrinksToTwoPushesAndAPop(seed: UInt64) throws {
        let machine = StackMachine()
        let failure = try #require(
            findStateMachineFailure(
                "the stack matches an array", machine,
                configuration: isolatedConfiguration(seed: seed)))
        #expect(
            try machine.commands(replaying: failure.shrunkChoices) == [.push(0), .push(1), .pop])
        #expect(
            failure.shrunkCounterexample == """
                let commands: [StackMachine.Command] = [
                    .push(0),
                    .push(1),
                    .pop,
                ]
                try StackMachine(hasPlantedBug: true).execute(commands)
                """)
    }

    @Test func printedStackSequenceReproducesTheFailureWhenPasted() {
        // The shrunk sequence above, pasted as the report prints it.
        let commands: [StackMachine.Command] = [
            .push(0),
            .push(1),
            .pop,
        ]
        #expect(throws: StateMachineStepFailure.self) {
            try StackMachine(hasPlantedBug: true).execute(commands)
        }
        #expect(throws: Never.self) {
            try StackMachine(hasPlantedBug: false).execute(commands)
        }
    }
}
