import ConfigStateTesting
import Testing

// The suite must catch, and shrink, the kind of bug invariant 2 exists for. This file plants
// one: a custom content configuration whose `updated(for:)` is not idempotent in exactly one
// combination of state — selected and editing, in dark mode — and checks, through the
// framework-neutral `find…` API, that random testing finds it from many seeds and shrinks it to
// that minimal state, that the printed replay seed reproduces it, and that the exhaustive
// check finds the same combination.

/// A badge with a planted bug: in a selected, editing cell in dark mode, `updated(for:)`
/// halves the alpha it was given instead of setting it, so every update dims the badge again.
struct DimmingBadgeConfiguration: ContentConfiguration, Hashable {
    var count = 0
    var alpha = 1.0
    var isEmphasized = false

    func makeContentView() -> any View & ContentView { DimmingBadgeView(configuration: self) }

    func updated(for state: any ConfigurationState) -> DimmingBadgeConfiguration {
        let cell = state.cellConfigurationState
        var updated = self
        updated.isEmphasized = cell.isHighlighted || cell.isSelected
        if cell.isSelected && cell.isEditing && cell.traitCollection.userInterfaceStyle == .dark {
            updated.alpha *= 0.5  // The planted bug: relative to the previous value.
        } else {
            updated.alpha = cell.isDisabled ? 0.5 : 1
        }
        return updated
    }
}

/// The badge's content view, which `ContentConfiguration` requires.
final class DimmingBadgeView: View, ContentView {
    var configuration: any ContentConfiguration

    init(configuration: DimmingBadgeConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { return nil }
}

@MainActor
@Suite("The property suite finds and shrinks a planted idempotence bug")
struct PlantedBugProperties {
    static let badges = Gen.int(in: 0...1_000).map { DimmingBadgeConfiguration(count: $0) }
    static let generator = Gen.zip(badges, cellStates)

    /// The minimal failing state: selected and editing, dark, nothing else.
    static let minimalState: CellConfigurationState = {
        var state = CellConfigurationState(
            traitCollection: TraitCollection(userInterfaceStyle: .dark))
        state.isSelected = true
        state.isEditing = true
        return state
    }()

    static func findBug(seed: UInt64) -> PropertyFailure? {
        findPropertyFailure(
            "updating a badge twice for one state changes nothing", using: generator,
            // Fixed seeds and no environment, so that the test means the same in every run;
            // enough cases that each seed meets the one failing combination.
            configuration: PropertyConfiguration(
                cases: 2_000, seed: seed, environment: .variables([:])),
            testName: "PropertyTests.PlantedBugProperties/plantedBugIsFoundAndShrunk"
        ) { badge, state in
            let once = badge.updated(for: state)
            return once.updated(for: state) == once
        }
    }

    @Test(arguments: 1...8 as ClosedRange<UInt64>)
    func plantedBugIsFoundAndShrunk(seed: UInt64) throws {
        let failure = try #require(Self.findBug(seed: seed), "the planted bug was not found")
        let report = failure.description
        #expect(failure.kind == .counterexample, "\(report)")
        let (badge, state) = try Self.generator.value(replaying: failure.shrunkChoices)
        #expect(
            badge == DimmingBadgeConfiguration(), "not shrunk to the simplest badge:\n\(report)")
        #expect(state == Self.minimalState, "not shrunk to the minimal state:\n\(report)")
        #expect(
            failure.shrunkCounterexample?.contains(
                "CellConfigurationState(selected, editing, traits: [dark])") == true,
            "\(report)")
        #expect(
            failure.replayCommand?.hasPrefix("CONFIGSTATE_PROPERTY_SEED=0x") == true, "\(report)")
    }

    @Test func replaySeedReproducesTheShrunkFailure() throws {
        let failure = try #require(Self.findBug(seed: 1), "the planted bug was not found")
        let caseSeed = try #require(failure.caseSeed)
        // The replay line sets the master seed to the case seed: the failing case runs first.
        let replayed = try #require(Self.findBug(seed: caseSeed), "\(failure.description)")
        #expect(replayed.caseIndex == 0, "\(replayed.description)")
        #expect(replayed.shrunkChoices == failure.shrunkChoices, "\(replayed.description)")
    }

    @Test func exhaustiveCheckFindsTheSameCombination() throws {
        let labels = [
            "highlighted", "selected", "disabled", "focused", "pinned", "editing", "swiped",
            "expanded", "reordering",
        ]
        let failure = try #require(
            findFailingCombination("a badge updates idempotently in dark mode", ofFlags: labels) {
                flags in
                var state = CellConfigurationState(
                    traitCollection: TraitCollection(userInterfaceStyle: .dark))
                state.isHighlighted = flags[0]
                state.isSelected = flags[1]
                state.isDisabled = flags[2]
                state.isFocused = flags[3]
                state.isPinned = flags[4]
                state.isEditing = flags[5]
                state.isSwiped = flags[6]
                state.isExpanded = flags[7]
                state.isReordering = flags[8]
                let once = DimmingBadgeConfiguration().updated(for: state)
                return once.updated(for: state) == once
            })
        #expect(
            failure.traceDescription
                == "highlighted: false, selected: true, disabled: false, focused: false, "
                + "pinned: false, editing: true, swiped: false, expanded: false, "
                + "reordering: false",
            "\(failure.description)")
    }
}
