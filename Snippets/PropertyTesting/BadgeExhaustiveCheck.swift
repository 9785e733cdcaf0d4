// Docs/PropertyTesting.md: an exhaustive check of the badge, run with Swift Testing.

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

@Suite struct BadgeChecks {
    // snippet.show
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
    // snippet.hide
}

// Runs the tests above with Swift Testing, as `swift test` runs a test target, and reports the
// result on standard output, which DocExampleTests compares with the `Prints:` block. Failures
// are printed, with the harness's report, on standard error.
var arguments = __CommandLineArguments_v0()
arguments.quiet = true
let status: CInt = await __swiftPMEntryPoint(passing: arguments)
print(status == 0 ? "The tests passed." : "A test failed; exit status \(status).")

// Prints:
// The tests passed.
