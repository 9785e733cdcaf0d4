/// A model-based (stateful) test: a system under test, a reference model, and the commands
/// that drive both.
///
/// The harness draws a sequence of commands from ``commands(for:)`` — each drawn against the
/// model state the earlier commands produced — and runs it: for every step it checks the
/// ``precondition(_:model:)``, calls ``run(_:on:model:)`` on the system (which checks the
/// system's response against the model), advances the model with ``apply(_:to:)``, and calls
/// ``checkInvariants(model:system:)``. Command sequences come from the same choice source as
/// every other generator, so a failing sequence shrinks: steps are dropped and each command is
/// simplified, and a shrunk sequence that breaks a precondition is skipped, never reported.
/// The minimal failing sequence is printed as Swift code (see ``StateMachineCommand``).
///
///     struct CounterMachine: StateMachineTest {
///         enum Command: StateMachineCommand { case increment, reset }
///
///         func makeModel() -> Int { 0 }
///         func makeSystem() -> Counter { Counter() }
///         func commands(for model: Int) -> Gen<Command> {
///             Gen.element(of: [.increment, .reset])
///         }
///         func run(_ command: Command, on system: inout Counter, model: Int) throws {
///             switch command {
///             case .increment: system.increment()
///             case .reset: system.reset()
///             }
///         }
///         func apply(_ command: Command, to model: inout Int) {
///             switch command {
///             case .increment: model += 1
///             case .reset: model = 0
///             }
///         }
///         func checkInvariants(model: Int, system: Counter) throws {
///             try requireEqual(system.value, model, "counter value")
///         }
///     }
public protocol StateMachineTest {
    /// The reference model: a simple value that predicts the system's behaviour.
    associatedtype Model
    /// The system under test; a class or a value.
    associatedtype System
    /// The commands that drive both.
    associatedtype Command: StateMachineCommand

    /// The model's state before the first command.
    func makeModel() -> Model

    /// A fresh system under test, in the state ``makeModel()`` describes.
    ///
    /// - Throws: Any error, reported as the failure of the sequence's first step.
    func makeSystem() throws -> System

    /// The generator of the commands that make sense in a model state.
    ///
    /// - Parameter model: The model state before the command.
    /// - Returns: A generator of commands; shrinking simplifies commands towards its simplest.
    func commands(for model: Model) -> Gen<Command>

    /// Whether `command` may run in `model`'s state; the default allows every command.
    ///
    /// Generation retries commands that fail it, and shrinking skips sequences that break it.
    ///
    /// - Parameters:
    ///   - command: The command about to run.
    ///   - model: The model state before the command.
    /// - Returns: Whether the command may run.
    func precondition(_ command: Command, model: Model) -> Bool

    /// Runs `command` on the system and checks its response against the model.
    ///
    /// - Parameters:
    ///   - command: The command to run.
    ///   - system: The system under test.
    ///   - model: The model state *before* the command, to predict the response from.
    /// - Throws: Any error when the system's response is wrong (see ``require(_:_:fileID:line:)``).
    func run(_ command: Command, on system: inout System, model: Model) throws

    /// Advances the model by `command`.
    ///
    /// - Parameters:
    ///   - command: The command that ran.
    ///   - model: The model state to advance.
    func apply(_ command: Command, to model: inout Model)

    /// Checks what must hold after every step; the default checks nothing.
    ///
    /// - Parameters:
    ///   - model: The model state after the step.
    ///   - system: The system under test after the step.
    /// - Throws: Any error when an invariant does not hold.
    func checkInvariants(model: Model, system: System) throws

    /// The machine as a Swift expression, which a printed counterexample calls
    /// `execute(_:)` on: `CounterMachine()`. The default writes a struct as its memberwise
    /// initializer with the properties a literal can write (numbers, Booleans, strings, enum
    /// cases, arrays and nested structs of them); `nil` optionals, class instances and
    /// closures are left to the initializer's defaults. Implement it when that is not valid
    /// Swift — a `let` property with an initial value, which the memberwise initializer does
    /// not take, or an instrument the machine needs.
    var machineSwiftCode: String { get }
}

extension StateMachineTest {
    /// Allows every command.
    public func precondition(_ command: Command, model: Model) -> Bool { true }

    /// Checks nothing.
    public func checkInvariants(model: Model, system: System) throws {}

    /// The memberwise initializer with the properties a literal can write; see the
    /// requirement.
    public var machineSwiftCode: String {
        let name = Self.swiftTypeName(of: Self.self)
        let mirror = Mirror(reflecting: self)
        guard mirror.displayStyle == .struct else { return name + "()" }
        let arguments = mirror.children.compactMap { child -> String? in
            guard let label = child.label, let value = swiftLiteral(child.value, depth: 0) else {
                return nil
            }
            return "\(label): \(value)"
        }
        return name + "(" + arguments.joined(separator: ", ") + ")"
    }
}

/// `value` as a Swift literal or memberwise initializer call, or `nil` when none writes it
/// (`nil`, a class instance, a closure, a value nested too deep).
private func swiftLiteral(_ value: Any, depth: Int) -> String? {
    guard depth < 8 else { return nil }
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .optional:
        guard let wrapped = mirror.children.first?.value else { return nil }
        return swiftLiteral(wrapped, depth: depth + 1)
    case .enum:
        return "." + String(describing: value)
    case .collection:
        let elements = mirror.children.map { swiftLiteral($0.value, depth: depth + 1) }
        guard elements.allSatisfy({ $0 != nil }) else { return nil }
        return "[" + elements.map { $0 ?? "" }.joined(separator: ", ") + "]"
    case .struct:
        switch value {
        case let string as String: return String(reflecting: string)
        case let number as Double: return number.isFinite ? "\(number)" : nil
        case let number as Float: return number.isFinite ? "\(number)" : nil
        case is any BinaryInteger: return "\(value)"
        default: break
        }
        var arguments: [String] = []
        for child in mirror.children {
            guard let label = child.label else { return nil }
            guard let argument = swiftLiteral(child.value, depth: depth + 1) else { continue }
            arguments.append("\(label): \(argument)")
        }
        return StateMachineTypeName.name(of: type(of: value)) + "("
            + arguments.joined(separator: ", ") + ")"
    case nil:
        switch value {
        case let bool as Bool: return bool ? "true" : "false"
        case let string as String: return String(reflecting: string)
        case let number as Double: return number.isFinite ? "\(number)" : nil
        case is any BinaryInteger: return "\(value)"
        default: return nil
        }
    default:
        return nil  // classes, tuples, dictionaries, sets: no literal written here
    }
}

/// Why a command sequence failed: the step, the command and the underlying error.
public struct StateMachineStepFailure: Error, Hashable, Sendable, CustomStringConvertible {
    /// The failing step's position in the sequence, from 1.
    public var step: Int
    /// The failing command, as Swift code.
    public var command: String
    /// The underlying error's description.
    public var message: String

    /// "step 3 (`.pop`): …".
    public var description: String { "step \(step) (\(command)): \(message)" }

    /// Creates a step failure.
    ///
    /// - Parameters:
    ///   - step: The failing step, from 1.
    ///   - command: The failing command, as Swift code.
    ///   - message: The underlying error's description.
    public init(step: Int, command: String, message: String) {
        self.step = step
        self.command = command
        self.message = message
    }
}
