import ConfigStateTesting
import Testing

@Suite struct StateMachineTests {
    @Test func correctSystemPassesEveryGeneratedSequence() {
        let failure = findStateMachineFailure(
            "a correct stack matches an array", StackMachine(hasPlantedBug: false),
            configuration: isolatedConfiguration(cases: 300))
        #expect(failure == nil)
    }

    @Test func generatedSequencesRespectPreconditionsAndLengths() throws {
        let machine = StackMachine()
        for index in 0..<300 {
            var source = ChoiceSource(seed: UInt64(index))
            let commands = try machine.generateCommands(from: &source, steps: 2...12)
            #expect((2...12).contains(commands.count))
            var depth = 0
            for command in commands {
                if command == .pop {
                    #expect(depth > 0)
                    depth -= 1
                } else {
                    depth += 1
                }
            }
            #expect(try machine.commands(replaying: source.choices, steps: 2...12) == commands)
        }
    }

    @Test func replayThatBreaksAPreconditionIsRejectedNotRun() {
        // Choice 1 selects `.pop` on an empty stack as the first step.
        #expect(throws: GenerationRejection.preconditionFailed(".pop")) {
            try StackMachine().commands(replaying: [1, 0])
        }
    }

    @Test func executeReportsTheFailingStepAndCommand() throws {
        let commands: [CounterMachine.Command] = [.increment, .decrement, .reset, .increment]
        let error = try #require(throws: StateMachineStepFailure.self) {
            try CounterMachine().execute(commands)
        }
        #expect(error.step == 4)
        #expect(error.command == ".increment")
        #expect(error.message.hasPrefix("counter value: got 2, expected 1"))
    }

    @Test func executeRejectsAPastedSequenceThatBreaksAPrecondition() throws {
        let error = try #require(throws: StateMachineStepFailure.self) {
            try StackMachine(hasPlantedBug: false).execute([.pop])
        }
        #expect(error.description == "step 1 (.pop): the command does not satisfy its precondition")
    }

    @Test func defaultSwiftCodeOfEnumCasesIsAnImplicitMemberExpression() {
        #expect(StackMachine.Command.push(3).swiftCode == ".push(3)")
        #expect(StackMachine.Command.pop.swiftCode == ".pop")
    }

    @Test func defaultSwiftCodeOfAStructIsItsMemberwiseInitializer() {
        struct Resize: StateMachineCommand { var width: Int }
        #expect(Resize(width: 4).swiftCode == "Resize(width: 4)")
    }

    /// A printed counterexample compiles when pasted: the machine is written as its
    /// memberwise initializer with what a literal writes, and an instrument it holds (a class
    /// instance), a `nil` optional or a closure is left to the initializer's default — not
    /// printed as `Optional(Module.Counter)`, which does not compile.
    @Test func theMachineIsWrittenAsCodeThatCompiles() {
        final class Instrument {}
        struct Configured: StateMachineTest {
            enum Mode { case fast, slow }
            var rows = 5
            var plant = false
            var name = "a \"list\""
            var mode = Mode.slow
            var scale: Double? = 1.5
            var sizes = [1, 2]
            var instrument: Instrument? = nil
            var hook: (() -> Void)? = nil
            typealias Command = StackMachine.Command
            func makeModel() {}
            func makeSystem() {}
            func commands(for model: Void) -> Gen<Command> { Gen.always(.pop) }
            func run(_ command: Command, on system: inout Void, model: Void) throws {}
            func apply(_ command: Command, to model: inout Void) {}
        }
        let machine = Configured(instrument: Instrument(), hook: {})
        let code = machine.swiftCode(for: [.pop])
        #expect(
            code.hasSuffix(
                "try Configured(rows: 5, plant: false, name: \"a \\\"list\\\"\", "
                    + "mode: .slow, scale: 1.5, sizes: [1, 2]).execute(commands)"),
            "\(code)")
    }

    @Test func customSwiftCodeIsUsedInTheRenderedSequence() {
        struct Labelled: StateMachineTest {
            enum Command: StateMachineCommand {
                case rename(String)
                var swiftCode: String {
                    switch self {
                    case .rename(let name): ".rename(to: \"\(name)\")"
                    }
                }
            }
            func makeModel() {}
            func makeSystem() {}
            func commands(for model: Void) -> Gen<Command> { Gen.always(.rename("x")) }
            func run(_ command: Command, on system: inout Void, model: Void) throws {}
            func apply(_ command: Command, to model: inout Void) {}
        }
        let code = Labelled().swiftCode(for: [.rename("a")])
        #expect(code.contains("    .rename(to: \"a\"),"))
    }

    @Test func originalSequenceIsReportedBesideTheShrunkOne() throws {
        let failure = try #require(
            findStateMachineFailure(
                "the counter matches an Int", CounterMachine(),
                configuration: isolatedConfiguration()))
        let original = try #require(failure.originalCounterexample)
        #expect(original.hasPrefix("let commands: [CounterMachine.Command] = ["))
        #expect(failure.originalChoices.count >= failure.shrunkChoices.count)
        #expect(failure.description.contains("Shrunk counterexample:\n    let commands"))
    }
}
