extension StateMachineTest {
    /// Runs a fixed command sequence on a fresh system and model, checking every step.
    ///
    /// This is what every generated case does, and what a pasted regression test calls:
    ///
    ///     let commands: [CounterMachine.Command] = [
    ///         .reset,
    ///         .increment,
    ///     ]
    ///     try CounterMachine().execute(commands)
    ///
    /// - Parameter commands: The commands to run, in order.
    /// - Throws: ``StateMachineStepFailure`` for the first step whose precondition, run or
    ///   invariants fail.
    /// - Complexity: One call each of ``StateMachineTest/makeModel()`` and
    ///   ``StateMachineTest/makeSystem()``, then for each of the *m* commands one call each of
    ///   ``StateMachineTest/precondition(_:model:)``, ``StateMachineTest/run(_:on:model:)``,
    ///   ``StateMachineTest/apply(_:to:)`` and ``StateMachineTest/checkInvariants(model:system:)``.
    public func execute(_ commands: [Command]) throws {
        var model = makeModel()
        var system: System
        do {
            system = try makeSystem()
        } catch {
            throw StateMachineStepFailure(
                step: 0, command: "makeSystem()", message: String(describing: error))
        }
        for (offset, command) in commands.enumerated() {
            guard precondition(command, model: model) else {
                throw StateMachineStepFailure(
                    step: offset + 1, command: command.swiftCode,
                    message: "the command does not satisfy its precondition")
            }
            do {
                try run(command, on: &system, model: model)
                apply(command, to: &model)
                try checkInvariants(model: model, system: system)
            } catch {
                throw StateMachineStepFailure(
                    step: offset + 1, command: command.swiftCode,
                    message: String(describing: error))
            }
        }
    }

    /// Draws a command sequence against the model, as the harness does for each case.
    ///
    /// Every step after the first `steps.lowerBound` is preceded by a "one more" choice, so
    /// the shrinker drops a step by deleting its choices. A command that fails its
    /// precondition is redrawn in random mode (up to 100 times, then generation gives up) and
    /// rejects the sequence in replay mode.
    ///
    /// - Parameters:
    ///   - source: The choice source to draw from.
    ///   - steps: The allowed sequence lengths.
    /// - Returns: The commands.
    /// - Throws: ``GenerationRejection`` when the choices do not describe a valid sequence.
    /// - Complexity: For *m* commands, *m* calls of ``StateMachineTest/commands(for:)`` and
    ///   ``StateMachineTest/apply(_:to:)``, and per command up to 100 draws, each checked with
    ///   ``StateMachineTest/precondition(_:model:)``, in random mode (one in replay mode).
    public func generateCommands(
        from source: inout ChoiceSource,
        steps: ClosedRange<Int>
    ) throws -> [Command] {
        let averageExtra = Double(steps.upperBound - steps.lowerBound) / 2
        let probabilityOfMore = averageExtra / (averageExtra + 1)
        var model = makeModel()
        var commands: [Command] = []
        while commands.count < steps.upperBound {
            if commands.count >= steps.lowerBound {
                guard try source.chooseBool(probability: probabilityOfMore) else { break }
            }
            let command = try drawCommand(from: &source, model: model)
            apply(command, to: &model)
            commands.append(command)
        }
        return commands
    }

    /// Decodes a recorded choice sequence, such as ``PropertyFailure/shrunkChoices``, into the
    /// commands it describes.
    ///
    /// - Parameters:
    ///   - choices: A recorded choice sequence.
    ///   - steps: The step range the sequence was generated with.
    /// - Returns: The commands.
    /// - Throws: ``GenerationRejection`` when the choices do not describe a valid sequence.
    /// - Complexity: As ``generateCommands(from:steps:)``.
    public func commands(
        replaying choices: [UInt64],
        steps: ClosedRange<Int> = StateMachineDefaults.steps
    ) throws -> [Command] {
        var source = ChoiceSource(replaying: choices)
        return try generateCommands(from: &source, steps: steps)
    }

    /// Renders a command sequence as a Swift regression test body.
    ///
    /// - Parameter commands: The commands to render.
    /// - Returns: An array literal of the commands followed by a call to ``execute(_:)``.
    /// - Complexity: O(*m*) for *m* commands, plus the cost of their
    ///   ``StateMachineCommand/swiftCode``.
    public func swiftCode(for commands: [Command]) -> String {
        var lines = ["let commands: [\(Self.swiftTypeName(of: Command.self))] = ["]
        lines += commands.map { "    \($0.swiftCode)," }
        lines.append("]")
        lines.append("try \(machineSwiftCode).execute(commands)")
        return lines.joined(separator: "\n")
    }

    private func drawCommand(from source: inout ChoiceSource, model: Model) throws -> Command {
        let generator = commands(for: model)
        for _ in 0..<100 {
            let start = source.choices.count
            let command = try generator.generate(from: &source)
            if precondition(command, model: model) { return command }
            if source.isReplaying {
                throw GenerationRejection.preconditionFailed(command.swiftCode)
            }
            source.forgetChoices(after: start)
        }
        throw GenerationRejection.rejected(
            "no command drawn from commands(for:) satisfied the precondition in 100 attempts; "
                + "make commands(for:) generate only commands that are valid in the model state")
    }

    /// The type's name as written in its own module: qualified by enclosing types, without
    /// the module name.
    static func swiftTypeName(of type: Any.Type) -> String {
        StateMachineTypeName.name(of: type)
    }
}

/// Type names as printed counterexamples write them.
enum StateMachineTypeName {
    /// The type's name as written in its own module: qualified by enclosing types, without
    /// the module name.
    static func name(of type: Any.Type) -> String {
        let qualified = String(reflecting: type)
        guard !qualified.contains("("), let dot = qualified.firstIndex(of: ".") else {
            return String(describing: type)
        }
        return String(qualified[qualified.index(after: dot)...])
    }
}

/// The state-machine defaults shared by the runner and the decoder of recorded choices.
public enum StateMachineDefaults {
    /// The default range of sequence lengths: long enough to reach interesting states,
    /// short enough that a default run of 100 sequences takes milliseconds.
    public static let steps: ClosedRange<Int> = 1...30
}

/// Runs a model-based test on generated command sequences and returns the failure report, or
/// `nil` if every sequence passed.
///
/// The framework-neutral core of `checkStateMachine(_:_:steps:configuration:sourceLocation:)`.
/// The report's counterexamples are Swift code: the command sequence as an array literal and
/// a call to ``StateMachineTest/execute(_:)``.
///
/// - Parameters:
///   - name: The property the machine checks, in words.
///   - machine: The model-based test.
///   - steps: The allowed sequence lengths.
///   - configuration: Case count, seed and limits; environment variables override them.
///   - testName: The test to name in the replay command; defaults to the calling function.
/// - Returns: The failure report, or `nil` when every sequence passed.
/// - Complexity: As ``findPropertyFailure(_:using:configuration:testName:_:)``, where generating a
///   case is ``StateMachineTest/generateCommands(from:steps:)``, running it
///   ``StateMachineTest/execute(_:)`` and describing it ``StateMachineTest/swiftCode(for:)``.
public func findStateMachineFailure<Machine: StateMachineTest>(
    _ name: String,
    _ machine: Machine,
    steps: ClosedRange<Int> = StateMachineDefaults.steps,
    configuration: PropertyConfiguration = PropertyConfiguration(),
    testName: String = #function
) -> PropertyFailure? {
    precondition(steps.lowerBound >= 0, "a command sequence cannot have a negative length")
    return PropertyRunner(
        name: name, testName: testName, configuration: configuration,
        generate: { source in try machine.generateCommands(from: &source, steps: steps) },
        describe: { commands in machine.swiftCode(for: commands) },
        property: { commands in
            try machine.execute(commands)
            return true
        }
    ).run()
}
