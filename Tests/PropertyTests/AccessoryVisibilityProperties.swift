import ConfigState
import ConfigStateTesting
import Testing

// Which accessories a list cell shows, checked against the documented rule written out in
// this file — never against `CellAccessory.DisplayedState.isDisplayed(isEditing:)`, the
// function under test, which the layout, the validation, the render and accessory taps all
// call. An oracle that called it would agree with any bug in it: with `whenNotEditing`
// inverted, the accessory-layout property used to pass on every seed, and only example tests
// failed.
//
// The rule (UIKit's `UICellAccessory.DisplayedState`, and `CellAccessory.DisplayedState`'s
// documentation): `always` shows in both modes, `whenEditing` only while the cell is editing,
// `whenNotEditing` only while it is not; hidden accessories keep their space but are not
// drawn; two system accessories of one kind that could show together are an error, so a
// `whenEditing` and a `whenNotEditing` one of a kind may share a cell.
//
// Planted (`case .whenNotEditing: return isEditing` in `isDisplayed(isEditing:)`): the cell
// property below fails on 10 of 10 seeds, `accessoryLayoutIsAPureFunctionOfAccessoriesAndState`
// in PurityProperties.swift on 10 of 10.

/// Whether an accessory displayed `displayed` shows on a cell whose editing flag is
/// `isEditing`, by the documented rule, written out so that it cannot share a bug with the
/// library's `isDisplayed(isEditing:)`.
func documentedRuleShows(_ displayed: CellAccessory.DisplayedState, isEditing: Bool) -> Bool {
    switch displayed {
    case .always: true
    case .whenEditing: isEditing
    case .whenNotEditing: !isEditing
    }
}

/// Whether `accessory` is a system accessory that the documented rule shows in an editing
/// mode in which one of `others` of its kind shows too: the combination the library rejects.
func documentedRuleCollides(_ accessory: CellAccessory, with others: [CellAccessory]) -> Bool {
    guard accessory.accessoryType.isSystem else { return false }
    return others.contains { other in
        other.accessoryType == accessory.accessoryType
            && [true, false].contains { isEditing in
                documentedRuleShows(accessory.displayed, isEditing: isEditing)
                    && documentedRuleShows(other.displayed, isEditing: isEditing)
            }
    }
}

/// Accessory lists that are valid by the documented rule: each generated accessory is kept
/// unless it collides with one kept before it. A `whenEditing` and a `whenNotEditing` system
/// accessory of one kind stay together, the pair a wrong rule rejects.
let documentedValidAccessories = Gen.array(of: Gen.cellAccessory, count: 0...6).map {
    generated in
    var kept: [CellAccessory] = []
    for accessory in generated where !documentedRuleCollides(accessory, with: kept) {
        kept.append(accessory)
    }
    return kept
}

/// What identifies a drawn accessory in a render: its kind (a custom view's kind names the
/// view) and, for a label, its text. Renders do not say which array element they came from,
/// so the check compares how many of each the cell draws.
struct DrawnAccessory: Hashable, CustomStringConvertible {
    var accessoryType: CellAccessory.AccessoryType
    var text: String?

    init(_ render: AccessoryRender) {
        accessoryType = render.accessoryType
        text = render.text
    }

    init(_ accessory: CellAccessory) {
        accessoryType = accessory.accessoryType
        if case .label(let text, _) = accessory.options { self.text = text }
    }

    var description: String { text.map { "\(accessoryType)(\($0))" } ?? "\(accessoryType)" }
}

/// How many of each accessory `render` draws, on both edges.
func drawnAccessories(in render: ViewRender) -> [DrawnAccessory: Int] {
    var counts: [DrawnAccessory: Int] = [:]
    for accessory in render.leadingAccessories + render.trailingAccessories {
        counts[DrawnAccessory(accessory), default: 0] += 1
    }
    return counts
}

/// How many of each of `accessories` the documented rule draws on a cell whose editing flag
/// is `isEditing`: those it shows, less the hidden ones.
func documentedDrawnAccessories(_ accessories: [CellAccessory], isEditing: Bool)
    -> [DrawnAccessory: Int]
{
    var counts: [DrawnAccessory: Int] = [:]
    for accessory in accessories
    where documentedRuleShows(accessory.displayed, isEditing: isEditing) && !accessory.isHidden {
        counts[DrawnAccessory(accessory), default: 0] += 1
    }
    return counts
}

/// What an app and a list do to a list cell that bears on its accessories.
enum AccessoryCellCommand: StateMachineCommand, CustomStringConvertible {
    /// The registration handler sets the accessories (`setAccessories(_:)`).
    case accessories([CellAccessory])
    /// The list enters or leaves editing.
    case editing(Bool)
    /// Selection and expansion change what some accessories look like, not whether they show.
    case selected(Bool)
    case expanded(Bool)
    /// The cell leaves the screen and is dequeued again: editing resets, the accessories stay
    /// (the registration handler sets them).
    case prepareForReuse

    var description: String {
        switch self {
        case .accessories(let list): "accessories(\(list))"
        case .editing(let value): "editing(\(value))"
        case .selected(let value): "selected(\(value))"
        case .expanded(let value): "expanded(\(value))"
        case .prepareForReuse: "prepareForReuse"
        }
    }
}

/// What the cell should hold: the accessories last set and its editing flag.
struct AccessoryCellModel {
    var accessories: [CellAccessory] = []
    var isEditing = false
}

/// A list cell driven through editing changes, selection, expansion, new accessories and
/// reuse; after every step it must draw exactly the accessories the documented rule shows.
@MainActor
struct AccessoryCellMachine: @MainActor StateMachineTest {
    func makeModel() -> AccessoryCellModel { AccessoryCellModel() }

    func makeSystem() -> CollectionViewListCell { CollectionViewListCell() }

    func commands(for model: AccessoryCellModel) -> Gen<AccessoryCellCommand> {
        // Editing changes twice as often as the rest: the rule is about editing.
        Gen.oneOf(
            Gen.bool.map { .editing($0) }, Gen.always(.editing(!model.isEditing)),
            documentedValidAccessories.map { .accessories($0) },
            Gen.bool.map { .selected($0) }, Gen.bool.map { .expanded($0) },
            Gen.always(.prepareForReuse))
    }

    func run(
        _ command: AccessoryCellCommand, on cell: inout CollectionViewListCell,
        model: AccessoryCellModel
    ) throws {
        switch command {
        case .accessories(let list):
            do {
                try cell.setAccessories(list)
            } catch {
                try require(false, "accessories valid by the documented rule rejected: \(error)")
            }
        case .editing(let value): cell.isEditing = value
        case .selected(let value): cell.isSelected = value
        case .expanded(let value): cell.isExpanded = value
        case .prepareForReuse: cell.prepareForReuse()
        }
    }

    func apply(_ command: AccessoryCellCommand, to model: inout AccessoryCellModel) {
        switch command {
        case .accessories(let list): model.accessories = list
        case .editing(let value): model.isEditing = value
        case .prepareForReuse: model.isEditing = false
        case .selected, .expanded: break
        }
    }

    func checkInvariants(model: AccessoryCellModel, system cell: CollectionViewListCell) throws {
        try requireEqual(cell.isEditing, model.isEditing, "the cell's editing flag")
        let render = cell.render()
        try requireEqual(
            drawnAccessories(in: render),
            documentedDrawnAccessories(model.accessories, isEditing: model.isEditing),
            "accessories drawn \(model.isEditing ? "while" : "while not") editing, of "
                + "\(model.accessories)")
    }
}

@MainActor
@Suite("A list cell draws exactly the accessories the documented displayed-state rule shows")
struct AccessoryVisibilityProperties {
    /// Proves that a `CollectionViewListCell`'s render draws, after every step of any sequence
    /// of editing changes, selection, expansion, new accessories and reuse, exactly the
    /// non-hidden accessories whose displayed state the documented rule shows in the cell's
    /// editing mode — and that every list valid by that rule is accepted. The oracle is
    /// `documentedRuleShows(_:isEditing:)`, not the library's `isDisplayed(isEditing:)`.
    /// Catches a display option with the wrong meaning (`whenNotEditing` inverted: 10 of 10
    /// seeds), an editing flag reuse does not reset, and a layout or render that filters
    /// accessories by the wrong flag.
    @Test func aListCellDrawsTheAccessoriesTheDocumentedRuleShows() {
        checkStateMachine(
            "after any sequence of editing changes, selection, expansion, new accessories and "
                + "reuse, a list cell draws exactly the non-hidden accessories the documented "
                + "displayed-state rule shows in its editing mode",
            AccessoryCellMachine(), steps: 1...12, configuration: PropertyConfiguration(cases: 150)
        )
    }

    /// Proves that the machine's sequences reach what the property is about — each display
    /// option on a cell that is editing and on one that is not, a kind shown `whenEditing`
    /// and `whenNotEditing` on one cell, and reuse of an editing cell — so that it cannot
    /// pass because its generator stopped reaching them.
    @Test func sequencesReachEveryDisplayOptionInBothModes() throws {
        var reached: Set<String> = []
        for seed in 0..<150 as Range<UInt64> {
            var source = ChoiceSource(seed: seed)
            let commands = try AccessoryCellMachine().generateCommands(
                from: &source, steps: 1...12)
            var model = AccessoryCellModel()
            for command in commands {
                if case .prepareForReuse = command, model.isEditing {
                    reached.insert("reuse while editing")
                }
                AccessoryCellMachine().apply(command, to: &model)
                for accessory in model.accessories where !accessory.isHidden {
                    reached.insert("\(accessory.displayed) while editing: \(model.isEditing)")
                }
                let kinds = model.accessories.filter(\.accessoryType.isSystem)
                if kinds.contains(where: { editing in
                    editing.displayed == .whenEditing
                        && kinds.contains {
                            $0.displayed == .whenNotEditing
                                && $0.accessoryType == editing.accessoryType
                        }
                }) {
                    reached.insert("a kind both whenEditing and whenNotEditing")
                }
            }
        }
        var expected: Set<String> = [
            "reuse while editing", "a kind both whenEditing and whenNotEditing",
        ]
        for displayed in CellAccessory.DisplayedState.allCases {
            for isEditing in [true, false] {
                expected.insert("\(displayed) while editing: \(isEditing)")
            }
        }
        #expect(expected.subtracting(reached) == [])
    }

    /// Proves the oracle is the documented rule: a whenEditing-only, a whenNotEditing-only
    /// and an always-shown label drawn in each mode, written out by hand.
    @Test func theDocumentedRuleByHand() {
        let accessories: [CellAccessory] = [
            .label(text: "always"), .label(text: "editing", displayed: .whenEditing),
            .label(text: "not editing", displayed: .whenNotEditing),
        ]
        func texts(isEditing: Bool) -> Set<String> {
            let drawn = documentedDrawnAccessories(accessories, isEditing: isEditing)
            return Set(drawn.keys.compactMap(\.text))
        }
        #expect(texts(isEditing: true) == ["always", "editing"])
        #expect(texts(isEditing: false) == ["always", "not editing"])
    }
}
