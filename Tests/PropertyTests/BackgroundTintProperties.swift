import ConfigStateTesting
import Foundation
import Testing

@testable import ConfigState

// A host updates its content for a state that says whether the background shows the tint
// colour (content then turns white). It used to update the background to read its colour;
// now it asks `BackgroundConfiguration.usesTintColor(for:)`, which reads the style table's
// precomputed flag — or the configuration's own colour when that is customised, or the
// style is `clear()`. The realistic bugs: a customised colour ignored (the table's flag
// read instead), a customised `nil` (the tint) read as "not customised", the table of
// another list environment asked, or the flag taken for the normal state whatever the
// state. The property compares the shortcut with the long way over random backgrounds (every
// style, random customisations) and random states with random traits. Planted: the shortcut
// ignoring customisation fails on seeds 1–3.

@Suite("Whether a background shows the tint colour, read without updating it")
struct BackgroundTintProperties {
    @Test func theShortcutAgreesWithTheUpdatedBackground() {
        var tally = BranchTally("tint", "a colour", "colour customised")
        checkProperty(
            "usesTintColor(for:) is whether updated(for:) has no background colour",
            using: Gen.zip(Gen.backgroundConfiguration, Gen.cellConfigurationState),
            configuration: Cases.standard
        ) { background, state in
            tally.countCase()
            let expected = background.updated(for: state).backgroundColor == nil
            tally.take("tint", if: expected)
            tally.take("a colour", if: !expected)
            tally.take(
                "colour customised",
                if: background.values.value.customized.contains(.backgroundColor))
            try requireEqual(
                background.usesTintColor(for: state), expected, "\(background) for \(state)")
            return true
        }
        #expect(tally.untakenBranches == [])
    }
}
