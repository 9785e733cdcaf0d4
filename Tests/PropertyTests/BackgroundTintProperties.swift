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

// Whether content turns white is decided from the cell's background as the cell's state
// shows it *now*. The realistic bug: content tinted from a stale background — the background
// as the previous pass left it (the pass updates the content before the background), or a
// tint decision cached when the background was set and not refreshed when the state changes
// or the cell is reused. Neither property above sees it: the first asks a background, not a
// cell; the second's oracle is the cell's own `contentState(for:)`, which reads the same
// stale value. The machine below drives one reused list cell through state changes,
// trait changes, new backgrounds and contents and reuse, and after every step compares it
// with the documented rule written out (the content updated for the state plus "the
// background updated for the state has no colour") and with a fresh cell configured with
// the final state. Setting a background does not itself request an update pass (as
// `customBackgroundKeepsTextFromTurningWhite` in CellTests.swift shows), so the background
// command asks for one, as an app changing a shown cell's background does.
//
// Planted, each on its own: the pass reading the stored background without updating it for
// the state (stale by one pass) fails on 10 of 10 seeds; the background cached when it is set
// and read for the tint from then on fails on 10 of 10. The update-pass property above
// catches the first on 10 of 10 seeds and the second on none.

/// What an app and a list do to a list cell that bears on whether its background is the tint.
enum TintedCellCommand: StateMachineCommand, CustomStringConvertible {
    case selected(Bool)
    case highlighted(Bool)
    case focused(Bool)
    case editing(Bool)
    /// `isUserInteractionEnabled` set to the opposite.
    case disabled(Bool)
    /// New traits: the list environment (a sidebar's selection is the tint) and appearance.
    case traits(ListEnvironment, dark: Bool)
    /// A new background configuration (`nil` removes it), then an update request.
    case background(BackgroundConfiguration?)
    /// A new content configuration (`nil` removes it).
    case content(ListContentConfiguration?)
    /// The cell is dequeued again: its state flags reset, its configurations stay.
    case prepareForReuse

    var description: String {
        switch self {
        case .selected(let value): "selected(\(value))"
        case .highlighted(let value): "highlighted(\(value))"
        case .focused(let value): "focused(\(value))"
        case .editing(let value): "editing(\(value))"
        case .disabled(let value): "disabled(\(value))"
        case .traits(let environment, let dark): "traits(.\(environment), dark: \(dark))"
        case .background(let background): "background(\(String(describing: background)))"
        case .content(let content): "content(\(String(describing: content)))"
        case .prepareForReuse: "prepareForReuse"
        }
    }
}

/// What the cell should show: its flags and traits, and the configurations the app last set.
struct TintedCellModel {
    var isSelected = false
    var isHighlighted = false
    var isFocused = false
    var isEditing = false
    var isDisabled = false
    var traits = TraitCollection()
    /// A list cell starts with `listCell()`.
    var background: BackgroundConfiguration? = .listCell()
    var content: ListContentConfiguration?

    /// The cell's state by its documented derivation from the flags and traits.
    var state: CellConfigurationState {
        var state = CellConfigurationState(traitCollection: traits)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        state.isFocused = isFocused
        state.isEditing = isEditing
        state.isDisabled = isDisabled
        return state
    }

    /// Whether the background shows the tint, by the documented rule written out: the
    /// background updated for the current state has no colour. No background, no tint.
    var backgroundIsTint: Bool {
        background.map { $0.updated(for: state).backgroundColor == nil } ?? false
    }

    /// Applies the flags and traits to `cell`.
    @MainActor
    func applyState(to cell: CollectionViewListCell) {
        cell.traitCollection = traits
        cell.isSelected = isSelected
        cell.isHighlighted = isHighlighted
        cell.isFocused = isFocused
        cell.isEditing = isEditing
        cell.isUserInteractionEnabled = !isDisabled
    }
}

/// One list cell, reused through random state, trait, background and content changes; after
/// every step its content follows the background of its current state, and it renders like a
/// fresh cell configured with that state.
@MainActor
struct TintedCellMachine: @MainActor StateMachineTest {
    /// Accessories with default tints, which turn white on a tint background as text does.
    static let accessories: [CellAccessory] = [.checkmark(), .disclosureIndicator()]

    func makeModel() -> TintedCellModel { TintedCellModel() }

    func makeSystem() -> CollectionViewListCell {
        let cell = CollectionViewListCell()
        cell.accessories = Self.accessories
        return cell
    }

    func commands(for model: TintedCellModel) -> Gen<TintedCellCommand> {
        // Sidebar backgrounds and content half the time: a selected sidebar cell is the
        // commonest tint background, and a focused cell of any style is one too.
        let background = Gen.optional(
            of: Gen.oneOf(
                Gen.backgroundConfiguration,
                Gen.backgroundConfiguration(styles: [.listCell, .listSidebarCell])),
            probabilityOfSome: 0.9)
        let content = Gen.optional(
            of: Gen.oneOf(
                Gen.listContentConfiguration,
                Gen.listContentConfiguration(styles: [.cell, .sidebarCell])),
            probabilityOfSome: 0.9)
        let environment = Gen.oneOf(
            Gen<ListEnvironment>.anyCase, Gen.element(of: [.sidebar, .sidebarPlain]))
        return Gen.oneOf(
            Gen.bool.map { .selected($0) }, Gen.always(.selected(!model.isSelected)),
            Gen.bool.map { .highlighted($0) }, Gen.bool.map { .focused($0) },
            Gen.bool.map { .editing($0) }, Gen.bool.map { .disabled($0) },
            Gen.zip(environment, Gen.bool).map { .traits($0, dark: $1) },
            background.map { .background($0) }, content.map { .content($0) },
            Gen.always(.prepareForReuse))
    }

    func run(
        _ command: TintedCellCommand, on cell: inout CollectionViewListCell,
        model: TintedCellModel
    ) throws {
        switch command {
        case .selected(let value): cell.isSelected = value
        case .highlighted(let value): cell.isHighlighted = value
        case .focused(let value): cell.isFocused = value
        case .editing(let value): cell.isEditing = value
        case .disabled(let value): cell.isUserInteractionEnabled = !value
        case .traits(let environment, let dark):
            cell.traitCollection = TraitCollection(
                userInterfaceStyle: dark ? .dark : .light, listEnvironment: environment)
        case .background(let background):
            cell.backgroundConfiguration = background
            cell.setNeedsUpdateConfiguration()
        case .content(let content): cell.contentConfiguration = content
        case .prepareForReuse: cell.prepareForReuse()
        }
    }

    func apply(_ command: TintedCellCommand, to model: inout TintedCellModel) {
        switch command {
        case .selected(let value): model.isSelected = value
        case .highlighted(let value): model.isHighlighted = value
        case .focused(let value): model.isFocused = value
        case .editing(let value): model.isEditing = value
        case .disabled(let value): model.isDisabled = value
        case .traits(let environment, let dark):
            model.traits = TraitCollection(
                userInterfaceStyle: dark ? .dark : .light, listEnvironment: environment)
        case .background(let background): model.background = background
        case .content(let content): model.content = content
        case .prepareForReuse:
            // The flags `prepareForReuse()` is documented to reset; traits and
            // configurations stay.
            model.isSelected = false
            model.isHighlighted = false
            model.isFocused = false
            model.isEditing = false
            model.isDisabled = false
        }
    }

    func checkInvariants(model: TintedCellModel, system cell: CollectionViewListCell) throws {
        let render = cell.render()
        let state = model.state
        try requireEqual(cell.configurationState, state, "the cell's state")
        // The documented rule, written out: the content updated for the state, told whether
        // the background updated for that same state has no colour.
        var contentState = state
        contentState.backgroundUsesTintColor = model.backgroundIsTint
        try requireEqual(
            cell.contentConfiguration as? ListContentConfiguration,
            model.content?.updated(for: contentState),
            "the content, with a background that \(model.backgroundIsTint ? "is" : "is not") "
                + "the tint in \(state)")
        let fresh = CollectionViewListCell()
        model.applyState(to: fresh)
        fresh.backgroundConfiguration = model.background
        fresh.accessories = Self.accessories
        fresh.contentConfiguration = model.content
        try requireEqual(
            render.differences(from: fresh.render()), [],
            "the render against a fresh cell configured with \(state)")
    }
}

@MainActor
@Suite("A reused list cell tints its content from its current background")
struct ReusedCellTintProperties {
    /// Proves that after any sequence of state changes (selection, highlight, focus, editing,
    /// user interaction), trait changes, new backgrounds and contents and reuse, a list
    /// cell's content is its configuration updated for the cell's current state and told
    /// whether the background *updated for that state* is the tint — the documented rule,
    /// written out with `updated(for:)` and `backgroundColor == nil`, not the host's
    /// shortcut — and that the cell renders (content, background, accessory tints) like a
    /// fresh cell configured with the same state. Catches content tinted from a stale
    /// background: the previous pass's, or a decision cached when the background was set
    /// and not refreshed on a state change or reuse (10 of 10 seeds each).
    @Test func aReusedCellTintsItsContentFromItsCurrentBackground() {
        checkStateMachine(
            "after any sequence of state, trait, background and content changes and reuse, a "
                + "list cell's content follows whether its current background is the tint, and "
                + "it renders like a fresh cell in the same state",
            TintedCellMachine(), steps: 1...15, configuration: PropertyConfiguration(cases: 100))
    }

    /// Proves that the machine's sequences reach what the property is about: a state change
    /// that turns the background to the tint and one that turns it back, with content
    /// shown; reuse of a cell whose background is the tint; a new background that changes
    /// the decision — so that it cannot pass because its generator stopped reaching them.
    @Test func sequencesTurnTheTintOnAndOff() throws {
        var reached: Set<String> = []
        for seed in 0..<100 as Range<UInt64> {
            var source = ChoiceSource(seed: seed)
            let commands = try TintedCellMachine().generateCommands(from: &source, steps: 1...15)
            var model = TintedCellModel()
            for command in commands {
                let before = model.backgroundIsTint
                TintedCellMachine().apply(command, to: &model)
                let after = model.backgroundIsTint
                guard model.content != nil, before != after else { continue }
                switch command {
                case .background: reached.insert("a new background")
                case .prepareForReuse: reached.insert("reuse of a tinted cell")
                case .content: break
                default: reached.insert(after ? "a state change to the tint" : "one from it")
                }
            }
        }
        #expect(
            reached == [
                "a new background", "reuse of a tinted cell", "a state change to the tint",
                "one from it",
            ])
    }
}
