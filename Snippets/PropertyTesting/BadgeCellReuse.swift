// Docs/PropertyTesting.md: the badge cell's model-based test, run with Swift Testing.

// snippet.hide
import ConfigStateTesting
import Testing

/// The app's own content configuration: a badge whose look follows the cell's state.
struct BadgeConfiguration: Hashable {
    var count = 0
    var text = ""
    var alpha = 1.0
    var isEmphasized = false

    func updated(for state: CellConfigurationState) -> BadgeConfiguration {
        var updated = self
        updated.text = count > 99 ? "99+" : String(count)
        updated.alpha = state.isDisabled ? 0.5 : 1
        updated.isEmphasized = state.isHighlighted || state.isSelected
        return updated
    }
}

/// A reusable view that shows a badge; the system under test.
final class BadgeCell {
    private(set) var shown = BadgeConfiguration()
    var count = 0 { didSet { update() } }
    var state = CellConfigurationState() { didSet { update() } }

    func prepareForReuse() {
        count = 0
        state = CellConfigurationState()
    }

    private func update() {
        shown = BadgeConfiguration(count: count).updated(for: state)
    }
}

/// Reuse never leaks stale state: after any sequence of commands the cell shows exactly what a
/// fresh cell given the same count and state would show.
@MainActor
struct BadgeCellMachine: @MainActor StateMachineTest {
    enum Command: StateMachineCommand {
        case setCount(Int)
        case setHighlighted(Bool)
        case setDisabled(Bool)
        case prepareForReuse
    }

    struct Model {
        var count = 0
        var state = CellConfigurationState()
    }

    func makeModel() -> Model { Model() }
    func makeSystem() -> BadgeCell { BadgeCell() }

    func commands(for model: Model) -> Gen<Command> {
        Gen.oneOf(
            Gen.int(in: 0...200).map { .setCount($0) },
            Gen.bool.map { .setHighlighted($0) },
            Gen.bool.map { .setDisabled($0) },
            Gen.always(.prepareForReuse)
        )
    }

    func run(_ command: Command, on system: inout BadgeCell, model: Model) throws {
        switch command {
        case .setCount(let count): system.count = count
        case .setHighlighted(let isHighlighted): system.state.isHighlighted = isHighlighted
        case .setDisabled(let isDisabled): system.state.isDisabled = isDisabled
        case .prepareForReuse: system.prepareForReuse()
        }
    }

    func apply(_ command: Command, to model: inout Model) {
        switch command {
        case .setCount(let count): model.count = count
        case .setHighlighted(let isHighlighted): model.state.isHighlighted = isHighlighted
        case .setDisabled(let isDisabled): model.state.isDisabled = isDisabled
        case .prepareForReuse: model = Model()
        }
    }

    func checkInvariants(model: Model, system: BadgeCell) throws {
        let fresh = BadgeConfiguration(count: model.count).updated(for: model.state)
        try requireEqual(system.shown, fresh, "cell shows stale state")
    }
}

// snippet.show
@MainActor
@Suite struct BadgeCellReuseTests {
    @Test func reuseNeverLeaksStaleState() {
        checkStateMachine("a badge cell always shows its current state", BadgeCellMachine())
    }
}

// snippet.hide
// Runs the tests above with Swift Testing, as `swift test` runs a test target, and reports the
// result on standard output, which DocExampleTests compares with the `Prints:` block. Failures
// are printed, with the harness's report, on standard error.
var arguments = __CommandLineArguments_v0()
arguments.quiet = true
let status: CInt = await __swiftPMEntryPoint(passing: arguments)
print(status == 0 ? "The tests passed." : "A test failed; exit status \(status).")

// Prints:
// The tests passed.
