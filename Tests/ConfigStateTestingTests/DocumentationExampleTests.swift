// The Swift code of Docs/PropertyTesting.md, compiled and run. `DocumentationMirrorTests`
// checks that every Swift block of the guide appears in this file verbatim, so edit both
// together.

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

/// The app's generators, shared by its properties.
enum BadgeGenerators {
    /// Cell states with any combination of the flags the badge reads.
    static let cellState = Gen.zip(Gen.bool, Gen.bool, Gen.bool).map {
        isHighlighted, isSelected, isDisabled in
        var state = CellConfigurationState()
        state.isHighlighted = isHighlighted
        state.isSelected = isSelected
        state.isDisabled = isDisabled
        return state
    }

    /// Badges with counts from zero to well past the "99+" cut-off.
    static let badge = Gen.int(in: 0...1_000).map { BadgeConfiguration(count: $0) }

    /// Even counts, drawn straight from the choice source: choice 0 is the simplest count, 0.
    static let evenCount = Gen<Int> { source in
        Int(try source.choose(upTo: 500)) * 2
    }
}

@Suite struct BadgeConfigurationProperties {
    @Test func updatingTwiceChangesNothing() {
        checkProperty(
            "updated(for:) is idempotent",
            using: Gen.zip(BadgeGenerators.badge, BadgeGenerators.cellState)
        ) { badge, state in
            let once = badge.updated(for: state)
            return once.updated(for: state) == once
        }
    }

    @Test func badgeTextFitsThreeCharacters() {
        checkProperty(
            "badge text is at most three characters",
            using: Gen.zip(BadgeGenerators.badge, BadgeGenerators.cellState),
            configuration: PropertyConfiguration(cases: 500)
        ) { badge, state in
            let text = badge.updated(for: state).text
            try require(text.count <= 3, "\"\(text)\" is too long")
            return true
        }
    }

    @Test func smallCountsShowThemselves() {
        checkProperty("a count below 100 is shown as is", using: BadgeGenerators.evenCount) {
            count in
            let text = BadgeConfiguration(count: count).updated(for: CellConfigurationState()).text
            return count > 99 || text == String(count)
        }
    }

    @Test func everyStateDimsExactlyTheDisabledBadges() {
        checkEveryCombination(
            "a badge is dimmed exactly when disabled",
            of: .flag("highlighted"), .flag("selected"), .flag("disabled")
        ) { isHighlighted, isSelected, isDisabled in
            var state = CellConfigurationState()
            state.isHighlighted = isHighlighted
            state.isSelected = isSelected
            state.isDisabled = isDisabled
            let badge = BadgeConfiguration(count: 3).updated(for: state)
            return (badge.alpha < 1) == isDisabled
        }
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
struct BadgeCellMachine: StateMachineTest {
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

@Suite struct BadgeCellReuseTests {
    @Test func reuseNeverLeaksStaleState() {
        checkStateMachine("a badge cell always shows its current state", BadgeCellMachine())
    }
}
