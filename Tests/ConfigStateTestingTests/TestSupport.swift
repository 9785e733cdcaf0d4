import ConfigStateTesting

/// A configuration that ignores the process environment, so that the harness's own tests give
/// the same results whatever `CONFIGSTATE_PROPERTY_*` variables the caller has set.
func isolatedConfiguration(seed: UInt64 = 0x5EED, cases: Int = 100) -> PropertyConfiguration {
    PropertyConfiguration(cases: cases, seed: seed, environment: .variables([:]))
}

/// A counter with a planted bug: the first increment after a reset adds two.
final class BuggyCounter {
    private(set) var value = 0
    private var justReset = false

    func increment() {
        value += justReset ? 2 : 1
        justReset = false
    }

    func decrement() {
        value -= 1
        justReset = false
    }

    func reset() {
        value = 0
        justReset = true
    }
}

/// A model-based test of ``BuggyCounter`` against an `Int`.
struct CounterMachine: StateMachineTest {
    enum Command: StateMachineCommand, Equatable {
        case increment
        case decrement
        case reset
    }

    func makeModel() -> Int { 0 }
    func makeSystem() -> BuggyCounter { BuggyCounter() }

    func commands(for model: Int) -> Gen<Command> {
        Gen.element(of: [.increment, .decrement, .reset])
    }

    func run(_ command: Command, on system: inout BuggyCounter, model: Int) throws {
        switch command {
        case .increment: system.increment()
        case .decrement: system.decrement()
        case .reset: system.reset()
        }
    }

    func apply(_ command: Command, to model: inout Int) {
        switch command {
        case .increment: model += 1
        case .decrement: model -= 1
        case .reset: model = 0
        }
    }

    func checkInvariants(model: Int, system: BuggyCounter) throws {
        try requireEqual(system.value, model, "counter value")
    }
}

/// A stack that, when `hasPlantedBug` is set, pops the bottom element of a two-element stack.
struct Stack {
    var hasPlantedBug: Bool
    private(set) var elements: [Int] = []

    mutating func push(_ element: Int) {
        elements.append(element)
    }

    mutating func pop() -> Int {
        hasPlantedBug && elements.count == 2 ? elements.removeFirst() : elements.removeLast()
    }
}

/// A model-based test of ``Stack`` against an array.
struct StackMachine: StateMachineTest {
    enum Command: StateMachineCommand, Equatable {
        case push(Int)
        case pop
    }

    var hasPlantedBug = true

    func makeModel() -> [Int] { [] }
    func makeSystem() -> Stack { Stack(hasPlantedBug: hasPlantedBug) }

    func commands(for model: [Int]) -> Gen<Command> {
        Gen.oneOf(Gen.int(in: 0...9).map { .push($0) }, Gen.always(.pop))
    }

    func precondition(_ command: Command, model: [Int]) -> Bool {
        command != .pop || !model.isEmpty
    }

    func run(_ command: Command, on system: inout Stack, model: [Int]) throws {
        switch command {
        case .push(let element): system.push(element)
        case .pop: try requireEqual(system.pop(), model.last, "popped element")
        }
    }

    func apply(_ command: Command, to model: inout [Int]) {
        switch command {
        case .push(let element): model.append(element)
        case .pop: model.removeLast()
        }
    }

    func checkInvariants(model: [Int], system: Stack) throws {
        try requireEqual(system.elements, model, "stack contents")
    }
}
