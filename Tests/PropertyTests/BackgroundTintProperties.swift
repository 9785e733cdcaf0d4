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
        let held = checkProperty(
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
        #expect(!held || tally.untakenBranches == [])
    }
}

// The update pass gives the content a state that says whether the background shows the tint,
// and its hooks the host's own state. The pass sets the decision on the state for the
// content's update and takes it back for the hooks; the realistic bug is taking it back too
// late or not at all, so that a handler sees a state the host does not have. Planted
// (the decision left on the state): fails on seeds 1–3.

@MainActor
@Suite("An update pass: the content sees the tint decision, the handler the host's own state")
struct UpdatePassStateProperties {
    @Test func theHandlerGetsTheHostsStateAndTheContentTheTintDecision() {
        var tally = BranchTally("content on the tint", "content off the tint")
        let held = checkProperty(
            "an update pass hands its handler the host's configurationState and updates the "
                + "content for contentState(for:) of it",
            using: Gen.zip(Gen.backgroundConfiguration, Gen.bool, Gen.bool, Gen.bool),
            configuration: Cases.standard
        ) { background, selected, highlighted, automatic in
            tally.countCase()
            let cell = CollectionViewListCell()
            cell.backgroundConfiguration = background
            cell.automaticallyUpdatesBackgroundConfiguration = automatic
            var content = cell.defaultContentConfiguration()
            content.text = "Row"
            cell.contentConfiguration = content
            cell.isSelected = selected
            cell.isHighlighted = highlighted
            var handed: [CellConfigurationState] = []
            cell.configurationUpdateHandler = { _, state in handed.append(state) }
            cell.setNeedsUpdateConfiguration()
            cell.layoutIfNeeded()
            let state = cell.configurationState
            try requireEqual(handed, [state], "the states the handler was given")
            let contentState = cell.contentState(for: state)
            tally.take("content on the tint", if: contentState.backgroundUsesTintColor == true)
            tally.take("content off the tint", if: contentState.backgroundUsesTintColor == false)
            try requireEqual(
                cell.contentConfiguration as? ListContentConfiguration,
                content.updated(for: contentState), "the content after the pass")
            return true
        }
        #expect(!held || tally.untakenBranches == [])
    }
}
