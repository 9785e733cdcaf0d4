import ConfigStateTesting
import Foundation
import Testing

@testable import ConfigState

// The shortcuts a cell takes when its registration's handler configures it and the list gives
// it its state, each held to the long way it stands for.

/// A custom state the hot-path properties set on cells.
private let isStarred = CustomStateKey<Bool>("hotPath.isStarred", defaultValue: false)

/// Gives `cell` the flags, traits and custom states of `state`, as an app and a list do.
@MainActor
private func give(_ state: CellConfigurationState, to cell: CollectionViewCell) {
    cell.traitCollection = state.traitCollection
    apply(state, to: cell)
    cell[customState: isStarred] = state[isStarred]
}

/// Gives `view` the traits, view flags and custom states of `state`, as an app does.
@MainActor
private func give(_ state: CellConfigurationState, to view: HeaderFooterView) {
    view.traitCollection = state.traitCollection
    apply(state, to: view)
    view[customState: isStarred] = state[isStarred]
}

/// A list cell whose `configurationState` override decides whether the background is the
/// tint colour, when told to (UIKit's pattern: an override that calls `super`).
private final class DecidingListCell: CollectionViewListCell {
    var decision: Bool?

    override var configurationState: CellConfigurationState {
        var state = super.configurationState
        if let decision { state.backgroundUsesTintColor = decision }
        return state
    }
}

// A host whose content view is a list content view updates a list configuration as its type
// (`ConfigurationHost.updatedListContent(_:for:)`): the state's word worked out once for the
// background's tint decision and the content's table, where the protocol's path boxes the
// state and works the word out twice. The realistic bugs: the background's tint read from the
// table when the host does not update the background (or the other way round), the state's
// own decision (an overridden `configurationState`) ignored, a host without a background
// taken for "unknown" instead of "not the tint", or a word missing the traits (dark, the
// accessibility sizes) or the custom states. The property sets a first configuration (which
// makes the list content view, through the protocol), then a second one (the shortcut), then
// gives the cell another state and runs an update pass (the shortcut again), and compares
// each with the configuration updated through the protocol for `contentState(for:)` of the
// host's state.
//
// Planted, each on its own: the tint decision always read from the table (ignoring
// `automaticallyUpdatesBackgroundConfiguration`) fails on seeds 1–3; the state's own decision
// ignored, on seeds 1–3; no background taken as unknown (`nil`), on seeds 1–3; a word of the
// flags alone (no traits), on seeds 1–3; the update pass's shortcut showing nothing, on
// seeds 1–3.
@Suite("The cell's hot path: shortcuts agree with the long way")
@MainActor
struct CellHotPathProperties {
    @Test func aListContentViewsHostUpdatesAListConfigurationAsTheProtocolDoes() {
        var tally = BranchTally(
            "on the tint", "off the tint", "the state decides", "no background",
            "background left as set", "a header view")
        let held = checkProperty(
            "setting a list configuration on a host that shows one, and running its update "
                + "pass, updates it as updated(for:) through the protocol does for "
                + "contentState(for:) of the host's state",
            using: Gen.zip(
                Gen.listContentConfiguration, Gen.listContentConfiguration,
                Gen.optional(of: Gen.backgroundConfiguration, probabilityOfSome: 0.85),
                Gen.cellConfigurationState(customStates: [.flag(isStarred)]),
                Gen.cellConfigurationState(customStates: [.flag(isStarred)]), Gen.bool,
                Gen.optional(of: Gen.bool, probabilityOfSome: 0.2), Gen.int(in: 0...5)),
            configuration: Cases.standard
        ) { first, second, background, state, later, followsState, decision, hostKind in
            tally.countCase()
            if hostKind == 0 {
                tally.take("a header view")
                return try checkHeaderView(
                    first, second, background: background, state: state,
                    followsState: followsState)
            }
            let cell = DecidingListCell()
            cell.decision = decision
            give(state, to: cell)
            cell.automaticallyUpdatesBackgroundConfiguration = followsState
            cell.backgroundConfiguration = background
            cell.contentConfiguration = first
            cell.contentConfiguration = second
            let hostState = cell.configurationState
            let contentState = cell.contentState(for: hostState)
            tally.take("on the tint", if: contentState.backgroundUsesTintColor == true)
            tally.take("off the tint", if: contentState.backgroundUsesTintColor == false)
            tally.take("the state decides", if: decision != nil)
            tally.take("no background", if: background == nil)
            tally.take("background left as set", if: background != nil && !followsState)
            try requireEqual(
                cell.contentConfiguration as? ListContentConfiguration,
                Self.updatedThroughTheProtocol(second, for: contentState),
                "the second configuration, set on \(hostState)")
            give(later, to: cell)
            cell.setNeedsUpdateConfiguration()
            cell.layoutIfNeeded()
            try requireEqual(
                cell.contentConfiguration as? ListContentConfiguration,
                Self.updatedThroughTheProtocol(
                    second, for: cell.contentState(for: cell.configurationState)),
                "the configuration after an update pass for \(cell.configurationState)")
            return true
        }
        #expect(!held || tally.untakenBranches == [])
    }

    /// The header-view half of the property above: a host whose state is a view state.
    private func checkHeaderView(
        _ first: ListContentConfiguration, _ second: ListContentConfiguration,
        background: BackgroundConfiguration?, state: CellConfigurationState, followsState: Bool
    ) throws -> Bool {
        let view = HeaderFooterView()
        give(state, to: view)
        view.automaticallyUpdatesBackgroundConfiguration = followsState
        view.backgroundConfiguration = background
        view.contentConfiguration = first
        view.contentConfiguration = second
        try requireEqual(
            view.contentConfiguration as? ListContentConfiguration,
            Self.updatedThroughTheProtocol(
                second, for: view.contentState(for: view.configurationState)),
            "the header view's second configuration")
        return true
    }

    // A host builds its configuration state on every content update: one initialiser takes
    // the traits, the custom states and the flags worked out together, and a cell sets its
    // drag and drop bits directly (a view state has none). The realistic bugs: a flag left
    // out or set on the wrong bit, a drag or drop state given the other's bit or its other
    // case's, the custom states or traits not passed, a bit left over from the last state.
    // The property gives a cell and a header view random properties, twice, and holds each
    // state read to the properties given. Planted: a lifting cell given the dragging bit fails
    // on seeds 1–3; a targeted drop given the not-targeted bit, on seeds 1–3; the custom
    // states left out, on seeds 1–3.
    @Test func aHostsStateIsThePropertiesItWasGiven() {
        var tally = BranchTally("lifting", "dragging", "not targeted", "targeted", "starred")
        let held = checkProperty(
            "a cell's and a header view's configurationState has the flags, drag and drop "
                + "states, traits and custom states they were given, as last given",
            using: Gen.zip(
                Gen.cellConfigurationState(customStates: [.flag(isStarred)]),
                Gen.cellConfigurationState(customStates: [.flag(isStarred)])),
            configuration: Cases.standard
        ) { first, second in
            tally.countCase()
            let cell = CollectionViewListCell()
            let view = HeaderFooterView()
            for state in [first, second] {
                tally.take("lifting", if: state.cellDragState == .lifting)
                tally.take("dragging", if: state.cellDragState == .dragging)
                tally.take("not targeted", if: state.cellDropState == .notTargeted)
                tally.take("targeted", if: state.cellDropState == .targeted)
                tally.take("starred", if: state[isStarred])
                give(state, to: cell)
                // A cell is never pinned, and its state carries no tint decision.
                var expected = state
                expected.isPinned = false
                expected.backgroundUsesTintColor = nil
                try requireEqual(cell.configurationState, expected, "the cell's state")
                give(state, to: view)
                // A view state has the view flags only.
                var expectedView = ViewConfigurationState(traitCollection: state.traitCollection)
                expectedView.isHighlighted = state.isHighlighted
                expectedView.isSelected = state.isSelected
                expectedView.isFocused = state.isFocused
                expectedView.isDisabled = state.isDisabled
                expectedView.isPinned = state.isPinned
                expectedView[isStarred] = state[isStarred]
                try requireEqual(view.configurationState, expectedView, "the header view's state")
            }
            return true
        }
        #expect(!held || tally.untakenBranches == [])
    }

    /// `configuration` updated for `state` through `ContentConfiguration`, the state boxed.
    private static func updatedThroughTheProtocol(
        _ configuration: ListContentConfiguration, for state: some ConfigurationState
    ) -> ListContentConfiguration? {
        let content: any ContentConfiguration = configuration
        return content.updated(for: state as any ConfigurationState)
            as? ListContentConfiguration
    }
}
