import ConfigState
import ConfigStateTesting
import Testing

// Hosts and their transient state. A list sets some of a reused cell's state again for its new
// item, but not always all of it (a cell outside an outline is not told it is collapsed), so a
// `prepareForReuse()` that forgets one transient flag shows the previous item's state. And a
// header or footer's disabled state must follow `isUserInteractionEnabled` as a cell's does.
//
// What is reset follows the library's documentation of each `prepareForReuse()` (UIKit's own
// is documented only as the place to reset such state): a cell resets highlighted, selected,
// focused, editing, swiped, expanded, reordering, the drag and drop states, user interaction
// and its custom states; a list cell also its indentation level; a header or footer view
// highlighted, selected, focused, pinned, user interaction and its custom states.

/// The transient state to give a host before it is reused.
struct TransientHostState: Sendable, CustomStringConvertible {
    enum Host: String, Sendable, CaseIterable {
        case cell, listCell, headerFooterView
    }

    var host: Host
    /// The flags, drag and drop states, custom states and traits (`isDisabled` sets user
    /// interaction; `isPinned` is a header or footer's).
    var state: CellConfigurationState
    var indentationLevel: Int
    var content: ListContentConfiguration?

    var description: String {
        "TransientHostState(host: \(host), state: \(state), indentationLevel: "
            + "\(indentationLevel), content: \(String(describing: content)))"
    }

    static let generator = Gen.zip(
        Gen.element(of: Host.allCases), cellStates, Gen.int(in: 0...3),
        Gen.optional(of: Gen.listContentConfiguration)
    ).map {
        TransientHostState(host: $0, state: $1, indentationLevel: $2, content: $3)
    }
}

/// One change an app or a list makes to a header or footer view.
enum HeaderFooterChange: Sendable, CustomStringConvertible {
    case userInteraction(Bool)
    case highlighted(Bool)
    case selected(Bool)
    case focused(Bool)
    case pinned(Bool)
    case archived(Bool)
    case dark(Bool)
    case prepareForReuse
    case layout

    var description: String {
        switch self {
        case .userInteraction(let value): ".userInteraction(\(value))"
        case .highlighted(let value): ".highlighted(\(value))"
        case .selected(let value): ".selected(\(value))"
        case .focused(let value): ".focused(\(value))"
        case .pinned(let value): ".pinned(\(value))"
        case .archived(let value): ".archived(\(value))"
        case .dark(let value): ".dark(\(value))"
        case .prepareForReuse: ".prepareForReuse"
        case .layout: ".layout"
        }
    }

    static let generator = Gen.oneOf(
        Gen.bool.map { HeaderFooterChange.userInteraction($0) },
        Gen.bool.map { .highlighted($0) }, Gen.bool.map { .selected($0) },
        Gen.bool.map { .focused($0) }, Gen.bool.map { .pinned($0) },
        Gen.bool.map { .archived($0) }, Gen.bool.map { .dark($0) },
        Gen.always(.prepareForReuse), Gen.always(.layout))

    @MainActor
    func apply(to view: HeaderFooterView) {
        switch self {
        case .userInteraction(let value): view.isUserInteractionEnabled = value
        case .highlighted(let value): view.isHighlighted = value
        case .selected(let value): view.isSelected = value
        case .focused(let value): view.isFocused = value
        case .pinned(let value): view.isPinned = value
        case .archived(let value): view[customState: .isArchived] = value
        case .dark(let value):
            view.traitCollection = TraitCollection(userInterfaceStyle: value ? .dark : .light)
        case .prepareForReuse: view.prepareForReuse()
        case .layout: view.layoutIfNeeded()
        }
    }
}

/// Records the states a host's update passes were given.
@MainActor
private final class StateLog {
    var states: [ViewConfigurationState] = []
}

@MainActor
@Suite("Hosts reset their transient state on reuse and derive it from their properties")
struct HostReuseProperties {
    @Test func prepareForReuseLeavesAHostLikeAFreshOne() {
        var tally = BranchTally(
            "cell", "listCell", "headerFooterView", "expanded", "disabled", "custom state",
            "pinned")
        let held = checkProperty(
            "after prepareForReuse a host's state and render are a fresh host's",
            using: TransientHostState.generator, configuration: Cases.standard
        ) { input in
            tally.countCase()
            tally.take(input.host.rawValue)
            let state = input.state
            tally.take("expanded", if: state.isExpanded && input.host != .headerFooterView)
            tally.take("disabled", if: state.isDisabled)
            tally.take("custom state", if: state[.isArchived])
            tally.take("pinned", if: state.isPinned && input.host == .headerFooterView)
            let traits = state.traitCollection
            switch input.host {
            case .cell, .listCell:
                let make: () -> CollectionViewCell =
                    input.host == .cell ? { CollectionViewCell() } : { CollectionViewListCell() }
                let reused = make()
                let fresh = make()
                reused.traitCollection = traits
                fresh.traitCollection = traits
                apply(state, to: reused)
                (reused as? CollectionViewListCell)?.indentationLevel = input.indentationLevel
                reused.layoutIfNeeded()
                reused.prepareForReuse()
                for cell in [reused, fresh] {
                    if let content = input.content { cell.contentConfiguration = content }
                }
                try requireEqual(
                    reused.configurationState, fresh.configurationState,
                    "the state of a reused \(input.host)")
                try requireEqual(
                    reused.render().differences(from: fresh.render()), [],
                    "the render of a reused \(input.host)")
            case .headerFooterView:
                let reused = HeaderFooterView()
                let fresh = HeaderFooterView()
                reused.traitCollection = traits
                fresh.traitCollection = traits
                apply(state, to: reused)
                reused.layoutIfNeeded()
                reused.prepareForReuse()
                for view in [reused, fresh] {
                    if let content = input.content { view.contentConfiguration = content }
                }
                try requireEqual(
                    reused.configurationState, fresh.configurationState,
                    "the state of a reused header or footer view")
                try requireEqual(
                    reused.render().differences(from: fresh.render()), [],
                    "the render of a reused header or footer view")
            }
            return true
        }
        #expect(!held || tally.untakenBranches == [])
    }

    @Test func headerFooterDisabledStateFollowsUserInteraction() {
        var tally = BranchTally("disabled", "enabled again", "updated while disabled")
        let held = checkProperty(
            "a header or footer view is disabled exactly when it does not respond to the user",
            using: Gen.array(of: HeaderFooterChange.generator, count: 1...12),
            configuration: Cases.standard
        ) { changes in
            tally.countCase()
            let view = HeaderFooterView()
            let log = StateLog()
            view.configurationUpdateHandler = { _, state in log.states.append(state) }
            var wasDisabled = false
            for change in changes {
                change.apply(to: view)
                let disabled = !view.isUserInteractionEnabled
                tally.take("disabled", if: disabled)
                tally.take("enabled again", if: wasDisabled && !disabled)
                wasDisabled = disabled
                try require(
                    view.configurationState.isDisabled == disabled,
                    "after \(change), isUserInteractionEnabled is \(view.isUserInteractionEnabled)"
                        + " but configurationState.isDisabled is "
                        + "\(view.configurationState.isDisabled)")
                view.layoutIfNeeded()
                let updated = try #require(log.states.last, "no update pass ran")
                tally.take("updated while disabled", if: disabled)
                try require(
                    updated.isDisabled == disabled,
                    "after \(change), the update pass was given isDisabled \(updated.isDisabled)"
                        + " with isUserInteractionEnabled \(view.isUserInteractionEnabled)")
            }
            return true
        }
        #expect(!held || tally.untakenBranches == [])
    }
}
