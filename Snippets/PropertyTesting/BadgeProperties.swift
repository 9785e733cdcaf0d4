// Docs/PropertyTesting.md: properties of the badge, run with Swift Testing.

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

/// The app's generators, shared by its properties.
enum BadgeGenerators {
    /// CollectionViewCell states with any combination of the flags the badge reads.
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

// snippet.show
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
